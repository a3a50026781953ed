// VOUCHER_SMS_LOGIN in the browser (issue 35, docs/sms.md), on the demo board „Demo SMS-Login“: the
// device's redirect opens the guest page, the guest gives a mobile number, the code goes out over
// SMPP to the local SMS outbox the server runs (an SMSC in its own process; read here as an operator
// through GET /sms/outbox, as the mail outbox is), the guest types it, the page hands it to the device
// (./guestDevice.ts's stand-in for Coova-Chilli's UAM port) and the device's Access-Request (real
// radclient, the config's secret) is accepted; its accounting Start counts the guest online. The
// failure paths: a number that is no number, a landline, a wrong code (VoucherSmsFail). Finally the
// server's whole log is searched for the number and the code: neither may appear in a line.
// Screenshots at 390 px and 1366 px, light and dark.
import { describe, expect, it } from 'vitest';
import '../setup/failOnConsole';
import { GUEST_MESSAGES } from '../../server/access/guest/messages';
import { shot } from './browser';
import {
  SHOTS,
  accessRequest,
  accountingRequest,
  demoDevice,
  guestRedirect,
  guestBrowser,
  onlineOn,
  refusedWith,
  operatorToken,
  logonOf,
  shootWidthsAndSchemes,
} from './guestDevice';

const m = GUEST_MESSAGES.de;
/** A German mobile number as a guest types it, and as E.164. */
const PHONE = '0151 23456789';
const E164 = '+4915123456789';

const g = guestBrowser();

/** The SMS the local outbox received for a number (newest first), as an operator reads them. */
async function smsTo(number: string): Promise<{ from: string; to: string; text: string }[]> {
  const headers = { authorization: `Bearer ${await operatorToken(g.e)}` };
  const r = await fetch(`${g.e.url}/sms/outbox?to=${encodeURIComponent(number)}&limit=10`, { headers });
  expect(r.status).toBe(200);
  return ((await r.json()) as { data: { from: string; to: string; text: string }[] }).data;
}

describe('VOUCHER_SMS_LOGIN on the demo board „Demo SMS-Login“', () => {
  it('number → SMS in the local SMSC → code → hand-over → RADIUS accept → online; bad number, landline, wrong code refused', async () => {
    const { e, uam, errors } = g;
    const { page, url } = e;
    const client = 'AA-BB-CC-57-00-01';
    const device = await demoDevice(e, 'Demo SMS-Login');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url + guestRedirect(device._id, uam, client));
    const phone = page.getByLabel(m.phoneLabel);
    const form = page.locator('form', { has: phone });
    // The board offers the SMS login first.
    expect(await page.locator('form').first().getByLabel(m.phoneLabel).count()).toBe(1);
    await shootWidthsAndSchemes(page, 'guest-sms-number');
    await page.setViewportSize({ width: 390, height: 844 });
    const before = (await smsTo(E164)).length;

    // Not a number, then a landline: the reason beside the field, no SMS.
    errors.allow(refusedWith(400));
    await phone.fill('12');
    await form.getByLabel(m.termsAccept).check();
    await form.getByRole('button', { name: m.smsSubmit, exact: true }).click();
    await page.getByRole('alert').getByText(m.phoneInvalid, { exact: true }).waitFor();
    await phone.fill('030 1234567');
    await form.getByLabel(m.termsAccept).check();
    await form.getByRole('button', { name: m.smsSubmit, exact: true }).click();
    await page.getByRole('alert').getByText(m.phoneNotMobile, { exact: true }).waitFor();
    expect(await smsTo(E164)).toHaveLength(before);

    // The mobile number: the SMS goes out to the local SMSC, the page asks for its code.
    await phone.fill(PHONE);
    await form.getByLabel(m.termsAccept).check();
    await form.getByRole('button', { name: m.smsSubmit, exact: true }).click();
    const codeField = page.getByLabel(m.smsCodeLabel);
    await codeField.waitFor();
    const status = await page.getByRole('status').first().textContent();
    // The number is shown masked: its last digits only.
    expect(status).toContain('89');
    expect(status).not.toContain('23456789');
    const sms = await smsTo(E164);
    expect(sms).toHaveLength(before + 1);
    const code = /: (\S+)\n/.exec(sms[0]!.text)?.[1];
    expect(code, sms[0]!.text).toBeTruthy();
    expect(sms[0]!.text).toBe(
      m.smsMessage.replace('{code}', code!).replace('{minutes}', /(\d+) Minuten/.exec(sms[0]!.text)![1]!),
    );
    await shot(page, { path: `${SHOTS}/guest-sms-code-390.png`, fullPage: true });

    // A wrong code: VoucherSmsFail's wording, the code form again, nothing handed over.
    const handed = uam.handovers.length;
    const codeForm = page.locator('form', { has: codeField });
    errors.allow(refusedWith(403));
    await codeField.fill('WRONG234');
    await codeForm.getByRole('button', { name: m.smsCodeSubmit, exact: true }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(m.refusals.UNKNOWN);
    expect(uam.handovers).toHaveLength(handed);

    // The right code: handed to the device, whose Access-Request is accepted; the guest is online.
    await page.getByLabel(m.smsCodeLabel).fill(code!);
    await codeForm.getByRole('button', { name: m.smsCodeSubmit, exact: true }).click();
    const logon = logonOf(await uam.next());
    await page.getByText('logon received').waitFor();
    const accept = await accessRequest(e, {
      deviceId: device._id,
      deviceMac: device.mac[0]!,
      username: logon.username,
      password: logon.password,
      clientMac: client,
    });
    expect(accept.code, accept.output).toBe('Access-Accept');
    const online = () => onlineOn(e, device._id);
    const onlineBefore = await online();
    const start = await accountingRequest(e, {
      deviceId: device._id,
      sessionId: 'e2e-sms-1',
      username: logon.username,
      clientMac: client,
      status: 'Start',
    });
    expect(start.code, start.output).toBe('Accounting-Response');
    expect(await online()).toBe(onlineBefore + 1);

    // No number and no code in any line the server wrote.
    const log = e.log();
    for (const secret of [E164, '15123456789', '23456789', code!]) expect(log).not.toContain(secret);
  });
});
