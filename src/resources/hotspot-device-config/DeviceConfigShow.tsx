import { useId, useMemo, useState } from 'react';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Button, Chip, FormHelperText, Link, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  DataTable,
  Labeled,
  ListBase,
  Pagination,
  Show,
  SimpleShowLayout,
  TextField,
  useGetList,
  useGetMany,
  useGetOne,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import ConfirmDeleteButton from '../../components/ConfirmDeleteButton';
import LocaleDateField from '../../components/LocaleDateField';
import RecordNotFound from '../../components/RecordNotFound';
import ShowActions from '../../components/ShowActions';
import { resourcePath } from '../../components/resourcePath';
import { RecordLink } from '../../components/listRows';
import WeekHoursView from '../../components/timePeriods/WeekHoursView';
import { guestDeviceUrl } from '../../domain/guest';
import { CONTROLLER_BLOCKS } from '../../domain/hotspotDevice';
import { weekdayHours } from '../../domain/loginTimePeriods';
import RequireCustomer from '../../shell/RequireCustomer';
import StartPagePreview, { type PreviewTemplate } from '../start-pages/StartPagePreview';
import { useImprintText } from '../start-pages/Templates';
import { DEVICES_PER_PAGE } from './api';
import {
  BUNDLES,
  DEVICES,
  LOGIN_TEMPLATES,
  R,
  RESOURCE,
  TEMPLATES,
  type ControllerSettings,
  type DeviceConfigRecord,
} from './deviceConfigRecord';

function NameHeader() {
  const record = useRecordContext<DeviceConfigRecord>();
  if (!record) return null;
  return (
    <Typography variant="h5" component="h2">
      {record.name}
    </Typography>
  );
}

function Keywords() {
  const translate = useTranslate();
  const record = useRecordContext<DeviceConfigRecord>();
  const keywords = record?.keywords ?? [];
  return (
    <Labeled label={`${R}.fields.keywords`}>
      {keywords.length === 0 ? (
        <Typography variant="body2">{translate(`${R}.values.none`)}</Typography>
      ) : (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {keywords.map((k) => (
            <Chip key={k} label={k} size="small" />
          ))}
        </Stack>
      )}
    </Labeled>
  );
}

/** The login templates in their order, as links to their details. */
function LoginTemplates() {
  const translate = useTranslate();
  const record = useRecordContext<DeviceConfigRecord>();
  const ids = record?.hotspotLoginTemplates ?? [];
  const { data = [] } = useGetMany(LOGIN_TEMPLATES, { ids }, { enabled: ids.length > 0 });
  const byId = new Map(data.filter(Boolean).map((t) => [String(t.id), t as RaRecord]));
  return (
    <Labeled label={`${R}.fields.hotspotLoginTemplates`}>
      {ids.length === 0 ? (
        <Typography variant="body2">{translate(`${R}.values.none`)}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {ids.map((id) => (
            <Typography component="li" variant="body2" key={id}>
              <Link component={RouterLink} to={resourcePath(LOGIN_TEMPLATES, id)}>
                {(byId.get(id)?.name as string | undefined) ?? translate(`${R}.values.unknownLoginTemplate`, { id })}
              </Link>
            </Typography>
          ))}
        </Box>
      )}
    </Labeled>
  );
}

/** The bundle, slot by slot, per language. */
function BundlePreview({ bundle }: { bundle: RaRecord }) {
  const [locale = 'de'] = useLocaleState();
  const ids = (bundle.templates ?? []) as string[];
  const { data = [] } = useGetMany(TEMPLATES, { ids }, { enabled: ids.length > 0 });
  const imprint = useImprintText(bundle.imprint);
  const templates: PreviewTemplate[] = useMemo(
    () =>
      data
        .filter(Boolean)
        .map((t) => ({ slot: t.slot, text: t.text ?? [], cspDirectives: t.cspDirectives ?? [] }))
        .sort((a, b) => a.slot.localeCompare(b.slot)),
    [data],
  );
  return <StartPagePreview templates={templates} imprint={imprint} lang={locale} />;
}

/** The custom start page: its bundle as a link and the preview on demand. */
function StartPage() {
  const translate = useTranslate();
  const record = useRecordContext<DeviceConfigRecord>();
  const [open, setOpen] = useState(false);
  const id = record?.templateBundle ?? null;
  const { data: bundle } = useGetOne(BUNDLES, { id: id ?? '' }, { enabled: !!id });
  return (
    <Labeled label={`${R}.fields.templateBundle`} fullWidth>
      {!id ? (
        <Typography variant="body2">{translate(`${R}.values.noCustomStartPage`)}</Typography>
      ) : (
        <Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Link component={RouterLink} to={resourcePath(BUNDLES, id)}>
              {(bundle?.description as string | undefined) || id}
            </Link>
            {bundle && (
              <Button
                size="small"
                startIcon={open ? <VisibilityOffIcon /> : <VisibilityIcon />}
                aria-expanded={open}
                onClick={() => setOpen((o) => !o)}
              >
                {translate(`${R}.actions.${open ? 'closePreview' : 'preview'}`)}
              </Button>
            )}
          </Stack>
          {open && bundle && (
            <Box sx={{ mt: 1 }}>
              <BundlePreview bundle={bundle} />
            </Box>
          )}
        </Box>
      )}
    </Labeled>
  );
}

/** The guest page of one device in preview mode (the page as guests see it; no login is recorded). */
export function guestPreviewUrl(origin: string, deviceId: string): string {
  const url = new URL(guestDeviceUrl(origin, deviceId));
  url.searchParams.set('preview', '1');
  return url.toString();
}

const ONE_DEVICE = { page: 1, perPage: 1 };
/** Active devices first: an inactive device refuses every login. */
const ACTIVE_FIRST = { field: 'active', order: 'DESC' } as const;

/** "Try as a guest": opens the guest page of one of the config's devices in preview mode, in a new tab. */
function TryAsGuest() {
  const translate = useTranslate();
  const record = useRecordContext<DeviceConfigRecord>();
  const helperId = useId();
  const { data, isPending, error } = useGetList(
    DEVICES,
    { filter: { hotspotDeviceConfig: record?.id }, sort: ACTIVE_FIRST, pagination: ONE_DEVICE },
    { enabled: !!record },
  );
  if (!record) return null;
  const device = data?.[0];
  const helper = device
    ? translate(`${R}.helper.tryAsGuest`, { device: (device.name as string | undefined) || device.id })
    : error
      ? translate(`${R}.helper.tryAsGuestNoDevices`)
      : isPending
        ? ''
        : translate(`${R}.helper.tryAsGuestNoDevice`);
  const label = translate(`${R}.actions.tryAsGuest`);
  return (
    <Box component="section" sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h3">
        {translate(`${R}.sections.guestPage`)}
      </Typography>
      {device ? (
        <Button
          variant="outlined"
          href={guestPreviewUrl(window.location.origin, String(device.id))}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNewIcon />}
          aria-describedby={helperId}
          sx={{ mt: 0.5 }}
        >
          {label}
        </Button>
      ) : (
        <Button variant="outlined" disabled endIcon={<OpenInNewIcon />} aria-describedby={helperId} sx={{ mt: 0.5 }}>
          {label}
        </Button>
      )}
      <FormHelperText id={helperId} sx={{ maxWidth: '60ch' }}>
        {helper}
      </FormHelperText>
    </Box>
  );
}

/** One controller setting value; write-only ones never show. */
function Value({ label, children }: { label: string; children: string | null | undefined }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children || translate(`${R}.values.none`)}
      </Typography>
    </Box>
  );
}

function SettingsOfType({ settings }: { settings: ControllerSettings }) {
  const translate = useTranslate();
  const blocks = CONTROLLER_BLOCKS[settings.deviceType] ?? [];
  const F = `${R}.fields`;
  const hidden = translate(`${R}.values.secretHidden`);
  const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, mb: 1 };
  const { api, authApi, captivePortal: cp } = settings;
  return (
    <Box
      role="group"
      aria-label={translate(`resources.hotspot-device.types.${settings.deviceType}`)}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Chip label={translate(`resources.hotspot-device.types.${settings.deviceType}`)} sx={{ mb: 1 }} />
      {blocks.includes('api') && (
        <Box sx={grid}>
          <Value label={`${F}.api.apiUrl`}>{api?.apiUrl}</Value>
        </Box>
      )}
      {blocks.includes('authApi') && (
        <Box sx={grid}>
          <Value label={`${F}.authApi.apiUrl`}>{authApi?.apiUrl}</Value>
          <Value label={`${F}.authApi.username`}>{authApi?.username}</Value>
          <Value label={`${F}.authApi.password`}>{hidden}</Value>
        </Box>
      )}
      {blocks.includes('captivePortal') && (
        <Box sx={grid}>
          <Value label={`${F}.captivePortal.callbackMethod`}>{cp?.callbackMethod}</Value>
          <Value label={`${F}.captivePortal.callbackUrl`}>{cp?.callbackUrl}</Value>
          <Value label={`${F}.captivePortal.redirectUrl`}>{cp?.redirectUrl}</Value>
          <Value label={`${F}.captivePortal.secureCallback`}>
            {cp?.secureCallback == null ? null : translate(`${R}.values.${cp.secureCallback ? 'yes' : 'no'}`)}
          </Value>
        </Box>
      )}
      {blocks.includes('cipher') && (
        <Box sx={grid}>
          <Value label={`${F}.cipher.secret`}>{hidden}</Value>
        </Box>
      )}
    </Box>
  );
}

function DeviceSettings() {
  const translate = useTranslate();
  const record = useRecordContext<DeviceConfigRecord>();
  const settings = record?.deviceSettings ?? [];
  return (
    <Labeled label={`${R}.fields.deviceSettings`} fullWidth>
      {settings.length === 0 ? (
        <Typography variant="body2">{translate(`${R}.values.none`)}</Typography>
      ) : (
        <Stack spacing={1}>
          {settings.map((s) => (
            <SettingsOfType key={s.deviceType} settings={s} />
          ))}
        </Stack>
      )}
    </Labeled>
  );
}

function LoginTimes() {
  const translate = useTranslate();
  const record = useRecordContext<DeviceConfigRecord>();
  const periods = record?.loginTimePeriods;
  return (
    <Labeled label={`${R}.fields.loginTimePeriods`} fullWidth>
      {!periods ? (
        <Typography variant="body2">{translate(`${R}.values.noLoginTimePeriods`)}</Typography>
      ) : (
        <WeekHoursView
          hours={periods.weekdayHours ?? weekdayHours(periods.weekdays)}
          specialDates={periods.specialDates}
          kind="login"
        />
      )}
    </Labeled>
  );
}

/** The devices using the config, paged, as links. */
function Devices() {
  const translate = useTranslate();
  const record = useRecordContext<DeviceConfigRecord>();
  if (!record) return null;
  const D = `resources.${DEVICES}`;
  return (
    <Box component="section" sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h3">
        {translate(`${R}.sections.devices`)}
      </Typography>
      <ListBase
        resource={DEVICES}
        filter={{ hotspotDeviceConfig: record.id }}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={DEVICES_PER_PAGE}
        disableSyncWithLocation
      >
        <DataTable
          rowClick={(id) => resourcePath(DEVICES, id)}
          bulkActionButtons={false}
          empty={
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              {translate(`${R}.empty.devices`)}
            </Typography>
          }
        >
          <DataTable.Col source="name" label={`${D}.fields.name`}>
            <RecordLink source="name" to={(id) => resourcePath(DEVICES, id)} />
          </DataTable.Col>
          <DataTable.Col
            source="deviceType"
            label={`${D}.fields.deviceType`}
            render={(d: RaRecord) => translate(`${D}.types.${d.deviceType}`)}
          />
          <DataTable.Col source="active" label={`${D}.fields.active`} field={BooleanField} />
        </DataTable>
        <Pagination rowsPerPageOptions={[DEVICES_PER_PAGE]} />
      </ListBase>
    </Box>
  );
}

/** The guest network (issue 40): its name and, for a closed network, the password printed on cards. */
function GuestNetwork() {
  const translate = useTranslate();
  const record = useRecordContext<DeviceConfigRecord>();
  return (
    <Labeled label={`${R}.sections.guestNetwork`} fullWidth>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
        <Value label={`${R}.fields.ssid`}>{record?.ssid || translate(`${R}.values.noSsid`)}</Value>
        <Value label={`${R}.fields.wifiPassphrase`}>
          {record?.wifiPassphrase || translate(`${R}.values.openNetwork`)}
        </Value>
      </Box>
    </Labeled>
  );
}

/** Details of one device configuration (/hotspot-device-config/{id}). */
export default function DeviceConfigShow() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? RESOURCE;
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
          <TextField source="description" emptyText={translate(`${R}.values.none`)} />
          <Labeled source="active">
            <BooleanField source="active" />
          </Labeled>
          <Keywords />
          <GuestNetwork />
          <LoginTemplates />
          <StartPage />
          <TryAsGuest />
          <DeviceSettings />
          <LoginTimes />
          <Devices />
          <LocaleDateField source="createdAt" />
          <LocaleDateField source="updatedAt" />
        </SimpleShowLayout>
      </Show>
    </RequireCustomer>
  );
}
