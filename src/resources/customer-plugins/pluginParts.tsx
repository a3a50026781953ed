/**
 * What the plugin screens share: the active customer's record, saving and removing one block (then
 * the shell's view of the plugins is refreshed: menu locks, plugin gates, customer and licence card
 * follow without a reload), the form of one block, the remove button and the paths.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button as MuiButton, Card, CardContent, LinearProgress } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  Confirm,
  SimpleForm,
  Toolbar,
  useCanAccess,
  useDataProvider,
  useGetList,
  useNotify,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { ORGANIZATION_QUERY_PARAM } from '../../domain/constants';
import type { PluginKey } from '../../domain/enums';
import { resourcePath } from '../../components/resourcePath';
import { OnceSaveButton, useSubmitOnce } from '../../components/formDraft';
import { activeCustomer } from '../../providers/activeCustomer';
import { useRefreshActivePlugins } from '../../shell/layout/useShell';
import { useNotifyError } from '../../shell/useNotifyError';
import { PluginInputs } from './PluginInputs';
import {
  RESOURCE,
  storedSecrets,
  toBlockInput,
  toFormValues,
  type PluginBlock,
  type PluginsRecord,
} from './pluginRecord';

const R = 'resources.customer-plugins';

/** /customer-plugins/{plugin}/create|edit with the active organization. */
export function pluginPath(key: PluginKey | null, view: 'create' | 'edit' | 'list'): string {
  if (view === 'list' || (view === 'edit' && !key)) return resourcePath(RESOURCE);
  const path = `/${RESOURCE}/${key ? `${encodeURIComponent(key)}/` : ''}${view}`;
  const customerId = activeCustomer.getId();
  return customerId ? `${path}?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(customerId)}` : path;
}

/** The plugin settings record of the active customer (null: none yet). */
export function usePluginsRecord() {
  const { data, isPending, error, refetch } = useGetList<PluginsRecord>(RESOURCE, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'customerId', order: 'ASC' },
  });
  return { record: data?.[0] ?? null, isPending, error, refetch };
}

export function usePluginPermissions() {
  const { canAccess: canCreate = false } = useCanAccess({ resource: RESOURCE, action: 'create' });
  const { canAccess: canUpdate = false } = useCanAccess({ resource: RESOURCE, action: 'update' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: RESOURCE, action: 'delete' });
  return { canCreate, canUpdate, canDelete };
}

/** After a change: the plugin list and the shell's view of the customer's plugins, fresh. */
function useAfterChange() {
  const queryClient = useQueryClient();
  const refreshShell = useRefreshActivePlugins();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: [RESOURCE] });
    await refreshShell();
  };
}

/**
 * Saves one block: into the customer's record (only that block changes; the `updatedAt` it was
 * loaded with goes along), or a new record when the customer has none. Resolves with the field
 * errors of a refusal (shown on the fields), else undefined.
 */
export function useSavePlugin() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const translate = useTranslate();
  const navigate = useNavigate();
  const afterChange = useAfterChange();
  return async (key: PluginKey, values: Record<string, unknown>, record: PluginsRecord | null) => {
    const data = { [key]: toBlockInput(key, values) };
    try {
      if (record) await dataProvider.update(RESOURCE, { id: record.id, data, previousData: record });
      else await dataProvider.create(RESOURCE, { data });
    } catch (error) {
      notifyError(error);
      return (error as HttpError).body?.errors as Record<string, string> | undefined;
    }
    await afterChange().catch(() => undefined);
    notify(`${R}.notifications.${record?.[key] ? 'updated' : 'created'}`, {
      type: 'success',
      messageArgs: { name: translate(`plugins.${key}`) },
    });
    navigate(pluginPath(null, 'list'));
    return undefined;
  };
}

/** Removes a block after a confirmation naming the plugin; only for users who may delete plugins. */
export function RemovePluginButton({
  pluginKey,
  record,
  onRemoved,
}: {
  pluginKey: PluginKey;
  record: PluginsRecord;
  onRemoved?: () => void;
}) {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const afterChange = useAfterChange();
  const { canDelete } = usePluginPermissions();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!canDelete) return null;
  const name = translate(`plugins.${pluginKey}`);
  const confirm = async () => {
    setPending(true);
    try {
      await dataProvider.update(RESOURCE, { id: record.id, data: { [pluginKey]: null }, previousData: record });
      setOpen(false);
      await afterChange().catch(() => undefined);
      notify(`${R}.notifications.deleted`, { type: 'info', messageArgs: { name } });
      onRemoved?.();
    } catch (error) {
      setOpen(false);
      notifyError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        label={`${R}.actions.delete`}
        color="error"
        onClick={() => setOpen(true)}
        disabled={pending}
        aria-label={`${translate(`${R}.actions.delete`)}: ${name}`}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`${R}.confirm.deleteTitle`}
        content={`${R}.confirm.deleteContent`}
        translateOptions={{ name }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The form of one block (create: its defaults; edit: its stored values, credentials as "set"). */
export function PluginForm({ pluginKey, record }: { pluginKey: PluginKey; record: PluginsRecord | null }) {
  const save = useSavePlugin();
  const navigate = useNavigate();
  const block = (record?.[pluginKey] as PluginBlock | null | undefined) ?? null;
  const stored = useMemo(() => (block ? storedSecrets(record, pluginKey) : []), [block, record, pluginKey]);
  const values = useMemo(() => toFormValues(pluginKey, block), [pluginKey, block]);
  // one submission at a time (issue 40)
  const { run, busy } = useSubmitOnce((data: Record<string, unknown>) => save(pluginKey, data, record));
  return (
    <SimpleForm
      record={values}
      onSubmit={run}
      noValidate
      sx={{ maxWidth: 640 }}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <OnceSaveButton alwaysEnable={!block} busy={busy} />
          {block && record && (
            <RemovePluginButton
              pluginKey={pluginKey}
              record={record}
              onRemoved={() => navigate(pluginPath(null, 'list'))}
            />
          )}
        </Toolbar>
      }
    >
      <PluginInputs pluginKey={pluginKey} storedSecrets={stored} />
    </SimpleForm>
  );
}

/** A card with a message and a way back to the list (unknown plugin, not set up, load error). */
export function PluginMessage({
  severity = 'info',
  children,
  action,
}: {
  severity?: 'info' | 'warning' | 'error';
  children: ReactNode;
  action?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 1, maxWidth: 640 }}>
      <CardContent>
        <Alert severity={severity} sx={{ mb: 2 }}>
          {children}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {action}
          <MuiButton component={Link} to={pluginPath(null, 'list')}>
            {translate(`${R}.actions.toList`)}
          </MuiButton>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Loading state of the plugin screens. */
export const PluginsLoading = () => <LinearProgress sx={{ mt: 2 }} aria-busy="true" />;
