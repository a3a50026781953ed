// Partner leads (seed 001 §3 "Partner lead", §6, §7): the partner's list, create, update and delete;
// the vendor's list and partnerLeadVendorUpdate (approval, partner customer number); validation
// naming the field; the company lock of an approved lead; the append-only comment history; CONFLICT
// on a stale updatedAt; permissions of partner, vendor and customer administrator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { partnerLeads } from '../../server/tenancy/partner-lead/table';
import { hashPassword } from '../../server/platform/passwords';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { newObjectId } from '../../server/platform/ids';
import type { PartnerLead, PartnerLeadPage } from '../../src/generated/graphql';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, PARTNER, USERS, expectGqlError, ok } from './helpers';

const FIELDS = `_id customerId company approved status description website createdAt updatedAt
  address { street zip city country } messages { createdAt from text } customer { customerId company }`;
const ARGS = `$skip: Int, $take: Int, $sort: [SortType!], $search: String, $ids: [ID!], $customerIds: [String!],
  $active: Boolean`;
const PASS = `skip: $skip, take: $take, sort: $sort, search: $search, ids: $ids, customerIds: $customerIds,
  active: $active`;
export const PARTNER_LEADS = `query PL(${ARGS}) { partnerLeads(${PASS}) { count totalCount hasNextPage data { ${FIELDS} } } }`;
export const VENDOR_LEADS = `query VL(${ARGS}) {
  vendorPartnerLeads(${PASS}) { count totalCount hasNextPage data { ${FIELDS} } } }`;
export const CREATE = `mutation C($data: CreatePartnerLeadInput!) { createPartnerLead(data: $data) { ${FIELDS} } }`;
export const UPDATE = `mutation U($data: UpdatePartnerLeadInput!) { updatePartnerLead(data: $data) }`;
export const VENDOR_UPDATE = `mutation V($data: PartnerLeadVendorUpdateInput!) { partnerLeadVendorUpdate(data: $data) }`;
export const DELETE = `mutation D($id: ID!) { deletePartnerLead(_id: $id) }`;
const CUSTOMER_LEADS = `query CL($ids: [String!]) { customers(customerIds: $ids) { data { customerId leads { totalCount } } } }`;

type Lead = Omit<PartnerLead, 'customer'> & { customer: { customerId: string; company: string } | null };
type Page = Pick<PartnerLeadPage, 'count' | 'totalCount' | 'hasNextPage'> & { data: Lead[] };

let s: TestServer;
let partner: string;
let vendor: string;
let hotel: string;
let operator: string;
let readOnlyVendor: string;

const partnerList = async (vars: Record<string, unknown> = {}, token = partner) =>
  ok(await s.gql<{ partnerLeads: Page }>(token, PARTNER_LEADS, vars)).partnerLeads;
const vendorList = async (vars: Record<string, unknown> = {}, token = vendor) =>
  ok(await s.gql<{ vendorPartnerLeads: Page }>(token, VENDOR_LEADS, vars)).vendorPartnerLeads;
const create = (data: Record<string, unknown>, token = partner) =>
  s.gql<{ createPartnerLead: Lead }>(token, CREATE, { data: { customerId: PARTNER, company: 'Neu GmbH', ...data } });
const created = async (data: Record<string, unknown> = {}) => ok(await create(data)).createPartnerLead;
const one = async (id: string) => (await vendorList({ ids: [id] })).data[0]!;
/**
 * The input of an update as a client sends it: with the lead's current updatedAt (as the vendor reads
 * it), unless the case names one; a lead nobody can read gets any.
 */
const versioned = async (data: Record<string, unknown>) =>
  'updatedAt' in data
    ? data
    : {
        updatedAt: (await vendorList({ ids: [String(data._id)] })).data[0]?.updatedAt ?? new Date().toISOString(),
        ...data,
      };
const update = async (data: Record<string, unknown>, token = partner) =>
  s.gql(token, UPDATE, { data: await versioned(data) });
const vendorUpdate = async (data: Record<string, unknown>, token = vendor) =>
  s.gql(token, VENDOR_UPDATE, { data: await versioned(data) });

beforeAll(async () => {
  s = await startTestServer();
  partner = (await s.login(USERS.partner)).accessToken;
  vendor = (await s.login(USERS.vendor)).accessToken;
  hotel = (await s.login(USERS.hotel)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
  const id = newObjectId();
  await s.db
    .insert(users)
    .values({ id, email: 'viewer@vendor.test', passwordHash: await hashPassword('Viewer#2026x') });
  await s.db
    .insert(userGrants)
    .values({ userId: id, customerKey: 'K900002', roles: [], permissions: ['PartnerLeadVendor:read'] });
  readOnlyVendor = (await s.login('viewer@vendor.test', 'Viewer#2026x')).accessToken;
});
afterAll(() => s?.close());

describe('partner leads: lists', () => {
  it('the partner lists its demo leads in every status, with its public customer', async () => {
    const page = await partnerList({ sort: [{ key: 'company', order: 'ASC' }] });
    expect(page.totalCount).toBeGreaterThanOrEqual(6);
    expect(new Set(page.data.map((l) => l.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(new Set(page.data.map((l) => l.approved))).toEqual(new Set([0, 1, 2]));
    expect(page.data.every((l) => l.customerId === PARTNER && l.customer?.company)).toBe(true);
    const withComments = page.data.find((l) => l.messages.length > 1)!;
    expect(withComments.messages[0]).toMatchObject({ from: expect.any(String), createdAt: expect.any(String) });
  });

  it('searches company, description and website; filters active; pages', async () => {
    expect((await partnerList({ search: 'seeblick' })).data.map((l) => l.company)).toEqual([
      'Hotel Seeblick Starnberg',
    ]);
    expect((await partnerList({ search: 'wartezimmer' })).totalCount).toBe(1);
    const inactive = await partnerList({ active: false });
    expect(inactive.data.every((l) => l.status >= 3 || l.approved === 2)).toBe(true);
    expect(inactive.totalCount).toBe(3);
    const page = await partnerList({ take: 2, sort: [{ key: 'createdAt', order: 'DESC' }] });
    expect(page).toMatchObject({ count: 2, hasNextPage: true });
    expectGqlError(await s.gql(partner, PARTNER_LEADS, { sort: [{ key: 'messages' }] }), 'BAD_USER_INPUT', 'sort');
    expectGqlError(await s.gql(partner, PARTNER_LEADS, { search: 'x'.repeat(201) }), 'BAD_USER_INPUT', 'search');
  });

  it('the vendor sees every partner’s leads; a customer administrator sees none and is no vendor', async () => {
    const all = await vendorList();
    expect(all.totalCount).toBe((await partnerList()).totalCount);
    expect((await vendorList({ customerIds: [PARTNER] })).totalCount).toBe(all.totalCount);
    expect((await vendorList({ customerIds: [CAFE] })).totalCount).toBe(0);
    expect((await vendorList({}, readOnlyVendor)).totalCount).toBe(all.totalCount);
    expect((await vendorList({}, operator)).totalCount).toBe(all.totalCount);
    // the hotel's administrator holds no PartnerLead: an empty list, refused for the partner's id
    expect((await partnerList({}, hotel)).totalCount).toBe(0);
    expectGqlError(await s.gql(hotel, PARTNER_LEADS, { customerIds: [PARTNER] }), 'FORBIDDEN', 'customerIds');
    expectGqlError(await s.gql(hotel, VENDOR_LEADS, {}), 'FORBIDDEN');
    // the vendor is not the partner: partnerLeads answers nothing of the partner
    expectGqlError(await s.gql(vendor, PARTNER_LEADS, { customerIds: [PARTNER] }), 'FORBIDDEN', 'customerIds');
    expect((await partnerList({}, vendor)).totalCount).toBe(0);
  });

  it('Customer.leads: the partner and the vendor read them, the hotel administrator does not', async () => {
    const as = (token: string) =>
      s.gql<{ customers: { data: { leads: { totalCount: number } }[] } }>(token, CUSTOMER_LEADS, { ids: [PARTNER] });
    expect(ok(await as(partner)).customers.data[0]!.leads.totalCount).toBeGreaterThanOrEqual(6);
    expect(ok(await as(operator)).customers.data[0]!.leads.totalCount).toBeGreaterThanOrEqual(6);
    const r = await as(hotel);
    expect(r.errors?.length || !r.data?.customers.data.length).toBeTruthy();
  });
});

describe('partner leads: create', () => {
  it('creates an open lead; comments get the server time and the caller’s name', async () => {
    const before = Date.now();
    const lead = await created({
      company: '  Hotel Adler  ',
      website: 'https://adler.test',
      description: 'Zwei Häuser',
      address: { street: 'Marktplatz 1', zip: '80331', city: 'München', country: 'Deutschland' },
      status: 1,
      messages: [{ text: 'Erstes Gespräch', from: 'Jemand anderes', createdAt: '2001-01-01T00:00:00.000Z' }],
    });
    expect(lead).toMatchObject({ company: 'Hotel Adler', approved: 0, status: 1, customerId: PARTNER });
    expect(lead.address).toMatchObject({ city: 'München' });
    expect(lead.messages).toHaveLength(1);
    expect(lead.messages[0]!.from).toBe('Paula Partner');
    expect(Date.parse(lead.messages[0]!.createdAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(lead.customer).toMatchObject({ customerId: PARTNER });
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const count = (await partnerList()).totalCount;
    expectGqlError(await create({ company: '   ' }), 'BAD_USER_INPUT', 'company');
    expectGqlError(await create({ company: 'x'.repeat(201) }), 'BAD_USER_INPUT', 'company');
    expectGqlError(await create({ website: 'ftp://x.test' }), 'BAD_USER_INPUT', 'website');
    expectGqlError(await create({ website: 'keine url' }), 'BAD_USER_INPUT', 'website');
    expectGqlError(await create({ status: 5 }), 'BAD_USER_INPUT', 'status');
    expectGqlError(await create({ status: -1 }), 'BAD_USER_INPUT', 'status');
    expectGqlError(await create({ description: 'x'.repeat(2001) }), 'BAD_USER_INPUT', 'description');
    expectGqlError(await create({ address: { city: 'x'.repeat(201) } }), 'BAD_USER_INPUT', 'address.city');
    expectGqlError(await create({ messages: [{ text: ' ' }] }), 'BAD_USER_INPUT', 'messages');
    expectGqlError(await create({ messages: [{ text: 'x'.repeat(2001) }] }), 'BAD_USER_INPUT', 'messages');
    const many = Array.from({ length: 201 }, (_, i) => ({ text: `m${i}` }));
    expectGqlError(await create({ messages: many }), 'BAD_USER_INPUT', 'messages');
    expectGqlError(await create({ customerId: 'K12' }), 'BAD_USER_INPUT', 'customerId');
    // no `approved` in the create input: the partner cannot approve its own lead
    expectGqlError(await create({ approved: 1 }), 'BAD_USER_INPUT');
    expect((await partnerList()).totalCount).toBe(count);
  });

  it('refuses a customer the caller is no partner of', async () => {
    expectGqlError(await create({ customerId: HOTEL }), 'FORBIDDEN', 'customerId');
    expectGqlError(await create({}, vendor), 'FORBIDDEN', 'customerId');
    expectGqlError(await create({}, hotel), 'FORBIDDEN', 'customerId');
  });
});

describe('partner leads: update by the partner', () => {
  it('changes fields, appends a comment, keeps the history; CONFLICT when stale', async () => {
    const lead = await created({ messages: [{ text: 'Erster' }] });
    ok(
      await update({
        _id: lead._id,
        updatedAt: lead.updatedAt,
        status: 2,
        description: 'Angebot raus',
        messages: [...lead.messages, { text: 'Zweiter', from: 'Vendor', createdAt: '2001-01-01T00:00:00.000Z' }],
      }),
    );
    const after = await one(lead._id);
    expect(after).toMatchObject({ status: 2, description: 'Angebot raus' });
    expect(after.messages.map((m) => [m.text, m.from])).toEqual([
      ['Erster', 'Paula Partner'],
      ['Zweiter', 'Paula Partner'],
    ]);
    expect(after.messages[0]!.createdAt).toBe(lead.messages[0]!.createdAt);
    expect(after.messages[1]!.createdAt).not.toBe('2001-01-01T00:00:00.000Z');
    // the old updatedAt is stale now
    expectGqlError(await update({ _id: lead._id, updatedAt: lead.updatedAt, status: 3 }), 'CONFLICT', 'updatedAt');
    expect((await one(lead._id)).status).toBe(2);
  });

  it('cannot rewrite, drop or re-date stored comments', async () => {
    const lead = await created({ messages: [{ text: 'A' }, { text: 'B' }] });
    const m = lead.messages;
    expectGqlError(await update({ _id: lead._id, messages: [{ text: 'A' }] }), 'BAD_USER_INPUT', 'messages');
    expectGqlError(await update({ _id: lead._id, messages: [m[0], { text: 'B!' }] }), 'BAD_USER_INPUT', 'messages');
    expectGqlError(
      await update({ _id: lead._id, messages: [m[0], { ...m[1], createdAt: '2001-01-01T00:00:00.000Z' }] }),
      'BAD_USER_INPUT',
      'messages',
    );
    expectGqlError(
      await update({ _id: lead._id, messages: [m[0], { ...m[1], from: 'X' }] }),
      'BAD_USER_INPUT',
      'messages',
    );
    const e = expectGqlError(await update({ _id: lead._id, messages: [] }), 'BAD_USER_INPUT', 'messages');
    expect(e.extensions?.i18n).toBe('resources.partner.errors.history');
    expect((await one(lead._id)).messages.map((x) => x.text)).toEqual(['A', 'B']);
  });

  it('refuses bad values naming the field', async () => {
    const lead = await created();
    expectGqlError(await update({ _id: lead._id, company: null }), 'BAD_USER_INPUT', 'company');
    expectGqlError(await update({ _id: lead._id, company: '' }), 'BAD_USER_INPUT', 'company');
    expectGqlError(await update({ _id: lead._id, status: 9 }), 'BAD_USER_INPUT', 'status');
    expectGqlError(await update({ _id: lead._id, website: 'javascript:alert(1)' }), 'BAD_USER_INPUT', 'website');
    // approved and customerId are the vendor's: not in the partner's input
    expectGqlError(await update({ _id: lead._id, approved: 1 }), 'BAD_USER_INPUT');
    expect((await one(lead._id)).approved).toBe(0);
  });

  it('refuses another partner’s or a missing lead as NOT_FOUND, a read-only one as FORBIDDEN', async () => {
    const lead = await created();
    expectGqlError(await update({ _id: lead._id, status: 1 }, hotel), 'NOT_FOUND', '_id');
    expectGqlError(await update({ _id: lead._id, status: 1 }, vendor), 'NOT_FOUND', '_id');
    expectGqlError(await update({ _id: '0'.repeat(24), status: 1 }), 'NOT_FOUND', '_id');
    expectGqlError(await s.gql(hotel, DELETE, { id: lead._id }), 'NOT_FOUND', '_id');
  });
});

describe('partner leads: the vendor', () => {
  it('approves a lead; then its company is locked for partner and vendor', async () => {
    const lead = await created({ company: 'Gasthof Post' });
    ok(
      await vendorUpdate({
        _id: lead._id,
        updatedAt: lead.updatedAt,
        approved: 1,
        messages: [{ text: 'Freigegeben' }],
      }),
    );
    const approved = await one(lead._id);
    expect(approved.approved).toBe(1);
    expect(approved.messages.at(-1)).toMatchObject({ text: 'Freigegeben', from: 'Viktor Vendor' });

    const e = expectGqlError(
      await update({ _id: lead._id, updatedAt: approved.updatedAt, company: 'Gasthof Neu' }),
      'BAD_USER_INPUT',
      'company',
    );
    expect(e.extensions?.i18n).toBe('resources.partner.errors.companyLocked');
    expectGqlError(await vendorUpdate({ _id: lead._id, company: 'Gasthof Neu' }), 'BAD_USER_INPUT', 'company');
    // the same company again is no change; other fields still change
    ok(await update({ _id: lead._id, company: 'Gasthof Post', status: 1 }));
    const after = await one(lead._id);
    expect(after).toMatchObject({ company: 'Gasthof Post', status: 1, approved: 1 });
    // once approval is withdrawn, the company may change again
    ok(await vendorUpdate({ _id: lead._id, approved: 0 }));
    ok(await vendorUpdate({ _id: lead._id, company: 'Gasthof Post Neu' }));
    expect((await one(lead._id)).company).toBe('Gasthof Post Neu');
  });

  it('moves a lead to another partner customer number; refuses unknown and malformed ones', async () => {
    const lead = await created();
    expectGqlError(await vendorUpdate({ _id: lead._id, customerId: 'K999999' }), 'BAD_USER_INPUT', 'customerId');
    expectGqlError(await vendorUpdate({ _id: lead._id, customerId: 'X1' }), 'BAD_USER_INPUT', 'customerId');
    expectGqlError(await vendorUpdate({ _id: lead._id, approved: 3 }), 'BAD_USER_INPUT', 'approved');
    ok(await vendorUpdate({ _id: lead._id, customerId: CAFE }));
    const moved = await one(lead._id);
    expect(moved.customerId).toBe(CAFE);
    expect((await partnerList({ ids: [lead._id] })).totalCount).toBe(0);
    const [row] = await s.db.select().from(partnerLeads).where(eq(partnerLeads.id, lead._id));
    expect(row!.customerId).toBe(CAFE);
  });

  it('CONFLICT on a stale updatedAt', async () => {
    const lead = await created();
    ok(await update({ _id: lead._id, status: 1 }));
    expectGqlError(
      await vendorUpdate({ _id: lead._id, updatedAt: lead.updatedAt, approved: 1 }),
      'CONFLICT',
      'updatedAt',
    );
    expect((await one(lead._id)).approved).toBe(0);
  });

  it('only vendors with update may change leads', async () => {
    const lead = await created();
    expectGqlError(await vendorUpdate({ _id: lead._id, approved: 1 }, readOnlyVendor), 'FORBIDDEN', '_id');
    expectGqlError(await vendorUpdate({ _id: lead._id, approved: 1 }, partner), 'NOT_FOUND', '_id');
    expectGqlError(await vendorUpdate({ _id: lead._id, approved: 1 }, hotel), 'NOT_FOUND', '_id');
    expectGqlError(await vendorUpdate({ _id: '0'.repeat(24), approved: 1 }), 'NOT_FOUND', '_id');
    expectGqlError(await s.gql(vendor, DELETE, { id: lead._id }), 'NOT_FOUND', '_id');
    expect((await one(lead._id)).approved).toBe(0);
  });
});

describe('partner leads: delete', () => {
  it('the partner deletes its lead', async () => {
    const lead = await created();
    expect(ok(await s.gql<{ deletePartnerLead: boolean }>(partner, DELETE, { id: lead._id })).deletePartnerLead).toBe(
      true,
    );
    expect((await vendorList({ ids: [lead._id] })).totalCount).toBe(0);
    expectGqlError(await s.gql(partner, DELETE, { id: lead._id }), 'NOT_FOUND', '_id');
  });
});
