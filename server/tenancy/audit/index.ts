// The audit module's face: the log of every mutation and sign-in (issue 12).
export { auditResolvers as resolvers } from './resolvers';
export { auditPlugin } from './plugin';
export { audited, auditRest } from './rest';
