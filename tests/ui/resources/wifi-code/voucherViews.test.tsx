import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VoucherEdit from '../../../../src/resources/wifi-code/VoucherEdit';
import VoucherList from '../../../../src/resources/wifi-code/VoucherList';
import VoucherShow from '../../../../src/resources/wifi-code/VoucherShow';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { CUSTOMER } from '../../harness/portalHarness';
import { fakeDataProvider, type FakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { voucher } from './data';
import { answerMediaQueries } from '../../../setup/motion';

/** The codes of the customer (and the customer itself). */
const codes = (list = [voucher(1), voucher(2), voucher(3)]) => ({ 'wifi-code': list, customer: [CUSTOMER] });

/** One WiFi-code view in the resource's context, not the whole portal. */
function renderView(
  view: ComponentType,
  route: string,
  path: string,
  dataProvider: FakeDataProvider = fakeDataProvider(codes()),
) {
  return renderResource('wifi-code', { view, route, path, dataProvider, customer: CUSTOMER });
}

const EDIT: [ComponentType, string] = [VoucherEdit, '/wifi-code/:id/edit'];
const SHOW: [ComponentType, string] = [VoucherShow, '/wifi-code/:id'];
const LIST: [ComponentType, string] = [VoucherList, '/wifi-code'];

function unknownCodes() {
  // react-admin logs the refused read in development
  expectConsoleErrors(([error]) => error instanceof Error && /not found|NOT_FOUND/i.test(error.message));
  const dataProvider = fakeDataProvider(codes());
  dataProvider.getOne.mockImplementation(async () => {
    throw new Error('NOT_FOUND');
  });
  return dataProvider;
}

describe('WiFi-code details and edit', () => {
  it.each([
    ['details', SHOW, '/wifi-code/NOPE123?organization=K100001'],
    ['edit', EDIT, '/wifi-code/NOPE123/edit?organization=K100001'],
  ])(
    'says on the %s page that an unknown code does not exist, with a link back',
    async (_name, [view, route], path) => {
      await renderView(view, route, path, unknownCodes());
      expect(await screen.findByText('WLAN-Code nicht gefunden', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByText('Den WLAN-Code „NOPE123“ gibt es bei diesem Kunden nicht (mehr).')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zu den WLAN-Codes' })).toHaveAttribute(
        'href',
        '/wifi-code?organization=K100001',
      );
      // no redirect to the list
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    },
  );

  it.each([
    ['details', SHOW, '/wifi-code/CODE0001?organization=K100001'],
    ['edit', EDIT, '/wifi-code/CODE0001/edit?organization=K100001'],
  ])(
    'says on the %s page that the code cannot be shown when its read fails, with the reason (seed 001 §8)',
    async (_name, [view, route], path) => {
      expectConsoleErrors(([error]) => error instanceof TypeError || /Failed to fetch/.test(String(error)));
      const dataProvider = fakeDataProvider(codes());
      dataProvider.getOne.mockImplementation(async () => {
        throw new TypeError('Failed to fetch');
      });
      await renderView(view, route, path, dataProvider);
      expect(await screen.findByText('Dieser Eintrag kann nicht angezeigt werden', {}, SLOW)).toBeInTheDocument();
      expect(
        screen.getByText('Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung.'),
      ).toBeInTheDocument();
      // not the "does not exist" of a missing code
      expect(screen.queryByText('WLAN-Code nicht gefunden')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zu den WLAN-Codes' })).toBeInTheDocument();
    },
  );

  it('shows a code whose expiry has passed as expired, not valid', async () => {
    const expired = voucher(1, { valid: true, expires: '2020-01-01T00:00:00.000Z' });
    await renderView(...SHOW, '/wifi-code/CODE0001?organization=K100001', fakeDataProvider(codes([expired])));
    expect(await screen.findByText('Abgelaufen', {}, SLOW)).toBeInTheDocument();
  });

  it('saves a new description of an expired code (the expiry it was loaded with may have passed)', async () => {
    const expired = voucher(1, { expires: '2020-01-01T00:00:00.000Z' });
    const dataProvider = fakeDataProvider(codes([expired]));
    dataProvider.update.mockImplementation(async (_resource: string, { data }: { data: object }) => ({
      data: { ...expired, ...data },
    }));
    await renderView(...EDIT, '/wifi-code/CODE0001/edit?organization=K100001', dataProvider);
    const user = userEvent.setup();
    const description = await screen.findByLabelText('Beschreibung', {}, SLOW);
    await user.clear(description);
    await user.type(description, 'Lobby');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0]![1]).toMatchObject({ data: { description: 'Lobby' } });
    expect(screen.queryByText(/Das Datum muss in der Zukunft liegen/)).not.toBeInTheDocument();
  });

  it('refuses a changed expiry in the past, naming the field', async () => {
    const { dataProvider } = await renderView(...EDIT, '/wifi-code/CODE0001/edit?organization=K100001');
    const user = userEvent.setup();
    const expires = await screen.findByLabelText('Gültig bis', {}, SLOW);
    await user.type(expires, '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gültig bis: Das Datum muss in der Zukunft liegen')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});

describe('WiFi-code list on a phone', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  /** A screen below theme.breakpoints.up('sm'): every max-width query matches, no min-width one. */
  function phone() {
    answerMediaQueries((query) => query.includes('max-width') && !query.includes('min-width'));
  }

  it('shows a simple list, not a table scrolling sideways', async () => {
    phone();
    const dataProvider = fakeDataProvider(
      codes([voucher(1), voucher(2, { active: false }), voucher(3, { expires: '2020-01-01T00:00:00.000Z' })]),
    );
    await renderView(...LIST, '/wifi-code?organization=K100001', dataProvider);
    expect(await screen.findByText('CODE0001', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Zimmer 1')).toBeInTheDocument();
    expect(screen.getByText('Deaktiviert')).toBeInTheDocument();
    expect(screen.getByText('Abgelaufen')).toBeInTheDocument();
  });
});
