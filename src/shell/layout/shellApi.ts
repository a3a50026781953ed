import type { LicenseUtilization } from '../../providers/activeCustomer';
import { PARTNER_LINKS, type PartnerLink } from '../../domain/constants';
import { createGraphqlCall, createRestClient, type RestClient } from '../../providers/restClient';
import { tokenStore, type TokenStore } from '../../providers/tokenStore';
import { fetchWhitelabelPartner, type WhitelabelPartner } from '../customerSwitch/useWhitelabelPartner';

export type { LicenseUtilization, WhitelabelPartner };

/**
 * The few calls of the shell that are not react-admin resources (seed 000 §7): the public app
 * configuration, the white-label partner, the count of my pending invites and the concurrent-user
 * licence of a customer. They go straight to the REST endpoint and the one GraphQL endpoint with
 * the session's bearer token (checked and refreshed first by the token store), without Apollo:
 * the shell must not pull the data layer into the first page load.
 *
 * Tests replace the whole object with `setShellApi(fake)`.
 */

export interface AppConfig {
  /** Base URL of the content service (partner logos). */
  contentUrl: string;
  supportUrl: string | null;
  imprintUrl: string | null;
  /** Mail-domain suffixes of support users (seed 000 §6). */
  supportMailDomains: string[];
  /** Show the work-in-progress banner. */
  wip?: boolean;
  /** External CMS the menu links to (with an active cms plugin). */
  cmsUrl?: string | null;
  /** Recipient of licence enquiries when the customer has no SLA e-mail. */
  supportEmail?: string | null;
  /** The partner page's links (seed 000 §9: price list, FAQ, sheet); an unset one is not shown. */
  partnerLinks?: Partial<Record<PartnerLink, string>>;
  /** Monthly price in EUR of one concurrent user (licence enquiry, partner order form); null: not shown. */
  licencePricePerUser?: number | null;
}

export interface ShellApi {
  appConfig(): Promise<AppConfig>;
  whitelabelPartner(): Promise<WhitelabelPartner | null>;
  /** totalCount of myInvites(take: 1). */
  myInviteCount(): Promise<number>;
  licenseUtilization(customerId: string): Promise<LicenseUtilization | null>;
  /** The plugin blocks the shell reads (used when the customer details came without plugins). */
  customerPlugins(customerId: string): Promise<Record<string, { active?: boolean | null } | null> | null>;
  /**
   * The customer's alerts (issue 37): the newest entries and the unread count. Optional: a test's
   * fake without it shows no alert bell.
   */
  alertBell?(customerId: string, take?: number): Promise<AlertBell>;
  /** Everything in the customer's alerts counts as read for me. */
  markAlertsRead?(customerId: string): Promise<void>;
  /** Who receives the customer's alert mails, and when a hotspot counts as offline. */
  alertSettings?(customerId: string): Promise<AlertSettings>;
  saveAlertSettings?(customerId: string, settings: AlertSettings): Promise<AlertSettings>;
}

export interface AlertSettings {
  recipients: string[];
  offlineMinutes: number;
}

/** One entry of the alert bell (schema/alerts.graphql, AlertNotification). */
export interface AlertEntry {
  _id: string;
  kind: string;
  subjectName: string | null;
  createdAt: string;
  unread: boolean;
}

export interface AlertBell {
  unreadCount: number;
  data: AlertEntry[];
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  contentUrl: '/content',
  supportUrl: null,
  imprintUrl: null,
  supportMailDomains: [],
};

const env = import.meta.env as Record<string, string | undefined>;

/** Build-time switches (decision): VITE_WIP=true shows the WIP banner; VITE_CMS_URL, VITE_SUPPORT_EMAIL. */
export function envConfig(): Partial<AppConfig> {
  const out: Partial<AppConfig> = {};
  if (env.VITE_WIP === 'true') out.wip = true;
  if (env.VITE_CMS_URL) out.cmsUrl = env.VITE_CMS_URL;
  if (env.VITE_SUPPORT_EMAIL) out.supportEmail = env.VITE_SUPPORT_EMAIL;
  return out;
}

/** The server's answer over the defaults, then the build-time switches (a switch only adds). */
export function normaliseAppConfig(raw: Partial<AppConfig> | null | undefined): AppConfig {
  const fromEnv = envConfig();
  const value = raw && typeof raw === 'object' ? raw : {};
  return {
    ...DEFAULT_APP_CONFIG,
    ...value,
    contentUrl: (value.contentUrl || DEFAULT_APP_CONFIG.contentUrl).replace(/\/+$/, ''),
    supportMailDomains: Array.isArray(value.supportMailDomains) ? value.supportMailDomains : [],
    wip: value.wip === true || fromEnv.wip === true,
    cmsUrl: value.cmsUrl || fromEnv.cmsUrl || null,
    supportEmail: value.supportEmail || fromEnv.supportEmail || null,
    partnerLinks: webLinks(value.partnerLinks),
    licencePricePerUser:
      typeof value.licencePricePerUser === 'number' &&
      Number.isFinite(value.licencePricePerUser) &&
      value.licencePricePerUser >= 0
        ? value.licencePricePerUser
        : null,
  };
}

/** The partner links that are http(s) addresses (anything else is not offered as a link). */
function webLinks(raw: unknown): Partial<Record<PartnerLink, string>> {
  const out: Partial<Record<PartnerLink, string>> = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const link of PARTNER_LINKS) {
    const url = (raw as Record<string, unknown>)[link];
    if (typeof url === 'string' && /^https?:\/\//i.test(url)) out[link] = url;
  }
  return out;
}

export function createShellApi(tokens: TokenStore = tokenStore, rest: RestClient = createRestClient(tokens)): ShellApi {
  const graphql = createGraphqlCall(tokens);

  return {
    async appConfig() {
      return normaliseAppConfig(await rest<Partial<AppConfig>>('/app-config', { auth: false }));
    },
    // the customer switch's call: one query for both
    whitelabelPartner: fetchWhitelabelPartner,
    async myInviteCount() {
      const data = await graphql<{ myInvites: { totalCount: number } }>(
        'query MyInviteCount { myInvites(take: 1) { totalCount } }',
      );
      return data.myInvites?.totalCount ?? 0;
    },
    async alertBell(customerId: string, take?: number) {
      const data = await graphql<{ alertNotifications: AlertBell }>(
        'query AlertBell($customerId: String!, $take: Int) { alertNotifications(customerId: $customerId, take: $take) { unreadCount data { _id kind subjectName createdAt unread } } }',
        { customerId, take: take ?? null },
      );
      return data.alertNotifications;
    },
    async markAlertsRead(customerId: string) {
      await graphql('mutation MarkAlertsRead($customerId: String!) { markAlertsRead(customerId: $customerId) }', {
        customerId,
      });
    },
    async alertSettings(customerId: string) {
      const data = await graphql<{ alertSettings: AlertSettings }>(
        'query AlertSettings($customerId: String!) { alertSettings(customerId: $customerId) { recipients offlineMinutes } }',
        { customerId },
      );
      return data.alertSettings;
    },
    async saveAlertSettings(customerId: string, settings: AlertSettings) {
      const data = await graphql<{ updateAlertSettings: AlertSettings }>(
        'mutation SaveAlertSettings($data: UpdateAlertSettingsInput!) { updateAlertSettings(data: $data) { recipients offlineMinutes } }',
        { data: { customerId, ...settings } },
      );
      return data.updateAlertSettings;
    },
    async licenseUtilization(customerId: string) {
      const data = await graphql<{ licenseUtilization: LicenseUtilization | null }>(
        'query CustomerLicenseUtilization($customerId: String!) { licenseUtilization(customerId: $customerId) { customerId isValid license usage } }',
        { customerId },
      );
      return data.licenseUtilization ?? null;
    },
    async customerPlugins(customerId: string) {
      const data = await graphql<{
        customers: { data: { plugins: Record<string, { active?: boolean } | null> | null }[] };
      }>(
        `
          query CustomerShellPlugins($customerIds: [String!]) {
            customers(customerIds: $customerIds, take: 1) {
              data {
                plugins {
                  _id
                  analytics {
                    active
                    productTier
                  }
                  cms {
                    active
                  }
                  appLogin {
                    active
                  }
                  boostcom {
                    active
                  }
                  cidaas {
                    active
                  }
                  cooldown {
                    active
                  }
                  deviceAccount {
                    active
                  }
                  externalLogin {
                    active
                  }
                  reos {
                    active
                  }
                  voucherSms {
                    active
                  }
                  concurrentUser {
                    active
                    value
                  }
                  slaStatus {
                    active
                    partner
                    email
                  }
                }
              }
            }
          }
        `,
        { customerIds: [customerId] },
      );
      return data.customers?.data?.[0]?.plugins ?? null;
    },
  };
}

let api: ShellApi | null = null;
let appConfigPromise: Promise<AppConfig> | null = null;

export function shellApi(): ShellApi {
  return (api ??= createShellApi());
}

/** Replace the shell's calls (tests); `null` restores the real ones. Clears the app-config cache. */
export function setShellApi(next: ShellApi | null): void {
  api = next;
  appConfigPromise = null;
}

/**
 * The app configuration, loaded once per page load. A failure (offline, older server) gives the
 * defaults and is retried on the next call.
 */
export function loadAppConfig(): Promise<AppConfig> {
  return (appConfigPromise ??= shellApi()
    .appConfig()
    .catch(() => {
      appConfigPromise = null;
      return normaliseAppConfig(null);
    }));
}
