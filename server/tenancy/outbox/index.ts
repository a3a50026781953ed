// The outbox module's face: the local mail outbox, readable by operators (docs/mail.md).
export { mailRoutes as routes } from './routes';
