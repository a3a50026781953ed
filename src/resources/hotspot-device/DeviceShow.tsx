import { useMemo } from 'react';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  Labeled,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useGetMany,
  useGetOne,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import ConfirmDeleteButton from '../../components/ConfirmDeleteButton';
import LocaleDateField from '../../components/LocaleDateField';
import RecordNotFound from '../../components/RecordNotFound';
import ShowActions from '../../components/ShowActions';
import { resourcePath } from '../../components/resourcePath';
import WeekHoursView from '../../components/timePeriods/WeekHoursView';
import { CONTROLLER_BLOCKS } from '../../domain/hotspotDevice';
import { weekdayHours } from '../../domain/loginTimePeriods';
import { localeTag } from '../../providers/i18nProvider';
import LiveSessionsPanel from '../../components/liveSessions/LiveSessionsPanel';
import RequireCustomer from '../../shell/RequireCustomer';
import StartPagePreview, { type PreviewTemplate } from '../start-pages/StartPagePreview';
import { useImprintText } from '../start-pages/Templates';
import { DeviceStateChip } from './DeviceList';
import { DEVICE_CONFIGS, LOCATIONS, R, REGIONS, type DeviceRecord } from './deviceRecord';

const BUNDLES = 'start-pages/bundles';
const TEMPLATES = 'start-pages/templates';

const linkTo = (reference: string) => (record: { id: string | number }) => resourcePath(reference, record.id);

function useFormatDate() {
  const [locale = 'de'] = useLocaleState();
  return (value: string | null | undefined) =>
    value
      ? new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))
      : '';
}

function Value({ children, mono = false }: { children: React.ReactNode; mono?: boolean }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', ...(mono ? { fontFamily: 'monospace' } : {}) }}>
      {children}
    </Typography>
  );
}

function Heading({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

function NameHeader() {
  const record = useRecordContext<DeviceRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {record.name}
      </Typography>
      <DeviceStateChip record={record} />
    </Stack>
  );
}

function General() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const record = useRecordContext<DeviceRecord>();
  if (!record) return null;
  const none = translate(`${R}.values.none`);
  const period = record.activePeriod;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, width: '100%' }}>
      <Labeled label={`${R}.fields.deviceType`}>
        <Value>{translate(`${R}.types.${record.deviceType}`)}</Value>
      </Labeled>
      <Labeled label={`${R}.fields.description`}>
        <Value>{record.description || none}</Value>
      </Labeled>
      <Labeled label={`${R}.fields.mac`}>
        <Box>
          {record.mac.map((mac) => (
            <Value key={mac} mono>
              {mac}
            </Value>
          ))}
        </Box>
      </Labeled>
      <Labeled label={`${R}.fields.lanMac`}>
        <Value mono={!!record.lanMac}>{record.lanMac || none}</Value>
      </Labeled>
      <Labeled label={`${R}.fields.activeSetting`}>
        <BooleanField source="activeSetting" />
      </Labeled>
      <Labeled label={`${R}.fields.activePeriod`}>
        <Value>
          {!period
            ? translate(`${R}.values.alwaysActive`)
            : period.end
              ? translate(`${R}.values.period`, { start: formatDate(period.start), end: formatDate(period.end) })
              : translate(`${R}.values.periodOpen`, { start: formatDate(period.start) })}
        </Value>
      </Labeled>
      <Labeled label={`${R}.fields.keywords`}>
        {record.keywords.length === 0 ? (
          <Value>{none}</Value>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {record.keywords.map((k) => (
              <Chip key={k} size="small" label={k} />
            ))}
          </Stack>
        )}
      </Labeled>
      <Labeled label={`${R}.fields.monitoringConfig.alias`}>
        <Value>{record.monitoringConfig?.alias || none}</Value>
      </Labeled>
      <Labeled label={`${R}.fields.timezone`}>
        <Value>{record.timezone || none}</Value>
      </Labeled>
      <Labeled label={`${R}.fields.geoLocation`}>
        <Value>
          {record.geoLocation
            ? translate(`${R}.values.latLong`, {
                lat: String(record.geoLocation.lat),
                long: String(record.geoLocation.long),
              })
            : none}
        </Value>
      </Labeled>
    </Box>
  );
}

function Placement() {
  const translate = useTranslate();
  const record = useRecordContext<DeviceRecord>();
  if (!record) return null;
  const groups = record.locationGroups ?? [];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2, width: '100%' }}>
      <Labeled label={`${R}.fields.hotspotDeviceConfig`}>
        <ReferenceField
          source="hotspotDeviceConfig"
          reference={DEVICE_CONFIGS}
          link={linkTo(DEVICE_CONFIGS)}
          emptyText={translate(`${R}.values.noConfig`)}
        >
          <TextField source="name" />
        </ReferenceField>
      </Labeled>
      <Labeled label={`${R}.fields.locationId`}>
        {record.location ? (
          <Link component={RouterLink} to={resourcePath(LOCATIONS, record.location._id)}>
            {record.location.name}
          </Link>
        ) : (
          <Value>{translate(`${R}.values.noLocation`)}</Value>
        )}
      </Labeled>
      <Labeled label={`${R}.fields.locationGroups`}>
        {groups.length === 0 ? (
          <Value>{translate(`${R}.values.none`)}</Value>
        ) : (
          <Stack spacing={0.5}>
            {groups.map((g) => (
              <Link key={g._id} component={RouterLink} to={resourcePath(REGIONS, g._id)}>
                {g.name}
              </Link>
            ))}
          </Stack>
        )}
      </Labeled>
    </Box>
  );
}

/** The controller settings of the config for this device type (secrets are never read back, so never shown). */
function ControllerSettings() {
  const translate = useTranslate();
  const record = useRecordContext<DeviceRecord>();
  if (!record || !record.hotspotDeviceConfig) return null;
  const settings = record.deviceConfiguration;
  const blocks = CONTROLLER_BLOCKS[record.deviceType] ?? [];
  const C = `${R}.controller`;
  const none = translate(`${R}.values.none`);
  const rows: [string, React.ReactNode][] = [];
  if (settings) {
    if (blocks.includes('api')) rows.push([`${C}.apiUrl`, settings.api?.apiUrl || none]);
    if (blocks.includes('authApi')) {
      rows.push([`${C}.authApiUrl`, settings.authApi?.apiUrl || none]);
      rows.push([`${C}.username`, settings.authApi?.username || none]);
    }
    if (blocks.includes('captivePortal')) {
      const cp = settings.captivePortal;
      rows.push([`${C}.callbackMethod`, cp?.callbackMethod || none]);
      rows.push([`${C}.callbackUrl`, cp?.callbackUrl || none]);
      rows.push([`${C}.redirectUrl`, cp?.redirectUrl || none]);
      rows.push([
        `${C}.secureCallback`,
        cp?.secureCallback == null ? none : translate(cp.secureCallback ? 'ra.boolean.true' : 'ra.boolean.false'),
      ]);
    }
  }
  return (
    <Box component="section" sx={{ width: '100%' }} data-testid="controller-settings">
      <Heading>{translate(`${R}.sections.controller`, { type: translate(`${R}.types.${record.deviceType}`) })}</Heading>
      {rows.length === 0 ? (
        <Value>{translate(`${R}.values.noControllerSettings`)}</Value>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {rows.map(([label, value]) => (
            <Labeled key={label} label={label}>
              <Value>{value}</Value>
            </Labeled>
          ))}
        </Box>
      )}
    </Box>
  );
}

type ConfigRecord = { id: string; name: string; templateBundle?: string | null };

/** The login times: the config's (read-only, with a link to it) or the device's own. */
function LoginTimes({ config }: { config: ConfigRecord | undefined }) {
  const translate = useTranslate();
  const record = useRecordContext<DeviceRecord>();
  const periods = record?.loginTimePeriods;
  const hours = useMemo(() => (periods ? (periods.weekdayHours ?? weekdayHours(periods.weekdays)) : null), [periods]);
  if (!record) return null;
  return (
    <Box component="section" sx={{ width: '100%' }} data-testid="login-times">
      <Heading>{translate(`${R}.sections.loginTimePeriods`)}</Heading>
      {record.loginTimePeriodsInherited !== false ? (
        record.hotspotDeviceConfig && config ? (
          <Link component={RouterLink} to={resourcePath(DEVICE_CONFIGS, config.id)}>
            {translate(`${R}.values.inherited`, { name: config.name })}
          </Link>
        ) : !record.hotspotDeviceConfig ? (
          <Value>{translate(`${R}.values.inheritedNoConfig`)}</Value>
        ) : null
      ) : (
        <Value>{translate(`${R}.values.ownPeriods`)}</Value>
      )}
      {hours ? (
        <WeekHoursView hours={hours} specialDates={periods?.specialDates ?? []} />
      ) : (
        record.hotspotDeviceConfig && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate(`${R}.values.alwaysLogin`)}
          </Typography>
        )
      )}
    </Box>
  );
}

type BundleRecord = { id: string; templates?: string[] | null; imprint?: string | null };

/** The start page of the config's bundle, slot by slot, per language (the start-page preview). */
function BundlePreview({ bundleId }: { bundleId: string }) {
  const [locale = 'de'] = useLocaleState();
  const { data: bundle } = useGetOne<BundleRecord>(BUNDLES, { id: bundleId });
  const ids = bundle?.templates ?? [];
  const { data = [] } = useGetMany(TEMPLATES, { ids }, { enabled: ids.length > 0 });
  const imprint = useImprintText(bundle?.imprint);
  const templates: PreviewTemplate[] = useMemo(
    () =>
      data
        .filter(Boolean)
        .map((t) => ({ slot: t.slot, text: t.text ?? [], cspDirectives: t.cspDirectives ?? [] }))
        .sort((a, b) => a.slot.localeCompare(b.slot)),
    [data],
  );
  if (!bundle) return null;
  return <StartPagePreview templates={templates} imprint={imprint} lang={locale} />;
}

function Preview({ config }: { config: ConfigRecord | undefined }) {
  const translate = useTranslate();
  const record = useRecordContext<DeviceRecord>();
  if (!record) return null;
  return (
    <Box component="section" sx={{ width: '100%' }} data-testid="start-page-preview">
      <Heading>{translate(`${R}.sections.preview`)}</Heading>
      {!record.hotspotDeviceConfig ? (
        <Value>{translate(`${R}.values.noPreview`)}</Value>
      ) : !config ? null : config.templateBundle ? (
        <BundlePreview bundleId={config.templateBundle} />
      ) : (
        <Value>{translate(`${R}.values.noBundle`)}</Value>
      )}
    </Box>
  );
}

/**
 * Users online on the device: the latest monitoring row of the device. Until the device has sent
 * data (no row, or a row without its moment: a new device) the screen says so instead of showing a
 * made-up zero "as of" nothing (issue 40).
 */
function Online() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const record = useRecordContext<DeviceRecord>();
  if (!record) return null;
  const monitoring = record.monitoring;
  return (
    <Box component="section" sx={{ width: '100%' }} data-testid="online">
      <Heading>{translate(`${R}.sections.online`)}</Heading>
      <Value>
        {/* A count without the moment of its data is no data (a new device: 0 and no timestamp). */}
        {monitoring && typeof monitoring.users === 'number' && monitoring.updatedAt
          ? translate(`${R}.values.online`, {
              count: monitoring.users,
              date: formatDate(monitoring.updatedAt),
              smart_count: monitoring.users,
            })
          : translate(`${R}.values.onlineNoData`)}
      </Value>
    </Box>
  );
}

/** The guests' sessions at the device: online now with Disconnect, and the history. */
function DeviceSessions() {
  const record = useRecordContext<DeviceRecord>();
  if (!record) return null;
  return <LiveSessionsPanel filter={{ hotspotDeviceId: String(record.id) }} />;
}

function Details() {
  const record = useRecordContext<DeviceRecord>();
  const { data: config } = useGetOne<ConfigRecord>(
    DEVICE_CONFIGS,
    { id: record?.hotspotDeviceConfig ?? '' },
    { enabled: !!record?.hotspotDeviceConfig },
  );
  return (
    <>
      <LoginTimes config={config} />
      <Preview config={config} />
    </>
  );
}

/** Details of one hotspot device (/hotspot-device/{id}). */
export default function DeviceShow() {
  const resource = useResourceContext() ?? 'hotspot-device';
  return (
    <RequireCustomer>
      <Show
        resource={resource}
        actions={
          <ShowActions>
            <ConfirmDeleteButton />
          </ShowActions>
        }
        error={<RecordNotFound />}
        redirectOnError={false}
      >
        <SimpleShowLayout>
          <NameHeader />
          <General />
          <Placement />
          <ControllerSettings />
          <Online />
          <DeviceSessions />
          <Details />
          <LocaleDateField source="createdAt" />
          <LocaleDateField source="updatedAt" />
        </SimpleShowLayout>
      </Show>
    </RequireCustomer>
  );
}
