/**
 * Every enumeration of the specification (seed 001 §4, §9 and the enums named in §3; seed 000 §3)
 * as `as const` arrays with their union types. The GraphQL SDL in `schema/` must use the same values.
 */

/** Tiny helper: is `value` one of the members of `values`? Narrows the type. */
export const isOneOf = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

export const LOGIN_TYPES = [
  'APP_LOGIN',
  'BOOSTCOM_LOGIN',
  'CIDAAS_LOGIN',
  'DEVICE_ACCOUNT_LOGIN',
  'EASY_LOGIN',
  'EXTERNAL_LOGIN',
  'REOS_FRIEND_LOGIN',
  'REOS_LOGIN',
  'VOUCHER_LOGIN',
  'VOUCHER_SMS_LOGIN',
] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const DEVICE_TYPES = [
  'AEROHIVE_HIVEOS_6',
  'ALCATEL_LUCENT_ALE',
  'ARUBA_OS_8',
  'ASTEAS_IAC_BOX',
  'CAMBIUM_CNPILOT_3',
  'CISCO_MERAKI',
  'FX_ALIXBOARD_COOVA_CHILLI',
  'FX_TP_LINK_COOVA_CHILLI',
  'HUAWEI_AGILE_CONTROLLER',
  'LANCOM_LMC',
  'MIKROTIK_ROUTEROS',
  'NET_MODULE',
  'RUCKUS_SMART_ZONE_5',
  'RUCKUS_UNLEASHED',
  'TP_LINK_OMADA_EAP',
  'TP_LINK_OMADA_GATEWAY',
  'UBIQUITI',
  'ZYXEL_NEBULA',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const DEVICE_ACCOUNT_TYPES = ['MAC', 'Username', 'UsernamePassword'] as const;
export type DeviceAccountType = (typeof DEVICE_ACCOUNT_TYPES)[number];

export const PLUGIN_TYPES = [
  'ANALYTICS',
  'APP_LOGIN',
  'BOOSTCOM',
  'CIDAAS',
  'CMS',
  'CONCURRENT_USER',
  'COOLDOWN',
  'DEVICE_ACCOUNT',
  'DNS_ANALYTICS',
  'DNS_FILTER',
  'EXTERNAL_LOGIN',
  'MATOMO',
  'MONITORING',
  'REOS',
  'SLA_STATUS',
  'VOUCHER',
  'VOUCHER_REDIRECT',
  'VOUCHER_SMS',
  'WEBHOOK',
  'WIFI4EU',
] as const;
export type PluginType = (typeof PLUGIN_TYPES)[number];

/** The block name of each plugin on a CustomerPlugins record / a customer's `plugins`. */
export const PLUGIN_KEY_BY_TYPE = {
  ANALYTICS: 'analytics',
  APP_LOGIN: 'appLogin',
  BOOSTCOM: 'boostcom',
  CIDAAS: 'cidaas',
  CMS: 'cms',
  CONCURRENT_USER: 'concurrentUser',
  COOLDOWN: 'cooldown',
  DEVICE_ACCOUNT: 'deviceAccount',
  DNS_ANALYTICS: 'dnsAnalytics',
  DNS_FILTER: 'dnsFilter',
  EXTERNAL_LOGIN: 'externalLogin',
  MATOMO: 'matomo',
  MONITORING: 'monitoring',
  REOS: 'reos',
  SLA_STATUS: 'slaStatus',
  VOUCHER: 'voucher',
  VOUCHER_REDIRECT: 'voucherRedirect',
  VOUCHER_SMS: 'voucherSms',
  WEBHOOK: 'webhook',
  WIFI4EU: 'wifi4eu',
} as const satisfies Record<PluginType, string>;
export type PluginKey = (typeof PLUGIN_KEY_BY_TYPE)[PluginType];
export const PLUGIN_KEYS = PLUGIN_TYPES.map((t) => PLUGIN_KEY_BY_TYPE[t]) as readonly PluginKey[];

/** Template slots (start-page screens), seed 001 §4. */
export const TEMPLATE_SLOTS = [
  'BoostcomUserRegistration',
  'ConcurrentUserLimit',
  'Cooldown',
  'Error',
  'LoginDisabled',
  'ReosChooseDeviceType',
  'ReosDeviceAdministration',
  'ReosUserAuth',
  'Success',
  'VoucherAuthRedirect',
  'VoucherAuthRedirectFail',
  'VoucherAuthRedirectSuccess',
  'VoucherCheckFail',
  'VoucherCheckSuccess',
  'VoucherSmsFail',
  'VoucherSmsSuccess',
  'WaitingForAuthorization',
  'Welcome',
  'WelcomeBack',
] as const;
export type TemplateSlot = (typeof TEMPLATE_SLOTS)[number];

export const SLA_LEVELS = ['BASIC', 'STANDARD', 'PREMIUM'] as const;
export type SlaLevel = (typeof SLA_LEVELS)[number];

/** ALL_DAY_HOTLINE = 24/7 hotline, LOCAL_SERVICE = on-site service, WEEKEND_SERVICE = weekend support. */
export const SLA_OPTIONS = ['ALL_DAY_HOTLINE', 'LOCAL_SERVICE', 'WEEKEND_SERVICE'] as const;
export type SlaOption = (typeof SLA_OPTIONS)[number];

export const PRODUCT_TIERS = ['BASIC', 'STANDARD', 'PREMIUM'] as const;
export type ProductTier = (typeof PRODUCT_TIERS)[number];

/** Decision: values of AnalyticsTier are not shown; seed 001 §6 names basic, professional, enterprise. */
export const ANALYTICS_TIERS = ['BASIC', 'PROFESSIONAL', 'ENTERPRISE'] as const;
export type AnalyticsTier = (typeof ANALYTICS_TIERS)[number];

/** Decision: values of CmsTier are not shown; they follow the product tiers. */
export const CMS_TIERS = ['BASIC', 'STANDARD', 'PREMIUM'] as const;
export type CmsTier = (typeof CMS_TIERS)[number];

export const MONITORING_SIGNALS = [
  'hotspot_offline',
  'hotspot_online',
  'account_login',
  'account_authorized',
  'account_online',
  'account_offline',
] as const;
export type MonitoringSignal = (typeof MONITORING_SIGNALS)[number];

/** Monitoring severities 0..5 with their names. */
export const SEVERITIES = [
  { value: 0, name: 'none' },
  { value: 1, name: 'info' },
  { value: 2, name: 'low' },
  { value: 3, name: 'medium' },
  { value: 4, name: 'high' },
  { value: 5, name: 'fatal' },
] as const;
export type Severity = (typeof SEVERITIES)[number]['value'];
export type SeverityName = (typeof SEVERITIES)[number]['name'];
export const SEVERITY = { none: 0, info: 1, low: 2, medium: 3, high: 4, fatal: 5 } as const satisfies Record<
  SeverityName,
  Severity
>;
export const severityName = (severity: number): SeverityName | undefined =>
  SEVERITIES.find((s) => s.value === severity)?.name;

export const ANALYTICS_GRANULARITIES = ['15min', '30min', '1h', '6h', 'hour', 'day', 'week', 'month', 'auto'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

export const CHART_TYPES = ['line', 'bar', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Roles offered when inviting a user (seed 001 §6). */
export const INVITE_ROLES = [
  'service',
  'monitoring',
  'super-admin',
  'admin',
  'read-all',
  'user',
  'basic-analytics',
  'professional-analytics',
  'app-user',
  'voucher-admin',
  'hotspot-admin',
  'device-account-admin',
  'hotspot-login-template-admin',
  'hotspot-account-template-admin',
] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

/** Roles that only appear on the invite OUTPUT type (never offered in the invite form). */
export const OUTPUT_ONLY_ROLES = ['fx-support', 'owner', 'partner', 'vendor'] as const;
export type OutputOnlyRole = (typeof OUTPUT_ONLY_ROLES)[number];

// ---------------------------------------------------------------------------------------------
// Further enumerations named in the specification
// ---------------------------------------------------------------------------------------------

/** Snackbar / notification types. */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

// The login screen's states and messages: a module of their own, so the login page's bundle carries
// them without this whole list (tests/e2e/bundle.e2e.test.ts).
export { LOGIN_STATES, LOGIN_MESSAGES, type LoginState, type LoginMessage } from './loginStates';

export const INVITE_STATES = ['pending', 'accepted', 'expired'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

/** Captive-portal callback method. */
export const CALLBACK_METHODS = ['POST', 'GET'] as const;
export type CallbackMethod = (typeof CALLBACK_METHODS)[number];

/** Property a conditional cooldown applies to. */
export const CONDITIONAL_COOLDOWN_PROPERTIES = ['maxVolume', 'maxSurftime', 'expires'] as const;
export type ConditionalCooldownProperty = (typeof CONDITIONAL_COOLDOWN_PROPERTIES)[number];

export const DNS_FILTER_ERRORS = [
  'FailDeleteIP',
  'FailDeleteNetwork',
  'FailUpsertIP',
  'FailUpsertNetwork',
  'NoActivePlugin',
] as const;
export type DnsFilterError = (typeof DNS_FILTER_ERRORS)[number];

/** Calculated weekday-hours fields of login time periods / opening hours. */
export const WEEKDAY_FIELDS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayField = (typeof WEEKDAY_FIELDS)[number];
/** Weekday value meaning "every day" in a weekday period. */
export const WEEKDAY_UNSPECIFIED = 'unspecified';

/** Steps of the hotspot-device CSV import wizard. */
export const IMPORT_STEPS = ['chooseFile', 'mapData', 'fillData', 'checkData', 'importStatus'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** Error codes carried in `extensions.code` (docs/architecture.md). */
export const ERROR_CODES = ['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'UNAUTHENTICATED'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
