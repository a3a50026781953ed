// The feedback module's face.
export { feedbackRoutes as routes } from './routes';
