/**
 * DNS statistics of a location (seed 001 §2 "Locations analytics": requests, blocked requests, threat
 * requests, applications, categories, domains; issue 11 "an authenticated ingestion endpoint per
 * location … bad records refused with a clear error and nothing of them stored").
 *
 * The record check of POST /api/dns-stats/{locationId} (docs/dns-statistics.md), pure so that it is
 * tested without a server: a batch is accepted whole or refused at its FIRST bad value, named by its
 * path (`records.3.domains.0.name`). The server stores nothing of a refused batch.
 */
import { hasControlChars, invalid, parseIsoDate, type Invalid } from './validation';

/** Largest request body (bytes). */
export const DNS_STATS_MAX_BODY = 1024 * 1024;
/** Most records of one batch. */
export const DNS_STATS_MAX_RECORDS = 1000;
/** Most domains, applications or categories of one record. */
export const DNS_STATS_MAX_ENTRIES = 500;
/** Longest name (a DNS name has at most 253 characters; the same bound for applications and categories). */
export const DNS_STATS_MAX_NAME = 253;
/** Largest count of one record or entry. */
export const DNS_STATS_MAX_COUNT = 1_000_000_000;
/** Oldest record accepted: a resolver may deliver a backlog, but nothing the analytics range (366 days) cannot show. */
export const DNS_STATS_MAX_AGE_DAYS = 400;
/** A record may lie this far in the future (clock skew of the resolver). */
export const DNS_STATS_MAX_FUTURE_MS = 5 * 60 * 1000;

/** The lists of a record and the dimension their entries are stored under (dns_stats_entries.dimension). */
export const DNS_ENTRY_LISTS = { domains: 'domain', applications: 'application', categories: 'category' } as const;
export type DnsEntryList = keyof typeof DNS_ENTRY_LISTS;
export type DnsEntryDimension = (typeof DNS_ENTRY_LISTS)[DnsEntryList];

export interface DnsCounts {
  requests: number;
  blocked: number;
  threats: number;
}
export interface DnsEntryRecord extends DnsCounts {
  /** Domains lowercased, without a trailing dot; applications and categories trimmed. */
  name: string;
}
export interface DnsStatsRecord extends DnsCounts {
  /** The moment (ms since the epoch). */
  time: number;
  domains: DnsEntryRecord[];
  applications: DnsEntryRecord[];
  categories: DnsEntryRecord[];
}

/** What is wrong, where: `field` is the JSON path, `message` English, `i18n` the catalogue rule when one fits. */
export interface DnsStatsProblem {
  field: string;
  message: string;
  i18n?: string;
  args?: Record<string, unknown>;
}

export type DnsStatsCheck = { ok: true; records: DnsStatsRecord[] } | { ok: false; problem: DnsStatsProblem };

const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;

/**
 * The stored form of a DNS name (lowercase, no trailing dot), or null when it is none: 1–253
 * characters, labels of 1–63 letters, digits, hyphens (not first or last) and underscores (service
 * names such as _dmarc appear in DNS queries); internationalised names in their ASCII form (xn--).
 */
export function normalizeDomain(value: string): string | null {
  const name = value.trim().toLowerCase().replace(/\.$/, '');
  if (!name || name.length > DNS_STATS_MAX_NAME) return null;
  return name.split('.').every((label) => LABEL.test(label)) ? name : null;
}

class Refused extends Error {
  constructor(public problem: DnsStatsProblem) {
    super(problem.message);
  }
}

const refuse = (field: string, message: string, rule?: Invalid): never => {
  throw new Refused({ field, message, ...(rule ? { i18n: rule.message, args: rule.args } : {}) });
};

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function count(value: unknown, field: string, max = DNS_STATS_MAX_COUNT): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    return refuse(field, 'must be a whole number', invalid('integer'));
  if (value < 0) return refuse(field, 'must not be negative', invalid('min_value', { min: 0 }));
  if (value > max) return refuse(field, `must be at most ${max}`, invalid('max_value', { max }));
  return value;
}

/** requests, blocked and threats of a record or entry at `path`; blocked and threats are part of the requests. */
function counts(o: Record<string, unknown>, path: string): DnsCounts {
  const requests = count(o.requests, `${path}.requests`);
  const blocked = count(o.blocked ?? 0, `${path}.blocked`, requests);
  const threats = count(o.threats ?? 0, `${path}.threats`, requests);
  return { requests, blocked, threats };
}

function entryName(value: unknown, field: string, list: DnsEntryList): string {
  if (typeof value !== 'string' || !value.trim()) return refuse(field, 'is required', invalid('required'));
  if (value.length > DNS_STATS_MAX_NAME)
    return refuse(
      field,
      `must be at most ${DNS_STATS_MAX_NAME} characters`,
      invalid('max', { max: DNS_STATS_MAX_NAME }),
    );
  if (hasControlChars(value)) return refuse(field, 'must not contain control characters', invalid('text'));
  if (list !== 'domains') return value.trim();
  return normalizeDomain(value) ?? refuse(field, 'must be a valid DNS name (ASCII, labels of at most 63 characters)');
}

function entries(value: unknown, path: string, list: DnsEntryList): DnsEntryRecord[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return refuse(path, 'must be a list');
  if (value.length > DNS_STATS_MAX_ENTRIES)
    return refuse(
      path,
      `at most ${DNS_STATS_MAX_ENTRIES} entries`,
      invalid('arrayMaxSize', { maxSize: DNS_STATS_MAX_ENTRIES }),
    );
  return value.map((e, i) => {
    const at = `${path}.${i}`;
    if (!isObject(e)) return refuse(at, 'must be an object');
    return { name: entryName(e.name, `${at}.name`, list), ...counts(e, at) };
  });
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function time(value: unknown, field: string, now: number): number {
  const min = now - DNS_STATS_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
  const max = now + DNS_STATS_MAX_FUTURE_MS;
  const window = invalid('date', { min: new Date(min).toISOString(), max: new Date(max).toISOString() });
  // A date-time with its zone: a bare date or a local time would be read in the server's zone.
  const t = typeof value === 'string' && ISO_DATE_TIME.test(value) ? parseIsoDate(value) : null;
  if (t === null || !/(Z|[+-]\d{2}:?\d{2})$/.test(String(value)))
    return refuse(field, 'must be an ISO-8601 date-time with a time zone', window);
  if (t < min) return refuse(field, `must not be older than ${DNS_STATS_MAX_AGE_DAYS} days`, window);
  if (t > max) return refuse(field, 'must not lie more than 5 minutes in the future', window);
  return t;
}

function record(value: unknown, path: string, now: number): DnsStatsRecord {
  if (!isObject(value)) return refuse(path, 'must be an object');
  return {
    time: time(value.time, `${path}.time`, now),
    ...counts(value, path),
    domains: entries(value.domains, `${path}.domains`, 'domains'),
    applications: entries(value.applications, `${path}.applications`, 'applications'),
    categories: entries(value.categories, `${path}.categories`, 'categories'),
  };
}

/**
 * Checks a whole batch `{ records: [...] }` at `now`: every record, every value. The first problem
 * refuses the batch. blocked and threats may be left out (0); requests may not. An empty list is
 * a batch of nothing (a resolver with a quiet quarter hour).
 */
export function checkDnsStatsBatch(body: unknown, now: number): DnsStatsCheck {
  try {
    if (!isObject(body)) return refuse('body', 'must be a JSON object');
    const list = body.records;
    if (!Array.isArray(list)) return refuse('records', 'must be a list', invalid('required'));
    if (list.length > DNS_STATS_MAX_RECORDS)
      return refuse(
        'records',
        `at most ${DNS_STATS_MAX_RECORDS} records`,
        invalid('arrayMaxSize', { maxSize: DNS_STATS_MAX_RECORDS }),
      );
    return { ok: true, records: list.map((r, i) => record(r, `records.${i}`, now)) };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, problem: e.problem };
    throw e;
  }
}
