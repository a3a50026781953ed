// The monitoring module's face.
export { monitoringResolvers as resolvers } from './resolvers';
