/** Create, edit and details frames the four tabs share (messages `resources.start-pages/<tab>.*`). */
import type { ReactNode } from 'react';
import {
  Create,
  Edit,
  ListButton,
  SaveButton,
  Show,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import RecordNotFound from '../../components/RecordNotFound';
import ShowActions from '../../components/ShowActions';
import { resourcePath } from '../../components/resourcePath';
import { useNotifyError } from '../../shell/useNotifyError';
import { StartPageDeleteButton, TabScreen, resourceOfTab, useRecordName, type StartPageTab } from './parts';

type Transform = (data: RaRecord) => RaRecord;

function useSaved(tab: StartPageTab, kind: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const nameOf = useRecordName();
  const resource = resourceOfTab(tab);
  return (data: RaRecord) => {
    notify(`resources.${resource}.notifications.${kind}`, { type: 'success', messageArgs: { name: nameOf(data) } });
    redirect(() => resourcePath(resource, data.id));
  };
}

export function StartPageCreate({
  tab,
  defaults,
  transform,
  children,
}: {
  tab: StartPageTab;
  defaults: Record<string, unknown>;
  transform: Transform;
  children: ReactNode;
}) {
  const resource = resourceOfTab(tab);
  const onSuccess = useSaved(tab, 'created');
  const notifyError = useNotifyError();
  return (
    <TabScreen tab={tab}>
      <Create
        resource={resource}
        title={`resources.${resource}.page.create`}
        redirect={false}
        transform={transform}
        actions={
          <TopToolbar>
            <ListButton to={resourcePath(resource)} />
          </TopToolbar>
        }
        mutationOptions={{ onSuccess, onError: notifyError }}
      >
        <SimpleForm defaultValues={defaults} noValidate sx={{ maxWidth: 960 }}>
          {children}
        </SimpleForm>
      </Create>
    </TabScreen>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <StartPageDeleteButton />
    </Toolbar>
  );
}

const LOADED = '__loaded';
const selects = new Map<string, (record: RaRecord) => RaRecord>();
/**
 * Lists the update input requires in full ('locales', 'templates') are kept out of the record the
 * data provider compares with, so an edit always sends them, changed or not.
 */
function alwaysSendSelect(fields: readonly string[]) {
  const key = fields.join(',');
  let select = selects.get(key);
  if (!select) {
    select = (record: RaRecord) => {
      const loaded = Object.fromEntries(fields.map((f) => [f, record[f]]));
      return { ...record, ...Object.fromEntries(fields.map((f) => [f, undefined])), [LOADED]: loaded };
    };
    selects.set(key, select);
  }
  return select;
}

function EditForm({ children }: { children: ReactNode }) {
  const record = useRecordContext();
  if (!record) return null;
  const { [LOADED]: loaded, ...rest } = record;
  return (
    <SimpleForm record={{ ...rest, ...(loaded ?? {}) }} toolbar={<EditToolbar />} noValidate sx={{ maxWidth: 960 }}>
      {children}
    </SimpleForm>
  );
}

export function StartPageEdit({
  tab,
  alwaysSend = [],
  transform,
  children,
}: {
  tab: StartPageTab;
  alwaysSend?: readonly string[];
  transform: Transform;
  children: ReactNode;
}) {
  const resource = resourceOfTab(tab);
  const onSuccess = useSaved(tab, 'updated');
  const notifyError = useNotifyError();
  return (
    <TabScreen tab={tab}>
      <Edit
        resource={resource}
        title={<RecordTitle resource={resource} view="edit" />}
        mutationMode="pessimistic"
        transform={transform}
        queryOptions={alwaysSend.length ? { select: alwaysSendSelect(alwaysSend) } : undefined}
        actions={
          <TopToolbar>
            <ListButton to={resourcePath(resource)} />
          </TopToolbar>
        }
        mutationOptions={{ onSuccess, onError: notifyError }}
        error={<RecordNotFound />}
        redirectOnError={false}
      >
        <EditForm>{children}</EditForm>
      </Edit>
    </TabScreen>
  );
}

/** The details/edit title naming the record as the area does (name, else description, else slot). */
function RecordTitle({ resource, view }: { resource: string; view: 'show' | 'edit' }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const nameOf = useRecordName();
  return <>{translate(`resources.${resource}.page.${view}`, { recordRepresentation: nameOf(record) })}</>;
}

export function StartPageShow({ tab, children }: { tab: StartPageTab; children: ReactNode }) {
  const resource = resourceOfTab(tab);
  return (
    <TabScreen tab={tab}>
      <Show
        resource={resource}
        title={<RecordTitle resource={resource} view="show" />}
        actions={
          <ShowActions>
            <StartPageDeleteButton />
          </ShowActions>
        }
        error={<RecordNotFound />}
        redirectOnError={false}
      >
        {children}
      </Show>
    </TabScreen>
  );
}
