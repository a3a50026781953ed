import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountTemplateCreate from '../../../../src/resources/hotspot-account-template/AccountTemplateCreate';
import AccountTemplateEdit from '../../../../src/resources/hotspot-account-template/AccountTemplateEdit';
import { toHttpError } from '../../../../src/providers/errors';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { ACCOUNT_TEMPLATES } from './data';

const RECORDS = { 'hotspot-account-template': ACCOUNT_TEMPLATES };
const CREATE = {
  view: AccountTemplateCreate,
  path: '/hotspot-account-template/create',
  route: '/hotspot-account-template/create',
  records: RECORDS,
};
const EDIT = { view: AccountTemplateEdit, route: '/hotspot-account-template/:id/edit', records: RECORDS };
type Sent = { data: Record<string, unknown> };

/** Saturday 28 March 2026, 11:00 in Berlin: the night after is the spring change. */
const NOW = new Date('2026-03-28T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Account-template create', () => {
  it('shows the units in the limit inputs and names the field of a required or out-of-range value', async () => {
    const { dataProvider } = await renderResource('hotspot-account-template', CREATE);
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/, {}, SLOW);
    expect(document.querySelector('form')).toHaveAttribute('novalidate');
    for (const [label, unit] of [
      [/^Leerlauf-Timeout/, 'min'],
      [/^Max\. Surfzeit/, 'min'],
      [/^Max\. Bandbreite Download/, 'kbit/s'],
      [/^Max\. Bandbreite Upload/, 'kbit/s'],
      [/^Max\. Datenvolumen/, 'MB'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input.closest('.MuiInputBase-root')).toHaveTextContent(unit);
    }
    await user.type(screen.getByLabelText(/^Max\. Datenvolumen/), '0');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Name: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Max. Datenvolumen: Muss mindestens 1 sein')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    expect(name).toBeInTheDocument();
  });

  it('explains the formula and computes its moment as one types, in the zone devices without one use (D204)', async () => {
    await renderResource('hotspot-account-template', CREATE);
    const user = userEvent.setup();
    const formula = await screen.findByLabelText(/^Dynamischer Ablauf/, {}, SLOW);
    // the default formula 'eod'
    expect(await screen.findByText('Bedeutung: Ende des Tages')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Zeitzone: Europe/Berlin (für Geräte ohne eigene Zeitzone; ein Gerät mit eigener Zeitzone rechnet in dieser)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ergebnis, von jetzt an gerechnet: .*28\. März 2026 um 23:59:59/)).toBeInTheDocument();

    await user.clear(formula);
    await user.type(formula, 'eod 4h');
    expect(await screen.findByText('Bedeutung: Ende des Tages, dann plus 4 Stunden')).toBeInTheDocument();
    // the spring night: 4 o'clock on the wall clock, one millisecond before
    expect(screen.getByText(/Ergebnis, von jetzt an gerechnet: .*29\. März 2026 um 03:59:59/)).toBeInTheDocument();

    await user.clear(formula);
    await user.type(formula, '2 hours');
    expect(await screen.findByText('Bedeutung: plus 2 Stunden')).toBeInTheDocument();
    expect(screen.getByText(/28\. März 2026 um 13:00:00/)).toBeInTheDocument();

    await user.clear(formula);
    await user.type(formula, '1.5h');
    expect(await screen.findByText('Die Formel ist ungültig und kann nicht erklärt werden.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/^Dynamischer Ablauf \(Formel\): Ungültige Ablaufregel/)).toBeInTheDocument();
  });

  it("previews 'eod' in the devices' zone, not in the administrator's profile zone (issue 40)", async () => {
    await renderResource('hotspot-account-template', {
      ...CREATE,
      identity: { id: 'u2', fullName: 'Nora York', timezone: 'America/New_York' },
    });
    expect(await screen.findByText('Bedeutung: Ende des Tages', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/^Zeitzone: Europe\/Berlin \(für Geräte ohne eigene Zeitzone/)).toBeInTheDocument();
    expect(screen.queryByText(/America\/New_York/)).not.toBeInTheDocument();
    // 23:59:59 on the Berlin wall clock, as the server stores it for a device without a zone.
    expect(screen.getByText(/Ergebnis, von jetzt an gerechnet: .*28\. März 2026 um 23:59:59/)).toBeInTheDocument();
  });

  it('offers the presets with their meaning and takes the chosen one', async () => {
    const { dataProvider } = await renderResource('hotspot-account-template', CREATE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Wochengast');
    const presets = screen.getByRole('group', { name: 'Vorlagen' });
    for (const text of [
      'eod – Ende des Tages',
      'eod 4h – Nächster Tag, 4 Uhr',
      '1d – 24 Stunden nach der ersten Anmeldung',
      '-1d – Letzte 24 Stunden',
      '-1w – Letzte Woche',
      'eow-1w – Beginn der aktuellen Woche',
    ]) {
      expect(presets).toHaveTextContent(text);
    }
    await user.click(screen.getByRole('button', { name: 'eow-1w – Beginn der aktuellen Woche' }));
    expect(screen.getByLabelText(/^Dynamischer Ablauf/)).toHaveValue('eow-1w');
    expect(await screen.findByText('Bedeutung: Ende der Woche (Sonntag), dann minus 1 Woche')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Max\. Bandbreite Download/), '16000');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const sent = dataProvider.create.mock.calls[0]![1] as Sent;
    expect(sent.data).toMatchObject({
      name: 'Wochengast',
      active: true,
      accountConfiguration: { dynamicExpires: 'eow -1w' },
      accountProfile: { maxBandwidthDown: 16000, maxVolume: null, idleTimeout: null },
    });
  });

  it('shows a duplicate name refused by the server on the name field', async () => {
    expectConsoleErrors(
      ([error]) =>
        error instanceof Error && error.message === 'resources.hotspot-account-template.errors.duplicateName',
    );
    const dataProvider = fakeDataProvider(RECORDS);
    dataProvider.create.mockRejectedValueOnce(
      toHttpError({
        graphQLErrors: [
          {
            message: 'duplicate',
            extensions: {
              code: 'CONFLICT',
              i18n: 'resources.hotspot-account-template.errors.duplicateName',
              field: 'data.name',
            },
          },
        ],
      }),
    );
    await renderResource('hotspot-account-template', { ...CREATE, dataProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Tagesgast');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findAllByText(/Eine Kontovorlage mit diesem Namen existiert bereits/)).length).toBeGreaterThan(
      0,
    );
  });
});

describe('Account-template edit', () => {
  it('starts from the record and sends the changed limits', async () => {
    const template = ACCOUNT_TEMPLATES[1]!;
    const { dataProvider } = await renderResource('hotspot-account-template', {
      ...EDIT,
      path: `/hotspot-account-template/${template.id}/edit`,
    });
    const user = userEvent.setup();
    const down = await screen.findByLabelText(/^Max\. Bandbreite Download/, {}, SLOW);
    expect(down).toHaveValue(10000);
    expect(screen.getByLabelText(/^Dynamischer Ablauf/)).toHaveValue('eod 4h');
    expect(await screen.findByText('Bedeutung: Ende des Tages, dann plus 4 Stunden')).toBeInTheDocument();
    await user.clear(down);
    await user.type(down, '20000');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const sent = dataProvider.update.mock.calls[0]![1] as Sent;
    expect(sent.data).toMatchObject({ accountProfile: { maxBandwidthDown: 20000, maxBandwidthUp: 2000 } });
  });
});
