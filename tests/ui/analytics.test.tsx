// The analytics screens in the real portal over a fake analytics API (seed 001 §2, §9): the start
// cards by permission and tier, the professional tabs with their charts (states, chart types, CSV),
// the filter notice (no refetch until "refresh"), refusals (FORBIDDEN explained, a refused
// granularity at its select), basic analytics and the locations screen with the DNS tables.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import messages from '../../src/i18n/portal/analytics';
import {
  setAnalyticsApi,
  type AnalyticsApi,
  type AnalyticsFilter,
  type AnalyticsSeries,
} from '../../src/shell/pages/analytics/analyticsApi';
import { ALL_PLUGINS, allowAllAuth, detailedCustomer, pagesDataProvider, renderPages } from './harness/pagesHarness';
import { SLOW, SLOW_TEST_MS } from './harness/slow';

const a = messages.de.portal.analytics;
const K = 'K100001';
/** The first render loads the portal's chunks and recharts: slow on a busy machine. */
const LOAD = { timeout: 2 * SLOW.timeout };
const LONG = { timeout: SLOW_TEST_MS };

beforeAll(() => {
  // jsdom has no layout: recharts measures its container with ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

function gqlError(code: string, extensions: Record<string, unknown> = {}) {
  return Object.assign(new Error(code), { graphQLErrors: [{ message: code, extensions: { code, ...extensions } }] });
}

function series(filter: AnalyticsFilter, zero = false): AnalyticsSeries {
  const from = Date.parse(filter.from);
  const points = Array.from({ length: 7 }, (_, i) => ({
    t: new Date(from + i * 86_400_000).toISOString(),
    sessions: zero ? 0 : 10 + i,
    users: zero ? 0 : 5 + i,
    logins: zero ? 0 : 8 + i,
    dwellTime: zero ? null : 1800 + i * 60,
    inputBytes: zero ? 0 : 2_500_000 * (i + 1),
    outputBytes: zero ? 0 : 12_000_000 * (i + 1),
    pageViews: zero ? 0 : 20 + i,
  }));
  const sum = (k: 'sessions' | 'logins' | 'pageViews') => points.reduce((s, p) => s + p[k], 0);
  return {
    granularity: 'day',
    timezone: 'Europe/Berlin',
    points,
    totals: {
      sessions: sum('sessions'),
      users: 30,
      logins: sum('logins'),
      dwellTime: 1900,
      inputBytes: 0,
      outputBytes: 0,
      pageViews: sum('pageViews'),
    },
  };
}

const rank = (id: string, name: string, sessions: number) => ({
  id,
  name,
  sessions,
  users: Math.ceil(sessions / 2),
  inputBytes: sessions * 1_000_000,
  outputBytes: sessions * 4_000_000,
  dwellTime: 1200,
});

function fakeApi(overrides: Partial<AnalyticsApi> = {}): AnalyticsApi {
  return {
    timeline: vi.fn(async (filter: AnalyticsFilter) => series(filter)),
    breakdown: vi.fn(async (_f, dimension) =>
      dimension === 'BROWSER'
        ? [
            { key: 'Chrome', sessions: 40 },
            { key: '=cmd|calc', sessions: 3 },
            { key: 'other', sessions: 2 },
          ]
        : dimension === 'DEVICE_CLASS'
          ? [
              { key: 'mobile', sessions: 30 },
              { key: 'desktop', sessions: 12 },
              { key: 'unknown', sessions: 1 },
            ]
          : [{ key: dimension === 'LANGUAGE' ? 'de' : dimension === 'OS' ? 'iOS' : 'VOUCHER_LOGIN', sessions: 9 }],
    ),
    ranking: vi.fn(async (_f, by, measure) => ({
      measure,
      top:
        by === 'HOTSPOT' ? [rank('d1', 'Pool Hotspot', 120), rank('d2', 'Lobby', 80)] : [rank('l1', 'Haupthaus', 200)],
      flop: by === 'HOTSPOT' ? [rank('d3', 'Garage', 0), rank('d2', 'Lobby', 80)] : [rank('l1', 'Haupthaus', 200)],
    })),
    dnsTimeline: vi.fn(async (filter: AnalyticsFilter) => ({
      granularity: 'day',
      timezone: 'Europe/Berlin',
      points: series(filter).points.map((p) => ({ t: p.t, requests: 86_400, blocked: 400, threats: 3 })),
      totals: { requests: 604_800, blocked: 2800, threats: 21, requestsPerSecond: 1, peakRequestsPerSecond: 4.5 },
    })),
    dnsEntries: vi.fn(async (_f, dimension, { search }) => {
      const all = [
        {
          key: dimension === 'DOMAIN' ? 'example.org' : dimension === 'APPLICATION' ? 'Netflix' : 'Streaming',
          requests: 900,
          blocked: 0,
          threats: 0,
        },
        {
          key: dimension === 'DOMAIN' ? 'tracker.test' : dimension === 'APPLICATION' ? 'WhatsApp' : 'Malware',
          requests: 120,
          blocked: 120,
          threats: 120,
        },
      ];
      const data = all.filter((e) => !search || e.key.includes(search));
      return { data, totalCount: data.length, hasNextPage: false };
    }),
    ...overrides,
  };
}

function customer(tier: string | null = 'PROFESSIONAL', plugins: Record<string, unknown> = {}) {
  return detailedCustomer({
    plugins: { ...ALL_PLUGINS, analytics: { active: true, productTier: tier }, ...plugins } as never,
  });
}

/** The harness's data with hotspots and locations for the filter's selects. */
function dataProvider(c = customer()) {
  const base = pagesDataProvider(c);
  const lists = base.getList.getMockImplementation()!;
  base.getList.mockImplementation(async (resource: string, params?: unknown) => {
    if (resource === 'hotspot-device')
      return {
        data: [
          { id: 'd1', name: 'Pool Hotspot' },
          { id: 'd2', name: 'Lobby' },
        ],
        total: 2,
      };
    if (resource === 'locations/location') return { data: [{ id: 'l1', name: 'Haupthaus' }], total: 1 };
    return lists(resource, params);
  });
  return base;
}

function open(
  path: string,
  {
    api = fakeApi(),
    c = customer(),
    acl,
  }: { api?: AnalyticsApi; c?: ReturnType<typeof customer>; acl?: string[] } = {},
) {
  setAnalyticsApi(api);
  const authProvider = acl ? allowAllAuth({ getPermissions: vi.fn(async () => ({ [K]: acl })) }) : allowAllAuth();
  const result = renderPages({
    path: `${path}${path.includes('?') ? '&' : '?'}organization=${K}`,
    customer: c,
    dataProvider: dataProvider(c),
    authProvider,
  });
  return { ...result, api };
}

const charts = () => screen.queryAllByTestId('analytics-chart');
const chart = (title: string) => screen.getByRole('region', { name: title });
async function allReady(count: number) {
  await waitFor(() => {
    expect(charts()).toHaveLength(count);
    for (const c of charts()) expect(c).toHaveAttribute('data-state', 'ready');
  }, SLOW);
}

afterEach(() => setAnalyticsApi(null));

describe('/analytics start', LONG, () => {
  it('offers basic and both professional screens with every right and the Professional tier', async () => {
    open('/analytics');
    for (const title of [a.start.basic, a.start.hotspots, a.start.locations])
      expect(await screen.findByRole('region', { name: title }, LOAD)).toBeInTheDocument();
    expect(within(chart(a.start.basic)).getByRole('link', { name: a.start.open })).toHaveAttribute(
      'href',
      `/analytics/basic?organization=${K}`,
    );
    expect(screen.queryByText(/Ihr Analysepaket ist/)).toBeNull();
  });

  it('names what the Basic tier leaves out', async () => {
    open('/analytics', { c: customer('BASIC') });
    expect(await screen.findByText(/Ihr Analysepaket ist Basic\./, {}, SLOW)).toBeInTheDocument();
  });

  it('shows only the basic card to a user with BasicAnalytics read alone', async () => {
    open('/analytics', { acl: ['BasicAnalytics:read'] });
    expect(await screen.findByRole('region', { name: a.start.basic }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: a.start.hotspots })).toBeNull();
  });
});

describe('/analytics/professional/hotspots', LONG, () => {
  it('draws every chart of the clients tab from the applied filter (last 7 days, auto)', async () => {
    const { api } = open('/analytics/professional/hotspots');
    await allReady(5);
    expect(screen.getByRole('tab', { name: a.professional.tabs.clients })).toHaveAttribute('aria-selected', 'true');
    const filter = vi.mocked(api.timeline).mock.calls[0]![0];
    expect(filter).toMatchObject({ customerId: K, granularity: 'auto' });
    expect((Date.parse(filter.to) - Date.parse(filter.from)) / 86_400_000).toBeCloseTo(7, 0);
    expect(api.timeline).toHaveBeenCalledTimes(1);
    expect(
      vi
        .mocked(api.breakdown)
        .mock.calls.map((c) => c[1])
        .sort(),
    ).toEqual(['BROWSER', 'DEVICE_CLASS', 'LANGUAGE', 'OS']);
    expect(chart(a.professional.users).querySelector('svg')).not.toBeNull();
  });

  it('switches a chart to a real table with German numbers and translated keys', async () => {
    const user = userEvent.setup();
    open('/analytics/professional/hotspots');
    await allReady(5);
    const card = within(chart(a.professional.deviceClasses));
    await user.click(card.getByRole('button', { name: a.chart.table }));
    const table = card.getByRole('table', { name: a.professional.deviceClasses });
    expect(within(table).getByRole('columnheader', { name: a.dimensions.DEVICE_CLASS })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Smartphone' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: a.unknown })).toBeInTheDocument();
    expect(card.getByText(/Smartphone: 69,8 % der Sitzungen/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: a.professional.tabs.usage }));
    await allReady(3);
    const data = within(chart(a.professional.data));
    await user.click(data.getByRole('button', { name: a.chart.table }));
    // 2.5 MB sent and 12 MB received in the first bucket.
    const first = within(data.getAllByRole('row')[1]!);
    expect(first.getByText('2,5 MB')).toBeInTheDocument();
    expect(first.getByText('12 MB')).toBeInTheDocument();
  });

  it('exports exactly the chart data as CSV for German Excel, formula cells neutralised', async () => {
    const user = userEvent.setup();
    const downloads: { name: string; blob: Blob }[] = [];
    let last: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => ((last = blob), 'blob:x'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: last! });
    });
    open('/analytics/professional/hotspots');
    await allReady(5);
    await user.click(
      within(chart(a.professional.browsers)).getByRole('button', {
        name: `„${a.professional.browsers}“ als CSV herunterladen`,
      }),
    );
    expect(downloads[0]!.name).toMatch(/^browser_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    // German: semicolons, a BOM, the rest bucket translated
    const bytes = new Uint8Array(await downloads[0]!.blob.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM (Blob.text() drops it)
    const text = new TextDecoder().decode(bytes);
    expect(text).toBe(`Browser;Sitzungen\r\nChrome;40\r\n'=cmd|calc;3\r\n${a.other};2\r\n`);
    await user.click(within(chart(a.professional.browsers)).getByRole('button', { name: a.chart.table }));
    expect(within(chart(a.professional.browsers)).getByRole('rowheader', { name: a.other })).toBeInTheDocument();

    // a time series: dates as German Excel reads them (in the series' time zone) and decimal commas
    await user.click(screen.getByRole('tab', { name: a.professional.tabs.usage }));
    await allReady(3);
    await user.click(
      within(chart(a.professional.data)).getByRole('button', {
        name: `„${a.professional.data}“ als CSV herunterladen`,
      }),
    );
    click.mockRestore();
    const lines = (await downloads[1]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(`${a.chart.time};${a.measures.inputMb};${a.measures.outputMb}`);
    expect(lines[1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};2,5;12$/);
  });

  it('shows the notice on a filter change and loads only on refresh', async () => {
    const user = userEvent.setup();
    const { api } = open('/analytics/professional/hotspots?tab=logins');
    await allReady(2);
    expect(screen.queryByText(a.filter.changed)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: a.filter.range }));
    await user.click(screen.getByRole('option', { name: a.filter.presets['30d'] }));
    expect(await screen.findByText(a.filter.changed)).toBeInTheDocument();
    expect(api.timeline).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: a.filter.refresh }));
    await waitFor(() => expect(api.timeline).toHaveBeenCalledTimes(2));
    const filter = vi.mocked(api.timeline).mock.calls[1]![0];
    expect((Date.parse(filter.to) - Date.parse(filter.from)) / 86_400_000).toBeCloseTo(30, 0);
    expect(screen.queryByText(a.filter.changed)).toBeNull();
    await allReady(2);
  });

  it('checks the period like the server: an end before the start cannot be applied', async () => {
    const user = userEvent.setup();
    open('/analytics/professional/hotspots?tab=logins');
    await allReady(2);
    const to = screen.getByLabelText(a.filter.to);
    await user.clear(to);
    await user.type(to, '2020-01-01');
    expect(await screen.findByText(/Der Zeitraum muss nach dem Beginn enden/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: a.filter.refresh })).toBeDisabled();
  });

  it('locks granularities below a day without the Professional tier', async () => {
    const user = userEvent.setup();
    open('/analytics/professional/hotspots?tab=logins', { c: customer('BASIC') });
    await user.click(await screen.findByRole('combobox', { name: a.filter.granularity }, SLOW));
    expect(
      screen.getByRole('option', { name: `${a.filter.granularities['15min']} (${a.filter.professionalOnly})` }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: a.filter.granularities.day })).not.toHaveAttribute('aria-disabled');
  });

  it('shows the empty state when the period has no sessions', async () => {
    open('/analytics/professional/hotspots?tab=usage', {
      api: fakeApi({ timeline: vi.fn(async (f: AnalyticsFilter) => series(f, true)) }),
    });
    await waitFor(() => {
      expect(charts()).toHaveLength(3);
      for (const c of charts()) expect(c).toHaveAttribute('data-state', 'empty');
    }, SLOW);
    expect(screen.getAllByText(a.chart.empty)).toHaveLength(3);
    expect(
      within(chart(a.professional.sessions)).getByRole('button', { name: /als CSV herunterladen/ }),
    ).toBeDisabled();
  });

  it('explains FORBIDDEN, offers a retry for other failures and puts a refused granularity at its select', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = fakeApi({
      breakdown: vi.fn(async () => Promise.reject(gqlError('FORBIDDEN'))),
      timeline: vi.fn(async (f: AnalyticsFilter) => {
        if (fail)
          throw gqlError('BAD_USER_INPUT', {
            field: 'granularity',
            i18n: 'forms.validationMessages.analyticsGranularity',
            args: { maxBuckets: 3000, maxDays: 31 },
          });
        return series(f);
      }),
    });
    open('/analytics/professional/hotspots?tab=logins', { api });
    await waitFor(() => expect(chart(a.professional.loginTypes)).toHaveAttribute('data-state', 'error'), SLOW);
    expect(within(chart(a.professional.loginTypes)).getByText(a.chart.forbidden)).toBeInTheDocument();
    const granularity = screen.getByRole('combobox', { name: a.filter.granularity });
    const field = within(granularity.closest<HTMLElement>('.MuiFormControl-root')!);
    expect(await field.findByText(/höchstens 3\.000 Punkte, feiner als ein Tag nur bis 31 Tage/)).toBeInTheDocument();
    fail = false;
    await user.click(within(chart(a.professional.logins)).getByRole('button', { name: a.chart.retry }));
    await waitFor(() => expect(chart(a.professional.logins)).toHaveAttribute('data-state', 'ready'), SLOW);
  });

  it('ranks top and flop hotspots and locations by the chosen measure', async () => {
    const user = userEvent.setup();
    const { api } = open('/analytics/professional/hotspots?tab=topFlop');
    await allReady(4);
    await user.click(screen.getByRole('combobox', { name: a.professional.measure }));
    await user.click(screen.getByRole('option', { name: a.rankMeasures.DATA }));
    await waitFor(() => expect(vi.mocked(api.ranking).mock.calls.some((c) => c[2] === 'DATA')).toBe(true));
    await allReady(4);
    const flop = within(chart(a.professional.flopHotspots));
    await user.click(flop.getByRole('button', { name: a.chart.table }));
    expect(flop.getByRole('columnheader', { name: a.measures.dataMb })).toBeInTheDocument();
    expect(within(flop.getAllByRole('row')[2]!).getByText('400')).toBeInTheDocument();
  });

  it('compares start-page views with logins (conversion)', async () => {
    open('/analytics/professional/hotspots?tab=startPage');
    await allReady(2);
    // 77 logins of 161 views.
    expect(screen.getByTestId('analytics-conversion')).toHaveTextContent(
      'Konversion im Zeitraum: 47,8 % (77 Logins bei 161 Aufrufen)',
    );
  });
});

describe('/analytics/basic', LONG, () => {
  it('lists hotspots and locations with sessions, users and data in days, and links on', async () => {
    const { api } = open('/analytics/basic');
    await allReady(3);
    expect(vi.mocked(api.timeline).mock.calls[0]![0].granularity).toBe('day');
    expect(screen.queryByRole('combobox', { name: a.filter.granularity })).toBeNull();
    const hotspots = within(screen.getByRole('table', { name: a.basic.hotspots }));
    const pool = within(hotspots.getByRole('rowheader', { name: 'Pool Hotspot' }).closest('tr')!);
    expect(pool.getByText('120')).toBeInTheDocument();
    expect(pool.getByText('60')).toBeInTheDocument();
    expect(pool.getByText('600 MB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: a.basic.toProfessional })).toHaveAttribute(
      'href',
      `/analytics/professional/hotspots?organization=${K}`,
    );
  });
});

describe('/analytics/professional/locations', LONG, () => {
  it('explains the web tab without the dnsAnalytics plugin and asks nothing', async () => {
    const { api } = open('/analytics/professional/locations?tab=web', {
      c: customer('PROFESSIONAL', { dnsAnalytics: { active: false } }),
    });
    expect(await screen.findByText(a.dns.noPlugin, {}, SLOW)).toBeInTheDocument();
    expect(api.dnsTimeline).not.toHaveBeenCalled();
  });

  it('shows DNS requests, the rate, searchable tables and a drill-down dialog', async () => {
    const user = userEvent.setup();
    const { api } = open('/analytics/professional/locations?tab=web');
    await allReady(2);
    // 86,400 requests a day: one per second.
    const rate = within(chart(a.dns.rate));
    await user.click(rate.getByRole('button', { name: a.chart.table }));
    expect(within(rate.getAllByRole('row')[1]!).getByText('1')).toBeInTheDocument();
    expect(screen.getByText('604.800')).toBeInTheDocument();

    const domains = within(screen.getByRole('region', { name: a.dns.domains }));
    await domains.findByText('tracker.test');
    await user.type(domains.getByRole('searchbox', { name: a.dns.search }), 'track');
    await waitFor(() => expect(domains.queryByText('example.org')).toBeNull());
    expect(vi.mocked(api.dnsEntries).mock.calls.some((c) => c[1] === 'DOMAIN' && c[2].search === 'track')).toBe(true);
    await user.click(domains.getByRole('button', { name: 'Verlauf von „tracker.test“ anzeigen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'tracker.test: Verlauf' }));
    await waitFor(() => expect(dialog.getByTestId('analytics-chart')).toHaveAttribute('data-state', 'ready'), SLOW);
    expect(api.dnsTimeline).toHaveBeenCalledWith(expect.objectContaining({ customerId: K }), 'DOMAIN', 'tracker.test');
  });

  it('shows sessions and users per location in the overview', async () => {
    open('/analytics/professional/locations');
    await allReady(2);
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: a.professional.tabs.overview })).toHaveAttribute('aria-selected', 'true');
    const perLocation = within(chart(a.professional.perLocation));
    expect(perLocation.getByRole('figure', { name: a.professional.perLocation })).toBeInTheDocument();
    await user.click(perLocation.getByRole('button', { name: a.chart.table }));
    const row = within(perLocation.getByRole('rowheader', { name: 'Haupthaus' }).closest('tr')!);
    expect(row.getByText('200')).toBeInTheDocument();
    expect(row.getByText('1 GB')).toBeInTheDocument();
  });
});
