/**
 * The read-only week view of login time periods or opening hours: Monday to Sunday, a 24-hour bar
 * per day with its open spans, the times as text and the hours per day, a legend, and the special
 * date periods below (enabled with their times / disabled). Used by the editors as live preview, by
 * the device configuration and device details (inherited periods) and by the locations.
 *
 * The bars are decoration (aria-hidden): every fact is in the text of each row.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { WEEKDAY_FIELDS } from '../../domain/enums';
import {
  dayOf,
  hoursPerDay,
  minutesOf,
  type DateTimePeriodValue,
  type TimePeriodValue,
  type WeekdayHoursValue,
} from '../../domain/loginTimePeriods';
import { localeTag } from '../../providers/i18nProvider';

export const TP = 'timePeriods';

/** What the periods mean: when logins are possible, or when a location is open. */
export type PeriodKind = 'login' | 'opening';

/** Valid spans only (the editor's preview may hold half-typed times). */
const spansOf = (times: readonly TimePeriodValue[] | undefined) =>
  (times ?? [])
    .map((t) => ({ start: minutesOf(t.startTime), end: minutesOf(t.endTime), t }))
    .filter(
      (s): s is { start: number; end: number; t: TimePeriodValue } =>
        s.start !== null && s.end !== null && s.start < s.end,
    )
    .sort((a, b) => a.start - b.start);

const TICKS = [0, 6, 12, 18, 24];

export function formatDay(value: string, locale: string): string {
  const day = dayOf(value);
  if (!day) return value;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d),
  );
}

function DayBar({ spans, label }: { spans: { start: number; end: number }[]; label: string }) {
  return (
    <Box
      aria-hidden
      data-testid={`bar-${label}`}
      sx={{
        position: 'relative',
        height: 14,
        borderRadius: 1,
        bgcolor: 'action.selected',
        overflow: 'hidden',
        minWidth: 120,
      }}
    >
      {TICKS.slice(1, -1).map((h) => (
        <Box
          key={h}
          sx={{ position: 'absolute', left: `${(h / 24) * 100}%`, top: 0, bottom: 0, width: '1px', bgcolor: 'divider' }}
        />
      ))}
      {spans.map((s) => (
        <Box
          key={`${s.start}-${s.end}`}
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: `${(s.start / 1440) * 100}%`,
            width: `${((s.end - s.start) / 1440) * 100}%`,
            bgcolor: 'success.main',
          }}
        />
      ))}
    </Box>
  );
}

/** One row per day; on a phone the bar and the times go below name and hours. */
const ROW = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr auto', sm: '7.5rem minmax(140px, 1fr) 13rem 4.5rem' },
  gridTemplateAreas: { xs: '"day hours" "bar bar" "times times"', sm: '"day bar times hours"' },
  columnGap: 2,
  rowGap: 0.25,
  alignItems: 'center',
  py: 0.5,
} as const;

export default function WeekHoursView({
  hours,
  specialDates,
  kind = 'login',
  title,
}: {
  hours: WeekdayHoursValue | null | undefined;
  specialDates?: readonly DateTimePeriodValue[] | null;
  kind?: PeriodKind;
  /** Heading of the view; default "Wochenübersicht". */
  title?: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 2 });
  const heading = title ?? translate(`${TP}.weekView.title`);
  const times = (spans: { t: TimePeriodValue; start: number; end: number }[]) =>
    spans.length === 0
      ? translate(`${TP}.weekView.${kind}.none`)
      : spans.length === 1 && spans[0]!.start === 0 && spans[0]!.end === 1440
        ? translate(`${TP}.weekView.allDay`)
        : spans.map((s) => `${s.t.startTime.trim()}–${s.t.endTime.trim()}`).join(', ');

  return (
    <Box component="section" aria-label={heading} sx={{ width: '100%' }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {heading}
      </Typography>
      <Box component="ul" aria-label={heading} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {WEEKDAY_FIELDS.map((day) => {
          const spans = spansOf(hours?.[day]);
          const total = hoursPerDay(spans.map((s) => s.t));
          return (
            <Box component="li" key={day} data-weekday={day} sx={ROW}>
              <Typography variant="body2" sx={{ gridArea: 'day', fontWeight: 500 }}>
                {translate(`${TP}.weekdays.${day}`)}
              </Typography>
              <Box sx={{ gridArea: 'bar' }}>
                <DayBar spans={spans} label={day} />
              </Box>
              <Typography
                variant="body2"
                color={spans.length ? 'text.primary' : 'text.secondary'}
                sx={{ gridArea: 'times' }}
              >
                {times(spans)}
              </Typography>
              <Typography variant="body2" sx={{ gridArea: 'hours', textAlign: 'right', whiteSpace: 'nowrap' }}>
                {translate(`${TP}.weekView.hours`, { hours: number.format(total) })}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }}
        aria-label={translate(`${TP}.weekView.legend`)}
      >
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: 'success.main' }} />
          <Typography variant="caption">{translate(`${TP}.weekView.${kind}.open`)}</Typography>
        </Stack>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: 'action.selected' }} />
          <Typography variant="caption">{translate(`${TP}.weekView.${kind}.closed`)}</Typography>
        </Stack>
        <Typography variant="caption">{translate(`${TP}.weekView.scale`)}</Typography>
      </Stack>
      {specialDates !== undefined && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h4" gutterBottom>
            {translate(`${TP}.specialDates.title`)}
          </Typography>
          {!specialDates || specialDates.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate(`${TP}.specialDates.none`)}
            </Typography>
          ) : (
            <Box component="ul" aria-label={translate(`${TP}.specialDates.title`)} sx={{ m: 0, pl: 2.5 }}>
              {specialDates.map((p, i) => {
                const spans = spansOf(p.times);
                const range =
                  dayOf(p.startDate) === dayOf(p.endDate)
                    ? formatDay(p.startDate, locale)
                    : translate(`${TP}.specialDates.range`, {
                        start: formatDay(p.startDate, locale),
                        end: formatDay(p.endDate, locale),
                      });
                return (
                  <Typography component="li" variant="body2" key={`${p.startDate}-${i}`}>
                    {spans.length
                      ? translate(`${TP}.specialDates.enabledAt`, {
                          range,
                          times: spans.map((s) => `${s.t.startTime.trim()}–${s.t.endTime.trim()}`).join(', '),
                        })
                      : translate(`${TP}.specialDates.disabledAt.${kind}`, { range })}
                  </Typography>
                );
              })}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
