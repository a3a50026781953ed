/** Live sessions on the data interface (schema/liveSession.graphql): the mapping of `live-sessions`. */
import { defineResource } from '../../providers/resources';

const fields = `_id customerId hotspotDeviceId hotspotDeviceName loginType voucherId code deviceAccountId
  deviceAccountUsername username clientMac startedAt lastUpdateAt stoppedAt terminateCause online
  durationSeconds bytesUp bytesDown disconnect { state kind reason errorCause tries requestedAt answeredAt }`;

const liveSessions = defineResource<Record<string, never>, Record<string, never>>({
  type: 'LiveSession',
  list: 'liveSessions',
  exportName: 'liveSessions',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields,
  // More than 10,000 sessions (a hotel's history) are not counted: "more than" (issue 41).
  totalCountExact: true,
  detailFields: fields,
  sortable: ['startedAt'],
  defaultSort: { key: 'startedAt', order: 'DESC' },
  filters: {
    q: { arg: 'search', type: 'String' },
    history: { arg: 'history', type: 'Boolean' },
    // The panel on a code's, a device's and a device account's page (src/components/liveSessions).
    voucherId: { arg: 'voucherId', type: 'ID' },
    hotspotDeviceId: { arg: 'hotspotDeviceId', type: 'ID' },
    deviceAccountId: { arg: 'deviceAccountId', type: 'ID' },
  },
  creatable: [],
  updatable: [],
});

export default { 'live-sessions': liveSessions };
