import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { activeCustomer } from '../../src/providers/activeCustomer';
import { WHITELABEL_PARTNER_QUERY_KEY } from '../../src/shell/customerSwitch';
import { customer, renderShell } from './harness/customerSwitchHarness';
import { SLOW } from './harness/slow';

const HOTEL = customer(1, {
  company: 'Alpenhotel Sonnblick GmbH',
  address: { street: 'Zugspitzstraße 44', zip: '82467', city: 'Garmisch-Partenkirchen', country: 'Deutschland' },
  phone: '+49 8821 7300',
  email: 'rezeption@alpenhotel.test',
  description: '4-Sterne-Hotel mit 120 Zimmern',
  plugins: {
    concurrentUser: { active: true, value: 50 },
    voucher: { active: true },
    analytics: { active: false, productTier: 'BASIC' },
    slaStatus: {
      active: true,
      level: 'PREMIUM',
      partner: 'NetPartner Systemhaus GmbH',
      slaOptions: ['ALL_DAY_HOTLINE', 'LOCAL_SERVICE'],
      hotline: '+49 341 2200 100',
      email: 'support@netpartner.test',
      supportPortal: 'https://support.netpartner.test',
    },
  },
});

async function openCard(all = [HOTEL, customer(2)], queryClient?: QueryClient) {
  renderShell({ path: '/', all, customerId: all[0]!.customerId, queryClient });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Kunden wechseln' }));
  const drawer = await screen.findByRole('dialog', { name: 'Kunden auswählen' });
  const card = await within(drawer).findByRole('region', { name: all[0]!.company }, SLOW);
  await within(card).findByRole('button', { name: 'Details' }, SLOW); // details loaded
  return { user, card };
}

describe('selected customer card', () => {
  it('shows company, customerId, the address as a maps search, phone and e-mail links', async () => {
    const { card } = await openCard();
    expect(within(card).getByText('Kundennummer: K100001')).toBeInTheDocument();
    const map = within(card).getByRole('link', { name: /Zugspitzstraße 44/ });
    expect(map).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('82467 Garmisch-Partenkirchen Zugspitzstraße 44 Deutschland')}`,
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(within(card).getByRole('link', { name: 'Telefon: +49 8821 7300' })).toHaveAttribute(
      'href',
      'tel:+4988217300',
    );
    expect(within(card).getByRole('link', { name: 'E-Mail: rezeption@alpenhotel.test' })).toHaveAttribute(
      'href',
      'mailto:rezeption@alpenhotel.test',
    );
  });

  it('expands the SLA block: level, support by partner, partner, options, hotline, e-mail, portal', async () => {
    const { user, card } = await openCard();
    const sla = within(card).getByRole('button', { name: 'Service-Level (SLA)' });
    expect(sla).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('Premium')).not.toBeInTheDocument();
    await user.click(sla);
    expect(sla).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    expect(within(card).getByText('Support durch Partner')).toBeInTheDocument();
    expect(within(card).getByText('NetPartner Systemhaus GmbH')).toBeInTheDocument();
    expect(within(card).getByText('24/7-Hotline, Vor-Ort-Service')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+49 341 2200 100' })).toHaveAttribute('href', 'tel:+493412200100');
    expect(within(card).getByRole('link', { name: 'support@netpartner.test' })).toHaveAttribute(
      'href',
      'mailto:support@netpartner.test',
    );
    const portal = within(card).getByRole('link', { name: 'Support-Portal öffnen' });
    expect(portal).toHaveAttribute('href', 'https://support.netpartner.test');
    expect(portal).toHaveAttribute('target', '_blank');
  });

  it('without an SLA: default support, or the white-label partner by name', async () => {
    const plain = customer(3, { plugins: { voucher: { active: true } } });
    const queryClient = new QueryClient();
    const first = await openCard([plain, customer(4)], queryClient);
    await first.user.click(within(first.card).getByRole('button', { name: 'Service-Level (SLA)' }));
    expect(within(first.card).getByText('Kein Service-Level vereinbart')).toBeInTheDocument();
    expect(within(first.card).getByText('Standard-Support')).toBeInTheDocument();

    queryClient.setQueryData(WHITELABEL_PARTNER_QUERY_KEY, {
      customerId: 'K100000',
      company: 'NetPartner Systemhaus GmbH',
    });
    expect(await within(first.card).findByText('Support durch Partner')).toBeInTheDocument();
    expect(within(first.card).getByText('White-Label-Partner')).toBeInTheDocument();
    expect(within(first.card).getByText('NetPartner Systemhaus GmbH')).toBeInTheDocument();
  });

  it('expands the details block: description, concurrent-user limit, every plugin active or inactive', async () => {
    const { user, card } = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    expect(within(card).getByText('4-Sterne-Hotel mit 120 Zimmern')).toBeInTheDocument();
    expect(within(card).getByText('50')).toBeInTheDocument();
    const plugins = within(card).getByRole('list', { name: 'Plugins' });
    const rows = within(plugins).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    const state = (name: string) =>
      within(rows.find((row) => within(row).queryByText(name))!).getByText(/^(Aktiv|Inaktiv)$/);
    expect(state('WLAN-Codes').textContent).toBe('Aktiv');
    expect(state('SLA-Status').textContent).toBe('Aktiv');
    expect(state('Analysen').textContent).toBe('Inaktiv'); // configured, not active
    expect(state('Matomo').textContent).toBe('Inaktiv'); // never configured
  });

  it.each([
    ['-1', { concurrentUser: { active: true, value: -1 } }],
    ['0', { concurrentUser: { active: true, value: 0 } }],
    ['empty', { concurrentUser: { active: true, value: null } }],
    ['no plugin', null],
  ])('shows an unlimited concurrent-user licence (%s)', async (_label, plugins) => {
    const { user, card } = await openCard([customer(8, { plugins }), customer(9)]);
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    expect(within(card).getByText('Unbegrenzt')).toBeInTheDocument();
  });
});

describe('active customer transitions (seed 000 §4)', () => {
  it('clears id and details before setting the new id; licence utilisation is gone while loading', () => {
    const seen: (string | null)[] = [];
    activeCustomer.clear();
    activeCustomer.set('K100001');
    activeCustomer.setDetails({
      ...customer(1),
      licenseUtilization: { customerId: 'K100001', isValid: true, license: 50, usage: 10 },
    });
    expect(activeCustomer.get()).toMatchObject({ loading: false, customer: { licenseUtilization: { usage: 10 } } });
    const stop = activeCustomer.subscribe(() => seen.push(activeCustomer.get().customerId));
    activeCustomer.set('K100002', customer(2));
    stop();
    expect(seen).toEqual([null, 'K100002']);
    expect(activeCustomer.get()).toMatchObject({ customerId: 'K100002', customer: null, loading: true });
    expect(activeCustomer.get().summary?.company).toBe('Firma 00002');
    activeCustomer.setDetails(customer(1)); // details of another customer are ignored
    expect(activeCustomer.get().customer).toBeNull();
  });

  it('fetches the details once per customer (take 1), and again after a switch', async () => {
    const all = [customer(1), customer(2)];
    const { dataProvider } = renderShell({ path: '/', all, customerId: 'K100001' });
    const detailCalls = () => dataProvider.getList.mock.calls.filter(([, p]) => p.meta?.detail);
    await waitFor(() => expect(activeCustomer.get().customer?.customerId).toBe('K100001'), SLOW);
    expect(detailCalls()).toHaveLength(1);
    expect(detailCalls()[0]![1]).toMatchObject({
      filter: { customerIds: ['K100001'] },
      pagination: { page: 1, perPage: 1 },
    });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Kunden wechseln' }));
    const drawer = await screen.findByRole('dialog', { name: 'Kunden auswählen' });
    await user.click(await within(drawer).findByRole('button', { name: /^Firma 00001(?!\d)/ })); // same customer
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Kunden wechseln' }));
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: /^Firma 00002(?!\d)/ }),
    );
    await waitFor(() => expect(activeCustomer.get().customer?.customerId).toBe('K100002'), SLOW);
    expect(detailCalls().map(([, p]) => p.filter?.customerIds?.[0])).toEqual(['K100001', 'K100002']);
  });
});
