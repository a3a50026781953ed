// Batches of WiFi codes as a unit (issue 39), through real GraphQL on PGlite and PostgreSQL: a batch
// creation records the batch; the batches list (paged, searchable, sortable) with its counts; a whole
// batch deactivated or deleted as the bulk mutations do it (disconnects of guests online, audit
// entries, webhook-free here), other batches untouched; its codes as a filter of the code list and
// its export; the permissions of the code operations.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { radiusDisconnects } from '../../server/access/disconnect/table';
import { radiusSessions } from '../../server/access/session/table';
import { voucherBatches, vouchers } from '../../server/access/wifi-code/table';
import { DEMO_BATCH_NAME } from '../../server/access/wifi-code/seed';
import { newObjectId } from '../../server/platform/ids';
import { makeHotspot } from './hotspotFixture';
import { startTestServer, type TestServer } from './harness';
import type { CodeBatch } from '../../src/generated/graphql';
import { CAFE, HOTEL, USERS, createBatch, expectGqlError, ok, vouchersOk } from './helpers';

/** A batch as the API answers it (the schema's CodeBatch). */
type Batch = Omit<CodeBatch, '__typename'>;
interface BatchPage {
  count: number;
  totalCount: number;
  hasNextPage: boolean;
  data: Batch[];
}

const BATCHES = `query B($customerIds: [String!], $search: String, $sort: [SortType!], $skip: Int, $take: Int, $ids: [ID!]) {
  voucherBatches(customerIds: $customerIds, search: $search, sort: $sort, skip: $skip, take: $take, ids: $ids) {
    count totalCount hasNextPage
    data { _id customerId name createdBy createdByName createdAt amount live active loginTemplateId
      loginTemplateName expires dynamicExpires }
  }
}`;
const DEACTIVATE_BATCH = `mutation D($customerId: String!, $id: ID!) { deactivateVoucherBatch(customerId: $customerId, _id: $id) }`;
const DELETE_BATCH = `mutation X($customerId: String!, $id: ID!) { deleteVoucherBatch(customerId: $customerId, _id: $id) }`;
const AUDIT_LOG = `query A($operation: String, $take: Int) {
  auditLog(operation: $operation, take: $take) { totalCount data { customerId operation objectIds outcome email } }
}`;

let s: TestServer;
let hotel: string;
let operator: string;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
}, 120_000);
afterAll(() => s?.close());

const batches = async (vars: Record<string, unknown>, token = hotel) =>
  ok(await s.gql<{ voucherBatches: BatchPage }>(token, BATCHES, { customerIds: [HOTEL], ...vars })).voucherBatches;

/** Creates a batch and answers it as the list shows it. */
async function made(amount: number, description: string, extra: Record<string, unknown> = {}): Promise<Batch> {
  const codes = ok(await createBatch(s, hotel, { customerId: HOTEL, amount, description, ...extra })).createVoucherBatch
    .codes;
  expect(codes).toHaveLength(amount);
  const [row] = await s.db
    .select({ batchId: vouchers.batchId })
    .from(vouchers)
    .where(and(eq(vouchers.customerId, HOTEL), eq(vouchers.code, codes[0])));
  expect(row?.batchId).toBeTruthy();
  const page = await batches({ ids: [row!.batchId] });
  expect(page.data).toHaveLength(1);
  return page.data[0];
}

const CODES = `query C($customerIds: [String!], $batchId: ID, $active: Boolean, $take: Int) {
  vouchers(customerIds: $customerIds, batchId: $batchId, active: $active, take: $take) {
    totalCount data { _id code description active batchId }
  }
}`;
type Code = { _id: string; code: string; description: string | null; active: boolean; batchId: string | null };
const codesOfBatch = async (batchId: string, vars: Record<string, unknown> = {}) =>
  ok(
    await s.gql<{ vouchers: { totalCount: number; data: Code[] } }>(hotel, CODES, {
      customerIds: [HOTEL],
      batchId,
      take: 1000,
      ...vars,
    }),
  ).vouchers;

const auditCount = async (operation: string) =>
  ok(await s.gql<{ auditLog: { totalCount: number } }>(operator, AUDIT_LOG, { operation, take: 1 })).auditLog
    .totalCount;

describe('a batch creation', () => {
  it('records the batch: name from the description, who, when, amount, login template, expiry', async () => {
    const expires = '2031-05-01T10:00:00.000Z';
    const before = Date.now();
    const batch = await made(12, 'Seminar Mai', { expires, dynamicExpires: '1d' });
    expect(batch).toMatchObject({
      customerId: HOTEL,
      name: 'Seminar Mai',
      amount: 12,
      live: 12,
      active: 12,
      loginTemplateId: null,
      loginTemplateName: null,
      expires,
      dynamicExpires: '1d',
    });
    expect(batch.createdBy).toBeTruthy();
    expect(batch.createdByName).toBeTruthy();
    expect(new Date(batch.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5000);
    // Its codes carry it: the code list filtered by the batch has exactly them.
    const codes = await codesOfBatch(batch._id);
    expect(codes.totalCount).toBe(12);
    expect(codes.data.every((v) => v.description === 'Seminar Mai')).toBe(true);
    // A single code belongs to no batch.
    const one = ok(
      await s.gql<{ createVoucher: { _id: string; batchId: string | null } }>(
        hotel,
        `mutation C($d: CreateVoucherInput!) { createVoucher(data: $d) { _id batchId } }`,
        { d: { customerId: HOTEL, description: 'Seminar Mai' } },
      ),
    ).createVoucher;
    expect(one.batchId).toBeNull();
    expect((await codesOfBatch(batch._id)).totalCount).toBe(12);
  });

  it('names the login template it was made with', async () => {
    const h = await makeHotspot(s.db, HOTEL);
    const batch = await made(3, 'Mit Vorlage', { loginTemplateId: h.loginTemplateIds[0] });
    expect(batch.loginTemplateId).toBe(h.loginTemplateIds[0]);
    expect(batch.loginTemplateName).toBeTruthy();
  });
});

describe('the batches list', () => {
  it('pages, searches and sorts; newest first by default; the demo batch is there', async () => {
    const a = await made(2, 'Liste Alpha');
    const b = await made(5, 'Liste Beta');
    const first = await batches({ take: 2 });
    expect(first.data.map((x) => x._id)).toEqual([b._id, a._id]);
    expect(first.hasNextPage).toBe(true);
    const all = await batches({ take: 1000 });
    expect(all.totalCount).toBe(all.data.length);
    expect(all.data.some((x) => x.name === DEMO_BATCH_NAME && x.live > 0 && x.createdBy === null)).toBe(true);
    const found = await batches({ search: 'liste' });
    expect(found.data.map((x) => x.name).sort()).toEqual(['Liste Alpha', 'Liste Beta']);
    const byAmount = await batches({ search: 'Liste', sort: [{ key: 'amount', order: 'DESC' }] });
    expect(byAmount.data.map((x) => x.amount)).toEqual([5, 2]);
    expectGqlError(await s.gql(hotel, BATCHES, { customerIds: [HOTEL], sort: [{ key: 'code' }] }), 'BAD_USER_INPUT');
    expectGqlError(await s.gql(hotel, BATCHES, { customerIds: [HOTEL], take: 1001 }), 'BAD_USER_INPUT');
  });
});

describe('a whole batch', () => {
  it('1,000 codes: deactivated as the bulk mutation does (disconnect, audit), other batches untouched', async () => {
    const big = await made(1000, 'Messe 1000');
    const other = await made(7, 'Nebenan');
    // A guest online with one of its codes: the deactivation disconnects it (issue 36).
    const h = await makeHotspot(s.db, HOTEL);
    const [code, off] = (await codesOfBatch(big._id, { take: 2 })).data;
    const sessionId = newObjectId();
    const now = new Date();
    await s.db.insert(radiusSessions).values({
      customerId: HOTEL,
      id: sessionId,
      acctSessionId: 'batch-1',
      hotspotDeviceId: h.deviceId,
      voucherId: code._id,
      username: code.code,
      startedAt: now,
      updatedAt: now,
    });
    // One code already off: it stays as it was, the rest are counted.
    ok(await s.gql(hotel, `mutation { deactivateManyVouchers(customerId: "${HOTEL}", codes: ["${off.code}"]) }`));
    const [offBefore] = await s.db.select().from(vouchers).where(eq(vouchers.id, off._id));
    expect(await s.db.select().from(radiusDisconnects).where(eq(radiusDisconnects.sessionId, sessionId))).toEqual([]);

    const audited = await auditCount('Mutation.deactivateVoucherBatch');
    const started = performance.now();
    const r = ok(
      await s.gql<{ deactivateVoucherBatch: number }>(hotel, DEACTIVATE_BATCH, { customerId: HOTEL, id: big._id }),
    );
    console.info(`deactivateVoucherBatch of 1,000 codes: ${Math.round(performance.now() - started)} ms`);
    expect(r.deactivateVoucherBatch).toBe(999);
    const queued = await s.db.select().from(radiusDisconnects).where(eq(radiusDisconnects.sessionId, sessionId));
    expect(queued.map((d) => d.reason)).toEqual(['code-deactivated']);
    const [offAfter] = await s.db.select().from(vouchers).where(eq(vouchers.id, off._id));
    expect(offAfter).toEqual(offBefore);
    expect((await codesOfBatch(big._id, { active: true })).totalCount).toBe(0);
    expect((await batches({ ids: [big._id, other._id], sort: [{ key: 'amount', order: 'DESC' }] })).data).toEqual([
      { ...big, active: 0 },
      other,
    ]);
    expect(await auditCount('Mutation.deactivateVoucherBatch')).toBe(audited + 1);
    const entry = ok(
      await s.gql<{ auditLog: { data: { customerId: string; objectIds: string[]; outcome: string }[] } }>(
        operator,
        AUDIT_LOG,
        { operation: 'Mutation.deactivateVoucherBatch', take: 1 },
      ),
    ).auditLog.data[0];
    expect(entry).toMatchObject({ customerId: HOTEL, objectIds: [big._id], outcome: 'ok' });
    // Again: nothing left to switch off.
    expect(
      ok(await s.gql<{ deactivateVoucherBatch: number }>(hotel, DEACTIVATE_BATCH, { customerId: HOTEL, id: big._id }))
        .deactivateVoucherBatch,
    ).toBe(0);
  });

  it('1,000 codes: deleted (soft) with the batch, guests disconnected, the licence freed, others untouched', async () => {
    const big = await made(1000, 'Messe Löschen');
    const other = await made(4, 'Bleibt');
    const h = await makeHotspot(s.db, HOTEL);
    const [code] = (await codesOfBatch(big._id, { take: 1 })).data;
    const sessionId = newObjectId();
    const now = new Date();
    await s.db.insert(radiusSessions).values({
      customerId: HOTEL,
      id: sessionId,
      acctSessionId: 'batch-2',
      hotspotDeviceId: h.deviceId,
      voucherId: code._id,
      username: code.code,
      startedAt: now,
      updatedAt: now,
    });
    const liveBefore = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount;
    const audited = await auditCount('Mutation.deleteVoucherBatch');
    const r = ok(await s.gql<{ deleteVoucherBatch: number }>(hotel, DELETE_BATCH, { customerId: HOTEL, id: big._id }));
    expect(r.deleteVoucherBatch).toBe(1000);
    expect((await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount).toBe(liveBefore - 1000);
    expect((await codesOfBatch(big._id)).totalCount).toBe(0);
    // Soft: the rows stay, marked deleted; the batch is hidden.
    const rows = await s.db.select().from(vouchers).where(eq(vouchers.batchId, big._id));
    expect(rows).toHaveLength(1000);
    expect(rows.every((v) => v.deletedAt !== null)).toBe(true);
    expect((await batches({ ids: [big._id] })).totalCount).toBe(0);
    const [stored] = await s.db.select().from(voucherBatches).where(eq(voucherBatches.id, big._id));
    expect(stored?.deletedAt).not.toBeNull();
    expect((await batches({ ids: [other._id] })).data).toEqual([other]);
    const queued = await s.db.select().from(radiusDisconnects).where(eq(radiusDisconnects.sessionId, sessionId));
    expect(queued.map((d) => d.reason)).toEqual(['code-deleted']);
    expect(await auditCount('Mutation.deleteVoucherBatch')).toBe(audited + 1);
    // A deleted batch is gone for the mutations too.
    expectGqlError(await s.gql(hotel, DELETE_BATCH, { customerId: HOTEL, id: big._id }), 'NOT_FOUND', '_id');
    expectGqlError(await s.gql(hotel, DEACTIVATE_BATCH, { customerId: HOTEL, id: big._id }), 'NOT_FOUND', '_id');
  });

  it('exports exactly the batch’s codes (the code export with a batch filter)', async () => {
    const batch = await made(30, 'Export');
    const res = await fetch(`${s.url}/api/export/vouchers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hotel}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        format: 'csv',
        locale: 'de',
        args: { customerIds: [HOTEL], batchId: batch._id },
        columns: [{ key: 'code', label: 'Code' }],
      }),
    });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(31);
    const codes = (await codesOfBatch(batch._id)).data.map((v) => v.code).sort();
    expect(
      lines
        .slice(1)
        .map((l) => l.replace(/"/g, ''))
        .sort(),
    ).toEqual(codes);
  });
});

describe('permissions and tenancy', () => {
  it('refuses a reader the batch writes; a foreign or unknown batch is NOT_FOUND; ids are checked', async () => {
    const batch = await made(3, 'Rechte');
    const support = (await s.login(USERS.support)).accessToken;
    expect((await batches({ ids: [batch._id] }, support)).totalCount).toBe(1);
    expectGqlError(
      await s.gql(support, DEACTIVATE_BATCH, { customerId: HOTEL, id: batch._id }),
      'FORBIDDEN',
      'customerId',
    );
    expectGqlError(await s.gql(support, DELETE_BATCH, { customerId: HOTEL, id: batch._id }), 'FORBIDDEN', 'customerId');
    const cafe = (await s.login(USERS.cafe)).accessToken;
    expectGqlError(await s.gql(cafe, BATCHES, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds');
    expect((await batches({ ids: [batch._id], customerIds: undefined }, cafe)).totalCount).toBe(0);
    expectGqlError(await s.gql(cafe, DEACTIVATE_BATCH, { customerId: CAFE, id: batch._id }), 'NOT_FOUND', '_id');
    expectGqlError(await s.gql(cafe, DELETE_BATCH, { customerId: CAFE, id: batch._id }), 'NOT_FOUND', '_id');
    expectGqlError(await s.gql(hotel, DELETE_BATCH, { customerId: HOTEL, id: 'not-an-id' }), 'BAD_USER_INPUT', '_id');
    expect((await batches({ ids: [batch._id] })).data[0]).toMatchObject({ live: 3, active: 3 });
  });
});
