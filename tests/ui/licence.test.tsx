import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeCustomer } from '../../src/providers/activeCustomer';
import { licenceMailto } from '../../src/shell/licence/licenceMail';
import { customerWith, fakeShellApi, renderLayout } from './harness/layoutHarness';
import { SLOW } from './harness/slow';

const K = 'K100001';
const ONLINE = { [K]: ['OnlineUsers:read', 'Voucher:*'], K100002: ['OnlineUsers:read'] };
const utilisation = (usage: number, license: number, customerId = K) => ({ customerId, isValid: true, usage, license });

function renderWithLicence(usage: number, license: number, extra: Parameters<typeof renderLayout>[0] = {}) {
  const licenseUtilization = vi.fn(async (customerId: string) => utilisation(usage, license, customerId));
  const result = renderLayout({ acl: ONLINE, shellApi: fakeShellApi({ licenseUtilization }), ...extra });
  return { ...result, licenseUtilization };
}

async function card() {
  return within(await screen.findByTestId('licence-card', {}, SLOW));
}

describe('licence card (seed 000 §2, §9)', () => {
  it.each([
    // usage, license, available, percent label, band, displayed usage
    [34, 50, '16 freie Anmeldungen', '68,00 %', 'warning', '34'],
    [10, 50, '40 freie Anmeldungen', '20,00 %', 'success', '10'],
    [15, 50, '35 freie Anmeldungen', '30,00 %', 'info', '15'],
    [40, 50, '10 freie Anmeldungen', '80,00 %', 'error', '40'],
    [49, 50, '1 freie Anmeldung', '98,00 %', 'error', '49'],
    [75, 50, '0 freie Anmeldungen', '100,00 %', 'error', '50'],
  ])('usage %i of %i: %s, %s, band %s', async (usage, license, available, percent, band, shown) => {
    renderWithLicence(usage, license);
    const c = await card();
    expect(await c.findByText(available)).toBeInTheDocument();
    const bar = c.getByRole('progressbar');
    expect(bar).toHaveAttribute('data-band', band);
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.min(100, Math.round((usage / license) * 100))));
    expect(bar.className).toContain(`MuiLinearProgress-color${band[0]!.toUpperCase()}${band.slice(1)}`);
    expect(c.getByTestId('licence-percent')).toHaveTextContent(percent);
    expect(c.getByTestId('licence-usage')).toHaveTextContent(shown);
    expect(c.getByTestId('licence-allowed')).toHaveTextContent(String(license));
    expect(c.getByText('Gleichzeitige Nutzer')).toBeInTheDocument();
    expect(c.getByText('Erlaubte Nutzer')).toBeInTheDocument();
  });

  it('writes large figures with the thousands separator of the language (issue 40)', async () => {
    const user = userEvent.setup();
    renderWithLicence(3850, 5000);
    const c = await card();
    expect(await c.findByText('1.150 freie Anmeldungen')).toBeInTheDocument();
    expect(c.getByTestId('licence-usage')).toHaveTextContent('3.850');
    expect(c.getByTestId('licence-allowed')).toHaveTextContent('5.000');
    await user.click(screen.getByRole('button', { name: 'Informationen zur Lizenz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lizenz für gleichzeitige Nutzer' });
    const href = within(dialog).getByRole('link', { name: 'Kontakt aufnehmen' }).getAttribute('href')!;
    expect(new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body')).toContain('3.850 von 5.000');
  });

  it('is hidden for an unlimited licence (-1)', async () => {
    const { licenseUtilization } = renderWithLicence(12, -1);
    await waitFor(() => expect(licenseUtilization).toHaveBeenCalledWith(K));
    await screen.findByRole('navigation', { name: 'Hauptmenü' }, SLOW);
    expect(screen.queryByTestId('licence-card')).toBeNull();
  });

  it('is hidden without read on OnlineUsers (and the licence is not even asked for)', async () => {
    const { licenseUtilization } = renderWithLicence(34, 50, { acl: { [K]: ['Voucher:*'] } });
    await screen.findByRole('navigation', { name: 'Hauptmenü' }, SLOW);
    expect(screen.queryByTestId('licence-card')).toBeNull();
    expect(licenseUtilization).not.toHaveBeenCalled();
  });

  it('uses the licence of the loaded customer details without asking again', async () => {
    const { licenseUtilization } = renderWithLicence(1, 50, {
      customer: customerWith({ licenseUtilization: utilisation(25, 50) }),
    });
    const c = await card();
    expect(c.getByText('25 freie Anmeldungen')).toBeInTheDocument();
    expect(licenseUtilization).not.toHaveBeenCalled();
  });

  it('refresh asks licenseUtilization(customerId) again; the figures are cleared while it loads', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const licenseUtilization = vi
      .fn()
      .mockResolvedValueOnce(utilisation(34, 50))
      .mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(utilisation(45, 50)))));
    renderLayout({ acl: ONLINE, shellApi: fakeShellApi({ licenseUtilization }) });
    const c = await card();
    await c.findByText('16 freie Anmeldungen');
    await user.click(c.getByRole('button', { name: 'Aktualisieren' }));
    expect(await c.findByTestId('licence-loading')).toBeInTheDocument();
    expect(c.queryByText('16 freie Anmeldungen')).toBeNull();
    await act(async () => release());
    expect(await c.findByText('5 freie Anmeldungen')).toBeInTheDocument();
    expect(licenseUtilization).toHaveBeenCalledTimes(2);
    expect(licenseUtilization).toHaveBeenLastCalledWith(K);
  });

  it('a customer change clears the licence and loads the new customer’s', async () => {
    const { licenseUtilization } = renderWithLicence(34, 50);
    await (await card()).findByText('16 freie Anmeldungen');
    const other = customerWith({ _id: 'c2', id: 'c2', customerId: 'K100002', company: 'Stadtcafé' });
    licenseUtilization.mockImplementation(async (customerId: string) => utilisation(9, 10, customerId));
    act(() => {
      activeCustomer.set(other.customerId, other);
      activeCustomer.setDetails(other);
    });
    expect(screen.queryByText('16 freie Anmeldungen')).toBeNull();
    expect(await screen.findByText('1 freie Anmeldung', {}, SLOW)).toBeInTheDocument();
    expect(licenseUtilization).toHaveBeenCalledWith('K100002');
  });
});

describe('licence dialog', () => {
  it('opens from the card: title, close button, card, contact mail draft to the SLA e-mail', async () => {
    const user = userEvent.setup();
    renderWithLicence(34, 50, {
      customer: customerWith({
        plugins: { slaStatus: { active: true, partner: 'NetPartner', email: 'support@netpartner.test' } },
      }),
    });
    await (await card()).findByText('16 freie Anmeldungen');
    await user.click(screen.getByRole('button', { name: 'Informationen zur Lizenz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lizenz für gleichzeitige Nutzer' });
    expect(within(dialog).getByText('16 freie Anmeldungen')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('licence-hint')).toBeNull(); // 68 % is not above 80 %
    const contact = within(dialog).getByRole('link', { name: 'Kontakt aufnehmen' });
    const href = contact.getAttribute('href')!;
    expect(href.startsWith('mailto:support@netpartner.test?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Erweiterung der Lizenz für gleichzeitige Nutzer');
    expect(params.get('body')).toContain('K100001');
    expect(params.get('body')).toContain('34 von 50');
    await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the extra hint above 80 %, and mails the configured support address without SLA', async () => {
    const user = userEvent.setup();
    renderWithLicence(45, 50, {
      shellApi: fakeShellApi(
        { licenseUtilization: vi.fn(async () => utilisation(45, 50)) },
        { supportEmail: 'licence@hotspot-portal.test' },
      ),
    });
    await (await card()).findByText('5 freie Anmeldungen');
    await user.click(screen.getByRole('button', { name: 'Informationen zur Lizenz' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('licence-hint')).toHaveTextContent('über 80 %');
    expect(within(dialog).getByRole('link', { name: 'Kontakt aufnehmen' }).getAttribute('href')).toMatch(
      /^mailto:licence@hotspot-portal\.test\?subject=/,
    );
  });

  it.each([
    [
      'de',
      1234.5,
      'Preis je gleichzeitigem Nutzer: 1.234,50\u00a0€ pro Monat',
      'Informationen zur Lizenz',
      'Kontakt aufnehmen',
    ],
    ['en', 1234.5, 'Price per concurrent user: €1,234.50 per month', 'About the licence', 'Get in touch'],
  ] as const)(
    'states the configured price per concurrent user in EUR as the language writes money (%s)',
    async (locale, price, text, info, contact) => {
      const user = userEvent.setup();
      renderWithLicence(34, 50, {
        locale,
        shellApi: fakeShellApi(
          { licenseUtilization: vi.fn(async () => utilisation(34, 50)) },
          { licencePricePerUser: price },
        ),
      });
      await card();
      await user.click(await screen.findByRole('button', { name: info }, SLOW));
      const dialog = await screen.findByRole('dialog');
      expect((await within(dialog).findByTestId('licence-price')).textContent).toBe(text);
      const href = within(dialog).getByRole('link', { name: contact }).getAttribute('href')!;
      const body = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body')!;
      expect(body).toContain(locale === 'de' ? '1.234,50\u00a0€' : '€1,234.50');
    },
  );

  it('states no price when none is configured', async () => {
    const user = userEvent.setup();
    renderWithLicence(34, 50);
    await (await card()).findByText('16 freie Anmeldungen');
    await user.click(screen.getByRole('button', { name: 'Informationen zur Lizenz' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByTestId('licence-price')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Kontakt aufnehmen' }).getAttribute('href')).not.toContain(
      '%E2%82%AC',
    );
  });

  it('mail draft: recipient kept only when it is an address; subject and body encoded', () => {
    expect(licenceMailto({ to: 'a@b.test', subject: 'Lizenz & mehr' })).toBe(
      'mailto:a@b.test?subject=Lizenz%20%26%20mehr',
    );
    expect(licenceMailto({ to: 'x?cc=evil@b.test', subject: 'S', body: 'a\nb' })).toBe('mailto:?subject=S&body=a%0Ab');
    expect(licenceMailto({ to: null, subject: 'S' })).toBe('mailto:?subject=S');
  });
});
