// Enrollment in Chromium against the started server: the hotel's administrator creates a key with
// the stepper of /enrollments/new, a device enrolls with it through the REST endpoint (a plain
// fetch, as curl would), and the device shows in /hotspot-device and the attempt in /enrollments/logs.
// A wrong key is refused without saying why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { login, startE2E, type E2E, shot } from './browser';
import enrollmentMessages from '../../src/resources/enrollments/messages';
import { DEVICE_TYPES } from '../../src/domain/enums';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const en = enrollmentMessages.de.resources.enrollments;
const logs = enrollmentMessages.de.resources['enrollments/logs'];
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

/** A universally administered MAC (first octet 00). */
const uniqueMac = () =>
  [
    '00',
    ...Array.from({ length: 5 }, () =>
      Math.floor(Math.random() * 256)
        .toString(16)
        .padStart(2, '0'),
    ),
  ].join(':');

const enroll = (body: unknown) =>
  fetch(`${e.url}/enrollment/enroll`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('Enrollment in the browser', () => {
  it('creates a key in the stepper, enrolls a device with it and shows device and log', async () => {
    const { page } = e;
    await login(e, 'admin@alpenhotel.test', DEMO_PASSWORD);
    const stamp = Date.now();
    const keyName = `E2E Schlüssel ${stamp}`;
    const deviceName = `E2E Gerät ${stamp}`;

    // The stepper: organisation → device configuration → optional information.
    await page.goto(`${e.url}/enrollments/new?organization=K100001`);
    await page.getByText('(K100001)').waitFor();
    await page.getByRole('button', { name: en.actions.next }).click();
    await page.getByRole('combobox', { name: new RegExp(en.fields.hotspotDeviceConfig) }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: en.actions.next }).click();
    await page.getByRole('textbox', { name: new RegExp(`^${en.fields.name}`) }).fill(keyName);
    await page.getByRole('button', { name: en.actions.submit }).click();
    await page.getByText(en.created.title.replace('%{name}', keyName)).waitFor();
    await shot(page, { path: `${shots}/enrollment-created.png` });
    const key = (await page.locator('code').first().textContent())?.trim() ?? '';
    expect(key).toMatch(/^[0-9A-Z]{16,}$/);

    // A wrong key is refused, without saying why.
    const wrong = await enroll({ key: 'WRONG0000000000000000000000', mac: [uniqueMac()], deviceType: DEVICE_TYPES[0] });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('ENROLLMENT_REFUSED');

    // The device presents the key (like curl).
    const answer = await enroll({ key, mac: [uniqueMac()], deviceType: DEVICE_TYPES[0], name: deviceName });
    expect(answer.status).toBe(201);
    const { data } = (await answer.json()) as { data: { _id: string; customerId: string; created: boolean } };
    expect(data).toMatchObject({ customerId: 'K100001', created: true });

    // The device in the device list.
    await page.goto(
      `${e.url}/hotspot-device?organization=K100001&filter=${encodeURIComponent(JSON.stringify({ q: deviceName }))}`,
    );
    await page.getByText(deviceName).first().waitFor();

    // The key in the keys list with one successful attempt, and the attempt in the log.
    await page.goto(`${e.url}/enrollments?organization=K100001`);
    const row = page.getByRole('row', { name: new RegExp(keyName) });
    await row.waitFor();
    await row.getByRole('link', { name: new RegExp(en.actions.logs) }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/enrollments/logs');
    const entry = page.getByRole('row', { name: new RegExp(keyName) }).first();
    await entry.waitFor();
    await entry.getByText(logs.status.SUCCESS).waitFor();
    await shot(page, { path: `${shots}/enrollment-log.png` });
  });
});
