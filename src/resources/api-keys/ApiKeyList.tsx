import { useMemo, useState, type MouseEvent } from 'react';
import {
  Alert,
  Box,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import {
  Button,
  Confirm,
  DataTable,
  DateInput,
  Form,
  Link,
  List,
  ResourceContextProvider,
  SaveButton,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useCreate,
  useDelete,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import CopyButton from '../../components/CopyButton';
import EmptyState from '../../components/EmptyState';
import LocaleDateField from '../../components/LocaleDateField';
import ScrollRegion from '../../components/ScrollRegion';
import { useFieldRules } from '../../components/fieldRules';
import { NoResults, useSearchFilter } from '../../components/listParts';
import { API_KEY_MAX_DAYS, apiKeyRules, defaultApiKeyExpiry, grantableApiKeyRoles } from '../../domain/apiKey';
import { can } from '../../domain/acl';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import { useActiveCustomer } from '../../providers/activeCustomer';
import { usePermissionsAcl } from '../../shell/guards';
import RequireCustomer from '../../shell/RequireCustomer';
import { useNotifyError } from '../../shell/useNotifyError';

const RESOURCE = 'api-keys';
const R = `resources.${RESOURCE}`;
const RULES = apiKeyRules();
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };

interface ApiKeyRecord {
  id: string;
  _id: string;
  name: string;
  role: string;
  prefix: string;
  createdBy?: string | null;
  createdAt: string;
  expiresAt: string;
  lastUsedAt?: string | null;
  revokedAt?: string | null;
  status: 'active' | 'expired' | 'revoked';
  secret?: string;
}

/** What the user may do here for the active customer (the users menu's permission: UserInvite). */
function useKeyAccess() {
  const { acl, loaded } = usePermissionsAcl();
  const { customerId } = useActiveCustomer();
  return {
    loaded,
    create: can(acl, 'UserInvite', 'create', customerId),
    revoke: can(acl, 'UserInvite', 'delete', customerId),
    roles: customerId ? grantableApiKeyRoles(acl ?? {}, customerId) : [],
  };
}

function Status() {
  const translate = useTranslate();
  const record = useRecordContext<ApiKeyRecord>();
  if (!record) return null;
  const color = record.status === 'active' ? 'success' : record.status === 'expired' ? 'warning' : 'default';
  return <Chip size="small" color={color} variant="outlined" label={translate(`${R}.status.${record.status}`)} />;
}

function Role() {
  const translate = useTranslate();
  const record = useRecordContext<ApiKeyRecord>();
  return record ? (
    <Typography variant="body2">{translate(`enums.role.${record.role}`, { _: record.role })}</Typography>
  ) : null;
}

function LastUsed() {
  const translate = useTranslate();
  const record = useRecordContext<ApiKeyRecord>();
  if (!record) return null;
  return record.lastUsedAt ? (
    <LocaleDateField source="lastUsedAt" />
  ) : (
    <Typography variant="body2" color="text.secondary">
      {translate(`${R}.values.never`)}
    </Typography>
  );
}

function Prefix() {
  const record = useRecordContext<ApiKeyRecord>();
  return record ? (
    <Typography
      variant="body2"
      sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere', minWidth: '9em' }}
    >
      {record.prefix}…
    </Typography>
  ) : null;
}

/** Revoke after a confirmation naming the key: its applications are refused from then on. */
function RevokeButton() {
  const record = useRecordContext<ApiKeyRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const access = useKeyAccess();
  const [open, setOpen] = useState(false);
  const [revoke, { isPending }] = useDelete();
  if (!record || !access.revoke || record.status === 'revoked') return null;
  const confirm = () =>
    revoke(
      RESOURCE,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`${R}.notifications.revoked`, { type: 'info' });
        },
        onError: (error) => {
          setOpen(false);
          notifyError(error);
        },
      },
    );
  const label = translate(`${R}.actions.revoke`);
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={label}
            color="error"
            size="small"
            disabled={isPending}
            onClick={(event: MouseEvent) => {
              event.stopPropagation();
              setOpen(true);
            }}
          >
            <BlockIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${R}.confirm.revokeTitle`}
        translateOptions={{ name: record.name }}
        content={translate(`${R}.confirm.revokeText`)}
        confirm={`${R}.actions.revoke`}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The new key's secret, once: copy button and the "you will not see it again" text. */
function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="api-key-secret-title">
      <DialogTitle id="api-key-secret-title">{translate(`${R}.secret.title`)}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`${R}.secret.once`)}
        </Alert>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
          <Box
            component="code"
            data-testid="api-key-secret"
            sx={{
              flex: 1,
              p: 1.5,
              borderRadius: 1,
              bgcolor: 'action.hover',
              fontFamily: 'monospace',
              fontSize: '0.85rem',
              wordBreak: 'break-all',
              userSelect: 'all',
            }}
          >
            {secret}
          </Box>
          <CopyButton text={secret} label={`${R}.secret.copy`} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.secret.usage`)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button label={`${R}.actions.done`} variant="contained" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}

/** End of the chosen day (UTC): a date input's value as the expiry the server takes. */
const endOfDay = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T23:59:59.000Z` : date);

function CreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (secret: string) => void }) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const access = useKeyAccess();
  const [create, { isPending }] = useCreate();
  const nameRules = useFieldRules('name', RULES.name!);
  const roleRules = useFieldRules('role', RULES.role!);
  const expiryRules = useFieldRules('expiresAt', RULES.expiresAt!);
  const choices = useMemo(
    () => access.roles.map((role) => ({ id: role, name: translate(`enums.role.${role}`, { _: role }) })),
    [access.roles, translate],
  );
  const submit = (values: Record<string, unknown>) =>
    create(
      RESOURCE,
      { data: { name: values.name, role: values.role, expiresAt: endOfDay(String(values.expiresAt ?? '')) } },
      {
        onSuccess: (record: ApiKeyRecord) => onCreated(record.secret ?? ''),
        onError: (error) => notifyError(error),
      },
    );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="api-key-create-title">
      <Form onSubmit={submit} defaultValues={{ expiresAt: defaultApiKeyExpiry() }} sanitizeEmptyValues>
        <DialogTitle id="api-key-create-title">{translate(`${R}.create.title`)}</DialogTitle>
        <DialogContent>
          {choices.length === 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(`${R}.create.noRoles`)}
            </Alert>
          )}
          <TextInput source="name" validate={nameRules} helperText={`${R}.create.nameHelp`} fullWidth autoFocus />
          <SelectInput
            source="role"
            choices={choices}
            validate={roleRules}
            helperText={`${R}.create.roleHelp`}
            fullWidth
          />
          <DateInput
            source="expiresAt"
            validate={expiryRules}
            helperText={translate(`${R}.create.expiresHelp`, { days: API_KEY_MAX_DAYS })}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} disabled={isPending} />
          <SaveButton label={`${R}.actions.submit`} icon={<AddIcon />} disabled={isPending || choices.length === 0} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

function Keys() {
  const translate = useTranslate();
  const notify = useNotify();
  const access = useKeyAccess();
  const search = useSearchFilter({ width: 280 });
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const createButton = access.create ? (
    <Button label={`${R}.actions.create`} variant="contained" onClick={() => setCreating(true)}>
      <AddIcon />
    </Button>
  ) : null;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(`${R}.intro`)} <Link to="/docs/api">{translate(`${R}.docsLink`)}</Link>
      </Typography>
      <List
        resource={RESOURCE}
        title={`${R}.page.list`}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        filters={[search]}
        actions={<TopToolbar>{createButton}</TopToolbar>}
        empty={
          <EmptyState canCreate={false}>
            {createButton ?? <Typography color="text.secondary">{translate('messages.askAdministrator')}</Typography>}
          </EmptyState>
        }
        exporter={false}
        debounce={SEARCH_DEBOUNCE_MS}
      >
        {isPhone ? (
          <SimpleList<ApiKeyRecord>
            primaryText={(record) => record.name}
            secondaryText={(record) => record.prefix}
            tertiaryText={(record) => translate(`${R}.status.${record.status}`)}
            rowClick={false}
            empty={<NoResults />}
          />
        ) : (
          <ScrollRegion label={translate(`${R}.page.list`)}>
            <DataTable<ApiKeyRecord> rowClick={false} bulkActionButtons={false} empty={<NoResults />}>
              <DataTable.Col source="name" sx={{ minWidth: '10em', overflowWrap: 'break-word' }} />
              <DataTable.Col source="role">
                <Role />
              </DataTable.Col>
              <DataTable.Col source="prefix" disableSort>
                <Prefix />
              </DataTable.Col>
              <DataTable.Col source="createdAt" sx={FROM_LG}>
                <LocaleDateField source="createdAt" showTime={false} />
              </DataTable.Col>
              <DataTable.Col source="expiresAt">
                <LocaleDateField source="expiresAt" showTime={false} />
              </DataTable.Col>
              <DataTable.Col source="lastUsedAt" sx={FROM_LG}>
                <LastUsed />
              </DataTable.Col>
              <DataTable.Col source="status" disableSort>
                <Status />
              </DataTable.Col>
              <DataTable.Col label={false} disableSort>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <RevokeButton />
                </Box>
              </DataTable.Col>
            </DataTable>
          </ScrollRegion>
        )}
      </List>
      {creating && (
        <CreateDialog
          onClose={() => setCreating(false)}
          onCreated={(value) => {
            setCreating(false);
            setSecret(value);
            notify(`${R}.notifications.created`, { type: 'success' });
          }}
        />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
    </>
  );
}

/** The API keys of the active organisation (extension, issue 37). */
export default function ApiKeyList() {
  return (
    <RequireCustomer>
      <ResourceContextProvider value={RESOURCE}>
        <Keys />
      </ResourceContextProvider>
    </RequireCustomer>
  );
}
