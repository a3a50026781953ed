// The monitoring module's face.
import { write, type OperationRule } from '../../platform/authorization';

export { monitoringResolvers as resolvers } from './resolvers';

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.hotspotDeviceStatus': write('HotspotDevice:read', ['customerId']),
};
