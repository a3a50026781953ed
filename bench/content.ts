// Lists of the login-experience entities with BENCH_CONTENT (default 10,000) rows each in one
// customer (K100003, a generated one without demo content): account templates, login templates,
// terms of use, imprints, templates and template bundles. Rows are inserted with one SQL statement per
// table (generate_series) and reported to the server's statistics policy exactly as the services
// report their writes (noteWrites): no ANALYZE by hand. On PostgreSQL nothing runs (autovacuum's job),
// so its figures are those of a database as DATABASE_URL gives it.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/platform/db/client';
import { analyzeAfterLoad, noteWrites, statisticsSettled } from '../server/platform/statistics';
import { TEMPLATE_SLOTS } from '../src/domain/enums';

export const CONTENT_CUSTOMER = 'K100003';
export const CONTENT_ROWS = Number(process.env.BENCH_CONTENT ?? 10_000);

const hex = (prefix: string) => sql.raw(`'${prefix}' || lpad(to_hex(i), 20, '0')`);

/** Inserts the rows; returns one id of an account template and of a template for the filters. */
export async function seedContent(
  db: Db,
  n = CONTENT_ROWS,
): Promise<{ accountTemplateId: string; templateId: string }> {
  const c = CONTENT_CUSTOMER;
  const slots = sql.raw(`(array[${TEMPLATE_SLOTS.map((s) => `'${s}'`).join(',')}])[1 + i % ${TEMPLATE_SLOTS.length}]`);
  await db.execute(sql`insert into hotspot_account_templates (customer_id, id, name, description, active, dynamic_expires, max_bandwidth_down, search_text, created_at, updated_at)
    select ${c}, ${hex('a000')}, 'Kontovorlage ' || i, 'Beschreibung ' || (i % 97), i % 5 <> 0, 'eod 4h', 10000,
      lower('Kontovorlage ' || i || ' Beschreibung ' || (i % 97)), now() - i * interval '1 minute', now()
    from generate_series(1, ${n}) i`);
  await db.execute(sql`insert into terms_of_uses (customer_id, id, name, description, active, locales, search_text, created_at, updated_at)
    select ${c}, ${hex('b000')}, 'Nutzungsbedingungen ' || i, null, true,
      '[{"lang":"de","default":true,"privacy":null,"terms":"<p>Bedingungen</p>"}]'::jsonb,
      lower('Nutzungsbedingungen ' || i), now() - i * interval '1 minute', now()
    from generate_series(1, ${n}) i`);
  await db.execute(sql`insert into hotspot_login_templates (customer_id, id, name, description, active, login_type, account_template_id, terms_of_use_id, search_text, created_at, updated_at)
    select ${c}, ${hex('c000')}, 'Login-Vorlage ' || i, 'Beschreibung ' || (i % 97), i % 3 <> 0,
      (array['VOUCHER_LOGIN','EASY_LOGIN'])[1 + i % 2], ${sql.raw(`'a000' || lpad(to_hex(1 + i % 500), 20, '0')`)},
      ${hex('b000')}, lower('Login-Vorlage ' || i || ' Beschreibung ' || (i % 97)), now() - i * interval '1 minute', now()
    from generate_series(1, ${n}) i`);
  await db.execute(sql`insert into imprints (customer_id, id, description, active, is_default, texts, search_text, created_at, updated_at)
    select ${c}, ${hex('d000')}, 'Impressum ' || i, true, false, '[{"lang":"de","text":"<p>Impressum</p>","default":true}]'::jsonb,
      lower('Impressum ' || i), now() - i * interval '1 minute', now()
    from generate_series(1, ${n}) i`);
  await db.execute(sql`insert into templates (customer_id, id, slot, description, active, is_default, texts, search_text, created_at, updated_at)
    select ${c}, ${hex('e000')}, ${slots}, 'Vorlage ' || i, true, false, '[{"lang":"de","text":"<h1>Willkommen</h1>","default":true}]'::jsonb,
      lower('Vorlage ' || i), now() - i * interval '1 minute', now()
    from generate_series(1, ${n}) i`);
  await db.execute(sql`insert into template_bundles (customer_id, id, description, active, is_default, search_text, created_at, updated_at)
    select ${c}, ${hex('f000')}, 'Paket ' || i, true, false, lower('Paket ' || i), now() - i * interval '1 minute', now()
    from generate_series(1, ${n}) i`);
  // Every bundle holds one template (template i in bundle i).
  await db.execute(sql`insert into template_bundle_templates (customer_id, bundle_id, template_id, slot, position)
    select ${c}, ${hex('f000')}, ${hex('e000')}, ${slots}, 0 from generate_series(1, ${n}) i`);
  for (const table of [
    'hotspot_account_templates',
    'terms_of_uses',
    'hotspot_login_templates',
    'imprints',
    'templates',
    'template_bundles',
    'template_bundle_templates',
  ])
    noteWrites(db, table, n);
  await statisticsSettled();
  // Statistics now, as the demo seed does: on PostgreSQL autovacuum comes by within a minute or so,
  // and until then the lists measured next were planned for empty tables (244 ms for a device search
  // whose index answers it in 3 ms).
  await analyzeAfterLoad(db);
  const id = (prefix: string, i: number) => `${prefix}${i.toString(16).padStart(20, '0')}`;
  return { accountTemplateId: id('a000', 7), templateId: id('e000', 42) };
}

const page = (fields: string) => `totalCount hasNextPage data { ${fields} }`;

/** [label, query, variables] of the measured lists (25 rows, the portal's page size). */
export function contentCases(ids: {
  accountTemplateId: string;
  templateId: string;
}): [string, string, Record<string, unknown>][] {
  const v = { take: 25, customerIds: [CONTENT_CUSTOMER] };
  const byName = [{ key: 'name', order: 'ASC' }];
  const newest = [{ key: 'createdAt', order: 'DESC' }];
  const Q = (field: string, args: string, fields: string) =>
    `query($take:Int,$skip:Int,$customerIds:[String!],$sort:[SortType!],$search:String${args}){${field}(take:$take,skip:$skip,customerIds:$customerIds,sort:$sort,search:$search${args
      .split(',')
      .filter(Boolean)
      .map((a) => {
        const name = a.split(':')[0].replace('$', '');
        return `,${name}:$${name}`;
      })
      .join('')}){ ${page(fields)} } }`;
  const at = Q('hotspotAccountTemplates', '', '_id name active accountProfile { maxBandwidthDown } updatedAt');
  const lt = Q(
    'hotspotLoginTemplates',
    ',$hotspotAccountTemplateIds:[ID!]',
    '_id name loginType active hotspotAccountTemplateId updatedAt',
  );
  const tou = Q('termsOfUses', '', '_id name active updatedAt');
  const imp = Q('imprint', '', '_id description active default updatedAt');
  const tpl = Q('templates', ',$slot:TemplateSlot', '_id slot description active default updatedAt');
  const bun = Q('templateBundles', ',$templates:[ID!]', '_id description active default templates updatedAt');
  return [
    ['hotspotAccountTemplates, by name', at, { ...v, sort: byName }],
    ['hotspotAccountTemplates, page 200 by name', at, { ...v, sort: byName, skip: 5000 }],
    ['hotspotAccountTemplates, search "vorlage 12"', at, { ...v, sort: byName, search: 'vorlage 12' }],
    ['hotspotLoginTemplates, newest first', lt, { ...v, sort: newest }],
    ['hotspotLoginTemplates, search "beschreibung 4"', lt, { ...v, sort: byName, search: 'beschreibung 4' }],
    [
      'hotspotLoginTemplates of one account template',
      lt,
      { ...v, sort: byName, hotspotAccountTemplateIds: [ids.accountTemplateId] },
    ],
    ['termsOfUses, by name', tou, { ...v, sort: byName }],
    ['imprint, newest first', imp, { ...v, sort: newest }],
    ['templates, slot Welcome', tpl, { ...v, sort: newest, slot: 'Welcome' }],
    ['templateBundles, newest first', bun, { ...v, sort: newest }],
    ['templateBundles holding one template', bun, { ...v, sort: newest, templates: [ids.templateId] }],
  ];
}
