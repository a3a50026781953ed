// Optimistic concurrency without a silent way around it (issue 33): every update mutation whose
// input carries `updatedAt` refuses an update without it — BAD_USER_INPUT on `updatedAt` with a
// catalogue message (German and English) — and writes nothing; with the loaded `updatedAt` it
// updates, with an older one it answers CONFLICT. Found by walking the schema, so a new update input
// with `updatedAt` is covered without a line here.
import { getNamedType, isInputObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueDe } from '../../src/i18n/catalogue';
import { catalogueEn } from '../../src/i18n/catalogue.en';
import { startTestServer, type TestServer } from './harness';
import { CREATE_VOUCHER, HOTEL, UPDATE_VOUCHER, USERS, expectGqlError, ok, type VoucherRow } from './helpers';
import { operationDocument, rootFields, sample } from './schemaSamples';

const VERSIONED = rootFields('Mutation').filter((f) =>
  f.args.some((a) => {
    const named = getNamedType(a.type);
    return isInputObjectType(named) && 'updatedAt' in named.getFields();
  }),
);

let s: TestServer;
let hotel: string;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
});
afterAll(() => s?.close());

const ONE = `query V($ids: [ID!]) { vouchers(ids: $ids) { data { _id description updatedAt } } }`;
const load = async (id: string) =>
  ok(
    await s.gql<{ vouchers: { data: { description: string | null; updatedAt: string }[] } }>(hotel, ONE, { ids: [id] }),
  ).vouchers.data[0]!;

describe('updates name the version they were loaded with', () => {
  it('covers every update input with updatedAt (19 mutations)', () => {
    expect(VERSIONED.map((f) => f.name).sort()).toEqual([
      'partnerLeadVendorUpdate',
      'updateCustomerPlugins',
      'updateDeviceAccount',
      'updateHotspotAccount',
      'updateHotspotAccountTemplate',
      'updateHotspotDevice',
      'updateHotspotDeviceConfig',
      'updateHotspotLoginTemplate',
      'updateImprint',
      'updateLocation',
      'updateLocationGroup',
      'updateMember',
      'updatePartnerLead',
      'updateTemplate',
      'updateTemplateBundle',
      'updateTermsOfUse',
      'updateUserInvite',
      'updateVoucher',
      'updateWebhookEndpoint',
    ]);
    expect(catalogueDe.errors.updatedAtRequired).toBeTruthy();
    expect(catalogueEn.errors.updatedAtRequired).toBeTruthy();
  });

  it('refuses every one of them without updatedAt: BAD_USER_INPUT on updatedAt, the catalogue message', async () => {
    const wrong: string[] = [];
    for (const field of VERSIONED) {
      const vars: Record<string, unknown> = {};
      for (const a of field.args) vars[a.name] = sample(a.type);
      for (const v of Object.values(vars))
        if (v && typeof v === 'object') delete (v as { updatedAt?: unknown }).updatedAt;
      const { query, variables } = operationDocument('Mutation', field, vars);
      const r = await s.gql(hotel, query, variables);
      const e = r.errors?.[0]?.extensions;
      if (e?.code !== 'BAD_USER_INPUT' || e.field !== 'updatedAt' || e.i18n !== 'errors.updatedAtRequired')
        wrong.push(`${field.name}: ${JSON.stringify(r.errors?.[0] ?? r.data).slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('writes nothing without it (also with updatedAt: null), updates with it, answers CONFLICT when stale', async () => {
    const created = ok(
      await s.gql<{ createVoucher: VoucherRow }>(hotel, CREATE_VOUCHER, {
        data: { customerId: HOTEL, description: 'v1' },
      }),
    ).createVoucher;
    const loaded = await load(created._id);

    const without = expectGqlError(
      await s.gql(hotel, UPDATE_VOUCHER, { data: { _id: created._id, description: 'silent' } }),
      'BAD_USER_INPUT',
      'updatedAt',
    );
    expect(without.extensions?.i18n).toBe('errors.updatedAtRequired');
    expectGqlError(
      await s.gql(hotel, UPDATE_VOUCHER, { data: { _id: created._id, updatedAt: null, description: 'silent' } }),
      'BAD_USER_INPUT',
      'updatedAt',
    );
    // Written as a literal in the document, too.
    expectGqlError(
      await s.gql(hotel, `mutation { updateVoucher(data: { _id: "${created._id}", description: "silent" }) }`),
      'BAD_USER_INPUT',
      'updatedAt',
    );
    expect(await load(created._id)).toEqual(loaded);

    ok(
      await s.gql(hotel, UPDATE_VOUCHER, {
        data: { _id: created._id, updatedAt: loaded.updatedAt, description: 'v2' },
      }),
    );
    expect((await load(created._id)).description).toBe('v2');
    // The version loaded before that change is stale now.
    expectGqlError(
      await s.gql(hotel, UPDATE_VOUCHER, {
        data: { _id: created._id, updatedAt: loaded.updatedAt, description: 'v3' },
      }),
      'CONFLICT',
      'updatedAt',
    );
    expect((await load(created._id)).description).toBe('v2');
  });

  it('tells a caller without a token to sign in first', async () => {
    const r = await s.gql(null, UPDATE_VOUCHER, { data: { _id: '0123456789abcdef01234567', description: 'x' } });
    expectGqlError(r, 'UNAUTHENTICATED');
  });
});
