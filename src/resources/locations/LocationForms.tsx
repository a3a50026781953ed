/**
 * Create and edit of a location (seed 001 §3 "Location and Region", §5): name, description,
 * external id, address, geo location (empty: estimated by the server from the address), linked
 * hotspots, regions (read only here: managed on the region), opening hours and the DNS content
 * filter's public IPs. Field rules are the domain's LOCATION_RULES, the ones the server applies.
 */
import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  ArrayInput,
  AddItemButton,
  Labeled,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { normalizeIp, LOCATION_RULES } from '../../domain/location';
import { WEEKDAY_FIELDS } from '../../domain/enums';
import { ip as ipRule, invalid, type Invalid, type Validator } from '../../domain/validation';
import { fieldRules } from '../../components/fieldRules';
import OpeningHoursInput from '../../components/timePeriods/OpeningHoursInput';
import { toOpeningHoursInput } from '../../components/timePeriods/values';
import { fieldLabelKey } from '../../providers/fieldLabel';
import LinkedHotspotsInput from './LinkedHotspots';
import { TabCreate, TabEdit, emptyToNull, resourceOfTab } from './parts';

const TAB = 'location';
const RESOURCE = resourceOfTab(TAB);
const L = 'resources.locations';

const R = (source: keyof typeof LOCATION_RULES) => fieldRules(source, LOCATION_RULES[source]);
const rules = {
  name: R('name'),
  description: R('description'),
  externalId: R('externalId'),
  street: R('address.street'),
  zip: R('address.zip'),
  city: R('address.city'),
  state: R('address.state'),
  country: R('address.country'),
};

const isSet = (v: unknown) => v !== null && v !== undefined && v !== '';
/** Latitude and longitude go together: one without the other names the missing one. */
function pairRule(other: 'lat' | 'long', own: 'lat' | 'long'): Validator[] {
  const base = fieldRules(`geoLocation.${own}`, LOCATION_RULES[`geoLocation.${own}`]);
  const pair: Validator = (value, values) => {
    const geo = (values as { geoLocation?: Record<string, unknown> } | undefined)?.geoLocation;
    return !isSet(value) && isSet(geo?.[other])
      ? { ...invalid('required'), args: { fieldLabel: fieldLabelKey(own) } }
      : undefined;
  };
  return [...base, pair];
}
const latRules = pairRule('long', 'lat');
const longRules = pairRule('lat', 'long');

type IpItem = { ip?: string | null };
const ipsOf = (items: unknown): string[] =>
  Array.isArray(items) ? items.map((i: IpItem) => (typeof i?.ip === 'string' ? i.ip.trim() : '')) : [];

const ipLabel = fieldLabelKey('dnsFilterConfig.ips');
/** The whole list: at most DNS_IPS_MAX, each an IP, no IP twice (IPv6 in normal form). */
const ipListRules: Validator[] = [
  (items) => {
    const ips = ipsOf(items).filter(Boolean);
    for (const rule of LOCATION_RULES['dnsFilterConfig.ips']) {
      const found = rule(ips, {});
      if (found) return { message: found.message, args: { ...found.args, fieldLabel: ipLabel } };
    }
    return undefined;
  },
];
/** One entry: required, an IPv4/IPv6 address, not an earlier entry again. */
const ipItemRules: Validator[] = [
  Object.assign(
    (value: unknown, values: unknown, props?: { source?: string; finalSource?: string }): Invalid | undefined => {
      const named = (found: Invalid | undefined) =>
        found && { message: found.message, args: { ...found.args, fieldLabel: fieldLabelKey('ip') } };
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) return named(invalid('required'));
      const bad = ipRule(text, {});
      if (bad) return named(bad);
      const index = Number(/\.(\d+)\.ip$/.exec(props?.finalSource ?? props?.source ?? '')?.[1] ?? -1);
      const all = ipsOf((values as { dnsFilterConfig?: { ips?: unknown } })?.dnsFilterConfig?.ips);
      const key = normalizeIp(text);
      if (index > 0 && all.slice(0, index).some((x) => x && normalizeIp(x) === key)) return named(invalid('unique'));
      return undefined;
    },
    { isRequired: true },
  ) as Validator,
];

/** The regions of the location: read only, they are managed on the region. */
function RegionsReadOnly() {
  const translate = useTranslate();
  const record = useRecordContext();
  const groups = (record?.locationGroups ?? []) as { _id: string; name: string }[];
  if (!record?.id) return null;
  return (
    <Labeled label={`resources.${RESOURCE}.fields.locationGroups`} fullWidth>
      <Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {groups.length === 0 ? (
            <Typography color="text.secondary">{translate(`${L}.values.none`)}</Typography>
          ) : (
            groups.map((g) => <Chip key={g._id} label={g.name} size="small" />)
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {translate(`${L}.regionsHelp`)}
        </Typography>
      </Box>
    </Labeled>
  );
}

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
      {translate(`${L}.sections.${title}`)}
    </Typography>
  );
};

const half = { flex: '1 1 220px' } as const;

function LocationInputs() {
  return (
    <>
      <TextInput source="name" validate={rules.name} fullWidth />
      <TextInput source="description" validate={rules.description} fullWidth multiline />
      <TextInput source="externalId" validate={rules.externalId} sx={{ maxWidth: 360 }} fullWidth />

      <Section title="address" />
      <TextInput
        source="address.street"
        label={`resources.${RESOURCE}.fields.street`}
        validate={rules.street}
        fullWidth
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <TextInput
          source="address.zip"
          label={`resources.${RESOURCE}.fields.zip`}
          validate={rules.zip}
          sx={{ flex: '0 1 140px' }}
        />
        <TextInput source="address.city" label={`resources.${RESOURCE}.fields.city`} validate={rules.city} sx={half} />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <TextInput
          source="address.state"
          label={`resources.${RESOURCE}.fields.state`}
          validate={rules.state}
          sx={half}
        />
        <TextInput
          source="address.country"
          label={`resources.${RESOURCE}.fields.country`}
          validate={rules.country}
          sx={half}
        />
      </Stack>

      <Section title="geo" />
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <NumberInput
          source="geoLocation.lat"
          label={`resources.${RESOURCE}.fields.lat`}
          validate={latRules}
          step={0.000001}
          sx={half}
        />
        <NumberInput
          source="geoLocation.long"
          label={`resources.${RESOURCE}.fields.long`}
          validate={longRules}
          step={0.000001}
          sx={half}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ mt: -1, mb: 1 }}>
        <GeoHelp />
      </Typography>

      <Section title="devices" />
      <LinkedHotspotsInput />
      <RegionsReadOnly />

      <OpeningHoursInput source="openingHours" />

      <Section title="dnsFilter" />
      <ArrayInput
        source="dnsFilterConfig.ips"
        label={`resources.${RESOURCE}.fields.ips`}
        helperText={`${L}.dns.help`}
        validate={ipListRules}
      >
        <SimpleFormIterator inline disableReordering addButton={<AddItemButton label={`${L}.dns.add`} />}>
          <TextInput source="ip" label={`${L}.dns.ip`} validate={ipItemRules} sx={{ minWidth: 320 }} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

function GeoHelp() {
  return <>{useTranslate()(`${L}.geo.help`)}</>;
}

const ADDRESS_KEYS = ['street', 'zip', 'city', 'state', 'country'] as const;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() || null : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Opening hours without any time or date are "not set". */
function openingHoursToSend(value: unknown) {
  const input = toOpeningHoursInput(value);
  if (!input) return null;
  const empty = WEEKDAY_FIELDS.every((d) => input.weekdays[d].length === 0) && input.specialDates.length === 0;
  return empty ? null : input;
}

/** The location's record as form values: IPs as list entries. */
const toValues = (record: RaRecord): RaRecord => ({
  ...record,
  dnsFilterConfig: { ips: (record.dnsFilterConfig?.ips ?? []).map((ip: string) => ({ ip })) },
});

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The form values as the create/update input; unchanged IPs are not sent again. */
const transform = (data: RaRecord, options?: { previousData?: RaRecord }) => {
  const lat = num(data.geoLocation?.lat);
  const long = num(data.geoLocation?.long);
  const ips = ipsOf(data.dnsFilterConfig?.ips).filter(Boolean);
  const before: string[] | undefined = options?.previousData?.dnsFilterConfig?.ips;
  const out: RaRecord = {
    ...data,
    name: typeof data.name === 'string' ? data.name.trim() : data.name,
    description: str(data.description),
    externalId: str(data.externalId),
    address: emptyToNull(ADDRESS_KEYS.reduce((a, k) => ({ ...a, [k]: data.address?.[k] }), {})),
    geoLocation: lat !== null && long !== null ? { lat, long } : null,
    hotspotDeviceIds: Array.isArray(data.hotspotDeviceIds) ? data.hotspotDeviceIds.map(String) : [],
    openingHours: openingHoursToSend(data.openingHours),
    dnsFilterConfig: { ips },
  };
  const previous = options?.previousData;
  if (previous) {
    // Records carry __typename: compare the values, so an unchanged (e.g. estimated) position or
    // address is not sent again as if entered.
    if (before && sameList(before, ips)) delete out.dnsFilterConfig;
    const was = previous.geoLocation;
    if (was ? out.geoLocation?.lat === was.lat && out.geoLocation?.long === was.long : out.geoLocation === null)
      delete out.geoLocation;
    const wasAddress = emptyToNull({ ...ADDRESS_KEYS.reduce((a, k) => ({ ...a, [k]: previous.address?.[k] }), {}) });
    if (JSON.stringify(wasAddress) === JSON.stringify(out.address)) delete out.address;
  }
  return out;
};

const DEFAULTS = {
  name: '',
  description: '',
  externalId: '',
  address: { street: '', zip: '', city: '', state: '', country: '' },
  hotspotDeviceIds: [],
  openingHours: null,
  dnsFilterConfig: { ips: [] },
};

export function LocationCreate() {
  return (
    <TabCreate tab={TAB} defaults={DEFAULTS} transform={transform}>
      <LocationInputs />
    </TabCreate>
  );
}

export function LocationEdit() {
  return (
    <TabEdit tab={TAB} toValues={toValues} transform={transform}>
      <LocationInputs />
    </TabEdit>
  );
}
