// Every String and ID argument is bounded (issue 33): walking the schema (schema/*.graphql), every
// String/ID argument and input field of every query and mutation is sent one character over its
// bound and refused before any resolver runs — BAD_USER_INPUT naming it, with the bound. The bound
// is MAX_INPUT_ID for ids (ID, customerId, customerIds), MAX_INPUT_STRING for every other text, and
// longer only for the declared long texts (EXCEPTIONS below, the start-page texts of
// src/domain/startPage.ts). A new argument is covered without a line here; a new exception fails
// until it is listed, and no query argument may have one.
import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_PAGE_TEXT_MAX } from '../../src/domain/startPage';
import { MAX_INPUT_ID, MAX_INPUT_STRING, MAX_INPUT_TEXT } from '../../server/platform/input';
import { startTestServer, type TestServer } from './harness';
import { HOTEL, USERS, ok } from './helpers';
import { operationDocument, rootFields, sample, type RootField } from './schemaSamples';

/** The input fields that may carry more than MAX_INPUT_STRING (`InputType.field` → bound). */
const EXCEPTIONS: Readonly<Record<string, number>> = {
  'LocalizedTextInput.text': START_PAGE_TEXT_MAX,
  'TermsOfUseLocaleInput.terms': START_PAGE_TEXT_MAX,
  'TermsOfUseLocaleInput.privacy': START_PAGE_TEXT_MAX,
};

interface Leaf {
  /** The argument path: names of arguments and input fields (lists are entered at their first item). */
  path: string[];
  /** `InputType.field` of an input field, the argument's name for an argument. */
  owner: string;
  bound: number;
}

const isIdName = (name: string) => name === 'customerId' || name === 'customerIds';

/** Every String/ID leaf under an argument, with the bound the server must hold it to. */
function leavesOf(type: GraphQLInputType, path: string[], owner: string, name: string, seen: string[] = []): Leaf[] {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    if (seen.includes(named.name)) return [];
    return Object.values(named.getFields()).flatMap((f) =>
      leavesOf(f.type, [...path, f.name], `${named.name}.${f.name}`, f.name, [...seen, named.name]),
    );
  }
  if (!isScalarType(named) || (named.name !== 'String' && named.name !== 'ID')) return [];
  const bound = EXCEPTIONS[owner] ?? (named.name === 'ID' || isIdName(name) ? MAX_INPUT_ID : MAX_INPUT_STRING);
  return [{ path, owner, bound }];
}

const unwrap = (type: GraphQLInputType): GraphQLInputType => (isNonNullType(type) ? type.ofType : type);

/**
 * The variables of one case: the field's required arguments sampled, and the leaf at `path` set to
 * `value` (the input objects on the way sampled with their required fields, lists as one item).
 */
function variablesWith(field: RootField, path: string[], value: string): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  for (const a of field.args) if (isNonNullType(a.type)) vars[a.name] = sample(a.type);
  const arg = field.args.find((a) => a.name === path[0])!;
  const set = (holder: Record<string, unknown>, key: string, type: GraphQLInputType, rest: string[]): void => {
    const t = unwrap(type);
    if (isListType(t)) {
      const itemType = t.ofType as GraphQLInputType;
      if (rest.length === 0) {
        holder[key] = [value];
        return;
      }
      const list = Array.isArray(holder[key]) && (holder[key] as unknown[]).length ? (holder[key] as unknown[]) : [];
      const item =
        (list[0] as Record<string, unknown> | undefined) ?? (sample(unwrap(itemType)) as Record<string, unknown>);
      holder[key] = [item];
      stepInto(item, getNamedType(itemType) as GraphQLInputType, rest);
      return;
    }
    if (rest.length === 0) {
      holder[key] = value;
      return;
    }
    const obj = (holder[key] as Record<string, unknown> | undefined) ?? (sample(t) as Record<string, unknown>);
    holder[key] = obj;
    stepInto(obj, t, rest);
  };
  const stepInto = (obj: Record<string, unknown>, type: GraphQLInputType, rest: string[]) => {
    const named = getNamedType(type);
    if (!isInputObjectType(named)) throw new Error(`${path.join('.')}: ${named.name} is no input object`);
    const f = named.getFields()[rest[0]!]!;
    set(obj, rest[0]!, f.type, rest.slice(1));
  };
  set(vars, arg.name, arg.type, path.slice(1));
  return vars;
}

/** The field name the server reports: the path without the `data` wrapper. */
const reported = (path: string[]) => path.filter((p) => p !== 'data').join('.');

const casesOf = (root: 'Query' | 'Mutation') =>
  rootFields(root)
    .filter((f) => !f.name.startsWith('_'))
    .flatMap((field) =>
      field.args.flatMap((a) => leavesOf(a.type, [a.name], a.name, a.name).map((leaf) => ({ field, leaf }))),
    );

let s: TestServer;
let hotel: string;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
});
afterAll(() => s?.close());

async function overBound(root: 'Query' | 'Mutation'): Promise<{ checked: number; wrong: string[] }> {
  const wrong: string[] = [];
  const cases = casesOf(root);
  for (const { field, leaf } of cases) {
    const vars = variablesWith(field, leaf.path, 'x'.repeat(leaf.bound + 1));
    const { query, variables } = operationDocument(root, field, vars);
    const r = await s.gql(hotel, query, variables);
    const e = r.errors?.[0]?.extensions;
    const label = `${root}.${field.name} ${leaf.path.join('.')} (${leaf.bound + 1} characters)`;
    if (e?.code !== 'BAD_USER_INPUT' || e.field !== reported(leaf.path))
      wrong.push(`${label}: ${JSON.stringify(r.errors?.[0] ?? r.data).slice(0, 200)}`);
    else if (JSON.stringify(e.args) !== JSON.stringify({ max: leaf.bound }))
      wrong.push(`${label}: bound ${JSON.stringify(e.args)}, expected ${leaf.bound}`);
  }
  return { checked: cases.length, wrong };
}

describe('every String and ID argument is bounded', () => {
  it('declares long texts only where the domain allows them, and none on a query', () => {
    for (const bound of Object.values(EXCEPTIONS)) expect(bound).toBeLessThanOrEqual(MAX_INPUT_TEXT);
    expect(MAX_INPUT_STRING).toBeLessThan(MAX_INPUT_TEXT);
    expect(MAX_INPUT_ID).toBeLessThan(MAX_INPUT_STRING);
    const longQueryArgs = casesOf('Query').filter(({ leaf }) => leaf.bound > MAX_INPUT_STRING);
    expect(longQueryArgs.map(({ field, leaf }) => `${field.name} ${leaf.path.join('.')}`)).toEqual([]);
  });

  it('refuses one character over the bound in every argument of every query (filters included), naming it', async () => {
    const { checked, wrong } = await overBound('Query');
    expect(wrong).toEqual([]);
    // userInvites(email), locationGroups(locationId), auditLog(operation), analytics filters, sort keys …
    expect(checked).toBeGreaterThan(100);
  }, 120_000);

  it('refuses one character over the bound in every input field of every mutation, naming it', async () => {
    const { checked, wrong } = await overBound('Mutation');
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  }, 300_000);

  it('keeps the declared long texts: a terms-of-use text of 50,000 characters is stored', async () => {
    const terms = `<p>${'Lang. '.repeat(8_000)}</p>`;
    expect(terms.length).toBeGreaterThan(MAX_INPUT_STRING);
    const r = await s.gql<{ createTermsOfUse: string }>(
      hotel,
      `mutation C($data: CreateTermsOfUseInput!) { createTermsOfUse(data: $data) }`,
      {
        data: {
          customerId: HOTEL,
          name: 'Lange Bedingungen',
          locales: [{ lang: 'de', default: true, terms, privacy: terms }],
        },
      },
    );
    expect(ok(r).createTermsOfUse).toMatch(/^[0-9a-f]{24}$/);
  });
});
