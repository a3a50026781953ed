// WiFi-code shortcuts (/wifi-code/templates…): list, create with logo, edit, delete, and the widget
// that creates the codes of a shortcut in one createVoucherBatch and opens the print dialog. The
// shortcuts live in an in-memory store behind the screens' ShortcutApi; every stored value must pass
// the server's own rule check (shortcutProblem).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyDynamicExpires } from '../../../../src/domain';
import { shortcutProblem, type Shortcut } from '../../../../src/domain/shortcut';
import { setShortcutApi, type ShortcutApi } from '../../../../src/resources/wifi-code/shortcuts/shortcutApi';
import { CUSTOMER, portalDataProvider, renderPortal } from '../../harness/portalHarness';
import { SLOW } from '../../harness/slow';

const LOGIN_TEMPLATE = { id: 'b'.repeat(24), _id: 'b'.repeat(24), name: 'Standard-Login' };

const TAGESGAST: Shortcut = {
  name: 'Tagesgast',
  text: 'Willkommen!',
  color: '#aa3300',
  amount: 3,
  expiry: 'eod',
  expiryMode: 'firstLogin',
  simultaneousUse: 1,
  deviceVoucher: false,
};
const KONFERENZ: Shortcut = { name: 'Konferenz', amount: 2, expiry: '1d', expiryMode: 'creation' };

function fakeStore(initial: Record<string, Shortcut> = {}) {
  const saved = new Map(Object.entries(initial));
  const api = {
    list: vi.fn(async (customerId: string) => {
      expect(customerId).toBe('K100001');
      return [...saved].map(([key, value]) => ({ key, value }));
    }),
    save: vi.fn(async (_c: string, key: string, value: Shortcut) => {
      expect(shortcutProblem(value)).toBeUndefined();
      saved.set(key, value);
    }),
    remove: vi.fn(async (_c: string, key: string) => void saved.delete(key)),
  } satisfies ShortcutApi;
  setShortcutApi(api);
  return { api, saved };
}

afterEach(() => setShortcutApi(null));

/** The data provider: the customer, login templates, and createVoucherBatch answering with codes. */
function provider() {
  const dataProvider = portalDataProvider();
  dataProvider.getList.mockImplementation(async (resource: string) =>
    resource === 'customer'
      ? { data: [CUSTOMER], total: 1 }
      : resource === 'hotspot-login-template'
        ? // a login template in place of the fixture's voucher rows
          { data: [LOGIN_TEMPLATE as unknown as typeof CUSTOMER], total: 1 }
        : { data: [], total: 0 },
  );
  dataProvider.create.mockImplementation(async (_r: string, { data }: { data: { amount: number } }) => {
    const codes = Array.from({ length: data.amount }, (_, i) => `SC${String(i + 1).padStart(4, '0')}`);
    return { data: { id: `batch:${codes[0]}`, batch: true, amount: data.amount, codes, license: null } };
  });
  return dataProvider;
}

describe('Shortcuts: list and widget', () => {
  it('lists the shortcuts with what they create; a click creates the codes and opens printing', async () => {
    fakeStore({ s1: TAGESGAST, s2: KONFERENZ });
    const dataProvider = provider();
    renderPortal({ path: '/wifi-code/templates?organization=K100001', dataProvider });
    const card = await screen.findByRole('region', { name: 'Tagesgast' }, SLOW);
    expect(within(card).getByText('3 Codes pro Klick')).toBeInTheDocument();
    expect(within(card).getByText('Gültig ab der ersten Anmeldung: Ende des Tages')).toBeInTheDocument();
    expect(within(card).getByText('1 Gerät gleichzeitig')).toBeInTheDocument();
    const konferenz = screen.getByRole('region', { name: 'Konferenz' });
    expect(within(konferenz).getByText('Gültig ab Erstellung: plus 1 Tag')).toBeInTheDocument();

    const user = userEvent.setup();
    const widget = screen.getByRole('group', { name: 'WLAN-Codes per Klick' });
    await user.click(within(widget).getByRole('button', { name: /Tagesgast \(3\)/ }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const [resource, { data }] = dataProvider.create.mock.calls[0]! as [string, { data: Record<string, unknown> }];
    expect(resource).toBe('wifi-code');
    expect(data).toEqual({
      amount: 3,
      active: true,
      description: 'Tagesgast',
      simultaneousUse: 1,
      deviceVoucher: false,
      dynamicExpires: 'eod',
    });
    const dialog = await screen.findByRole('dialog', { name: '3 WLAN-Codes drucken' }, SLOW);
    const preview = await within(dialog).findByTestId('print-preview', {}, SLOW);
    const cards = within(preview).getAllByTestId('print-card');
    expect(cards.map((c) => within(c).getByTestId('print-code').textContent)).toEqual(['SC0001', 'SC0002', 'SC0003']);
    expect(within(cards[0]!).getByText('Willkommen!')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Gültigkeit ab der ersten Anmeldung: Ende des Tages')).toBeInTheDocument();
    expect(screen.getByText('3 WLAN-Codes wurden erstellt')).toBeInTheDocument();
  });

  it('a shortcut counting from creation sends the computed expiry', async () => {
    fakeStore({ s2: KONFERENZ });
    const dataProvider = provider();
    renderPortal({ path: '/wifi-code/templates?organization=K100001', dataProvider });
    const user = userEvent.setup();
    const before = Date.now();
    await user.click(await screen.findByRole('button', { name: /Konferenz \(2\)/ }, SLOW));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const after = Date.now();
    const data = (dataProvider.create.mock.calls[0]![1] as { data: Record<string, unknown> }).data;
    expect(data).not.toHaveProperty('dynamicExpires');
    const expires = Date.parse(data.expires as string);
    expect(expires).toBeGreaterThanOrEqual(applyDynamicExpires('1d', new Date(before)).getTime());
    expect(expires).toBeLessThanOrEqual(applyDynamicExpires('1d', new Date(after)).getTime());
    const dialog = await screen.findByRole('dialog', { name: '2 WLAN-Codes drucken' }, SLOW);
    expect((await within(dialog).findAllByText(/^Gültig bis /, {}, SLOW)).length).toBe(2);
  });

  it('shows the empty state, and the widget on the WiFi-code list and home page only with shortcuts', async () => {
    fakeStore();
    renderPortal({ path: '/wifi-code/templates?organization=K100001', dataProvider: provider() });
    expect(await screen.findByText('Noch keine Shortcuts', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'WLAN-Codes per Klick' })).not.toBeInTheDocument();
  });

  it('the home page shows the shortcut card', async () => {
    fakeStore({ s1: TAGESGAST });
    renderPortal({ path: '/?organization=K100001', dataProvider: provider() });
    const card = await screen.findByRole('region', { name: 'WLAN-Codes per Klick' }, SLOW);
    expect(await within(card).findByRole('button', { name: /Tagesgast \(3\)/ }, SLOW)).toBeInTheDocument();
  });

  it('deletes a shortcut after a confirmation naming it', async () => {
    const { api, saved } = fakeStore({ s1: TAGESGAST, s2: KONFERENZ });
    renderPortal({ path: '/wifi-code/templates?organization=K100001', dataProvider: provider() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Löschen: Konferenz' }, SLOW));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Shortcut „Konferenz“ löschen?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('K100001', 's2'));
    expect([...saved.keys()]).toEqual(['s1']);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Konferenz' })).not.toBeInTheDocument());
  });
});

describe('Shortcuts: form', () => {
  const png = (bytes: number) => new File([new Uint8Array(bytes).fill(1)], 'logo.png', { type: 'image/png' });

  it('creates a shortcut with a logo; a logo over 200 kB is refused with the size message', async () => {
    const { api, saved } = fakeStore();
    renderPortal({ path: '/wifi-code/templates/create?organization=K100001', dataProvider: provider() });
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/, {}, SLOW);
    await user.type(name, 'Frühstücksgast');
    await user.type(screen.getByLabelText('Text auf der Karte'), 'Guten Appetit');
    const input = screen.getByTestId('shortcut-logo-input');
    fireEvent.change(input, { target: { files: [png(200 * 1024 + 1)] } });
    expect(await screen.findByText('Die Datei ist zu groß: max. 200 kB')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [png(1000)] } });
    expect(await screen.findByRole('img', { name: 'Vorschau des Logos' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    const amount = screen.getByLabelText(/Anzahl Codes/);
    await user.clear(amount);
    await user.type(amount, '4');
    await user.click(screen.getByLabelText('Erstellung'));
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    const [customerId, key, value] = api.save.mock.calls[0]!;
    expect(customerId).toBe('K100001');
    expect(key).toMatch(/^[a-z0-9]+$/);
    expect(value).toMatchObject({
      name: 'Frühstücksgast',
      text: 'Guten Appetit',
      amount: 4,
      expiry: 'eod',
      expiryMode: 'creation',
      simultaneousUse: 1,
      deviceVoucher: false,
    });
    expect(value.logo).toMatch(/^data:image\/png;base64,/);
    expect(saved.size).toBe(1);
    expect(await screen.findByRole('region', { name: 'Frühstücksgast' }, SLOW)).toBeInTheDocument();
  });

  it('says "logo preview unavailable" when the browser cannot draw the chosen logo (seed 001 §8, D257)', async () => {
    fakeStore();
    renderPortal({ path: '/wifi-code/templates/create?organization=K100001', dataProvider: provider() });
    await screen.findByLabelText(/^Name/, {}, SLOW);
    const input = screen.getByTestId('shortcut-logo-input');
    fireEvent.change(input, { target: { files: [png(1000)] } });
    const preview = await screen.findByRole('img', { name: 'Vorschau des Logos' });
    // bytes of no image: the browser's load fails
    fireEvent.error(preview);
    expect(await screen.findByText('Logo-Vorschau nicht verfügbar')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Vorschau des Logos' })).not.toBeInTheDocument();
    // another file gets its preview again
    const other = new File([new Uint8Array(500).fill(2)], 'logo2.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [other] } });
    expect(await screen.findByRole('img', { name: 'Vorschau des Logos' })).toBeInTheDocument();
    expect(screen.queryByText('Logo-Vorschau nicht verfügbar')).not.toBeInTheDocument();
  });

  it('validates with the shortcut rules before saving', async () => {
    const { api } = fakeStore();
    renderPortal({ path: '/wifi-code/templates/create?organization=K100001', dataProvider: provider() });
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/Anzahl Codes/, {}, SLOW);
    await user.clear(amount);
    await user.type(amount, '0');
    const expiry = screen.getByLabelText('Gültigkeit (Ablaufregel)');
    await user.clear(expiry);
    await user.type(expiry, 'morgen');
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    expect(await screen.findByText('Name: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Anzahl Codes: Muss mindestens 1 sein')).toBeInTheDocument();
    expect(screen.getByText(/Gültigkeit \(Ablaufregel\): Ungültige Ablaufregel/)).toBeInTheDocument();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('edits a shortcut under its key, with a login template', async () => {
    const { api } = fakeStore({ s1: TAGESGAST });
    renderPortal({ path: '/wifi-code/templates/s1/edit?organization=K100001', dataProvider: provider() });
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue('Tagesgast', {}, SLOW);
    await user.clear(name);
    await user.type(name, 'Tagesgast Spa');
    await user.click(screen.getByLabelText('Login-Vorlage'));
    await user.click(await screen.findByRole('option', { name: 'Standard-Login' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save.mock.calls[0]![1]).toBe('s1');
    expect(api.save.mock.calls[0]![2]).toEqual({
      ...TAGESGAST,
      name: 'Tagesgast Spa',
      loginTemplateId: LOGIN_TEMPLATE.id,
    });
  });
});
