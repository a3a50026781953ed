import { useEffect, useMemo, useRef } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormHelperText,
  IconButton,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  DateTimeInput,
  FieldTitle,
  InputHelperText,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  useGetList,
  useGetOne,
  useInput,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { fieldRules } from '../../components/fieldRules';
import { resourcePath } from '../../components/resourcePath';
import WeekHoursView from '../../components/timePeriods/WeekHoursView';
import { activePeriodErrors, DEVICE_ALIAS_MAX, DEVICE_RULES, needsLanMac } from '../../domain/hotspotDevice';
import { weekdayHours, type LoginTimePeriodsValue } from '../../domain/loginTimePeriods';
import { normalizeMac, parseMac } from '../../domain/network';
import { required, type Validator } from '../../domain/validation';
import { DEVICE_CONFIGS, DEVICE_TYPE_CHOICES, LOCATIONS, R, timeZones } from './deviceRecord';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The MAC rules over the filled rows only (an empty row is no MAC, it is dropped on save). */
const filled = (value: unknown) =>
  Array.isArray(value) ? value.filter((m) => typeof m === 'string' && m.trim() !== '') : value;
const MAC_RULES = fieldRules(
  'mac',
  DEVICE_RULES.mac.map((rule) => {
    const wrapped: Validator = (value, values) => rule(filled(value), values);
    return Object.assign(wrapped, 'isRequired' in rule ? { isRequired: rule.isRequired } : {});
  }),
);

const nameRules = fieldRules('name', DEVICE_RULES.name);
const descriptionRules = fieldRules('description', DEVICE_RULES.description);
const typeRules = fieldRules('deviceType', DEVICE_RULES.deviceType);
const lanMacRules = fieldRules('lanMac', DEVICE_RULES.lanMac);
const keywordRules = fieldRules('keywords', DEVICE_RULES.keywords);
const aliasRules = fieldRules('monitoringConfig.alias', DEVICE_RULES['monitoringConfig.alias']);
const timezoneRules = fieldRules('timezone', DEVICE_RULES.timezone);
const configRules = fieldRules('hotspotDeviceConfig', DEVICE_RULES.hotspotDeviceConfig);

/** The active period's rules: the field rules plus activePeriodErrors over the whole period (as the server). */
type Period = { start?: unknown; end?: unknown } | null | undefined;
const periodOf = (values: Record<string, unknown> | undefined): Period => {
  const period = values?.activePeriod as Period;
  return period && (!blank(period.start) || !blank(period.end)) ? period : null;
};
const startRule: Validator = (_value, values) => activePeriodErrors(periodOf(values))['activePeriod.start'];
const endRule: Validator = (_value, values) => activePeriodErrors(periodOf(values))['activePeriod.end'];
const startRules = fieldRules('activePeriod.start', [...DEVICE_RULES['activePeriod.start'], startRule]);
const endRules = fieldRules('activePeriod.end', [...DEVICE_RULES['activePeriod.end'], endRule]);

/** A coordinate needs its partner: a geo location is both or neither. */
const pairRule =
  (other: 'lat' | 'long'): Validator =>
  (value, values) => {
    const geo = values?.geoLocation as { lat?: unknown; long?: unknown } | null | undefined;
    return blank(value) && !blank(geo?.[other]) ? required(value, values) : undefined;
  };
const latRules = fieldRules('geoLocation.lat', [...DEVICE_RULES['geoLocation.lat'], pairRule('long')]);
const longRules = fieldRules('geoLocation.long', [...DEVICE_RULES['geoLocation.long'], pairRule('lat')]);

const PREFIX = '@@react-admin@@';
/** The arguments of a validation error (react-admin stores rule answers as a marked JSON string). */
function errorArgs(message: unknown): Record<string, unknown> {
  if (typeof message !== 'string' || !message.startsWith(PREFIX)) return {};
  try {
    return (JSON.parse(message.slice(PREFIX.length)) as { args?: Record<string, unknown> }).args ?? {};
  } catch {
    return {};
  }
}

/**
 * The WAN MACs: one text field per MAC, add and remove, any delimiter and case accepted and shown
 * in normal form (aa:bb:cc:dd:ee:ff) when the field is left. The list's rules are the domain's; the
 * MAC at fault (invalid, private, repeated, or taken by another device) is marked.
 */
export function MacListInput() {
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput({ source: 'mac', validate: MAC_RULES });
  const macs: string[] = Array.isArray(field.value) && field.value.length > 0 ? field.value : [''];
  const error = fieldState.error?.message;
  const args = errorArgs(error);
  const faultyAt = (mac: string, index: number) =>
    !!error &&
    (args.index === index ||
      (typeof args.value === 'string' && args.value !== '' && normalizeMac(args.value) === normalizeMac(mac)) ||
      (typeof args.mac === 'string' && normalizeMac(args.mac) === normalizeMac(mac)));
  const set = (next: string[]) => field.onChange(next);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }} aria-describedby={`${id}-help`}>
      <Typography component="legend" variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
        <FieldTitle label={`${R}.fields.mac`} source="mac" isRequired={isRequired} />
      </Typography>
      <Stack spacing={1}>
        {macs.map((mac, index) => (
          <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
            <TextField
              size="small"
              value={mac}
              error={faultyAt(mac, index)}
              onChange={(event) => set(macs.map((m, i) => (i === index ? event.target.value : m)))}
              onBlur={() => {
                const normal = parseMac(mac);
                if (normal && normal !== mac) set(macs.map((m, i) => (i === index ? normal : m)));
                field.onBlur();
              }}
              slotProps={{
                htmlInput: {
                  'aria-label': `${translate(`${R}.fields.mac`)} ${index + 1}`,
                  spellCheck: false,
                  autoComplete: 'off',
                  'data-testid': `mac-${index}`,
                },
              }}
              sx={{ flex: 1, maxWidth: 320 }}
            />
            {macs.length > 1 && (
              <IconButton
                aria-label={translate(`${R}.actions.removeMac`, { n: index + 1 })}
                onClick={() => set(macs.filter((_, i) => i !== index))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      <Button size="small" startIcon={<AddIcon />} onClick={() => set([...macs, ''])} sx={{ mt: 1 }}>
        {translate(`${R}.actions.addMac`)}
      </Button>
      <FormHelperText id={`${id}-help`} error={!!error}>
        <InputHelperText error={error} helperText={`${R}.helper.mac`} />
      </FormHelperText>
    </Box>
  );
}

/** The LAN MAC, normalised when left; for FREDERIX types the hint says it is needed. */
function LanMacInput() {
  const type = useWatch({ name: 'deviceType' }) as string | undefined;
  const { setValue, getValues } = useFormContext();
  return (
    <TextInput
      source="lanMac"
      validate={lanMacRules}
      helperText={needsLanMac(type) ? `${R}.helper.lanMacRequired` : `${R}.helper.lanMac`}
      onBlur={() => {
        const normal = parseMac(getValues('lanMac'));
        if (normal && normal !== getValues('lanMac')) setValue('lanMac', normal, { shouldDirty: true });
      }}
      slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
    />
  );
}

const FIRST = { pagination: { page: 1, perPage: 1 } };

/** The device configuration: the customer's configs, or why none can be assigned. */
function ConfigInput() {
  const translate = useTranslate();
  const { total, isPending, error } = useGetList(DEVICE_CONFIGS, FIRST);
  if (!isPending && !error && (total ?? 0) === 0) {
    return (
      <Alert severity="info" sx={{ mb: 2, width: '100%' }} data-testid="no-config">
        {translate('messages.device.noConfig')}
      </Alert>
    );
  }
  return (
    <ReferenceInput source="hotspotDeviceConfig" reference={DEVICE_CONFIGS} sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput
        optionText="name"
        label={`${R}.fields.hotspotDeviceConfig`}
        validate={configRules}
        emptyText={`${R}.values.noConfig`}
      />
    </ReferenceInput>
  );
}

type ConfigRecord = { id: string; name: string; loginTimePeriods?: LoginTimePeriodsValue | null };

/** The login times the device inherits from its configuration: read-only, with a link to it. */
export function InheritedPeriods({ configId }: { configId: string | null | undefined }) {
  const translate = useTranslate();
  const { data: config, error } = useGetOne<ConfigRecord>(
    DEVICE_CONFIGS,
    { id: configId ?? '' },
    { enabled: !!configId },
  );
  const hours = useMemo(
    () => (config?.loginTimePeriods ? weekdayHours(config.loginTimePeriods.weekdays) : null),
    [config],
  );
  if (!configId) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.values.inheritedNoConfig`)}
      </Typography>
    );
  }
  if (error) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.values.configUnavailable`)}
      </Typography>
    );
  }
  if (!config) return null;
  return (
    <Box sx={{ width: '100%' }} data-testid="inherited-periods">
      <Link component={RouterLink} to={resourcePath(DEVICE_CONFIGS, config.id)}>
        {translate(`${R}.values.inherited`, { name: config.name })}
      </Link>
      {hours ? (
        <WeekHoursView hours={hours} specialDates={config.loginTimePeriods?.specialDates ?? []} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${R}.values.alwaysLogin`)}
        </Typography>
      )}
    </Box>
  );
}

type LocationRecord = { id: string; name: string; locationGroups?: { _id: string; name: string }[] | null };

/** The regions of the chosen location, read-only (regions are managed on the region). */
function LocationRegions() {
  const translate = useTranslate();
  const locationId = useWatch({ name: 'locationId' }) as string | null | undefined;
  const { data } = useGetOne<LocationRecord>(LOCATIONS, { id: locationId ?? '' }, { enabled: !!locationId });
  if (!locationId || !data) return null;
  const groups = data.locationGroups ?? [];
  return (
    <Box sx={{ mb: 2 }} data-testid="location-regions">
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(`${R}.fields.locationGroups`)}
      </Typography>
      {groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.values.noRegions`)}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {groups.map((g) => (
            <Chip key={g._id} size="small" label={g.name} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The monitoring alias a name gives (issue 40): the name as the server stores it (trimmed), without
 * control characters, cut to DEVICE_ALIAS_MAX, so that it passes the alias rules (required, text,
 * maxLength) whenever the name is set. The CSV import and enrolment use the name the same way.
 */
export function aliasFromName(name: unknown): string {
  if (typeof name !== 'string') return '';
  // control characters (below U+0020 and DEL) become spaces
  const printable = Array.from(name, (ch) => (ch < ' ' || ch === '\u007f' ? ' ' : ch)).join('');
  return printable.trim().slice(0, DEVICE_ALIAS_MAX).trim();
}

/**
 * The monitoring alias, filled from the name while the user has not typed an alias of their own:
 * it follows the name as long as it is empty or still what the name gave.
 */
function AliasInput() {
  const name = useWatch({ name: 'name' }) as unknown;
  const { getValues, setValue } = useFormContext();
  const given = useRef<string | null>(null);
  useEffect(() => {
    const current = getValues('monitoringConfig.alias') as unknown;
    const fromName = aliasFromName(name);
    if (given.current === null) {
      // First render: an alias equal to the name (or none) keeps following it; another is the user's.
      given.current = blank(current) ? '' : aliasFromName(getValues('name'));
    }
    if ((blank(current) || current === given.current) && current !== fromName) {
      setValue('monitoringConfig.alias', fromName, { shouldDirty: true, shouldValidate: !blank(current) });
    }
    given.current = fromName;
  }, [name, getValues, setValue]);
  return <TextInput source="monitoringConfig.alias" validate={aliasRules} helperText={`${R}.helper.alias`} />;
}

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
      {translate(`${R}.sections.${title}`)}
    </Typography>
  );
}

const TIME_ZONE_CHOICES = timeZones().map((tz) => ({ id: tz, name: tz }));

function InheritedPeriodsOfForm() {
  const configId = useWatch({ name: 'hotspotDeviceConfig' }) as string | null | undefined;
  return <InheritedPeriods configId={configId} />;
}

/** The inputs of a hotspot device, shared by create and edit (rules: DEVICE_RULES + activePeriodErrors, as the server). */
export function DeviceInputs() {
  return (
    <>
      <Section title="general" />
      <TextInput source="name" validate={nameRules} />
      <TextInput source="description" multiline minRows={2} validate={descriptionRules} />
      <SelectInput source="deviceType" choices={DEVICE_TYPE_CHOICES} validate={typeRules} />
      <TextArrayInput source="keywords" validate={keywordRules} helperText={`${R}.helper.keywords`} />

      <Section title="network" />
      <MacListInput />
      <LanMacInput />

      <Section title="activity" />
      <BooleanInput source="active" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <DateTimeInput
          source="activePeriod.start"
          label={`${R}.fields.periodStart`}
          validate={startRules}
          helperText={`${R}.helper.activePeriod`}
        />
        <DateTimeInput
          source="activePeriod.end"
          label={`${R}.fields.periodEnd`}
          validate={endRules}
          helperText={false}
        />
      </Stack>

      <Section title="placement" />
      <ConfigInput />
      <ReferenceInput source="locationId" reference={LOCATIONS} sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput optionText="name" label={`${R}.fields.locationId`} emptyText={`${R}.values.noLocation`} />
      </ReferenceInput>
      <LocationRegions />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <NumberInput
          source="geoLocation.lat"
          label={`${R}.fields.lat`}
          validate={latRules}
          step={0.000001}
          helperText={`${R}.helper.geoLocation`}
        />
        <NumberInput
          source="geoLocation.long"
          label={`${R}.fields.long`}
          validate={longRules}
          step={0.000001}
          helperText={false}
        />
      </Stack>
      <AutocompleteInput
        source="timezone"
        choices={TIME_ZONE_CHOICES}
        translateChoice={false}
        validate={timezoneRules}
        helperText={`${R}.helper.timezone`}
      />

      <Section title="monitoring" />
      <AliasInput />

      <Section title="loginTimePeriods" />
      <InheritedPeriodsOfForm />
    </>
  );
}
