// The fields a query selects of a page's rows (server/platform/selection.ts), and the columns the
// WiFi-code mapper reads for them (voucherSelection): a page reads only those columns, so a field
// missed here would be answered from a column never read.
import { describe, expect, it } from 'vitest';
import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { selectedFields } from '../../server/platform/selection';
import { toVoucher, voucherSelection } from '../../server/access/wifi-code/mapper';
import type { VoucherRow } from '../../server/access/wifi-code/table';

/** The resolve info of the operation's first root field, as graphql-js and graphql-jit give it. */
function infoOf(query: string) {
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const root = operation.selectionSet.selections[0] as FieldNode;
  return { fieldNodes: [root], fragments };
}

describe('selectedFields', () => {
  it('names the fields under data, through aliases, fragments and inline fragments', () => {
    const info = infoOf(`
      query { vouchers { totalCount data { _id c: code ...F ... on Voucher { valid } } } }
      fragment F on Voucher { description ...G }
      fragment G on Voucher { createdAt }`);
    expect([...selectedFields(info, 'data')].sort()).toEqual(['_id', 'code', 'createdAt', 'description', 'valid']);
  });

  it('takes data selected in a fragment of the page, twice, and nothing of other fields', () => {
    const info = infoOf(`
      query { vouchers { ...P data { used } count } }
      fragment P on VoucherPage { data { active } }`);
    expect([...selectedFields(info, 'data')].sort()).toEqual(['active', 'used']);
    expect([...selectedFields(infoOf('query { vouchers { totalCount } }'), 'data')]).toEqual([]);
  });

  it('counts a field under @skip or @include as selected (a column more, never one less)', () => {
    const info = infoOf('query($s: Boolean!) { vouchers { data { code expires @skip(if: $s) } } }');
    expect([...selectedFields(info, 'data')].sort()).toEqual(['code', 'expires']);
  });
});

const ROW: VoucherRow = {
  customerId: 'K100001',
  id: 'a'.repeat(24),
  code: 'ABCD1234',
  voucherCode: 'ABCD-1234',
  active: true,
  valid: true,
  description: 'Zimmer 12',
  deviceVoucher: false,
  expires: new Date('2020-01-01T00:00:00Z'),
  loginTemplateId: null,
  simultaneousUse: 2,
  used: 3,
  dynamicExpires: null,
  firstLoginAt: null,
  connectedDevices: ['x'],
  deletedAt: null,
  createdAt: new Date('2019-06-01T10:00:00Z'),
  updatedAt: new Date('2019-06-02T10:00:00Z'),
  batchId: null,
};

describe('voucherSelection', () => {
  it('reads the columns of the fields asked for, the id and the customer always (the resolvers of a code read them)', () => {
    expect(voucherSelection(['code', 'createdAt'])).toEqual({
      fields: ['_id', 'customerId', 'code', 'createdAt'],
      columns: ['code', 'createdAt', 'customerId', 'id'],
    });
    // Valid reads the expiry as well; the Voucher's own resolvers read nothing more than id and customer.
    expect(voucherSelection(['valid', 'onlineAccounts', 'license', '__typename']).columns).toEqual([
      'customerId',
      'expires',
      'id',
      'valid',
    ]);
  });

  it('answers each field asked for from those columns alone, as from the whole row', () => {
    const whole = toVoucher(ROW);
    for (const field of Object.keys(whole)) {
      const { fields, columns } = voucherSelection([field]);
      const narrow = Object.fromEntries(columns.map((c) => [c, ROW[c]])) as unknown as VoucherRow;
      expect(toVoucher(narrow, fields)).toEqual({
        _id: ROW.id,
        customerId: ROW.customerId,
        [field]: whole[field as keyof typeof whole],
      });
    }
    // An expired code is not valid, even with its flag set: the expiry is read for `valid`.
    expect(whole.valid).toBe(false);
  });
});
