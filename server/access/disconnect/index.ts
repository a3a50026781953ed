// The disconnect module's face (issue 36): dynamic authorisation (RFC 5176 Disconnect-Request and
// CoA-Request to the NAS of a guest session, queued in radius_disconnects, sent with retries by any
// instance's sender, answers recorded), the NAS stand-in for development and tests, and the live
// sessions of a customer with the operator's Disconnect; a CoA-Request with the new limits when an
// account template's limits change or a login template switches to another account template; the
// job that disconnects wifi4eu sessions whose day has ended. docs/radius.md.
import { list, type OperationRule } from '../../platform/authorization';
import { deviceDeactivated, devicePeriodChanged } from '../../network/hotspot-device';
import { accountTemplateLimitsChanged } from '../../templates/account-template';
import { loginTemplateAccountTemplateChanged } from '../../templates/login-template';
import { changeSessions, endSessions } from './service';

export { liveSessionResolvers as resolvers } from './resolvers';
export {
  changeSessions,
  endSessions,
  sessionDuration,
  sessionExportCondition,
  sessionOnline,
  type DisconnectReason,
} from './service';
export { queueWifi4euDayEnds, startDayEndJob, DAY_END_GRACE_MS, DAY_END_INTERVAL_MS, type DayEndJob } from './dayEnd';
export { startSender, kickSenders, type Sender, type SenderOptions, type DeviceLookup } from './sender';
export { startNasStandIn, byAcctSessionSuffix, type NasStandIn, type StandInRequest } from './standIn';
export { maskMac } from './mask';
export { DYNAMIC_AUTH_PORT, DYNAMIC_AUTH_PORTS, dynamicAuthPort } from './ports';

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.liveSessions': list('OnlineUsers:read', ['hotspotDeviceId', 'voucherId', 'deviceAccountId']),
  'Mutation.disconnectLiveSession': {
    access: ['OnlineUsers:update', 'HotspotDevice:update'],
    scope: 'tenant',
    ids: ['_id'],
  },
};

// A device switched off: its guests online are disconnected.
deviceDeactivated.register(async (db, customerId, deviceId, by) => {
  await endSessions(db, [customerId], { hotspotDeviceIds: [deviceId] }, 'device-deactivated', by);
});
// A device's active period ends at another time: its guests online get the new Session-Timeout (CoA).
devicePeriodChanged.register(async (db, customerId, deviceId, by) => {
  await changeSessions(db, [customerId], { hotspotDeviceIds: [deviceId] }, 'device-period-changed', by);
});
// An account template's limits changed: its guests online get the new limits (CoA-Request).
accountTemplateLimitsChanged.register(async (db, customerId, templateId, by) => {
  await changeSessions(db, [customerId], { accountTemplateIds: [templateId] }, 'account-template-changed', by);
});
// A login template names another account template: the guests online through it get that template's
// limits (CoA-Request; hotspot-account moves their accounts to it in the same transaction, D235).
loginTemplateAccountTemplateChanged.register(async (db, customerId, loginTemplateId, _accountTemplateId, by) => {
  await changeSessions(db, [customerId], { loginTemplateIds: [loginTemplateId] }, 'login-template-changed', by);
});
