/** Live sessions on the data interface (schema/liveSession.graphql): the mapping of `live-sessions`. */
import { defineResource } from '../../providers/resources';
import { createGraphqlCall } from '../../providers/restClient';
import { tokenStore } from '../../providers/tokenStore';

const fields = `_id customerId hotspotDeviceId hotspotDeviceName loginType voucherId code deviceAccountId
  deviceAccountUsername username clientMac startedAt lastUpdateAt stoppedAt terminateCause online
  durationSeconds bytesUp bytesDown disconnect { state reason errorCause tries requestedAt answeredAt }`;

const liveSessions = defineResource<Record<string, never>, Record<string, never>>({
  type: 'LiveSession',
  list: 'liveSessions',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields,
  detailFields: fields,
  sortable: ['startedAt'],
  defaultSort: { key: 'startedAt', order: 'DESC' },
  filters: {
    q: { arg: 'search', type: 'String' },
    history: { arg: 'history', type: 'Boolean' },
  },
  creatable: [],
  updatable: [],
});

/** The operator's Disconnect (not a react-admin call): true when queued or pending, false when no longer online. */
export async function disconnectLiveSession(id: string): Promise<boolean> {
  const graphql = createGraphqlCall(tokenStore);
  const data = (await graphql('mutation($id:ID!){disconnectLiveSession(_id:$id)}', { id })) as {
    disconnectLiveSession: boolean;
  };
  return data.disconnectLiveSession;
}

export default { 'live-sessions': liveSessions };
