// References between objects (issue 33): every input field of a mutation that names another
// tenant-owned object must name one of the same customer. The fields are found in the SDL: every
// argument of every Mutation field, walked through its input types, is a reference when
//
//   its type is ID (or a list of ID), or its name ends in "Id" or "Ids".
//
// Each such field is either a case below (REFERENCES: the hotel's administrator sends it with an
// object of the café, then with an id that exists nowhere, and both answers must be the same refusal
// naming the field; the caller's own object must not get that refusal) or exempt with a reason
// (EXEMPT, or one of the two rules of `exemptByRule`). A field found in the SDL that is neither fails
// the test: add the check to the service and a case here. A case names the composite foreign key
// (customer_id, id) that refuses the same reference in the database, or why there is none; the last
// tests prove each of those keys in the catalog and by a write that bypasses the service.
import { getNamedType, isInputObjectType, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { deviceAccounts } from '../../server/access/device-account/table';
import { hotspotAccounts } from '../../server/access/hotspot-account/table';
import { vouchers } from '../../server/access/wifi-code/table';
import { hotspotDeviceConfigs } from '../../server/network/device-config/table';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { locationGroups, locations } from '../../server/network/location/table';
import { hotspotAccountTemplates } from '../../server/templates/account-template/table';
import { hotspotLoginTemplates } from '../../server/templates/login-template/table';
import {
  imprints,
  templateBundleTemplates,
  templateBundles,
  templates,
  termsOfUses,
} from '../../server/templates/start-page/table';
import { customerPlugins } from '../../server/tenancy/customer/table';
import { newObjectId } from '../../server/platform/ids';
import { pgError } from '../../server/platform/pgError';
import { startTestServer, type GqlResult, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, ok } from './helpers';
import { operationDocument, rootFields } from './schemaSamples';

// ---------------------------------------------------------------------------------------------
// The reference fields of the SDL
// ---------------------------------------------------------------------------------------------

/** `<mutation>.<argument>[.<field>…]`: lists are transparent (`importHotspotDevices.rows.locationId`). */
type FieldPath = string;

const isReference = (name: string, type: GraphQLInputType) =>
  getNamedType(type).name === 'ID' || /(Id|Ids)$/.test(name);

function walk(path: string[], name: string, type: GraphQLInputType, out: FieldPath[], depth = 0): void {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    if (depth > 8) throw new Error(`input types nested deeper than 8 at ${path.join('.')}`);
    for (const f of Object.values(named.getFields())) walk([...path, f.name], f.name, f.type, out, depth + 1);
    return;
  }
  if (isReference(name, type)) out.push(path.join('.'));
}

/** Every reference field of every Mutation argument, by the rule above. */
function referenceFields(): FieldPath[] {
  const out: FieldPath[] = [];
  for (const field of rootFields('Mutation'))
    for (const arg of field.args) walk([field.name, arg.name], arg.name, arg.type, out);
  return out;
}

/**
 * Two rules exempt fields that are no reference to another object:
 * - the object the mutation acts on (`deleteX(_id)`, `deleteEnrollmentKey(id)`, `updateX(data: {_id})`):
 *   another customer's answers NOT_FOUND like a missing one, which isolation.test.ts attempts for
 *   every tenant operation;
 * - a customer (`customerId`, `customerIds`): a customer without a grant answers FORBIDDEN
 *   (isolation.test.ts, roleGrid.test.ts).
 */
function exemptByRule(path: FieldPath): string | null {
  const parts = path.split('.');
  const last = parts[parts.length - 1]!;
  if (parts.length === 2 && (last === '_id' || last === 'id')) return 'the object the mutation acts on';
  if (parts.length === 3 && parts[1] === 'data' && last === '_id') return 'the object the mutation acts on';
  if (last === 'customerId' || last === 'customerIds') return 'a customer: FORBIDDEN without a grant';
  return null;
}

const EXTERNAL = 'an identifier in an outside service, not an object of this installation';

/** Fields the rule selects that name nothing of a customer here. */
const EXEMPT: Readonly<Record<FieldPath, string>> = {
  'createLocation.data.externalId': "the location's id in the customer's own systems (free text)",
  'updateLocation.data.externalId': "the location's id in the customer's own systems (free text)",
  'sendWebhookTestEvent.endpointId':
    "the endpoint the mutation acts on: another customer's answers NOT_FOUND like a missing one (isolation.test.ts)",
  'invalidateHotspotAccountsByMultiAccountId.multiAccountId':
    "a label shared by accounts, matched only among the caller's customers (isolation.test.ts)",
  ...Object.fromEntries(
    ['createCustomerPlugins', 'updateCustomerPlugins'].flatMap((m) =>
      [
        'appLogin.appId',
        'boostcom.communityId',
        'cidaas.clientId',
        'dnsAnalytics.organizationId',
        'dnsFilter.organizationId',
        'matomo.siteId',
        'reos.clientId',
        'reos.minVlanId',
        'reos.maxVlanId',
      ].map((f) => [`${m}.data.${f}`, EXTERNAL]),
    ),
  ),
};

// ---------------------------------------------------------------------------------------------
// The objects of both customers
// ---------------------------------------------------------------------------------------------

type Kind =
  | 'loginTemplate'
  | 'accountTemplate'
  | 'termsOfUse'
  | 'imprint'
  | 'template'
  | 'bundle'
  | 'deviceConfig'
  | 'location'
  | 'device'
  | 'plugins';

interface Fixtures {
  /** The hotel's objects of each kind (what its administrator may name). */
  own: Record<Kind, string>;
  /** The café's objects of each kind. */
  foreign: Record<Kind, string>;
  /** What the update cases change (the hotel's). */
  target: {
    template: string;
    bundle: string;
    bundleTemplates: string[];
    deviceAccount: string;
    deviceConfig: string;
    hotspotAccount: string;
    device: string;
    location: string;
    group: string;
    loginTemplate: string;
    voucher: string;
  };
}

let s: TestServer;
let hotel: string;
let fx: Fixtures;

/** A tenant table with an `id` column. */
type Keyed = PgTable & { customerId: PgColumn; id: PgColumn };

/** The customer's first object of a table (by id). */
async function firstId(t: Keyed, customerId: string): Promise<string> {
  const [row] = await s.db.select({ id: t.id }).from(t).where(eq(t.customerId, customerId)).orderBy(asc(t.id)).limit(1);
  if (!row) throw new Error(`no row of ${customerId} to refer to`);
  return String(row.id);
}

/** `_id` and the `updatedAt` an update names (the version it was loaded with: read now). */
async function loaded(t: Keyed & { updatedAt: PgColumn }, id: string) {
  const [row] = await s.db
    .select({ updatedAt: t.updatedAt })
    .from(t)
    .where(and(eq(t.customerId, HOTEL), eq(t.id, id)));
  if (!row) throw new Error(`no row ${id} to update`);
  return { _id: id, updatedAt: (row.updatedAt as Date).toISOString() };
}

async function kinds(customerId: string): Promise<Record<Kind, string>> {
  return {
    loginTemplate: await firstId(hotspotLoginTemplates, customerId),
    accountTemplate: await firstId(hotspotAccountTemplates, customerId),
    termsOfUse: await firstId(termsOfUses, customerId),
    imprint: await firstId(imprints, customerId),
    template: await firstId(templates, customerId),
    bundle: await firstId(templateBundles, customerId),
    deviceConfig: await firstId(hotspotDeviceConfigs, customerId),
    location: await firstId(locations, customerId),
    device: await firstId(hotspotDevices, customerId),
    plugins: await firstId(customerPlugins, customerId),
  };
}

let seq = 0;
const unique = (what: string) => `ref-${what}-${++seq}`;
/** A universally administered MAC no demo device has. */
const freshMac = () =>
  `00:1B:44:9E:${(seq >> 8).toString(16).padStart(2, '0')}:${(++seq & 0xff).toString(16).padStart(2, '0')}`;
/** A device type that needs no LAN MAC. */
const DEVICE_TYPE = 'AEROHIVE_HIVEOS_6';
const URLS = {
  splashUrl: 'https://splash.example.test',
  successUrl: 'https://ok.example.test',
  errorUrl: 'https://error.example.test',
};

// ---------------------------------------------------------------------------------------------
// The cases
// ---------------------------------------------------------------------------------------------

/** A refusal as the caller sees it (an error, or a FAILED row of an import); null: accepted. */
type Answer = { code: string; field: string | null; detail: string } | null;

interface ReferenceCase {
  /** The kind of object the field names. */
  kind: Kind;
  /** Sends the mutation as the hotel's administrator with `id` in the field. */
  send: (id: string) => Promise<Answer>;
  /** The composite foreign key (customer_id, column) → (customer_id, id) that refuses it too, or why none. */
  fk: string | { none: string };
}

function answerOf(r: GqlResult): Answer {
  const e = r.errors?.[0];
  if (!e) return null;
  const { code, field } = e.extensions ?? {};
  return { code: String(code), field: typeof field === 'string' ? field : null, detail: JSON.stringify(e) };
}

/** Sends `mutation(data: …)` (or other arguments) through the real GraphQL endpoint. */
async function send(mutation: string, variables: Record<string, unknown>): Promise<Answer> {
  const field = rootFields('Mutation').find((f) => f.name === mutation);
  if (!field) throw new Error(`no mutation ${mutation}`);
  const { query } = operationDocument('Mutation', field, variables);
  return answerOf(await s.gql(hotel, query, variables));
}

const IMPORT = `mutation I($customerId: String!, $rows: [ImportHotspotDeviceRow!]!) {
  importHotspotDevices(customerId: $customerId, rows: $rows) { row status field message }
}`;

async function importRow(row: Record<string, unknown>): Promise<Answer> {
  const name = unique('import');
  const r = await s.gql<{ importHotspotDevices: { status: string; field: string | null; message: string | null }[] }>(
    hotel,
    IMPORT,
    {
      customerId: HOTEL,
      rows: [{ row: 1, name, mac: [freshMac()], deviceType: DEVICE_TYPE, ...row }],
    },
  );
  const base = answerOf(r);
  if (base) return base;
  const [result] = ok(r).importHotspotDevices;
  return result!.status === 'FAILED' ? { code: 'FAILED', field: result!.field, detail: JSON.stringify(result) } : null;
}

const loginTemplateData = (extra: Record<string, unknown>) => ({
  customerId: HOTEL,
  name: unique('lt'),
  loginType: 'VOUCHER_LOGIN',
  hotspotAccountTemplateId: fx.own.accountTemplate,
  termsOfUseId: fx.own.termsOfUse,
  ...extra,
});

/** The plugin reference of a login type: the type that uses the field, with the rest of its config. */
const PLUGIN_FIELDS: Record<string, { loginType: string; config: Record<string, unknown> }> = {
  pluginId: { loginType: 'APP_LOGIN', config: URLS },
  externalLoginPluginId: { loginType: 'EXTERNAL_LOGIN', config: URLS },
  deviceAccountPluginId: { loginType: 'DEVICE_ACCOUNT_LOGIN', config: {} },
  reosPluginId: { loginType: 'REOS_LOGIN', config: {} },
  voucherSmsPluginId: { loginType: 'VOUCHER_SMS_LOGIN', config: { defaultCountryCallingCode: '+49' } },
};

const PLUGINS_IN_JSON = { none: "a field of the jsonb loginTypeConfig / cooldown: the customer's one plugins row" };

const REFERENCES: Readonly<Record<FieldPath, ReferenceCase>> = {
  // Start pages
  'createTemplate.data.imprint': {
    kind: 'imprint',
    fk: 'templates_imprint_fk',
    send: (id) =>
      send('createTemplate', {
        data: {
          customerId: HOTEL,
          slot: 'Error',
          text: [{ lang: 'de', text: '<p>Fehler</p>', default: true }],
          imprint: id,
        },
      }),
  },
  'updateTemplate.data.imprint': {
    kind: 'imprint',
    fk: 'templates_imprint_fk',
    send: async (id) =>
      send('updateTemplate', { data: { ...(await loaded(templates, fx.target.template)), imprint: id } }),
  },
  'createTemplateBundle.data.imprint': {
    kind: 'imprint',
    fk: 'template_bundles_imprint_fk',
    send: (id) =>
      send('createTemplateBundle', { data: { customerId: HOTEL, templates: [fx.own.template], imprint: id } }),
  },
  'createTemplateBundle.data.templates': {
    kind: 'template',
    fk: 'template_bundle_templates_template_fk',
    send: (id) => send('createTemplateBundle', { data: { customerId: HOTEL, templates: [id] } }),
  },
  'updateTemplateBundle.data.imprint': {
    kind: 'imprint',
    fk: 'template_bundles_imprint_fk',
    send: async (id) =>
      send('updateTemplateBundle', {
        data: {
          ...(await loaded(templateBundles, fx.target.bundle)),
          templates: fx.target.bundleTemplates,
          imprint: id,
        },
      }),
  },
  'updateTemplateBundle.data.templates': {
    kind: 'template',
    fk: 'template_bundle_templates_template_fk',
    send: async (id) =>
      send('updateTemplateBundle', { data: { ...(await loaded(templateBundles, fx.target.bundle)), templates: [id] } }),
  },

  // Device accounts
  'createDeviceAccount.data.loginTemplate': {
    kind: 'loginTemplate',
    fk: 'device_accounts_login_template_fk',
    send: (id) =>
      send('createDeviceAccount', {
        data: {
          customerId: HOTEL,
          name: unique('da'),
          criteria: { accountType: 'Username', username: unique('user') },
          loginTemplate: id,
        },
      }),
  },
  'updateDeviceAccount.data.loginTemplate': {
    kind: 'loginTemplate',
    fk: 'device_accounts_login_template_fk',
    send: async (id) =>
      send('updateDeviceAccount', {
        data: { ...(await loaded(deviceAccounts, fx.target.deviceAccount)), loginTemplate: id },
      }),
  },

  // Device configurations and enrollment
  'createHotspotDeviceConfig.data.hotspotLoginTemplates': {
    kind: 'loginTemplate',
    fk: 'hotspot_device_config_login_templates_template_fk',
    send: (id) =>
      send('createHotspotDeviceConfig', {
        data: { customerId: HOTEL, name: unique('cfg'), hotspotLoginTemplates: [id] },
      }),
  },
  'createHotspotDeviceConfig.data.templateBundle': {
    kind: 'bundle',
    fk: 'hotspot_device_configs_bundle_fk',
    send: (id) =>
      send('createHotspotDeviceConfig', {
        data: {
          customerId: HOTEL,
          name: unique('cfg'),
          hotspotLoginTemplates: [fx.own.loginTemplate],
          templateBundle: id,
        },
      }),
  },
  'updateHotspotDeviceConfig.data.hotspotLoginTemplates': {
    kind: 'loginTemplate',
    fk: 'hotspot_device_config_login_templates_template_fk',
    send: async (id) =>
      send('updateHotspotDeviceConfig', {
        data: { ...(await loaded(hotspotDeviceConfigs, fx.target.deviceConfig)), hotspotLoginTemplates: [id] },
      }),
  },
  'updateHotspotDeviceConfig.data.templateBundle': {
    kind: 'bundle',
    fk: 'hotspot_device_configs_bundle_fk',
    send: async (id) =>
      send('updateHotspotDeviceConfig', {
        data: { ...(await loaded(hotspotDeviceConfigs, fx.target.deviceConfig)), templateBundle: id },
      }),
  },
  'createEnrollmentKey.data.hotspotDeviceConfig': {
    kind: 'deviceConfig',
    fk: 'enrollment_keys_config_fk',
    send: (id) =>
      send('createEnrollmentKey', { data: { customerId: HOTEL, name: unique('key'), hotspotDeviceConfig: id } }),
  },

  // Hotspot accounts
  'updateHotspotAccount.data.accountTemplate': {
    kind: 'accountTemplate',
    fk: 'hotspot_accounts_account_template_fk',
    send: async (id) =>
      send('updateHotspotAccount', {
        data: { ...(await loaded(hotspotAccounts, fx.target.hotspotAccount)), accountTemplate: id },
      }),
  },
  'updateHotspotAccount.data.hotspotDeviceId': {
    kind: 'device',
    fk: 'hotspot_accounts_device_fk',
    send: async (id) =>
      send('updateHotspotAccount', {
        data: { ...(await loaded(hotspotAccounts, fx.target.hotspotAccount)), hotspotDeviceId: id },
      }),
  },
  'updateHotspotAccount.data.termsOfUse._id': {
    kind: 'termsOfUse',
    fk: 'hotspot_accounts_terms_of_use_fk',
    send: async (id) =>
      send('updateHotspotAccount', {
        data: {
          ...(await loaded(hotspotAccounts, fx.target.hotspotAccount)),
          termsOfUse: { _id: id, accepted: true },
        },
      }),
  },

  // Hotspot devices
  'importHotspotDevices.rows.hotspotDeviceConfig': {
    kind: 'deviceConfig',
    fk: 'hotspot_devices_config_fk',
    send: (id) => importRow({ hotspotDeviceConfig: id }),
  },
  'importHotspotDevices.rows.locationId': {
    kind: 'location',
    fk: 'hotspot_devices_location_fk',
    send: (id) => importRow({ locationId: id }),
  },
  'createHotspotDevice.data.hotspotDeviceConfig': {
    kind: 'deviceConfig',
    fk: 'hotspot_devices_config_fk',
    send: (id) => send('createHotspotDevice', { data: deviceData({ hotspotDeviceConfig: id }) }),
  },
  'createHotspotDevice.data.locationId': {
    kind: 'location',
    fk: 'hotspot_devices_location_fk',
    send: (id) => send('createHotspotDevice', { data: deviceData({ locationId: id }) }),
  },
  'updateHotspotDevice.data.hotspotDeviceConfig': {
    kind: 'deviceConfig',
    fk: 'hotspot_devices_config_fk',
    send: async (id) =>
      send('updateHotspotDevice', {
        data: { ...(await loaded(hotspotDevices, fx.target.device)), hotspotDeviceConfig: id },
      }),
  },
  'updateHotspotDevice.data.locationId': {
    kind: 'location',
    fk: 'hotspot_devices_location_fk',
    send: async (id) =>
      send('updateHotspotDevice', { data: { ...(await loaded(hotspotDevices, fx.target.device)), locationId: id } }),
  },

  // Locations (a location lists devices by their location_id)
  'createLocation.data.hotspotDeviceIds': {
    kind: 'device',
    fk: { none: "the devices' own location_id is the reference (hotspot_devices_location_fk)" },
    send: (id) => send('createLocation', { data: { customerId: HOTEL, name: unique('loc'), hotspotDeviceIds: [id] } }),
  },
  'updateLocation.data.hotspotDeviceIds': {
    kind: 'device',
    fk: { none: "the devices' own location_id is the reference (hotspot_devices_location_fk)" },
    send: async (id) =>
      send('updateLocation', {
        data: { ...(await loaded(locations, fx.target.location)), hotspotDeviceIds: [id] },
      }),
  },
  'createLocationGroup.data.locationIds': {
    kind: 'location',
    fk: 'location_group_locations_location_fk',
    send: (id) =>
      send('createLocationGroup', { data: { customerId: HOTEL, name: unique('group'), locationIds: [id] } }),
  },
  'updateLocationGroup.data.locationIds': {
    kind: 'location',
    fk: 'location_group_locations_location_fk',
    send: async (id) =>
      send('updateLocationGroup', { data: { ...(await loaded(locationGroups, fx.target.group)), locationIds: [id] } }),
  },

  // Login templates
  'createHotspotLoginTemplate.data.hotspotAccountTemplateId': {
    kind: 'accountTemplate',
    fk: 'hotspot_login_templates_account_template_fk',
    send: (id) => send('createHotspotLoginTemplate', { data: loginTemplateData({ hotspotAccountTemplateId: id }) }),
  },
  'createHotspotLoginTemplate.data.termsOfUseId': {
    kind: 'termsOfUse',
    fk: 'hotspot_login_templates_terms_of_use_fk',
    send: (id) => send('createHotspotLoginTemplate', { data: loginTemplateData({ termsOfUseId: id }) }),
  },
  'createHotspotLoginTemplate.data.cooldown.cooldownPluginId': {
    kind: 'plugins',
    fk: PLUGINS_IN_JSON,
    send: (id) =>
      send('createHotspotLoginTemplate', {
        data: loginTemplateData({ cooldown: { cooldownPluginId: id, dynamicExpires: '1d' } }),
      }),
  },
  'updateHotspotLoginTemplate.data.hotspotAccountTemplateId': {
    kind: 'accountTemplate',
    fk: 'hotspot_login_templates_account_template_fk',
    send: async (id) =>
      send('updateHotspotLoginTemplate', {
        data: { ...(await loaded(hotspotLoginTemplates, fx.target.loginTemplate)), hotspotAccountTemplateId: id },
      }),
  },
  'updateHotspotLoginTemplate.data.termsOfUseId': {
    kind: 'termsOfUse',
    fk: 'hotspot_login_templates_terms_of_use_fk',
    send: async (id) =>
      send('updateHotspotLoginTemplate', {
        data: { ...(await loaded(hotspotLoginTemplates, fx.target.loginTemplate)), termsOfUseId: id },
      }),
  },
  'updateHotspotLoginTemplate.data.cooldown.cooldownPluginId': {
    kind: 'plugins',
    fk: PLUGINS_IN_JSON,
    send: async (id) =>
      send('updateHotspotLoginTemplate', {
        data: {
          ...(await loaded(hotspotLoginTemplates, fx.target.loginTemplate)),
          cooldown: { cooldownPluginId: id, dynamicExpires: '1d' },
        },
      }),
  },
  ...Object.fromEntries(
    Object.entries(PLUGIN_FIELDS).flatMap(([field, { loginType, config }]) => [
      [
        `createHotspotLoginTemplate.data.loginTypeConfig.${field}`,
        {
          kind: 'plugins',
          fk: PLUGINS_IN_JSON,
          send: (id: string) =>
            send('createHotspotLoginTemplate', {
              data: loginTemplateData({ loginType, loginTypeConfig: { ...config, [field]: id } }),
            }),
        } satisfies ReferenceCase,
      ],
      [
        `updateHotspotLoginTemplate.data.loginTypeConfig.${field}`,
        {
          kind: 'plugins',
          fk: PLUGINS_IN_JSON,
          send: async (id: string) =>
            send('updateHotspotLoginTemplate', {
              data: {
                ...(await loaded(hotspotLoginTemplates, fx.target.loginTemplate)),
                loginType,
                loginTypeConfig: { ...config, [field]: id },
              },
            }),
        } satisfies ReferenceCase,
      ],
    ]),
  ),

  // WiFi codes
  'createVoucher.data.loginTemplateId': {
    kind: 'loginTemplate',
    fk: 'vouchers_login_template_fk',
    send: (id) => send('createVoucher', { data: { customerId: HOTEL, loginTemplateId: id } }),
  },
  'createVoucherBatch.data.loginTemplateId': {
    kind: 'loginTemplate',
    fk: 'vouchers_login_template_fk',
    send: (id) => send('createVoucherBatch', { data: { customerId: HOTEL, amount: 1, loginTemplateId: id } }),
  },
  'updateVoucher.data.loginTemplateId': {
    kind: 'loginTemplate',
    fk: 'vouchers_login_template_fk',
    send: async (id) =>
      send('updateVoucher', { data: { ...(await loaded(vouchers, fx.target.voucher)), loginTemplateId: id } }),
  },
};

function deviceData(extra: Record<string, unknown>) {
  const name = unique('dev');
  return {
    customerId: HOTEL,
    name,
    deviceType: DEVICE_TYPE,
    mac: [freshMac()],
    monitoringConfig: { alias: name },
    ...extra,
  };
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  const own = await kinds(HOTEL);
  const foreign = await kinds(CAFE);
  // An update target of its own for login templates (the cases change its type and cooldown).
  const loginTemplate = ok(
    await s.gql<{ createHotspotLoginTemplate: string }>(
      hotel,
      `mutation C($data: CreateHotspotLoginTemplateInput!) { createHotspotLoginTemplate(data: $data) }`,
      {
        data: {
          customerId: HOTEL,
          name: 'ref-target',
          loginType: 'VOUCHER_LOGIN',
          hotspotAccountTemplateId: own.accountTemplate,
          termsOfUseId: own.termsOfUse,
        },
      },
    ),
  ).createHotspotLoginTemplate;
  const group = ok(
    await s.gql<{ createLocationGroup: { _id: string } }>(
      hotel,
      `mutation G($data: CreateLocationGroupInput!) { createLocationGroup(data: $data) { _id } }`,
      { data: { customerId: HOTEL, name: 'ref-group', locationIds: [own.location] } },
    ),
  ).createLocationGroup._id;
  const bundleTemplates = await s.db
    .select({ id: templateBundleTemplates.templateId })
    .from(templateBundleTemplates)
    .where(and(eq(templateBundleTemplates.customerId, HOTEL), eq(templateBundleTemplates.bundleId, own.bundle)))
    .orderBy(asc(templateBundleTemplates.position));
  fx = {
    own,
    foreign,
    target: {
      template: own.template,
      bundle: own.bundle,
      bundleTemplates: bundleTemplates.map((t) => t.id),
      deviceAccount: await firstId(deviceAccounts, HOTEL),
      deviceConfig: own.deviceConfig,
      hotspotAccount: await firstId(hotspotAccounts, HOTEL),
      device: own.device,
      location: own.location,
      group,
      loginTemplate,
      voucher: await firstId(vouchers, HOTEL),
    },
  };
}, 120_000);
afterAll(() => s?.close());

describe('reference fields of the mutations', () => {
  it('every field the rule finds in the SDL has a case or is exempt with a reason', () => {
    const found = referenceFields();
    const missing = found.filter((p) => !REFERENCES[p] && !EXEMPT[p] && !exemptByRule(p));
    expect(
      missing,
      'a mutation input names another object without a case: check in its service that the object is the ' +
        "customer's own (BAD_USER_INPUT or NOT_FOUND naming the field, the same for a foreign and a missing " +
        'id), add a composite foreign key (customer_id, id) where the schema allows, and add a case to ' +
        'REFERENCES in tests/server/references.test.ts',
    ).toEqual([]);
    // No case or exemption for a field the SDL does not have (renamed or removed).
    const stale = [...Object.keys(REFERENCES), ...Object.keys(EXEMPT)].filter((p) => !found.includes(p));
    expect(stale, 'cases for fields the SDL no longer has').toEqual([]);
    console.info(
      `reference fields: ${found.length} found, ${Object.keys(REFERENCES).length} with a case, ` +
        `${found.length - Object.keys(REFERENCES).length} exempt`,
    );
  });

  for (const [path, c] of Object.entries(REFERENCES)) {
    it(`${path}: another customer's ${c.kind} and a missing one get the same refusal naming the field`, async () => {
      const field = path.split('.').slice(2).join('.');
      const foreign = await c.send(fx.foreign[c.kind]);
      const missing = await c.send(newObjectId());
      for (const [what, answer] of [
        ['foreign', foreign],
        ['missing', missing],
      ] as const) {
        expect(answer, `${what} id accepted`).not.toBeNull();
        expect(['BAD_USER_INPUT', 'NOT_FOUND', 'FAILED'], `${what}: ${answer!.detail}`).toContain(answer!.code);
        expect(answer!.field, `${what}: ${answer!.detail}`).toBe(field);
      }
      // The same answer: nothing tells another customer's object from a missing one.
      expect(foreign!.detail).toBe(missing!.detail);
      // The caller's own object is not refused that way (the case reaches the check).
      const own = await c.send(fx.own[c.kind]);
      expect(own?.detail ?? 'accepted').not.toBe(foreign!.detail);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// The database's own refusal
// ---------------------------------------------------------------------------------------------

interface ForeignKey {
  name: string;
  table: string;
  columns: string;
  references: string;
  refColumns: string;
}

async function foreignKeys(): Promise<Map<string, ForeignKey>> {
  const rows = (
    (await s.db.execute(sql`
      SELECT c.conname AS name, cl.relname AS "table", rf.relname AS "references",
        (SELECT string_agg(a.attname, ',' ORDER BY k.i) FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) AS columns,
        (SELECT string_agg(a.attname, ',' ORDER BY k.i) FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
          JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n) AS "refColumns"
      FROM pg_constraint c
      JOIN pg_class cl ON cl.oid = c.conrelid
      JOIN pg_class rf ON rf.oid = c.confrelid
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`)) as unknown as { rows: ForeignKey[] }
  ).rows;
  return new Map(rows.map((r) => [r.name, r]));
}

const namedKeys = () =>
  [...new Set(Object.values(REFERENCES).flatMap((c) => (typeof c.fk === 'string' ? [c.fk] : [])))].sort();

describe('foreign keys behind the references', () => {
  it('each case names a composite foreign key (customer_id, column) → (customer_id, id)', async () => {
    const keys = await foreignKeys();
    for (const name of namedKeys()) {
      const fk = keys.get(name);
      expect(fk, `foreign key ${name}`).toBeDefined();
      expect(fk!.columns.split(',')[0], name).toBe('customer_id');
      expect(fk!.columns.split(','), name).toHaveLength(2);
      expect(fk!.refColumns, name).toBe('customer_id,id');
    }
  });

  it("refuses a write of another customer's id or a missing one that bypasses the service", async () => {
    const keys = await foreignKeys();
    const refused: string[] = [];
    for (const name of namedKeys()) {
      const fk = keys.get(name)!;
      const column = fk.columns.split(',')[1]!;
      const table = sql.identifier(fk.table);
      const col = sql.identifier(column);
      const [cafeRow] = (
        (await s.db.execute(
          sql`SELECT id FROM ${sql.identifier(fk.references)} WHERE customer_id = ${CAFE} LIMIT 1`,
        )) as unknown as { rows: { id: string }[] }
      ).rows;
      expect(cafeRow, `a row of the café in ${fk.references}`).toBeDefined();
      const [hotelRows] = (
        (await s.db.execute(sql`SELECT count(*)::int AS n FROM ${table} WHERE customer_id = ${HOTEL}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(hotelRows!.n, `a row of the hotel in ${fk.table}`).toBeGreaterThan(0);
      for (const id of [cafeRow!.id, newObjectId()]) {
        const error = await s.db
          .execute(
            sql`UPDATE ${table} SET ${col} = ${id}
              WHERE ctid = (SELECT ctid FROM ${table} WHERE customer_id = ${HOTEL} LIMIT 1)`,
          )
          .then(
            () => null,
            (e: unknown) => e,
          );
        const info = pgError(error);
        expect(info?.code, `${name} with ${id === cafeRow!.id ? "the café's" : 'a missing'} id`).toBe('23503');
        expect(info?.constraint).toBe(name);
      }
      refused.push(name);
    }
    expect(refused).toEqual(namedKeys());
  });
});

// ---------------------------------------------------------------------------------------------
// Deleting what is referred to
// ---------------------------------------------------------------------------------------------

describe('deleting an object that others refer to', () => {
  const del = async (mutation: string, id: string) =>
    expect(await send(mutation, { _id: id }), `${mutation} ${id}`).toBeNull();
  /** The hotel's row of a table, as drizzle reads it. */
  const row = async (t: Keyed, id: string): Promise<Record<string, unknown> | undefined> =>
    (
      (await s.db
        .select()
        .from(t)
        .where(and(eq(t.customerId, HOTEL), eq(t.id, id)))) as Record<string, unknown>[]
    )[0];

  it('clears the login template of device accounts and WiFi codes (the default template applies)', async () => {
    const id = newObjectId();
    await s.db.insert(hotspotLoginTemplates).values({
      customerId: HOTEL,
      id,
      name: unique('lt-gone'),
      loginType: 'VOUCHER_LOGIN',
      accountTemplateId: fx.own.accountTemplate,
      termsOfUseId: fx.own.termsOfUse,
    });
    const account = fx.target.deviceAccount;
    expect(
      await send('updateDeviceAccount', { data: { ...(await loaded(deviceAccounts, account)), loginTemplate: id } }),
    ).toBeNull();
    expect(
      await send('updateVoucher', { data: { ...(await loaded(vouchers, fx.target.voucher)), loginTemplateId: id } }),
    ).toBeNull();
    await del('deleteHotspotLoginTemplate', id);
    expect(await row(deviceAccounts, account)).toMatchObject({ customerId: HOTEL, loginTemplateId: null });
    expect(await row(vouchers, fx.target.voucher)).toMatchObject({ customerId: HOTEL, loginTemplateId: null });
  });

  it("clears a hotspot account's account template, device and terms of use, and keeps the account", async () => {
    const template = newObjectId();
    const terms = newObjectId();
    const device = newObjectId();
    await s.db.insert(hotspotAccountTemplates).values({ customerId: HOTEL, id: template, name: unique('at-gone') });
    await s.db.insert(termsOfUses).values({
      customerId: HOTEL,
      id: terms,
      name: unique('terms-gone'),
      locales: [{ lang: 'de', default: true, privacy: null, terms: 'Bedingungen' }],
    });
    await s.db.insert(hotspotDevices).values({
      customerId: HOTEL,
      id: device,
      name: unique('dev-gone'),
      deviceType: DEVICE_TYPE,
      macs: [],
      monitoringAlias: 'gone',
    });
    const account = fx.target.hotspotAccount;
    expect(
      await send('updateHotspotAccount', {
        data: {
          ...(await loaded(hotspotAccounts, account)),
          accountTemplate: template,
          hotspotDeviceId: device,
          termsOfUse: { _id: terms, accepted: true },
        },
      }),
    ).toBeNull();
    expect(await row(hotspotAccounts, account)).toMatchObject({
      accountTemplateId: template,
      hotspotDeviceId: device,
      termsOfUseId: terms,
    });
    await del('deleteHotspotAccountTemplate', template);
    await del('deleteTermsOfUse', terms);
    await del('deleteHotspotDevice', device);
    expect(await row(hotspotAccounts, account)).toMatchObject({
      customerId: HOTEL,
      accountTemplateId: null,
      hotspotDeviceId: null,
      termsOfUseId: null,
    });
  });

  it('clears the imprint of templates and bundles, marking them changed', async () => {
    const imprint = newObjectId();
    await s.db
      .insert(imprints)
      .values({ customerId: HOTEL, id: imprint, texts: [{ lang: 'de', text: 'Impressum', default: true }] });
    expect(
      await send('updateTemplate', { data: { ...(await loaded(templates, fx.target.template)), imprint } }),
    ).toBeNull();
    expect(
      await send('updateTemplateBundle', {
        data: { ...(await loaded(templateBundles, fx.target.bundle)), templates: [fx.own.template], imprint },
      }),
    ).toBeNull();
    const before = (await loaded(templates, fx.target.template)).updatedAt;
    await del('deleteImprint', imprint);
    expect(await row(templates, fx.target.template)).toMatchObject({ imprintId: null });
    expect(await row(templateBundles, fx.target.bundle)).toMatchObject({ imprintId: null });
    expect((await loaded(templates, fx.target.template)).updatedAt > before).toBe(true);
  });
});
