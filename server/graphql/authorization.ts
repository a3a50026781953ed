// The authorisation matrix (issue 12): every query and mutation of schema/ and every REST route,
// with what a caller must hold and the arguments that name objects or customers. The services
// enforce it (each checks the one ACL matcher, `can()` of src/domain/acl, against the tenant of the
// object); this file says it in one place, and tests/unit/authorizationMatrix.test.ts fails when an
// operation or route has no entry, when an entry names an argument the operation does not have,
// and tests/server/isolation.test.ts proves every tenant operation against another customer.
//
// access: any one of the `Subject:action` grants, for the customer of the object (or the customer
// named); 'viewer' = any signed-in user, about themselves; 'invite-token' = the invitation link's
// token; 'public' = no sign-in; 'device-key' = a hotspot device's or location's own key.
// scope: 'tenant' = the operation reads or writes objects of a customer (the cross-tenant test
// covers it); 'own' = only the caller's own data; 'none' = nothing tenant-bound.
import type { Action, Subject } from '../../src/domain/acl';

export type Grant = `${Subject}:${Action}`;
export type Access = readonly Grant[] | 'viewer' | 'invite-token' | 'public' | 'device-key';

export interface OperationRule {
  access: Access;
  scope: 'tenant' | 'own' | 'none';
  /** Argument paths that name objects or customers (`data.customerId`, `ids`, `filter.locationIds`). */
  ids: readonly string[];
}

const LIST_IDS = ['ids', 'customerIds'] as const;
const list = (grant: Grant, extra: readonly string[] = []): OperationRule => ({
  access: [grant],
  scope: 'tenant',
  ids: [...LIST_IDS, ...extra],
});
const write = (grant: Grant, ids: readonly string[]): OperationRule => ({ access: [grant], scope: 'tenant', ids });
/** moves: the update input carries customerId (refused when it names another customer). */
const crud = (subject: Subject, type: string, moves = false): Record<string, OperationRule> => ({
  [`Mutation.create${type}`]: write(`${subject}:create`, ['data.customerId']),
  [`Mutation.update${type}`]: write(`${subject}:update`, moves ? ['data._id', 'data.customerId'] : ['data._id']),
  [`Mutation.delete${type}`]: write(`${subject}:delete`, ['_id']),
});
const ANALYTICS: readonly Grant[] = ['BasicAnalytics:read', 'ProfessionalAnalytics:read'];
const FILTER_IDS = ['filter.customerId', 'filter.hotspotDeviceIds', 'filter.locationIds'] as const;

export const OPERATIONS: Readonly<Record<string, OperationRule>> = {
  'Query._health': { access: 'public', scope: 'none', ids: [] },
  'Mutation._noop': { access: 'public', scope: 'none', ids: [] },

  // Customers and licences (seed 000 §5): the customers the caller has any grant for.
  'Query.customers': { access: 'viewer', scope: 'tenant', ids: [...LIST_IDS] },
  'Query.whitelabelPartner': { access: 'viewer', scope: 'own', ids: [] },
  'Query.licenseUtilization': write('OnlineUsers:read', ['customerId']),
  'Query.lastLogin': { access: ['OnlineUsers:read', ...ANALYTICS], scope: 'tenant', ids: ['customerId'] },
  'Query.getOnlineCountForCustomerId': write('OnlineUsers:read', ['customerId']),
  'Query.getOnlineCountForHotspotDeviceId': write('OnlineUsers:read', ['_id']),

  'Query.customerPlugins': list('CustomerPlugins:read'),
  ...crud('CustomerPlugins', 'CustomerPlugins'),

  'Query.vouchers': list('Voucher:read', ['codes']),
  'Mutation.createVoucher': write('Voucher:create', ['data.customerId']),
  'Mutation.createVoucherBatch': write('Voucher:create', ['data.customerId']),
  'Mutation.updateVoucher': write('Voucher:update', ['data._id']),
  'Mutation.deleteVoucher': write('Voucher:delete', ['_id']),
  'Mutation.deactivateManyVouchers': write('Voucher:update', ['customerId', 'codes']),
  'Mutation.deleteManyVouchers': write('Voucher:delete', ['customerId', 'codes']),

  // Hotspot accounts are the guests' logins of codes and device accounts: the Voucher subject.
  'Query.hotspotAccounts': list('Voucher:read', ['voucherIds', 'deviceAccountIds', 'hotspotDeviceIds']),
  'Mutation.updateHotspotAccount': write('Voucher:update', ['data._id']),
  'Mutation.deleteHotspotAccount': write('Voucher:delete', ['_id']),
  'Mutation.invalidateHotspotAccountsByMultiAccountId': write('Voucher:update', ['multiAccountId']),

  'Query.deviceAccounts': list('DeviceAccount:read'),
  ...crud('DeviceAccount', 'DeviceAccount'),

  'Query.hotspotAccountTemplates': list('HotspotAccountTemplate:read'),
  ...crud('HotspotAccountTemplate', 'HotspotAccountTemplate'),

  'Query.hotspotLoginTemplates': list('HotspotLoginTemplate:read', ['hotspotAccountTemplateIds']),
  ...crud('HotspotLoginTemplate', 'HotspotLoginTemplate'),

  // Start-page content (terms of use, imprints, templates, bundles): StartPageContent (decision).
  'Query.termsOfUses': list('StartPageContent:read'),
  'Query.imprint': list('StartPageContent:read'),
  'Query.templates': list('StartPageContent:read'),
  'Query.templateBundles': list('StartPageContent:read', ['templates']),
  ...crud('StartPageContent', 'TermsOfUse'),
  ...crud('StartPageContent', 'Imprint'),
  ...crud('StartPageContent', 'Template'),
  ...crud('StartPageContent', 'TemplateBundle'),

  'Query.locations': list('HotspotDeviceLocation:read', ['hotspotDeviceId']),
  ...crud('HotspotDeviceLocation', 'Location', true),
  'Query.locationGroups': list('HotspotDeviceLocationGroup:read', ['locationId']),
  ...crud('HotspotDeviceLocationGroup', 'LocationGroup', true),

  'Query.hotspotDeviceConfigs': list('HotspotDeviceConfig:read', ['hotspotLoginTemplateIds']),
  ...crud('HotspotDeviceConfig', 'HotspotDeviceConfig'),

  'Query.hotspotDevices': list('HotspotDevice:read', ['hotspotDeviceConfig', 'locationId']),
  'Query.hotspotDeviceConflicts': write('HotspotDevice:read', ['customerId']),
  'Mutation.importHotspotDevices': write('HotspotDevice:create', ['customerId']),
  ...crud('HotspotDevice', 'HotspotDevice'),

  'Query.enrollmentKeys': list('EnrollmentKeys:read'),
  'Query.enrollmentKeyLogs': list('EnrollmentKeyLogs:read', ['keyIds']),
  'Mutation.createEnrollmentKey': write('EnrollmentKeys:create', ['data.customerId']),
  'Mutation.deleteEnrollmentKey': write('EnrollmentKeys:delete', ['id']),

  // Invites (resend renews the link: UserInvite create); accepted by the invited person.
  'Query.userInvites': list('UserInvite:read', ['email']),
  'Query.myInvites': { access: 'viewer', scope: 'own', ids: [] },
  'Query.userInvitesByToken': { access: 'invite-token', scope: 'own', ids: [] },
  'Mutation.createUserInvite': write('UserInvite:create', ['data.customerId']),
  'Mutation.createUserInviteBatch': write('UserInvite:create', ['data.customerIds']),
  'Mutation.updateUserInvite': write('UserInvite:update', ['data._id']),
  'Mutation.deleteUserInvite': write('UserInvite:delete', ['_id']),
  'Mutation.resendUserInvite': write('UserInvite:create', ['_id']),
  'Mutation.takeOrganizationInvites': { access: 'viewer', scope: 'own', ids: ['data.customerIds'] },
  'Mutation.takeUserInvites': { access: 'invite-token', scope: 'own', ids: ['data.customerIds'] },

  'Query.partnerLeads': list('PartnerLead:read'),
  'Query.vendorPartnerLeads': list('PartnerLeadVendor:read'),
  ...crud('PartnerLead', 'PartnerLead'),
  'Mutation.partnerLeadVendorUpdate': write('PartnerLeadVendor:update', ['data._id', 'data.customerId']),

  // Analytics (issue 11; server/modules/analytics/access.ts adds the plugin and tier).
  'Query.analyticsTimeline': { access: ANALYTICS, scope: 'tenant', ids: [...FILTER_IDS] },
  'Query.analyticsBreakdown': write('ProfessionalAnalytics:read', FILTER_IDS),
  'Query.analyticsRanking': { access: ANALYTICS, scope: 'tenant', ids: [...FILTER_IDS] },
  'Query.dnsTimeline': write('ProfessionalAnalytics:read', FILTER_IDS),
  'Query.dnsEntries': write('ProfessionalAnalytics:read', FILTER_IDS),

  // The audit log: the service requires an operator (isOperator of src/domain/profile, as the mail
  // outbox); everyone else gets FORBIDDEN. It reads every customer's entries: no tenant scope.
  'Query.auditLog': { access: 'viewer', scope: 'none', ids: ['customerIds'] },
};

export interface RestRule extends OperationRule {
  /** `METHOD /path` with a sample path the route's pattern matches. */
  route: string;
}

/** Every REST route (server/rest, the modules' routes, the guest page). */
export const REST_ROUTES: readonly RestRule[] = [
  { route: 'POST /auth/authorize', access: 'public', scope: 'none', ids: [] },
  { route: 'POST /auth/refresh', access: 'public', scope: 'own', ids: [] },
  { route: 'POST /auth/forgot-password', access: 'public', scope: 'none', ids: [] },
  { route: 'POST /auth/reset-password/check', access: 'public', scope: 'none', ids: [] },
  { route: 'POST /auth/reset-password', access: 'public', scope: 'own', ids: [] },
  { route: 'GET /acl/permissions', access: 'viewer', scope: 'own', ids: [] },
  { route: 'GET /content/K100001-logo.png', access: 'public', scope: 'none', ids: ['customerId'] },
  { route: 'GET /app-config', access: 'public', scope: 'none', ids: [] },
  // A load balancer's health checks: no data.
  { route: 'GET /healthz', access: 'public', scope: 'none', ids: [] },
  { route: 'GET /readyz', access: 'public', scope: 'none', ids: [] },
  { route: 'GET /my-profile', access: 'viewer', scope: 'own', ids: [] },
  { route: 'PUT /my-profile', access: 'viewer', scope: 'own', ids: [] },
  { route: 'POST /my-profile/password/check', access: 'viewer', scope: 'own', ids: [] },
  { route: 'PUT /my-profile/password', access: 'viewer', scope: 'own', ids: [] },
  // The login page URL and RADIUS key of the customers the caller administers devices of.
  { route: 'GET /my-profile/hotspot-config', access: ['HotspotDevice:update'], scope: 'tenant', ids: ['customerId'] },
  { route: 'GET /ui-settings/owner/namespace', access: 'viewer', scope: 'own', ids: ['ownerId'] },
  { route: 'PUT /ui-settings/owner/namespace/key', access: 'viewer', scope: 'own', ids: ['ownerId'] },
  { route: 'DELETE /ui-settings/owner/namespace/key', access: 'viewer', scope: 'own', ids: ['ownerId'] },
  { route: 'POST /feedback', access: 'viewer', scope: 'own', ids: [] },
  { route: 'GET /diagnostics', access: 'viewer', scope: 'own', ids: [] },
  { route: 'GET /diagnostics/ping', access: 'viewer', scope: 'none', ids: [] },
  // Operators only (server/mail/routes.ts isOperator): the outbox holds reset and invite links.
  { route: 'GET /mail/outbox', access: 'viewer', scope: 'none', ids: [] },
  { route: 'GET /mail/outbox/abc', access: 'viewer', scope: 'none', ids: ['id'] },
  { route: 'POST /enrollment/enroll', access: 'device-key', scope: 'tenant', ids: [] },
  { route: 'POST /api/dns-stats/abc', access: 'device-key', scope: 'tenant', ids: ['locationId'] },
  { route: 'GET /guest', access: 'public', scope: 'none', ids: [] },
  { route: 'GET /guest/abc', access: 'public', scope: 'none', ids: ['deviceId'] },
  { route: 'POST /guest/abc/login', access: 'public', scope: 'none', ids: ['deviceId'] },
];
