/**
 * Parts the two tabs of the locations area share: tabs, the tab's frame, permissions per subject,
 * the details action bar, the delete button and the create/edit/details frames.
 *
 * Permissions are checked against the tab's own subject (locations: HotspotDeviceLocation, regions:
 * HotspotDeviceLocationGroup), as the route table does, synchronously from the loaded ACL (see
 * useTabCan). The create/edit frames are the shared ResourceCreate/ResourceEdit.
 */
import { useState, type ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Tab, Tabs } from '@mui/material';
import {
  Button,
  Confirm,
  Link,
  ListButton,
  ResourceContextProvider,
  Show,
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
import { RecordTitle, ResourceCreate, ResourceEdit } from '../../components/ResourceForms';
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

export function TabShow({ tab, children }: { tab: LocationsTab; children: ReactNode }) {
  const resource = resourceOfTab(tab);
  return (
    <TabScreen tab={tab}>
      <Show
        resource={resource}
        title={<RecordTitle resource={resource} view="show" nameOf={nameOf} />}
        actions={<ShowActions tab={tab} />}
        error={<RecordNotFound />}
        redirectOnError={false}
      >
        {children}
      </Show>
    </TabScreen>
  );
}

/** The screen of a tab around a frame. */
const tabScreen = (tab: LocationsTab) => (content: ReactNode) => <TabScreen tab={tab}>{content}</TabScreen>;

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
  return (
    <ResourceCreate
      resource={resourceOfTab(tab)}
      screen={tabScreen(tab)}
      nameOf={nameOf}
      defaultValues={defaults}
      transform={transform}
      maxWidth={960}
    >
      {children}
    </ResourceCreate>
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
  return (
    <ResourceEdit
      resource={resource}
      screen={tabScreen(tab)}
      nameOf={nameOf}
      title={<RecordTitle resource={resource} view="edit" nameOf={nameOf} />}
      deleteButton={<TabDeleteButton tab={tab} />}
      toValues={toValues}
      transform={transform}
      maxWidth={960}
    >
      {children}
    </ResourceEdit>
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
