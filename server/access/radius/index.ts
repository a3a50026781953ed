// The in-process RADIUS server (docs/radius.md).
export { startRadius, type RadiusOptions, type RadiusServer, type RadiusStats } from './server';
export { recordAccounting, type AccountingRecord } from './accounting';
export { sharedDeviceIndex, type DeviceIndex } from './deviceIndex';
export {
  changeAttributes,
  loadDictionaries,
  replyAttributes,
  verifyAccountingAuthenticator,
  verifyMessageAuthenticator,
} from './packets';
export { DEVICE_FAMILIES, FAMILIES, familyOf, limitAttributes, type FamilyName, type Limits } from './families';
