// Issue 40 "Done when: a browser test double-clicks every create button of the portal and finds one
// record" — in Chromium against the started server (production build). Every create screen of the
// portal (src/resources/*/index.ts and src/shell/routes.ts: WiFi code, device account, location,
// region, hotspot device, device configuration, login template, account template, the four start-page
// parts, enrollment key, invitation, WiFi-code shortcut, partner lead, customer plugin) is filled with
// valid input and its create/save button double-clicked; then the page sent exactly one create request
// and the server holds exactly one record with that unique name (a GraphQL/REST request with the
// user's token). One server, one browser, one login per user.
// Drafts, the leave guard and the import wizard: tests/e2e/drafts.e2e.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, startE2E, type E2E } from './browser';
import { DEMO_PASSWORD, HOTEL_ID } from '../../server/seed/demo';
import userMessages from '../../src/resources/user/messages';

const U = userMessages.de.resources.user;
const ADMIN = 'admin@alpenhotel.test';
const PARTNER = 'partner@netpartner.test';
const OPERATOR = 'operator@hotspot-portal.test';
const ORG = `?organization=${HOTEL_ID}`;
const stamp = Date.now() % 1_000_000;
/** Six digits of the stamp, as three MAC octets. */
const octets = String(stamp)
  .padStart(6, '0')
  .replace(/(..)(..)(..)/, '$1:$2:$3');
let e: E2E;
let page: Page;
let user = '';
/** The bodies of the create requests the page sent (GraphQL create mutations, REST PUTs). */
const sent: string[] = [];

beforeAll(async () => {
  e = await startE2E();
  page = e.page;
  // a reload or a navigation with unsaved changes asks: the tests answer "leave"
  page.on('dialog', (dialog) => void dialog.accept());
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (
      request.method() === 'PUT' ||
      (request.method() === 'POST' && /mutation[\s\S]*?\b(create|update)[A-Z]/.test(body))
    )
      sent.push(`${request.method()} ${new URL(request.url()).pathname} ${body}`);
  });
});
afterAll(() => e?.close());

async function as(email: string) {
  if (user === email) return;
  if (user) await e.context.clearCookies();
  await login(e, email, DEMO_PASSWORD);
  user = email;
}

const tokens = new Map<string, Promise<string>>();
function token(email: string): Promise<string> {
  let t = tokens.get(email);
  if (!t) {
    t = fetch(`${e.url}/auth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })
      .then((r) => r.json())
      .then((r: { data: { accessToken: string } }) => r.data.accessToken);
    tokens.set(email, t);
  }
  return t;
}

async function gql<T>(email: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await fetch(`${e.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(email)}` },
    body: JSON.stringify({ query, variables }),
  }).then((res) => res.json());
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
}

/** How many records of a list query carry `value` in `field` (searched by it, the hotel's only). */
async function countOf(list: string, field: string, value: string, email = ADMIN): Promise<number> {
  const data = await gql<Record<string, { data: Record<string, unknown>[] }>>(
    email,
    `query($search:String,$ids:[String!]){ ${list}(search:$search,customerIds:$ids,take:50){data{${field}}} }`,
    { search: value, ids: [HOTEL_ID] },
  );
  return data[list]!.data.filter((d) => d[field] === value).length;
}

/** Opens a create screen, runs `fill`, double-clicks the button and waits for `done`. */
async function createOnce(opts: {
  path: string;
  fill: () => Promise<void>;
  button?: string | RegExp;
  done: () => Promise<unknown>;
  request: RegExp;
}) {
  await page.goto(e.url + opts.path);
  await opts.fill();
  sent.length = 0;
  await page.getByRole('button', { name: opts.button ?? 'Speichern', exact: true }).dblclick();
  try {
    await opts.done();
  } catch (error) {
    await page.screenshot({
      path: `.tmp/once/fail-${opts.path.split('?')[0]!.replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
    throw error;
  }
  // time for a second request, had the double click sent one
  await page.waitForTimeout(400);
  expect(
    sent.filter((body) => opts.request.test(body)),
    opts.path,
  ).toHaveLength(1);
}

const textbox = (name: RegExp) => page.getByRole('textbox', { name }).first();
const leftCreate = (segment: string) => () =>
  page.waitForURL((url) => !url.pathname.endsWith('/create') && url.pathname.startsWith(segment));
async function pickFirst(combobox: RegExp) {
  await page.getByRole('combobox', { name: combobox }).first().click();
  await page.getByRole('option').first().click();
}

describe('Every create button, double-clicked, creates one record', () => {
  it('WiFi code (one code, described uniquely)', async () => {
    await as(ADMIN);
    const voucher = `E2E Code ${stamp}`;
    await createOnce({
      path: `/wifi-code/create${ORG}`,
      fill: () => textbox(/^Beschreibung/).fill(voucher),
      button: 'Erstellen',
      done: leftCreate('/wifi-code/'),
      request: /createVoucher/,
    });
    expect(await countOf('vouchers', 'description', voucher)).toBe(1);
  });

  it('WiFi codes (a batch of 3: one batch, not two)', async () => {
    await as(ADMIN);
    const batch = `E2E Stapel ${stamp}`;
    await createOnce({
      path: `/wifi-code/create${ORG}`,
      fill: async () => {
        await page.getByLabel('Mehrere Codes').check();
        await page.getByRole('spinbutton', { name: /^Anzahl/ }).fill('3');
        await textbox(/^Beschreibung/).fill(batch);
      },
      button: 'Erstellen',
      done: () => page.getByRole('dialog').waitFor(),
      request: /createVoucherBatch/,
    });
    expect(await countOf('vouchers', 'description', batch)).toBe(3);
  });

  it('Device account (MAC)', async () => {
    await as(ADMIN);
    const account = `E2E Konto ${stamp}`;
    await createOnce({
      path: `/device-account/create${ORG}`,
      fill: async () => {
        await textbox(/^Name/).fill(account);
        await textbox(/^MAC-Adresse/).fill(`00:1b:44:${octets}`);
      },
      done: leftCreate('/device-account/'),
      request: /createDeviceAccount/,
    });
    expect(await countOf('deviceAccounts', 'name', account)).toBe(1);
  });

  it('Location and region', async () => {
    await as(ADMIN);
    const location = `E2E Standort ${stamp}`;
    await createOnce({
      path: `/locations/location/create${ORG}`,
      fill: () => textbox(/^Name/).fill(location),
      done: leftCreate('/locations/location/'),
      request: /createLocation\b/,
    });
    expect(await countOf('locations', 'name', location)).toBe(1);
    const region = `E2E Region ${stamp}`;
    await createOnce({
      path: `/locations/group/create${ORG}`,
      fill: () => textbox(/^Name/).fill(region),
      done: leftCreate('/locations/group/'),
      request: /createLocationGroup/,
    });
    expect(await countOf('locationGroups', 'name', region)).toBe(1);
  });

  it('Hotspot device', async () => {
    await as(ADMIN);
    const device = `E2E Gerät ${stamp}`;
    await createOnce({
      path: `/hotspot-device/create${ORG}`,
      fill: async () => {
        await textbox(/^Name/).fill(device);
        // the monitoring alias follows the name
        await expect.poll(() => textbox(/^Monitoring-Alias/).inputValue()).toBe(device);
        await page.getByRole('combobox', { name: /^Gerätetyp/ }).click();
        await page.getByRole('option', { name: 'Cisco Meraki' }).click();
        const hex = stamp.toString(16).padStart(6, '0').slice(-6);
        await page.getByTestId('mac-0').fill(`00:1a:2b:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}`);
      },
      done: leftCreate('/hotspot-device/'),
      request: /createHotspotDevice\b/,
    });
    expect(await countOf('hotspotDevices', 'name', device)).toBe(1);
  });

  it('Device configuration', async () => {
    await as(ADMIN);
    const config = `E2E Konfiguration ${stamp}`;
    await createOnce({
      path: `/hotspot-device-config/create${ORG}`,
      fill: async () => {
        await textbox(/^Name/).fill(config);
        await pickFirst(/^Login-Vorlage hinzufügen/);
      },
      done: leftCreate('/hotspot-device-config/'),
      request: /createHotspotDeviceConfig/,
    });
    expect(await countOf('hotspotDeviceConfigs', 'name', config)).toBe(1);
  });

  it('Account template', async () => {
    await as(ADMIN);
    const accountTemplate = `E2E Kontovorlage ${stamp}`;
    await createOnce({
      path: `/hotspot-account-template/create${ORG}`,
      fill: () => textbox(/^Name/).fill(accountTemplate),
      done: leftCreate('/hotspot-account-template/'),
      request: /createHotspotAccountTemplate/,
    });
    expect(await countOf('hotspotAccountTemplates', 'name', accountTemplate)).toBe(1);
  });

  it('start page: terms of use', async () => {
    await as(ADMIN);
    const terms = `E2E Nutzungsbedingungen ${stamp}`;
    await createOnce({
      path: `/start-pages/terms-of-use/create${ORG}`,
      fill: async () => {
        await textbox(/^Name/).fill(terms);
        await textbox(/^Nutzungsbedingungen \(HTML\)/).fill('<p>Bitte fair nutzen.</p>');
      },
      done: leftCreate('/start-pages/terms-of-use/'),
      request: /createTermsOfUse/,
    });
    expect(await countOf('termsOfUses', 'name', terms)).toBe(1);
  });

  it('start page: imprint', async () => {
    await as(ADMIN);
    const imprint = `E2E Impressum ${stamp}`;
    await createOnce({
      path: `/start-pages/imprints/create${ORG}`,
      fill: async () => {
        await textbox(/^Beschreibung/).fill(imprint);
        await textbox(/^Text \(HTML\)/).fill('<p>Alpenhotel Sonnblick GmbH</p>');
      },
      done: leftCreate('/start-pages/imprints/'),
      request: /createImprint/,
    });
    expect(await countOf('imprint', 'description', imprint)).toBe(1);
  });

  it('start page: template', async () => {
    await as(ADMIN);
    const template = `E2E Vorlage ${stamp}`;
    await createOnce({
      path: `/start-pages/templates/create${ORG}`,
      fill: async () => {
        await textbox(/^Beschreibung/).fill(template);
        await textbox(/^Text \(HTML\)/).fill('<h1>Willkommen</h1>');
      },
      done: leftCreate('/start-pages/templates/'),
      request: /createTemplate\b/,
    });
    expect(await countOf('templates', 'description', template)).toBe(1);
  });

  it('start page: bundle', async () => {
    await as(ADMIN);
    const bundle = `E2E Paket ${stamp}`;
    await createOnce({
      path: `/start-pages/bundles/create${ORG}`,
      fill: async () => {
        await textbox(/^Beschreibung/).fill(bundle);
        await pickFirst(/^Vorlagen/);
        await page.keyboard.press('Escape');
      },
      done: leftCreate('/start-pages/bundles/'),
      request: /createTemplateBundle/,
    });
    expect(await countOf('templateBundles', 'description', bundle)).toBe(1);
  });

  it('Login template (needs an account template and terms of use: the demo has both)', async () => {
    await as(ADMIN);
    const loginTemplate = `E2E Login-Vorlage ${stamp}`;
    await createOnce({
      path: `/hotspot-login-template/create${ORG}`,
      fill: async () => {
        await textbox(/^Name/).fill(loginTemplate);
        await pickFirst(/^Kontovorlage/);
        await pickFirst(/^Nutzungsbedingungen/);
      },
      done: leftCreate('/hotspot-login-template/'),
      request: /createHotspotLoginTemplate/,
    });
    expect(await countOf('hotspotLoginTemplates', 'name', loginTemplate)).toBe(1);
  });

  it('Enrollment key (stepper: organisation → device configuration → information)', async () => {
    await as(ADMIN);
    const key = `E2E Schlüssel ${stamp}`;
    await createOnce({
      path: `/enrollments/new${ORG}`,
      fill: async () => {
        await page.getByText(`(${HOTEL_ID})`).waitFor();
        await page.getByRole('button', { name: 'Weiter' }).click();
        await pickFirst(/Gerätekonfiguration/);
        await page.getByRole('button', { name: 'Weiter' }).click();
        await textbox(/^Name/).fill(key);
      },
      button: /^Schlüssel erstellen|^Erstellen/,
      done: () => page.getByText(key).first().waitFor(),
      request: /createEnrollmentKey/,
    });
    expect(await countOf('enrollmentKeys', 'name', key)).toBe(1);
  });

  it('Invitation (stepper: e-mails → organisations → data → permissions)', async () => {
    await as(ADMIN);
    const email = `e2e-${stamp}@alpenhotel.test`;
    await createOnce({
      path: `/user/invite/new${ORG}`,
      fill: async () => {
        await textbox(new RegExp(U.fields.emails)).fill(email);
        await page.getByRole('button', { name: U.actions.next }).click();
        await page.getByRole('button', { name: U.actions.next }).click();
        await page.getByRole('button', { name: U.actions.next }).click();
        await page.getByRole('checkbox', { name: U.roles['voucher-admin'] }).check();
      },
      button: U.actions.submit,
      done: () => page.getByRole('heading', { name: email }).waitFor(),
      request: /createUserInvite/,
    });
    const invites = await gql<{ userInvites: { data: { email: string }[] } }>(
      ADMIN,
      'query($email:String,$ids:[String!]){ userInvites(email:$email,customerIds:$ids){data{email}} }',
      { email, ids: [HOTEL_ID] },
    );
    expect(invites.userInvites.data).toHaveLength(1);
  });

  it('WiFi-code shortcut (REST: the UI settings store)', async () => {
    await as(ADMIN);
    const shortcut = `E2E Kürzel ${stamp}`;
    await createOnce({
      path: `/wifi-code/templates/create${ORG}`,
      fill: () => page.getByLabel(/^Name/).first().fill(shortcut),
      button: 'Erstellen',
      done: () => page.getByRole('region', { name: shortcut }).waitFor(),
      request: /^PUT \/ui-settings\//,
    });
    const { data: entries } = (await fetch(`${e.url}/ui-settings/${HOTEL_ID}/wifi-code-shortcuts`, {
      headers: { authorization: `Bearer ${await token(ADMIN)}` },
    }).then((r) => r.json())) as { data: { value: { name: string } }[] };
    expect(entries.filter((entry) => entry.value?.name === shortcut)).toHaveLength(1);
  });

  it('the partner’s lead', async () => {
    await as(PARTNER);
    const company = `E2E Firma ${stamp}`;
    await createOnce({
      path: '/partner/partner-lead/create',
      fill: () => textbox(/^Firma/).fill(company),
      done: () =>
        page.waitForURL(
          (url) => /\/partner\/partner-lead\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/create'),
        ),
      request: /createPartnerLead/,
    });
    const leads = await gql<{ partnerLeads: { data: { company: string }[] } }>(
      PARTNER,
      'query($search:String){ partnerLeads(search:$search,take:50){data{company}} }',
      { search: company },
    );
    expect(leads.partnerLeads.data.filter((l) => l.company === company)).toHaveLength(1);
  });

  it('the operator’s customer plugin', async () => {
    await as(OPERATOR);
    await createOnce({
      path: `/customer-plugins/webhook/create${ORG}`,
      fill: async () => {
        await textbox(/^Webhook-URL/).fill(`https://hooks.example.test/${stamp}`);
        await page.locator('input[name="webhook.token"]').fill('e2e-geheim-4711');
      },
      done: () => page.waitForURL((url) => url.pathname === '/customer-plugins'),
      request: /(create|update)CustomerPlugins/,
    });
    await expect.poll(() => page.locator('tr[data-plugin="webhook"]').count()).toBe(1);
  });
});
