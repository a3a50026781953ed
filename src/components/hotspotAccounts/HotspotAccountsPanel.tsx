import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import {
  Box,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List as MuiList,
  ListItem,
  ListItemText,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
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
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { HotspotAccount } from '../../generated/graphql';
import { useNotifyError } from '../../shell/useNotifyError';
import ExportButton from '../ExportButton';
import LocaleDateField from '../LocaleDateField';
import { formatDateTime } from '../../i18n/formats';
import { resourcePath } from '../resourcePath';
import { hotspotAccountsApi } from './hotspotAccountsApi';

/** The resource of the accounts (src/resources/hotspot-account). */
export const HOTSPOT_ACCOUNT = 'hotspot-account';
const R = `resources.${HOTSPOT_ACCOUNT}`;
/** Accounts per page of the panel. */
export const ACCOUNTS_PER_PAGE = 10;
/** At most this many accounts of a group are counted before blocking it. */
const GROUP_COUNT_MAX = 1000;
/** At most this many accounts of a group are listed in its dialog. */
export const GROUP_LIST_MAX = 100;
/** A group id longer than this is shown shortened (a keyed hash: `oidc-…`, `boostcom-…`). */
const GROUP_SHOWN_MAX = 16;

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

/** A group (multiAccountId) as shown: short ones whole, a long hash shortened. */
export const shortGroup = (group: string) =>
  group.length > GROUP_SHOWN_MAX ? `${group.slice(0, GROUP_SHOWN_MAX - 1)}…` : group;

/**
 * Every account of one group (multiAccountId, seed 001 §3, §4 "Hotspot accounts can be invalidated by
 * multiAccountId"): the accounts this person or room holds through any code, device account or login,
 * valid or blocked, newest login first (decision D257).
 */
function GroupDialog({ group, onClose }: { group: string; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, total, isPending } = useGetList<HotspotAccountRecord>(HOTSPOT_ACCOUNT, {
    filter: { q: group },
    sort: { field: 'lastLoginAt', order: 'DESC' },
    pagination: { page: 1, perPage: GROUP_LIST_MAX },
  });
  // the search matches the group among other fields: exact match here
  const members = (data ?? []).filter((a) => a.multiAccountId === group);
  const blocked = members.filter((a) => !a.valid).length;
  const titleId = 'hotspot-account-group-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(`${R}.group.title`, { group: shortGroup(group) })}</DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <Typography variant="body2">{translate('ra.page.loading')}</Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate(`${R}.group.summary`, { smart_count: members.length, blocked })}
            </Typography>
            <MuiList dense aria-label={translate(`${R}.group.title`, { group: shortGroup(group) })}>
              {members.map((a) => (
                <ListItem
                  key={a.id}
                  secondaryAction={
                    <Chip
                      size="small"
                      color={a.valid ? 'success' : 'default'}
                      variant={a.valid ? 'filled' : 'outlined'}
                      label={translate(`${R}.values.${a.valid ? 'valid' : 'blocked'}`)}
                    />
                  }
                >
                  <ListItemText
                    primary={nameOf(a)}
                    secondary={translate(`${R}.group.lastLogin`, {
                      date: a.lastLoginAt ? formatDateTime(a.lastLoginAt, locale) : translate(`${R}.values.never`),
                    })}
                  />
                </ListItem>
              ))}
            </MuiList>
            {(total ?? 0) > GROUP_LIST_MAX && (
              <Typography variant="caption" color="text.secondary">
                {translate(`${R}.group.more`, { smart_count: GROUP_LIST_MAX })}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}

/** The account's group: nothing, or its id opening the list of every account of the group. */
function GroupCell() {
  const translate = useTranslate();
  const record = useRecordContext<HotspotAccountRecord>();
  const [open, setOpen] = useState(false);
  const group = record?.multiAccountId;
  if (!group) return <Typography variant="body2">{translate(`${R}.values.none`)}</Typography>;
  return (
    <>
      {/* The sentence describes the button; its name stays the group it shows (issue 39). */}
      <Tooltip title={translate(`${R}.group.open`, { group })} describeChild>
        <Button
          label={shortGroup(group)}
          onClick={() => setOpen(true)}
          sx={{ textTransform: 'none', fontFamily: 'monospace' }}
        />
      </Tooltip>
      {open && <GroupDialog group={group} onClose={() => setOpen(false)} />}
    </>
  );
}

const FROM_MD = { display: { xs: 'none', md: 'table-cell' } };
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };

/** The export's columns (docs/exports.md), headed by the table's labels. */
const EXPORT_COLUMNS = [
  'username',
  'description',
  'hotspotDeviceId',
  'logins',
  'firstLoginAt',
  'lastLoginAt',
  'valid',
  'multiAccountId',
  'termsOfUse',
  'createdAt',
];

function AccountsTable({ filter }: { filter: HotspotAccountsFilter }) {
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
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ExportButton columns={EXPORT_COLUMNS} filter={filter} />
      </Box>
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
        <DataTable.Col source="multiAccountId" label={`${R}.fields.multiAccountId`} disableSort sx={FROM_MD}>
          <GroupCell />
        </DataTable.Col>
        <DataTable.Col source="termsOfUse" label={`${R}.fields.termsOfUse`} disableSort sx={FROM_LG}>
          <TermsAccepted />
        </DataTable.Col>
        <DataTable.Col
          source="actions"
          // named for screen readers (axe empty-table-header), not shown
          label={
            <Box component="span" sx={visuallyHidden}>
              {translate('portal.lists.actions')}
            </Box>
          }
          disableSort
        >
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
          <AccountsTable filter={filter} />
        </ListBase>
      </ResourceContextProvider>
    </Box>
  );
}
