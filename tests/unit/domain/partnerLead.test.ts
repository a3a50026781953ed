// Partner leads in the domain: the named status and approval values, the field rules, the company
// lock, the append-only comment history, the role the partner area derives from the permission map,
// and the lead API's own documents against the SDL.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate as validateDocument } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  LEAD_APPROVAL,
  LEAD_MESSAGES_MAX,
  LEAD_STATUS,
  PARTNER_LEAD_RULES,
  isActiveLead,
  isCompanyLocked,
  leadAuthor,
  leadStatusName,
  mergeLeadMessages,
} from '../../../src/domain/partnerLead';
import { validateRecord } from '../../../src/domain/validation';
import { leadRole } from '../../../src/resources/partner/leadParts';
import { createLeadApi } from '../../../src/resources/partner/leadApi';

describe('lead values', () => {
  it('names every status and approval value', () => {
    expect(LEAD_STATUS).toEqual({ new: 0, inContact: 1, offerSent: 2, won: 3, lost: 4 });
    expect(LEAD_APPROVAL).toEqual({ open: 0, approved: 1, rejected: 2 });
    expect(leadStatusName(2)).toBe('offerSent');
    expect(leadStatusName(7)).toBeUndefined();
    expect(isActiveLead({ status: 2, approved: 1 })).toBe(true);
    expect(isActiveLead({ status: 3, approved: 1 })).toBe(false);
    expect(isActiveLead({ status: 1, approved: 2 })).toBe(false);
    expect(isCompanyLocked({ approved: 1 })).toBe(true);
    expect(isCompanyLocked({ approved: 2 })).toBe(false);
  });

  it('checks the fields with their bounds', () => {
    const ok = { customerId: 'K900001', company: 'Adler', status: 4, approved: 2, website: 'https://a.test' };
    expect(validateRecord(ok, PARTNER_LEAD_RULES)).toEqual({});
    const bad = validateRecord(
      { customerId: 'K1', company: ' ', status: 5, approved: -1, website: 'ftp://a', messages: [{ text: '' }] },
      PARTNER_LEAD_RULES,
    );
    expect(Object.keys(bad).sort()).toEqual(['approved', 'company', 'customerId', 'messages', 'status', 'website']);
    expect(validateRecord({ ...ok, 'address.city': 'x' }, PARTNER_LEAD_RULES)).toEqual({});
    expect(Object.keys(validateRecord({ ...ok, address: { city: 'x'.repeat(201) } }, PARTNER_LEAD_RULES))).toEqual([
      'address.city',
    ]);
  });
});

describe('comment history', () => {
  const stored = [{ createdAt: '2026-01-01T10:00:00.000Z', from: 'Paula Partner', text: 'A' }];
  const now = '2026-02-01T12:00:00.000Z';

  it('keeps stored comments and dates and signs new ones', () => {
    const r = mergeLeadMessages(
      stored,
      [{ ...stored[0]! }, { text: ' B ', from: 'X', createdAt: '2000-01-01T00:00:00Z' }],
      now,
      'Viktor',
    );
    expect(r).toEqual({ messages: [stored[0], { createdAt: now, from: 'Viktor', text: 'B' }] });
    // stored ones may be sent back by text only
    expect(mergeLeadMessages(stored, [{ text: 'A' }], now, 'V')).toEqual({ messages: stored });
  });

  it('refuses a removed, reworded, re-dated or re-signed comment', () => {
    for (const sent of [
      [],
      [{ text: 'A!' }],
      [{ text: 'A', createdAt: '2026-01-02T10:00:00.000Z' }],
      [{ text: 'A', from: 'Y' }],
    ])
      expect(mergeLeadMessages(stored, sent, now, 'V')).toEqual({
        error: { message: 'resources.partner.errors.history', args: {} },
      });
  });

  it('bounds the history', () => {
    const full = Array.from({ length: LEAD_MESSAGES_MAX }, (_, i) => ({ createdAt: now, from: 'a', text: `m${i}` }));
    expect(mergeLeadMessages(full, [...full, { text: 'one more' }], now, 'V')).toMatchObject({
      error: { message: 'forms.validationMessages.arrayMaxSize' },
    });
  });

  it('signs with the name, else the e-mail', () => {
    expect(leadAuthor({ firstName: 'Paula', lastName: 'Partner', email: 'p@x.test' })).toBe('Paula Partner');
    expect(leadAuthor({ firstName: ' ', lastName: null, email: 'p@x.test' })).toBe('p@x.test');
  });
});

describe('the role in the partner area', () => {
  it('a partner works on its own numbers whatever customer is active', () => {
    const role = leadRole({ K900001: ['PartnerLead:*'], K100001: ['Voucher:*'] });
    expect(role).toMatchObject({ isVendor: false, resource: 'partner/partner-lead', createKeys: ['K900001'] });
    expect(role.canWrite('K900001')).toBe(true);
    expect(role.canWrite('K100001')).toBe(false);
  });

  it('a vendor gets the vendor view; an operator counts as a vendor', () => {
    expect(leadRole({ K900002: ['PartnerLeadVendor:read'] })).toMatchObject({
      isVendor: true,
      vendorCanUpdate: false,
      resource: 'partner/vendor-lead',
    });
    const operator = leadRole({ '*': ['*:*'] });
    expect(operator).toMatchObject({ isVendor: true, vendorCanUpdate: true, createKeys: '*' });
    expect(operator.canWrite('K123456')).toBe(true);
  });
});

describe('lead API documents', () => {
  const dir = path.resolve(import.meta.dirname, '../../../schema');
  const schema = buildSchema(
    readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .sort()
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n'),
  );

  it('sends valid documents with only the input fields', async () => {
    const calls: { query: string; variables: Record<string, unknown> }[] = [];
    const api = createLeadApi(async (query, variables = {}) => {
      calls.push({ query, variables });
      return {} as never;
    });
    const lead = {
      _id: 'a'.repeat(24),
      updatedAt: '2026-01-01T00:00:00.000Z',
      messages: [{ createdAt: '2026-01-01T00:00:00.000Z', from: 'P', text: 'A', __typename: 'PartnerLeadMessage' }],
    };
    await api.addComment(false, lead, 'B');
    await api.addComment(true, lead, 'B');
    await api.vendorUpdate(lead, { approved: 1, customerId: 'K900001' });
    for (const call of calls) expect(validateDocument(schema, parse(call.query))).toEqual([]);
    expect(calls[0]!.query).toContain('updatePartnerLead');
    expect(calls[1]!.query).toContain('partnerLeadVendorUpdate');
    expect(calls[0]!.variables).toEqual({
      data: {
        _id: lead._id,
        updatedAt: lead.updatedAt,
        messages: [{ createdAt: '2026-01-01T00:00:00.000Z', from: 'P', text: 'A' }, { text: 'B' }],
      },
    });
    expect(calls[2]!.variables).toEqual({
      data: { _id: lead._id, updatedAt: lead.updatedAt, approved: 1, customerId: 'K900001' },
    });
  });
});
