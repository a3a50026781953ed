import { describe, expect, it } from 'vitest';
import { print, stripIgnoredCharacters } from 'graphql';
import { createBuildQuery, updateInput } from '../../src/providers/buildQuery';
import { SHELL_RESOURCES, toRecord } from '../../src/providers/resources';
import { ALL_SPECS } from './harness/resources';
import { describeError } from '../../src/providers/errors';

const withCustomer = createBuildQuery({ getCustomerId: () => 'K100001', specs: ALL_SPECS });
const withoutCustomer = createBuildQuery({ getCustomerId: () => null, specs: ALL_SPECS });
const compact = (doc: Parameters<typeof print>[0]) => stripIgnoredCharacters(print(doc));

describe('buildQuery: getList', () => {
  it('maps paging, sort, search, filters and the active customer to the list query', () => {
    const q = withCustomer('GET_LIST', 'wifi-code', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'used', order: 'DESC' },
      filter: { q: '  lobby ', active: false, valid: true, unknown: 'x' },
    });
    expect(q.variables).toEqual({
      customerIds: ['K100001'],
      skip: 50,
      take: 25,
      sort: [{ key: 'used', order: 'DESC' }],
      search: 'lobby',
      active: false,
      valid: true,
    });
    const text = compact(q.query);
    expect(text).toContain(
      'query vouchers($customerIds:[String!]$skip:Int$take:Int$sort:[SortType!]$search:String$active:Boolean$valid:Boolean)',
    );
    expect(text).toContain(
      'vouchers(customerIds:$customerIds skip:$skip take:$take sort:$sort search:$search active:$active valid:$valid)',
    );
    expect(text).toContain('totalCount');
    expect(text).not.toContain('unknown');
  });

  it('asks the WiFi-code list whether its total is exact and passes a lower bound on as meta', () => {
    const q = withCustomer('GET_LIST', 'wifi-code', { pagination: { page: 1, perPage: 25 }, filter: { q: 'see' } });
    expect(compact(q.query)).toContain('totalCount totalCountExact data');
    const page = (exact: boolean) => ({ data: { vouchers: { totalCount: 10000, totalCountExact: exact, data: [] } } });
    expect(q.parseResponse(page(false))).toEqual({ data: [], total: 10000, meta: { totalExact: false } });
    expect(q.parseResponse(page(true))).toEqual({ data: [], total: 10000 });
    // Lists that cannot say so are not asked.
    expect(compact(withCustomer('GET_LIST', 'locations/location', {}).query)).not.toContain('totalCountExact');
  });

  it('leaves out empty filters, maps id to the id field and falls back to the default sort', () => {
    const byId = withCustomer('GET_LIST', 'wifi-code', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: '', active: undefined },
    });
    expect(byId.variables).toEqual({
      customerIds: ['K100001'],
      skip: 0,
      take: 10,
      sort: [{ key: 'code', order: 'ASC' }],
    });
    const unsortable = withCustomer('GET_LIST', 'wifi-code', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'connectedDevices', order: 'ASC' },
      filter: {},
    });
    expect(unsortable.variables.sort).toEqual([{ key: 'createdAt', order: 'DESC' }]);
  });

  it('turns the page into { data, total } with id taken from the id field', () => {
    const q = withCustomer('GET_LIST', 'wifi-code', { pagination: { page: 1, perPage: 2 }, filter: {} });
    const result = q.parseResponse({
      data: {
        vouchers: {
          totalCount: 7,
          data: [
            { _id: 'a1', code: 'ABCD1234' },
            { _id: 'a2', code: 'WXYZ9876' },
          ],
        },
      },
    });
    expect(result).toEqual({
      data: [
        { _id: 'a1', code: 'ABCD1234', id: 'ABCD1234' },
        { _id: 'a2', code: 'WXYZ9876', id: 'WXYZ9876' },
      ],
      total: 7,
    });
  });

  it('refuses tenant data without an active customer, but lists customers', () => {
    expect(() => withoutCustomer('GET_LIST', 'wifi-code', { pagination: { page: 1, perPage: 5 } })).toThrow();
    const customers = withoutCustomer('GET_LIST', 'customer', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'company', order: 'ASC' },
      filter: { q: 'hotel' },
    });
    expect(customers.variables).toEqual({
      skip: 20,
      take: 20,
      sort: [{ key: 'company', order: 'ASC' }],
      search: 'hotel',
    });
    const parsed = customers.parseResponse({
      data: { customers: { totalCount: 1, data: [{ _id: 'c1', company: 'Alpenhotel' }] } },
    });
    expect(parsed).toEqual({ data: [{ _id: 'c1', company: 'Alpenhotel', id: 'c1' }], total: 1 });
  });

  it('reports GraphQL errors of the response with their code', () => {
    const q = withCustomer('GET_LIST', 'wifi-code', { pagination: { page: 1, perPage: 5 } });
    let caught: unknown;
    try {
      q.parseResponse({ data: null, errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] });
    } catch (error) {
      caught = error;
    }
    expect(describeError(caught)).toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.FORBIDDEN', status: 403 });
  });
});

describe('buildQuery: getOne and getMany', () => {
  it('reads one code through the list query and answers NOT_FOUND when it is missing', () => {
    const q = withCustomer('GET_ONE', 'wifi-code', { id: 'ABCD1234' });
    expect(q.variables).toEqual({ customerIds: ['K100001'], codes: ['ABCD1234'], take: 1 });
    expect(compact(q.query)).toContain('connectedDevices');
    expect(q.parseResponse({ data: { vouchers: { totalCount: 1, data: [{ _id: 'x', code: 'ABCD1234' }] } } })).toEqual({
      data: { _id: 'x', code: 'ABCD1234', id: 'ABCD1234' },
    });
    let caught: unknown;
    try {
      q.parseResponse({ data: { vouchers: { totalCount: 0, data: [] } } });
    } catch (error) {
      caught = error;
    }
    expect(describeError(caught).code).toBe('NOT_FOUND');
  });

  it('reads many by their ids', () => {
    const q = withCustomer('GET_MANY', 'wifi-code', { ids: ['A', 'B'] });
    expect(q.variables).toEqual({ customerIds: ['K100001'], codes: ['A', 'B'], take: 2 });
    const customers = withoutCustomer('GET_MANY', 'customer', { ids: ['c1'] });
    expect(customers.variables).toEqual({ ids: ['c1'], take: 1 });
  });
});

describe('buildQuery: mutations', () => {
  it('creates one code for the active customer, without empty fields', () => {
    const q = withCustomer('CREATE', 'wifi-code', {
      data: { code: 'LOBBY-2026', description: '', active: true, simultaneousUse: 0, expires: null, amount: 1 },
    });
    expect(compact(q.query)).toContain('createVoucher(data:$data)');
    expect(q.variables).toEqual({
      data: { code: 'LOBBY-2026', active: true, simultaneousUse: 0, customerId: 'K100001' },
    });
    expect(q.parseResponse({ data: { createVoucher: { _id: 'n', code: 'LOBBY2026' } } })).toEqual({
      data: { _id: 'n', code: 'LOBBY2026', id: 'LOBBY2026' },
    });
  });

  it('creates a batch when amount > 1 and returns it as one record flagged batch', () => {
    const q = withCustomer('CREATE', 'wifi-code', { data: { amount: '3', code: 'IGNORED', deviceVoucher: true } });
    expect(compact(q.query)).toContain('createVoucherBatch(data:$data){amount codes license');
    expect(q.variables).toEqual({ data: { amount: 3, deviceVoucher: true, customerId: 'K100001' } });
    const result = q.parseResponse({
      data: { createVoucherBatch: { amount: 3, codes: ['A1', 'B2', 'C3'], license: { allowed: 10, left: 7 } } },
    }) as { data: Record<string, unknown> };
    expect(result.data).toMatchObject({ id: 'batch:A1', batch: true, amount: 3, codes: ['A1', 'B2', 'C3'] });
  });

  it('updates only the changed fields, with _id and the updatedAt the record was loaded with', () => {
    const previousData = {
      id: 'ABCD1234',
      _id: 'v1',
      code: 'ABCD1234',
      description: 'Lobby',
      active: true,
      valid: true,
      simultaneousUse: 0,
      expires: null,
      updatedAt: '2026-01-01T10:00:00.000Z',
    };
    const data = { ...previousData, description: 'Lobby & bar', active: false, expires: '', code: 'CHANGED' };
    const q = withCustomer('UPDATE', 'wifi-code', { id: 'ABCD1234', data, previousData });
    expect(compact(q.query)).toBe('mutation updateVoucher($data:UpdateVoucherInput!){updateVoucher(data:$data)}');
    expect(q.variables).toEqual({
      data: { _id: 'v1', updatedAt: '2026-01-01T10:00:00.000Z', description: 'Lobby & bar', active: false },
    });
    expect(updateInput(ALL_SPECS['wifi-code']!, { ...previousData, description: null }, previousData)).toEqual({
      _id: 'v1',
      updatedAt: '2026-01-01T10:00:00.000Z',
      description: null,
    });
  });

  it('deletes one by _id, and many or deactivates many in ONE mutation with the customer', () => {
    const del = withCustomer('DELETE', 'wifi-code', { id: 'A', previousData: { id: 'A', _id: 'v9' } });
    expect(del.variables).toEqual({ _id: 'v9' });
    expect(compact(del.query)).toBe('mutation deleteVoucher($_id:ID!){deleteVoucher(_id:$_id)}');

    // A resource whose delete takes another argument (enrollment keys: `id`).
    const key = withCustomer('DELETE', 'enrollments', { id: 'k1', previousData: { id: 'k1' } });
    expect(compact(key.query)).toBe('mutation deleteEnrollmentKey($id:ID!){deleteEnrollmentKey(id:$id)}');
    expect(key.variables).toEqual({ id: 'k1' });

    const many = withCustomer('DELETE_MANY', 'wifi-code', { ids: ['A', 'B', 'C'] });
    expect(compact(many.query)).toBe(
      'mutation deleteManyVouchers($customerId:String!$codes:[String!]!){deleteManyVouchers(customerId:$customerId codes:$codes)}',
    );
    expect(many.variables).toEqual({ customerId: 'K100001', codes: ['A', 'B', 'C'] });
    expect(many.parseResponse({ data: { deleteManyVouchers: true } })).toEqual({ data: ['A', 'B', 'C'] });

    const deactivate = withCustomer('UPDATE_MANY', 'wifi-code', { ids: ['A', 'B'], data: { active: false } });
    expect(compact(deactivate.query)).toContain('deactivateManyVouchers(customerId:$customerId codes:$codes)');
    expect(deactivate.variables).toEqual({ customerId: 'K100001', codes: ['A', 'B'] });
  });

  it('sends an undoable change to the customer it was made for (meta.customerId), not the active one', () => {
    const later = withCustomer('UPDATE_MANY', 'wifi-code', {
      ids: ['A'],
      data: { active: false },
      meta: { customerId: 'K200002' },
    });
    expect(later.variables).toEqual({ customerId: 'K200002', codes: ['A'] });
    const removed = withoutCustomer('DELETE_MANY', 'wifi-code', { ids: ['A'], meta: { customerId: 'K200002' } });
    expect(removed.variables).toEqual({ customerId: 'K200002', codes: ['A'] });
  });

  it('has no mutations for customers', () => {
    expect(() => withoutCustomer('UPDATE', 'customer', { id: 'c', data: {}, previousData: {} })).toThrow();
  });
});

describe('toRecord', () => {
  it('is the one place where id is set', () => {
    expect(toRecord(SHELL_RESOURCES.customer!, { _id: 'c1', customerId: 'K100001' })).toEqual({
      _id: 'c1',
      customerId: 'K100001',
      id: 'c1',
    });
  });
});
