// The in-process RADIUS server (docs/radius.md).
export { startRadius, type RadiusOptions, type RadiusServer, type RadiusStats } from './server';
export { recordAccounting, type AccountingRecord } from './accounting';
export {
  loadDictionaries,
  replyAttributes,
  verifyAccountingAuthenticator,
  verifyMessageAuthenticator,
} from './packets';
