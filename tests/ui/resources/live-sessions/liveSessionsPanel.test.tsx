// The sessions panel on a code's, a device's and a device account's page (issue 36): shown only with
// OnlineUsers read, online now first with Disconnect (confirmation, the NAS's answer translated), the
// history below with the end, its translated cause, duration and data in the language's format.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import VoucherShow from '../../../../src/resources/wifi-code/VoucherShow';
import DeviceShow from '../../../../src/resources/hotspot-device/DeviceShow';
import DeviceAccountShow from '../../../../src/resources/device-account/DeviceAccountShow';
import { setLiveSessionsApi } from '../../../../src/components/liveSessions/liveSessionsApi';
import messages from '../../../../src/resources/live-sessions/messages';
import {
  fakeAuthProvider,
  fakeDataProvider,
  type ListParams,
  type Row,
  renderResource,
} from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { formatDateTime } from '../../../../src/i18n/formats';
import { deviceAccount } from '../device-account/data';
import { DEVICES, deviceRecords } from '../hotspot-device/data';
import { CODE } from '../hotspot-account/data';
import { liveSession, SESSIONS, type LiveSessionFixture } from './data';

const de = messages.de.resources['live-sessions'];
const en = messages.en.resources['live-sessions'];

/** What the user may do with live sessions: everything, read only, or nothing (the rest is allowed). */
type Grant = 'write' | 'read' | 'none';

function auth(grant: Grant = 'write') {
  return fakeAuthProvider(
    { K100001: ['Voucher:*', 'OnlineUsers:*'] },
    {
      access: ({ resource, action }) => {
        if (resource === 'live-sessions')
          return grant === 'write' || (grant === 'read' && (action === 'list' || action === 'show'));
        // Disconnecting is also allowed to who may update the device: not here.
        if (resource === 'hotspot-device' && action === 'update') return false;
        return true;
      },
    },
  );
}

/**
 * A data provider whose live sessions answer as the server does: `history: false` only the online
 * ones, `history: true` all; the other filters (voucherId, hotspotDeviceId, deviceAccountId) by field.
 */
function sessionsProvider(sessions: LiveSessionFixture[], records: Record<string, Row[]> = {}) {
  const inner = fakeDataProvider({ 'live-sessions': sessions, ...records });
  return fakeDataProvider(
    {},
    {
      getList: async (resource: string, params: ListParams) => {
        if (resource !== 'live-sessions') return inner.getList(resource, params);
        const { history, ...filter } = params.filter ?? {};
        return inner.getList(resource, { ...params, filter: history ? filter : { ...filter, online: true } });
      },
      getOne: (resource: string, params: { id: string }) => inner.getOne(resource, params),
      getMany: (resource: string, params: { ids: string[] }) => inner.getMany(resource, params),
    },
  );
}

function showCode(sessions: LiveSessionFixture[] = SESSIONS, grant: Grant = 'write', locale: 'de' | 'en' = 'de') {
  return renderResource('wifi-code', {
    view: VoucherShow,
    route: '/wifi-code/:id',
    path: `/wifi-code/${CODE.code}?organization=K100001`,
    dataProvider: sessionsProvider(sessions, { 'wifi-code': [CODE] }),
    authProvider: auth(grant),
    locale,
  });
}

/** A part of the panel by its heading ("Jetzt online", "Verlauf"). */
const part = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 }, SLOW)).closest('section') as HTMLElement;

/** The table row of a session by its masked MAC. */
const row = async (within_: HTMLElement, mac: string) =>
  (await within(within_).findByText(mac, {}, SLOW)).closest('tr') as HTMLElement;

afterEach(() => setLiveSessionsApi(null));

describe('sessions panel', () => {
  it('is not there without OnlineUsers read, and reads no sessions', async () => {
    const { dataProvider } = await showCode(SESSIONS, 'none');
    await screen.findByText('Zimmer 101', {}, SLOW);
    // the rest of the page is there (its hotspot accounts), the sessions are not
    await screen.findByRole('heading', { name: 'Hotspot-Konten' }, SLOW);
    expect(screen.queryByRole('heading', { name: de.panel.title })).not.toBeInTheDocument();
    expect(dataProvider.getList.mock.calls.some(([resource]) => resource === 'live-sessions')).toBe(false);
  });

  it('says so when nobody is online and there is no history', async () => {
    const { dataProvider } = await showCode([]);
    expect(await within(await part(de.panel.online)).findByText(de.panel.noneOnline, {}, SLOW)).toBeInTheDocument();
    expect(await within(await part(de.panel.history)).findByText(de.panel.noHistory, {}, SLOW)).toBeInTheDocument();
    // by the code's object id, online now and the history
    const filters = dataProvider.getList.mock.calls
      .filter(([resource]) => resource === 'live-sessions')
      .map(([, params]) => (params as ListParams).filter);
    expect(filters).toContainEqual({ voucherId: 'v1', history: false });
    expect(filters).toContainEqual({ voucherId: 'v1', history: true });
  });

  it('shows who is online and the history: MAC, hotspot, login type, end and its cause, duration, data', async () => {
    await showCode();
    const online = await part(de.panel.online);
    const now = await row(online, 'A4:83:E7:••:••:01');
    expect(within(now).getByText('Lobby Gateway')).toBeInTheDocument();
    expect(within(now).getByText('WLAN-Code-Login')).toBeInTheDocument();
    expect(within(now).getByText('1 h 05 min')).toBeInTheDocument();
    expect(within(now).getByText('↑ 1,2 MB · ↓ 98,8 MB')).toBeInTheDocument();
    expect(within(now).getByRole('button', { name: de.actions.disconnect })).toBeInTheDocument();
    // the ended sessions are not online
    expect(within(online).queryByText('A4:83:E7:••:••:02')).not.toBeInTheDocument();

    const history = await part(de.panel.history);
    const ended = await row(history, 'A4:83:E7:••:••:02');
    expect(within(ended).getByText(de.terminateCauses['Session-Timeout'])).toBeInTheDocument();
    expect(within(ended).getByText(formatDateTime('2026-01-10T20:00:00.000Z', 'de'))).toBeInTheDocument();
    expect(within(ended).getByText('2 h 00 min')).toBeInTheDocument();
    expect(within(ended).getByText('↑ 850 B · ↓ 1,5 MB')).toBeInTheDocument();
    expect(within(ended).queryByRole('button', { name: de.actions.disconnect })).not.toBeInTheDocument();
    const silent = await row(history, 'A4:83:E7:••:••:03');
    expect(within(silent).getByText(de.values.silent)).toBeInTheDocument();
    const lastSeen = formatDateTime('2026-01-09T07:30:00.000Z', 'de');
    expect(lastSeen).toMatch(/^09\.01\.2026, \d\d:30$/);
    expect(within(silent).getByText(`zuletzt gemeldet ${lastSeen}`)).toBeInTheDocument();
    // the one still online is in the history too, marked online
    expect(within(await row(history, 'A4:83:E7:••:••:01')).getByText(de.values.online)).toBeInTheDocument();
    // on a code's page the code is not repeated in every row
    expect(within(history).getByRole('columnheader', { name: de.fields.clientMac })).toBeInTheDocument();
    expect(within(history).queryByText('ABCD2345')).not.toBeInTheDocument();
  });

  it('writes the history in English with English numbers and causes', async () => {
    await showCode(SESSIONS, 'write', 'en');
    const history = await part(en.panel.history);
    const ended = await row(history, 'A4:83:E7:••:••:02');
    expect(within(ended).getByText(en.terminateCauses['Session-Timeout'])).toBeInTheDocument();
    expect(within(ended).getByText('↑ 850 B · ↓ 1.5 MB')).toBeInTheDocument();
    // (Testing Library reads the narrow space before PM as a space)
    const end = formatDateTime('2026-01-10T20:00:00.000Z', 'en').replace(/\s+/g, ' ');
    expect(end).toMatch(/^Jan 10, 2026, \d{1,2}:00 [AP]M$/);
    expect(within(ended).getByText(end)).toBeInTheDocument();
  });

  it('says "more than" under a history the server did not count to the end (issue 41)', async () => {
    // As the server answers a history of more than 10,000 sessions (totalCountExact false).
    const inner = sessionsProvider(SESSIONS, { 'wifi-code': [CODE] });
    const dataProvider = fakeDataProvider(
      {},
      {
        getList: async (resource: string, params: ListParams) => {
          const page = await inner.getList(resource, params);
          return resource === 'live-sessions' && params.filter?.history
            ? { ...page, total: 10000, meta: { totalExact: false } }
            : page;
        },
        getOne: (resource: string, params: { id: string }) => inner.getOne(resource, params),
        getMany: (resource: string, params: { ids: string[] }) => inner.getMany(resource, params),
      },
    );
    await renderResource('wifi-code', {
      view: VoucherShow,
      route: '/wifi-code/:id',
      path: `/wifi-code/${CODE.code}?organization=K100001`,
      dataProvider,
      authProvider: auth(),
      locale: 'en',
    });
    const history = await part(en.panel.history);
    await waitFor(() => expect(within(history).getByText('1–10 of more than 10,000')).toBeInTheDocument(), SLOW);
    await row(await part(en.panel.online), 'A4:83:E7:••:••:01');
    expect(within(await part(en.panel.online)).queryByText(/more than/)).not.toBeInTheDocument();
  });

  it('disconnects after a confirmation and shows the hotspot’s answer; cancelling sends nothing', async () => {
    const sessions = [liveSession(1)];
    const disconnect = vi.fn(async (id: string) => {
      // the NAS answers at once: the next read shows the ACK
      sessions.find((s) => s._id === id)!.disconnect = {
        state: 'ack',
        reason: 'operator',
        errorCause: null,
        tries: 1,
        requestedAt: '2026-01-12T09:01:00.000Z',
        answeredAt: '2026-01-12T09:01:01.000Z',
      } as never;
      return true;
    });
    setLiveSessionsApi({ disconnect });
    await showCode(sessions);
    const now = await row(await part(de.panel.online), 'A4:83:E7:••:••:01');
    const button = within(now).getByRole('button', { name: de.actions.disconnect });

    await userEvent.click(button);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Gast „ABCD2345“ trennen?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(disconnect).not.toHaveBeenCalled();

    await userEvent.click(button);
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: de.actions.disconnect }));
    await waitFor(() => expect(disconnect).toHaveBeenCalledWith('s1'));
    expect(await screen.findByText(de.notifications.queued)).toBeInTheDocument();
    const updated = await row(await part(de.panel.online), 'A4:83:E7:••:••:01');
    expect(await within(updated).findByText(de.states.ack, {}, SLOW)).toBeInTheDocument();
  });

  it('shows a refusal with its cause, a timeout and a change of limits (CoA) in words', async () => {
    const answer = (state: string, errorCause: number | null = null, kind = 'disconnect') => ({
      state,
      kind,
      reason: kind === 'coa' ? 'account-template-changed' : 'code-deactivated',
      errorCause,
      tries: 3,
      requestedAt: '2026-01-12T09:01:00.000Z',
      answeredAt: '2026-01-12T09:01:07.000Z',
    });
    await showCode([
      liveSession(1, { disconnect: answer('nak', 503) }),
      liveSession(2, { disconnect: answer('timeout') }),
      liveSession(3, { disconnect: answer('ack', null, 'coa') }),
      liveSession(4, { disconnect: answer('queued', null, 'coa') }),
      liveSession(5, { disconnect: answer('sending') }),
    ]);
    const online = await part(de.panel.online);
    const refused = de.states.nak.replace('%{cause}', de.errorCauses['503']);
    expect(within(await row(online, 'A4:83:E7:••:••:01')).getByText(refused)).toBeInTheDocument();
    expect(within(await row(online, 'A4:83:E7:••:••:02')).getByText(de.states.timeout)).toBeInTheDocument();
    expect(within(await row(online, 'A4:83:E7:••:••:03')).getByText(de.coaStates.ack)).toBeInTheDocument();
    // a pending change of limits does not hold a Disconnect back; a pending Disconnect does
    const changing = await row(online, 'A4:83:E7:••:••:04');
    expect(within(changing).getByText(de.coaStates.queued)).toBeInTheDocument();
    await waitFor(() => expect(within(changing).getByRole('button', { name: de.actions.disconnect })).toBeEnabled());
    const sending = await row(online, 'A4:83:E7:••:••:05');
    expect(within(sending).getByText(de.states.sending)).toBeInTheDocument();
    expect(within(sending).getByRole('button', { name: de.actions.disconnect })).toBeDisabled();
  });

  it('offers no Disconnect to who may only read', async () => {
    await showCode(SESSIONS, 'read');
    const now = await row(await part(de.panel.online), 'A4:83:E7:••:••:01');
    expect(within(now).getByText('Lobby Gateway')).toBeInTheDocument();
    expect(within(now).queryByRole('button', { name: de.actions.disconnect })).not.toBeInTheDocument();
  });

  it('says when the sessions cannot be read', async () => {
    // react-admin logs every failed read in development: expected here
    expectConsoleErrors((args) => String(args[0]).includes('network down'));
    const failing = fakeDataProvider(
      { 'wifi-code': [CODE] },
      {
        getList: async (resource: string) => {
          if (resource === 'live-sessions') throw new Error('network down');
          return { data: [], total: 0 };
        },
      },
    );
    await renderResource('wifi-code', {
      view: VoucherShow,
      route: '/wifi-code/:id',
      path: `/wifi-code/${CODE.code}?organization=K100001`,
      dataProvider: failing,
      authProvider: auth(),
    });
    expect(await within(await part(de.panel.online)).findByText(de.empty.error, {}, SLOW)).toBeInTheDocument();
    expect(within(await part(de.panel.history)).getByText(de.empty.error)).toBeInTheDocument();
  });

  const pages: [string, ComponentType, Row, string, Record<string, Row[]>][] = [
    ['hotspot-device', DeviceShow, DEVICES[0]!, 'hotspotDeviceId', deviceRecords()],
    [
      'device-account',
      DeviceAccountShow,
      deviceAccount(1),
      'deviceAccountId',
      { 'device-account': [deviceAccount(1)] },
    ],
  ];
  it.each(pages)('is on the page of a %s, by its id', async (resource, view, record, field, records) => {
    const session = liveSession(1, { [field]: record.id });
    const { dataProvider } = await renderResource(resource, {
      view,
      route: `/${resource}/:id`,
      path: `/${resource}/${record.id}?organization=K100001`,
      dataProvider: sessionsProvider([session], records),
      authProvider: auth(),
    });
    const now = await row(await part(de.panel.online), 'A4:83:E7:••:••:01');
    expect(within(now).getByRole('button', { name: de.actions.disconnect })).toBeInTheDocument();
    const filters = dataProvider.getList.mock.calls
      .filter(([name]) => name === 'live-sessions')
      .map(([, params]) => (params as ListParams).filter);
    expect(filters).toContainEqual({ [field]: record.id, history: true });
    // a device's page names the guest and not the device; the others the reverse
    if (resource === 'hotspot-device') {
      expect(within(now).getByText('ABCD2345')).toBeInTheDocument();
      expect(within(now).queryByText('Lobby Gateway')).not.toBeInTheDocument();
    } else {
      expect(within(now).getByText('Lobby Gateway')).toBeInTheDocument();
    }
  });
});
