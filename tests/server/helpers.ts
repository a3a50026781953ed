// Shared helpers of the server tests: demo logins, GraphQL documents and error assertions.
// Every assertion goes through the real HTTP interface of the harness (s.gql / s.rest / s.login).
import { expect, vi } from 'vitest';
import type { Voucher } from '../../src/generated/graphql';
import type { GqlResult, TestServer } from './harness';

export const USERS = {
  operator: 'operator@hotspot-portal.test',
  support: 'support@support.hotspot-portal.test',
  partner: 'partner@netpartner.test',
  vendor: 'vendor@vendor.test',
  hotel: 'admin@alpenhotel.test',
  cafe: 'admin@stadtcafe.test',
} as const;

export const HOTEL = 'K100001';
export const CAFE = 'K100002';
export const PARTNER = 'K900001';
/** Customers the harness seeds (startTestServer default). */
export const SEEDED_CUSTOMERS = 12;

export const VOUCHER_FIELDS = `_id code voucherCode active valid used description deviceVoucher expires
  simultaneousUse loginTemplateId customerId connectedDevices createdAt updatedAt`;

/** A WiFi code as VOUCHER_FIELDS asks for it, typed by the codegen types of the SDL. */
export type VoucherRow = Pick<
  Voucher,
  | '_id'
  | 'code'
  | 'voucherCode'
  | 'active'
  | 'valid'
  | 'used'
  | 'description'
  | 'deviceVoucher'
  | 'expires'
  | 'simultaneousUse'
  | 'loginTemplateId'
  | 'customerId'
  | 'connectedDevices'
  | 'createdAt'
  | 'updatedAt'
>;

export interface Page<T> {
  count: number;
  totalCount: number;
  hasNextPage: boolean;
  data: T[];
}

export const VOUCHERS_QUERY = `query V($skip: Int, $take: Int, $sort: [SortType!], $search: String, $ids: [ID!],
  $customerIds: [String!], $active: Boolean, $valid: Boolean, $codes: [String!]) {
  vouchers(skip: $skip, take: $take, sort: $sort, search: $search, ids: $ids, customerIds: $customerIds,
    active: $active, valid: $valid, codes: $codes) {
    count totalCount hasNextPage data { ${VOUCHER_FIELDS} }
  }
}`;

/** The error code (and field) of the first GraphQL error; data must not carry the field. */
export function expectGqlError(r: GqlResult, code: string, field?: string) {
  expect(r.errors, JSON.stringify(r)).toBeDefined();
  expect(r.errors![0].extensions?.code, JSON.stringify(r.errors)).toBe(code);
  if (field !== undefined) expect(r.errors![0].extensions?.field, JSON.stringify(r.errors)).toBe(field);
  return r.errors![0];
}

/** The data of a successful GraphQL answer (fails with the errors otherwise). */
export function ok<T>(r: GqlResult<T>): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  expect(r.data).toBeTruthy();
  return r.data as T;
}

export async function listVouchers(s: TestServer, token: string, vars: Record<string, unknown>) {
  return s.gql<{ vouchers: Page<VoucherRow> }>(token, VOUCHERS_QUERY, vars);
}

export async function vouchersOk(s: TestServer, token: string, vars: Record<string, unknown>) {
  return ok(await listVouchers(s, token, vars)).vouchers;
}

export async function voucherLicense(s: TestServer, token: string, customerId: string) {
  const d = ok(
    await s.gql<{ customers: Page<{ voucherLicense: { allowed: number; left: number; customerId: string } | null }> }>(
      token,
      `query L($ids: [String!]) { customers(customerIds: $ids) { data { voucherLicense { allowed left customerId } } } }`,
      { ids: [customerId] },
    ),
  );
  expect(d.customers.data).toHaveLength(1);
  return d.customers.data[0].voucherLicense!;
}

export const CREATE_VOUCHER = `mutation C($data: CreateVoucherInput!) { createVoucher(data: $data) { ${VOUCHER_FIELDS} } }`;
export const CREATE_BATCH = `mutation B($data: CreateVoucherBatchInput!) {
  createVoucherBatch(data: $data) { amount codes license { allowed left customerId } }
}`;
export const UPDATE_VOUCHER = `mutation U($data: UpdateVoucherInput!) { updateVoucher(data: $data) }`;
export const DELETE_VOUCHER = `mutation D($id: ID!, $permanent: Boolean) { deleteVoucher(_id: $id, permanent: $permanent) }`;
export const DEACTIVATE_MANY = `mutation DM($customerId: String!, $codes: [String!]!) {
  deactivateManyVouchers(customerId: $customerId, codes: $codes)
}`;
export const DELETE_MANY = `mutation XM($customerId: String!, $codes: [String!]!, $permanent: Boolean) {
  deleteManyVouchers(customerId: $customerId, codes: $codes, permanent: $permanent)
}`;

export async function createBatch(s: TestServer, token: string, data: Record<string, unknown>) {
  return s.gql<{ createVoucherBatch: { amount: number; codes: string[]; license: { allowed: number; left: number } } }>(
    token,
    CREATE_BATCH,
    { data },
  );
}

/** 'ACDEFGHJ' → 'acde-fghj': the same code as a person might type it. */
export const typed = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();

/** The JSON payload of a JWT (no verification: the test only reads the claims). */
export function jwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  expect(parts).toHaveLength(3);
  return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
}

/**
 * Every line written to the console from now on, appended to `into` (a test then searches it for
 * what must never be logged); console.error still reaches the console, so a test still fails on it.
 * `vi.restoreAllMocks()` ends it.
 */
export function captureConsole(into: string[]): void {
  for (const level of ['log', 'warn', 'error', 'info', 'debug'] as const) {
    const original = console[level].bind(console);
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      into.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '));
      if (level === 'error') original(...args);
    });
  }
}
