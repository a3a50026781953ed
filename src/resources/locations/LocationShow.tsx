/**
 * Details of a location: every field, the linked hotspots by name, its regions, the opening hours as
 * a week view and the DNS content filter (its IPs, and the integration's failures under the
 * catalogue's problem title).
 */
import { Alert, AlertTitle, Box, Chip, Stack, Typography } from '@mui/material';
import {
  Labeled,
  Link,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import LocaleDateField from '../../components/LocaleDateField';
import WeekHoursView from '../../components/timePeriods/WeekHoursView';
import { openingHoursOf } from '../../components/timePeriods/values';
import { resourcePath } from '../../components/resourcePath';
import { useDeviceNames } from './LinkedHotspots';
import { TabShow, resourceOfTab } from './parts';

const TAB = 'location';
const RESOURCE = resourceOfTab(TAB);
const L = 'resources.locations';

function AddressField() {
  const translate = useTranslate();
  const a = useRecordContext()?.address;
  const lines = a
    ? [a.street, [a.zip, a.city].filter(Boolean).join(' '), [a.state, a.country].filter(Boolean).join(', ')].filter(
        Boolean,
      )
    : [];
  return (
    <Labeled label={`resources.${RESOURCE}.fields.address`}>
      <Typography component="address" sx={{ fontStyle: 'normal' }}>
        {lines.length === 0
          ? translate(`${L}.values.none`)
          : lines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
      </Typography>
    </Labeled>
  );
}

function GeoField() {
  const translate = useTranslate();
  const record = useRecordContext();
  const geo = record?.geoLocation as { lat: number; long: number } | null | undefined;
  return (
    <Labeled label={`resources.${RESOURCE}.fields.geoLocation`}>
      <Typography>
        {geo ? `${geo.lat.toFixed(6)}, ${geo.long.toFixed(6)}` : translate(`${L}.values.none`)}
        {geo && record?.geoEstimated === true && (
          <Typography component="span" color="text.secondary">
            {` (${translate(`${L}.geo.estimated`)})`}
          </Typography>
        )}
      </Typography>
    </Labeled>
  );
}

function DevicesField() {
  const translate = useTranslate();
  const record = useRecordContext();
  const ids: Identifier[] = record?.hotspotDeviceIds ?? [];
  const { shown, more } = useDeviceNames(ids);
  return (
    <Labeled label={`resources.${RESOURCE}.fields.hotspotDeviceIds`}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {ids.length === 0 && <Typography color="text.secondary">{translate(`${L}.hotspots.none`)}</Typography>}
        {shown.map((d) => (
          <Chip key={d.id} clickable component={Link} to={resourcePath('hotspot-device', d.id)} label={d.name} />
        ))}
        {more > 0 && <Chip variant="outlined" label={translate(`${L}.values.more`, { smart_count: more })} />}
      </Stack>
    </Labeled>
  );
}

function RegionsField() {
  const translate = useTranslate();
  const groups = (useRecordContext()?.locationGroups ?? []) as { _id: string; name: string }[];
  return (
    <Labeled label={`resources.${RESOURCE}.fields.locationGroups`}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {groups.length === 0 && <Typography color="text.secondary">{translate(`${L}.values.none`)}</Typography>}
        {groups.map((g) => (
          <Chip
            key={g._id}
            clickable
            component={Link}
            to={resourcePath(resourceOfTab('group'), g._id)}
            label={g.name}
          />
        ))}
      </Stack>
    </Labeled>
  );
}

function OpeningHoursField() {
  const translate = useTranslate();
  const value = useRecordContext()?.openingHours;
  if (!value) {
    return (
      <Labeled label={`resources.${RESOURCE}.fields.openingHours`}>
        <Typography color="text.secondary">{translate(`${L}.values.none`)}</Typography>
      </Labeled>
    );
  }
  const hours = openingHoursOf(value);
  return (
    <Box sx={{ width: '100%' }}>
      <WeekHoursView
        hours={hours.weekdays}
        specialDates={hours.specialDates}
        kind="opening"
        title={translate(`${L}.sections.openingHours`)}
      />
    </Box>
  );
}

type Failure = { error: string; message?: string | null };

function DnsFilterField() {
  const translate = useTranslate();
  const config = useRecordContext()?.dnsFilterConfig as
    { ips: string[]; networkId?: number | null; failures: Failure[] } | null | undefined;
  const ips = config?.ips ?? [];
  const failures = config?.failures ?? [];
  return (
    <Box sx={{ width: '100%' }}>
      <Labeled label={`resources.${RESOURCE}.fields.ips`}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {ips.length === 0 && <Typography color="text.secondary">{translate(`${L}.values.none`)}</Typography>}
          {ips.map((ip) => (
            <Chip key={ip} label={ip} size="small" sx={{ fontFamily: 'monospace' }} />
          ))}
        </Stack>
      </Labeled>
      {config?.networkId != null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`${translate(`${L}.dns.networkId`)}: ${config.networkId}`}
        </Typography>
      )}
      {failures.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <AlertTitle>{translate('messages.location.contentFilterProblem')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {failures.map((f, i) => (
              <li key={`${f.error}-${i}`}>
                {translate(`messages.dnsFilter.${f.error}`, { _: f.error })}
                {f.message ? ` (${f.message})` : ''}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}

export default function LocationShow() {
  return (
    <TabShow tab={TAB}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="description" emptyText="–" />
        <TextField source="externalId" emptyText="–" />
        <AddressField />
        <GeoField />
        <DevicesField />
        <RegionsField />
        <OpeningHoursField />
        <DnsFilterField />
        <LocaleDateField source="updatedAt" />
      </SimpleShowLayout>
    </TabShow>
  );
}
