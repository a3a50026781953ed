// Start-page content (seed 001 §3, §4, §5, §7): terms of use, imprints, templates and template
// bundles through real GraphQL: lists with their filters, search, paging and sorting; create, update
// and delete with the domain rules naming the field; one default per customer (per slot for
// templates); a unique terms-of-use name; references kept inside the customer; "in use" refusals;
// optimistic locking; the StartPageContent permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hotspotAccountTemplates } from '../../server/templates/account-template/table';
import { hotspotLoginTemplates } from '../../server/templates/login-template/table';
import { templateBundleTemplates, templates as templateTable } from '../../server/templates/start-page/table';
import { newObjectId } from '../../server/platform/ids';
import { isReferenced, pgError } from '../../server/templates/start-page/service/common';
import { imprints as imprintTable, termsOfUses } from '../../server/templates/start-page/table';
import type { Imprint, Template, TemplateBundle, TemplatePage, TermsOfUse } from '../../src/generated/graphql';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok, type Page } from './helpers';

const PAGE_ARGS = `$skip: Int, $take: Int, $sort: [SortType!], $search: String, $ids: [ID!], $customerIds: [String!],
  $active: Boolean`;
const PAGE_VARS = `skip: $skip, take: $take, sort: $sort, search: $search, ids: $ids, customerIds: $customerIds,
  active: $active`;
const TEXT = 'text { lang text default }';
const TERMS = `query T(${PAGE_ARGS}) { termsOfUses(${PAGE_VARS}) { count totalCount hasNextPage
  data { _id customerId name description active locales { lang default privacy terms } createdAt updatedAt } } }`;
const IMPRINTS = `query I(${PAGE_ARGS}, $default: Boolean) { imprint(${PAGE_VARS}, default: $default) {
  count totalCount hasNextPage data { _id customerId active default description ${TEXT} createdAt updatedAt } } }`;
const TEMPLATE_FIELDS = `_id customerId active default description slot ${TEXT} cspDirectives imprint templateBundles
  createdAt updatedAt`;
const TEMPLATES = `query TT(${PAGE_ARGS}, $default: Boolean, $slot: TemplateSlot) {
  templates(${PAGE_VARS}, default: $default, slot: $slot) { count totalCount hasNextPage data { ${TEMPLATE_FIELDS} } } }`;
const BUNDLES = `query B(${PAGE_ARGS}, $default: Boolean, $templates: [ID!], $bSkip: Int, $bTake: Int,
  $bSlot: TemplateSlot, $bSort: [SortType!]) {
  templateBundles(${PAGE_VARS}, default: $default, templates: $templates) { count totalCount hasNextPage
    data { _id customerId active default description imprint templates createdAt updatedAt
      boundTemplates(skip: $bSkip, take: $bTake, slot: $bSlot, sort: $bSort) { count totalCount hasNextPage
        data { _id slot } } } } }`;
const CUSTOMER = `query C($ids: [String!], $search: String) { customers(customerIds: $ids) { data { customerId
  termsOfUses(search: $search) { totalCount } imprints { totalCount } templates(search: $search) { totalCount }
  templateBundles { totalCount } } } }`;
const mutation = (name: string, input: string) => `mutation M($data: ${input}!) { ${name}(data: $data) }`;
const CREATE_TERMS = mutation('createTermsOfUse', 'CreateTermsOfUseInput');
const UPDATE_TERMS = mutation('updateTermsOfUse', 'UpdateTermsOfUseInput');
const CREATE_IMPRINT = mutation('createImprint', 'CreateImprintInput');
const UPDATE_IMPRINT = mutation('updateImprint', 'UpdateImprintInput');
const CREATE_TEMPLATE = mutation('createTemplate', 'CreateTemplateInput');
const UPDATE_TEMPLATE = mutation('updateTemplate', 'UpdateTemplateInput');
const CREATE_BUNDLE = mutation('createTemplateBundle', 'CreateTemplateBundleInput');
const UPDATE_BUNDLE = mutation('updateTemplateBundle', 'UpdateTemplateBundleInput');
const del = (name: string) => `mutation D($id: ID!) { ${name}(_id: $id) }`;

type Bundle = Omit<TemplateBundle, 'boundTemplates'> & {
  boundTemplates: Pick<TemplatePage, 'count' | 'totalCount' | 'hasNextPage'> & {
    data: Pick<Template, '_id' | 'slot'>[];
  };
};

let s: TestServer;
let hotel: string;
let cafe: string;
let support: string;
let operator: string;

const texts = (de: string, en = de) => [
  { lang: 'de', text: `<p>${de}</p>`, default: true },
  { lang: 'en', text: `<p>${en}</p>`, default: false },
];
const locales = (de: string) => [
  { lang: 'de', default: true, terms: `<p>${de}</p>`, privacy: '<p>Datenschutz</p>' },
  { lang: 'en', default: false, terms: '<p>Terms</p>', privacy: null },
];

const terms = async (vars: Record<string, unknown>, token = hotel) =>
  ok(await s.gql<{ termsOfUses: Page<TermsOfUse> }>(token, TERMS, { customerIds: [HOTEL], ...vars })).termsOfUses;
const imprints = async (vars: Record<string, unknown>, token = hotel) =>
  ok(await s.gql<{ imprint: Page<Imprint> }>(token, IMPRINTS, { customerIds: [HOTEL], ...vars })).imprint;
const templates = async (vars: Record<string, unknown>, token = hotel) =>
  ok(await s.gql<{ templates: Page<Template> }>(token, TEMPLATES, { customerIds: [HOTEL], ...vars })).templates;
const bundles = async (vars: Record<string, unknown>, token = hotel) =>
  ok(await s.gql<{ templateBundles: Page<Bundle> }>(token, BUNDLES, { customerIds: [HOTEL], ...vars })).templateBundles;
/** The updatedAt an update names: the current one of that terms of use, imprint, template or bundle. */
async function version(id: string): Promise<string> {
  for (const read of [terms, imprints, templates, bundles]) {
    const row = (await read({ ids: [id], customerIds: undefined }, operator)).data[0];
    if (row) return row.updatedAt;
  }
  throw new Error(`no start-page object ${id}`);
}

async function create(doc: string, data: Record<string, unknown>, token = hotel): Promise<string> {
  const r = ok(await s.gql<Record<string, string>>(token, doc, { data: { customerId: HOTEL, ...data } }));
  return Object.values(r)[0]!;
}
const newImprint = (description: string, extra: Record<string, unknown> = {}) =>
  create(CREATE_IMPRINT, { description, text: texts(description), ...extra });
const newTemplate = (slot: string, description: string, extra: Record<string, unknown> = {}) =>
  create(CREATE_TEMPLATE, { slot, description, text: texts(description), ...extra });
const newBundle = (description: string, ids: string[], extra: Record<string, unknown> = {}) =>
  create(CREATE_BUNDLE, { description, templates: ids, ...extra });
const oneTemplate = async (id: string) => (await templates({ ids: [id] })).data[0]!;
const oneImprint = async (id: string) => (await imprints({ ids: [id] })).data[0]!;
const oneBundle = async (id: string, vars: Record<string, unknown> = {}) =>
  (await bundles({ ids: [id], ...vars })).data[0]!;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
  support = (await s.login(USERS.support)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
});
afterAll(() => s?.close());

describe('start pages: the demo content and the lists', () => {
  it('seeds terms of use, a default imprint, five default templates and a default bundle holding them', async () => {
    expect((await terms({})).data.map((t) => t.name)).toContain('Standard-Nutzungsbedingungen');
    const imprint = (await imprints({ default: true })).data;
    expect(imprint).toHaveLength(1);
    const tpl = await templates({ sort: [{ key: 'slot', order: 'ASC' }] });
    expect(tpl.data.map((t) => t.slot)).toEqual(['Error', 'Success', 'VoucherCheckFail', 'Welcome', 'WelcomeBack']);
    expect(tpl.data.every((t) => t.default && t.imprint === imprint[0]!._id)).toBe(true);
    const welcome = tpl.data.find((t) => t.slot === 'Welcome')!;
    expect(welcome.text.find((t) => t.default)!.text).toContain('<script>alert(1)</script>');
    expect(welcome.description).toContain('<script>');
    expect(welcome.cspDirectives).toEqual(['img-src https://images.example.com']);
    const [bundle] = (await bundles({ default: true })).data;
    expect(bundle!.imprint).toBe(imprint[0]!._id);
    expect(bundle!.templates).toHaveLength(5);
    expect(welcome.templateBundles).toEqual([bundle!._id]);
    // the café has its own, without the unsafe markup
    const cafeWelcome = (await templates({ customerIds: [CAFE], slot: 'Welcome' }, operator)).data[0]!;
    expect(cafeWelcome.text[0]!.text).not.toContain('<script>');
  });

  it('answers the Customer fields and the bound templates by position, paged and by slot', async () => {
    const c = ok(
      await s.gql<{ customers: { data: Record<string, { totalCount: number }>[] } }>(hotel, CUSTOMER, { ids: [HOTEL] }),
    ).customers.data[0]!;
    expect([c.termsOfUses!.totalCount, c.imprints!.totalCount, c.templateBundles!.totalCount]).toEqual([1, 1, 1]);
    expect(c.templates!.totalCount).toBe(5);
    const [bundle] = (await bundles({ default: true, bTake: 2 })).data;
    expect(bundle!.boundTemplates.totalCount).toBe(5);
    expect(bundle!.boundTemplates.hasNextPage).toBe(true);
    expect(bundle!.boundTemplates.data.map((t) => t._id)).toEqual(bundle!.templates.slice(0, 2));
    const bySlot = (await oneBundle(bundle!._id, { bSlot: 'Error' })).boundTemplates;
    expect(bySlot.data.map((t) => t.slot)).toEqual(['Error']);
    const sorted = (await oneBundle(bundle!._id, { bSort: [{ key: 'slot', order: 'DESC' }] })).boundTemplates;
    expect(sorted.data[0]!.slot).toBe('WelcomeBack');
  });

  it('searches, filters, pages and sorts; refuses an unknown sort key naming it', async () => {
    expect((await terms({ search: 'standard-nutzung' })).totalCount).toBe(1);
    expect((await terms({ search: 'gäste-wlans' })).totalCount).toBe(1);
    expect((await terms({ active: false })).totalCount).toBe(0);
    expect((await imprints({ search: 'impressum alpen' })).totalCount).toBe(1);
    expect((await imprints({ default: false })).totalCount).toBe(0);
    expect((await templates({ search: 'begrüßung' })).data.map((t) => t.slot)).toEqual(['Welcome']);
    expect((await templates({ slot: 'Error' })).totalCount).toBe(1);
    const paged = await templates({ take: 2, skip: 4, sort: [{ key: 'description', order: 'ASC' }] });
    expect([paged.count, paged.totalCount, paged.hasNextPage]).toEqual([1, 5, false]);
    const all = await templates({ sort: [{ key: 'slot', order: 'DESC' }] });
    expect((await bundles({ templates: [all.data[0]!._id] })).totalCount).toBe(1);
    expect((await bundles({ templates: [newObjectId()] })).totalCount).toBe(0);
    expect((await bundles({ search: 'startseite' })).totalCount).toBe(1);
    expectGqlError(
      await s.gql(hotel, TEMPLATES, { customerIds: [HOTEL], sort: [{ key: 'texts', order: 'ASC' }] }),
      'BAD_USER_INPUT',
      'sort',
    );
  });

  it('is FORBIDDEN to a role without StartPageContent; read-only roles cannot write', async () => {
    for (const doc of [TERMS, IMPRINTS, TEMPLATES, BUNDLES]) {
      expectGqlError(await s.gql(cafe, doc, { customerIds: [CAFE] }), 'FORBIDDEN', 'customerIds');
    }
    expect((await terms({}, support)).totalCount).toBe(1);
    expectGqlError(
      await s.gql(support, CREATE_IMPRINT, { data: { customerId: HOTEL, text: texts('x') } }),
      'FORBIDDEN',
      'customerId',
    );
    const [t] = (await templates({}, support)).data;
    expectGqlError(await s.gql(support, del('deleteTemplate'), { id: t!._id }), 'FORBIDDEN', '_id');
    expectGqlError(
      await s.gql(cafe, CREATE_TERMS, { data: { customerId: CAFE, name: 'x', locales: locales('x') } }),
      'FORBIDDEN',
      'customerId',
    );
  });
});

describe('start pages: terms of use', () => {
  it('creates, updates and deletes; the name is unique per customer', async () => {
    const id = await create(CREATE_TERMS, { name: 'Konferenz', description: 'Tagungsgäste', locales: locales('A') });
    const [row] = (await terms({ ids: [id] })).data;
    expect(row).toMatchObject({ name: 'Konferenz', active: true, description: 'Tagungsgäste' });
    expect(row!.locales[1]).toEqual({ lang: 'en', default: false, privacy: null, terms: '<p>Terms</p>' });
    const dup = expectGqlError(
      await s.gql(hotel, CREATE_TERMS, { data: { customerId: HOTEL, name: ' konferenz ', locales: locales('B') } }),
      'CONFLICT',
      'name',
    );
    expect(dup.extensions).toMatchObject({
      reason: 'DUPLICATE',
      i18n: 'resources.start-pages.errors.termsOfUseDuplicateName',
    });
    // the same name in another customer is fine
    await create(CREATE_TERMS, { customerId: CAFE, name: 'Konferenz', locales: locales('C') }, operator);
    expectGqlError(
      await s.gql(hotel, UPDATE_TERMS, {
        data: { _id: id, updatedAt: row!.updatedAt, name: 'STANDARD-Nutzungsbedingungen', locales: locales('A') },
      }),
      'CONFLICT',
      'name',
    );
    ok(
      await s.gql(hotel, UPDATE_TERMS, {
        data: { _id: id, updatedAt: row!.updatedAt, name: 'Tagung', locales: locales('D') },
      }),
    );
    const after = (await terms({ ids: [id] })).data[0]!;
    expect([after.name, after.locales[0]!.terms]).toEqual(['Tagung', '<p>D</p>']);
    expectGqlError(
      await s.gql(hotel, UPDATE_TERMS, { data: { _id: id, updatedAt: row!.updatedAt, locales: locales('E') } }),
      'CONFLICT',
      'updatedAt',
    );
    ok(await s.gql(hotel, del('deleteTermsOfUse'), { id }));
    expectGqlError(await s.gql(hotel, del('deleteTermsOfUse'), { id }), 'NOT_FOUND', '_id');
  });

  it('validates the locales naming the field', async () => {
    const bad = async (list: unknown, field: string, i18n: string, doc = CREATE_TERMS, data: object = {}) => {
      const e = expectGqlError(
        await s.gql(hotel, doc, { data: { customerId: HOTEL, name: 'V', locales: list, ...data } }),
        'BAD_USER_INPUT',
        field,
      );
      expect(e.extensions?.i18n).toBe(i18n);
    };
    const two = locales('x');
    await bad([{ ...two[0], default: false }, two[1]], 'locales', 'forms.validationMessages.oneDefault');
    await bad([two[0], { ...two[1], default: true }], 'locales', 'forms.validationMessages.oneDefault');
    await bad([two[0], { ...two[1], lang: 'de' }], 'locales.1.lang', 'forms.validationMessages.unique');
    await bad([{ ...two[0], lang: 'deutsch' }], 'locales.0.lang', 'forms.validationMessages.language');
    await bad([{ ...two[0], terms: ' ' }], 'locales.0.terms', 'forms.validationMessages.required');
    await bad([], 'locales', 'forms.validationMessages.required');
    await bad(two, 'name', 'forms.validationMessages.required', CREATE_TERMS, { name: '  ' });
    const [existing] = (await terms({})).data;
    const e = expectGqlError(
      await s.gql(hotel, UPDATE_TERMS, {
        data: { _id: existing!._id, updatedAt: await version(existing!._id), locales: [] },
      }),
      'BAD_USER_INPUT',
      'locales',
    );
    expect(e.extensions?.i18n).toBe('forms.validationMessages.required');
  });

  it('refuses to delete terms of use that login templates use, naming them', async () => {
    const id = await create(CREATE_TERMS, { name: 'Benutzt', locales: locales('x') });
    const accountTemplateId = newObjectId();
    await s.db
      .insert(hotspotAccountTemplates)
      .values({ customerId: HOTEL, id: accountTemplateId, name: 'Test-Profil' });
    const names = Array.from({ length: 11 }, (_, i) => `Login ${String(i).padStart(2, '0')}`);
    await s.db.insert(hotspotLoginTemplates).values(
      names.map((name) => ({
        customerId: HOTEL,
        id: newObjectId(),
        name,
        loginType: 'EASY_LOGIN',
        accountTemplateId,
        termsOfUseId: id,
      })),
    );
    try {
      // a delete racing the check meets the RESTRICT key: the service maps this code to the same answer
      const raced = await s.db
        .delete(termsOfUses)
        .where(eq(termsOfUses.id, id))
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(pgError(raced)?.constraint).toBe('hotspot_login_templates_terms_of_use_fk');
      expect(isReferenced(pgError(raced)?.code)).toBe(true);
      const e = expectGqlError(await s.gql(hotel, del('deleteTermsOfUse'), { id }), 'CONFLICT', '_id');
      expect(e.extensions).toMatchObject({ reason: 'IN_USE', i18n: 'resources.start-pages.errors.termsOfUseInUse' });
      expect((e.extensions?.args as { templates: string }).templates).toBe(`${names.slice(0, 10).join(', ')} …`);
      expect((await terms({ ids: [id] })).totalCount).toBe(1);
    } finally {
      await s.db.delete(hotspotLoginTemplates).where(eq(hotspotLoginTemplates.termsOfUseId, id));
      await s.db.delete(hotspotAccountTemplates).where(eq(hotspotAccountTemplates.id, accountTemplateId));
    }
    ok(await s.gql(hotel, del('deleteTermsOfUse'), { id }));
  });
});

describe('start pages: imprints', () => {
  it('creates and updates; a new default clears the old one; an inactive one cannot be the default', async () => {
    const [old] = (await imprints({ default: true })).data;
    const id = await newImprint('Neues Impressum', { default: true });
    expect((await imprints({ default: true })).data.map((i) => i._id)).toEqual([id]);
    expect((await oneImprint(old!._id)).default).toBe(false);
    const mustBeActive = expectGqlError(
      await s.gql(hotel, CREATE_IMPRINT, {
        data: { customerId: HOTEL, text: texts('x'), default: true, active: false },
      }),
      'BAD_USER_INPUT',
      'default',
    );
    expect(mustBeActive.extensions?.i18n).toBe('resources.start-pages.errors.defaultMustBeActive');
    expectGqlError(
      await s.gql(hotel, UPDATE_IMPRINT, { data: { _id: id, updatedAt: await version(id), active: false } }),
      'BAD_USER_INPUT',
      'default',
    );
    // back to the old one
    const before = await oneImprint(old!._id);
    ok(await s.gql(hotel, UPDATE_IMPRINT, { data: { _id: old!._id, updatedAt: before.updatedAt, default: true } }));
    expect((await oneImprint(id)).default).toBe(false);
    expectGqlError(
      await s.gql(hotel, UPDATE_IMPRINT, { data: { _id: old!._id, updatedAt: before.updatedAt, description: 'x' } }),
      'CONFLICT',
      'updatedAt',
    );
    ok(
      await s.gql(hotel, UPDATE_IMPRINT, {
        data: { _id: id, updatedAt: await version(id), active: false, text: texts('neu', 'new') },
      }),
    );
    const after = await oneImprint(id);
    expect([after.active, after.text[1]!.text]).toEqual([false, '<p>new</p>']);
    const e = expectGqlError(
      await s.gql(hotel, UPDATE_IMPRINT, {
        data: { _id: id, updatedAt: await version(id), text: [{ lang: 'de', text: 'x', default: false }] },
      }),
      'BAD_USER_INPUT',
      'text',
    );
    expect(e.extensions?.i18n).toBe('forms.validationMessages.oneDefault');
    expectGqlError(
      await s.gql(hotel, UPDATE_IMPRINT, {
        data: { _id: id, updatedAt: await version(id), text: [{ lang: 'de', text: '', default: true }] },
      }),
      'BAD_USER_INPUT',
      'text.0.text',
    );
  });

  it('never keeps two defaults when two writes race; the loser answers CONFLICT on default', async () => {
    const answers = await Promise.all(
      ['Rennen 1', 'Rennen 2', 'Rennen 3'].map((d) =>
        s.gql(hotel, CREATE_IMPRINT, { data: { customerId: HOTEL, description: d, text: texts(d), default: true } }),
      ),
    );
    for (const r of answers) if (r.errors) expectGqlError(r, 'CONFLICT', 'default');
    expect(answers.some((r) => !r.errors)).toBe(true);
    expect((await imprints({ default: true })).totalCount).toBe(1);
    const [current] = (await imprints({ default: true })).data;
    const clash = await s.db
      .insert(imprintTable)
      .values({ customerId: HOTEL, id: newObjectId(), isDefault: true, texts: [] })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(pgError(clash)).toEqual({ code: '23505', constraint: 'imprints_default_uq' });
    expect(current).toBeDefined();
  });

  it('deleting an imprint clears it from templates and bundles', async () => {
    const imprint = await newImprint('Wird gelöscht');
    const t = await newTemplate('Cooldown', 'Pause', { imprint });
    const b = await newBundle('Mit Impressum', [t], { imprint });
    const before = await oneTemplate(t);
    ok(await s.gql(hotel, del('deleteImprint'), { id: imprint }));
    const after = await oneTemplate(t);
    expect(after.imprint).toBeNull();
    expect(after.updatedAt).not.toBe(before.updatedAt);
    expect((await oneBundle(b)).imprint).toBeNull();
    expectGqlError(await s.gql(hotel, del('deleteImprint'), { id: imprint }), 'NOT_FOUND', '_id');
  });
});

describe('start pages: templates', () => {
  it('creates with trimmed CSP directives and the customer’s imprint; validates texts and directives', async () => {
    const [imprint] = (await imprints({ default: true })).data;
    const id = await newTemplate('LoginDisabled', 'Gesperrt', {
      cspDirectives: ['  img-src   https://cdn.example.com ', 'font-src data:'],
      imprint: imprint!._id,
    });
    const t = await oneTemplate(id);
    expect(t).toMatchObject({ slot: 'LoginDisabled', default: false, active: true, imprint: imprint!._id });
    expect(t.cspDirectives).toEqual(['img-src https://cdn.example.com', 'font-src data:']);
    expect(t.templateBundles).toEqual([]);
    for (const csp of ['script-src *', "img-src 'self'; script-src *", 'img-src']) {
      const e = expectGqlError(
        await s.gql(hotel, CREATE_TEMPLATE, {
          data: { customerId: HOTEL, slot: 'Error', text: texts('x'), cspDirectives: [csp] },
        }),
        'BAD_USER_INPUT',
        'cspDirectives',
      );
      expect(e.extensions?.i18n).toBe('forms.validationMessages.cspDirective');
    }
    const cafeImprint = (await imprints({ customerIds: [CAFE] }, operator)).data[0]!;
    for (const foreign of [cafeImprint._id, newObjectId()]) {
      const e = expectGqlError(
        await s.gql(hotel, CREATE_TEMPLATE, {
          data: { customerId: HOTEL, slot: 'Error', text: texts('x'), imprint: foreign },
        }),
        'BAD_USER_INPUT',
        'imprint',
      );
      expect(e.extensions?.i18n).toBe('resources.start-pages.errors.unknownImprint');
      expectGqlError(
        await s.gql(hotel, UPDATE_TEMPLATE, { data: { _id: id, updatedAt: await version(id), imprint: foreign } }),
        'BAD_USER_INPUT',
        'imprint',
      );
    }
    expectGqlError(
      await s.gql(hotel, CREATE_TEMPLATE, {
        data: { customerId: HOTEL, slot: 'Error', text: [...texts('x'), { lang: 'en', text: 'y', default: false }] },
      }),
      'BAD_USER_INPUT',
      'text.2.lang',
    );
    ok(
      await s.gql(hotel, UPDATE_TEMPLATE, {
        data: { _id: id, updatedAt: await version(id), imprint: null, cspDirectives: null },
      }),
    );
    expect(await oneTemplate(id)).toMatchObject({ imprint: null, cspDirectives: [] });
  });

  it('switches the default of a slot; an inactive template cannot be the default', async () => {
    const [old] = (await templates({ slot: 'Success', default: true })).data;
    const id = await newTemplate('Success', 'Neuer Erfolg', { default: true });
    expect((await templates({ slot: 'Success', default: true })).data.map((t) => t._id)).toEqual([id]);
    expect((await oneTemplate(old!._id)).default).toBe(false);
    // other slots keep theirs
    expect((await templates({ default: true })).totalCount).toBe(5);
    const e = expectGqlError(
      await s.gql(hotel, UPDATE_TEMPLATE, { data: { _id: id, updatedAt: await version(id), active: false } }),
      'BAD_USER_INPUT',
      'default',
    );
    expect(e.extensions?.i18n).toBe('resources.start-pages.errors.defaultMustBeActive');
    // moving the default to another slot takes that slot's default over
    ok(await s.gql(hotel, UPDATE_TEMPLATE, { data: { _id: id, updatedAt: await version(id), slot: 'Cooldown' } }));
    expect((await templates({ slot: 'Cooldown', default: true })).data.map((t) => t._id)).toEqual([id]);
    ok(
      await s.gql(hotel, UPDATE_TEMPLATE, {
        data: { _id: old!._id, updatedAt: await version(old!._id), default: true },
      }),
    );
    const before = await oneTemplate(id);
    ok(await s.gql(hotel, UPDATE_TEMPLATE, { data: { _id: id, updatedAt: before.updatedAt, description: 'neu' } }));
    expectGqlError(
      await s.gql(hotel, UPDATE_TEMPLATE, { data: { _id: id, updatedAt: before.updatedAt, description: 'alt' } }),
      'CONFLICT',
      'updatedAt',
    );
  });

  it('a slot change moves the bundles’ join rows, unless a bundle already holds that slot', async () => {
    const a = await newTemplate('ReosUserAuth', 'A');
    const b = await newTemplate('ReosChooseDeviceType', 'B');
    const c = await newTemplate('VoucherSmsFail', 'C');
    const bundle = await newBundle('Reos', [a, b]);
    ok(await s.gql(hotel, UPDATE_TEMPLATE, { data: { _id: c, updatedAt: await version(c), slot: 'ReosUserAuth' } })); // in no bundle: fine
    const clash = expectGqlError(
      await s.gql(hotel, UPDATE_TEMPLATE, { data: { _id: b, updatedAt: await version(b), slot: 'ReosUserAuth' } }),
      'CONFLICT',
      'slot',
    );
    expect(clash.extensions).toMatchObject({
      i18n: 'resources.start-pages.errors.slotClash',
      args: { slot: 'ReosUserAuth' },
    });
    expect((await oneTemplate(b)).slot).toBe('ReosChooseDeviceType');
    ok(
      await s.gql(hotel, UPDATE_TEMPLATE, {
        data: { _id: b, updatedAt: await version(b), slot: 'ReosDeviceAdministration' },
      }),
    );
    const joins = await s.db
      .select()
      .from(templateBundleTemplates)
      .where(and(eq(templateBundleTemplates.customerId, HOTEL), eq(templateBundleTemplates.bundleId, bundle)));
    expect(joins.find((j) => j.templateId === b)!.slot).toBe('ReosDeviceAdministration');
    expect(
      (await oneBundle(bundle, { bSlot: 'ReosDeviceAdministration' })).boundTemplates.data.map((t) => t._id),
    ).toEqual([b]);
  });

  it('refuses to delete a template a bundle holds, naming the bundles; deletes a free one', async () => {
    const t = await newTemplate('VoucherSmsSuccess', 'SMS ok');
    await newBundle('Paket Eins', [t]);
    await newBundle(null as unknown as string, [t]);
    const e = expectGqlError(await s.gql(hotel, del('deleteTemplate'), { id: t }), 'CONFLICT', '_id');
    expect(e.extensions).toMatchObject({ reason: 'IN_USE', i18n: 'resources.start-pages.errors.templateInUse' });
    expect((e.extensions?.args as { bundles: string }).bundles).toMatch(/^Paket Eins, [0-9a-f]{24}$/);
    const free = await newTemplate('VoucherSmsSuccess', 'frei');
    ok(await s.gql(hotel, del('deleteTemplate'), { id: free }));
    expect((await s.db.select().from(templateTable).where(eq(templateTable.id, free))).length).toBe(0);
  });
});

describe('start pages: template bundles', () => {
  it('creates with the customer’s templates in order, one per slot; update replaces the list', async () => {
    const [x, y, z] = await Promise.all([
      newTemplate('VoucherAuthRedirect', 'x'),
      newTemplate('VoucherAuthRedirectFail', 'y'),
      newTemplate('VoucherAuthRedirect', 'z'),
    ]);
    const id = await newBundle('Weiterleitung', [y!, x!]);
    const bundle = await oneBundle(id);
    expect(bundle).toMatchObject({ templates: [y, x], default: false, active: true, imprint: null });
    expect(bundle.boundTemplates.data.map((t) => t._id)).toEqual([y, x]);
    expect((await oneTemplate(x!)).templateBundles).toEqual([id]);
    const twice = expectGqlError(
      await s.gql(hotel, CREATE_BUNDLE, { data: { customerId: HOTEL, templates: [x, z] } }),
      'BAD_USER_INPUT',
      'templates',
    );
    expect(twice.extensions).toMatchObject({
      i18n: 'resources.start-pages.errors.slotTwice',
      args: { slot: 'VoucherAuthRedirect' },
    });
    const cafeTemplate = (await templates({ customerIds: [CAFE] }, operator)).data[0]!;
    for (const list of [[x, cafeTemplate._id], [newObjectId()]]) {
      const e = expectGqlError(
        await s.gql(hotel, CREATE_BUNDLE, { data: { customerId: HOTEL, templates: list } }),
        'BAD_USER_INPUT',
        'templates',
      );
      expect(e.extensions?.i18n).toBe('resources.start-pages.errors.unknownTemplate');
    }
    expectGqlError(
      await s.gql(hotel, CREATE_BUNDLE, { data: { customerId: HOTEL, templates: [] } }),
      'BAD_USER_INPUT',
      'templates',
    );
    expectGqlError(
      await s.gql(hotel, CREATE_BUNDLE, { data: { customerId: HOTEL, templates: [x, x] } }),
      'BAD_USER_INPUT',
      'templates',
    );
    ok(await s.gql(hotel, UPDATE_BUNDLE, { data: { _id: id, updatedAt: bundle.updatedAt, templates: [z, y] } }));
    expect((await oneBundle(id)).templates).toEqual([z, y]);
    expect((await oneTemplate(x!)).templateBundles).toEqual([]);
    expectGqlError(
      await s.gql(hotel, UPDATE_BUNDLE, { data: { _id: id, updatedAt: bundle.updatedAt, templates: [x] } }),
      'CONFLICT',
      'updatedAt',
    );
    // a refused update leaves the list as it was
    expectGqlError(
      await s.gql(hotel, UPDATE_BUNDLE, { data: { _id: id, updatedAt: await version(id), templates: [x, z] } }),
      'BAD_USER_INPUT',
      'templates',
    );
    expect((await oneBundle(id)).templates).toEqual([z, y]);
  });

  it('switches the default bundle; an inactive one cannot be the default; delete cascades', async () => {
    const [old] = (await bundles({ default: true })).data;
    const [t] = (await templates({ slot: 'Welcome' })).data;
    const e = expectGqlError(
      await s.gql(hotel, CREATE_BUNDLE, {
        data: { customerId: HOTEL, templates: [t!._id], default: true, active: false },
      }),
      'BAD_USER_INPUT',
      'default',
    );
    expect(e.extensions?.i18n).toBe('resources.start-pages.errors.defaultMustBeActive');
    const id = await newBundle('Neuer Standard', [t!._id], { default: true });
    expect((await bundles({ default: true })).data.map((b) => b._id)).toEqual([id]);
    expect((await oneBundle(old!._id)).default).toBe(false);
    ok(
      await s.gql(hotel, UPDATE_BUNDLE, {
        data: { _id: old!._id, updatedAt: await version(old!._id), default: true, templates: old!.templates },
      }),
    );
    expect((await oneBundle(id)).default).toBe(false);
    ok(await s.gql(hotel, del('deleteTemplateBundle'), { id }));
    const joins = await s.db.select().from(templateBundleTemplates).where(eq(templateBundleTemplates.bundleId, id));
    expect(joins).toEqual([]);
    expectGqlError(await s.gql(hotel, del('deleteTemplateBundle'), { id }), 'NOT_FOUND', '_id');
    expect((await oneTemplate(t!._id)).templateBundles).toEqual([old!._id]);
  });
});
