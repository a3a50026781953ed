// /guest-data (issue 38, GDPR Art. 15 and 17): search one guest of the active customer, see what is
// held, download the export, and erase only after typing the word or the identifier; a reader gets
// no erase button; a failed search and "nothing held" are said so. The calls are faked at the page's
// api object (guestDataApi); the server's side is tests/server/guestData.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import messages from '../../../../src/resources/guest-data/messages';
import {
  setGuestDataApi,
  type GuestDataApi,
  type GuestSummary,
} from '../../../../src/resources/guest-data/guestDataApi';
import { codedError, toHttpError } from '../../../../src/providers/errors';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';

const de = messages.de.resources['guest-data'];
const en = messages.en.resources['guest-data'];

const SUMMARY: GuestSummary = {
  kind: 'CLIENT_MAC',
  found: true,
  hotspotAccounts: 2,
  sessions: 7,
  acceptedTerms: 1,
  smsSent: 1,
  deviceAccounts: 0,
  otherRecords: 3,
};

function fakeApi(over: { find?: ReturnType<typeof vi.fn<GuestDataApi['find']>> } = {}) {
  const api = {
    find: vi.fn<GuestDataApi['find']>(async () => SUMMARY),
    exportFile: vi.fn<GuestDataApi['exportFile']>(async (_q, format) => ({
      fileName: `guest-data-2026-11-29.${format.toLowerCase()}`,
      contentType: format === 'JSON' ? 'application/json' : 'text/csv',
      content: '{"sessions":[]}',
      truncated: false,
    })),
    erase: vi.fn<GuestDataApi['erase']>(async () => ({
      _id: 'e1',
      customerId: 'K100001',
      hotspotAccounts: 2,
      sessions: 7,
      smsSent: 1,
      deviceAccounts: 0,
      otherRecords: 3,
    })),
    ...over,
  };
  setGuestDataApi(api);
  return api;
}

const render = (access?: 'read') =>
  renderResource('guest-data', { path: '/guest-data?organization=K100001', ...(access ? { access } : {}) });

async function searchFor(value: string) {
  const input = await screen.findByRole('textbox', { name: de.fields.value }, SLOW);
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await userEvent.click(screen.getByRole('button', { name: de.actions.search }));
}

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:guest';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => setGuestDataApi(null));

describe('guest data page', () => {
  it('checks the identifier as the server does, then shows what is held (counts)', async () => {
    const api = fakeApi();
    await render();
    expect(await screen.findByText(de.empty.idle, {}, SLOW)).toBeInTheDocument();
    await searchFor('nicht-mac');
    expect(
      await screen.findByText('Bitte geben Sie eine gültige MAC-Adresse ein', { exact: false }),
    ).toBeInTheDocument();
    expect(api.find).not.toHaveBeenCalled();
    await searchFor('A4:83:E7:12:34:56');
    const held = await screen.findByLabelText(de.held.title, {}, SLOW);
    expect(within(held).getByTestId('count-sessions')).toHaveTextContent('7');
    expect(within(held).getByTestId('count-hotspotAccounts')).toHaveTextContent('2');
    expect(api.find).toHaveBeenCalledWith({ customerId: 'K100001', kind: 'CLIENT_MAC', value: 'A4:83:E7:12:34:56' });
  });

  it('downloads the export as JSON and as CSV', async () => {
    const api = fakeApi();
    await render();
    await searchFor('A4:83:E7:12:34:56');
    await userEvent.click(await screen.findByRole('button', { name: de.actions.exportJson }, SLOW));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(blobs[0]!.type).toBe('application/json');
    await userEvent.click(screen.getByRole('button', { name: de.actions.exportCsv }));
    await waitFor(() => expect(blobs).toHaveLength(2));
    expect(api.exportFile.mock.calls.map((c) => c[1])).toEqual(['JSON', 'CSV']);
    expect(api.exportFile.mock.calls[0]![2]).toBe('de');
  });

  it('erases only after the word is typed; the dialog names what goes', async () => {
    const api = fakeApi();
    await render();
    await searchFor('A4:83:E7:12:34:56');
    await userEvent.click(await screen.findByRole('button', { name: de.actions.erase }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: de.erase.title });
    expect(within(dialog).getByText('7 Sitzungen verlieren MAC, Benutzername und Konto')).toBeInTheDocument();
    expect(within(dialog).getByText(/„A4:83:E7:12:34:56“/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: de.erase.confirm });
    expect(confirm).toBeDisabled();
    const box = within(dialog).getByRole('textbox');
    await userEvent.type(box, 'löschen');
    expect(confirm).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, 'LÖSCHEN');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByText(de.erase.erased, {}, SLOW)).toBeInTheDocument();
    expect(api.erase).toHaveBeenCalledWith({ customerId: 'K100001', kind: 'CLIENT_MAC', value: 'A4:83:E7:12:34:56' });
  });

  it('a guest online now: the dialog says the session is being disconnected and nothing was erased', async () => {
    const api = fakeApi();
    api.erase.mockRejectedValueOnce(toHttpError(codedError('CONFLICT', 'The guest is online', 'value')));
    await render();
    await searchFor('A4:83:E7:12:34:56');
    await userEvent.click(await screen.findByRole('button', { name: de.actions.erase }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: de.erase.title });
    await userEvent.type(within(dialog).getByRole('textbox'), 'A4:83:E7:12:34:56');
    await userEvent.click(within(dialog).getByRole('button', { name: de.erase.confirm }));
    expect(await within(dialog).findByText(de.errors.online, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(de.erase.erased)).not.toBeInTheDocument();
  });

  it('a reader sees and exports but gets no erase button', async () => {
    fakeApi();
    await render('read');
    await searchFor('A4:83:E7:12:34:56');
    expect(await screen.findByRole('button', { name: de.actions.exportJson }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: de.actions.erase })).not.toBeInTheDocument();
  });

  it('says when nothing is held, and when the search failed', async () => {
    const api = fakeApi({
      find: vi.fn<GuestDataApi['find']>(async () => ({ ...SUMMARY, found: false, sessions: 0, hotspotAccounts: 0 })),
    });
    await render();
    await userEvent.click(await screen.findByRole('combobox', { name: de.fields.kind }, SLOW));
    await userEvent.click(await screen.findByRole('option', { name: de.kinds.CODE }));
    await searchFor('ABCD2345');
    expect(await screen.findByText(de.empty.notFound, {}, SLOW)).toBeInTheDocument();
    expect(api.find).toHaveBeenLastCalledWith({ customerId: 'K100001', kind: 'CODE', value: 'ABCD2345' });
    api.find.mockRejectedValueOnce(codedError('NETWORK'));
    await userEvent.click(screen.getByRole('button', { name: de.actions.search }));
    expect(await screen.findByText(de.errors.search, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(de.empty.notFound)).not.toBeInTheDocument();
  });

  it('has English texts for every German one', () => {
    expect(Object.keys(en)).toEqual(Object.keys(de));
  });
});
