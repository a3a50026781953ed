import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeCustomer } from '../../../../src/providers/activeCustomer';
import { toHttpError } from '../../../../src/providers/errors';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { CUSTOMER_DETAILS, OPERATOR, pluginRecords } from './data';

const INPUT = { selector: 'input' };
type Sent = { data: Record<string, unknown>; previousData?: Record<string, unknown> };

/** The plugin screens of the operator, over the settings of K100001. */
const PLUGINS = { ...OPERATOR, records: pluginRecords() };

describe('Customer plugins: create in two steps', () => {
  it('step 1 offers only the plugins not set up yet; choosing one opens its form (step 2)', async () => {
    await renderResource('customer-plugins', { ...PLUGINS, path: '/customer-plugins/create?organization=K100001' });
    const user = userEvent.setup();
    const choices = await screen.findByRole('list', { name: 'Plugin wählen' }, SLOW);
    const offered = within(choices)
      .getAllByRole('link')
      .map((a) => a.getAttribute('data-plugin'));
    expect(offered).toContain('webhook');
    expect(offered).toContain('wifi4eu');
    expect(offered).not.toContain('reos');
    expect(offered).not.toContain('voucher');
    expect(offered).toHaveLength(20 - 6);
    await user.click(within(choices).getByRole('link', { name: /^Webhook/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/customer-plugins/webhook/create?organization=K100001',
    );
    expect(await screen.findByRole('textbox', { name: /^Webhook-URL/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Token/, INPUT)).toHaveAttribute('type', 'password');
  });

  it('step 2 checks the block with the domain rules, naming the field, before anything is sent', async () => {
    const { dataProvider } = await renderResource('customer-plugins', {
      ...PLUGINS,
      path: '/customer-plugins/webhook/create',
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Webhook-URL/ }, SLOW), 'hooks.test');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Webhook-URL: Bitte geben Sie eine gültige URL ein/)).toBeInTheDocument();
    expect(screen.getByText('Token: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('adds the block to the customer’s record, refreshes the shell’s plugins and returns to the list', async () => {
    const { dataProvider } = await renderResource('customer-plugins', {
      ...PLUGINS,
      path: '/customer-plugins/webhook/create',
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Webhook-URL/ }, SLOW), ' https://hooks.test/in ');
    await user.type(screen.getByLabelText(/^Token/, INPUT), 'geheim-123');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const sent = dataProvider.update.mock.calls[0]![1] as Sent;
    expect(sent.data).toEqual({ webhook: { active: true, apiUrl: 'https://hooks.test/in', token: 'geheim-123' } });
    expect(sent.previousData).toMatchObject({ updatedAt: '2026-01-11T09:00:00.000Z' });
    expect(dataProvider.create).not.toHaveBeenCalled();
    expect(await screen.findByText('Plugin „Webhook“ wurde hinzugefügt')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/customer-plugins\?organization=K100001$/),
    );
    expect(activeCustomer.get().customer).toMatchObject({ plugins: CUSTOMER_DETAILS.plugins });
  });

  it('returns to the list also when the record refetched after saving has the new block', async () => {
    // A data provider that keeps the change: the create screen, still mounted while the record is
    // refetched, must not take the new block for "set up already" and open its edit form.
    await renderResource('customer-plugins', {
      ...PLUGINS,
      keepChanges: true,
      path: '/customer-plugins/webhook/create',
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Webhook-URL/ }, SLOW), 'https://hooks.test/in');
    await user.type(screen.getByLabelText(/^Token/, INPUT), 'geheim-123');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Plugin „Webhook“ wurde hinzugefügt')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/customer-plugins\?organization=K100001$/),
    );
  });

  it('creates the record when the customer has none', async () => {
    const { dataProvider } = await renderResource('customer-plugins', {
      ...PLUGINS,
      path: '/customer-plugins/voucher/create',
      records: pluginRecords(null),
    });
    const user = userEvent.setup();
    const max = await screen.findByRole('spinbutton', { name: /^WLAN-Codes \(max\.\)/ }, SLOW);
    expect(screen.getByText('-1 bedeutet unbegrenzt.')).toBeInTheDocument();
    await user.type(max, '-1');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect((dataProvider.create.mock.calls[0]![1] as Sent).data).toEqual({
      voucher: { active: true, maxVouchers: -1 },
    });
  });

  it('a plugin set up already opens its edit form', async () => {
    await renderResource('customer-plugins', { ...PLUGINS, path: '/customer-plugins/reos/create' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customer-plugins/reos/edit'), SLOW);
    expect(await screen.findByRole('spinbutton', { name: /^Höchste VLAN-ID/ })).toHaveValue(399);
  });

  it('an unknown plugin says so', async () => {
    await renderResource('customer-plugins', { ...PLUGINS, path: '/customer-plugins/teleport/create' });
    expect(await screen.findByText('Ein Plugin „teleport“ gibt es nicht.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu den Plugins' })).toBeInTheDocument();
  });
});

describe('Customer plugins: edit', () => {
  it('reos: the VLAN range is checked (lowest ≤ highest, 1–4094)', async () => {
    const { dataProvider } = await renderResource('customer-plugins', {
      ...PLUGINS,
      path: '/customer-plugins/reos/edit',
    });
    const user = userEvent.setup();
    const max = await screen.findByRole('spinbutton', { name: /^Höchste VLAN-ID/ }, SLOW);
    await user.clear(max);
    await user.type(max, '50');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Die höchste VLAN-ID darf nicht unter der niedrigsten (100) liegen'),
    ).toBeInTheDocument();
    await user.clear(max);
    await user.type(max, '5000');
    expect(await screen.findByText('Höchste VLAN-ID: Darf höchstens 4.094 sein')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('credentials show as set; left alone they are not sent (the stored ones stay)', async () => {
    const { dataProvider } = await renderResource('customer-plugins', {
      ...PLUGINS,
      path: '/customer-plugins/reos/edit',
    });
    const user = userEvent.setup();
    const secret = await screen.findByRole('group', { name: 'Client-Secret' }, SLOW);
    expect(within(secret).getByText('Gesetzt')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Passwort' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Client-Secret/, INPUT)).not.toBeInTheDocument();
    const max = screen.getByRole('spinbutton', { name: /^Höchste VLAN-ID/ });
    await user.clear(max);
    await user.type(max, '450');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const reos = (dataProvider.update.mock.calls[0]![1] as Sent).data.reos as Record<string, unknown>;
    expect(reos).toMatchObject({ active: true, apiUrl: 'https://reos.test/api', minVlanId: 100, maxVlanId: 450 });
    // required credential: '' keeps the stored one; the optional password is not sent at all
    expect(reos.clientSecret).toBe('');
    expect('password' in reos).toBe(false);
    expect(await screen.findByText('Plugin „REOS Zimmerverwaltung“ wurde gespeichert')).toBeInTheDocument();
  });

  it('a credential can be replaced (and the replacement abandoned)', async () => {
    const { dataProvider } = await renderResource('customer-plugins', {
      ...PLUGINS,
      path: '/customer-plugins/reos/edit',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Passwort: Ersetzen' }, SLOW));
    const password = screen.getByLabelText(/^Passwort/, INPUT);
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    await user.type(password, 'neu-geheim');
    await user.click(screen.getByRole('button', { name: 'Client-Secret: Ersetzen' }));
    await user.type(screen.getByLabelText(/^Client-Secret/, INPUT), 'verworfen');
    await user.click(screen.getByRole('button', { name: 'Client-Secret: Beibehalten' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const reos = (dataProvider.update.mock.calls[0]![1] as Sent).data.reos as Record<string, unknown>;
    expect(reos).toMatchObject({ password: 'neu-geheim', clientSecret: '' });
  });

  it('shows a refusal of the server on its field', async () => {
    // react-admin logs the refused update in development: provoked on purpose.
    expectConsoleErrors((args) => args.some((a) => a instanceof Error));
    const dataProvider = fakeDataProvider(pluginRecords());
    dataProvider.update.mockRejectedValueOnce(
      toHttpError({
        graphQLErrors: [
          {
            message: 'Invalid value for cms.initialEmail',
            extensions: { code: 'BAD_USER_INPUT', field: 'cms.initialEmail', i18n: 'forms.validationMessages.email' },
          },
        ],
      }),
    );
    await renderResource('customer-plugins', { ...PLUGINS, path: '/customer-plugins/cms/edit', dataProvider });
    const user = userEvent.setup();
    const mail = await screen.findByRole('textbox', { name: /^E-Mail des ersten CMS-Nutzers/ }, SLOW);
    // storage with its unit
    expect(screen.getByRole('spinbutton', { name: /^Speicherplatz \(MB\)/ })).toHaveValue(500);
    await user.clear(mail);
    await user.type(mail, 'web@hotel.test');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(mail).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getAllByText('E-Mail des ersten CMS-Nutzers: Bitte geben Sie eine gültige E-Mail-Adresse ein').length,
    ).toBeGreaterThan(0);
  });

  it('a plugin that is not set up offers to add it; without a plugin the list opens', async () => {
    await renderResource('customer-plugins', { ...PLUGINS, path: '/customer-plugins/wifi4eu/edit' });
    expect(
      await screen.findByText('Das Plugin „WiFi4EU“ ist für diese Organisation nicht eingerichtet.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plugin hinzufügen' })).toHaveAttribute(
      'href',
      '/customer-plugins/wifi4eu/create?organization=K100001',
    );
  });

  it('/customer-plugins/edit without a plugin opens the list', async () => {
    await renderResource('customer-plugins', { ...PLUGINS, path: '/customer-plugins/edit' });
    expect(await screen.findByTestId('location', {}, SLOW)).toHaveTextContent('/customer-plugins?organization=K100001');
  });
});
