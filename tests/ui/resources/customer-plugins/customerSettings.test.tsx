// The customer's own settings on /customer-plugins (issue 38): retention of personal data (1–120
// months, the domain rule of the server, changed with CustomerPlugins:update, read-only otherwise) and
// the second-factor requirement of its members (changed with UserInvite:update, the customer's
// super-admin; disabled otherwise).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  setCustomerSettingsApi,
  type CustomerSettingsApi,
} from '../../../../src/resources/customer-plugins/CustomerSettingsCard';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { OPERATOR, READER, pluginRecords } from './data';

function fakeApi(settings = { retentionMonths: 13, secondFactorRequired: false }) {
  const api = {
    load: vi.fn(async () => settings),
    setRetention: vi.fn(async () => undefined),
    setSecondFactorRequired: vi.fn(async () => undefined),
  } satisfies CustomerSettingsApi;
  setCustomerSettingsApi(api);
  return api;
}

afterEach(() => setCustomerSettingsApi(null));

const PAGE = { records: pluginRecords(), path: '/customer-plugins?organization=K100001' };
const section = () => screen.findByRole('region', { name: 'Datenschutz und Sicherheit' }, SLOW);

describe('Customer plugins: privacy and security', () => {
  it('changes the retention, checked by the rule the server uses', async () => {
    const api = fakeApi();
    await renderResource('customer-plugins', { ...OPERATOR, ...PAGE });
    const card = await section();
    const input = await within(card).findByLabelText('Aufbewahrung personenbezogener Daten (Monate)', {}, SLOW);
    expect(input).toHaveValue(13);
    expect(within(card).getByText(/1 bis 120, Standard 13/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '0');
    await user.click(within(card).getByRole('button', { name: 'Speichern' }));
    expect(await within(card).findByText('Muss mindestens 1 sein')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '121');
    expect(await within(card).findByText('Darf höchstens 120 sein')).toBeInTheDocument();
    expect(api.setRetention).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '24');
    await user.click(within(card).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.setRetention).toHaveBeenCalledWith('K100001', 24), SLOW);
    expect(await screen.findByText('Aufbewahrung auf 24 Monate gesetzt', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the retention read-only, and the requirement disabled, to a reader', async () => {
    const api = fakeApi({ retentionMonths: 6, secondFactorRequired: true });
    await renderResource('customer-plugins', { ...READER, ...PAGE });
    const card = await section();
    expect(await within(card).findByText('6 Monate', {}, SLOW)).toBeInTheDocument();
    expect(within(card).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    const toggle = within(card).getByRole('switch', { name: 'Benutzer müssen einen zweiten Faktor verwenden' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(api.load).toHaveBeenCalledWith('K100001');
  });

  it("lets the customer's super-admin require a second factor of its members", async () => {
    const api = fakeApi();
    await renderResource('customer-plugins', {
      ...PAGE,
      identity: OPERATOR.identity,
      permissions: { K100001: ['CustomerPlugins:read', 'UserInvite:*'] },
      access: 'read',
    });
    const card = await section();
    // Retention is the provider's (CustomerPlugins:update): read-only here.
    expect(await within(card).findByText('13 Monate', {}, SLOW)).toBeInTheDocument();
    const toggle = within(card).getByRole('switch', { name: 'Benutzer müssen einen zweiten Faktor verwenden' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    expect(within(card).getByText(/richtet sie nach dem Passwort ein/)).toBeInTheDocument();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(api.setSecondFactorRequired).toHaveBeenCalledWith('K100001', true), SLOW);
    expect(
      await screen.findByText('Zweiter Faktor ist jetzt für alle Benutzer dieser Organisation Pflicht', {}, SLOW),
    ).toBeInTheDocument();
  });
});
