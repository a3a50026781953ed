// Configuration from the environment, with defaults that let `npm start` run with nothing set.
import { isIP } from 'node:net';
import path from 'node:path';
import { RADIUS_ACCT_PORT, RADIUS_AUTH_PORT, RADIUS_SERVER_COUNT } from '../../src/domain/constants';

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
  /** Other origins allowed to call the API from a browser (CORS_ORIGINS, comma-separated); none by default. */
  corsOrigins: string[];
  /** Show the work-in-progress banner. */
  wipBanner: boolean;
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
  /** Base URL of the portal as users reach it, for links in mails (no trailing slash). */
  publicUrl: string;
  /** RADIUS server addresses shown to technicians (at most 3; default: defaultRadiusServers). */
  radiusServers: string[];
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
    corsOrigins: list(env.CORS_ORIGINS, []),
    wipBanner: env.WIP_BANNER === 'true',
    staticDir: path.resolve(root, env.STATIC_DIR ?? 'dist'),
    introspection: env.NODE_ENV === 'development' || env.GRAPHQL_INTROSPECTION === 'true',
    seedDemo: env.SEED_DEMO !== 'false',
    demoCustomers: env.DEMO_CUSTOMERS ? Number(env.DEMO_CUSTOMERS) : undefined,
    demoTraffic: env.DEMO_TRAFFIC !== 'off',
    logRequests: env.LOG_REQUESTS === 'true',
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
    radiusServers: radiusServers.length ? radiusServers : defaultRadiusServers(publicUrl),
    publicUrl,
  };
}
