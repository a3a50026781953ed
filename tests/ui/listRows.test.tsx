// Keyboard and screen readers in the lists (issue 39, src/components/listRows.tsx): every row's
// checkbox input is named by its record, every row opens with Enter on its primary column's link
// (reached with Tab), and focus lands on the list again after a bulk action.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VoucherList from '../../src/resources/wifi-code/VoucherList';
import DeviceList from '../../src/resources/hotspot-device/DeviceList';
import DeviceAccountList from '../../src/resources/device-account/DeviceAccountList';
import LocationList from '../../src/resources/locations/LocationList';
import { CUSTOMER } from './harness/portalHarness';
import { renderResource } from './harness/renderResource';
import { SLOW } from './harness/slow';
import { voucher } from './resources/wifi-code/data';
import { deviceRecords, DEVICES } from './resources/hotspot-device/data';
import { DEVICE_ACCOUNTS } from './resources/device-account/data';
import { ADMIN_ACL, locationData } from './resources/locations/data';

const CODES = [voucher(1), voucher(2), voucher(3)];

function renderCodes() {
  return renderResource('wifi-code', {
    view: VoucherList,
    route: '/wifi-code',
    path: '/wifi-code?organization=K100001',
    records: { 'wifi-code': CODES, customer: [CUSTOMER] },
    customer: CUSTOMER,
  });
}

/** Tabs until `element` has the focus (at most `max` steps). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, max = 60) {
  for (let i = 0; i < max && document.activeElement !== element; i++) await user.tab();
  expect(element).toHaveFocus();
}

describe('list rows: named checkboxes', () => {
  it('names each row checkbox input by its code ("Code CODE0001 auswählen"), selectable with Space', async () => {
    await renderCodes();
    const first = await screen.findByRole('checkbox', { name: 'Code CODE0001 auswählen' }, SLOW);
    expect(first.tagName).toBe('INPUT');
    expect(screen.getByRole('checkbox', { name: 'Code CODE0002 auswählen' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Code CODE0003 auswählen' })).toBeInTheDocument();
    // Every checkbox input of the table has a name (react-admin's named only the wrapper).
    for (const box of within(screen.getByRole('table')).getAllByRole('checkbox')) expect(box).toHaveAccessibleName();
    const user = userEvent.setup();
    await tabTo(user, first);
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(await screen.findByText('Ein Element ausgewählt')).toBeInTheDocument();
  });

  it('puts the focus back on the list after a bulk deactivation (not on the page body)', async () => {
    const { dataProvider } = await renderCodes();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Code CODE0002 auswählen' }, SLOW));
    await user.click(screen.getByRole('checkbox', { name: 'Code CODE0003 auswählen' }));
    await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    // undoable: the notification's undo button holds the focus; Escape lets the change go through
    expect(await screen.findByText('2 Codes werden deaktiviert')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rückgängig' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dataProvider.updateMany).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Code CODE0002 auswählen' })).toHaveFocus(), SLOW);
  });
});

describe('list rows open with Enter', () => {
  it('WiFi codes: the code is a link reached with Tab; Enter opens the code', async () => {
    await renderCodes();
    const link = await screen.findByRole('link', { name: 'CODE0002' }, SLOW);
    const user = userEvent.setup();
    await tabTo(user, link);
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/wifi-code/CODE0002?organization=K100001');
  });

  it('hotspot devices: Enter on the name opens the device', async () => {
    await renderResource('hotspot-device', {
      view: DeviceList,
      path: '/hotspot-device',
      route: '/hotspot-device',
      records: deviceRecords(),
    });
    const device = DEVICES[0]!;
    const link = await screen.findByRole('link', { name: device.name }, SLOW);
    const user = userEvent.setup();
    await tabTo(user, link);
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent(`/hotspot-device/${device.id}`);
  });

  it('device accounts: Enter on the name opens the account', async () => {
    await renderResource('device-account', {
      view: DeviceAccountList,
      path: '/device-account',
      route: '/device-account',
      records: { 'device-account': DEVICE_ACCOUNTS },
    });
    const link = await screen.findByRole('link', { name: 'Kasse Rezeption' }, SLOW);
    const user = userEvent.setup();
    await tabTo(user, link);
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent(`/device-account/${DEVICE_ACCOUNTS[1]!.id}`);
  });

  it('locations: Enter on the name opens the location', async () => {
    const records = locationData();
    await renderResource('locations', {
      view: LocationList,
      path: '/locations?organization=K100001',
      route: '/locations',
      records,
      permissions: ADMIN_ACL,
    });
    const link = await screen.findByRole('link', { name: 'Standort 1' }, SLOW);
    const user = userEvent.setup();
    await tabTo(user, link);
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/locations/location/');
  });
});

describe('list rows: those on the screen first (D337)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the rows the window shows in the first paint and the rest right after, in the same order', async () => {
    // A window of 1,000 px; the table's rows 50 px high from 150 px down: rows 1–17 are on the screen.
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1000);
    /** How many rows the body held at each measurement of a row. */
    const rowsAtMeasurement: number[] = [];
    vi.spyOn(HTMLTableRowElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLTableRowElement,
    ) {
      const rows = [...(this.parentElement?.children ?? [])];
      if (this.parentElement?.tagName === 'TBODY') rowsAtMeasurement.push(rows.length);
      const top = 150 + rows.indexOf(this) * 50;
      return { top, bottom: top + 50, height: 50, left: 0, right: 800, width: 800, x: 0, y: top } as DOMRect;
    });
    const codes = Array.from({ length: 25 }, (_, i) =>
      voucher(i + 1, { createdAt: `2026-01-10T09:${String(59 - i)}:00.000Z` }),
    );
    await renderResource('wifi-code', {
      view: VoucherList,
      route: '/wifi-code',
      path: '/wifi-code?organization=K100001',
      records: { 'wifi-code': codes, customer: [CUSTOMER] },
      customer: CUSTOMER,
    });
    await waitFor(
      () => expect(screen.getAllByRole('checkbox', { name: /^Code CODE\d+ auswählen$/ })).toHaveLength(25),
      SLOW,
    );
    // first 8, then up to the window's bottom (17), then all 25 in a later render
    expect(rowsAtMeasurement.slice(0, 2)).toEqual([8, 17]);
    const names = screen
      .getAllByRole('checkbox', { name: /^Code CODE\d+ auswählen$/ })
      .map((box) => box.getAttribute('aria-label'));
    expect(names).toEqual(codes.map((code) => `Code ${code.code} auswählen`));
  });
});
