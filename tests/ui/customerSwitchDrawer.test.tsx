import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeCustomer } from '../../src/providers/activeCustomer';
import { SHELL_RESOURCES } from '../../src/providers/resources';
import { createBuildQuery } from '../../src/providers/buildQuery';
import { toHttpError } from '../../src/providers/errors';
import { expectConsoleErrors } from '../setup/failOnConsole';
import { customer, customers, fakeCustomerProvider, renderShell } from './harness/customerSwitchHarness';
import { SLOW } from './harness/slow';

async function openDrawer() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Kunden wechseln' }));
  const drawer = await screen.findByRole('dialog', { name: 'Kunden auswählen' });
  return { user, drawer };
}

/** The list calls (not the details) the data provider received for the customer resource. */
function listCalls(dataProvider: ReturnType<typeof fakeCustomerProvider>) {
  return dataProvider.getList.mock.calls.filter(
    ([resource, params]) => resource === 'customer' && !params.meta?.detail,
  );
}

const buildQuery = createBuildQuery({ getCustomerId: () => null, specs: SHELL_RESOURCES });

describe('customer switch drawer', () => {
  it('lists company, customerId, address and an inactive chip; hides the search with 3 customers', async () => {
    const all = [customer(1), customer(2), customer(7)]; // 7 is inactive
    renderShell({ path: '/', all });
    const { drawer } = await openDrawer();
    const row = await within(drawer).findByRole('button', { name: /^Firma 00007(?!\d)/ });
    expect(within(row).getByText('K100007')).toBeInTheDocument();
    expect(within(row).getByText('Hauptstraße 7, 10115 Berlin')).toBeInTheDocument();
    expect(within(row).getByText('Inaktiv')).toBeInTheDocument();
    // Issue 39: the row is named by what it shows (no label of the company alone).
    expect(row).not.toHaveAttribute('aria-label');
    expect(row).toHaveAccessibleName(/^Firma 00007.*Inaktiv.*K100007.*Hauptstraße 7, 10115 Berlin/);
    expect(within(drawer).getAllByRole('button', { name: /^Firma/ })).toHaveLength(3);
    expect(within(drawer).queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('searches debounced (300 ms), sends the text as `search` and shows the number of matches', async () => {
    const all = customers(30);
    const { dataProvider } = renderShell({ path: '/', all });
    const { user, drawer } = await openDrawer();
    const field = await within(drawer).findByRole('searchbox', { name: 'Suche' });
    expect(field).toHaveAttribute('type', 'search');
    expect(field).toHaveAttribute('placeholder', 'Firma, Kundennummer oder Adresse');
    expect(within(drawer).getByText('30 Treffer')).toBeInTheDocument();

    await user.type(field, '0001');
    expect(await within(drawer).findByText('11 Treffer')).toBeInTheDocument(); // 00001, 00010 … 00019
    const searches = listCalls(dataProvider).map(([, params]) => params.filter?.q);
    expect(searches.filter(Boolean)).toEqual(['0001']); // one request, not one per keystroke
    const sent = listCalls(dataProvider).find(([, params]) => params.filter?.q === '0001')![1];
    expect(sent).toMatchObject({ pagination: { page: 1, perPage: 20 }, sort: { field: 'company', order: 'ASC' } });
    expect(buildQuery('GET_LIST', 'customer', sent).variables).toMatchObject({
      search: '0001',
      skip: 0,
      take: 20,
      sort: [{ key: 'company', order: 'ASC' }],
    });
    expect(within(drawer).getAllByRole('button', { name: /^Firma/ })).toHaveLength(11);

    await user.click(within(drawer).getByRole('button', { name: 'Suche leeren' }));
    expect(field).toHaveValue('');
    expect(await within(drawer).findByText('30 Treffer')).toBeInTheDocument();
  });

  it('says why the server refuses a search, at once, instead of the previous answer', async () => {
    // react-admin's data layer logs the refused request in development: provoked on purpose.
    expectConsoleErrors((args) => args.some((a) => a instanceof Error));
    const all = customers(30);
    const dataProvider = fakeCustomerProvider(all);
    const answer = dataProvider.getList.getMockImplementation()!;
    // As the server answers a search with a NUL byte (lib/input.ts checkArguments refuses control characters).
    dataProvider.getList.mockImplementation(async (resource, params) => {
      if ((params.filter?.q ?? '').includes('\u0000'))
        throw toHttpError({
          graphQLErrors: [
            {
              message: 'Invalid value for search',
              extensions: { code: 'BAD_USER_INPUT', field: 'search', i18n: 'forms.validationMessages.text' },
            },
          ],
        });
      return answer(resource, params);
    });
    renderShell({ path: '/', all, dataProvider });
    const { user, drawer } = await openDrawer();
    const field = await within(drawer).findByRole('searchbox', { name: 'Suche' });
    await user.type(field, '0001');
    expect(await within(drawer).findByText('11 Treffer')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: '0001\u0000' } });
    // Asked once (no retries), and the refusal in place of the previous search's eleven rows.
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Steuerzeichen (z. B. Nullbytes) sind nicht erlaubt',
    );
    expect(within(drawer).queryByRole('button', { name: /^Firma/ })).not.toBeInTheDocument();
    expect(listCalls(dataProvider).filter(([, params]) => params.filter?.q === '0001\u0000')).toHaveLength(1);
  });

  it('selects the only customer by itself and offers no reset and no search', async () => {
    renderShell({ path: '/', all: [customer(5)] });
    await waitFor(() => expect(activeCustomer.getId()).toBe('K100005'), SLOW);
    const { drawer } = await openDrawer();
    expect(await within(drawer).findByRole('heading', { name: 'Firma 00005' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Auswahl zurücksetzen' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the selected customer on top with a reset button (several customers)', async () => {
    renderShell({ path: '/', all: customers(2), customerId: 'K100002' });
    const { user, drawer } = await openDrawer();
    expect(await within(drawer).findByRole('heading', { name: 'Firma 00002' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /^Firma 00002(?!\d)/ })).toHaveAttribute('aria-current', 'true');
    await user.click(within(drawer).getByRole('button', { name: 'Auswahl zurücksetzen' }));
    expect(activeCustomer.getId()).toBeNull();
    expect(within(drawer).queryByRole('heading', { name: 'Firma 00002' })).not.toBeInTheDocument();
  });

  it('loads the next page by the button: skip = rows loaded, rows appended', async () => {
    const { dataProvider } = renderShell({ path: '/', all: customers(45) });
    const { user, drawer } = await openDrawer();
    await within(drawer).findByRole('button', { name: /^Firma 00020(?!\d)/ });
    expect(within(drawer).getAllByRole('button', { name: /^Firma/ })).toHaveLength(20);
    expect(within(drawer).getByText('20 von 45 geladen')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Weitere laden' }));
    await within(drawer).findByRole('button', { name: /^Firma 00040(?!\d)/ });
    expect(within(drawer).getAllByRole('button', { name: /^Firma/ })).toHaveLength(40);
    const second = listCalls(dataProvider).find(([, p]) => p.pagination.page === 2)![1];
    expect(buildQuery('GET_LIST', 'customer', second).variables).toMatchObject({ skip: 20, take: 20 });

    await user.click(within(drawer).getByRole('button', { name: 'Weitere laden' }));
    await within(drawer).findByRole('button', { name: /^Firma 00045(?!\d)/ });
    expect(within(drawer).getAllByRole('button', { name: /^Firma/ })).toHaveLength(45);
    expect(within(drawer).queryByRole('button', { name: 'Weitere laden' })).not.toBeInTheDocument();
  });

  it('loads more when scrolled within 200 px of the end, and offers scrolling up after 440 px', async () => {
    const { dataProvider } = renderShell({ path: '/', all: customers(45) });
    const { user, drawer } = await openDrawer();
    await within(drawer).findByRole('button', { name: /^Firma 00020(?!\d)/ });
    const scroller = within(drawer).getByTestId('customer-switch-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 600 });

    scroller.scrollTop = 400; // 1000 px from the end, not yet past 440
    fireEvent.scroll(scroller);
    expect(within(drawer).queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument();
    expect(listCalls(dataProvider).some(([, p]) => p.pagination.page === 2)).toBe(false);

    scroller.scrollTop = 1250; // 150 px from the end
    fireEvent.scroll(scroller);
    await within(drawer).findByRole('button', { name: /^Firma 00040(?!\d)/ });
    expect(listCalls(dataProvider).filter(([, p]) => p.pagination.page === 2)).toHaveLength(1);

    const up = within(drawer).getByRole('button', { name: 'Nach oben' });
    await user.click(up);
    expect(scroller.scrollTop).toBe(0);
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument());
  });

  it('shows the empty states for no data and for no match', async () => {
    renderShell({ path: '/', all: [] });
    const first = await openDrawer();
    expect(await within(first.drawer).findByText('Keine Kunden vorhanden')).toBeInTheDocument();
  });

  it('says when nothing matches the search', async () => {
    renderShell({ path: '/', all: customers(5) });
    const { user, drawer } = await openDrawer();
    await user.type(await within(drawer).findByRole('searchbox'), 'zzz');
    expect(await within(drawer).findByText('Keine Kunden zu Ihrer Suche gefunden')).toBeInTheDocument();
    expect(within(drawer).getByText('0 Treffer')).toBeInTheDocument();
  });

  it('is usable by keyboard: arrows move between rows, Enter chooses and closes', async () => {
    renderShell({ path: '/', all: customers(3) });
    const { user, drawer } = await openDrawer();
    const first = await within(drawer).findByRole('button', { name: /^Firma 00001(?!\d)/ });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(drawer).getByRole('button', { name: /^Firma 00002(?!\d)/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(drawer).getByRole('button', { name: /^Firma 00003(?!\d)/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(activeCustomer.getId()).toBe('K100002');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kunden auswählen' })).not.toBeInTheDocument());
  });

  it('a switch is a hard boundary: selections, tenant data and canAccess answers go, the list stays', async () => {
    const store = memoryStore();
    const queryClient = new QueryClient();
    renderShell({ path: '/', all: customers(2), customerId: 'K100001', store, queryClient });
    store.setItem('wifi-code.selectedIds', ['CODE1', 'CODE2']);
    store.setItem('wifi-code.listParams', { page: 3 });
    queryClient.setQueryData(['wifi-code', 'getList', { page: 1 }], { data: [{ id: 'CODE1' }], total: 1 });
    queryClient.setQueryData(['auth', 'canAccess', { resource: 'wifi-code', action: 'delete' }], true);
    const { user, drawer } = await openDrawer();
    await user.click(await within(drawer).findByRole('button', { name: /^Firma 00002(?!\d)/ }));

    expect(activeCustomer.getId()).toBe('K100002');
    expect(store.getItem('wifi-code.selectedIds')).toBeUndefined();
    expect(store.getItem('wifi-code.listParams')).toBeUndefined();
    expect(queryClient.getQueryData(['wifi-code', 'getList', { page: 1 }])).toBeUndefined();
    expect(
      queryClient.getQueryData(['auth', 'canAccess', { resource: 'wifi-code', action: 'delete' }]),
    ).toBeUndefined();
    expect(queryClient.getQueryData(['customer', 'switchList', { search: '' }])).toBeDefined();
  });

  it('keeps only the first page once closed (10,000 customers stay cheap)', async () => {
    const { dataProvider } = renderShell({ path: '/', all: customers(45) });
    const { user, drawer } = await openDrawer();
    await user.click(await within(drawer).findByRole('button', { name: 'Weitere laden' }));
    await within(drawer).findByRole('button', { name: /^Firma 00040(?!\d)/ });
    await user.click(within(drawer).getByRole('button', { name: 'Schließen' }));
    // gone for good (also the hidden, sliding-out drawer)
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    const requests = listCalls(dataProvider).length;

    const again = await openDrawer();
    await within(again.drawer).findByRole('button', { name: /^Firma 00020(?!\d)/ });
    expect(within(again.drawer).getAllByRole('button', { name: /^Firma/ })).toHaveLength(20);
    expect(listCalls(dataProvider)).toHaveLength(requests); // from the cache, nothing refetched
  });
});
