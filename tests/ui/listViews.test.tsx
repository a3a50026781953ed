// Saved views of the main lists (issue 39): react-admin's saved queries (the filter button's "save
// current query") and DataTable column choice (ColumnsButton), kept per user in the UI settings store
// through the portal's store (src/providers/store.ts, src/providers/listViews.ts,
// src/components/ListViews.tsx). The REST calls are replaced by an in-memory settings store.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import VoucherList from '../../src/resources/wifi-code/VoucherList';
import LocationList from '../../src/resources/locations/LocationList';
import { createPortalStore } from '../../src/providers/store';
import { setListViewsApi, type ListViewsApi } from '../../src/providers/listViews';
import { createRestClient } from '../../src/providers/restClient';
import type { TokenStore } from '../../src/providers/tokenStore';
import { CUSTOMER } from './harness/portalHarness';
import { renderResource } from './harness/renderResource';
import { SLOW } from './harness/slow';
import { voucher } from './resources/wifi-code/data';
import { ADMIN_ACL, locationData } from './resources/locations/data';

/** The server's settings: `<customer>/<resource>/<key>` → value; every write is recorded. */
function settingsServer(initial: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: { method: 'PUT' | 'DELETE'; path: string; value?: unknown }[] = [];
  // a refusal: the server's answer, read by the real REST client (status and JSON body)
  let refuse: { status: number; body: unknown } | null = null;
  const tokens = { getAccessToken: async () => 'token' } as unknown as TokenStore;
  const api: ListViewsApi = {
    async list(customerId, resource) {
      const prefix = `${customerId}/${resource}/`;
      return [...values]
        .filter(([k]) => k.startsWith(prefix))
        .map(([k, value]) => ({ key: k.slice(prefix.length), value }));
    },
    async save(customerId, resource, key, value) {
      const path = `${customerId}/${resource}/${key}`;
      writes.push({ method: 'PUT', path, value });
      if (refuse) {
        const answer = refuse;
        const rest = createRestClient(
          tokens,
          async () => new Response(JSON.stringify(answer.body), { status: answer.status }),
        );
        await rest(`/ui-settings/${path}`, { method: 'PUT', body: { value } });
      }
      values.set(path, value);
    },
    async remove(customerId, resource, key) {
      const path = `${customerId}/${resource}/${key}`;
      writes.push({ method: 'DELETE', path });
      values.delete(path);
    },
  };
  setListViewsApi(api);
  return { values, writes, refuseWith: (status: number, body: unknown) => (refuse = { status, body }) };
}

afterEach(() => setListViewsApi(null));

const CODES = [voucher(1), voucher(2), { ...voucher(3), active: false }];

function renderCodes(path = '/wifi-code?organization=K100001') {
  return renderResource('wifi-code', {
    view: VoucherList,
    route: '/wifi-code',
    path,
    records: { 'wifi-code': CODES, customer: [CUSTOMER] },
    customer: CUSTOMER,
    store: createPortalStore(memoryStore()),
  });
}

// hidden: the open chooser (a modal popover) hides the page from the accessibility tree
const header = (name: string) => screen.queryByRole('columnheader', { name: new RegExp(name), hidden: true });

describe('column chooser', () => {
  it('shows the columns the user hid on the server hidden, and keeps a new choice there', async () => {
    const server = settingsServer({ 'K100001/wifi-code/datatable': ['description'] });
    renderCodes();
    await screen.findByText('CODE0001', {}, SLOW);
    await waitFor(() => expect(header('Beschreibung')).not.toBeInTheDocument());
    expect(header('Anmeldungen')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Spalten' }));
    const chooser = await screen.findByRole('presentation');
    await user.click(within(chooser).getByLabelText('Anmeldungen'));
    await waitFor(() => expect(header('Anmeldungen')).not.toBeInTheDocument());
    await waitFor(() => expect(server.values.get('K100001/wifi-code/datatable')).toEqual(['description', 'used']));
    // back on: written again, shown again
    await user.click(within(chooser).getByLabelText('Beschreibung'));
    await waitFor(() => expect(server.values.get('K100001/wifi-code/datatable')).toEqual(['used']));
    await waitFor(() => expect(header('Beschreibung')).toBeInTheDocument());
    // nothing of it in localStorage
    expect(JSON.stringify({ ...localStorage })).not.toContain('datatable');
  });
});

describe('saved queries', () => {
  it('saves the current query on the server; the menu then knows it as saved', async () => {
    const server = settingsServer();
    const filter = encodeURIComponent(JSON.stringify({ active: false }));
    await renderCodes(`/wifi-code?organization=K100001&filter=${filter}`);
    await screen.findByText('CODE0003', {}, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filter hinzufügen' }));
    // Every filter of the menu in words (the batch filter once showed its source, "Batch").
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Code-Stapel' })).toBeVisible();
    await user.click(await screen.findByRole('menuitem', { name: /Aktuelle Abfrage speichern/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name der Abfrage'), 'Deaktivierte');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.writes.map((w) => w.path)).toContain('K100001/wifi-code/savedQueries'));
    const saved = server.values.get('K100001/wifi-code/savedQueries') as {
      label: string;
      value: { filter: unknown };
    }[];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ label: 'Deaktivierte', value: { filter: { active: false } } });

    // The filter menu knows the current query as saved now (and offers to remove it).
    await user.click(screen.getByRole('button', { name: 'Filter hinzufügen' }));
    expect(await screen.findByRole('menuitem', { name: 'Abfrage „Deaktivierte“ entfernen' })).toBeInTheDocument();
  });

  it('applies a saved query loaded from the server', async () => {
    settingsServer({
      'K100001/wifi-code/savedQueries': [
        {
          label: 'Nur deaktivierte',
          value: {
            filter: { active: false },
            displayedFilters: {},
            sort: { field: 'createdAt', order: 'DESC' },
            perPage: 25,
          },
        },
      ],
    });
    const { dataProvider } = await renderCodes();
    await screen.findByText('CODE0001', {}, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filter hinzufügen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Nur deaktivierte' }));
    await waitFor(() =>
      expect(dataProvider.getList.mock.calls.at(-1)![1]).toMatchObject({ filter: { active: false } }),
    );
  });

  it('reports a write the server refuses and shows the server’s state again', async () => {
    const server = settingsServer({ 'K100001/locations/location/datatable': [] });
    // the UI settings store's answer to a value over its bound (server/tenancy/ui-settings/service.ts)
    server.refuseWith(400, {
      error: {
        code: 'BAD_USER_INPUT',
        message: 'value: invalid (forms.validationMessages.arrayMaxSize)',
        field: 'value',
        i18n: 'forms.validationMessages.arrayMaxSize',
        args: { maxSize: 20 },
      },
    });
    const data = locationData();
    renderResource('locations', {
      view: LocationList,
      route: '/locations',
      path: '/locations?organization=K100001',
      records: data,
      permissions: ADMIN_ACL,
      store: createPortalStore(memoryStore()),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Spalten' }, SLOW));
    const chooser = await screen.findByRole('presentation');
    const toggle = within(chooser).getAllByRole('switch')[1]!;
    await user.click(toggle);
    // the server's message key with its arguments, translated (not the code's generic message)
    expect(await screen.findByTestId('notification')).toHaveTextContent('Es sind höchstens 20 Einträge erlaubt');
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
