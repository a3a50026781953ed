import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import './harness/resources';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import WeekHoursView from '../../src/components/timePeriods/WeekHoursView';
import LoginTimePeriodsInput from '../../src/components/timePeriods/LoginTimePeriodsInput';
import OpeningHoursInput from '../../src/components/timePeriods/OpeningHoursInput';
import { toLoginTimePeriodsInput } from '../../src/components/timePeriods/values';
import { weekdayHours } from '../../src/domain/loginTimePeriods';

type User = ReturnType<typeof userEvent.setup>;

function inAdmin(children: ReactNode, locale: 'de' | 'en' = 'de') {
  return render(
    <AdminContext i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
      {children}
    </AdminContext>,
  );
}

function renderForm(input: ReactNode, record: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  inAdmin(
    <SimpleForm
      record={record}
      onSubmit={onSubmit}
      noValidate
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      }
    >
      {input}
    </SimpleForm>,
  );
  return onSubmit;
}

/** The row of a weekday in a week view: its text. */
function dayRow(view: HTMLElement, day: string) {
  return within(view)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(day))!;
}

async function typeTime(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
  await user.tab();
}

describe('WeekHoursView', () => {
  it('shows Monday to Sunday with their times, the hours per day, a legend and the special dates', async () => {
    const hours = weekdayHours([
      { weekday: 'unspecified', times: [{ startTime: '08:00', endTime: '18:00' }] },
      {
        weekday: 'sunday',
        times: [
          { startTime: '14:00', endTime: '16:30' },
          { startTime: '10:00', endTime: '12:00' },
        ],
      },
      { weekday: 'saturday', times: [] },
    ]);
    inAdmin(
      <WeekHoursView
        hours={hours}
        specialDates={[
          { startDate: '2026-12-24T00:00:00.000Z', endDate: '2026-12-26T00:00:00.000Z', times: [] },
          { startDate: '2026-12-31', endDate: '2026-12-31', times: [{ startTime: '18:00', endTime: '24:00' }] },
        ]}
      />,
    );
    const view = await screen.findByRole('list', { name: 'Wochenübersicht' });
    const rows = within(view).getAllByRole('listitem');
    expect(rows.map((r) => r.firstChild?.textContent)).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    expect(dayRow(view, 'Montag')).toHaveTextContent('08:00–18:0010 Std.');
    expect(dayRow(view, 'Samstag')).toHaveTextContent('Keine Anmeldung0 Std.');
    // sorted by start, 2 h + 2.5 h in German number format
    expect(dayRow(view, 'Sonntag')).toHaveTextContent('10:00–12:00, 14:00–16:304,5 Std.');
    expect(screen.getByText('Anmeldung möglich')).toBeInTheDocument();
    const special = screen.getByRole('list', { name: 'Sonderzeiträume' });
    const items = within(special).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('24.12.2026 bis 26.12.2026: keine Anmeldungen');
    expect(items[1]).toHaveTextContent('31.12.2026: 18:00–24:00');
  });

  it('says "all day" for open-all-day periods and speaks English', async () => {
    inAdmin(<WeekHoursView hours={weekdayHours([])} kind="opening" specialDates={[]} />, 'en');
    const view = await screen.findByRole('list', { name: 'Week overview' });
    expect(dayRow(view, 'Monday')).toHaveTextContent('All day24 h');
    expect(screen.getByText('No special periods')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
  });
});

describe('LoginTimePeriodsInput', () => {
  it('adds weekday rows ("Jeden Tag" first), shows the calculated week and sends the periods', async () => {
    const onSubmit = renderForm(<LoginTimePeriodsInput source="loginTimePeriods" />);
    const user = userEvent.setup();
    expect(await screen.findByText(/Keine Wochentage festgelegt/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wochentag hinzufügen' }));
    const every = screen.getByRole('group', { name: 'Jeden Tag' });
    await typeTime(user, within(every).getByLabelText('Startzeit'), '8:00');
    // tidied on leaving the field
    expect(within(every).getByLabelText('Startzeit')).toHaveValue('08:00');
    await typeTime(user, within(every).getByLabelText('Endzeit'), '18:00');

    // an own Sunday replaces "every day" on Sundays
    await user.click(screen.getByRole('button', { name: 'Wochentag hinzufügen' }));
    const second = screen.getAllByRole('group').at(-1)!;
    await user.click(within(second).getByRole('combobox', { name: 'Wochentag' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Jeden Tag' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'Sonntag' }));
    const sunday = screen.getByRole('group', { name: 'Sonntag' });
    await typeTime(user, within(sunday).getByLabelText('Startzeit'), '10:00');
    await typeTime(user, within(sunday).getByLabelText('Endzeit'), '24:00');
    expect(screen.getByText(/ersetzt an diesem Tag den Eintrag „Jeden Tag“/)).toBeInTheDocument();

    const week = screen.getByRole('list', { name: 'Berechnete Stunden pro Wochentag' });
    expect(dayRow(week, 'Montag')).toHaveTextContent('08:00–18:0010 Std.');
    expect(dayRow(week, 'Samstag')).toHaveTextContent('08:00–18:0010 Std.');
    expect(dayRow(week, 'Sonntag')).toHaveTextContent('10:00–24:0014 Std.');

    // a disabled special period
    await user.click(screen.getByRole('button', { name: 'Sonderzeitraum hinzufügen' }));
    const special = screen.getByRole('group', { name: 'Sonderzeitraum 1' });
    await user.type(within(special).getByLabelText('Startdatum'), '2026-12-24');
    await user.type(within(special).getByLabelText('Enddatum'), '2026-12-26');
    expect(within(special).getByRole('radio', { name: 'Deaktiviert (keine Anmeldungen)' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].loginTimePeriods).toEqual({
      weekdays: [
        { weekday: 'unspecified', times: [{ startTime: '08:00', endTime: '18:00' }] },
        { weekday: 'sunday', times: [{ startTime: '10:00', endTime: '24:00' }] },
      ],
      specialDates: [{ startDate: '2026-12-24', endDate: '2026-12-26', times: [] }],
    });
  });

  it('names range and overlap problems next to the time at fault and blocks saving', async () => {
    const onSubmit = renderForm(<LoginTimePeriodsInput source="loginTimePeriods" />, {
      loginTimePeriods: {
        weekdays: [{ weekday: 'monday', times: [{ startTime: '08:00', endTime: '12:00' }] }],
        specialDates: [],
        weekdayHours: weekdayHours([]),
      },
    });
    const user = userEvent.setup();
    const monday = await screen.findByRole('group', { name: 'Montag' });
    await user.click(within(monday).getByRole('button', { name: 'Zeit hinzufügen: Montag' }));
    const starts = within(monday).getAllByLabelText('Startzeit');
    const ends = within(monday).getAllByLabelText('Endzeit');
    await typeTime(user, starts[1]!, '11:00');
    await typeTime(user, ends[1]!, '10:00');
    expect(await within(monday).findByText('Die Endzeit muss nach der Startzeit liegen')).toBeInTheDocument();
    expect(ends[1]).toHaveAttribute('aria-invalid', 'true');

    await typeTime(user, ends[1]!, '14:00');
    expect(within(monday).queryByText('Die Endzeit muss nach der Startzeit liegen')).not.toBeInTheDocument();
    expect(
      within(monday).getByText('Dieser Zeitraum überschneidet sich mit einem anderen Zeitraum desselben Tages'),
    ).toBeInTheDocument();
    expect(starts[1]).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'Login-Zeiten: Dieser Zeitraum überschneidet sich mit einem anderen Zeitraum desselben Tages',
      ),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    // a wrong time and a special period ending before it starts
    await typeTime(user, starts[1]!, '25:00');
    expect(within(monday).getByText(/Bitte geben Sie eine Uhrzeit im Format HH:mm ein/)).toBeInTheDocument();
    await user.click(within(monday).getByRole('button', { name: 'Zeit 2 entfernen: Montag' }));
    await user.click(screen.getByRole('button', { name: 'Sonderzeitraum hinzufügen' }));
    const special = screen.getByRole('group', { name: 'Sonderzeitraum 1' });
    await user.type(within(special).getByLabelText('Startdatum'), '2026-12-24');
    await user.type(within(special).getByLabelText('Enddatum'), '2026-12-20');
    expect(within(special).getByText('Das Enddatum darf nicht vor dem Startdatum liegen')).toBeInTheDocument();
    await user.clear(within(special).getByLabelText('Enddatum'));
    await user.type(within(special).getByLabelText('Enddatum'), '2026-12-24');

    // enabled with times
    await user.click(within(special).getByRole('radio', { name: 'Aktiviert (nur zu diesen Zeiten)' }));
    await typeTime(user, within(special).getByLabelText('Startzeit'), '10:00');
    await typeTime(user, within(special).getByLabelText('Endzeit'), '14:00');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const sent = toLoginTimePeriodsInput(onSubmit.mock.calls[0]![0].loginTimePeriods);
    expect(sent).toEqual({
      weekdays: [{ weekday: 'monday', times: [{ startTime: '08:00', endTime: '12:00' }] }],
      specialDates: [
        { startDate: '2026-12-24', endDate: '2026-12-24', times: [{ startTime: '10:00', endTime: '14:00' }] },
      ],
    });
  });

  it('reads a record with ISO date-times and removes weekday rows', async () => {
    renderForm(<LoginTimePeriodsInput source="loginTimePeriods" />, {
      loginTimePeriods: {
        weekdays: [
          { weekday: 'unspecified', times: [{ startTime: '06:00', endTime: '22:00' }] },
          { weekday: 'friday', times: [] },
        ],
        specialDates: [{ startDate: '2026-05-01T00:00:00.000Z', endDate: '2026-05-01T00:00:00.000Z', times: [] }],
      },
    });
    const user = userEvent.setup();
    const special = await screen.findByRole('group', { name: 'Sonderzeitraum 1' });
    expect(within(special).getByLabelText('Startdatum')).toHaveValue('2026-05-01');
    const friday = screen.getByRole('group', { name: 'Freitag' });
    expect(within(friday).getByText('Ohne Zeiten: an diesem Tag keine Anmeldung.')).toBeInTheDocument();
    const week = screen.getByRole('list', { name: 'Berechnete Stunden pro Wochentag' });
    expect(dayRow(week, 'Freitag')).toHaveTextContent('Keine Anmeldung0 Std.');
    await user.click(screen.getByRole('button', { name: 'Freitag entfernen' }));
    expect(screen.queryByRole('group', { name: 'Freitag' })).not.toBeInTheDocument();
    expect(dayRow(week, 'Freitag')).toHaveTextContent('06:00–22:0016 Std.');
  });
});

describe('OpeningHoursInput', () => {
  it('edits the times per weekday with the week view as preview and names a wrong range', async () => {
    const onSubmit = renderForm(<OpeningHoursInput source="openingHours" />, {
      openingHours: {
        weekdays: { monday: [{ startTime: '09:00', endTime: '17:00' }], sunday: [] },
        specialDates: [],
      },
    });
    const user = userEvent.setup();
    const tuesday = await screen.findByRole('group', { name: 'Dienstag' });
    expect(within(tuesday).getByText('Geschlossen')).toBeInTheDocument();
    await user.click(within(tuesday).getByRole('button', { name: 'Zeit hinzufügen: Dienstag' }));
    await typeTime(user, within(tuesday).getByLabelText('Startzeit'), '10:00');
    await typeTime(user, within(tuesday).getByLabelText('Endzeit'), '09:00');
    expect(within(tuesday).getByText('Die Endzeit muss nach der Startzeit liegen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Öffnungszeiten: Die Endzeit muss nach der Startzeit liegen')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await typeTime(user, within(tuesday).getByLabelText('Endzeit'), '12:30');
    const week = screen.getByRole('list', { name: 'Wochenübersicht' });
    expect(dayRow(week, 'Dienstag')).toHaveTextContent('10:00–12:302,5 Std.');
    expect(dayRow(week, 'Mittwoch')).toHaveTextContent('Geschlossen0 Std.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].openingHours).toEqual({
      weekdays: {
        monday: [{ startTime: '09:00', endTime: '17:00' }],
        tuesday: [{ startTime: '10:00', endTime: '12:30' }],
        wednesday: [],
        thursday: [],
        friday: [],
        saturday: [],
        sunday: [],
      },
      specialDates: [],
    });
  });
});
