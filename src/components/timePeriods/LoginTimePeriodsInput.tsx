/**
 * The login time periods editor (seed 001 §3): weekday periods (a weekday or 'unspecified' = every
 * day, each with its times), special date periods (enabled with times / disabled) and the calculated
 * hours per weekday as a live week view. Validated with the domain's loginTimePeriodsErrors, each
 * problem next to the sub-field at fault; the form cannot be saved while one remains.
 *
 * `<LoginTimePeriodsInput source="loginTimePeriods" />` — the value is a LoginTimePeriodsInput
 * (dates 'YYYY-MM-DD'); a record's value (with weekdayHours, ISO date-times) is read as well, see
 * `toLoginTimePeriodsInput` for what to send.
 */
import { useMemo } from 'react';
import {
  Box,
  Button,
  Divider,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { WEEKDAY_FIELDS, WEEKDAY_UNSPECIFIED } from '../../domain/enums';
import {
  loginTimePeriodsErrors,
  minutesOf,
  weekdayHours,
  type LoginTimePeriodsValue,
  type WeekdayName,
  type WeekdayPeriodValue,
} from '../../domain/loginTimePeriods';
import type { Invalid } from '../../domain/validation';
import { fieldLabelKey } from '../../providers/fieldLabel';
import { SpecialDatesEditor, TimesEditor, useShownProblems } from './parts';
import { EMPTY_TIME, firstProblem, loginTimePeriodsOf } from './values';
import WeekHoursView, { TP } from './WeekHoursView';

const WEEKDAY_CHOICES: readonly WeekdayName[] = [WEEKDAY_UNSPECIFIED, ...WEEKDAY_FIELDS];

/** The week view of the periods as typed: only complete, valid times count. */
export function previewHours(weekdays: readonly WeekdayPeriodValue[]) {
  return weekdayHours(
    weekdays
      .filter((w) => WEEKDAY_CHOICES.includes(w.weekday))
      .map((w) => ({
        weekday: w.weekday,
        times: w.times.filter((t) => {
          const start = minutesOf(t.startTime);
          const end = minutesOf(t.endTime);
          return start !== null && end !== null && start < end;
        }),
      })),
  );
}

const validators = new Map<string, (value: unknown) => Invalid | undefined>();
/** The submit check of the whole value, naming the field (one function per source). */
function validatorFor(source: string) {
  let v = validators.get(source);
  if (!v) {
    const label = fieldLabelKey(source);
    v = (value: unknown) =>
      value === null || value === undefined
        ? undefined
        : firstProblem(loginTimePeriodsErrors(loginTimePeriodsOf(value)), label);
    validators.set(source, v);
  }
  return v;
}

export default function LoginTimePeriodsInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const validate = validatorFor(source);
  const { field, fieldState, formState } = useInput({ source, validate });
  const { isSubmitted } = formState;
  const value: LoginTimePeriodsValue = useMemo(() => loginTimePeriodsOf(field.value), [field.value]);
  const problems = useMemo(() => loginTimePeriodsErrors(value), [value]);
  const { problemAt, touch } = useShownProblems(problems);
  const hours = useMemo(() => previewHours(value.weekdays), [value.weekdays]);

  const change = (next: Partial<LoginTimePeriodsValue>) => field.onChange({ ...value, ...next });
  const setWeekday = (i: number, patch: Partial<WeekdayPeriodValue>) =>
    change({ weekdays: value.weekdays.map((w, k) => (k === i ? { ...w, ...patch } : w)) });
  const used = new Set(value.weekdays.map((w) => w.weekday));
  const nextDay = WEEKDAY_CHOICES.find((d) => !used.has(d));
  const dayName = (d: WeekdayName | '') => (d ? translate(`${TP}.weekdays.${d}`) : '');
  const heading = label ?? translate(`${TP}.login.title`);
  const submitProblem = fieldState.error?.message;

  return (
    <Box
      component="fieldset"
      ref={field.ref}
      tabIndex={-1}
      aria-label={heading}
      sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0, width: '100%', outline: 'none' }}
    >
      <Typography variant="subtitle1" component="legend" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${TP}.help.login`)}
      </Typography>

      <Stack spacing={2}>
        <Typography variant="subtitle2" component="h4">
          {translate(`${TP}.login.weekdays`)}
        </Typography>
        {value.weekdays.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${TP}.login.noWeekdays`)}
          </Typography>
        )}
        {value.weekdays.map((w, i) => {
          const path = `weekdays.${i}`;
          const weekdayProblem = problemAt(`${path}.weekday`);
          const context = dayName(w.weekday) || translate(`${TP}.fields.weekday`);
          return (
            <Box
              key={i}
              role="group"
              aria-label={context}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
                <TextField
                  select
                  size="small"
                  label={translate(`${TP}.fields.weekday`)}
                  value={WEEKDAY_CHOICES.includes(w.weekday) ? w.weekday : ''}
                  error={!!weekdayProblem}
                  helperText={weekdayProblem ? translate(weekdayProblem.message, weekdayProblem.args) : undefined}
                  onChange={(e) => setWeekday(i, { weekday: e.target.value as WeekdayName })}
                  onBlur={() => touch(`${path}.weekday`)}
                  sx={{ width: '14rem' }}
                >
                  {WEEKDAY_CHOICES.map((d) => (
                    <MenuItem key={d} value={d} disabled={d !== w.weekday && used.has(d)}>
                      {dayName(d)}
                    </MenuItem>
                  ))}
                </TextField>
                <Box sx={{ flex: 1 }} />
                <Tooltip title={translate(`${TP}.actions.removeWeekday`)}>
                  <IconButton
                    aria-label={translate(`${TP}.actions.removeWeekdayOf`, { context })}
                    onClick={() => change({ weekdays: value.weekdays.filter((_, k) => k !== i) })}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
              <TimesEditor
                times={w.times}
                path={`${path}.times`}
                context={context}
                empty={translate(`${TP}.login.noTimes`)}
                problemAt={problemAt}
                touch={touch}
                onChange={(times) => setWeekday(i, { times })}
              />
            </Box>
          );
        })}
        <Box>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={!nextDay}
            onClick={() =>
              nextDay && change({ weekdays: [...value.weekdays, { weekday: nextDay, times: [{ ...EMPTY_TIME }] }] })
            }
          >
            {translate(`${TP}.actions.addWeekday`)}
          </Button>
        </Box>
        {value.weekdays.some((w) => w.weekday === WEEKDAY_UNSPECIFIED) && value.weekdays.length > 1 && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${TP}.help.replaces`)}
          </Typography>
        )}

        <Divider />
        <SpecialDatesEditor
          periods={value.specialDates}
          kind="login"
          problemAt={problemAt}
          touch={touch}
          onChange={(specialDates) => change({ specialDates })}
        />
        <Divider />
        <WeekHoursView hours={hours} kind="login" title={translate(`${TP}.login.calculated`)} />
      </Stack>
      {submitProblem && isSubmitted && (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          <ValidationError error={submitProblem} />
        </FormHelperText>
      )}
    </Box>
  );
}
