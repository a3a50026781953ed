// A list's request starts with the click on the menu (issue 41, D337): the click asks the data
// provider for the list with the parameters react-admin will use (src/shell/layout/startList.ts), and
// the list's own request, once its screen has rendered, takes that answer
// (src/providers/lazyDataProvider.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, type DataProvider, type GetListParams } from 'react-admin';
import { activeCustomer } from '../../src/providers/activeCustomer';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import { LIST_AHEAD_MS, createLazyDataProvider } from '../../src/providers/lazyDataProvider';
import { openingListParams } from '../../src/shell/layout/startList';
import VoucherList from '../../src/resources/wifi-code/VoucherList';
import { VOUCHER_LIST } from '../../src/resources/wifi-code/listDefaults';
import { renderLayout } from './harness/layoutHarness';
import { CUSTOMER } from './harness/portalHarness';
import { renderResource } from './harness/renderResource';
import { SLOW } from './harness/slow';
import { voucher } from './resources/wifi-code/data';

afterEach(() => {
  vi.useRealTimers();
});

const LIST: GetListParams = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'createdAt', order: 'DESC' },
  filter: {},
};

function realProvider() {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => ({
    data: [{ id: `row of page ${params.pagination?.page}` }],
    total: 1,
  }));
  return { getList } as unknown as PortalDataProvider & { getList: typeof getList };
}

describe('a list asked for ahead (lazy data provider)', () => {
  it("answers the list's own request with the same parameters from the request made ahead, once", async () => {
    const real = realProvider();
    let customer = 'K100001';
    const provider = createLazyDataProvider(
      async () => real,
      () => customer,
    );
    await provider.prefetchList!('wifi-code', LIST);
    // the list's own request: the same parameters in another order, with an abort signal
    const own = await provider.getList('wifi-code', {
      filter: {},
      sort: { order: 'DESC', field: 'createdAt' },
      pagination: { perPage: 25, page: 1 },
      meta: undefined,
      signal: new AbortController().signal,
    });
    expect(own.data).toEqual([{ id: 'row of page 1' }]);
    expect(real.getList).toHaveBeenCalledTimes(1);
    // used once: the next request (a refresh) asks the server
    await provider.getList('wifi-code', LIST);
    expect(real.getList).toHaveBeenCalledTimes(2);
    // other parameters, another customer: not the answer asked for ahead
    await provider.prefetchList!('wifi-code', LIST);
    await provider.getList('wifi-code', { ...LIST, pagination: { page: 2, perPage: 25 } });
    expect(real.getList).toHaveBeenCalledTimes(4);
    customer = 'K100002';
    await provider.getList('wifi-code', LIST);
    expect(real.getList).toHaveBeenCalledTimes(5);
  });

  it(`asks anew when the list asks more than ${LIST_AHEAD_MS} ms after the click`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const real = realProvider();
    const provider = createLazyDataProvider(async () => real);
    await provider.prefetchList!('wifi-code', LIST);
    vi.setSystemTime(Date.now() + LIST_AHEAD_MS + 1);
    await provider.getList('wifi-code', LIST);
    expect(real.getList).toHaveBeenCalledTimes(2);
  });
});

describe("the parameters of a list's opening request", () => {
  const stored = { sort: 'code', order: 'ASC', page: 2, perPage: 50, filter: { active: true } };
  const cases: [string, string, unknown][] = [
    ['the organization in the address (as every link of the portal has it)', '?organization=K100001', stored],
    [
      'an order and a filter in the address',
      '?organization=K100001&sort=code&order=ASC&filter=%7B%22valid%22%3Atrue%7D&page=3',
      undefined,
    ],
    ['no query: nothing stored', '', undefined],
    ['no query: the defaults stored (react-admin stores them on the first change)', '', { filter: {}, page: 1 }],
    ['no query: another order, a filter, a page and a page size stored', '', stored],
    ['no query: a search without an order stored', '', { filter: { q: 'ab' }, page: 1, perPage: 25 }],
  ];
  it.each(cases)("are the list's own with %s", async (_name, search, params) => {
    const { dataProvider } = await renderResource('wifi-code', {
      view: VoucherList,
      route: '/wifi-code',
      path: `/wifi-code${search}`,
      records: { 'wifi-code': [voucher(1)], customer: [CUSTOMER] },
      customer: CUSTOMER,
      store: memoryStore(params === undefined ? {} : { 'wifi-code.listParams': params }),
    });
    await waitFor(() =>
      expect(dataProvider.getList.mock.calls.some(([resource]) => resource === 'wifi-code')).toBe(true),
    );
    const [, own] = dataProvider.getList.mock.calls.find(([resource]) => resource === 'wifi-code')!;
    const { pagination, sort, filter } = own as GetListParams;
    expect({ pagination, sort, filter }).toEqual(openingListParams(VOUCHER_LIST, params, search));
  });
});

describe('the menu starts the list with the click', () => {
  it('asks for the WiFi codes before their screen has rendered; the list renders with that answer', async () => {
    const store = memoryStore();
    const { dataProvider } = renderLayout({
      path: '/?organization=K100001',
      store,
      wrapDataProvider: (fake) =>
        createLazyDataProvider(async () => fake as PortalDataProvider, activeCustomer.getId) as DataProvider,
    });
    // where the list was when the server was asked for its rows
    const listShownAtAsk: boolean[] = [];
    const answer = dataProvider.getList.getMockImplementation()!;
    dataProvider.getList.mockImplementation((async (resource: string, params?: unknown) => {
      if (resource === 'wifi-code') listShownAtAsk.push(!!document.querySelector('.list-page'));
      return answer(resource, params);
    }) as typeof answer);
    // the list's rows at each change of the page, from the moment its page is there
    const rowsWhenShown: number[] = [];
    const observer = new MutationObserver(() => {
      if (document.querySelector('.list-page'))
        rowsWhenShown.push(document.querySelectorAll('.list-page tbody tr').length);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const nav = within(await screen.findByRole('navigation', { name: 'Hauptmenü' }, SLOW));
    await userEvent.setup().click(await nav.findByRole('menuitem', { name: 'WLAN-Codes' }, SLOW));
    expect(await screen.findByRole('columnheader', { name: /Code/ }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('.list-page tbody tr').length).toBeGreaterThan(0), SLOW);
    observer.disconnect();
    // one request, made with the click (before the list's screen was there), answered to the list,
    // whose first render shows the rows (no render of the list without them)
    expect(listShownAtAsk).toEqual([false]);
    expect(rowsWhenShown[0]).toBe(3);
    const asked = dataProvider.getList.mock.calls.filter(([resource]) => resource === 'wifi-code');
    expect(asked).toHaveLength(1);
    expect(asked[0]![1]).toMatchObject(openingListParams(VOUCHER_LIST, undefined, '?organization=K100001'));
  });
});
