/**
 * Parts the two tabs of the locations area share: tabs, the tab's frame, permissions per subject,
 * the details action bar, the delete button and the create/edit frames.
 *
 * Permissions are checked against the tab's own subject (locations: HotspotDeviceLocation, regions:
 * HotspotDeviceLocationGroup), as the route table does: react-admin's canAccess knows one subject
 * per module, the area's, which would be wrong for regions.
 */
import { useState, type ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Tab, Tabs } from '@mui/material';
import {
  Button,
  Confirm,
  Create,
  Edit,
  Link,
  ListButton,
  ResourceContextProvider,
  SaveButton,
  Show,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
  type TransformData,
} from 'react-admin';
import { can, type Action, type Subject } from '../../domain/acl';
import RecordNotFound from '../../components/RecordNotFound';
import { resourcePath } from '../../components/resourcePath';
import { useActiveCustomer } from '../../providers/activeCustomer';
import RequireCustomer from '../../shell/RequireCustomer';
import { usePermissionsAcl } from '../../shell/guards/usePermissionsAcl';
import { useNotifyError } from '../../shell/useNotifyError';

export const AREA = 'locations';
export const TABS = ['location', 'group'] as const;
export type LocationsTab = (typeof TABS)[number];
export const resourceOfTab = (tab: LocationsTab) => `${AREA}/${tab}`;
export const SUBJECT_OF_TAB: Readonly<Record<LocationsTab, Subject>> = {
  location: 'HotspotDeviceLocation',
  group: 'HotspotDeviceLocationGroup',
};

/** May the user do `action` on the tab's subject for the active customer? */
export function useTabCan(tab: LocationsTab, action: Action): boolean {
  const { acl } = usePermissionsAcl();
  const { customerId } = useActiveCustomer();
  return can(acl, SUBJECT_OF_TAB[tab], action, customerId);
}

/** The tabs above both lists: links (with ?organization), arrow keys move between them. */
export function LocationsTabs({ current }: { current: LocationsTab }) {
  const translate = useTranslate();
  return (
    <Tabs
      value={current}
      aria-label={translate('resources.locations.tabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
    >
      {TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={translate(`resources.locations.tabs.${tab}`)}
          component={Link}
          to={resourcePath(resourceOfTab(tab))}
        />
      ))}
    </Tabs>
  );
}

/** A screen of one tab: the customer required, the tab's resource in context, for lists the tabs. */
export function TabScreen({ tab, list = false, children }: { tab: LocationsTab; list?: boolean; children: ReactNode }) {
  return (
    <RequireCustomer>
      <ResourceContextProvider value={resourceOfTab(tab)}>
        {list && <LocationsTabs current={tab} />}
        {children}
      </ResourceContextProvider>
    </RequireCustomer>
  );
}

const nameOf = (record: RaRecord | undefined) => (record ? String(record.name ?? record.id) : '');

/**
 * Delete after a confirmation naming the record (a location also warns that it leaves its regions
 * and its analytics reports stop); a refusal of the server is shown with its catalogue message.
 */
export function TabDeleteButton({ tab }: { tab: LocationsTab }) {
  const resource = resourceOfTab(tab);
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const [deleteOne, { isPending }] = useDelete();
  const canDelete = useTabCan(tab, 'delete');
  if (!record || !canDelete) return null;
  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`resources.${resource}.notifications.deleted`, { type: 'info' });
          redirect(resourcePath(resource));
        },
        onError: (error) => {
          setOpen(false);
          notifyError(error);
        },
      },
    );
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`resources.${resource}.confirm.deleteTitle`}
        content={tab === 'location' ? 'messages.location.deleteWarning' : `resources.${resource}.confirm.deleteContent`}
        translateOptions={{ name: nameOf(record) }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function ShowActions({ tab }: { tab: LocationsTab }) {
  const resource = resourceOfTab(tab);
  const record = useRecordContext();
  const canEdit = useTabCan(tab, 'update');
  return (
    <TopToolbar>
      <ListButton to={resourcePath(resource)} />
      {record && canEdit && (
        <Button component={Link} to={resourcePath(resource, record.id, 'edit')} label="ra.action.edit">
          <EditIcon />
        </Button>
      )}
      <TabDeleteButton tab={tab} />
    </TopToolbar>
  );
}

/** The details/edit title naming the record. */
function RecordTitle({ resource, view }: { resource: string; view: 'show' | 'edit' }) {
  const translate = useTranslate();
  const record = useRecordContext();
  return <>{translate(`resources.${resource}.page.${view}`, { recordRepresentation: nameOf(record) })}</>;
}

export function TabShow({ tab, children }: { tab: LocationsTab; children: ReactNode }) {
  const resource = resourceOfTab(tab);
  return (
    <TabScreen tab={tab}>
      <Show
        resource={resource}
        title={<RecordTitle resource={resource} view="show" />}
        actions={<ShowActions tab={tab} />}
        error={<RecordNotFound />}
        redirectOnError={false}
      >
        {children}
      </Show>
    </TabScreen>
  );
}

function useSaved(tab: LocationsTab, kind: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = resourceOfTab(tab);
  return (data: RaRecord) => {
    notify(`resources.${resource}.notifications.${kind}`, { type: 'success', messageArgs: { name: nameOf(data) } });
    redirect(() => resourcePath(resource, data.id));
  };
}

const backToList = (resource: string) => (
  <TopToolbar>
    <ListButton to={resourcePath(resource)} />
  </TopToolbar>
);

export function TabCreate({
  tab,
  defaults,
  transform,
  children,
}: {
  tab: LocationsTab;
  defaults: Record<string, unknown>;
  transform: TransformData;
  children: ReactNode;
}) {
  const resource = resourceOfTab(tab);
  const onSuccess = useSaved(tab, 'created');
  const onError = useNotifyError();
  return (
    <TabScreen tab={tab}>
      <Create
        resource={resource}
        title={`resources.${resource}.page.create`}
        redirect={false}
        transform={transform}
        actions={backToList(resource)}
        mutationOptions={{ onSuccess, onError }}
      >
        <SimpleForm defaultValues={defaults} noValidate sx={{ maxWidth: 960 }}>
          {children}
        </SimpleForm>
      </Create>
    </TabScreen>
  );
}

function EditForm({
  tab,
  toValues,
  children,
}: {
  tab: LocationsTab;
  toValues: (record: RaRecord) => RaRecord;
  children: ReactNode;
}) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <SimpleForm
      record={toValues(record)}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          <TabDeleteButton tab={tab} />
        </Toolbar>
      }
      noValidate
      sx={{ maxWidth: 960 }}
    >
      {children}
    </SimpleForm>
  );
}

export function TabEdit({
  tab,
  toValues,
  transform,
  children,
}: {
  tab: LocationsTab;
  toValues: (record: RaRecord) => RaRecord;
  transform: TransformData;
  children: ReactNode;
}) {
  const resource = resourceOfTab(tab);
  const onSuccess = useSaved(tab, 'updated');
  const onError = useNotifyError();
  return (
    <TabScreen tab={tab}>
      <Edit
        resource={resource}
        title={<RecordTitle resource={resource} view="edit" />}
        mutationMode="pessimistic"
        transform={transform}
        actions={backToList(resource)}
        mutationOptions={{ onSuccess, onError }}
        error={<RecordNotFound />}
        redirectOnError={false}
      >
        <EditForm tab={tab} toValues={toValues}>
          {children}
        </EditForm>
      </Edit>
    </TabScreen>
  );
}

/** Empty strings become null; an all-empty object becomes null (the server stores "not set"). */
export function emptyToNull<T extends Record<string, unknown>>(value: T | null | undefined): T | null {
  if (!value) return null;
  const out: Record<string, unknown> = {};
  let any = false;
  for (const [key, v] of Object.entries(value)) {
    const clean = typeof v === 'string' ? v.trim() || null : (v ?? null);
    out[key] = clean;
    if (clean !== null) any = true;
  }
  return any ? (out as T) : null;
}
