import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Chip, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Button,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ListViews } from '../../components/ListViews';
import EmptyState from '../../components/EmptyState';
import ExportButton, { enumColumn, type ExportColumnChoice } from '../../components/ExportButton';
import { NoResults, useSearchFilter } from '../../components/listParts';
import { RecordLink } from '../../components/listRows';
import { resourcePath } from '../../components/resourcePath';
import { DEVICE_TYPES, SEARCH_DEBOUNCE_MS } from '../../domain';
import { localeTag } from '../../providers/i18nProvider';
import RequireCustomer from '../../shell/RequireCustomer';
import {
  DEVICE_CONFIGS,
  DEVICE_TYPE_CHOICES,
  deviceState,
  LOCATIONS,
  R,
  type DeviceRecord,
  type DeviceState,
} from './deviceRecord';

/** Below lg (1024 px with the drawer) the location and MAC columns give way. */
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };
const RESOURCE = 'hotspot-device';

function useFilters() {
  return [
    useSearchFilter(),
    <NullableBooleanInput
      key="active"
      source="active"
      trueLabel={`${R}.filters.activeOnly`}
      falseLabel={`${R}.filters.inactiveOnly`}
    />,
    <SelectInput key="type" source="type" label={`${R}.fields.type`} choices={DEVICE_TYPE_CHOICES} />,
    <ReferenceInput
      key="hotspotDeviceConfig"
      source="hotspotDeviceConfig"
      reference={DEVICE_CONFIGS}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <SelectInput optionText="name" label={`${R}.fields.hotspotDeviceConfig`} />
    </ReferenceInput>,
    <ReferenceInput key="locationId" source="locationId" reference={LOCATIONS} sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput optionText="name" label={`${R}.fields.locationId`} />
    </ReferenceInput>,
  ];
}

/** The columns of the export (docs/exports.md), headed by the list's labels; the type in words. */
const EXPORT_COLUMNS: readonly ExportColumnChoice[] = [
  'name',
  'description',
  enumColumn('deviceType', DEVICE_TYPES, (v) => `${R}.types.${v}`),
  'active',
  'activeSetting',
  'periodStart',
  'periodEnd',
  'lanMac',
  'mac',
  'keywords',
  'lat',
  'long',
  'timezone',
  'createdAt',
  'updatedAt',
];

/** The list toolbar: filters (with saved queries), columns, export, import and create (both need create rights). */
function DeviceListActions({ canCreate }: { canCreate: boolean }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <FilterButton />
      <ListViews />
      <ExportButton columns={EXPORT_COLUMNS} />
      {canCreate && (
        <Button component={RouterLink} to={resourcePath(`${RESOURCE}/import`)} label={`${R}.actions.import`}>
          <UploadFileIcon />
        </Button>
      )}
      {canCreate && <CreateButton label={`${R}.actions.create`} to={resourcePath(RESOURCE, undefined, 'create')} />}
    </TopToolbar>
  );
}

const formatDate = (value: string | null | undefined, locale: string) =>
  value
    ? new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))
    : '';

/** The effective state: active, or why not (switched off, period ended, not yet started). */
export function DeviceStateChip({ record }: { record: DeviceRecord }) {
  const translate = useTranslate();
  const [locale = 'de'] = useLocaleState();
  const state: DeviceState = deviceState(record);
  const label = translate(`${R}.state.${state}`);
  const reason =
    state === 'expired'
      ? translate(`${R}.state.expiredSince`, { date: formatDate(record.activePeriod?.end, locale) })
      : state === 'notYet'
        ? translate(`${R}.state.notYetUntil`, { date: formatDate(record.activePeriod?.start, locale) })
        : '';
  const chip = (
    <Chip
      size="small"
      label={label}
      color={state === 'active' ? 'success' : state === 'switchedOff' ? 'default' : 'warning'}
      variant={state === 'active' ? 'outlined' : 'filled'}
      data-testid={`state-${record.id}`}
      data-state={state}
    />
  );
  return reason ? (
    <Tooltip title={reason}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}

function Macs({ record }: { record: DeviceRecord }) {
  const macs = record.mac ?? [];
  return (
    <Stack spacing={0}>
      {macs.slice(0, 2).map((mac) => (
        <Typography key={mac} variant="body2" sx={{ fontFamily: 'monospace' }}>
          {mac}
        </Typography>
      ))}
      {macs.length > 2 && (
        <Typography variant="caption" color="text.secondary">
          +{macs.length - 2}
        </Typography>
      )}
    </Stack>
  );
}

const linkToConfig = (record: { id: string | number }) => resourcePath(DEVICE_CONFIGS, record.id);

/** The hotspot devices of the active customer: search, filters, sortable columns, the state with its reason. */
export default function DeviceList() {
  const resource = useResourceContext() ?? RESOURCE;
  const translate = useTranslate();
  const filters = useFilters();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({ resource, action: 'create' });
  const show = (id: string | number) => resourcePath(resource, id);
  const type = (record: DeviceRecord) => translate(`${R}.types.${record.deviceType}`);
  return (
    <RequireCustomer>
      <List
        resource={resource}
        title={`${R}.page.list`}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        filters={filters}
        actions={<DeviceListActions canCreate={canCreate} />}
        empty={
          <EmptyState canCreate={canCreate}>
            <Typography color="text.secondary">{translate('messages.askAdministrator')}</Typography>
          </EmptyState>
        }
        exporter={false}
        debounce={SEARCH_DEBOUNCE_MS}
      >
        {isPhone ? (
          <SimpleList<DeviceRecord>
            primaryText={(record) => record.name}
            secondaryText={(record) => `${type(record)} · ${(record.mac ?? [])[0] ?? ''}`}
            tertiaryText={(record) => translate(`${R}.state.${deviceState(record)}`)}
            rowClick={(id) => show(id)}
            empty={<NoResults />}
          />
        ) : (
          <DataTable<DeviceRecord> rowClick={(id) => show(id)} bulkActionButtons={false} empty={<NoResults />}>
            <DataTable.Col source="name" sx={{ overflowWrap: 'anywhere' }}>
              <RecordLink source="name" to={show} />
            </DataTable.Col>
            <DataTable.Col source="deviceType" render={(record) => type(record as DeviceRecord)} />
            <DataTable.Col
              source="mac"
              disableSort
              sx={FROM_LG}
              render={(record) => <Macs record={record as DeviceRecord} />}
            />
            <DataTable.Col source="hotspotDeviceConfig" disableSort>
              <ReferenceField
                source="hotspotDeviceConfig"
                reference={DEVICE_CONFIGS}
                link={linkToConfig}
                emptyText={translate(`${R}.values.none`)}
              >
                <TextField source="name" />
              </ReferenceField>
            </DataTable.Col>
            <DataTable.Col
              source="locationId"
              disableSort
              sx={FROM_LG}
              render={(record) => (record as DeviceRecord).location?.name ?? translate(`${R}.values.none`)}
            />
            <DataTable.Col source="active" render={(record) => <DeviceStateChip record={record as DeviceRecord} />} />
          </DataTable>
        )}
      </List>
    </RequireCustomer>
  );
}
