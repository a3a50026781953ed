// Locations and regions in Chromium against the started server: the hotel admin opens a region of
// the demo and sees its locations, deletes one of them (the confirmation names it and warns about
// its regions) and the region no longer lists it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { login, serverQuery, startE2E, type E2E, shot } from './browser';
import { de } from '../../src/i18n/de';
import locationMessages from '../../src/resources/locations/messages';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const ADMIN = 'admin@alpenhotel.test';
const HOTEL = 'K100001';
const L = locationMessages.de.resources;
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

type Groups = { locationGroups: { data: { _id: string; name: string; locations: { _id: string; name: string }[] }[] } };
const groupsQuery = `query($c: [String!]) { locationGroups(customerIds: $c, take: 100) { data { _id name locations { _id name } } } }`;

describe('locations and regions in the browser', () => {
  it('opens a demo region, deletes one of its locations and sees it gone from the region', async () => {
    const { page, url } = e;
    const before = await serverQuery<Groups>(e, ADMIN, DEMO_PASSWORD, groupsQuery, { c: [HOTEL] });
    const region = before.locationGroups.data.find((g) => g.locations.length >= 2)!;
    expect(region, 'a demo region with two or more locations').toBeTruthy();
    const victim = region.locations[region.locations.length - 1]!;

    await login(e, ADMIN, DEMO_PASSWORD, `/locations?organization=${HOTEL}`);
    await page.getByRole('tab', { name: L.locations.tabs.group }).click();
    // The locations' table names their region too: click once the regions' table has replaced it.
    await page.getByRole('tab', { name: L.locations.tabs.group, selected: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('cell', { name: region.name, exact: true }).click();
    await page
      .getByRole('heading', { level: 1, name: new RegExp(region.name) })
      .first()
      .waitFor();
    for (const l of region.locations) await page.getByRole('link', { name: new RegExp(`^${l.name}`) }).waitFor();
    await shot(page, { path: `${shots}/region-details.png` });

    await page.getByRole('link', { name: new RegExp(`^${victim.name}`) }).click();
    await page
      .getByRole('heading', { level: 1, name: new RegExp(victim.name) })
      .first()
      .waitFor();
    await page.getByRole('button', { name: de.ra.action.delete }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(L['locations/location'].confirm.deleteTitle.replace('%{name}', victim.name)).waitFor();
    await dialog.getByText(de.messages.location.deleteWarning).waitFor();
    await shot(page, { path: `${shots}/location-delete-confirm.png` });
    await dialog.getByRole('button', { name: de.ra.action.confirm }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/locations/location');

    await page.goto(`${url}/locations/group/${region._id}?organization=${HOTEL}`);
    await page
      .getByRole('heading', { level: 1, name: new RegExp(region.name) })
      .first()
      .waitFor();
    await page.getByRole('link', { name: new RegExp(`^${region.locations[0]!.name}`) }).waitFor();
    expect(await page.getByRole('link', { name: new RegExp(`^${victim.name}`) }).count()).toBe(0);

    const after = await serverQuery<Groups>(e, ADMIN, DEMO_PASSWORD, groupsQuery, { c: [HOTEL] });
    for (const g of after.locationGroups.data) expect(g.locations.map((l) => l._id)).not.toContain(victim._id);
  });
});
