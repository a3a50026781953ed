/**
 * Building blocks of the time-period editors: the times of one day, the special date periods and
 * the bookkeeping of which sub-field has been touched (its problem shows after leaving it or after
 * a save attempt, next to that sub-field).
 */
import { useCallback, useState } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import {
  minutesOf,
  SPECIAL_DATES_MAX,
  TIMES_PER_DAY_MAX,
  type DateTimePeriodValue,
  type TimePeriodValue,
} from '../../domain/loginTimePeriods';
import type { Invalid } from '../../domain/validation';
import { EMPTY_TIME } from './values';
import { TP, type PeriodKind } from './WeekHoursView';

export type Problems = Record<string, Invalid>;

/** Which sub-fields show their problem: touched ones, all after a save attempt. */
export function useShownProblems(problems: Problems) {
  const { isSubmitted } = useFormState();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = useCallback((path: string) => setTouched((t) => (t.has(path) ? t : new Set(t).add(path))), []);
  const problemAt = (path: string): Invalid | undefined =>
    isSubmitted || touched.has(path) ? problems[path] : undefined;
  return { problemAt, touch };
}

export type ProblemAt = (path: string) => Invalid | undefined;

/** '8:00', '800', '8.00' and '08:00' read as '08:00' (on leaving a time field); other text stays. */
export function tidyTime(value: string): string {
  const m = /^\s*(\d{1,2})[:.]?(\d{2})\s*$/.exec(value);
  if (!m) return value.trim();
  const text = `${m[1]!.padStart(2, '0')}:${m[2]}`;
  return minutesOf(text) === null ? value.trim() : text;
}

function useProblemText() {
  const translate = useTranslate();
  return (problem: Invalid | undefined) => (problem ? translate(problem.message, problem.args) : undefined);
}

/** One time field ('HH:mm'; '24:00' allowed as an end). */
function TimeField({
  label,
  value,
  path,
  problemAt,
  touch,
  onChange,
}: {
  label: string;
  value: string;
  path: string;
  problemAt: ProblemAt;
  touch: (path: string) => void;
  onChange: (value: string) => void;
}) {
  const text = useProblemText()(problemAt(path));
  return (
    <TextField
      label={label}
      value={value}
      size="small"
      placeholder="HH:mm"
      error={!!text}
      helperText={text}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => {
        const tidy = tidyTime(value);
        if (tidy !== value) onChange(tidy);
        touch(path);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, 'data-path': path } }}
      sx={{ width: '9rem' }}
    />
  );
}

/**
 * The times of one day (or special period) at `path` ('weekdays.0.times'): start and end per row,
 * remove per row, add up to the maximum. `empty` says what no times mean.
 */
export function TimesEditor({
  times,
  path,
  context,
  empty,
  problemAt,
  touch,
  onChange,
}: {
  times: readonly TimePeriodValue[];
  path: string;
  /** What the times belong to, for the buttons' accessible names ("Montag"). */
  context: string;
  empty?: string;
  problemAt: ProblemAt;
  touch: (path: string) => void;
  onChange: (times: TimePeriodValue[]) => void;
}) {
  const translate = useTranslate();
  const problemText = useProblemText();
  const listProblem = problemText(problemAt(path));
  const set = (i: number, patch: Partial<TimePeriodValue>) =>
    onChange(times.map((t, k) => (k === i ? { ...t, ...patch } : t)));
  return (
    <Stack spacing={1}>
      {times.length === 0 && empty && (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      )}
      {times.map((t, i) => (
        <Stack key={i} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TimeField
            label={translate(`${TP}.fields.startTime`)}
            value={t.startTime}
            path={`${path}.${i}.startTime`}
            problemAt={problemAt}
            touch={touch}
            onChange={(startTime) => set(i, { startTime })}
          />
          <TimeField
            label={translate(`${TP}.fields.endTime`)}
            value={t.endTime}
            path={`${path}.${i}.endTime`}
            problemAt={problemAt}
            touch={touch}
            onChange={(endTime) => set(i, { endTime })}
          />
          <Tooltip title={translate(`${TP}.actions.removeTime`)}>
            <IconButton
              aria-label={translate(`${TP}.actions.removeTimeOf`, { context, n: i + 1 })}
              onClick={() => onChange(times.filter((_, k) => k !== i))}
              sx={{ mt: 0.25 }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      {listProblem && (
        <Typography variant="caption" color="error" role="alert">
          {listProblem}
        </Typography>
      )}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={times.length >= TIMES_PER_DAY_MAX}
          aria-label={translate(`${TP}.actions.addTimeTo`, { context })}
          onClick={() => onChange([...times, { ...EMPTY_TIME }])}
        >
          {translate(`${TP}.actions.addTime`)}
        </Button>
      </Box>
    </Stack>
  );
}

/** The special date periods: start and end day, enabled with times or disabled. */
export function SpecialDatesEditor({
  periods,
  kind,
  problemAt,
  touch,
  onChange,
}: {
  periods: readonly DateTimePeriodValue[];
  kind: PeriodKind;
  problemAt: ProblemAt;
  touch: (path: string) => void;
  onChange: (periods: DateTimePeriodValue[]) => void;
}) {
  const translate = useTranslate();
  const problemText = useProblemText();
  const set = (i: number, patch: Partial<DateTimePeriodValue>) =>
    onChange(periods.map((p, k) => (k === i ? { ...p, ...patch } : p)));
  const listProblem = problemText(problemAt('specialDates'));
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h4">
        {translate(`${TP}.specialDates.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${TP}.help.specialDates.${kind}`)}
      </Typography>
      {periods.map((p, i) => {
        const path = `specialDates.${i}`;
        const context = translate(`${TP}.specialDates.item`, { n: i + 1 });
        const enabled = p.times.length > 0;
        const dateField = (key: 'startDate' | 'endDate') => {
          const text = problemText(problemAt(`${path}.${key}`));
          return (
            <TextField
              type="date"
              size="small"
              label={translate(`${TP}.fields.${key}`)}
              value={p[key]}
              error={!!text}
              helperText={text}
              onChange={(e) => set(i, { [key]: e.target.value })}
              onBlur={() => touch(`${path}.${key}`)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-path': `${path}.${key}` } }}
              sx={{ width: '11rem' }}
            />
          );
        };
        return (
          <Box
            key={i}
            role="group"
            aria-label={context}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
              {dateField('startDate')}
              {dateField('endDate')}
              <Box sx={{ flex: 1 }} />
              <Tooltip title={translate(`${TP}.actions.removeSpecialDate`)}>
                <IconButton
                  aria-label={translate(`${TP}.actions.removeSpecialDateOf`, { context })}
                  onClick={() => onChange(periods.filter((_, k) => k !== i))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            </Stack>
            <RadioGroup
              row
              aria-label={translate(`${TP}.fields.mode`)}
              value={enabled ? 'enabled' : 'disabled'}
              onChange={(e) => set(i, { times: e.target.value === 'enabled' ? [{ ...EMPTY_TIME }] : [] })}
            >
              <FormControlLabel
                value="enabled"
                control={<Radio size="small" />}
                label={translate(`${TP}.specialDates.enabled.${kind}`)}
              />
              <FormControlLabel
                value="disabled"
                control={<Radio size="small" />}
                label={translate(`${TP}.specialDates.disabled.${kind}`)}
              />
            </RadioGroup>
            {enabled && (
              <TimesEditor
                times={p.times}
                path={`${path}.times`}
                context={context}
                problemAt={problemAt}
                touch={touch}
                onChange={(times) => set(i, { times })}
              />
            )}
          </Box>
        );
      })}
      {listProblem && (
        <Typography variant="caption" color="error" role="alert">
          {listProblem}
        </Typography>
      )}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={periods.length >= SPECIAL_DATES_MAX}
          onClick={() => onChange([...periods, { startDate: '', endDate: '', times: [] }])}
        >
          {translate(`${TP}.actions.addSpecialDate`)}
        </Button>
      </Box>
    </Stack>
  );
}
