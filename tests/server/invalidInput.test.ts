// Bad input loses nothing (issue 12): a corpus generated from the schema sends every mutation, as
// an operator who may do everything, with one invalid value at a time in every argument and input
// field — oversize strings and lists, NUL bytes, impossible dates, out-of-range numbers, malformed
// ids, customer ids, MACs, IPs, URLs, expiry formulas and injection strings. Every answer is a
// refusal with a code (BAD_USER_INPUT names its field), never an internal error, and not one row of
// any customer's data changed.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { queryRows } from '../../server/platform/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { HOTEL, USERS } from './helpers';
import { SCHEMA } from './schemaSamples';

const ID = '0123456789abcdef01234567';

/** A type-correct value (required input fields only, and an update's `updatedAt`, without which it is refused first). */
function sample(type: GraphQLInputType, name = ''): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (isListType(type)) return [sample(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields()))
      if (isNonNullType(f.type) || f.name === 'updatedAt') out[f.name] = sample(f.type, f.name);
    return out;
  }
  if (!isScalarType(type)) return null;
  if (type.name === 'Int' || type.name === 'Float') return 1;
  if (type.name === 'Boolean') return false;
  if (type.name === 'ID') return ID;
  if (type.name === 'DateTime') return '2030-01-01T00:00:00.000Z';
  if (type.name === 'JSON') return {};
  return /customerId/i.test(name) ? HOTEL : 'corpus';
}

/** Invalid values for a leaf, by its type and name. */
function invalidValues(type: GraphQLInputType, name: string): { label: string; value: unknown }[] {
  const named = getNamedType(type);
  const out: { label: string; value: unknown }[] = [];
  if (isListType(isNonNullType(type) ? type.ofType : type)) {
    const item = sample((isNonNullType(type) ? type.ofType : type) as GraphQLInputType, name) as unknown[];
    out.push({ label: 'a list of 10,001', value: Array.from({ length: 10_001 }, () => item[0]) });
  }
  if (!isScalarType(named)) return out;
  switch (named.name) {
    case 'String':
      out.push({ label: '100,001 characters', value: 'x'.repeat(100_001) }, { label: 'a NUL byte', value: 'a\u0000b' });
      if (/customerId/i.test(name)) out.push({ label: 'customerId injection', value: "K100001' OR '1'='1" });
      if (/mac/i.test(name)) out.push({ label: 'a bad MAC', value: 'ZZ:ZZ:ZZ:ZZ:ZZ:ZZ' });
      if (/^ips?$|[a-z]Ips?$/.test(name)) out.push({ label: 'a bad IP', value: '999.1.1.1' });
      if (/url|website/i.test(name)) out.push({ label: 'a script URL', value: 'javascript:alert(1)' });
      if (/expires|expiry/i.test(name)) out.push({ label: 'a bad expiry formula', value: 'next blue moon' });
      break;
    case 'ID':
      out.push({ label: 'an id injection', value: "x' OR 1=1 --" }, { label: 'a NUL id', value: 'ab\u0000' });
      break;
    case 'DateTime':
      out.push(
        { label: 'an impossible date', value: '2026-02-30T00:00:00Z' },
        { label: 'no date', value: 'yesterday' },
      );
      break;
    case 'Int':
      out.push({ label: 'beyond 32 bits', value: 2 ** 31 }, { label: 'a fraction', value: 1.5 });
      break;
    case 'Float':
      out.push({ label: 'a string', value: 'NaN' });
      break;
  }
  return out;
}

interface Case {
  label: string;
  query: string;
  variables: Record<string, unknown>;
}

/** For every argument and (nested) input field path: the base variables with one invalid value. */
function casesOf(field: GraphQLField<unknown, unknown>): Case[] {
  const base = Object.fromEntries(field.args.map((a) => [a.name, sample(a.type, a.name)]));
  const decl = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const ret = getNamedType(field.type);
  const query = `mutation Corpus${decl ? `(${decl})` : ''} { ${field.name}${args ? `(${args})` : ''}${isObjectType(ret) ? ' { __typename }' : ''} }`;
  const cases: Case[] = [];
  const visit = (type: GraphQLInputType, name: string, pathParts: string[], depth: number) => {
    for (const bad of invalidValues(type, name)) {
      const variables = structuredClone(base);
      let target = variables as Record<string, unknown>;
      for (const p of pathParts.slice(0, -1)) {
        target[p] ??= {};
        target = target[p] as Record<string, unknown>;
      }
      target[pathParts[pathParts.length - 1]] = bad.value;
      cases.push({ label: `${field.name} ${pathParts.join('.')}: ${bad.label}`, query, variables });
    }
    const named = getNamedType(type);
    if (isInputObjectType(named) && depth < 3 && !isListType(isNonNullType(type) ? type.ofType : type))
      for (const f of Object.values(named.getFields())) visit(f.type, f.name, [...pathParts, f.name], depth + 1);
  };
  for (const a of field.args) visit(a.type, a.name, [a.name], 0);
  return cases;
}

const mutations = Object.values(
  (
    SCHEMA.getType('Mutation') as unknown as { getFields(): Record<string, GraphQLField<unknown, unknown>> }
  ).getFields(),
).filter((f) => f.name !== '_noop');
const CORPUS = mutations.flatMap(casesOf);

let s: TestServer;
let token: string;

/** A fingerprint of every table that holds customer data or users. */
async function fingerprint(): Promise<string> {
  const tables = (
    await queryRows<{ table_name: string }>(
      s.db,
      `select table_name from information_schema.columns where table_schema = 'public'
         and column_name in ('customer_id', 'user_id', 'email')
         and table_name not in ('audit_log', 'auth_throttle', 'mail_outbox')
       group by table_name order by table_name`,
      [],
    )
  ).map((r) => r.table_name);
  const parts: string[] = [];
  for (const t of tables) {
    const [r] = await queryRows<{ h: string | null }>(
      s.db,
      `select md5(string_agg(x::text, '|' order by x::text)) as h from "${t}" x`,
      [],
    );
    parts.push(`${t}:${r?.h ?? '-'}`);
  }
  return parts.join('\n');
}

// The grid and the corpus check what the server does before and around the database, the same
// code on both databases: they run on the embedded one only (the suite's time budget); the crash,
// isolation and module tests cover PostgreSQL itself.
const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  if (onPostgres) return;
  s = await startTestServer();
  token = (await s.login(USERS.operator)).accessToken;
});
afterAll(() => s?.close());

describe.skipIf(onPostgres)('invalid-input corpus', () => {
  it('has cases for every mutation', () => {
    const covered = new Set(CORPUS.map((c) => c.label.split(' ')[0]));
    expect(mutations.filter((m) => m.args.length && !covered.has(m.name)).map((m) => m.name)).toEqual([]);
    console.info(`invalid-input corpus: ${CORPUS.length} cases over ${mutations.length} mutations`);
  });

  it('refuses every invalid value with a code (BAD_USER_INPUT naming a field), never an internal error, and changes nothing', async () => {
    const before = await fingerprint();
    const wrong: string[] = [];
    // UNAUTHENTICATED: the invitation link's operations want the link's token, not a sign-in.
    const ALLOWED = new Set([
      'UNAUTHENTICATED',
      'BAD_USER_INPUT',
      'NOT_FOUND',
      'FORBIDDEN',
      'CONFLICT',
      'LICENCE_EXCEEDED',
      'BAD_REQUEST',
    ]);
    for (const c of CORPUS) {
      const res = await fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: c.query, variables: c.variables }),
      });
      const text = await res.text();
      let body: {
        data?: Record<string, unknown> | null;
        errors?: { extensions?: { code?: string; field?: string } }[];
      };
      try {
        body = JSON.parse(text);
      } catch {
        wrong.push(`${c.label}: HTTP ${res.status} ${text.slice(0, 120)}`);
        continue;
      }
      const ext = body.errors?.[0]?.extensions;
      if (res.status >= 500 || !ext?.code || !ALLOWED.has(ext.code))
        wrong.push(`${c.label}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 160)}`);
      else if (ext.code === 'BAD_USER_INPUT' && !ext.field) wrong.push(`${c.label}: BAD_USER_INPUT without a field`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint()).toBe(before);
  }, 600_000);
});
