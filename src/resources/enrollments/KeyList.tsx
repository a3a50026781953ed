import { useState, type MouseEvent } from 'react';
import { Box, Chip, IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import ListAltIcon from '@mui/icons-material/ListAlt';
import {
  Button,
  Confirm,
  CreateButton,
  DataTable,
  Link,
  List,
  Navigate,
  NumberField,
  SimpleList,
  TextField,
  TopToolbar,
  useDelete,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import EmptyState from '../../components/EmptyState';
import ScrollRegion from '../../components/ScrollRegion';
import LocaleDateField from '../../components/LocaleDateField';
import { NoResults, useSearchFilter } from '../../components/listParts';
import { resourcePath } from '../../components/resourcePath';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import { useNotifyError } from '../../shell/useNotifyError';
import { AreaScreen, KEYS, KeyValue, LOGS, R, isExpired, useEnrollmentAccess } from './parts';
import type { EnrollmentKeyRecord } from './records';

/** Below lg (1024 px with the drawer) the secondary columns give way. */
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };
const FROM_XL = { display: { xs: 'none', xl: 'table-cell' } };

function ConfigLink() {
  const translate = useTranslate();
  const record = useRecordContext<EnrollmentKeyRecord>();
  if (!record) return null;
  const config = record.boundHotspotDeviceConfig;
  if (!config) return <Typography variant="body2">{translate(`${R}.values.noConfigAccess`)}</Typography>;
  return (
    <Link to={resourcePath('hotspot-device-config', config._id)} onClick={(e: MouseEvent) => e.stopPropagation()}>
      {config.name}
    </Link>
  );
}

function Expires() {
  const translate = useTranslate();
  const record = useRecordContext<EnrollmentKeyRecord>();
  if (!record) return null;
  if (!record.expires) return <Typography variant="body2">{translate(`${R}.values.noExpiry`)}</Typography>;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <LocaleDateField source="expires" />
      {isExpired(record.expires) && <Chip size="small" color="warning" label={translate(`${R}.values.expired`)} />}
    </Stack>
  );
}

function LastUsed() {
  const translate = useTranslate();
  const record = useRecordContext<EnrollmentKeyRecord>();
  if (!record) return null;
  return record.lastUsed ? (
    <LocaleDateField source="lastUsed" />
  ) : (
    <Typography variant="body2">{translate(`${R}.values.never`)}</Typography>
  );
}

/** The row's link to its log entries (logs filtered by this key); in the table an icon with a tooltip. */
function LogsButton() {
  const record = useRecordContext<EnrollmentKeyRecord>();
  const { logsRead } = useEnrollmentAccess();
  const translate = useTranslate();
  if (!record || !logsRead) return null;
  const base = resourcePath(LOGS);
  const to = `${base}${base.includes('?') ? '&' : '?'}key=${encodeURIComponent(String(record.id))}`;
  const label = translate(`${R}.actions.logs`);
  return (
    <Tooltip title={label}>
      <IconButton
        component={Link}
        to={to}
        aria-label={label}
        color="primary"
        size="small"
        onClick={(e: MouseEvent) => e.stopPropagation()}
      >
        <ListAltIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/**
 * Permanent delete after a confirmation naming the key and explaining what stays (seed 001 §3):
 * new devices can no longer enroll with it, enrolled devices stay.
 */
export function DeleteKeyButton({ iconOnly = false }: { iconOnly?: boolean }) {
  const record = useRecordContext<EnrollmentKeyRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const { keysDelete } = useEnrollmentAccess();
  if (!record || !keysDelete) return null;
  const confirm = () =>
    deleteOne(
      KEYS,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`${R}.notifications.deleted`, { type: 'info' });
        },
        onError: (error) => {
          setOpen(false);
          notifyError(error);
        },
      },
    );
  const open_ = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  const label = translate(`${R}.actions.delete`);
  return (
    <>
      {iconOnly ? (
        <Tooltip title={label}>
          <span>
            <IconButton aria-label={label} color="error" size="small" disabled={isPending} onClick={open_}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button label={`${R}.actions.delete`} color="error" disabled={isPending} onClick={open_}>
          <DeleteIcon />
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${R}.confirm.deleteTitle`}
        translateOptions={{ name: record.name }}
        content={translate('messages.enrollment.deleteWarning')}
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function Actions({ canCreate }: { canCreate: boolean }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {canCreate && <CreateButton label={`${R}.actions.create`} to={newKeyPath()} />}
    </TopToolbar>
  );
}

/** /enrollments/new with the active organization. */
export function newKeyPath(): string {
  return resourcePath(KEYS).replace(/^\/enrollments/, '/enrollments/new');
}

/** The enrollment keys of the active customer (tab "Schlüssel"). */
function Keys() {
  const translate = useTranslate();
  const access = useEnrollmentAccess();
  const search = useSearchFilter();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The area opens for readers of keys or of logs (seed 000 menu rule): logs only → the log tab.
  if (access.loaded && !access.keysRead && access.logsRead) return <Navigate to={resourcePath(LOGS)} replace />;
  const empty = (
    <EmptyState canCreate={false}>
      {access.keysCreate ? (
        <CreateButton variant="contained" label={`${R}.actions.create`} to={newKeyPath()} />
      ) : (
        <Typography color="text.secondary">{translate('messages.askAdministrator')}</Typography>
      )}
    </EmptyState>
  );
  return (
    <List
      resource={KEYS}
      title={`${R}.page.list`}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={[search]}
      actions={<Actions canCreate={access.keysCreate} />}
      empty={empty}
      exporter={false}
      debounce={SEARCH_DEBOUNCE_MS}
    >
      {isPhone ? (
        <SimpleList<EnrollmentKeyRecord>
          primaryText={(record) => record.name}
          secondaryText={(record) => record.boundHotspotDeviceConfig?.name ?? ''}
          tertiaryText={(record) => `${record.success}/${record.used}`}
          rowClick={false}
          empty={<NoResults />}
        />
      ) : (
        <ScrollRegion label={translate(`${R}.page.list`)}>
          <DataTable<EnrollmentKeyRecord> rowClick={false} bulkActionButtons={false} empty={<NoResults />}>
            <DataTable.Col source="name" field={TextField} sx={{ minWidth: '10em', overflowWrap: 'break-word' }} />
            <DataTable.Col source="key" disableSort render={(record) => <KeyValue value={record.key} />} />
            <DataTable.Col source="hotspotDeviceConfig" disableSort>
              <ConfigLink />
            </DataTable.Col>
            <DataTable.Col source="used" field={NumberField} sx={FROM_LG} />
            <DataTable.Col source="success" disableSort field={NumberField} sx={FROM_LG} />
            <DataTable.Col source="error" disableSort field={NumberField} sx={FROM_XL} />
            <DataTable.Col source="lastUsed" sx={FROM_LG}>
              <LastUsed />
            </DataTable.Col>
            <DataTable.Col source="expires">
              <Expires />
            </DataTable.Col>
            <DataTable.Col source="description" disableSort field={TextField} sx={FROM_XL} />
            <DataTable.Col label={false} disableSort>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, whiteSpace: 'nowrap' }}>
                <LogsButton />
                <DeleteKeyButton iconOnly />
              </Box>
            </DataTable.Col>
          </DataTable>
        </ScrollRegion>
      )}
    </List>
  );
}

export default function KeyList() {
  return (
    <AreaScreen resource={KEYS} tab="keys">
      <Keys />
    </AreaScreen>
  );
}
