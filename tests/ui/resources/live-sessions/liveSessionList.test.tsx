// /live-sessions (issue 36): online now or the history of every session, switched by tabs kept in
// the address; searchable by code, username or the whole MAC (the hint says so); the history shows
// the end of each session with its translated cause.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import messages from '../../../../src/resources/live-sessions/messages';
import exportMessages from '../../../../src/i18n/portal/exports';
import { fakeAuthProvider, fakeDataProvider, type ListParams, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { SESSIONS, type LiveSessionFixture } from './data';

const de = messages.de.resources['live-sessions'];

/** Live sessions as the server answers them: without `history` only the online ones. */
function sessionsProvider(sessions: LiveSessionFixture[]) {
  const inner = fakeDataProvider({ 'live-sessions': sessions });
  return fakeDataProvider(
    {},
    {
      getList: async (resource: string, params: ListParams) => {
        const { history, ...filter } = params.filter ?? {};
        return inner.getList(resource, { ...params, filter: history ? filter : { ...filter, online: true } });
      },
    },
  );
}

const render = (sessions: LiveSessionFixture[] = SESSIONS, path = '/live-sessions?organization=K100001') =>
  renderResource('live-sessions', {
    path,
    dataProvider: sessionsProvider(sessions),
    authProvider: fakeAuthProvider({ K100001: ['OnlineUsers:*'] }),
  });

const lastFilter = (calls: unknown[][]) => (calls.at(-1)![1] as ListParams).filter;

describe('live sessions list', () => {
  it('shows who is online now, and the history with the end and its cause after switching', async () => {
    const { dataProvider } = await render();
    const online = await screen.findByRole('tab', { name: de.tabs.online }, SLOW);
    expect(online).toHaveAttribute('aria-selected', 'true');
    const now = (await screen.findByText('A4:83:E7:••:••:01', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(now).getByText('ABCD2345')).toBeInTheDocument();
    expect(within(now).getByRole('button', { name: de.actions.disconnect })).toBeInTheDocument();
    expect(screen.queryByText('A4:83:E7:••:••:02')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: de.fields.end })).not.toBeInTheDocument();
    expect(lastFilter(dataProvider.getList.mock.calls)).not.toHaveProperty('history', true);

    await userEvent.click(screen.getByRole('tab', { name: de.tabs.history }));
    const ended = (await screen.findByText('A4:83:E7:••:••:02', {}, SLOW)).closest('tr') as HTMLElement;
    expect(screen.getByRole('tab', { name: de.tabs.history })).toHaveAttribute('aria-selected', 'true');
    expect(lastFilter(dataProvider.getList.mock.calls)).toMatchObject({ history: true });
    expect(screen.getByRole('columnheader', { name: de.fields.end })).toBeInTheDocument();
    expect(within(ended).getByText(de.terminateCauses['Session-Timeout'])).toBeInTheDocument();
    expect(within(ended).getByText('Lobby Gateway')).toBeInTheDocument();
    expect(within(ended).getByText('WLAN-Code-Login')).toBeInTheDocument();
    expect(within(ended).getByText('↑ 850 B · ↓ 1,5 MB')).toBeInTheDocument();
    // the switch is in the address: a link to the history opens it
    expect(screen.getByTestId('location').textContent).toContain(encodeURIComponent('"history":true'));

    await userEvent.click(screen.getByRole('tab', { name: de.tabs.online }));
    await waitFor(() => expect(screen.queryByText('A4:83:E7:••:••:02')).not.toBeInTheDocument(), SLOW);
  });

  it("exports the tab's list (the history) through the server, headed by the translated labels", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { dataProvider } = await render();
    const exporter = vi.fn(() =>
      Promise.resolve({ data: { blob: new Blob(['x']), fileName: 'sessions-2026-11-29.csv' } }),
    );
    Object.assign(dataProvider, { exportList: exporter });
    await userEvent.click(await screen.findByRole('tab', { name: de.tabs.history }, SLOW));
    await screen.findByText('A4:83:E7:••:••:02', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: exportMessages.de.portal.exports.action }));
    await userEvent.click(await screen.findByRole('menuitem', { name: exportMessages.de.portal.exports.csv }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), SLOW);
    const [resource, params] = exporter.mock.calls[0] as unknown as [
      string,
      {
        filter: Record<string, unknown>;
        format: string;
        columns: { key: string; label: string; values?: Record<string, string> }[];
      },
    ];
    expect(resource).toBe('live-sessions');
    expect(params.filter).toMatchObject({ history: true });
    expect(params.format).toBe('csv');
    expect(params.columns).toContainEqual({ key: 'startedAt', label: de.fields.startedAt });
    expect(params.columns).toContainEqual({ key: 'stoppedAt', label: de.fields.stoppedAt });
    expect(params.columns).toContainEqual({ key: 'bytesDown', label: de.fields.bytesDown });
    // Enums in the words the list shows: the login type and the end's cause.
    const loginType = params.columns.find((c) => c.key === 'loginType')!;
    expect(loginType.values).toMatchObject({
      VOUCHER_LOGIN: 'WLAN-Code-Login',
      DEVICE_ACCOUNT_LOGIN: 'Gerätekonto-Login',
    });
    const cause = params.columns.find((c) => c.key === 'terminateCause')!;
    expect(cause.values!['User-Request']).toBe(de.terminateCauses['User-Request']);
    click.mockRestore();
  });

  it('searches the history by what the hint names and says what a search can find', async () => {
    const { dataProvider } = await render(
      SESSIONS,
      `/live-sessions?organization=K100001&filter=${encodeURIComponent('{"history":true}')}`,
    );
    await screen.findByText('A4:83:E7:••:••:02', {}, SLOW);
    const search = screen.getByRole('textbox', { name: de.filters.searchPlaceholder });
    expect(search).toHaveAttribute('placeholder', 'Code, Benutzername oder ganze MAC');
    await userEvent.type(search, 'a4-83-e7-00-00-09');
    await waitFor(() =>
      expect(lastFilter(dataProvider.getList.mock.calls)).toMatchObject({ q: 'a4-83-e7-00-00-09', history: true }),
    );
    // nothing found (the fake compares texts): the message explains the search
    expect(await screen.findByText(de.empty.noResults, {}, SLOW)).toBeInTheDocument();
  });

  it('says "more than" when the server did not count the whole history, and the exact total otherwise', async () => {
    // As the server answers a history of more than 10,000 sessions (totalCountExact false, issue 41).
    const inner = sessionsProvider(SESSIONS);
    const dataProvider = fakeDataProvider(
      {},
      {
        getList: async (resource: string, params: ListParams) => {
          const page = await inner.getList(resource, params);
          return params.filter?.history ? { ...page, total: 10000, meta: { totalExact: false } } : page;
        },
      },
    );
    await renderResource('live-sessions', {
      path: '/live-sessions?organization=K100001',
      dataProvider,
      authProvider: fakeAuthProvider({ K100001: ['OnlineUsers:*'] }),
    });
    await screen.findByText('A4:83:E7:••:••:01', {}, SLOW);
    expect(screen.queryByText(/mehr als/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: de.tabs.history }));
    await waitFor(() => expect(screen.getByText('1–25 von mehr als 10.000')).toBeInTheDocument(), SLOW);
  });

  it('says nobody is online, and that the history has the earlier sessions', async () => {
    await render(SESSIONS.filter((s) => !s.online));
    expect(await screen.findByText(de.empty.noneOnline, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(de.empty.text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: de.tabs.history }));
    expect(await screen.findByText('A4:83:E7:••:••:02', {}, SLOW)).toBeInTheDocument();
  });
});
