import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeviceAccountList from '../../../../src/resources/device-account/DeviceAccountList';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { DEVICE_ACCOUNTS } from './data';

const RECORDS = { 'device-account': DEVICE_ACCOUNTS };
const LIST = { view: DeviceAccountList, path: '/device-account', route: '/device-account', records: RECORDS };

describe('Device-account list', () => {
  it('shows the accounts with their translated type, username and German headers', async () => {
    const { dataProvider } = await renderResource('device-account', LIST);
    expect(await screen.findByText('Gerät 1', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Kasse Rezeption')).toBeInTheDocument();
    expect(screen.getByText('Smart-TV Suite')).toBeInTheDocument();
    expect(screen.getByText('MAC-Adresse')).toBeInTheDocument();
    expect(screen.getByText('Benutzername und Passwort')).toBeInTheDocument();
    expect(screen.getByText('kasse')).toBeInTheDocument();
    for (const header of ['Name', 'Kontotyp', 'Benutzername', 'Aktiv', 'Gültig bis', 'Schlagwörter', 'Geändert am']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Unbegrenzt gültig').length).toBe(3);
    expect(screen.getAllByText('lobby').length).toBe(3);
    expect(dataProvider.getList.mock.calls[0]![1]).toMatchObject({
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
    });
    expect(screen.getByRole('link', { name: /Gerätekonto erstellen/ })).toHaveAttribute(
      'href',
      '/device-account/create?organization=K100001',
    );
  });

  it('opens the details of a row on click, keeping the organization', async () => {
    await renderResource('device-account', LIST);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Kasse Rezeption', {}, SLOW));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/device-account/65a000000000000000000002?organization=K100001',
    );
  });

  it('shows the empty state with a create button when there are none', async () => {
    await renderResource('device-account', { ...LIST, records: { 'device-account': [] } });
    expect(await screen.findByText('Noch keine Gerätekonten', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/melden Geräte wie Fernseher/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Gerätekonto erstellen/ })).toBeInTheDocument();
  });

  it('offers no create button without the create permission', async () => {
    await renderResource('device-account', { ...LIST, access: 'read' });
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByText('Gerät 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Gerätekonto erstellen/ })).not.toBeInTheDocument();
  });

  it('shows a simple list instead of the table at phone width', async () => {
    // Every (max-width) query matches: theme.breakpoints.down('sm') is true.
    const original = window.matchMedia;
    window.matchMedia = vi.fn((media: string) => ({
      matches: media.includes('max-width'),
      media,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })) as unknown as typeof window.matchMedia;
    try {
      await renderResource('device-account', LIST);
      expect(await screen.findByText('Smart-TV Suite', {}, SLOW)).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByText('Benutzername · kasse')).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: /Kasse Rezeption/ }));
      expect(await screen.findByTestId('location')).toHaveTextContent(
        '/device-account/65a000000000000000000002?organization=K100001',
      );
    } finally {
      window.matchMedia = original;
    }
  });

  it('writes the list total with the thousands separator of the language (issue 40)', async () => {
    const dataProvider = fakeDataProvider(RECORDS);
    dataProvider.getList.mockImplementation(async () => ({ data: DEVICE_ACCOUNTS, total: 10000 }));
    await renderResource('device-account', { ...LIST, dataProvider });
    expect(await screen.findByText('1-25 von 10.000', {}, SLOW)).toBeInTheDocument();
  });

  it('says so when a search finds nothing', async () => {
    const dataProvider = fakeDataProvider(RECORDS);
    dataProvider.getList.mockImplementation(async (_resource: string, params?: unknown) => {
      const q = (params as { filter?: { q?: string } }).filter?.q;
      return q ? { data: [], total: 0 } : { data: [DEVICE_ACCOUNTS[0]!], total: 1 };
    });
    await renderResource('device-account', {
      ...LIST,
      path: '/device-account?filter=%7B%22q%22%3A%22zzz%22%7D',
      dataProvider,
    });
    expect(await screen.findByText(/Keine Gerätekonten gefunden/, {}, SLOW)).toBeInTheDocument();
  });
});
