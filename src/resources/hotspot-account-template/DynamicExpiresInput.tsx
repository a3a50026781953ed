/**
 * The dynamic-expiry formula editor (seed 001 §3): preset chips with their meaning, free input
 * validated with the domain's one rule, the formula explained in words as the user types and the
 * moment it gives for "now" in the customer's time zone. Used by the account templates and by the
 * login templates' cooldowns.
 *
 * Time zone (docs/decisions.md D204): the zone the server applies the formula in at a device without
 * a zone of its own, the installation's (Europe/Berlin unless ANALYTICS_TIMEZONE says otherwise; the
 * portal knows the default, as the analytics pages do); the editor names it and says that a device
 * with a zone of its own counts in that one. Not the user's profile or browser zone: a guest's day
 * ends where the hotspot is, not where the administrator sits (an administrator in New York used to
 * be promised 23:59 New York time).
 */
import { useMemo } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { TextInput, useLocaleState, useTranslate, useWrappedSource } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  applyDynamicExpiresOps,
  DEFAULT_EXPIRY_TIMEZONE,
  dynamicExpires,
  expiryTimeZone,
  DYNAMIC_EXPIRES_PRESETS,
  parseDynamicExpires,
  text,
  type DynamicExpiresOp,
  type Invalid,
  type Validator,
} from '../../domain';
import { localeTag } from '../../providers/i18nProvider';

/** Message prefix of the formula words (owned by the account templates, shared with login templates). */
export const FORMULA = 'resources.hotspot-account-template.formula';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One operation in words: "Ende des Tages", "plus 4 Stunden", "minus 1 Woche". */
function explainOp(op: DynamicExpiresOp, translate: Translate): string {
  if (op.kind === 'endOf') return translate(`${FORMULA}.endOf.${op.unit}`);
  const amount = translate(`${FORMULA}.unit.${op.unit}`, { smart_count: Math.abs(op.amount) });
  return translate(`${FORMULA}.${op.amount < 0 ? 'minus' : 'plus'}`, { amount });
}

/**
 * A parsed formula in words, the operations in order: 'eod 4h' → "Ende des Tages, dann plus 4
 * Stunden" / "end of the day, then plus 4 hours" (singular and plural by polyglot's smart_count).
 */
export function explainDynamicExpires(ops: readonly DynamicExpiresOp[], translate: Translate): string {
  return ops.map((op) => explainOp(op, translate)).join(translate(`${FORMULA}.then`));
}

/**
 * The time zone formulas are computed in: the installation's, the one the server applies at devices
 * without a zone of their own (D204). A hook, so that a later source (a customer's zone) needs no
 * change at its callers.
 */
export function useFormulaTimeZone(): { zone: string; source: 'installation' } {
  return { zone: expiryTimeZone(null, DEFAULT_EXPIRY_TIMEZONE), source: 'installation' };
}

/** The moment a formula gives from `from`, formatted in the locale and zone; null when out of range. */
export function formulaMoment(ops: readonly DynamicExpiresOp[], from: Date, zone: string, locale: string) {
  try {
    const at = applyDynamicExpiresOps(ops, from, zone);
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'medium', timeZone: zone }).format(at);
  } catch {
    return null;
  }
}

/** A formula explained and computed for now (no output for an empty value). */
export function FormulaExplanation({ value }: { value: unknown }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { zone, source } = useFormulaTimeZone();
  if (typeof value !== 'string' || value.trim() === '') return null;
  const ops = parseDynamicExpires(value);
  if (!ops) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="formula-explanation">
        {translate(`${FORMULA}.invalid`)}
      </Typography>
    );
  }
  const moment = formulaMoment(ops, new Date(), zone, localeTag(locale));
  return (
    <Box data-testid="formula-explanation" aria-live="polite">
      <Typography variant="body2">
        {translate(`${FORMULA}.explanation`, { text: explainDynamicExpires(ops, translate) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {moment ? translate(`${FORMULA}.result`, { moment }) : translate(`${FORMULA}.outOfRange`)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`${FORMULA}.timeZone`, { zone, source: translate(`${FORMULA}.zoneSource.${source}`) })}
      </Typography>
    </Box>
  );
}

const FORMULA_RULES: readonly Validator[] = [text, dynamicExpires];

/** What react-admin passes a validator as third argument: the input's props with its full source. */
export type InputContext = { finalSource?: string };
/** A rule that may read the input's full source (an item of an ArrayInput). */
export type ContextRule = (
  value: unknown,
  values?: Record<string, unknown>,
  props?: InputContext,
) => Invalid | undefined;

/** Rules whose messages name the field by the given label key (react-admin's `{ message, args }`). */
export function namedRules(labelKey: string, rules: readonly (Validator | ContextRule)[]): Validator[] {
  return rules.map((rule) => {
    // The third argument: react-admin's input props with `finalSource` (cross-field rules in arrays).
    const named = (value: unknown, values?: Record<string, unknown>, props?: InputContext) => {
      const bad: Invalid | undefined = (rule as ContextRule)(value, values, props);
      return bad && { message: bad.message, args: { ...bad.args, fieldLabel: labelKey } };
    };
    return Object.assign(named, 'isRequired' in rule ? { isRequired: rule.isRequired } : {});
  });
}

export interface DynamicExpiresInputProps {
  /** Source, relative to the surrounding array item when inside an ArrayInput. */
  source: string;
  /** i18n key of the label (also names the field in validation messages). */
  label: string;
  helperText?: string;
  /** Rules in front of the formula rule (e.g. `required`, or a cross-field rule). */
  rules?: readonly (Validator | ContextRule)[];
  isRequired?: boolean;
  /** Show the preset chips (default true). */
  presets?: boolean;
}

/** The formula input: presets, free input, explanation and the computed moment. */
export function DynamicExpiresInput({
  source,
  label,
  helperText,
  rules = [],
  isRequired,
  presets = true,
}: DynamicExpiresInputProps) {
  const translate = useTranslate();
  const fullSource = useWrappedSource(source);
  const { setValue } = useFormContext();
  const value = useWatch({ name: fullSource });
  const validate = useMemo(() => namedRules(label, [...rules, ...FORMULA_RULES]), [label, rules]);
  return (
    <Box sx={{ mb: 1 }}>
      <TextInput
        source={source}
        label={label}
        validate={validate}
        isRequired={isRequired}
        helperText={helperText ?? false}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
      {presets && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          flexWrap="wrap"
          sx={{ mb: 1 }}
          role="group"
          aria-label={translate(`${FORMULA}.presets`)}
        >
          {DYNAMIC_EXPIRES_PRESETS.map((preset) => (
            <Chip
              key={preset.value}
              size="small"
              variant={value === preset.value ? 'filled' : 'outlined'}
              color={value === preset.value ? 'primary' : 'default'}
              label={translate(`${FORMULA}.presetLabel`, {
                value: preset.value,
                meaning: translate(`${FORMULA}.preset.${preset.key}`),
              })}
              onClick={() => setValue(fullSource, preset.value, { shouldDirty: true, shouldValidate: true })}
            />
          ))}
        </Stack>
      )}
      <FormulaExplanation value={value} />
    </Box>
  );
}
