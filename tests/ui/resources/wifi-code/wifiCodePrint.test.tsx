// Printing WiFi codes: the print dialog from a list selection and from a batch result (A4 sheets
// with 8, 12 or 21 cards, each with the code, its QR code for the guest page and the validity), and
// the code dialog of a list row. QR codes are the real `qrcode` package's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { guestCodeUrl } from '../../../../src/domain/guest';
import { portalDataProvider, renderPortal } from '../../harness/portalHarness';
import { SLOW } from '../../harness/slow';
import { voucher } from './data';

afterEach(() => vi.restoreAllMocks());

const vouchers = Array.from({ length: 25 }, (_, i) =>
  voucher(i + 1, {
    expires: i === 0 ? '2031-05-04T10:30:00.000Z' : null,
    dynamicExpires: i === 1 ? 'eod 4h' : null,
  }),
);

async function openPrintForAll() {
  const dataProvider = portalDataProvider(vouchers);
  renderPortal({ path: '/wifi-code?organization=K100001', dataProvider });
  const user = userEvent.setup();
  await screen.findByText('CODE0001', {}, SLOW);
  await user.click(screen.getAllByRole('checkbox')[0]!);
  await screen.findByText('25 Elemente ausgewählt');
  await user.click(screen.getByRole('button', { name: 'Drucken' }));
  const dialog = await screen.findByRole('dialog', { name: '25 WLAN-Codes drucken' }, SLOW);
  const preview = await within(dialog).findByTestId('print-preview', {}, SLOW);
  return { user, dialog, preview, dataProvider };
}

const printRoot = () => document.querySelector<HTMLElement>('.wifi-code-print-root')!;

describe('Print dialog', () => {
  it('prints the selection: 12 cards per page by default, with code, QR code and validity', async () => {
    const { dialog, preview, user } = await openPrintForAll();
    expect(within(dialog).getByText('3 Seiten A4')).toBeInTheDocument();
    const sheets = within(preview).getAllByTestId('print-sheet');
    expect(sheets.map((s) => within(s).getAllByTestId('print-card').length)).toEqual([12, 12, 1]);
    const first = within(sheets[0]!).getAllByTestId('print-card')[0]!;
    expect(within(first).getByTestId('print-code')).toHaveTextContent('CODE0001');
    expect(within(first).getByTestId('print-validity').textContent).toMatch(/^Gültig bis .*2031/);
    const second = within(sheets[0]!).getAllByTestId('print-card')[1]!;
    expect(within(second).getByTestId('print-validity')).toHaveTextContent(
      'Gültigkeit ab der ersten Anmeldung: Ende des Tages, dann plus 4 Stunden',
    );
    expect(within(within(sheets[0]!).getAllByTestId('print-card')[2]!).getByTestId('print-validity')).toHaveTextContent(
      'Unbegrenzt gültig',
    );
    // The QR code opens the guest page with the code filled in.
    const qr = within(first).getByRole('img', { name: 'QR-Code zur Anmeldung mit CODE0001' });
    const expected = await QRCode.toDataURL(guestCodeUrl(window.location.origin, 'CODE0001'), {
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 240,
    });
    expect(qr).toHaveAttribute('src', expected);
    expect(guestCodeUrl(window.location.origin, 'CODE0001')).toBe(`${window.location.origin}/guest?code=CODE0001`);
    // The print-only copy holds every sheet; the browser prints it.
    expect(printRoot().querySelectorAll('[data-testid=print-sheet]')).toHaveLength(3);
    expect(printRoot().querySelectorAll('[data-testid=print-card]')).toHaveLength(25);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('switches between 8, 12 and 21 cards per page; the preview shows the first three pages', async () => {
    const { dialog, preview, user } = await openPrintForAll();
    await user.click(within(dialog).getByRole('button', { name: '8 Karten pro Seite' }));
    expect(within(dialog).getByText('4 Seiten A4')).toBeInTheDocument();
    expect(within(preview).getAllByTestId('print-sheet')).toHaveLength(3);
    expect(
      within(dialog).getByText('Vorschau der ersten 3 von 4 Seiten. Gedruckt werden alle Seiten.'),
    ).toBeInTheDocument();
    const all = [...printRoot().querySelectorAll('[data-testid=print-sheet]')];
    expect(all.map((s) => s.querySelectorAll('[data-testid=print-card]').length)).toEqual([8, 8, 8, 1]);
    await user.click(within(dialog).getByRole('button', { name: '21 Karten pro Seite' }));
    expect(within(dialog).getByText('2 Seiten A4')).toBeInTheDocument();
    expect(
      within(preview)
        .getAllByTestId('print-sheet')
        .map((s) => within(s).getAllByTestId('print-card').length),
    ).toEqual([21, 4]);
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /drucken/ })).not.toBeInTheDocument());
    expect(document.querySelector('.wifi-code-print-root')).toBeNull();
  });

  it('prints a batch from the batch result dialog with the expiry it was created with', async () => {
    const dataProvider = portalDataProvider();
    dataProvider.create.mockImplementation(async () => ({
      data: { id: 'batch:AAA', batch: true, amount: 2, codes: ['AAAA1111', 'BBBB2222'], license: null },
    }));
    renderPortal({ path: '/wifi-code/create?organization=K100001', dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Mehrere Codes', {}, SLOW));
    const amount = await screen.findByLabelText(/Anzahl/);
    await user.clear(amount);
    await user.type(amount, '2');
    await user.type(screen.getByLabelText('Gültig bis'), '2031-01-02T10:00');
    await user.click(screen.getByRole('button', { name: 'Erstellen' }));
    const result = await screen.findByRole('dialog', { name: 'Erstellte WLAN-Codes' }, SLOW);
    await user.click(within(result).getByRole('button', { name: 'Drucken' }));
    const dialog = await screen.findByRole('dialog', { name: '2 WLAN-Codes drucken' }, SLOW);
    const preview = await within(dialog).findByTestId('print-preview', {}, SLOW);
    const cards = within(preview).getAllByTestId('print-card');
    expect(cards.map((c) => within(c).getByTestId('print-code').textContent)).toEqual(['AAAA1111', 'BBBB2222']);
    expect(within(cards[1]!).getByTestId('print-validity').textContent).toMatch(/^Gültig bis .*2031/);
  });
});

describe('Code dialog', () => {
  it('shows one code large with its QR code from the list row, without opening the row', async () => {
    renderPortal({ path: '/wifi-code?organization=K100001', dataProvider: portalDataProvider(vouchers.slice(0, 3)) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Code mit QR-Code anzeigen: CODE0002' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'WLAN-Code' });
    expect(within(dialog).getByTestId('code-dialog-code')).toHaveTextContent('CODE0002');
    const qr = await within(dialog).findByRole('img', { name: 'QR-Code zur Anmeldung mit CODE0002' }, SLOW);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByText(`${window.location.origin}/guest?code=CODE0002`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Still the list: the row's click did not take over.
    expect(screen.getByText('CODE0003')).toBeInTheDocument();
  });
});
