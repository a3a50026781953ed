// The search over the active customer's records (issue 39): Ctrl+K opens it, every kind the user may
// list is asked with the lists' own search, ↑/↓ and Enter open a hit, a refused kind is named.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import searchMessages from '../../src/i18n/portal/search';
import { setGlobalSearchMembers } from '../../src/shell/layout/GlobalSearch';
import type { AuthProvider } from 'react-admin';
import { renderLayout } from './harness/layoutHarness';
import { portalAuthProvider } from './harness/portalHarness';
import { SLOW } from './harness/slow';

const m = searchMessages.de.portal.search;

const RECORDS: Record<string, { id: string; [k: string]: unknown }[]> = {
  'wifi-code': [{ id: 'ZIMM2345', code: 'ZIMM2345', description: 'Zimmer 101' }],
  'hotspot-device': [{ id: 'd1', name: 'Zimmerflur Nord', description: 'Etage 1' }],
  'locations/location': [],
  'device-account': [{ id: 'a1', name: 'Zimmer-TV', description: null }],
};

function searchable(authProvider?: AuthProvider) {
  const members = vi.fn(async (_customerId: string, search: string) => ({
    members: {
      data: [{ _id: 'm1', email: 'zimmermann@alpenhotel.test', firstName: 'Zora', lastName: 'Zimmermann' }].filter(
        (x) => x.email.includes(search),
      ),
    },
  }));
  setGlobalSearchMembers(members);
  const utils = renderLayout({ path: '/?organization=K100001', authProvider });
  const list = utils.dataProvider.getList.getMockImplementation()!;
  utils.dataProvider.getList.mockImplementation((async (resource: string, params: { filter?: { q?: string } }) => {
    const q = params?.filter?.q?.toLowerCase();
    if (!(resource in RECORDS) || !q) return list(resource, params as never);
    const data = RECORDS[resource]!.filter((r) => JSON.stringify(r).toLowerCase().includes(q));
    return { data, total: data.length };
  }) as typeof list);
  return { ...utils, members };
}

afterEach(() => setGlobalSearchMembers(null));

describe('global search', () => {
  it('opens with Ctrl+K, searches every kind at once and opens a hit with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const { dataProvider, members } = searchable();
    await screen.findByTestId('appbar-company', {}, SLOW);
    await screen.findByRole('button', { name: m.open }, SLOW);
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: m.title });
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Mindestens 2 Zeichen');

    await user.type(box, 'zimm');
    const results = await screen.findByRole('listbox', { name: m.results }, SLOW);
    await within(results).findByRole('option', { name: /ZIMM2345/ }, SLOW);
    for (const resource of ['wifi-code', 'hotspot-device', 'locations/location', 'device-account'])
      expect(dataProvider.getList).toHaveBeenCalledWith(
        resource,
        expect.objectContaining({ filter: { q: 'zimm' }, pagination: { page: 1, perPage: 5 } }),
      );
    expect(members).toHaveBeenCalledWith('K100001', 'zimm');
    expect(within(results).getByRole('group', { name: m.kinds.codes })).toBeInTheDocument();
    expect(within(results).getByRole('group', { name: m.kinds.members })).toHaveTextContent('Zora Zimmermann');
    // No locations matched: no empty group.
    expect(within(results).queryByRole('group', { name: m.kinds.locations })).toBeNull();

    const options = within(results).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveTextContent('Zimmerflur Nord');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: m.title })).toBeNull());
    const nav = await screen.findByRole('navigation', { name: 'Navigationspfad' }, SLOW);
    expect(within(nav).getByRole('link', { name: 'Hotspot-Geräte' })).toHaveAttribute(
      'href',
      '/hotspot-device?organization=K100001',
    );
  });

  it('asks only the kinds the user may list, says when nothing matched, and closes with Escape', async () => {
    const user = userEvent.setup();
    const { dataProvider, members } = searchable(
      portalAuthProvider({
        getPermissions: vi.fn(async () => ({ K100001: ['Voucher:read'] })),
        canAccess: vi.fn(async ({ resource }: { resource: string }) => resource === 'wifi-code'),
      }),
    );
    await user.click(await screen.findByRole('button', { name: m.open }, SLOW));
    const box = await screen.findByRole('combobox', { name: m.title });
    await user.type(box, 'qq');
    expect(await screen.findByText('Nichts gefunden für „qq“.', {}, SLOW)).toBeInTheDocument();
    const asked = dataProvider.getList.mock.calls
      .filter(([, params]) => (params as { filter?: { q?: string } })?.filter?.q === 'qq')
      .map(([resource]) => resource);
    expect(asked).toEqual(['wifi-code']);
    expect(members).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: m.title })).toBeNull());
  });
});
