/**
 * The opening hours editor of a location (seed 001 §3 Location.openingHours): the times of each
 * weekday (none = closed) and special date periods (open at times / closed), with the week view as
 * live preview. Validated with the domain's openingHoursErrors, each problem next to the sub-field
 * at fault; the form cannot be saved while one remains.
 *
 * `<OpeningHoursInput source="openingHours" />` — the value is an OpeningHoursInput (every weekday
 * present, dates 'YYYY-MM-DD'); see `toOpeningHoursInput` for what to send.
 */
import { useMemo } from 'react';
import { Box, Divider, FormHelperText, Stack, Typography } from '@mui/material';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { WEEKDAY_FIELDS } from '../../domain/enums';
import {
  minutesOf,
  openingHoursErrors,
  type OpeningHoursValue,
  type WeekdayHoursValue,
} from '../../domain/loginTimePeriods';
import type { Invalid } from '../../domain/validation';
import { fieldLabelKey } from '../../providers/fieldLabel';
import { SpecialDatesEditor, TimesEditor, useShownProblems } from './parts';
import { firstProblem, openingHoursOf } from './values';
import WeekHoursView, { TP } from './WeekHoursView';

const validators = new Map<string, (value: unknown) => Invalid | undefined>();
function validatorFor(source: string) {
  let v = validators.get(source);
  if (!v) {
    const label = fieldLabelKey(source);
    v = (value: unknown) =>
      value === null || value === undefined
        ? undefined
        : firstProblem(openingHoursErrors(openingHoursOf(value)), label);
    validators.set(source, v);
  }
  return v;
}

/** Only complete, valid times in the preview. */
function previewHours(weekdays: WeekdayHoursValue): WeekdayHoursValue {
  const out = {} as WeekdayHoursValue;
  for (const day of WEEKDAY_FIELDS) {
    out[day] = weekdays[day].filter((t) => {
      const start = minutesOf(t.startTime);
      const end = minutesOf(t.endTime);
      return start !== null && end !== null && start < end;
    });
  }
  return out;
}

export default function OpeningHoursInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const validate = validatorFor(source);
  const { field, fieldState, formState } = useInput({ source, validate });
  const value: OpeningHoursValue = useMemo(() => openingHoursOf(field.value), [field.value]);
  const problems = useMemo(() => openingHoursErrors(value), [value]);
  const { problemAt, touch } = useShownProblems(problems);
  const hours = useMemo(() => previewHours(value.weekdays), [value.weekdays]);
  const change = (next: Partial<OpeningHoursValue>) => field.onChange({ ...value, ...next });
  const heading = label ?? translate(`${TP}.opening.title`);
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
        {translate(`${TP}.help.opening`)}
      </Typography>
      <Stack spacing={1.5}>
        {WEEKDAY_FIELDS.map((day) => {
          const name = translate(`${TP}.weekdays.${day}`);
          return (
            <Box
              key={day}
              role="group"
              aria-label={name}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '7.5rem 1fr' },
                gap: 1,
                alignItems: 'start',
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1.5,
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 500, pt: { sm: 1 } }}>
                {name}
              </Typography>
              <TimesEditor
                times={value.weekdays[day]}
                path={`weekdays.${day}`}
                context={name}
                empty={translate(`${TP}.opening.closed`)}
                problemAt={problemAt}
                touch={touch}
                onChange={(times) => change({ weekdays: { ...value.weekdays, [day]: times } })}
              />
            </Box>
          );
        })}
        <SpecialDatesEditor
          periods={value.specialDates}
          kind="opening"
          problemAt={problemAt}
          touch={touch}
          onChange={(specialDates) => change({ specialDates })}
        />
        <Divider />
        <WeekHoursView hours={hours} kind="opening" />
      </Stack>
      {submitProblem && formState.isSubmitted && (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          <ValidationError error={submitProblem} />
        </FormHelperText>
      )}
    </Box>
  );
}
