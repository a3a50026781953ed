export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO-8601 date-time string (UTC). */
  DateTime: { input: string; output: string; }
  /** Free-form JSON value. */
  JSON: { input: unknown; output: unknown; }
};

/**
 * Expiry of the created accounts as a dynamic-expiry formula: operations applied in order, optionally space-separated;
 * a signed number plus unit (m, h, d, w, M, y or spelt out; '1week', '-3hours') or 'eo' plus unit for the end of that unit ('eod').
 * Presets: eod, 'eod 4h', 1d, -1d, -1w, eow-1w.
 */
export type AccountConfiguration = {
  __typename?: 'AccountConfiguration';
  dynamicExpires?: Maybe<Scalars['String']['output']>;
};

export type AccountConfigurationInput = {
  dynamicExpires?: InputMaybe<Scalars['String']['input']>;
};

/** Limits of an account; unset fields mean no limit. */
export type AccountProfile = {
  __typename?: 'AccountProfile';
  /** Fixed expiry moment. */
  expires?: Maybe<Scalars['DateTime']['output']>;
  /** Idle timeout in minutes. */
  idleTimeout?: Maybe<Scalars['Int']['output']>;
  /** Download bandwidth in kbit/s. */
  maxBandwidthDown?: Maybe<Scalars['Int']['output']>;
  /** Upload bandwidth in kbit/s. */
  maxBandwidthUp?: Maybe<Scalars['Int']['output']>;
  /** Surf time in minutes. */
  maxSurftime?: Maybe<Scalars['Int']['output']>;
  /** Data volume in MB. */
  maxVolume?: Maybe<Scalars['Int']['output']>;
};

export type AccountProfileInput = {
  expires?: InputMaybe<Scalars['DateTime']['input']>;
  /** minutes */
  idleTimeout?: InputMaybe<Scalars['Int']['input']>;
  /** kbit/s */
  maxBandwidthDown?: InputMaybe<Scalars['Int']['input']>;
  /** kbit/s */
  maxBandwidthUp?: InputMaybe<Scalars['Int']['input']>;
  /** minutes */
  maxSurftime?: InputMaybe<Scalars['Int']['input']>;
  /** MB */
  maxVolume?: InputMaybe<Scalars['Int']['input']>;
};

/** When a device is active; outside it the device is inactive. */
export type ActivePeriod = {
  __typename?: 'ActivePeriod';
  /** Inclusive; unset: open-ended. */
  end?: Maybe<Scalars['DateTime']['output']>;
  start: Scalars['DateTime']['output'];
};

export type ActivePeriodInput = {
  /** Inclusive; unset: open-ended. */
  end?: InputMaybe<Scalars['DateTime']['input']>;
  start: Scalars['DateTime']['input'];
};

/** The newest entries of a customer's alerts and how many the caller has not read. */
export type AlertBell = {
  __typename?: 'AlertBell';
  data: Array<AlertNotification>;
  unreadCount: Scalars['Int']['output'];
};

/** One entry of the bell: something a customer was told. */
export type AlertNotification = {
  __typename?: 'AlertNotification';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  /** device.offline, device.online, licence.80, licence.full, webhook.failing or webhook.recovered. */
  kind: Scalars['String']['output'];
  /** The device's or endpoint's id. */
  subjectId?: Maybe<Scalars['String']['output']>;
  /** What the entry names: the device, the endpoint's address, the licence's figures (used/allowed). */
  subjectName?: Maybe<Scalars['String']['output']>;
  /** Newer than the caller's last 'mark as read'. */
  unread: Scalars['Boolean']['output'];
};

/** Who is told, and when a hotspot counts as offline. */
export type AlertSettings = {
  __typename?: 'AlertSettings';
  customerId: Scalars['String']['output'];
  /** Minutes without a RADIUS packet before a hotspot counts as offline. */
  offlineMinutes: Scalars['Int']['output'];
  /** E-mail addresses that receive the alerts (none: the bell and webhooks only). */
  recipients: Array<Scalars['String']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What sessions are broken down by. */
export type AnalyticsDimension =
  | 'BROWSER'
  | 'DEVICE_CLASS'
  | 'LANGUAGE'
  | 'LOGIN_TYPE'
  | 'OS';

/** What an analytics query covers: one customer, a time range and optionally some devices or locations. */
export type AnalyticsFilter = {
  customerId: Scalars['String']['input'];
  /** Start, inclusive. */
  from: Scalars['DateTime']['input'];
  /** 15min, 30min, 1h, 6h, hour, day, week, month or auto (default): seed 001 §9. At most 3,000 buckets. */
  granularity?: InputMaybe<Scalars['String']['input']>;
  /** Only sessions on these hotspot devices (at most 500). */
  hotspotDeviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only sessions at these locations (at most 500). */
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** End, exclusive; after from, at most 366 days later. */
  to: Scalars['DateTime']['input'];
};

export type AnalyticsMeasure =
  | 'DATA'
  | 'DWELL_TIME'
  | 'SESSIONS'
  | 'USERS';

/** Basic or professional analytics. */
export type AnalyticsPlugin = {
  __typename?: 'AnalyticsPlugin';
  active: Scalars['Boolean']['output'];
  /** Default BASIC. */
  productTier: AnalyticsTier;
};

export type AnalyticsPluginInput = {
  active: Scalars['Boolean']['input'];
  productTier?: InputMaybe<AnalyticsTier>;
};

/** One time bucket of a series. */
export type AnalyticsPoint = {
  __typename?: 'AnalyticsPoint';
  /** Average length in seconds of the ended sessions that started in the bucket; null without any. */
  dwellTime?: Maybe<Scalars['Float']['output']>;
  /** Bytes sent by the guests. */
  inputBytes: Scalars['Float']['output'];
  /** Sessions that began with a successful login. */
  logins: Scalars['Int']['output'];
  /** Bytes received by the guests. */
  outputBytes: Scalars['Float']['output'];
  /** Views of the guest login page (start page). */
  pageViews: Scalars['Int']['output'];
  /** Guest sessions that started in the bucket. */
  sessions: Scalars['Int']['output'];
  /** Start of the bucket. */
  t: Scalars['DateTime']['output'];
  /** Distinct guest devices (clients) with a session that started in the bucket. */
  users: Scalars['Int']['output'];
};

/** Figures of one hotspot device or location over the range. */
export type AnalyticsRank = {
  __typename?: 'AnalyticsRank';
  dwellTime?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  inputBytes: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  outputBytes: Scalars['Float']['output'];
  sessions: Scalars['Int']['output'];
  users: Scalars['Int']['output'];
};

export type AnalyticsRankBy =
  | 'HOTSPOT'
  | 'LOCATION';

/** The best and the worst hotspots or locations by a measure (flop: the lowest first, those without sessions included). */
export type AnalyticsRanking = {
  __typename?: 'AnalyticsRanking';
  flop: Array<AnalyticsRank>;
  measure: AnalyticsMeasure;
  top: Array<AnalyticsRank>;
};

export type AnalyticsSeries = {
  __typename?: 'AnalyticsSeries';
  /** The granularity the buckets have (auto resolved). */
  granularity: Scalars['String']['output'];
  points: Array<AnalyticsPoint>;
  /** IANA time zone of days, weeks and months (the installation's analytics time zone). */
  timezone: Scalars['String']['output'];
  totals: AnalyticsTotals;
};

/** One value of a breakdown; key 'unknown' when the guest page did not see the client. */
export type AnalyticsShare = {
  __typename?: 'AnalyticsShare';
  key: Scalars['String']['output'];
  sessions: Scalars['Int']['output'];
};

/** Analytics tiers (seed 001 §6): basic, professional, enterprise. Default BASIC. */
export type AnalyticsTier =
  | 'BASIC'
  | 'ENTERPRISE'
  | 'PROFESSIONAL';

/** The same figures over the whole range (users: distinct over the range). */
export type AnalyticsTotals = {
  __typename?: 'AnalyticsTotals';
  dwellTime?: Maybe<Scalars['Float']['output']>;
  inputBytes: Scalars['Float']['output'];
  logins: Scalars['Int']['output'];
  outputBytes: Scalars['Float']['output'];
  pageViews: Scalars['Int']['output'];
  sessions: Scalars['Int']['output'];
  users: Scalars['Int']['output'];
};

/** An API key of a customer: one role, an expiry, its last use. The secret is shown once, in CreateApiKeyResult. */
export type ApiKey = {
  __typename?: 'ApiKey';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail of the user who created it. */
  createdBy?: Maybe<Scalars['String']['output']>;
  customerId: Scalars['String']['output'];
  /** The key is refused from this moment on. */
  expiresAt: Scalars['DateTime']['output'];
  /** The last request made with the key (written at most once a minute). */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the key is for (e.g. the PMS that uses it). */
  name: Scalars['String']['output'];
  /** The public start of the key (hpk_<customerId>_<id>), to recognise it; not enough to use it. */
  prefix: Scalars['String']['output'];
  /** When it was revoked; a revoked key is refused at once. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** One role of the role list; never more than its creator held for the customer. */
  role: Scalars['String']['output'];
  /** active, expired or revoked. */
  status: Scalars['String']['output'];
};

export type ApiKeyPage = {
  __typename?: 'ApiKeyPage';
  count: Scalars['Int']['output'];
  data: Array<ApiKey>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Login through the customer's mobile app. */
export type AppLoginPlugin = {
  __typename?: 'AppLoginPlugin';
  active: Scalars['Boolean']['output'];
  appId?: Maybe<Scalars['String']['output']>;
  appName?: Maybe<Scalars['String']['output']>;
  inStoreServices?: Maybe<Scalars['Boolean']['output']>;
  /** Number of locations allowed. */
  locations?: Maybe<Scalars['Int']['output']>;
};

export type AppLoginPluginInput = {
  active: Scalars['Boolean']['input'];
  appId?: InputMaybe<Scalars['String']['input']>;
  appName?: InputMaybe<Scalars['String']['input']>;
  inStoreServices?: InputMaybe<Scalars['Boolean']['input']>;
  locations?: InputMaybe<Scalars['Int']['input']>;
};

/** One entry: who did what, for which customer and objects, when, from where, with which outcome. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  _id: Scalars['ID']['output'];
  at: Scalars['DateTime']['output'];
  /** The customer the operation acted on, when it names one. */
  customerId?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  ip?: Maybe<Scalars['String']['output']>;
  /** At most 100 ids; a last entry `…+N more` counts the rest. */
  objectIds: Array<Scalars['String']['output']>;
  /** `Mutation.<field>`, `signIn`, `signInFailed`, `passwordChanged`, `passwordReset`. */
  operation: Scalars['String']['output'];
  /** `ok` or the error code (FORBIDDEN, BAD_USER_INPUT, UNAUTHENTICATED, RATE_LIMITED …). */
  outcome: Scalars['String']['output'];
  userAgent?: Maybe<Scalars['String']['output']>;
  /** The signed-in user (null: a failed sign-in of an unknown account). */
  userId?: Maybe<Scalars['String']['output']>;
};

export type AuditEntryPage = {
  __typename?: 'AuditEntryPage';
  count: Scalars['Int']['output'];
  data: Array<AuditEntry>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Boostcom loyalty club / community login. */
export type BoostcomPlugin = {
  __typename?: 'BoostcomPlugin';
  active: Scalars['Boolean']['output'];
  analyticsToken?: Maybe<Scalars['String']['output']>;
  communityId?: Maybe<Scalars['String']['output']>;
  loyaltyClubSlug?: Maybe<Scalars['String']['output']>;
  token?: Maybe<Scalars['String']['output']>;
};

export type BoostcomPluginInput = {
  active: Scalars['Boolean']['input'];
  analyticsToken?: InputMaybe<Scalars['String']['input']>;
  communityId?: InputMaybe<Scalars['String']['input']>;
  loyaltyClubSlug?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};

/** HTTP method of the captive-portal callback. */
export type CallbackMethod =
  | 'GET'
  | 'POST';

export type CaptivePortalSettings = {
  __typename?: 'CaptivePortalSettings';
  callbackMethod?: Maybe<CallbackMethod>;
  /** Callback URL without protocol (e.g. 'controller.example.com:8443/login'). */
  callbackUrl?: Maybe<Scalars['String']['output']>;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  /** true: call back over https. */
  secureCallback?: Maybe<Scalars['Boolean']['output']>;
};

export type CaptivePortalSettingsInput = {
  callbackMethod?: InputMaybe<CallbackMethod>;
  /** Without protocol. */
  callbackUrl?: InputMaybe<Scalars['String']['input']>;
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
  secureCallback?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Login with a cidaas identity provider. */
export type CidaasPlugin = {
  __typename?: 'CidaasPlugin';
  active: Scalars['Boolean']['output'];
  apiUrl: Scalars['String']['output'];
  clientId: Scalars['String']['output'];
  /** Credential: write-only, always null (see CustomerPlugins.secretsSet). */
  clientSecret?: Maybe<Scalars['String']['output']>;
};

export type CidaasPluginInput = {
  active: Scalars['Boolean']['input'];
  apiUrl: Scalars['String']['input'];
  clientId: Scalars['String']['input'];
  clientSecret: Scalars['String']['input'];
};

export type CipherSettings = {
  __typename?: 'CipherSettings';
  secret?: Maybe<Scalars['String']['output']>;
};

export type CipherSettingsInput = {
  secret?: InputMaybe<Scalars['String']['input']>;
};

/** External content-management system (menu link shown when active). */
export type CmsPlugin = {
  __typename?: 'CmsPlugin';
  active: Scalars['Boolean']['output'];
  /** E-mail of the first CMS user. */
  initialEmail: Scalars['String']['output'];
  poweredBy?: Maybe<Scalars['String']['output']>;
  productTier: CmsTier;
  /** Storage size in MB. */
  storageSizeMb: Scalars['Int']['output'];
};

export type CmsPluginInput = {
  active: Scalars['Boolean']['input'];
  initialEmail: Scalars['String']['input'];
  poweredBy?: InputMaybe<Scalars['String']['input']>;
  productTier: CmsTier;
  /** MB */
  storageSizeMb: Scalars['Int']['input'];
};

/** Content-management (CMS) product tiers. */
export type CmsTier =
  | 'BASIC'
  | 'PREMIUM'
  | 'STANDARD';

/**
 * Extension (issue 39): a batch of WiFi codes, made by one createVoucherBatch, with what it was made with
 * and how many of its codes are left.
 */
export type CodeBatch = {
  __typename?: 'CodeBatch';
  _id: Scalars['ID']['output'];
  /** Codes not deleted and still active. */
  active: Scalars['Int']['output'];
  /** Codes created. */
  amount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The user (or API key) who created it; null for a batch found among older codes. */
  createdBy?: Maybe<Scalars['ID']['output']>;
  /** Their name or e-mail address at creation. */
  createdByName?: Maybe<Scalars['String']['output']>;
  customerId: Scalars['String']['output'];
  dynamicExpires?: Maybe<Scalars['String']['output']>;
  /** The expiry and expiry formula the codes were made with (a reprint's cards). */
  expires?: Maybe<Scalars['DateTime']['output']>;
  /** Codes not deleted. */
  live: Scalars['Int']['output'];
  /** The login template the codes were made with. */
  loginTemplateId?: Maybe<Scalars['ID']['output']>;
  /** Its name (null: none, or deleted since). */
  loginTemplateName?: Maybe<Scalars['String']['output']>;
  /** The description the batch was created with; null when it had none (the portal names it by its date). */
  name?: Maybe<Scalars['String']['output']>;
};

export type CodeBatchPage = {
  __typename?: 'CodeBatchPage';
  count: Scalars['Int']['output'];
  data: Array<CodeBatch>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Concurrent-user licence. */
export type ConcurrentUserPlugin = {
  __typename?: 'ConcurrentUserPlugin';
  active: Scalars['Boolean']['output'];
  /** Maximum concurrent users; 0, unset or -1 means unlimited. */
  value?: Maybe<Scalars['Int']['output']>;
};

export type ConcurrentUserPluginInput = {
  active: Scalars['Boolean']['input'];
  /** Maximum concurrent users; 0, unset or -1 means unlimited. */
  value?: InputMaybe<Scalars['Int']['input']>;
};

/** A cooldown that applies when the account reached a limit. */
export type ConditionalCooldown = {
  __typename?: 'ConditionalCooldown';
  /** Dynamic-expiry formula: applies only to accounts created before that moment (e.g. 'eod'). */
  accountCreatedBefore?: Maybe<Scalars['String']['output']>;
  /** Cooldown duration as a dynamic-expiry formula (e.g. '4h'). */
  dynamicExpires: Scalars['String']['output'];
  property: CooldownProperty;
};

export type ConditionalCooldownInput = {
  accountCreatedBefore?: InputMaybe<Scalars['String']['input']>;
  dynamicExpires: Scalars['String']['input'];
  property: CooldownProperty;
};

export type ControllerApiSettings = {
  __typename?: 'ControllerApiSettings';
  apiUrl?: Maybe<Scalars['String']['output']>;
};

export type ControllerApiSettingsInput = {
  apiUrl?: InputMaybe<Scalars['String']['input']>;
};

export type ControllerAuthApiSettings = {
  __typename?: 'ControllerAuthApiSettings';
  apiUrl?: Maybe<Scalars['String']['output']>;
  password?: Maybe<Scalars['String']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

export type ControllerAuthApiSettingsInput = {
  apiUrl?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Re-login delay (cooldown) on login templates. */
export type CooldownPlugin = {
  __typename?: 'CooldownPlugin';
  active: Scalars['Boolean']['output'];
};

export type CooldownPluginInput = {
  active: Scalars['Boolean']['input'];
};

/** Account limit a conditional cooldown applies to. */
export type CooldownProperty =
  | 'expires'
  | 'maxSurftime'
  | 'maxVolume';

export type CreateApiKeyInput = {
  customerId: Scalars['String']['input'];
  /** At most 366 days ahead. */
  expiresAt: Scalars['DateTime']['input'];
  name: Scalars['String']['input'];
  /** One of the key roles (the invite roles but app-user), within the creator's own grants. */
  role: Scalars['String']['input'];
};

/** A new key: the secret (the whole key, sent as `Authorization: Bearer <secret>`) is in this answer only. */
export type CreateApiKeyResult = {
  __typename?: 'CreateApiKeyResult';
  apiKey: ApiKey;
  secret: Scalars['String']['output'];
};

/** One customer has at most one CustomerPlugins record. */
export type CreateCustomerPluginsInput = {
  analytics?: InputMaybe<AnalyticsPluginInput>;
  appLogin?: InputMaybe<AppLoginPluginInput>;
  boostcom?: InputMaybe<BoostcomPluginInput>;
  cidaas?: InputMaybe<CidaasPluginInput>;
  cms?: InputMaybe<CmsPluginInput>;
  concurrentUser?: InputMaybe<ConcurrentUserPluginInput>;
  cooldown?: InputMaybe<CooldownPluginInput>;
  customerId: Scalars['String']['input'];
  deviceAccount?: InputMaybe<DeviceAccountPluginInput>;
  dnsAnalytics?: InputMaybe<DnsAnalyticsPluginInput>;
  dnsFilter?: InputMaybe<DnsFilterPluginInput>;
  externalLogin?: InputMaybe<ExternalLoginPluginInput>;
  matomo?: InputMaybe<MatomoPluginInput>;
  monitoring?: InputMaybe<MonitoringPluginInput>;
  reos?: InputMaybe<ReosPluginInput>;
  slaStatus?: InputMaybe<SlaStatusPluginInput>;
  voucher?: InputMaybe<VoucherPluginInput>;
  voucherRedirect?: InputMaybe<VoucherRedirectPluginInput>;
  voucherSms?: InputMaybe<VoucherSmsPluginInput>;
  webhook?: InputMaybe<WebhookPluginInput>;
  wifi4eu?: InputMaybe<Wifi4euPluginInput>;
};

export type CreateDeviceAccountInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  criteria: DeviceAccountCriteriaInput;
  customerId: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** Inclusive. */
  expires?: InputMaybe<Scalars['DateTime']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  loginTemplate?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  showTermsOfUse?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreateEnrollmentKeyInput = {
  customerId: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** Unset: does not expire. */
  expires?: InputMaybe<Scalars['DateTime']['input']>;
  hotspotDeviceConfig: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type CreateHotspotAccountTemplateInput = {
  accountConfiguration?: InputMaybe<AccountConfigurationInput>;
  accountProfile?: InputMaybe<AccountProfileInput>;
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerId: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/** Needs at least one login template. */
export type CreateHotspotDeviceConfigInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerId: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  deviceSettings?: InputMaybe<Array<HotspotDeviceControllerSettingsInput>>;
  hotspotLoginTemplates: Array<Scalars['ID']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  loginTimePeriods?: InputMaybe<LoginTimePeriodsInput>;
  name: Scalars['String']['input'];
  /** 1–32 bytes UTF-8 (BAD_USER_INPUT on ssid otherwise); required when wifiPassphrase is set. */
  ssid?: InputMaybe<Scalars['String']['input']>;
  templateBundle?: InputMaybe<Scalars['ID']['input']>;
  /** 8–63 printable ASCII characters; empty: open network. */
  wifiPassphrase?: InputMaybe<Scalars['String']['input']>;
};

export type CreateHotspotDeviceInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  activePeriod?: InputMaybe<ActivePeriodInput>;
  customerId: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  deviceType: DeviceType;
  geoLocation?: InputMaybe<GeoLocationInput>;
  hotspotDeviceConfig?: InputMaybe<Scalars['ID']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  lanMac?: InputMaybe<Scalars['String']['input']>;
  /** The location that lists the device (unset: none). */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  loginTimePeriods?: InputMaybe<LoginTimePeriodsInput>;
  /** WAN MACs; delimiters dash, colon, dot or space, any case; private (random) MACs are rejected. */
  mac: Array<Scalars['String']['input']>;
  monitoringConfig: MonitoringConfigInput;
  name: Scalars['String']['input'];
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** Needs an account template and, where the login type shows them, terms of use. */
export type CreateHotspotLoginTemplateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  cooldown?: InputMaybe<LoginTemplateCooldownInput>;
  customerId: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  hotspotAccountTemplateId: Scalars['ID']['input'];
  loginType: LoginType;
  loginTypeConfig?: InputMaybe<LoginTypeConfigInput>;
  name: Scalars['String']['input'];
  termsOfUseId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateImprintInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerId: Scalars['String']['input'];
  default?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  text: Array<LocalizedTextInput>;
};

export type CreateLocationGroupInput = {
  customerId: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  name: Scalars['String']['input'];
};

export type CreateLocationInput = {
  address?: InputMaybe<LocationAddressInput>;
  customerId: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  dnsFilterConfig?: InputMaybe<DnsFilterConfigInput>;
  externalId?: InputMaybe<Scalars['String']['input']>;
  geoLocation?: InputMaybe<GeoLocationInput>;
  hotspotDeviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  name: Scalars['String']['input'];
  openingHours?: InputMaybe<OpeningHoursInput>;
};

export type CreatePartnerLeadInput = {
  address?: InputMaybe<PartnerLeadAddressInput>;
  company: Scalars['String']['input'];
  customerId: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  messages?: InputMaybe<Array<PartnerLeadMessageInput>>;
  /** 0 new, 1 in contact, 2 offer sent, 3 won, 4 lost. */
  status?: InputMaybe<Scalars['Int']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

export type CreateTemplateBundleInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerId: Scalars['String']['input'];
  default?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  imprint?: InputMaybe<Scalars['ID']['input']>;
  templates: Array<Scalars['ID']['input']>;
};

export type CreateTemplateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  cspDirectives?: InputMaybe<Array<Scalars['String']['input']>>;
  customerId: Scalars['String']['input'];
  default?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Id of the imprint linked from the screen (extension: the type has it, the seed's input does not). */
  imprint?: InputMaybe<Scalars['ID']['input']>;
  slot: TemplateSlot;
  text: Array<LocalizedTextInput>;
};

export type CreateTermsOfUseInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerId: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  locales: Array<TermsOfUseLocaleInput>;
  name: Scalars['String']['input'];
};

/** One invite per e-mail and customer. */
export type CreateUserInviteBatchInput = {
  customerIds: Array<Scalars['String']['input']>;
  emails: Array<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  timezone?: InputMaybe<Scalars['String']['input']>;
};

export type CreateUserInviteInput = {
  customerId: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Permission strings ('Subject:action'); 'others' grants all hotspot administration, 'userInviteWrite' the right to invite users. */
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  timezone?: InputMaybe<Scalars['String']['input']>;
};

export type CreateVoucherBatchInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  amount: Scalars['Int']['input'];
  customerId: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  deviceVoucher?: InputMaybe<Scalars['Boolean']['input']>;
  /** Extension: expiry formula applied at the first login ('' clears on update). */
  dynamicExpires?: InputMaybe<Scalars['String']['input']>;
  expires?: InputMaybe<Scalars['DateTime']['input']>;
  /**
   * Optional idempotency key of one form submission (decision D203): a client-generated random id of
   * 8 to 100 characters (letters, digits, '-' and '_'). A repeated request of the same customer with the
   * same key within 24 hours creates nothing new and answers what the first one created (the same codes;
   * the licence is charged once); with other input it answers CONFLICT on idempotencyKey. Without a key,
   * every request creates.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  loginTemplateId?: InputMaybe<Scalars['ID']['input']>;
  simultaneousUse?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateVoucherInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Own code; a random one is generated when empty. */
  code?: InputMaybe<Scalars['String']['input']>;
  customerId: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  deviceVoucher?: InputMaybe<Scalars['Boolean']['input']>;
  /** Extension: expiry formula applied at the first login ('' clears on update). */
  dynamicExpires?: InputMaybe<Scalars['String']['input']>;
  expires?: InputMaybe<Scalars['DateTime']['input']>;
  /**
   * Optional idempotency key of one form submission (decision D203): a client-generated random id of
   * 8 to 100 characters (letters, digits, '-' and '_'). A repeated request of the same customer with the
   * same key within 24 hours creates nothing new and answers what the first one created (the same codes;
   * the licence is charged once); with other input it answers CONFLICT on idempotencyKey. Without a key,
   * every request creates.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  loginTemplateId?: InputMaybe<Scalars['ID']['input']>;
  simultaneousUse?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateWebhookEndpointInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerId: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  events: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

export type Customer = {
  __typename?: 'Customer';
  _id: Scalars['ID']['output'];
  active: Scalars['Boolean']['output'];
  address?: Maybe<CustomerAddress>;
  company: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  deviceAccounts: DeviceAccountPage;
  email?: Maybe<Scalars['String']['output']>;
  hotspotAccountTemplates: HotspotAccountTemplatePage;
  hotspotAccounts: HotspotAccountPage;
  hotspotDeviceConfigs: HotspotDeviceConfigPage;
  hotspotDevices: HotspotDevicePage;
  hotspotLoginTemplates: HotspotLoginTemplatePage;
  imprints: ImprintPage;
  lastLogin?: Maybe<LastLogin>;
  /** Leads registered by this customer as a partner. */
  leads: PartnerLeadPage;
  licenseUtilization?: Maybe<LicenseUtilization>;
  locations: LocationPage;
  phone?: Maybe<Scalars['String']['output']>;
  plugins?: Maybe<CustomerPlugins>;
  /** Months after their last activity that sessions, guest accounts and SMS logins are kept (1–120, default 13; docs/privacy.md). */
  retentionMonths: Scalars['Int']['output'];
  /** true: the customer's members must use a second factor (TOTP); one without gets none of its data until set up (docs/security.md). */
  secondFactorRequired: Scalars['Boolean']['output'];
  templateBundles: TemplateBundlePage;
  templates: TemplatePage;
  termsOfUses: TermsOfUsePage;
  updatedAt: Scalars['DateTime']['output'];
  userInvites: UserInvitePage;
  voucherLicense?: Maybe<VoucherLicense>;
  vouchers: VoucherPage;
  website?: Maybe<Scalars['String']['output']>;
};


export type CustomerDeviceAccountsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type CustomerHotspotAccountTemplatesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type CustomerHotspotAccountsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type CustomerHotspotDeviceConfigsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type CustomerHotspotDevicesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type CustomerHotspotLoginTemplatesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type CustomerImprintsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type CustomerLeadsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type CustomerLocationsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type CustomerTemplateBundlesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type CustomerTemplatesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type CustomerTermsOfUsesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type CustomerUserInvitesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type CustomerVouchersArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
  valid?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  city: Scalars['String']['output'];
  country?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 */
  countryCode?: Maybe<Scalars['String']['output']>;
  street: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

export type CustomerAddressInput = {
  city: Scalars['String']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<Scalars['String']['input']>;
  street: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

export type CustomerPage = {
  __typename?: 'CustomerPage';
  count: Scalars['Int']['output'];
  data: Array<Customer>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Plugin settings of one customer; a null block means the plugin was never configured (inactive). */
export type CustomerPlugins = {
  __typename?: 'CustomerPlugins';
  _id: Scalars['ID']['output'];
  analytics?: Maybe<AnalyticsPlugin>;
  appLogin?: Maybe<AppLoginPlugin>;
  boostcom?: Maybe<BoostcomPlugin>;
  cidaas?: Maybe<CidaasPlugin>;
  cms?: Maybe<CmsPlugin>;
  concurrentUser?: Maybe<ConcurrentUserPlugin>;
  cooldown?: Maybe<CooldownPlugin>;
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  deviceAccount?: Maybe<DeviceAccountPlugin>;
  dnsAnalytics?: Maybe<DnsAnalyticsPlugin>;
  dnsFilter?: Maybe<DnsFilterPlugin>;
  externalLogin?: Maybe<ExternalLoginPlugin>;
  matomo?: Maybe<MatomoPlugin>;
  monitoring?: Maybe<MonitoringPlugin>;
  reos?: Maybe<ReosPlugin>;
  /** Addition: the credentials that are stored, as block.field (e.g. reos.password). Credentials are write-only: their own fields always answer null. */
  secretsSet: Array<Scalars['String']['output']>;
  slaStatus?: Maybe<SlaStatusPlugin>;
  updatedAt: Scalars['DateTime']['output'];
  voucher?: Maybe<VoucherPlugin>;
  voucherRedirect?: Maybe<VoucherRedirectPlugin>;
  voucherSms?: Maybe<VoucherSmsPlugin>;
  webhook?: Maybe<WebhookPlugin>;
  wifi4eu?: Maybe<Wifi4euPlugin>;
};

export type CustomerPluginsPage = {
  __typename?: 'CustomerPluginsPage';
  count: Scalars['Int']['output'];
  data: Array<CustomerPlugins>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** DNS content filter of a location (needs the dnsFilter plugin). */
export type DnsFilterConfig = {
  __typename?: 'DNSFilterConfig';
  /** Last failures of the filter integration; empty when in sync. */
  failures: Array<DnsFilterFailure>;
  /** Public IPv4/IPv6 addresses of the location. */
  ips: Array<Scalars['String']['output']>;
  /** Network id at the DNS filter service. */
  networkId?: Maybe<Scalars['Int']['output']>;
};

export type DnsFilterConfigInput = {
  /** Public IPv4/IPv6 addresses; distinct; each may be registered for one location only. */
  ips: Array<Scalars['String']['input']>;
};

/** Failures of the DNS content-filter integration. */
export type DnsFilterError =
  | 'FailDeleteIP'
  | 'FailDeleteNetwork'
  | 'FailUpsertIP'
  | 'FailUpsertNetwork'
  | 'NoActivePlugin';

export type DnsFilterFailure = {
  __typename?: 'DNSFilterFailure';
  error: DnsFilterError;
  message?: Maybe<Scalars['String']['output']>;
};

/** A date range, both days inclusive. With times: an enabled period (only those times); without: a disabled one. */
export type DateTimePeriod = {
  __typename?: 'DateTimePeriod';
  endDate: Scalars['DateTime']['output'];
  startDate: Scalars['DateTime']['output'];
  times: Array<TimePeriod>;
};

/** Dates as ISO-8601 strings; both days inclusive. */
export type DateTimePeriodInput = {
  endDate: Scalars['DateTime']['input'];
  startDate: Scalars['DateTime']['input'];
  times?: InputMaybe<Array<TimePeriodInput>>;
};

/** An automatic login for one client device. */
export type DeviceAccount = {
  __typename?: 'DeviceAccount';
  _id: Scalars['ID']['output'];
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  criteria: DeviceAccountCriteria;
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Inclusive: the account works through this moment; unset: never expires. */
  expires?: Maybe<Scalars['DateTime']['output']>;
  /** Extension: the hotspot accounts its logins created. */
  hotspotAccounts: HotspotAccountPage;
  /** The login template of loginTemplate. */
  hotspotLoginTemplate?: Maybe<HotspotLoginTemplate>;
  keywords: Array<Scalars['String']['output']>;
  /** Id of the login template (type DEVICE_ACCOUNT_LOGIN) used. */
  loginTemplate?: Maybe<Scalars['ID']['output']>;
  /** Hash of the device MAC (stored hashed/encrypted, not displayable). */
  mac?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Show the terms of use once, on the first login. */
  showTermsOfUse: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
};


/** An automatic login for one client device. */
export type DeviceAccountHotspotAccountsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

/** Login criteria; MAC needs clientDeviceMac, Username needs username, UsernamePassword needs username and password. */
export type DeviceAccountCriteria = {
  __typename?: 'DeviceAccountCriteria';
  accountType: DeviceAccountType;
  /** Hash of the client device MAC; the plain MAC is never returned. */
  clientDeviceMac?: Maybe<Scalars['String']['output']>;
  password?: Maybe<Scalars['String']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

export type DeviceAccountCriteriaInput = {
  accountType: DeviceAccountType;
  /** Plain MAC (any delimiter, any case); stored hashed. Private (random) MACs are rejected. */
  clientDeviceMac?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type DeviceAccountPage = {
  __typename?: 'DeviceAccountPage';
  count: Scalars['Int']['output'];
  data: Array<DeviceAccount>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Device accounts (automatic logins bound to a device MAC). */
export type DeviceAccountPlugin = {
  __typename?: 'DeviceAccountPlugin';
  active: Scalars['Boolean']['output'];
  /** Maximum number of device accounts; unset or -1 means unlimited. */
  maxAccounts?: Maybe<Scalars['Int']['output']>;
};

export type DeviceAccountPluginInput = {
  active: Scalars['Boolean']['input'];
  maxAccounts?: InputMaybe<Scalars['Int']['input']>;
};

/** How a device account recognises its device. */
export type DeviceAccountType =
  | 'MAC'
  | 'Username'
  | 'UsernamePassword';

/** Supported hotspot device (controller) types. */
export type DeviceType =
  | 'AEROHIVE_HIVEOS_6'
  | 'ALCATEL_LUCENT_ALE'
  | 'ARUBA_OS_8'
  | 'ASTEAS_IAC_BOX'
  | 'CAMBIUM_CNPILOT_3'
  | 'CISCO_MERAKI'
  | 'FX_ALIXBOARD_COOVA_CHILLI'
  | 'FX_TP_LINK_COOVA_CHILLI'
  | 'HUAWEI_AGILE_CONTROLLER'
  | 'LANCOM_LMC'
  | 'MIKROTIK_ROUTEROS'
  | 'NET_MODULE'
  | 'RUCKUS_SMART_ZONE_5'
  | 'RUCKUS_UNLEASHED'
  | 'TP_LINK_OMADA_EAP'
  | 'TP_LINK_OMADA_GATEWAY'
  | 'UBIQUITI'
  | 'ZYXEL_NEBULA';

/** DNS (web) analytics for locations. */
export type DnsAnalyticsPlugin = {
  __typename?: 'DnsAnalyticsPlugin';
  active: Scalars['Boolean']['output'];
  /** Organisation id at the DNS analytics service. */
  organizationId?: Maybe<Scalars['Int']['output']>;
};

export type DnsAnalyticsPluginInput = {
  active: Scalars['Boolean']['input'];
  organizationId?: InputMaybe<Scalars['Int']['input']>;
};

export type DnsDimension =
  | 'APPLICATION'
  | 'CATEGORY'
  | 'DOMAIN';

export type DnsEntry = {
  __typename?: 'DnsEntry';
  blocked: Scalars['Float']['output'];
  key: Scalars['String']['output'];
  requests: Scalars['Float']['output'];
  threats: Scalars['Float']['output'];
};

export type DnsEntryPage = {
  __typename?: 'DnsEntryPage';
  count: Scalars['Int']['output'];
  data: Array<DnsEntry>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** DNS content filter for locations. */
export type DnsFilterPlugin = {
  __typename?: 'DnsFilterPlugin';
  active: Scalars['Boolean']['output'];
  /** Organisation id at the DNS filter service. */
  organizationId: Scalars['Int']['output'];
};

export type DnsFilterPluginInput = {
  active: Scalars['Boolean']['input'];
  organizationId: Scalars['Int']['input'];
};

/** DNS requests of one time bucket. */
export type DnsPoint = {
  __typename?: 'DnsPoint';
  blocked: Scalars['Float']['output'];
  requests: Scalars['Float']['output'];
  t: Scalars['DateTime']['output'];
  threats: Scalars['Float']['output'];
};

export type DnsSeries = {
  __typename?: 'DnsSeries';
  granularity: Scalars['String']['output'];
  points: Array<DnsPoint>;
  timezone: Scalars['String']['output'];
  totals: DnsTotals;
};

export type DnsTotals = {
  __typename?: 'DnsTotals';
  blocked: Scalars['Float']['output'];
  /** Highest average of one bucket. */
  peakRequestsPerSecond: Scalars['Float']['output'];
  requests: Scalars['Float']['output'];
  /** Average over the range. */
  requestsPerSecond: Scalars['Float']['output'];
  threats: Scalars['Float']['output'];
};

/** A key with which new hotspot devices activate themselves in the key's customer and config. */
export type EnrollmentKey = {
  __typename?: 'EnrollmentKey';
  boundHotspotDeviceConfig?: Maybe<HotspotDeviceConfig>;
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  error: Scalars['Int']['output'];
  /** Unset: does not expire. */
  expires?: Maybe<Scalars['DateTime']['output']>;
  /** Id of the device config new devices get. */
  hotspotDeviceConfig: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** The secret a device presents. */
  key: Scalars['String']['output'];
  lastUsed?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  success: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Attempts with this key. */
  used: Scalars['Int']['output'];
};

/** One enrollment attempt with a key. */
export type EnrollmentKeyLog = {
  __typename?: 'EnrollmentKeyLog';
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  /** The device created or activated (SUCCESS). */
  hotspotDeviceId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  keyId: Scalars['ID']['output'];
  /** The key's name at the time of the attempt. */
  keyName: Scalars['String']['output'];
  log: Scalars['String']['output'];
  status: EnrollmentLogStatus;
};

export type EnrollmentKeyLogPage = {
  __typename?: 'EnrollmentKeyLogPage';
  count: Scalars['Int']['output'];
  data: Array<EnrollmentKeyLog>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

export type EnrollmentKeyPage = {
  __typename?: 'EnrollmentKeyPage';
  count: Scalars['Int']['output'];
  data: Array<EnrollmentKey>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

export type EnrollmentLogStatus =
  | 'ERROR'
  | 'SUCCESS';

/** Login through an external login page. */
export type ExternalLoginPlugin = {
  __typename?: 'ExternalLoginPlugin';
  active: Scalars['Boolean']['output'];
};

export type ExternalLoginPluginInput = {
  active: Scalars['Boolean']['input'];
};

/** WGS 84 position in decimal degrees. */
export type GeoLocation = {
  __typename?: 'GeoLocation';
  lat: Scalars['Float']['output'];
  long: Scalars['Float']['output'];
};

export type GeoLocationInput = {
  lat: Scalars['Float']['input'];
  long: Scalars['Float']['input'];
};

/** An export file, for download. */
export type GuestDataFile = {
  __typename?: 'GuestDataFile';
  content: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** Whether the session list was cut at its bound (the counts in the file are complete). */
  truncated: Scalars['Boolean']['output'];
};

/** How much of one guest's data the portal holds (counts only: nothing personal). */
export type GuestDataSummary = {
  __typename?: 'GuestDataSummary';
  /** Accounts that accepted terms of use. */
  acceptedTerms: Scalars['Int']['output'];
  deviceAccounts: Scalars['Int']['output'];
  /** Whether anything at all was found. */
  found: Scalars['Boolean']['output'];
  hotspotAccounts: Scalars['Int']['output'];
  kind: GuestIdentifierKind;
  /** Other traces: login tickets, login hints, seat reservations, webhook deliveries naming the guest. */
  otherRecords: Scalars['Int']['output'];
  sessions: Scalars['Int']['output'];
  smsSent: Scalars['Int']['output'];
};

/** What an erasure did (counts only). */
export type GuestErasureResult = {
  __typename?: 'GuestErasureResult';
  /** The erasure's own id (the audit entry names it, never the identifier). */
  _id: Scalars['ID']['output'];
  customerId: Scalars['String']['output'];
  deviceAccounts: Scalars['Int']['output'];
  hotspotAccounts: Scalars['Int']['output'];
  otherRecords: Scalars['Int']['output'];
  sessions: Scalars['Int']['output'];
  smsSent: Scalars['Int']['output'];
};

export type GuestExportFormat =
  | 'CSV'
  | 'JSON';

/** What a guest is found by. */
export type GuestIdentifierKind =
  /** The client device's MAC (matched by its keyed hash). */
  | 'CLIENT_MAC'
  /** A WiFi code the guest logged in with. */
  | 'CODE'
  /** A device account's username (or name). */
  | 'DEVICE_ACCOUNT'
  /** An e-mail address used as a username (the portal keeps e-mail addresses nowhere else). */
  | 'EMAIL'
  /** A phone number an SMS login code was sent to (international form, matched by its keyed hash). */
  | 'PHONE';

/** An account created by a guest login. */
export type HotspotAccount = {
  __typename?: 'HotspotAccount';
  _id: Scalars['ID']['output'];
  /** Id of the account template the limits came from. */
  accountTemplate?: Maybe<Scalars['ID']['output']>;
  /** Free-form data of the login (e.g. form fields). */
  additionalInfo?: Maybe<Scalars['JSON']['output']>;
  /** Hash of the client device MAC. */
  clientDeviceMac?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Extension: the device account the account logged in with. */
  deviceAccountId?: Maybe<Scalars['ID']['output']>;
  /** Extension: first and last successful login. */
  firstLoginAt?: Maybe<Scalars['DateTime']['output']>;
  hotspotDeviceId?: Maybe<Scalars['ID']['output']>;
  hotspotDeviceMac?: Maybe<Scalars['String']['output']>;
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  /** Id of the login template used. */
  loginTemplate?: Maybe<Scalars['ID']['output']>;
  /** Extension: successful logins of the account. */
  logins: Scalars['Int']['output'];
  /** Groups accounts created together (e.g. by one voucher or room); see invalidateHotspotAccountsByMultiAccountId. */
  multiAccountId?: Maybe<Scalars['String']['output']>;
  /** Extension: sessions of the account online now. */
  online: Scalars['Int']['output'];
  password?: Maybe<Scalars['String']['output']>;
  termsOfUse?: Maybe<HotspotAccountTermsOfUse>;
  updatedAt: Scalars['DateTime']['output'];
  username?: Maybe<Scalars['String']['output']>;
  /** false: the account can no longer log in. */
  valid: Scalars['Boolean']['output'];
  /** Extension: the WiFi code the account logged in with. */
  voucherId?: Maybe<Scalars['ID']['output']>;
};

export type HotspotAccountPage = {
  __typename?: 'HotspotAccountPage';
  count: Scalars['Int']['output'];
  data: Array<HotspotAccount>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Limits given to the hotspot accounts a login template creates. */
export type HotspotAccountTemplate = {
  __typename?: 'HotspotAccountTemplate';
  _id: Scalars['ID']['output'];
  accountConfiguration?: Maybe<AccountConfiguration>;
  accountProfile?: Maybe<AccountProfile>;
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Login templates using this account template (it cannot be deleted while any does). */
  hotspotLoginTemplates: HotspotLoginTemplatePage;
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};


/** Limits given to the hotspot accounts a login template creates. */
export type HotspotAccountTemplateHotspotLoginTemplatesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  hotspotAccountTemplateIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<LoginType>;
};

export type HotspotAccountTemplatePage = {
  __typename?: 'HotspotAccountTemplatePage';
  count: Scalars['Int']['output'];
  data: Array<HotspotAccountTemplate>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Terms of use accepted by a hotspot account. */
export type HotspotAccountTermsOfUse = {
  __typename?: 'HotspotAccountTermsOfUse';
  /** Id of the terms of use. */
  _id: Scalars['ID']['output'];
  accepted: Scalars['Boolean']['output'];
};

export type HotspotAccountTermsOfUseInput = {
  _id: Scalars['ID']['input'];
  accepted: Scalars['Boolean']['input'];
};

/** A hotspot (access point, gateway or controller) of a customer. */
export type HotspotDevice = {
  __typename?: 'HotspotDevice';
  _id: Scalars['ID']['output'];
  /** false, or outside activePeriod: inactive. */
  active: Scalars['Boolean']['output'];
  activePeriod?: Maybe<ActivePeriod>;
  /** The stored switch; active combines it with activePeriod. */
  activeSetting: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** The controller settings of the assigned device config for this device's type (read-only). */
  deviceConfiguration?: Maybe<HotspotDeviceControllerSettings>;
  deviceType: DeviceType;
  geoLocation?: Maybe<GeoLocation>;
  /** Id of the assigned device config. */
  hotspotDeviceConfig?: Maybe<Scalars['ID']['output']>;
  keywords: Array<Scalars['String']['output']>;
  /** LAN MAC (required for FREDERIX devices in the import). */
  lanMac?: Maybe<Scalars['String']['output']>;
  /** The location that lists this device. */
  location?: Maybe<Location>;
  /** Regions of that location. */
  locationGroups: Array<LocationGroup>;
  /** Id of the location that lists this device. */
  locationId?: Maybe<Scalars['ID']['output']>;
  /** Own periods, otherwise inherited from the device config. */
  loginTimePeriods?: Maybe<LoginTimePeriods>;
  /** true: loginTimePeriods are the device config's (read-only on the device). */
  loginTimePeriodsInherited: Scalars['Boolean']['output'];
  /** WAN MACs, normalised to lower case with colons (aa:bb:cc:dd:ee:ff). */
  mac: Array<Scalars['String']['output']>;
  monitoring?: Maybe<Monitoring>;
  monitoringConfig: MonitoringConfig;
  name: Scalars['String']['output'];
  /** IANA time zone, e.g. 'Europe/Berlin'. */
  timezone?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** Shared configuration of hotspot devices: login templates, start page, login times, controller settings. */
export type HotspotDeviceConfig = {
  __typename?: 'HotspotDeviceConfig';
  _id: Scalars['ID']['output'];
  active: Scalars['Boolean']['output'];
  /** The bundle of templateBundle. */
  boundTemplateBundle?: Maybe<TemplateBundle>;
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Controller settings, at most one per device type. */
  deviceSettings: Array<HotspotDeviceControllerSettings>;
  /** Devices using this config. */
  hotspotDevices: HotspotDevicePage;
  /** Ids of the login templates offered, in display order. */
  hotspotLoginTemplates: Array<Scalars['ID']['output']>;
  keywords: Array<Scalars['String']['output']>;
  loginTimePeriods?: Maybe<LoginTimePeriods>;
  name: Scalars['String']['output'];
  /** The guest network's name (SSID, 1–32 bytes UTF-8), printed on WiFi-code cards; null: not set. */
  ssid?: Maybe<Scalars['String']['output']>;
  /** Id of the start-page template bundle; unset: no custom start page. */
  templateBundle?: Maybe<Scalars['ID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** WPA passphrase of a closed guest network (8–63 printable ASCII characters); null: an open network. Printed on cards, so readable. */
  wifiPassphrase?: Maybe<Scalars['String']['output']>;
};


/** Shared configuration of hotspot devices: login templates, start page, login times, controller settings. */
export type HotspotDeviceConfigHotspotDevicesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<DeviceType>;
};

export type HotspotDeviceConfigPage = {
  __typename?: 'HotspotDeviceConfigPage';
  count: Scalars['Int']['output'];
  data: Array<HotspotDeviceConfig>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Names and MACs (normal form) already taken in the customer. */
export type HotspotDeviceConflicts = {
  __typename?: 'HotspotDeviceConflicts';
  macs: Array<Scalars['String']['output']>;
  names: Array<Scalars['String']['output']>;
};

/** Controller settings for one device type. */
export type HotspotDeviceControllerSettings = {
  __typename?: 'HotspotDeviceControllerSettings';
  api?: Maybe<ControllerApiSettings>;
  authApi?: Maybe<ControllerAuthApiSettings>;
  captivePortal?: Maybe<CaptivePortalSettings>;
  cipher?: Maybe<CipherSettings>;
  deviceType: DeviceType;
};

export type HotspotDeviceControllerSettingsInput = {
  api?: InputMaybe<ControllerApiSettingsInput>;
  authApi?: InputMaybe<ControllerAuthApiSettingsInput>;
  captivePortal?: InputMaybe<CaptivePortalSettingsInput>;
  cipher?: InputMaybe<CipherSettingsInput>;
  deviceType: DeviceType;
};

export type HotspotDevicePage = {
  __typename?: 'HotspotDevicePage';
  count: Scalars['Int']['output'];
  data: Array<HotspotDevice>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** How many of a customer's active hotspot devices are offline now. */
export type HotspotDeviceStatus = {
  __typename?: 'HotspotDeviceStatus';
  /** Of those, the devices monitoring calls hotspot_offline (not seen recently, or never). */
  offline: Scalars['Int']['output'];
  /** Active devices (switched on and inside their active period). */
  total: Scalars['Int']['output'];
};

/** How guests log in on a hotspot and which account template they get. */
export type HotspotLoginTemplate = {
  __typename?: 'HotspotLoginTemplate';
  _id: Scalars['ID']['output'];
  active: Scalars['Boolean']['output'];
  /** Same as cooldown.conditionalCooldowns (empty without cooldown). */
  conditionalCooldowns: Array<ConditionalCooldown>;
  /** Re-login delay; unset: none. */
  cooldown?: Maybe<LoginTemplateCooldown>;
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  hotspotAccountTemplateId: Scalars['ID']['output'];
  /** Device configs offering this login template. */
  hotspotDeviceConfigs: HotspotDeviceConfigPage;
  loginType: LoginType;
  loginTypeConfig?: Maybe<LoginTypeConfig>;
  name: Scalars['String']['output'];
  /**
   * EXTERNAL_LOGIN and APP_LOGIN: the secret the customer's login page or app signs with
   * (docs/external-login.md); null for other types and for callers who may not edit the template.
   */
  signingSecret?: Maybe<Scalars['String']['output']>;
  termsOfUseId?: Maybe<Scalars['ID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};


/** How guests log in on a hotspot and which account template they get. */
export type HotspotLoginTemplateHotspotDeviceConfigsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

export type HotspotLoginTemplatePage = {
  __typename?: 'HotspotLoginTemplatePage';
  count: Scalars['Int']['output'];
  data: Array<HotspotLoginTemplate>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

export type ImportHotspotDeviceResult = {
  __typename?: 'ImportHotspotDeviceResult';
  /** The new device (IMPORTED). */
  _id?: Maybe<Scalars['ID']['output']>;
  /** The field at fault (FAILED), e.g. 'mac'. */
  field?: Maybe<Scalars['String']['output']>;
  /** Catalogue key of the reason (FAILED). */
  message?: Maybe<Scalars['String']['output']>;
  row: Scalars['Int']['output'];
  status: ImportRowStatus;
};

/** One row of a CSV import, with the values of the fill-data step applied. */
export type ImportHotspotDeviceRow = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  deviceType: DeviceType;
  hotspotDeviceConfig?: InputMaybe<Scalars['ID']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  lanMac?: InputMaybe<Scalars['String']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  mac: Array<Scalars['String']['input']>;
  /** Default: the name. */
  monitoringAlias?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** Row number in the file (1 = first data row), echoed in the result. */
  row: Scalars['Int']['input'];
  timezone?: InputMaybe<Scalars['String']['input']>;
};

export type ImportRowStatus =
  | 'FAILED'
  | 'IMPORTED';

/** Imprint (legal notice) shown on the start page. */
export type Imprint = {
  __typename?: 'Imprint';
  _id: Scalars['ID']['output'];
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  /** The customer's default imprint. */
  default: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  text: Array<LocalizedText>;
  updatedAt: Scalars['DateTime']['output'];
};

export type ImprintPage = {
  __typename?: 'ImprintPage';
  count: Scalars['Int']['output'];
  data: Array<Imprint>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

export type LastLogin = {
  __typename?: 'LastLogin';
  customerId: Scalars['String']['output'];
  eventTimestamp?: Maybe<Scalars['DateTime']['output']>;
  hotspotAccountId?: Maybe<Scalars['ID']['output']>;
  startTime?: Maybe<Scalars['DateTime']['output']>;
  timestamp?: Maybe<Scalars['DateTime']['output']>;
};

/** Concurrent-user licence of a customer: license -1 means unlimited. */
export type LicenseUtilization = {
  __typename?: 'LicenseUtilization';
  customerId: Scalars['String']['output'];
  isValid: Scalars['Boolean']['output'];
  license: Scalars['Int']['output'];
  usage: Scalars['Int']['output'];
};

/** A guest session (RADIUS accounting), online or past. */
export type LiveSession = {
  __typename?: 'LiveSession';
  _id: Scalars['ID']['output'];
  /** Octets to the client (Acct-Output). */
  bytesDown: Scalars['Float']['output'];
  /** Octets from the client (Acct-Input, gigawords included). */
  bytesUp: Scalars['Float']['output'];
  /** The client's MAC, masked (first three and the last octet). */
  clientMac?: Maybe<Scalars['String']['output']>;
  /** The WiFi code of the session. */
  code?: Maybe<Scalars['String']['output']>;
  customerId: Scalars['String']['output'];
  deviceAccountId?: Maybe<Scalars['ID']['output']>;
  deviceAccountUsername?: Maybe<Scalars['String']['output']>;
  disconnect?: Maybe<LiveSessionDisconnect>;
  /** Seconds since the start (online) or Acct-Session-Time (ended). */
  durationSeconds: Scalars['Int']['output'];
  hotspotAccountId?: Maybe<Scalars['ID']['output']>;
  hotspotDeviceId: Scalars['ID']['output'];
  hotspotDeviceName?: Maybe<Scalars['String']['output']>;
  /** The last Start / Interim-Update / Stop received. */
  lastUpdateAt: Scalars['DateTime']['output'];
  /** How the guest logged in (LoginType), when known. */
  loginType?: Maybe<Scalars['String']['output']>;
  online: Scalars['Boolean']['output'];
  startedAt: Scalars['DateTime']['output'];
  stoppedAt?: Maybe<Scalars['DateTime']['output']>;
  terminateCause?: Maybe<Scalars['String']['output']>;
  /** User-Name as the NAS sent it. */
  username?: Maybe<Scalars['String']['output']>;
  voucherId?: Maybe<Scalars['ID']['output']>;
};

/** The latest Disconnect-Request (or CoA-Request) of a session and the NAS's answer. */
export type LiveSessionDisconnect = {
  __typename?: 'LiveSessionDisconnect';
  answeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Error-Cause of a NAK (RFC 5176 §3.5), e.g. 503 Session-Context-Not-Found. */
  errorCause?: Maybe<Scalars['Int']['output']>;
  /** disconnect (Disconnect-Request: ends the session) or coa (CoA-Request: new limits for the running session). */
  kind: Scalars['String']['output'];
  /** What asked for it: operator, code-deactivated, code-deleted, account-invalidated, account-deleted, device-account-disabled, device-account-deleted, device-deactivated, wifi4eu-day-ended (a Disconnect-Request); account-template-changed (a CoA-Request: the limits of the session's account template changed), login-template-changed (a CoA-Request: the session's login template names another account template), account-changed (a CoA-Request: the session's hotspot account was given another account template by hand), device-period-changed (a CoA-Request: the session's device got another end of its active period). */
  reason: Scalars['String']['output'];
  requestedAt: Scalars['DateTime']['output'];
  /** queued, sending, ack, nak, timeout or failed (no NAS address or secret). */
  state: Scalars['String']['output'];
  /** Packets sent (retransmissions included). */
  tries: Scalars['Int']['output'];
};

export type LiveSessionPage = {
  __typename?: 'LiveSessionPage';
  count: Scalars['Int']['output'];
  data: Array<LiveSession>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
  /** Extension (issue 41): false when more than totalCount sessions match (counted up to 10,000, as VoucherPage's broad search: the list shows "more than"). */
  totalCountExact: Scalars['Boolean']['output'];
};

/** A text in one language. */
export type LocalizedText = {
  __typename?: 'LocalizedText';
  /** The text shown when no text matches the guest's language. */
  default: Scalars['Boolean']['output'];
  /** Language code, e.g. 'de', 'en'. */
  lang: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type LocalizedTextInput = {
  default: Scalars['Boolean']['input'];
  lang: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

export type Location = {
  __typename?: 'Location';
  _id: Scalars['ID']['output'];
  address?: Maybe<LocationAddress>;
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  dnsFilterConfig?: Maybe<DnsFilterConfig>;
  /** Key of the location's DNS-statistics ingestion (POST /api/dns-stats/{locationId}); only for callers who may update the location, with the dnsAnalytics plugin active. */
  dnsStatsKey?: Maybe<Scalars['String']['output']>;
  /** Own reference (unique per customer). */
  externalId?: Maybe<Scalars['String']['output']>;
  /** true: geoLocation was estimated from the address (not entered). */
  geoEstimated: Scalars['Boolean']['output'];
  /** Set, or estimated from the address. */
  geoLocation?: Maybe<GeoLocation>;
  hotspotDeviceIds: Array<Scalars['ID']['output']>;
  /** Regions containing this location. */
  locationGroups: Array<LocationGroup>;
  monitoring?: Maybe<LocationMonitoring>;
  name: Scalars['String']['output'];
  openingHours?: Maybe<OpeningHours>;
  updatedAt: Scalars['DateTime']['output'];
};

export type LocationAddress = {
  __typename?: 'LocationAddress';
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

export type LocationAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** A group of locations, shown to users as a Region. */
export type LocationGroup = {
  __typename?: 'LocationGroup';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  locationIds: Array<Scalars['ID']['output']>;
  locations: Array<Location>;
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type LocationGroupPage = {
  __typename?: 'LocationGroupPage';
  count: Scalars['Int']['output'];
  data: Array<LocationGroup>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Monitoring summary over the devices of a location. */
export type LocationMonitoring = {
  __typename?: 'LocationMonitoring';
  data: Array<Monitoring>;
  /** Highest severity (0 none ... 5 fatal) over data. */
  maxSeverity?: Maybe<Scalars['Int']['output']>;
  /** Users online over all devices. */
  users?: Maybe<Scalars['Int']['output']>;
};

export type LocationPage = {
  __typename?: 'LocationPage';
  count: Scalars['Int']['output'];
  data: Array<Location>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Re-login delay (needs the cooldown plugin). */
export type LoginTemplateCooldown = {
  __typename?: 'LoginTemplateCooldown';
  conditionalCooldowns: Array<ConditionalCooldown>;
  cooldownPluginId?: Maybe<Scalars['ID']['output']>;
  /** Delay as a dynamic-expiry formula (e.g. '1d', 'eod'). */
  dynamicExpires?: Maybe<Scalars['String']['output']>;
};

export type LoginTemplateCooldownInput = {
  conditionalCooldowns?: InputMaybe<Array<ConditionalCooldownInput>>;
  cooldownPluginId?: InputMaybe<Scalars['ID']['input']>;
  dynamicExpires?: InputMaybe<Scalars['String']['input']>;
};

/** When logins are possible. Unset on a device or config: always. */
export type LoginTimePeriods = {
  __typename?: 'LoginTimePeriods';
  specialDates: Array<DateTimePeriod>;
  /** Calculated from weekdays ('unspecified' applied to every day); read-only. */
  weekdayHours: WeekdayHours;
  weekdays: Array<WeekdayPeriod>;
};

export type LoginTimePeriodsInput = {
  specialDates?: InputMaybe<Array<DateTimePeriodInput>>;
  weekdays: Array<WeekdayPeriodInput>;
};

/** How guests log in. */
export type LoginType =
  | 'APP_LOGIN'
  | 'BOOSTCOM_LOGIN'
  | 'CIDAAS_LOGIN'
  | 'DEVICE_ACCOUNT_LOGIN'
  | 'EASY_LOGIN'
  | 'EXTERNAL_LOGIN'
  | 'REOS_FRIEND_LOGIN'
  | 'REOS_LOGIN'
  | 'VOUCHER_LOGIN'
  | 'VOUCHER_SMS_LOGIN';

/**
 * Settings of the login type; which fields apply depends on loginType:
 * EXTERNAL_LOGIN needs externalLoginPluginId, splashUrl, successUrl and errorUrl;
 * DEVICE_ACCOUNT_LOGIN needs deviceAccountPluginId; REOS_LOGIN and REOS_FRIEND_LOGIN need reosPluginId;
 * VOUCHER_SMS_LOGIN uses voucherSmsPluginId and defaultCountryCallingCode;
 * APP_LOGIN, BOOSTCOM_LOGIN and CIDAAS_LOGIN use pluginId and the URLs.
 */
export type LoginTypeConfig = {
  __typename?: 'LoginTypeConfig';
  /** E.g. '+49'. */
  defaultCountryCallingCode?: Maybe<Scalars['String']['output']>;
  deviceAccountPluginId?: Maybe<Scalars['ID']['output']>;
  errorUrl?: Maybe<Scalars['String']['output']>;
  externalLoginPluginId?: Maybe<Scalars['ID']['output']>;
  pluginId?: Maybe<Scalars['ID']['output']>;
  reosPluginId?: Maybe<Scalars['ID']['output']>;
  splashUrl?: Maybe<Scalars['String']['output']>;
  successUrl?: Maybe<Scalars['String']['output']>;
  voucherSmsPluginId?: Maybe<Scalars['ID']['output']>;
};

export type LoginTypeConfigInput = {
  defaultCountryCallingCode?: InputMaybe<Scalars['String']['input']>;
  deviceAccountPluginId?: InputMaybe<Scalars['ID']['input']>;
  errorUrl?: InputMaybe<Scalars['String']['input']>;
  externalLoginPluginId?: InputMaybe<Scalars['ID']['input']>;
  pluginId?: InputMaybe<Scalars['ID']['input']>;
  reosPluginId?: InputMaybe<Scalars['ID']['input']>;
  splashUrl?: InputMaybe<Scalars['String']['input']>;
  successUrl?: InputMaybe<Scalars['String']['input']>;
  voucherSmsPluginId?: InputMaybe<Scalars['ID']['input']>;
};

/** Matomo web analytics of the start pages. */
export type MatomoPlugin = {
  __typename?: 'MatomoPlugin';
  active: Scalars['Boolean']['output'];
  siteId?: Maybe<Scalars['Int']['output']>;
  siteUrl?: Maybe<Scalars['String']['output']>;
};

export type MatomoPluginInput = {
  active: Scalars['Boolean']['input'];
  siteId?: InputMaybe<Scalars['Int']['input']>;
  siteUrl?: InputMaybe<Scalars['String']['input']>;
};

/** A user holding access (a grant) to one customer. */
export type Member = {
  __typename?: 'Member';
  /** The user's id. */
  _id: Scalars['ID']['output'];
  /** The customer the access is for. */
  customerId: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  /** The e-mail address of the user whose invite granted the access (null: unknown or removed). */
  invitedBy?: Maybe<Scalars['String']['output']>;
  /** true: this is the caller. */
  isSelf: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** The last successful sign-in; null: never signed in since it was recorded. */
  lastSignInAt?: Maybe<Scalars['DateTime']['output']>;
  /** Extra permission strings ('Subject:action') held for customerId. */
  permissions: Array<Scalars['String']['output']>;
  /** Role names held for customerId (the invite roles). */
  roles: Array<Scalars['String']['output']>;
  /** true: the user has a confirmed second factor (TOTP). */
  secondFactor: Scalars['Boolean']['output'];
  /** Since when the user holds access to the customer. */
  since: Scalars['DateTime']['output'];
  /** The version of the access (updateMember names it). */
  updatedAt: Scalars['DateTime']['output'];
};

export type MemberPage = {
  __typename?: 'MemberPage';
  count: Scalars['Int']['output'];
  data: Array<Member>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Latest monitoring state of a hotspot device. */
export type Monitoring = {
  __typename?: 'Monitoring';
  hotspotDeviceId: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
  /** 0 none, 1 info, 2 low, 3 medium, 4 high, 5 fatal. */
  severity?: Maybe<Scalars['Int']['output']>;
  signal?: Maybe<MonitoringSignal>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Users online on the device. */
  users?: Maybe<Scalars['Int']['output']>;
};

/** Monitoring settings of a hotspot device. */
export type MonitoringConfig = {
  __typename?: 'MonitoringConfig';
  /** Name of the device in monitoring messages. */
  alias: Scalars['String']['output'];
};

export type MonitoringConfigInput = {
  alias: Scalars['String']['input'];
};

/** Hotspot and account monitoring. */
export type MonitoringPlugin = {
  __typename?: 'MonitoringPlugin';
  active: Scalars['Boolean']['output'];
};

export type MonitoringPluginInput = {
  active: Scalars['Boolean']['input'];
};

/** Monitoring signals of hotspots and accounts. */
export type MonitoringSignal =
  | 'account_authorized'
  | 'account_login'
  | 'account_offline'
  | 'account_online'
  | 'hotspot_offline'
  | 'hotspot_online';

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Creates a key; the answer carries its secret, which cannot be read again. */
  createApiKey: CreateApiKeyResult;
  createCustomerPlugins: Scalars['ID']['output'];
  createDeviceAccount: Scalars['ID']['output'];
  /** Creates a key with a new random secret. */
  createEnrollmentKey: EnrollmentKey;
  createHotspotAccountTemplate: Scalars['ID']['output'];
  createHotspotDevice: Scalars['ID']['output'];
  createHotspotDeviceConfig: Scalars['ID']['output'];
  createHotspotLoginTemplate: Scalars['ID']['output'];
  createImprint: Scalars['ID']['output'];
  createLocation: Location;
  createLocationGroup: LocationGroup;
  createPartnerLead: PartnerLead;
  createTemplate: Scalars['ID']['output'];
  createTemplateBundle: Scalars['ID']['output'];
  createTermsOfUse: Scalars['ID']['output'];
  createUserInvite: Scalars['ID']['output'];
  createUserInviteBatch: Scalars['Boolean']['output'];
  createVoucher: Voucher;
  createVoucherBatch: VoucherBatch;
  /** A new endpoint; the answer carries its signing secret, shown this once. CustomerPlugins update; the webhook plugin active. */
  createWebhookEndpoint: WebhookEndpoint;
  /** Deactivation is permanent. One transaction: all codes or none. */
  deactivateManyVouchers: Scalars['Boolean']['output'];
  /** Extension (issue 39): deactivates every active code of a batch, as deactivateManyVouchers does; answers how many. Voucher update. */
  deactivateVoucherBatch: Scalars['Int']['output'];
  deleteCustomerPlugins: Scalars['Boolean']['output'];
  deleteDeviceAccount: Scalars['Boolean']['output'];
  /** Permanent: new devices can no longer enroll with it; devices it activated stay. */
  deleteEnrollmentKey: Scalars['Boolean']['output'];
  deleteHotspotAccount: Scalars['Boolean']['output'];
  /** Refused while login templates use it (the error lists them). */
  deleteHotspotAccountTemplate: Scalars['Boolean']['output'];
  deleteHotspotDevice: Scalars['Boolean']['output'];
  deleteHotspotDeviceConfig: Scalars['Boolean']['output'];
  deleteHotspotLoginTemplate: Scalars['Boolean']['output'];
  deleteImprint: Scalars['Boolean']['output'];
  /** Also removes it from all regions and stops its analytics reports. */
  deleteLocation: Scalars['Boolean']['output'];
  deleteLocationGroup: Scalars['Boolean']['output'];
  /** One transaction: all codes or none. */
  deleteManyVouchers: Scalars['Boolean']['output'];
  deletePartnerLead: Scalars['Boolean']['output'];
  deleteTemplate: Scalars['Boolean']['output'];
  deleteTemplateBundle: Scalars['Boolean']['output'];
  deleteTermsOfUse: Scalars['Boolean']['output'];
  deleteUserInvite: Scalars['Boolean']['output'];
  /** Soft delete by default (hidden, still counted for statistics); permanent removes the row. */
  deleteVoucher: Scalars['Boolean']['output'];
  /** Extension (issue 39): deletes (soft) every code of a batch, as deleteManyVouchers does, and the batch; answers how many codes. Voucher delete. */
  deleteVoucherBatch: Scalars['Int']['output'];
  /** Deletes an endpoint of source portal and its delivery log. CustomerPlugins update. */
  deleteWebhookEndpoint: Scalars['Boolean']['output'];
  /** Sends a Disconnect-Request for an online session (queued; its outcome shows on the session). true: queued or already pending; false: not online. OnlineUsers read to find it (else NOT_FOUND), OnlineUsers update or HotspotDevice update to do it (else FORBIDDEN). */
  disconnectLiveSession: Scalars['Boolean']['output'];
  /** Erases or irreversibly anonymises one guest's personal data, in one transaction (Voucher:delete; GDPR Art. 17). */
  eraseGuestData: GuestErasureResult;
  /**
   * Imports up to 500 rows in one transaction: rows that fail validation are answered FAILED and not
   * written; the others are written together or, on an unexpected failure, not at all.
   */
  importHotspotDevices: Array<ImportHotspotDeviceResult>;
  /** Sets valid false on every account with this multiAccountId (within the caller's customers). */
  invalidateHotspotAccountsByMultiAccountId: Scalars['Boolean']['output'];
  /** Everything in the customer's bell up to now counts as read for the caller. */
  markAlertsRead: Scalars['Boolean']['output'];
  partnerLeadVendorUpdate: Scalars['Boolean']['output'];
  /** Removes the member's access to the customer; a user left without any access is signed out everywhere. */
  removeMember: Scalars['Boolean']['output'];
  /** Renews an (expired) invite for another 5 days and sends it again. */
  resendUserInvite: Scalars['Boolean']['output'];
  /** Queues the delivery's event again for its endpoint, as a new delivery with the same webhook-id. CustomerPlugins update. */
  resendWebhookDelivery: WebhookDelivery;
  /** Removes the member's second factor and recovery codes (a lost device); a customer that requires one has them set it up again at the next sign-in. Never the caller's own (the profile does that). */
  resetMemberSecondFactor: Scalars['Boolean']['output'];
  /** Revokes a key: every instance refuses it from the next request on. */
  revokeApiKey: Scalars['Boolean']['output'];
  /** Queues a webhook.test event for the endpoint. CustomerPlugins update; the webhook plugin active. */
  sendWebhookTestEvent: WebhookDelivery;
  /** Signs the caller out of every session, this one included. */
  signOutEverywhere: Scalars['Boolean']['output'];
  /** Signs the member out of every session: refresh tokens revoked, access tokens refused from now on. */
  signOutMember: Scalars['Boolean']['output'];
  /** Accept invites as an existing user. */
  takeOrganizationInvites: Scalars['Boolean']['output'];
  /** Accept invites as a new user (with the invite token). */
  takeUserInvites: Scalars['Boolean']['output'];
  updateAlertSettings: AlertSettings;
  updateCustomerPlugins: Scalars['Boolean']['output'];
  /** Sets the customer's retention of personal data: 1–120 months (else BAD_USER_INPUT on retentionMonths). */
  updateCustomerRetention: Scalars['Boolean']['output'];
  /** Requires (or no longer requires) a second factor of the customer's members. Turning it on needs a second factor of the caller's own (else CONFLICT on secondFactorRequired). */
  updateCustomerSecondFactor: Scalars['Boolean']['output'];
  updateDeviceAccount: Scalars['Boolean']['output'];
  updateHotspotAccount: Scalars['Boolean']['output'];
  updateHotspotAccountTemplate: Scalars['Boolean']['output'];
  updateHotspotDevice: Scalars['Boolean']['output'];
  updateHotspotDeviceConfig: Scalars['Boolean']['output'];
  updateHotspotLoginTemplate: Scalars['Boolean']['output'];
  updateImprint: Scalars['Boolean']['output'];
  updateLocation: Scalars['Boolean']['output'];
  updateLocationGroup: Scalars['Boolean']['output'];
  /** Sets a member's roles and extra permissions for the customer (never beyond what the caller holds there). */
  updateMember: Scalars['Boolean']['output'];
  updatePartnerLead: Scalars['Boolean']['output'];
  updateTemplate: Scalars['Boolean']['output'];
  updateTemplateBundle: Scalars['Boolean']['output'];
  updateTermsOfUse: Scalars['Boolean']['output'];
  updateUserInvite: Scalars['Boolean']['output'];
  updateVoucher: Scalars['Boolean']['output'];
  /** Changes an endpoint of source portal (the plugin's is edited in the plugin settings). CustomerPlugins update. */
  updateWebhookEndpoint: Scalars['Boolean']['output'];
};


export type MutationCreateApiKeyArgs = {
  data: CreateApiKeyInput;
};


export type MutationCreateCustomerPluginsArgs = {
  data: CreateCustomerPluginsInput;
};


export type MutationCreateDeviceAccountArgs = {
  data: CreateDeviceAccountInput;
};


export type MutationCreateEnrollmentKeyArgs = {
  data: CreateEnrollmentKeyInput;
};


export type MutationCreateHotspotAccountTemplateArgs = {
  data: CreateHotspotAccountTemplateInput;
};


export type MutationCreateHotspotDeviceArgs = {
  data: CreateHotspotDeviceInput;
};


export type MutationCreateHotspotDeviceConfigArgs = {
  data: CreateHotspotDeviceConfigInput;
};


export type MutationCreateHotspotLoginTemplateArgs = {
  data: CreateHotspotLoginTemplateInput;
};


export type MutationCreateImprintArgs = {
  data: CreateImprintInput;
};


export type MutationCreateLocationArgs = {
  data: CreateLocationInput;
};


export type MutationCreateLocationGroupArgs = {
  data: CreateLocationGroupInput;
};


export type MutationCreatePartnerLeadArgs = {
  data: CreatePartnerLeadInput;
};


export type MutationCreateTemplateArgs = {
  data: CreateTemplateInput;
};


export type MutationCreateTemplateBundleArgs = {
  data: CreateTemplateBundleInput;
};


export type MutationCreateTermsOfUseArgs = {
  data: CreateTermsOfUseInput;
};


export type MutationCreateUserInviteArgs = {
  data: CreateUserInviteInput;
};


export type MutationCreateUserInviteBatchArgs = {
  data: CreateUserInviteBatchInput;
};


export type MutationCreateVoucherArgs = {
  data: CreateVoucherInput;
};


export type MutationCreateVoucherBatchArgs = {
  data: CreateVoucherBatchInput;
};


export type MutationCreateWebhookEndpointArgs = {
  data: CreateWebhookEndpointInput;
};


export type MutationDeactivateManyVouchersArgs = {
  codes: Array<Scalars['String']['input']>;
  customerId: Scalars['String']['input'];
};


export type MutationDeactivateVoucherBatchArgs = {
  _id: Scalars['ID']['input'];
  customerId: Scalars['String']['input'];
};


export type MutationDeleteCustomerPluginsArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteDeviceAccountArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteEnrollmentKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteHotspotAccountArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteHotspotAccountTemplateArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteHotspotDeviceArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteHotspotDeviceConfigArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteHotspotLoginTemplateArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteImprintArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteLocationArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteLocationGroupArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteManyVouchersArgs = {
  codes: Array<Scalars['String']['input']>;
  customerId: Scalars['String']['input'];
  permanent?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeletePartnerLeadArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteTemplateArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteTemplateBundleArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteTermsOfUseArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteUserInviteArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDeleteVoucherArgs = {
  _id: Scalars['ID']['input'];
  permanent?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteVoucherBatchArgs = {
  _id: Scalars['ID']['input'];
  customerId: Scalars['String']['input'];
};


export type MutationDeleteWebhookEndpointArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationDisconnectLiveSessionArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationEraseGuestDataArgs = {
  customerId: Scalars['String']['input'];
  kind: GuestIdentifierKind;
  value: Scalars['String']['input'];
};


export type MutationImportHotspotDevicesArgs = {
  customerId: Scalars['String']['input'];
  rows: Array<ImportHotspotDeviceRow>;
};


export type MutationInvalidateHotspotAccountsByMultiAccountIdArgs = {
  multiAccountId: Scalars['String']['input'];
};


export type MutationMarkAlertsReadArgs = {
  customerId: Scalars['String']['input'];
};


export type MutationPartnerLeadVendorUpdateArgs = {
  data: PartnerLeadVendorUpdateInput;
};


export type MutationRemoveMemberArgs = {
  _id: Scalars['ID']['input'];
  customerId: Scalars['String']['input'];
};


export type MutationResendUserInviteArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationResendWebhookDeliveryArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationResetMemberSecondFactorArgs = {
  _id: Scalars['ID']['input'];
  customerId: Scalars['String']['input'];
};


export type MutationRevokeApiKeyArgs = {
  _id: Scalars['ID']['input'];
};


export type MutationSendWebhookTestEventArgs = {
  endpointId: Scalars['ID']['input'];
};


export type MutationSignOutMemberArgs = {
  _id: Scalars['ID']['input'];
  customerId: Scalars['String']['input'];
};


export type MutationTakeOrganizationInvitesArgs = {
  data: TakeOrganizationInviteInput;
};


export type MutationTakeUserInvitesArgs = {
  data: TakeUserInviteInput;
};


export type MutationUpdateAlertSettingsArgs = {
  data: UpdateAlertSettingsInput;
};


export type MutationUpdateCustomerPluginsArgs = {
  data: UpdateCustomerPluginsInput;
};


export type MutationUpdateCustomerRetentionArgs = {
  customerId: Scalars['String']['input'];
  retentionMonths: Scalars['Int']['input'];
};


export type MutationUpdateCustomerSecondFactorArgs = {
  customerId: Scalars['String']['input'];
  secondFactorRequired: Scalars['Boolean']['input'];
};


export type MutationUpdateDeviceAccountArgs = {
  data: UpdateDeviceAccountInput;
};


export type MutationUpdateHotspotAccountArgs = {
  data: UpdateHotspotAccountInput;
};


export type MutationUpdateHotspotAccountTemplateArgs = {
  data: UpdateHotspotAccountTemplateInput;
};


export type MutationUpdateHotspotDeviceArgs = {
  data: UpdateHotspotDeviceInput;
};


export type MutationUpdateHotspotDeviceConfigArgs = {
  data: UpdateHotspotDeviceConfigInput;
};


export type MutationUpdateHotspotLoginTemplateArgs = {
  data: UpdateHotspotLoginTemplateInput;
};


export type MutationUpdateImprintArgs = {
  data: UpdateImprintInput;
};


export type MutationUpdateLocationArgs = {
  data: UpdateLocationInput;
};


export type MutationUpdateLocationGroupArgs = {
  data: UpdateLocationGroupInput;
};


export type MutationUpdateMemberArgs = {
  data: UpdateMemberInput;
};


export type MutationUpdatePartnerLeadArgs = {
  data: UpdatePartnerLeadInput;
};


export type MutationUpdateTemplateArgs = {
  data: UpdateTemplateInput;
};


export type MutationUpdateTemplateBundleArgs = {
  data: UpdateTemplateBundleInput;
};


export type MutationUpdateTermsOfUseArgs = {
  data: UpdateTermsOfUseInput;
};


export type MutationUpdateUserInviteArgs = {
  data: UpdateUserInviteInput;
};


export type MutationUpdateVoucherArgs = {
  data: UpdateVoucherInput;
};


export type MutationUpdateWebhookEndpointArgs = {
  data: UpdateWebhookEndpointInput;
};

/** The caller's own profile (GET my-profile). */
export type MyProfileResponse = {
  __typename?: 'MyProfileResponse';
  address?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  lang?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  timezone?: Maybe<Scalars['String']['output']>;
};

/** One signed-in session of the caller (a refresh-token family: one sign-in and its renewals). */
export type MySession = {
  __typename?: 'MySession';
  _id: Scalars['ID']['output'];
  /** When the session was signed in. */
  createdAt: Scalars['DateTime']['output'];
  /** When it ends unless renewed. */
  expiresAt: Scalars['DateTime']['output'];
  /** When it was last renewed (the portal renews every few minutes while it is open). */
  lastUsedAt: Scalars['DateTime']['output'];
  /** The browser or app (its User-Agent) that signed in, when known. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** Online users of one hotspot device. */
export type OnlineUsers = {
  __typename?: 'OnlineUsers';
  _id: Scalars['ID']['output'];
  customerId: Scalars['String']['output'];
  hotspotDeviceId: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
  /** 0 none, 1 info, 2 low, 3 medium, 4 high, 5 fatal. */
  severity?: Maybe<Scalars['Int']['output']>;
  signal?: Maybe<MonitoringSignal>;
  updatedAt: Scalars['DateTime']['output'];
  users?: Maybe<Scalars['Int']['output']>;
};

export type OnlineUsersCountResponse = {
  __typename?: 'OnlineUsersCountResponse';
  count: Scalars['Int']['output'];
};

/** Opening hours of a location: weekday hours plus special dates. */
export type OpeningHours = {
  __typename?: 'OpeningHours';
  specialDates: Array<DateTimePeriod>;
  weekdays: WeekdayHours;
};

export type OpeningHoursInput = {
  specialDates?: InputMaybe<Array<DateTimePeriodInput>>;
  weekdays: WeekdayHoursInput;
};

/** A sales lead a partner registers for a prospective customer. */
export type PartnerLead = {
  __typename?: 'PartnerLead';
  _id: Scalars['ID']['output'];
  address?: Maybe<PartnerLeadAddress>;
  /** Acceptance state set by the vendor: 0 open, 1 approved, 2 rejected. */
  approved: Scalars['Int']['output'];
  /** Prospect's company; cannot change once approved. */
  company: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The partner. */
  customer?: Maybe<PublicCustomer>;
  /** The partner's customerId. */
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  messages: Array<PartnerLeadMessage>;
  /** Project state: 0 new, 1 in contact, 2 offer sent, 3 won, 4 lost. */
  status: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  website?: Maybe<Scalars['String']['output']>;
};

export type PartnerLeadAddress = {
  __typename?: 'PartnerLeadAddress';
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

export type PartnerLeadAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** A comment on a lead. */
export type PartnerLeadMessage = {
  __typename?: 'PartnerLeadMessage';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Name or e-mail of the author. */
  from?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

/** Messages keep createdAt and from when given; new ones get the current time and the caller. */
export type PartnerLeadMessageInput = {
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  text: Scalars['String']['input'];
};

export type PartnerLeadPage = {
  __typename?: 'PartnerLeadPage';
  count: Scalars['Int']['output'];
  data: Array<PartnerLead>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Update by the vendor: also approval and the partner's customerId. */
export type PartnerLeadVendorUpdateInput = {
  _id: Scalars['ID']['input'];
  address?: InputMaybe<PartnerLeadAddressInput>;
  /** 0 open, 1 approved, 2 rejected. */
  approved?: InputMaybe<Scalars['Int']['input']>;
  /** Refused once the lead is approved. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Moves the lead to another partner. */
  customerId?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  messages?: InputMaybe<Array<PartnerLeadMessageInput>>;
  status?: InputMaybe<Scalars['Int']['input']>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Plugin kinds; one settings block each on CustomerPlugins. */
export type PluginType =
  | 'ANALYTICS'
  | 'APP_LOGIN'
  | 'BOOSTCOM'
  | 'CIDAAS'
  | 'CMS'
  | 'CONCURRENT_USER'
  | 'COOLDOWN'
  | 'DEVICE_ACCOUNT'
  | 'DNS_ANALYTICS'
  | 'DNS_FILTER'
  | 'EXTERNAL_LOGIN'
  | 'MATOMO'
  | 'MONITORING'
  | 'REOS'
  | 'SLA_STATUS'
  | 'VOUCHER'
  | 'VOUCHER_REDIRECT'
  | 'VOUCHER_SMS'
  | 'WEBHOOK'
  | 'WIFI4EU';

/** Generic product tier (seed 001 §9). */
export type ProductTier =
  | 'BASIC'
  | 'PREMIUM'
  | 'STANDARD';

export type PublicCustomer = {
  __typename?: 'PublicCustomer';
  _id: Scalars['ID']['output'];
  active: Scalars['Boolean']['output'];
  address?: Maybe<CustomerAddress>;
  company: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  website?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Liveness of the data interface. */
  _health: Scalars['Boolean']['output'];
  /** The newest entries of the customer's bell (at most 50) and how many are unread. */
  alertNotifications: AlertBell;
  alertSettings: AlertSettings;
  /** Sessions by browser, operating system, device class, language or login type. ProfessionalAnalytics read, PROFESSIONAL or ENTERPRISE tier. */
  analyticsBreakdown: Array<AnalyticsShare>;
  /** Top and flop hotspots or locations (take: each list, default 10, at most 500). BasicAnalytics or ProfessionalAnalytics read. */
  analyticsRanking: AnalyticsRanking;
  /** Sessions, users, logins, dwell time, data and start-page views over time. BasicAnalytics or ProfessionalAnalytics read; granularities below a day need ProfessionalAnalytics read and the PROFESSIONAL or ENTERPRISE tier. */
  analyticsTimeline: AnalyticsSeries;
  /** The roles the caller may give a key of this customer. */
  apiKeyRoles: Array<Scalars['String']['output']>;
  /** The API keys of customers (search on name and prefix). Needs the right to manage users (UserInvite). */
  apiKeys: ApiKeyPage;
  /**
   * The audit log, newest first; operators only (FORBIDDEN otherwise). take ≤ 500. from/to bound `at`
   * (from inclusive, to exclusive); operation and email match a part, case-insensitively; outcome exactly.
   */
  auditLog: AuditEntryPage;
  /** type: only records with that plugin block; with active, only those whose block has that active flag. */
  customerPlugins: CustomerPluginsPage;
  /** Customers the caller may act on; search on company, customerId, city, zip and street. */
  customers: CustomerPage;
  /** Search on name, description, keywords and username. */
  deviceAccounts: DeviceAccountPage;
  /** Domains, applications or categories by requests, with search. ProfessionalAnalytics read and the dnsAnalytics plugin. */
  dnsEntries: DnsEntryPage;
  /** DNS requests of the filter's locations over time, optionally of one domain, application or category (drill-down). ProfessionalAnalytics read and the dnsAnalytics plugin. */
  dnsTimeline: DnsSeries;
  /** Newest first by default. Search on the log text. */
  enrollmentKeyLogs: EnrollmentKeyLogPage;
  /** Search on name and description. */
  enrollmentKeys: EnrollmentKeyPage;
  /** Users online now over all hotspot devices of the customer. */
  getOnlineCountForCustomerId: OnlineUsersCountResponse;
  /** Users online now on one hotspot device. */
  getOnlineCountForHotspotDeviceId: OnlineUsersCountResponse;
  /** How much the portal holds about one guest of the customer (Voucher:read). */
  guestData: GuestDataSummary;
  /** One guest's data as a file: accounts, sessions, accepted terms, SMS sent (Voucher:read; GDPR Art. 15). */
  guestDataExport: GuestDataFile;
  /** Search on name and description. */
  hotspotAccountTemplates: HotspotAccountTemplatePage;
  /** Search on username, description and multiAccountId. active filters on valid. Extensions: voucherIds, deviceAccountIds, hotspotDeviceIds: accounts of these codes, device accounts, devices. */
  hotspotAccounts: HotspotAccountPage;
  /** Search on name, description and keywords. hotspotLoginTemplateIds: configs offering any of these login templates. */
  hotspotDeviceConfigs: HotspotDeviceConfigPage;
  /** Which of these names and MACs the customer's devices already use (the import's check step; at most 1,000 of each). */
  hotspotDeviceConflicts: HotspotDeviceConflicts;
  /** Extension (issue 40, the home page): the customer's active hotspot devices and how many of them are offline now (monitoring's hotspot_offline). HotspotDevice read. */
  hotspotDeviceStatus: HotspotDeviceStatus;
  /** Search on name, description, MAC and keywords. hotspotDeviceConfig: devices of that config; type: of that device type. */
  hotspotDevices: HotspotDevicePage;
  /** Search on name and description. type: login type; hotspotAccountTemplateIds: templates using any of these account templates. */
  hotspotLoginTemplates: HotspotLoginTemplatePage;
  /** Imprints (paged). Search on description. default: only (non-)default imprints. */
  imprint: ImprintPage;
  lastLogin?: Maybe<LastLogin>;
  licenseUtilization?: Maybe<LicenseUtilization>;
  /** The customer's guests online now (history: all sessions), by start (sort key startedAt), searchable by code, username or client MAC. OnlineUsers read. */
  liveSessions: LiveSessionPage;
  /** Search on name and description. locationId: regions containing that location. */
  locationGroups: LocationGroupPage;
  /** Search on name, description and address. hasDevices: with (true) or without (false) linked devices; hotspotDeviceId: the location of that device. */
  locations: LocationPage;
  /** The users holding access to the customer. Search on e-mail, first and last name. */
  members: MemberPage;
  /** Pending invites addressed to the caller's e-mail. */
  myInvites: UserInvitePage;
  /** The caller's open sessions, newest use first (at most 100). */
  mySessions: Array<MySession>;
  /** The caller's partners' leads. Search on company, description and website. */
  partnerLeads: PartnerLeadPage;
  /** Search on description. templates: bundles containing any of these templates. */
  templateBundles: TemplateBundlePage;
  /** Search on description. slot: templates of that screen. */
  templates: TemplatePage;
  /** Search on name and description. */
  termsOfUses: TermsOfUsePage;
  /** Search on e-mail, first and last name. email: exact address. */
  userInvites: UserInvitePage;
  /** Invites of the invite token sent as the bearer token (invite-acceptance screen). */
  userInvitesByToken: UserInvitePage;
  /** All leads a vendor may review. */
  vendorPartnerLeads: PartnerLeadPage;
  /** Extension (issue 39): the batches of codes. Search on the name; sort by name, createdAt, amount. Voucher read. */
  voucherBatches: CodeBatchPage;
  /** Extension (issue 40, the home page): codes of the customer created and first used since a time. Voucher read. */
  voucherFigures: VoucherFigures;
  /** Search on code and description. codes: exact (normalised) codes. */
  vouchers: VoucherPage;
  /** An endpoint's deliveries, newest first; status: pending, delivered or failed. CustomerPlugins read. */
  webhookDeliveries: WebhookDeliveryPage;
  /** The customers' webhook endpoints (the plugin's first). CustomerPlugins read. */
  webhookEndpoints: WebhookEndpointPage;
  whitelabelPartner?: Maybe<WhitelabelPartnerResponse>;
};


export type QueryAlertNotificationsArgs = {
  customerId: Scalars['String']['input'];
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAlertSettingsArgs = {
  customerId: Scalars['String']['input'];
};


export type QueryAnalyticsBreakdownArgs = {
  dimension: AnalyticsDimension;
  filter: AnalyticsFilter;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAnalyticsRankingArgs = {
  by: AnalyticsRankBy;
  filter: AnalyticsFilter;
  measure?: InputMaybe<AnalyticsMeasure>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAnalyticsTimelineArgs = {
  filter: AnalyticsFilter;
};


export type QueryApiKeyRolesArgs = {
  customerId: Scalars['String']['input'];
};


export type QueryApiKeysArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAuditLogArgs = {
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  email?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  operation?: InputMaybe<Scalars['String']['input']>;
  outcome?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryCustomerPluginsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<PluginType>;
};


export type QueryCustomersArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDeviceAccountsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDnsEntriesArgs = {
  dimension: DnsDimension;
  filter: AnalyticsFilter;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDnsTimelineArgs = {
  dimension?: InputMaybe<DnsDimension>;
  filter: AnalyticsFilter;
  key?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEnrollmentKeyLogsArgs = {
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  keyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  status?: InputMaybe<EnrollmentLogStatus>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEnrollmentKeysArgs = {
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetOnlineCountForCustomerIdArgs = {
  customerId: Scalars['String']['input'];
};


export type QueryGetOnlineCountForHotspotDeviceIdArgs = {
  _id: Scalars['ID']['input'];
};


export type QueryGuestDataArgs = {
  customerId: Scalars['String']['input'];
  kind: GuestIdentifierKind;
  value: Scalars['String']['input'];
};


export type QueryGuestDataExportArgs = {
  customerId: Scalars['String']['input'];
  format: GuestExportFormat;
  kind: GuestIdentifierKind;
  locale?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};


export type QueryHotspotAccountTemplatesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHotspotAccountsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  deviceAccountIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  hotspotDeviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
  voucherIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type QueryHotspotDeviceConfigsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  hotspotLoginTemplateIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHotspotDeviceConflictsArgs = {
  customerId: Scalars['String']['input'];
  macs?: InputMaybe<Array<Scalars['String']['input']>>;
  names?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryHotspotDeviceStatusArgs = {
  customerId: Scalars['String']['input'];
};


export type QueryHotspotDevicesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  hotspotDeviceConfig?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<DeviceType>;
};


export type QueryHotspotLoginTemplatesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  hotspotAccountTemplateIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<LoginType>;
};


export type QueryImprintArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  default?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLastLoginArgs = {
  customerId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLicenseUtilizationArgs = {
  customerId: Scalars['String']['input'];
};


export type QueryLiveSessionsArgs = {
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  deviceAccountId?: InputMaybe<Scalars['ID']['input']>;
  history?: InputMaybe<Scalars['Boolean']['input']>;
  hotspotDeviceId?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
  voucherId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryLocationGroupsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLocationsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  hasDevices?: InputMaybe<Scalars['Boolean']['input']>;
  hotspotDeviceId?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMembersArgs = {
  customerId: Scalars['String']['input'];
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyInvitesArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPartnerLeadsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTemplateBundlesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  default?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
  templates?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type QueryTemplatesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  default?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  slot?: InputMaybe<TemplateSlot>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTermsOfUsesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserInvitesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  email?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserInvitesByTokenArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVendorPartnerLeadsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVoucherBatchesArgs = {
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVoucherFiguresArgs = {
  customerId: Scalars['String']['input'];
  since: Scalars['DateTime']['input'];
};


export type QueryVouchersArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  batchId?: InputMaybe<Scalars['ID']['input']>;
  codes?: InputMaybe<Array<Scalars['String']['input']>>;
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
  valid?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryWebhookDeliveriesArgs = {
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  endpointId?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  status?: InputMaybe<Scalars['String']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWebhookEndpointsArgs = {
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

/** REOS room management (hotel room login). */
export type ReosPlugin = {
  __typename?: 'ReosPlugin';
  accessRequestUrl?: Maybe<Scalars['String']['output']>;
  active: Scalars['Boolean']['output'];
  apiUrl: Scalars['String']['output'];
  clientId?: Maybe<Scalars['String']['output']>;
  /** Credential: write-only, always null (see CustomerPlugins.secretsSet). */
  clientSecret?: Maybe<Scalars['String']['output']>;
  domain?: Maybe<Scalars['String']['output']>;
  /** Highest assignable VLAN id. */
  maxVlanId: Scalars['Int']['output'];
  /** Lowest assignable VLAN id. */
  minVlanId: Scalars['Int']['output'];
  password?: Maybe<Scalars['String']['output']>;
  scope?: Maybe<Scalars['String']['output']>;
  tokenRequestUrl?: Maybe<Scalars['String']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

export type ReosPluginInput = {
  accessRequestUrl?: InputMaybe<Scalars['String']['input']>;
  active: Scalars['Boolean']['input'];
  apiUrl: Scalars['String']['input'];
  clientId?: InputMaybe<Scalars['String']['input']>;
  clientSecret: Scalars['String']['input'];
  domain?: InputMaybe<Scalars['String']['input']>;
  maxVlanId: Scalars['Int']['input'];
  minVlanId: Scalars['Int']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
  scope?: InputMaybe<Scalars['String']['input']>;
  tokenRequestUrl?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Service-level agreement level. */
export type SlaLevel =
  | 'BASIC'
  | 'PREMIUM'
  | 'STANDARD';

/** Service-level options: 24/7 hotline, on-site service, weekend support. */
export type SlaOption =
  | 'ALL_DAY_HOTLINE'
  | 'LOCAL_SERVICE'
  | 'WEEKEND_SERVICE';

/** Service-level agreement of the customer (shown in the customer card and the partner support banner). */
export type SlaStatusPlugin = {
  __typename?: 'SlaStatusPlugin';
  active: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  hotline?: Maybe<Scalars['String']['output']>;
  level?: Maybe<SlaLevel>;
  /** E-mail domains of the partner's support staff. */
  mailDomains?: Maybe<Array<Scalars['String']['output']>>;
  /** Name of the supporting partner; empty: default support. */
  partner?: Maybe<Scalars['String']['output']>;
  slaOptions?: Maybe<Array<SlaOption>>;
  /** URL of the support portal. */
  supportPortal?: Maybe<Scalars['String']['output']>;
};

export type SlaStatusPluginInput = {
  active: Scalars['Boolean']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  hotline?: InputMaybe<Scalars['String']['input']>;
  level?: InputMaybe<SlaLevel>;
  mailDomains?: InputMaybe<Array<Scalars['String']['input']>>;
  partner?: InputMaybe<Scalars['String']['input']>;
  slaOptions?: InputMaybe<Array<SlaOption>>;
  supportPortal?: InputMaybe<Scalars['String']['input']>;
};

/** Sort direction (seed 001 §9). */
export type SortDirection =
  | 'ASC'
  | 'DESC';

/** One sort criterion: key (default the id field) and order (ASC default or DESC). */
export type SortType = {
  key?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<SortDirection>;
};

/** Accept invites of these organisations as an existing user. */
export type TakeOrganizationInviteInput = {
  customerIds: Array<Scalars['String']['input']>;
};

/** Accept invites as a new user: creates the user with this profile and password. */
export type TakeUserInviteInput = {
  customerIds: Array<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** 8 to 128 characters with a digit, a lower-case and an upper-case letter and a special character. */
  password?: InputMaybe<Scalars['String']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** Content of one start-page screen (slot). */
export type Template = {
  __typename?: 'Template';
  _id: Scalars['ID']['output'];
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Content-Security-Policy directives the screen needs, e.g. "img-src https://cdn.example.com". */
  cspDirectives: Array<Scalars['String']['output']>;
  customerId: Scalars['String']['output'];
  /** The customer's default template for its slot. */
  default: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Id of the imprint linked from the screen. */
  imprint?: Maybe<Scalars['ID']['output']>;
  slot: TemplateSlot;
  /** Ids of the bundles containing this template (read-only). */
  templateBundles: Array<Scalars['ID']['output']>;
  text: Array<LocalizedText>;
  updatedAt: Scalars['DateTime']['output'];
};

/** A set of templates (at most one per slot) forming a custom start page. */
export type TemplateBundle = {
  __typename?: 'TemplateBundle';
  _id: Scalars['ID']['output'];
  active: Scalars['Boolean']['output'];
  /** The templates of templates. */
  boundTemplates: TemplatePage;
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  /** The customer's default bundle. */
  default: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Id of the imprint. */
  imprint?: Maybe<Scalars['ID']['output']>;
  /** Ids of the templates. */
  templates: Array<Scalars['ID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};


/** A set of templates (at most one per slot) forming a custom start page. */
export type TemplateBundleBoundTemplatesArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  slot?: InputMaybe<TemplateSlot>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

export type TemplateBundlePage = {
  __typename?: 'TemplateBundlePage';
  count: Scalars['Int']['output'];
  data: Array<TemplateBundle>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

export type TemplatePage = {
  __typename?: 'TemplatePage';
  count: Scalars['Int']['output'];
  data: Array<Template>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Start-page screens a template fills. */
export type TemplateSlot =
  | 'BoostcomUserRegistration'
  | 'ConcurrentUserLimit'
  | 'Cooldown'
  | 'Error'
  | 'LoginDisabled'
  | 'ReosChooseDeviceType'
  | 'ReosDeviceAdministration'
  | 'ReosUserAuth'
  | 'Success'
  | 'VoucherAuthRedirect'
  | 'VoucherAuthRedirectFail'
  | 'VoucherAuthRedirectSuccess'
  | 'VoucherCheckFail'
  | 'VoucherCheckSuccess'
  | 'VoucherSmsFail'
  | 'VoucherSmsSuccess'
  | 'WaitingForAuthorization'
  | 'Welcome'
  | 'WelcomeBack';

/** Terms of use guests accept on login. */
export type TermsOfUse = {
  __typename?: 'TermsOfUse';
  _id: Scalars['ID']['output'];
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  locales: Array<TermsOfUseLocale>;
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Terms of use and privacy text in one language. */
export type TermsOfUseLocale = {
  __typename?: 'TermsOfUseLocale';
  /** Shown when no locale matches the guest's language. */
  default: Scalars['Boolean']['output'];
  lang: Scalars['String']['output'];
  /** Privacy text. */
  privacy?: Maybe<Scalars['String']['output']>;
  /** Terms text. */
  terms: Scalars['String']['output'];
};

export type TermsOfUseLocaleInput = {
  default: Scalars['Boolean']['input'];
  lang: Scalars['String']['input'];
  privacy?: InputMaybe<Scalars['String']['input']>;
  terms: Scalars['String']['input'];
};

export type TermsOfUsePage = {
  __typename?: 'TermsOfUsePage';
  count: Scalars['Int']['output'];
  data: Array<TermsOfUse>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** A time span within one day, times as 'HH:mm' (24 h); endTime '24:00' is the end of the day. */
export type TimePeriod = {
  __typename?: 'TimePeriod';
  endTime: Scalars['String']['output'];
  startTime: Scalars['String']['output'];
};

export type TimePeriodInput = {
  /** HH:mm */
  endTime: Scalars['String']['input'];
  /** HH:mm */
  startTime: Scalars['String']['input'];
};

export type UpdateAlertSettingsInput = {
  customerId: Scalars['String']['input'];
  offlineMinutes: Scalars['Int']['input'];
  recipients: Array<Scalars['String']['input']>;
};

/** A given block replaces the stored block as a whole; an omitted block stays unchanged; a null block is removed. A credential sent empty keeps the stored one. */
export type UpdateCustomerPluginsInput = {
  _id: Scalars['ID']['input'];
  analytics?: InputMaybe<AnalyticsPluginInput>;
  appLogin?: InputMaybe<AppLoginPluginInput>;
  boostcom?: InputMaybe<BoostcomPluginInput>;
  cidaas?: InputMaybe<CidaasPluginInput>;
  cms?: InputMaybe<CmsPluginInput>;
  concurrentUser?: InputMaybe<ConcurrentUserPluginInput>;
  cooldown?: InputMaybe<CooldownPluginInput>;
  deviceAccount?: InputMaybe<DeviceAccountPluginInput>;
  dnsAnalytics?: InputMaybe<DnsAnalyticsPluginInput>;
  dnsFilter?: InputMaybe<DnsFilterPluginInput>;
  externalLogin?: InputMaybe<ExternalLoginPluginInput>;
  matomo?: InputMaybe<MatomoPluginInput>;
  monitoring?: InputMaybe<MonitoringPluginInput>;
  reos?: InputMaybe<ReosPluginInput>;
  slaStatus?: InputMaybe<SlaStatusPluginInput>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  voucher?: InputMaybe<VoucherPluginInput>;
  voucherRedirect?: InputMaybe<VoucherRedirectPluginInput>;
  voucherSms?: InputMaybe<VoucherSmsPluginInput>;
  webhook?: InputMaybe<WebhookPluginInput>;
  wifi4eu?: InputMaybe<Wifi4euPluginInput>;
};

export type UpdateDeviceAccountInput = {
  _id: Scalars['ID']['input'];
  active?: InputMaybe<Scalars['Boolean']['input']>;
  criteria?: InputMaybe<DeviceAccountCriteriaInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Inclusive. */
  expires?: InputMaybe<Scalars['DateTime']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  loginTemplate?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  showTermsOfUse?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateHotspotAccountInput = {
  _id: Scalars['ID']['input'];
  accountTemplate?: InputMaybe<Scalars['ID']['input']>;
  additionalInfo?: InputMaybe<Scalars['JSON']['input']>;
  clientDeviceMac?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  hotspotDeviceId?: InputMaybe<Scalars['ID']['input']>;
  hotspotDeviceMac?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  termsOfUse?: InputMaybe<HotspotAccountTermsOfUseInput>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
  valid?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateHotspotAccountTemplateInput = {
  _id: Scalars['ID']['input'];
  accountConfiguration?: InputMaybe<AccountConfigurationInput>;
  accountProfile?: InputMaybe<AccountProfileInput>;
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateHotspotDeviceConfigInput = {
  _id: Scalars['ID']['input'];
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  deviceSettings?: InputMaybe<Array<HotspotDeviceControllerSettingsInput>>;
  hotspotLoginTemplates?: InputMaybe<Array<Scalars['ID']['input']>>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  loginTimePeriods?: InputMaybe<LoginTimePeriodsInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** null or '' clears it (not while a wifiPassphrase is kept). */
  ssid?: InputMaybe<Scalars['String']['input']>;
  templateBundle?: InputMaybe<Scalars['ID']['input']>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** null or '' clears it: an open network. */
  wifiPassphrase?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateHotspotDeviceInput = {
  _id: Scalars['ID']['input'];
  active?: InputMaybe<Scalars['Boolean']['input']>;
  activePeriod?: InputMaybe<ActivePeriodInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  deviceType?: InputMaybe<DeviceType>;
  geoLocation?: InputMaybe<GeoLocationInput>;
  hotspotDeviceConfig?: InputMaybe<Scalars['ID']['input']>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  lanMac?: InputMaybe<Scalars['String']['input']>;
  /** The location that lists the device (null: none). */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  loginTimePeriods?: InputMaybe<LoginTimePeriodsInput>;
  mac?: InputMaybe<Array<Scalars['String']['input']>>;
  monitoringConfig?: InputMaybe<MonitoringConfigInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateHotspotLoginTemplateInput = {
  _id: Scalars['ID']['input'];
  active?: InputMaybe<Scalars['Boolean']['input']>;
  cooldown?: InputMaybe<LoginTemplateCooldownInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  hotspotAccountTemplateId?: InputMaybe<Scalars['ID']['input']>;
  loginType?: InputMaybe<LoginType>;
  loginTypeConfig?: InputMaybe<LoginTypeConfigInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  termsOfUseId?: InputMaybe<Scalars['ID']['input']>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateImprintInput = {
  _id: Scalars['ID']['input'];
  active?: InputMaybe<Scalars['Boolean']['input']>;
  default?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Array<LocalizedTextInput>>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateLocationGroupInput = {
  _id: Scalars['ID']['input'];
  /** The record's customer (access scope); it cannot be moved to another customer. */
  customerId?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateLocationInput = {
  _id: Scalars['ID']['input'];
  address?: InputMaybe<LocationAddressInput>;
  /** The record's customer (access scope); it cannot be moved to another customer. */
  customerId?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  dnsFilterConfig?: InputMaybe<DnsFilterConfigInput>;
  externalId?: InputMaybe<Scalars['String']['input']>;
  geoLocation?: InputMaybe<GeoLocationInput>;
  hotspotDeviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  openingHours?: InputMaybe<OpeningHoursInput>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateMemberInput = {
  /** The user's id. */
  _id: Scalars['ID']['input'];
  customerId: Scalars['String']['input'];
  /** Permission strings ('Subject:action'), or the invite groups 'others' and 'userInviteWrite'. */
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Required: the updatedAt the member was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Update by the partner. */
export type UpdatePartnerLeadInput = {
  _id: Scalars['ID']['input'];
  address?: InputMaybe<PartnerLeadAddressInput>;
  /** Refused once the lead is approved. */
  company?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  messages?: InputMaybe<Array<PartnerLeadMessageInput>>;
  status?: InputMaybe<Scalars['Int']['input']>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTemplateBundleInput = {
  _id: Scalars['ID']['input'];
  active?: InputMaybe<Scalars['Boolean']['input']>;
  default?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  imprint?: InputMaybe<Scalars['ID']['input']>;
  /** Required: the full list replaces the stored one. */
  templates: Array<Scalars['ID']['input']>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateTemplateInput = {
  _id: Scalars['ID']['input'];
  active?: InputMaybe<Scalars['Boolean']['input']>;
  cspDirectives?: InputMaybe<Array<Scalars['String']['input']>>;
  default?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Id of the imprint; null removes it. */
  imprint?: InputMaybe<Scalars['ID']['input']>;
  slot?: InputMaybe<TemplateSlot>;
  text?: InputMaybe<Array<LocalizedTextInput>>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateTermsOfUseInput = {
  _id: Scalars['ID']['input'];
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Required: the full list replaces the stored one. */
  locales: Array<TermsOfUseLocaleInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateUserInviteInput = {
  _id: Scalars['ID']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  timezone?: InputMaybe<Scalars['String']['input']>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateVoucherInput = {
  _id: Scalars['ID']['input'];
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  deviceVoucher?: InputMaybe<Scalars['Boolean']['input']>;
  /** Extension: expiry formula applied at the first login ('' clears on update). */
  dynamicExpires?: InputMaybe<Scalars['String']['input']>;
  expires?: InputMaybe<Scalars['DateTime']['input']>;
  loginTemplateId?: InputMaybe<Scalars['ID']['input']>;
  simultaneousUse?: InputMaybe<Scalars['Int']['input']>;
  /** Required: the updatedAt the record was loaded with (an update without it is refused: BAD_USER_INPUT on updatedAt); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  used?: InputMaybe<Scalars['Int']['input']>;
  valid?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateWebhookEndpointInput = {
  _id: Scalars['ID']['input'];
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Required: the updatedAt the endpoint was loaded with (refused without it); a newer one answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A portal user. */
export type User = {
  __typename?: 'User';
  _id: Scalars['ID']['output'];
  address?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  lang?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use the per-customer permissions. */
  roles?: Maybe<Array<Scalars['String']['output']>>;
  timezone?: Maybe<Scalars['String']['output']>;
};

/**
 * Invitation of a user (by e-mail) to a customer: pending, then accepted or expired (after 5 days).
 * Unaccepted invites are deleted automatically after 5 days; an expired one can be resent.
 */
export type UserInvite = {
  __typename?: 'UserInvite';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The customer the invite grants access to. */
  customerId: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** true: older than 5 days; it cannot be accepted but can be resent. */
  expired: Scalars['Boolean']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  /** The organisation that sent the invite. */
  invitingCustomer?: Maybe<PublicCustomer>;
  /** Language code ('de' or 'en'). */
  lang?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  /** Permission strings ('Subject:action') granted for customerId. */
  permissions: Array<Scalars['String']['output']>;
  /**
   * Role names: service, monitoring, super-admin, admin, read-all, user, basic-analytics, professional-analytics,
   * app-user, voucher-admin, hotspot-admin, device-account-admin, hotspot-login-template-admin,
   * hotspot-account-template-admin, fx-support, owner, partner, vendor.
   */
  roles: Array<Scalars['String']['output']>;
  /** IANA time zone, e.g. 'Europe/Berlin'. */
  timezone?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type UserInvitePage = {
  __typename?: 'UserInvitePage';
  count: Scalars['Int']['output'];
  data: Array<UserInvite>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

export type Voucher = {
  __typename?: 'Voucher';
  _id: Scalars['ID']['output'];
  active: Scalars['Boolean']['output'];
  /** Extension (issue 39): the batch the code was made in (CodeBatch); null for a single code. */
  batchId?: Maybe<Scalars['ID']['output']>;
  /** Uppercased and reduced to alphanumerics. */
  code: Scalars['String']['output'];
  /** Hashes of the MACs of devices that used the code. */
  connectedDevices: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  deviceVoucher: Scalars['Boolean']['output'];
  /** Extension: expiry formula (src/domain/dynamicExpires.ts) applied at the first login; the earlier of it and expires wins. */
  dynamicExpires?: Maybe<Scalars['String']['output']>;
  expires?: Maybe<Scalars['DateTime']['output']>;
  /** Extension: the first successful login with the code. */
  firstLoginAt?: Maybe<Scalars['DateTime']['output']>;
  hotspotAccounts: HotspotAccountPage;
  license?: Maybe<VoucherLicense>;
  loginTemplateId?: Maybe<Scalars['ID']['output']>;
  /** Sessions online now with the code. */
  onlineAccounts: Scalars['Int']['output'];
  /** 0 or unset: no device limit. */
  simultaneousUse?: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Number of logins. */
  used: Scalars['Int']['output'];
  valid: Scalars['Boolean']['output'];
  /** The code as it was entered or generated. */
  voucherCode: Scalars['String']['output'];
};


export type VoucherHotspotAccountsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SortType>>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

export type VoucherBatch = {
  __typename?: 'VoucherBatch';
  amount: Scalars['Int']['output'];
  codes: Array<Scalars['String']['output']>;
  license: VoucherLicense;
};

/** WiFi codes created and first used since a time (deleted codes included: they still count for statistics). */
export type VoucherFigures = {
  __typename?: 'VoucherFigures';
  /** Codes created since. */
  created: Scalars['Int']['output'];
  /** Codes whose first login was since. */
  firstUsed: Scalars['Int']['output'];
};

export type VoucherLicense = {
  __typename?: 'VoucherLicense';
  /** Vouchers the customer may create; -1 means unlimited. */
  allowed: Scalars['Int']['output'];
  customerId: Scalars['String']['output'];
  /** Vouchers still creatable; -1 means unlimited. */
  left: Scalars['Int']['output'];
};

export type VoucherPage = {
  __typename?: 'VoucherPage';
  count: Scalars['Int']['output'];
  data: Array<Voucher>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
  /** False when more than totalCount codes match (a broad search, whose total is not counted: the list shows "more than"). */
  totalCountExact: Scalars['Boolean']['output'];
};

/** WiFi codes (vouchers). */
export type VoucherPlugin = {
  __typename?: 'VoucherPlugin';
  active: Scalars['Boolean']['output'];
  /** Vouchers the customer may create; -1 means unlimited. */
  maxVouchers: Scalars['Int']['output'];
};

export type VoucherPluginInput = {
  active: Scalars['Boolean']['input'];
  /** -1 means unlimited. */
  maxVouchers: Scalars['Int']['input'];
};

/** Redirect after a voucher login. */
export type VoucherRedirectPlugin = {
  __typename?: 'VoucherRedirectPlugin';
  active: Scalars['Boolean']['output'];
};

export type VoucherRedirectPluginInput = {
  active: Scalars['Boolean']['input'];
};

/** Vouchers sent by SMS. */
export type VoucherSmsPlugin = {
  __typename?: 'VoucherSmsPlugin';
  active: Scalars['Boolean']['output'];
  /** Sender name of the SMS. */
  smsSenderName: Scalars['String']['output'];
};

export type VoucherSmsPluginInput = {
  active: Scalars['Boolean']['input'];
  smsSenderName: Scalars['String']['input'];
};

/** One event for one endpoint, and how sending it went. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  _id: Scalars['ID']['output'];
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  endpointId: Scalars['ID']['output'];
  /** The webhook-id header: the same for every endpoint and every attempt of an event. */
  eventId: Scalars['String']['output'];
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  lastError?: Maybe<Scalars['String']['output']>;
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** The body as sent (JSON). */
  payload: Scalars['String']['output'];
  /** pending (queued or waiting for its next attempt), delivered or failed. */
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  count: Scalars['Int']['output'];
  data: Array<WebhookDelivery>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** An HTTP endpoint of a customer that receives signed events. */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  _id: Scalars['ID']['output'];
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** The event types it receives (login.accepted, session.started …); the plugin's endpoint receives every event. */
  events: Array<Scalars['String']['output']>;
  /** The signing secret: only in the answer of createWebhookEndpoint (shown once), else null. */
  secret?: Maybe<Scalars['String']['output']>;
  /** portal (managed here) or plugin (the webhook plugin's apiUrl and token: every event; edited in the plugin settings). */
  source: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};

export type WebhookEndpointPage = {
  __typename?: 'WebhookEndpointPage';
  count: Scalars['Int']['output'];
  data: Array<WebhookEndpoint>;
  hasNextPage: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Webhook called on hotspot events. */
export type WebhookPlugin = {
  __typename?: 'WebhookPlugin';
  active: Scalars['Boolean']['output'];
  apiUrl: Scalars['String']['output'];
  /** Credential: write-only, always null (see CustomerPlugins.secretsSet). */
  token?: Maybe<Scalars['String']['output']>;
};

export type WebhookPluginInput = {
  active: Scalars['Boolean']['input'];
  apiUrl: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** Day of a weekday period; 'unspecified' means every day. */
export type Weekday =
  | 'friday'
  | 'monday'
  | 'saturday'
  | 'sunday'
  | 'thursday'
  | 'tuesday'
  | 'unspecified'
  | 'wednesday';

/** Effective times per weekday. */
export type WeekdayHours = {
  __typename?: 'WeekdayHours';
  friday: Array<TimePeriod>;
  monday: Array<TimePeriod>;
  saturday: Array<TimePeriod>;
  sunday: Array<TimePeriod>;
  thursday: Array<TimePeriod>;
  tuesday: Array<TimePeriod>;
  wednesday: Array<TimePeriod>;
};

export type WeekdayHoursInput = {
  friday?: InputMaybe<Array<TimePeriodInput>>;
  monday?: InputMaybe<Array<TimePeriodInput>>;
  saturday?: InputMaybe<Array<TimePeriodInput>>;
  sunday?: InputMaybe<Array<TimePeriodInput>>;
  thursday?: InputMaybe<Array<TimePeriodInput>>;
  tuesday?: InputMaybe<Array<TimePeriodInput>>;
  wednesday?: InputMaybe<Array<TimePeriodInput>>;
};

/** Times of one weekday (or of every day when weekday is 'unspecified'). Empty times: disabled. */
export type WeekdayPeriod = {
  __typename?: 'WeekdayPeriod';
  times: Array<TimePeriod>;
  weekday: Weekday;
};

export type WeekdayPeriodInput = {
  times?: InputMaybe<Array<TimePeriodInput>>;
  weekday: Weekday;
};

export type WhitelabelPartnerResponse = {
  __typename?: 'WhitelabelPartnerResponse';
  company: Scalars['String']['output'];
  customerId: Scalars['String']['output'];
};

/** WiFi4EU; its accounts are logged out at 24:00. */
export type Wifi4euPlugin = {
  __typename?: 'Wifi4euPlugin';
  active: Scalars['Boolean']['output'];
  /** WiFi4EU network identifier. */
  identifier: Scalars['String']['output'];
};

export type Wifi4euPluginInput = {
  active: Scalars['Boolean']['input'];
  identifier: Scalars['String']['input'];
};
