// The alert bell and /alerts (issue 37): the unread count as the bell's badge, the entries in its
// popover with "mark all read", and the settings page checking its fields with the domain's rules
// before it saves.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerWith, fakeShellApi, renderLayout } from './harness/layoutHarness';
import { SLOW } from './harness/slow';
import type { AlertBell } from '../../src/shell/layout/shellApi';

const C = customerWith().customerId;

const BELL: AlertBell = {
  unreadCount: 2,
  data: [
    { _id: 'a2', kind: 'device.online', subjectName: 'Lobby', createdAt: '2026-11-29T10:05:00.000Z', unread: true },
    { _id: 'a1', kind: 'device.offline', subjectName: 'Lobby', createdAt: '2026-11-29T09:45:00.000Z', unread: true },
  ],
};

describe('the alert bell', () => {
  it('shows the unread count, the entries and marks them read', async () => {
    const user = userEvent.setup();
    const alertBell = vi.fn(async () => BELL);
    const markAlertsRead = vi.fn(async () => undefined);
    renderLayout({ shellApi: fakeShellApi({ alertBell, markAlertsRead }) });
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen, ungelesen: 2' }, SLOW);
    expect(within(bell).getByTestId('alert-badge')).toHaveTextContent('2');
    expect(alertBell).toHaveBeenCalledWith(C);
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    const entries = within(dialog).getAllByTestId('alert-entry');
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringContaining('Hotspot „Lobby“ ist wieder online'),
      expect.stringContaining('Hotspot „Lobby“ ist offline'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Alle gelesen' }));
    expect(markAlertsRead).toHaveBeenCalledWith(C);
    await waitFor(() => expect(alertBell).toHaveBeenCalledTimes(2));
    expect(within(dialog).getByRole('link', { name: 'Benachrichtigungen einstellen' })).toHaveAttribute(
      'href',
      `/alerts?organization=${C}`,
    );
  });

  it('is not there for who may not read the customer’s hotspots', async () => {
    renderLayout({
      acl: { [C]: ['Voucher:read'] },
      shellApi: fakeShellApi({ alertBell: vi.fn(async () => BELL) }),
    });
    await screen.findByTestId('appbar-company', {}, SLOW);
    expect(screen.queryByRole('button', { name: /Benachrichtigungen/ })).toBeNull();
  });
});

describe('/alerts', () => {
  it('checks the recipients and the minutes with the form rules, then saves them', async () => {
    const user = userEvent.setup();
    const saveAlertSettings = vi.fn(async (_c: string, s: { recipients: string[]; offlineMinutes: number }) => s);
    renderLayout({
      path: `/alerts?organization=${C}`,
      shellApi: fakeShellApi({
        alertBell: vi.fn(async () => BELL),
        alertSettings: vi.fn(async () => ({ recipients: ['noc@alpenhotel.test'], offlineMinutes: 15 })),
        saveAlertSettings,
      }),
    });
    const recipients = await screen.findByRole('textbox', { name: 'Empfänger (E-Mail-Adressen)' }, SLOW);
    expect(recipients).toHaveValue('noc@alpenhotel.test');
    const minutes = screen.getByRole('textbox', { name: /Offline nach/ });
    expect(minutes).toHaveValue('15');
    // The history lists the same entries as the bell.
    expect((await screen.findAllByText('Hotspot „Lobby“ ist offline')).length).toBeGreaterThan(0);

    await user.clear(recipients);
    await user.type(recipients, 'noc@alpenhotel.test, kein-mail');
    await user.clear(minutes);
    await user.type(minutes, '2');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByText('Muss mindestens 5 sein')).toBeInTheDocument();
    expect(saveAlertSettings).not.toHaveBeenCalled();

    await user.clear(recipients);
    await user.type(recipients, 'noc@alpenhotel.test{enter}it@alpenhotel.test');
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(saveAlertSettings).toHaveBeenCalledWith(C, {
        recipients: ['noc@alpenhotel.test', 'it@alpenhotel.test'],
        offlineMinutes: 30,
      }),
    );
    expect(await screen.findByText('Einstellungen gespeichert')).toBeInTheDocument();
  });
});
