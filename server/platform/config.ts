// Configuration from the environment, with defaults that let `npm start` run with nothing set.
import { isIP } from 'node:net';
import path from 'node:path';
import { LOG_LEVELS } from './log';
import {
  PARTNER_LINKS,
  RADIUS_ACCT_PORT,
  RADIUS_AUTH_PORT,
  RADIUS_SERVER_COUNT,
  type PartnerLink,
} from '../../src/domain/constants';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  /**
   * DATABASE_MIGRATION_URL: the tables' owner, for migrations and ANALYZE, when DATABASE_URL is a login
   * role that owns nothing (row-level security then holds even against RESET ROLE; docs/security.md).
   */
  databaseMigrationUrl?: string;
  /** A streaming replica of DATABASE_URL for lists and analytics (docs/scaling.md). */
  databaseReadUrl?: string;
  /** PGlite data directory (ignored when databaseUrl is set). */
  dataDir: string;
  /** HS256 secret for access tokens; generated once and stored in the database when unset. */
  tokenSecret?: string;
  /** Mail-domain suffixes that mark support users (seed 000 §6). */
  supportMailDomains: string[];
  /** IANA zone of analytics days, weeks and months (ANALYTICS_TIMEZONE); unset: the stored one, first Europe/Berlin. */
  analyticsTimezone?: string;
  /** Base URL of the content service for partner logos, as the browser sees it. */
  contentUrl: string;
  /** Optional links shown by the portal. */
  supportUrl?: string;
  imprintUrl?: string;
  /** Recipient of licence enquiries when the customer has no SLA e-mail. */
  supportEmail?: string;
  /** External CMS the menu links to for customers with an active cms plugin. */
  cmsUrl?: string;
  /**
   * The partner links of the partner page (seed 000 §9: price list, FAQ, sheet), each from its variable
   * (PARTNER_PRICE_LIST_URL, PARTNER_FAQ_URL, PARTNER_SHEET_URL); an unset one is not shown.
   */
  partnerLinks: Partial<Record<PartnerLink, string>>;
  /** LICENCE_PRICE_PER_USER: the monthly price in EUR of one concurrent user (licence enquiry, order form). */
  licencePricePerUser?: number;
  /** Other origins allowed to call the API from a browser (CORS_ORIGINS, comma-separated); none by default. */
  corsOrigins: string[];
  /** Show the work-in-progress banner. */
  wipBanner: boolean;
  /**
   * SECOND_FACTOR_FOR_STAFF: operators (a grant on every customer) and partner staff must sign in with
   * a second factor (TOTP); who has none is led to enrol after the password (docs/security.md).
   */
  secondFactorForStaff: boolean;
  /** Built web app to serve (history-path fallback to index.html). */
  staticDir: string;
  /** Allow GraphQL introspection (development only). */
  introspection: boolean;
  /** Seed the demo installation when the database is empty. */
  seedDemo: boolean;
  /** Customers of the demo installation (default 40; e.g. 10000 to try the customer switch at scale). */
  demoCustomers?: number;
  /** DEMO_TRAFFIC=off: the demo without its analytics traffic (faster; tests that do not read it). */
  demoTraffic: boolean;
  /** Log one line per request. */
  logRequests: boolean;
  /** The bearer token a Prometheus scraper sends to GET /metrics; unset: no /metrics (server/platform/metrics.ts). */
  metricsToken?: string;
  /** The RADIUS server (UDP); null: off (RADIUS=off). */
  radius: { host: string; authPort: number; acctPort: number } | null;
  /**
   * The in-process stand-ins for a partner login page and an app (docs/external-login.md); STAND_INS=off
   * removes them. They act only for login templates whose splash URL is theirs.
   */
  standIns: boolean;
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); unset: the local outbox (docs/mail.md). */
  smtpUrl?: string;
  /** Sender of every mail. */
  mailFrom: string;
  /** Port of the local outbox's SMTP server on 127.0.0.1 (0: a free port). */
  mailOutboxPort: number;
  /** The SMSC for SMS login codes (smpp://system_id:password@host:port); unset: the local SMS outbox (docs/sms.md). */
  smsSmppUrl?: string;
  /** Port of the local SMS outbox's SMPP server on 127.0.0.1 (0: a free port). */
  smsOutboxPort: number;
  /** The loyalty club's API (BOOSTCOM_LOGIN, docs/boostcom.md); unset: the local stand-in under PUBLIC_URL. */
  boostcomApiUrl?: string;
  /** Base URL of the portal as users reach it, for links in mails (no trailing slash). */
  publicUrl: string;
  /** RADIUS server addresses shown to technicians (at most 3; default: defaultRadiusServers). */
  radiusServers: string[];
  /**
   * WEBHOOK_ALLOW_PRIVATE=true: webhooks may go to loopback, private, link-local and the other
   * refused addresses (server/platform/outbound.ts; a development or on-premises receiver). Default off.
   */
  webhookAllowPrivate: boolean;
}

const list = (v: string | undefined, fallback: string[]) =>
  v === undefined
    ? fallback
    : v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/**
 * The RADIUS servers technicians enter when RADIUS_SERVERS is unset: the three of seed 000 §9,
 * radius1 to radius3 below the host of PUBLIC_URL (docs/decisions.md D221). The demo on localhost
 * gets radius1.localhost …, names that resolve to the loopback address (RFC 6761), where its RADIUS
 * server listens. An IP address has no names below it: then that address alone.
 */
export function defaultRadiusServers(publicUrl: string): string[] {
  let host: string;
  try {
    host = new URL(publicUrl).hostname;
  } catch {
    return [];
  }
  if (isIP(host) || host.startsWith('[')) return [host];
  return Array.from({ length: RADIUS_SERVER_COUNT }, (_, i) => `radius${i + 1}.${host}`);
}

/** The partner links that are set, in the order of seed 000 §9. */
function partnerLinks(urls: Record<PartnerLink, string | undefined>): Partial<Record<PartnerLink, string>> {
  const out: Partial<Record<PartnerLink, string>> = {};
  for (const link of PARTNER_LINKS) if (urls[link]) out[link] = urls[link];
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = process.cwd();
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${Number(env.PORT ?? 3000)}`).replace(/\/+$/, '');
  const radiusServers = list(env.RADIUS_SERVERS, []).slice(0, RADIUS_SERVER_COUNT);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseMigrationUrl: env.DATABASE_MIGRATION_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data/pglite'),
    tokenSecret: env.TOKEN_SECRET || undefined,
    supportMailDomains: list(env.SUPPORT_MAIL_DOMAINS, ['support.hotspot-portal.test']),
    analyticsTimezone: env.ANALYTICS_TIMEZONE || undefined,
    contentUrl: env.CONTENT_URL ?? '/content',
    supportUrl: env.SUPPORT_URL || undefined,
    imprintUrl: env.IMPRINT_URL || undefined,
    supportEmail: env.SUPPORT_EMAIL || undefined,
    cmsUrl: env.CMS_URL || undefined,
    partnerLinks: partnerLinks({
      priceList: env.PARTNER_PRICE_LIST_URL,
      faq: env.PARTNER_FAQ_URL,
      sheet: env.PARTNER_SHEET_URL,
    }),
    licencePricePerUser: env.LICENCE_PRICE_PER_USER ? Number(env.LICENCE_PRICE_PER_USER) : undefined,
    corsOrigins: list(env.CORS_ORIGINS, []),
    wipBanner: env.WIP_BANNER === 'true',
    secondFactorForStaff: env.SECOND_FACTOR_FOR_STAFF === 'true',
    staticDir: path.resolve(root, env.STATIC_DIR ?? 'dist'),
    introspection: env.NODE_ENV === 'development' || env.GRAPHQL_INTROSPECTION === 'true',
    seedDemo: env.SEED_DEMO !== 'false',
    demoCustomers: env.DEMO_CUSTOMERS ? Number(env.DEMO_CUSTOMERS) : undefined,
    demoTraffic: env.DEMO_TRAFFIC !== 'off',
    logRequests: env.LOG_REQUESTS === 'true',
    metricsToken: env.METRICS_TOKEN || undefined,
    radius:
      env.RADIUS === 'off'
        ? null
        : {
            host: env.RADIUS_HOST ?? env.HOST ?? '127.0.0.1',
            authPort: Number(env.RADIUS_AUTH_PORT ?? RADIUS_AUTH_PORT),
            acctPort: Number(env.RADIUS_ACCT_PORT ?? RADIUS_ACCT_PORT),
          },
    standIns: env.STAND_INS !== 'off',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Hotspot Portal <no-reply@hotspot-portal.test>',
    mailOutboxPort: Number(env.MAIL_OUTBOX_PORT ?? 0),
    smsSmppUrl: env.SMS_SMPP_URL || undefined,
    smsOutboxPort: Number(env.SMS_OUTBOX_PORT ?? 0),
    boostcomApiUrl: env.BOOSTCOM_API_URL || undefined,
    radiusServers: radiusServers.length ? radiusServers : defaultRadiusServers(publicUrl),
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    publicUrl,
  };
}

/** What a variable must hold; `null` when the value is acceptable, else the problem in a few words. */
type Rule = (value: string) => string | null;

const integer =
  (min: number, max: number): Rule =>
  (v) =>
    /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max ? null : `must be a whole number from ${min} to ${max}`;
const port = (allowZero: boolean) => integer(allowZero ? 0 : 1, 65535);
const oneOf =
  (...values: string[]): Rule =>
  (v) =>
    values.includes(v) ? null : `must be one of ${values.map((x) => `"${x}"`).join(', ')}`;
const url =
  (...protocols: string[]): Rule =>
  (v) => {
    let u: URL;
    try {
      u = new URL(v);
    } catch {
      return `must be a URL (${protocols.map((p) => `${p}//…`).join(' or ')})`;
    }
    return protocols.includes(u.protocol) ? null : `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`;
  };
const each =
  (rule: Rule): Rule =>
  (v) => {
    for (const item of v.split(',').map((s) => s.trim())) {
      if (!item) continue;
      const problem = rule(item);
      if (problem) return `"${item}" ${problem}`;
    }
    return null;
  };
const zone: Rule = (v) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return null;
  } catch {
    return 'must be an IANA time zone such as Europe/Berlin';
  }
};
const host: Rule = (v) =>
  isIP(v) || /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(v)
    ? null
    : 'must be an IP address or a host name';
const mailbox: Rule = (v) =>
  /^[^\s@<>]+@[^\s@<>]+$/.test(v) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/.test(v)
    ? null
    : 'must be an e-mail address (name@domain or "Name <name@domain>")';
const bytes: Rule = (v) => (/^\d+(kB|MB|GB)?$/.test(v) ? null : 'must be a size such as 64MB');
const POSTGRES = url('postgres:', 'postgresql:');
const WEB = url('http:', 'https:');

/**
 * Every variable the server reads (README, "Configuration"), with what it must hold. A variable that is
 * unset or empty takes its default and is not checked.
 */
export const CONFIG_RULES: Readonly<Record<string, Rule>> = {
  PORT: port(true),
  HOST: host,
  DATABASE_URL: POSTGRES,
  DATABASE_MIGRATION_URL: POSTGRES,
  DATABASE_READ_URL: POSTGRES,
  PGLITE_SHARED_BUFFERS: bytes,
  PGLITE_LIFTOFF: oneOf('on', 'off'),
  TOKEN_SECRET: (v) => (v.length >= 32 ? null : 'must be at least 32 characters long'),
  SUPPORT_MAIL_DOMAINS: each(host),
  ANALYTICS_TIMEZONE: zone,
  CONTENT_URL: (v) => (v.startsWith('/') ? null : WEB(v)),
  SUPPORT_URL: WEB,
  IMPRINT_URL: WEB,
  SUPPORT_EMAIL: mailbox,
  CMS_URL: WEB,
  PARTNER_PRICE_LIST_URL: WEB,
  PARTNER_FAQ_URL: WEB,
  PARTNER_SHEET_URL: WEB,
  LICENCE_PRICE_PER_USER: (v) =>
    /^\d{1,6}(\.\d{1,2})?$/.test(v) ? null : 'must be an amount in euros such as 1.50 (at most 999999.99)',
  CORS_ORIGINS: each(WEB),
  WIP_BANNER: oneOf('true', 'false'),
  SECOND_FACTOR_FOR_STAFF: oneOf('true', 'false'),
  GRAPHQL_INTROSPECTION: oneOf('true', 'false'),
  SEED_DEMO: oneOf('true', 'false'),
  DEMO_CUSTOMERS: integer(1, 100_000),
  DEMO_TRAFFIC: oneOf('on', 'off'),
  LOG_REQUESTS: oneOf('true', 'false'),
  LOG_LEVEL: oneOf(...LOG_LEVELS),
  METRICS_TOKEN: (v) => (v.length >= 16 ? null : 'must be at least 16 characters long'),
  RADIUS: oneOf('on', 'off'),
  RADIUS_HOST: host,
  RADIUS_AUTH_PORT: port(true),
  RADIUS_ACCT_PORT: port(true),
  RADIUS_SERVERS: each((v) => host(v.replace(/:\d{1,5}$/, ''))),
  STAND_INS: oneOf('on', 'off'),
  NAS_STAND_IN: oneOf('on', 'off'),
  DYNAMIC_AUTH_PORT: port(false),
  SMTP_URL: url('smtp:', 'smtps:'),
  MAIL_FROM: mailbox,
  MAIL_OUTBOX_PORT: port(true),
  SMS_SMPP_URL: url('smpp:', 'smpps:'),
  SMS_OUTBOX_PORT: port(true),
  BOOSTCOM_API_URL: url('https:', 'http:'),
  WEBHOOK_ALLOW_PRIVATE: oneOf('true', 'false'),
  PUBLIC_URL: WEB,
  DATA_DIR: (v) => (v.includes('\0') ? 'must be a directory path' : null),
  STATIC_DIR: (v) => (v.includes('\0') ? 'must be a directory path' : null),
};

/**
 * The configuration's problems, one line each ("PORT=abc: must be a whole number from 0 to 65535"):
 * the server prints them and exits 1 before it opens anything (server/main.ts), instead of failing
 * later at listen() or at the first mail.
 */
export function configProblems(env: NodeJS.ProcessEnv = process.env, rules = CONFIG_RULES): string[] {
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(rules)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const problem = rule(value);
    if (problem) problems.push(`${name}=${JSON.stringify(value).slice(1, -1)}: ${problem}`);
  }
  return problems;
}
