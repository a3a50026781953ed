import { useState } from 'react';
import { Box, Chip, Switch, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import GroupOffIcon from '@mui/icons-material/GroupRemove';
import {
  Button,
  Confirm,
  DataTable,
  ListBase,
  Pagination,
  ReferenceField,
  ResourceContextProvider,
  TextField,
  useCanAccess,
  useDelete,
  useGetList,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { HotspotAccount } from '../../generated/graphql';
import { useNotifyError } from '../../shell/useNotifyError';
import LocaleDateField from '../LocaleDateField';
import { resourcePath } from '../resourcePath';
import { hotspotAccountsApi } from './hotspotAccountsApi';

/** The resource of the accounts (src/resources/hotspot-account). */
export const HOTSPOT_ACCOUNT = 'hotspot-account';
const R = `resources.${HOTSPOT_ACCOUNT}`;
/** Accounts per page of the panel. */
export const ACCOUNTS_PER_PAGE = 10;
/** At most this many accounts of a group are counted before blocking it. */
const GROUP_COUNT_MAX = 1000;

export type HotspotAccountRecord = Omit<HotspotAccount, 'online' | 'logins'> & {
  id: string;
  online?: number | null;
  logins?: number | null;
};

/** The accounts of a code or of a device account. */
export type HotspotAccountsFilter = { voucherIds: string[] } | { deviceAccountIds: string[] };

/** The stored hash of the client's MAC, shortened (it identifies the device, it is not the MAC). */
export const shortHash = (hash: string | null | undefined) => (hash ? `${hash.slice(0, 8)}…` : null);

function ClientDevice() {
  const translate = useTranslate();
  const record = useRecordContext<HotspotAccountRecord>();
  const short = shortHash(record?.clientDeviceMac);
  if (!short) return <Typography variant="body2">{translate(`${R}.values.noMac`)}</Typography>;
  return (
    <Tooltip title={record?.clientDeviceMac ?? ''}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {short}
      </Typography>
    </Tooltip>
  );
}

function OnlineChip() {
  const translate = useTranslate();
  const record = useRecordContext<HotspotAccountRecord>();
  const online = (record?.online ?? 0) > 0;
  return online ? (
    <Chip size="small" color="success" label={translate(`${R}.values.online`)} />
  ) : (
    <Chip size="small" variant="outlined" label={translate(`${R}.values.offline`)} />
  );
}

function TermsAccepted() {
  const translate = useTranslate();
  const record = useRecordContext<HotspotAccountRecord>();
  if (!record?.termsOfUse) return <>{translate(`${R}.values.none`)}</>;
  return <>{translate(`${R}.values.${record.termsOfUse.accepted ? 'accepted' : 'notAccepted'}`)}</>;
}

const nameOf = (record: HotspotAccountRecord) => record.username ?? shortHash(record.clientDeviceMac) ?? record.id;

/** The valid switch: blocking asks first, allowing again does not. */
function ValidSwitch() {
  const translate = useTranslate();
  const record = useRecordContext<HotspotAccountRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  const { canAccess: canEdit = false } = useCanAccess({ resource: HOTSPOT_ACCOUNT, action: 'edit', record });
  if (!record) return null;
  const save = (valid: boolean) =>
    update(
      HOTSPOT_ACCOUNT,
      { id: record.id, data: { valid }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`${R}.notifications.${valid ? 'updated' : 'invalidated'}`, { type: 'info' });
        },
        onError: (error) => {
          setOpen(false);
          notifyError(error);
        },
      },
    );
  return (
    <>
      <Switch
        checked={record.valid}
        disabled={!canEdit || isPending}
        onChange={(_, checked) => (checked ? save(true) : setOpen(true))}
        slotProps={{ input: { 'aria-label': `${translate(`${R}.fields.valid`)}: ${nameOf(record)}` } }}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${R}.confirm.invalidateTitle`}
        content={`${R}.confirm.invalidateContent`}
        translateOptions={{ name: nameOf(record) }}
        onConfirm={() => save(false)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function DeleteAccountButton() {
  const record = useRecordContext<HotspotAccountRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const { canAccess: canDelete = false } = useCanAccess({ resource: HOTSPOT_ACCOUNT, action: 'delete', record });
  if (!record || !canDelete) return null;
  return (
    <>
      <Button label={`${R}.actions.delete`} color="error" onClick={() => setOpen(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${R}.confirm.deleteTitle`}
        content={`${R}.confirm.deleteContent`}
        translateOptions={{ name: nameOf(record) }}
        onConfirm={() =>
          deleteOne(
            HOTSPOT_ACCOUNT,
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
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Blocks every account of the record's group (multiAccountId), after a confirmation with their number. */
function InvalidateGroupButton() {
  const record = useRecordContext<HotspotAccountRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const group = record?.multiAccountId ?? '';
  const { canAccess: canEdit = false } = useCanAccess({ resource: HOTSPOT_ACCOUNT, action: 'edit', record });
  // The valid accounts of the group (the search matches the group among other fields: exact match here).
  const { data: found, isPending: counting } = useGetList<HotspotAccountRecord>(
    HOTSPOT_ACCOUNT,
    { filter: { q: group, valid: true }, pagination: { page: 1, perPage: GROUP_COUNT_MAX } },
    { enabled: open && group !== '' },
  );
  if (!record || !group || !canEdit) return null;
  const count = (found ?? []).filter((a) => a.multiAccountId === group).length;
  const confirm = async () => {
    setPending(true);
    try {
      await hotspotAccountsApi().invalidateGroup(group);
      notify(`${R}.notifications.groupInvalidated`, { type: 'info' });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label={`${R}.actions.invalidateGroup`} onClick={() => setOpen(true)} disabled={pending}>
        <GroupOffIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending || counting}
        title={`${R}.confirm.invalidateGroupTitle`}
        content={`${R}.confirm.invalidateGroupContent`}
        translateOptions={{ group, smart_count: count }}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const FROM_MD = { display: { xs: 'none', md: 'table-cell' } };
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };

function AccountsTable() {
  const translate = useTranslate();
  const { total, isPending } = useListContext<HotspotAccountRecord>();
  if (!isPending && !total) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.panel.empty`)}
      </Typography>
    );
  }
  return (
    <>
      <DataTable<HotspotAccountRecord> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="username" label={`${R}.fields.username`}>
          <TextField source="username" emptyText="–" />
        </DataTable.Col>
        <DataTable.Col source="clientDeviceMac" label={`${R}.fields.clientDeviceMac`} disableSort sx={FROM_MD}>
          <ClientDevice />
        </DataTable.Col>
        <DataTable.Col source="hotspotDeviceId" label={`${R}.fields.hotspotDeviceId`} disableSort sx={FROM_LG}>
          <ReferenceField
            source="hotspotDeviceId"
            reference="hotspot-device"
            link={(device) => resourcePath('hotspot-device', device.id)}
            emptyText="–"
          />
        </DataTable.Col>
        <DataTable.NumberCol source="logins" label={`${R}.fields.logins`} />
        <DataTable.Col source="firstLoginAt" label={`${R}.fields.firstLoginAt`} sx={FROM_LG}>
          <LocaleDateField source="firstLoginAt" emptyText={translate(`${R}.values.never`)} />
        </DataTable.Col>
        <DataTable.Col source="lastLoginAt" label={`${R}.fields.lastLoginAt`}>
          <LocaleDateField source="lastLoginAt" emptyText={translate(`${R}.values.never`)} />
        </DataTable.Col>
        <DataTable.Col source="online" label={`${R}.fields.online`} disableSort>
          <OnlineChip />
        </DataTable.Col>
        <DataTable.Col source="valid" label={`${R}.fields.valid`}>
          <ValidSwitch />
        </DataTable.Col>
        <DataTable.Col source="termsOfUse" label={`${R}.fields.termsOfUse`} disableSort sx={FROM_LG}>
          <TermsAccepted />
        </DataTable.Col>
        <DataTable.Col source="actions" label="" disableSort>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <InvalidateGroupButton />
            <DeleteAccountButton />
          </Box>
        </DataTable.Col>
      </DataTable>
      <Pagination rowsPerPageOptions={[ACCOUNTS_PER_PAGE, 25, 50]} />
    </>
  );
}

/**
 * The hotspot accounts of a WiFi code or a device account (seed 001 §3 "Hotspot account"): a paged,
 * sortable table with the client device (its hash, shortened), the hotspot it logged in through,
 * logins, first and last login, whether it is online now, the valid switch and the terms of use;
 * block, delete, and block the whole group (multiAccountId). Shown to users who may read WiFi codes
 * (the accounts' permission subject), nothing for the others.
 */
export default function HotspotAccountsPanel({ filter }: { filter: HotspotAccountsFilter }) {
  const translate = useTranslate();
  const { canAccess = false, isPending } = useCanAccess({ resource: HOTSPOT_ACCOUNT, action: 'list' });
  if (isPending || !canAccess) return null;
  return (
    <Box component="section" aria-labelledby="hotspot-accounts-title" sx={{ mt: 2 }}>
      <Typography id="hotspot-accounts-title" variant="h6" component="h2">
        {translate(`${R}.panel.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.panel.help`)}
      </Typography>
      <ResourceContextProvider value={HOTSPOT_ACCOUNT}>
        <ListBase
          resource={HOTSPOT_ACCOUNT}
          filter={filter}
          sort={{ field: 'lastLoginAt', order: 'DESC' }}
          perPage={ACCOUNTS_PER_PAGE}
          disableSyncWithLocation
          storeKey={false}
        >
          <AccountsTable />
        </ListBase>
      </ResourceContextProvider>
    </Box>
  );
}
