import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeviceConfigList from '../../../../src/resources/hotspot-device-config/DeviceConfigList';
import DeviceConfigShow from '../../../../src/resources/hotspot-device-config/DeviceConfigShow';
import { toHttpError } from '../../../../src/providers/errors';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { renderPages } from '../../harness/pagesHarness';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW, SLOW_TEST_MS } from '../../harness/slow';
import { deviceConfig, deviceConfigRecords, LOBBY, LOGIN_TEMPLATE_ROWS } from './data';

const LIST = {
  view: DeviceConfigList,
  path: '/hotspot-device-config',
  route: '/hotspot-device-config',
  records: deviceConfigRecords(),
};
const SHOW = {
  view: DeviceConfigShow,
  path: `/hotspot-device-config/${LOBBY.id}`,
  route: '/hotspot-device-config/:id',
  records: deviceConfigRecords(),
};

describe('Device-config list', () => {
  it('lists name, active, the number of login templates and filters by search', async () => {
    const { dataProvider } = await renderResource('hotspot-device-config', LIST);
    const user = userEvent.setup();
    const row = (await screen.findByText('Lobby-WLAN', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Konfiguration 2')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Login-Vorlagen/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gerätekonfiguration erstellen' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name, Beschreibung oder Schlagwort' }), 'Lobby');
    await waitFor(
      () =>
        expect(dataProvider.getList).toHaveBeenLastCalledWith(
          'hotspot-device-config',
          expect.objectContaining({ filter: { q: 'Lobby' } }),
        ),
      SLOW,
    );
    await waitFor(() => expect(screen.queryByText('Konfiguration 2')).not.toBeInTheDocument(), SLOW);
  });

  it('without configurations explains them and offers to create one', async () => {
    await renderResource('hotspot-device-config', { ...LIST, records: deviceConfigRecords({ configs: [] }) });
    expect(await screen.findByText('Noch keine Gerätekonfigurationen', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gerätekonfiguration erstellen' })).toBeInTheDocument();
  });
});

describe('Device-config details', () => {
  it('shows every field, the templates as links in order, the week view and the settings without secrets', async () => {
    await renderResource('hotspot-device-config', SHOW);
    expect(await screen.findByRole('heading', { name: 'Lobby-WLAN' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Gäste in der Lobby')).toBeInTheDocument();
    expect(screen.getByText('lobby')).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /^(Konferenz|Lobby)$/ });
    expect(links.map((l) => l.textContent)).toEqual(['Konferenz', 'Lobby']);
    expect(links[0]).toHaveAttribute(
      'href',
      `/hotspot-login-template/${LOGIN_TEMPLATE_ROWS[1]!.id}?organization=K100001`,
    );

    const week = screen.getByRole('list', { name: 'Wochenübersicht' });
    const sunday = within(week).getAllByRole('listitem').at(-1)!;
    expect(sunday).toHaveTextContent('Sonntag10:00–14:004 Std.');
    expect(screen.getByText('24.12.2026 bis 26.12.2026: keine Anmeldungen')).toBeInTheDocument();

    const ruckus = screen.getByRole('group', { name: 'Ruckus SmartZone 5' });
    expect(within(ruckus).getByText('sz.example.com:9997/login')).toBeInTheDocument();
    expect(within(ruckus).getByText('portal')).toBeInTheDocument();
    expect(within(ruckus).getByText('•••••• (wird nie angezeigt)')).toBeInTheDocument();
    expect(within(ruckus).getByText('Ja')).toBeInTheDocument();
  });

  it('links the bundle and shows its preview on demand', async () => {
    await renderResource('hotspot-device-config', SHOW);
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Sommer-Startseite' }, SLOW)).toHaveAttribute(
      'href',
      '/start-pages/bundles/6cc000000000000000000001?organization=K100001',
    );
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull(), SLOW);
    expect(document.querySelector('iframe')!.getAttribute('srcdoc')).toContain('Willkommen im Alpenhotel');
    await user.click(screen.getByRole('button', { name: 'Vorschau schließen' }));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('pages the devices using it, each a link', async () => {
    await renderResource('hotspot-device-config', SHOW);
    const user = userEvent.setup();
    expect(await screen.findByText('AP 01', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('AP 25')).toBeInTheDocument();
    expect(screen.queryByText('AP 26')).not.toBeInTheDocument();
    expect(screen.getByText('1-25 von 27')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zur nächsten Seite' }));
    expect(await screen.findByText('AP 27', {}, SLOW)).toBeInTheDocument();
    // devices of another config are not listed
    expect(screen.queryByText('AP 28')).not.toBeInTheDocument();
  });

  it('says when no device and no login times are set', async () => {
    const bare = deviceConfig(2);
    await renderResource('hotspot-device-config', {
      ...SHOW,
      path: `/hotspot-device-config/${bare.id}`,
      records: deviceConfigRecords({ configs: [bare] }),
    });
    expect(
      await screen.findByText('Keine Einschränkung: Anmeldung ist jederzeit möglich.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Keine (Standard-Startseite)')).toBeInTheDocument();
    expect(await screen.findByText('AP 28', {}, SLOW)).toBeInTheDocument();
  });

  it('deletes after a confirmation naming it, and shows the refusal of a config in use', async () => {
    const dataProvider = fakeDataProvider(deviceConfigRecords());
    dataProvider.delete.mockRejectedValueOnce(
      toHttpError({
        graphQLErrors: [
          {
            message: 'in use',
            extensions: {
              code: 'CONFLICT',
              field: '_id',
              i18n: 'resources.hotspot-device-config.errors.inUse',
              args: { devices: 'AP 01, AP 02' },
            },
          },
        ],
      }),
    );
    expectConsoleErrors(
      ([error]) => error instanceof Error && error.message === 'resources.hotspot-device-config.errors.inUse',
    );
    await renderResource('hotspot-device-config', { ...SHOW, dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Löschen' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Gerätekonfiguration „Lobby-WLAN“ löschen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(
      await screen.findByText(
        'Die Gerätekonfiguration wird noch von folgenden Geräten oder Registrierungsschlüsseln verwendet und kann daher nicht gelöscht werden: AP 01, AP 02',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('offers no edit or delete without write permission', async () => {
    await renderResource('hotspot-device-config', { ...SHOW, access: 'read' });
    await screen.findByRole('heading', { name: 'Lobby-WLAN' }, SLOW);
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
  });
});

describe('Device-config routes', () => {
  it(
    'renders list, create, details and edit inside the portal with their titles',
    { timeout: SLOW_TEST_MS },
    async () => {
      const { location } = renderPages({ path: '/hotspot-device-config?organization=K100001' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Gerätekonfigurationen' }, SLOW)).toBeVisible();
      expect(await screen.findByText('Konfiguration 1', {}, SLOW)).toBeInTheDocument();
      const id = deviceConfig(1).id;
      for (const [path, title] of [
        ['/hotspot-device-config/create', 'Gerätekonfiguration erstellen'],
        [`/hotspot-device-config/${id}`, 'Gerätekonfiguration Konfiguration 1'],
        [`/hotspot-device-config/${id}/edit`, 'Gerätekonfiguration Konfiguration 1 bearbeiten'],
      ]) {
        await act(async () => location.navigate!(`${path}?organization=K100001`));
        expect(await screen.findByRole('heading', { level: 1, name: title }, SLOW)).toBeVisible();
      }
    },
  );
});
