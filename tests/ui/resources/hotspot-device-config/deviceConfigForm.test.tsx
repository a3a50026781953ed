import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeviceConfigCreate from '../../../../src/resources/hotspot-device-config/DeviceConfigCreate';
import DeviceConfigEdit from '../../../../src/resources/hotspot-device-config/DeviceConfigEdit';
import { updateInput } from '../../../../src/providers/buildQuery';
import { ALL_SPECS } from '../../harness/resources';
import { renderResource } from '../../harness/renderResource';
import { SLOW, SLOW_TEST_MS } from '../../harness/slow';
import { deviceConfigRecords, LOBBY, LOGIN_TEMPLATE_ROWS } from './data';

const CREATE = {
  view: DeviceConfigCreate,
  path: '/hotspot-device-config/create',
  route: '/hotspot-device-config/create',
  records: deviceConfigRecords(),
};
const EDIT = {
  view: DeviceConfigEdit,
  path: `/hotspot-device-config/${LOBBY.id}/edit`,
  route: '/hotspot-device-config/:id/edit',
  records: deviceConfigRecords(),
};
type User = ReturnType<typeof userEvent.setup>;
type Sent = { data: Record<string, unknown>; previousData?: Record<string, unknown> };

async function addTemplate(user: User, name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Login-Vorlage hinzufügen' }), name.slice(0, 3));
  await user.click(await screen.findByRole('option', { name }));
}

/** Puts a text into a field at once (typing every key re-renders the whole form). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function addDeviceType(user: User, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Gerätetyp hinzufügen' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('Device-config create', () => {
  it('names the missing name and login templates and sends nothing', async () => {
    const { dataProvider } = await renderResource('hotspot-device-config', CREATE);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    expect(document.querySelector('form')).toHaveAttribute('novalidate');
    await user.type(screen.getByLabelText(/^Beschreibung/), 'Lobby');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Name: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Login-Vorlagen: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('says that a login template must exist first, with a link to create one', async () => {
    await renderResource('hotspot-device-config', { ...CREATE, records: deviceConfigRecords({ loginTemplates: [] }) });
    expect(
      await screen.findByText(
        /Es ist keine Login-Vorlage vorhanden. Bitte legen Sie zuerst eine Login-Vorlage an./,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login-Vorlage anlegen' })).toHaveAttribute(
      'href',
      '/hotspot-login-template/create?organization=K100001',
    );
    expect(screen.queryByRole('combobox', { name: 'Login-Vorlage hinzufügen' })).not.toBeInTheDocument();
  });

  it(
    'orders the login templates, shows only the blocks of each device type and sends the config',
    async () => {
      const { dataProvider } = await renderResource('hotspot-device-config', CREATE);
      const user = userEvent.setup();
      await fill(user, await screen.findByLabelText(/^Name/, {}, SLOW), 'Tagungsräume');
      // The picker speaks German (MUI's own labels are English: "Open", "No options").
      expect(screen.getByRole('button', { name: 'Öffnen' })).toBeInTheDocument();
      await addTemplate(user, 'Konferenz');
      await addTemplate(user, 'Lobby');
      await user.click(screen.getByRole('button', { name: 'Lobby nach oben' }));
      const list = screen.getByRole('list', { name: /^Login-Vorlagen/ });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['1. Lobby', '2. Konferenz']);

      // the custom start page asks for a bundle
      await user.click(screen.getByLabelText('Eigene Startseite'));
      await user.click(await screen.findByRole('combobox', { name: /^Vorlagenpaket/ }));
      await user.click(await screen.findByRole('option', { name: 'Sommer-Startseite' }));

      await addDeviceType(user, 'Ruckus SmartZone 5');
      const ruckus = screen.getByRole('group', { name: 'Ruckus SmartZone 5' });
      expect(within(ruckus).getByLabelText('API-URL')).toBeInTheDocument();
      expect(within(ruckus).getByLabelText('Passwort')).toBeInTheDocument();
      expect(within(ruckus).getByLabelText('Callback-URL')).toBeInTheDocument();
      expect(within(ruckus).queryByLabelText('Geheimer Schlüssel')).not.toBeInTheDocument();
      await fill(user, within(ruckus).getByLabelText('Callback-URL'), 'https://sz.example.com/login');
      await user.type(within(ruckus).getByLabelText('Benutzername'), 'portal');

      await addDeviceType(user, 'FREDERIX TP-Link (CoovaChilli)');
      const fx = screen.getAllByRole('group').find((g) => within(g).queryByLabelText('Geheimer Schlüssel'))!;
      expect(within(fx).queryByLabelText('API-URL')).not.toBeInTheDocument();
      await user.type(within(fx).getByLabelText('Geheimer Schlüssel'), 's3cret');
      // a type at most once
      await user.click(screen.getByRole('combobox', { name: 'Gerätetyp hinzufügen' }));
      expect(screen.queryByRole('option', { name: 'Ruckus SmartZone 5' })).not.toBeInTheDocument();
      await user.keyboard('{Escape}');

      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      expect(
        await screen.findByText(
          'Callback-URL: Bitte geben Sie die Adresse ohne http:// oder https:// ein, z. B. controller.example.com/callback',
        ),
      ).toBeInTheDocument();
      expect(dataProvider.create).not.toHaveBeenCalled();
      const callback = within(ruckus).getByLabelText('Callback-URL');
      await user.clear(callback);
      await fill(user, callback, 'sz.example.com:9997/login');

      await user.click(screen.getByRole('button', { name: 'Wochentag hinzufügen' }));
      const every = screen.getByRole('group', { name: 'Jeden Tag' });
      await user.type(within(every).getByLabelText('Startzeit'), '07:00');
      await user.type(within(every).getByLabelText('Endzeit'), '22:00');

      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(dataProvider.create).toHaveBeenCalled(), SLOW);
      const [, { data }] = dataProvider.create.mock.calls[0] as unknown as [string, Sent];
      expect(data).toMatchObject({
        name: 'Tagungsräume',
        active: true,
        hotspotLoginTemplates: [LOGIN_TEMPLATE_ROWS[0]!.id, LOGIN_TEMPLATE_ROWS[1]!.id],
        templateBundle: '6cc000000000000000000001',
        loginTimePeriods: {
          weekdays: [{ weekday: 'unspecified', times: [{ startTime: '07:00', endTime: '22:00' }] }],
          specialDates: [],
        },
      });
      expect(data.customStartPage).toBeUndefined();
      expect(data.deviceSettings).toEqual([
        {
          deviceType: 'RUCKUS_SMART_ZONE_5',
          api: { apiUrl: null },
          // the password was left empty: not sent
          authApi: { apiUrl: null, username: 'portal' },
          captivePortal: {
            callbackMethod: null,
            callbackUrl: 'sz.example.com:9997/login',
            redirectUrl: null,
            secureCallback: false,
          },
        },
        { deviceType: 'FX_TP_LINK_COOVA_CHILLI', cipher: { secret: 's3cret' } },
      ]);
    },
    SLOW_TEST_MS,
  );
});

describe('Device-config edit', () => {
  it('never prefills the write-only secrets and does not send them when untouched', async () => {
    const { dataProvider } = await renderResource('hotspot-device-config', EDIT);
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/, {}, SLOW);
    expect(name).toHaveValue('Lobby-WLAN');
    const ruckus = screen.getByRole('group', { name: 'Ruckus SmartZone 5' });
    const password = within(ruckus).getByLabelText('Passwort');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('placeholder', 'unverändert');
    expect(within(ruckus).getByLabelText('Benutzername')).toHaveValue('portal');
    const fx = screen.getAllByRole('group').find((g) => within(g).queryByLabelText('Geheimer Schlüssel'))!;
    expect(within(fx).getByLabelText('Geheimer Schlüssel')).toHaveValue('');
    // the stored periods, the special date as a date
    expect(screen.getByRole('group', { name: 'Sonderzeitraum 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Sonderzeitraum 1' })).getByLabelText('Startdatum')).toHaveValue(
      '2026-12-24',
    );
    // the custom start page is on with its bundle
    expect(screen.getByLabelText('Eigene Startseite')).toBeChecked();

    await user.clear(name);
    await user.type(name, 'Lobby-WLAN neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), SLOW);
    const [, params] = dataProvider.update.mock.calls[0] as unknown as [string, Sent];
    const settings = params.data.deviceSettings as Record<string, Record<string, unknown>>[];
    expect(settings[0]!.authApi).toEqual({ apiUrl: 'https://sz.example.com/auth', username: 'portal' });
    expect(settings[1]).toEqual({ deviceType: 'FX_TP_LINK_COOVA_CHILLI', cipher: {} });
    // what goes over the wire: the changed fields, no secret
    const input = updateInput(ALL_SPECS['hotspot-device-config']!, params.data, params.previousData);
    expect(input.name).toBe('Lobby-WLAN neu');
    expect(JSON.stringify(input)).not.toMatch(/password|"secret"/);
    expect(input.loginTimePeriods).toEqual({
      weekdays: [
        { weekday: 'unspecified', times: [{ startTime: '08:00', endTime: '18:00' }] },
        { weekday: 'sunday', times: [{ startTime: '10:00', endTime: '14:00' }] },
      ],
      specialDates: [{ startDate: '2026-12-24', endDate: '2026-12-26', times: [] }],
    });
  });

  it('sends a typed password, and no bundle once the custom start page is off', async () => {
    const { dataProvider } = await renderResource('hotspot-device-config', EDIT);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    const ruckus = screen.getByRole('group', { name: 'Ruckus SmartZone 5' });
    await user.type(within(ruckus).getByLabelText('Passwort'), 'neu-geheim');
    await user.click(screen.getByLabelText('Eigene Startseite'));
    expect(screen.queryByRole('combobox', { name: /^Vorlagenpaket/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), SLOW);
    const [, params] = dataProvider.update.mock.calls[0] as unknown as [string, Sent];
    const settings = params.data.deviceSettings as Record<string, Record<string, unknown>>[];
    expect(settings[0]!.authApi).toEqual({
      apiUrl: 'https://sz.example.com/auth',
      username: 'portal',
      password: 'neu-geheim',
    });
    expect(params.data.templateBundle).toBeNull();
  });

  it('keeps saving blocked while a login time overlaps', async () => {
    const { dataProvider } = await renderResource('hotspot-device-config', EDIT);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    const sunday = screen.getByRole('group', { name: 'Sonntag' });
    await user.click(within(sunday).getByRole('button', { name: 'Zeit hinzufügen: Sonntag' }));
    await user.type(within(sunday).getAllByLabelText('Startzeit')[1]!, '12:00');
    await user.type(within(sunday).getAllByLabelText('Endzeit')[1]!, '16:00');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'Login-Zeiten: Dieser Zeitraum überschneidet sich mit einem anderen Zeitraum desselben Tages',
      ),
    ).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});
