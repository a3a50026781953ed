/**
 * THE create and edit screens of a resource: inside the customer guard, a list button, the
 * catalogue's "created"/"updated" notification naming the record, back to its details, server
 * errors on their fields (useNotifyError), a missing record as RecordNotFound. Pessimistic edits send
 * only the changed fields with the `updatedAt` they were loaded with (a stale record answers CONFLICT).
 * A resource passes its inputs, its transform and how its record becomes form values.
 *
 * The screens of one tab of an area with tabs (data resource 'area/tab', e.g. 'start-pages/imprints',
 * 'locations/group') use the same frames: they pass the tab's `resource`, their tab `screen` (which
 * requires the customer itself), how a record is named (`nameOf`, notification and title) and, where
 * needed, their own delete button or query options.
 *
 * Every form here keeps a draft of what was typed (sessionStorage, see formDraft.tsx: restored after
 * a reload, a menu click or Back, with "Entwurf wiederhergestellt" and "Verwerfen", cleared on a
 * successful save), asks before leaving with unsaved changes (warnWhenUnsavedChanges), and submits
 * once: a double click or Enter while saving sends no second request (issue 40).
 */
import { useRef, type ReactNode } from 'react';
import {
  type EditProps,
  Create,
  Edit,
  ListButton,
  SimpleForm,
  type SimpleFormProps,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  type RaRecord,
  type TransformData,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import RequireCustomer from '../shell/RequireCustomer';
import { useNotifyError } from '../shell/useNotifyError';
import ConfirmDeleteButton from './ConfirmDeleteButton';
import {
  FormDraft,
  OnceSaveButton,
  draftKey,
  draftStore,
  useMutationLock,
  useSaveOnce,
  type MutationLock,
} from './formDraft';
import RecordNotFound from './RecordNotFound';
import { resourcePath } from './resourcePath';

type NameOf = (record: RaRecord) => unknown;

interface FormScreenProps {
  /** The data resource (default: the resource in context). */
  resource?: string;
  /** The screen around the frame, which requires the customer (default: RequireCustomer). */
  screen?: (content: ReactNode) => ReactNode;
  /** How a saved record is named in the notification (default: its name). */
  nameOf?: NameOf;
  transform?: TransformData;
  /** Form width (the inputs of most resources fit 640 px). */
  maxWidth?: number;
  children: ReactNode;
}

const customerScreen = (content: ReactNode) => <RequireCustomer>{content}</RequireCustomer>;
const byName: NameOf = (record) => record.name;

/** The notification of a saved record and the way to its details; the draft is cleared. */
function useSaved(resource: string, event: 'created' | 'updated', nameOf: NameOf, draft: () => string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return (data: RaRecord) => {
    draftStore.remove(draft());
    notify(`resources.${resource}.notifications.${event}`, { type: 'success', messageArgs: { name: nameOf(data) } });
    redirect(() => resourcePath(resource, data.id));
  };
}

/** A details/edit title naming the record (`resources.<name>.page.show|edit`) as the resource does. */
export function RecordTitle({
  resource,
  view,
  nameOf,
}: {
  resource: string;
  view: 'show' | 'edit';
  nameOf: (record: RaRecord | undefined) => string;
}) {
  const translate = useTranslate();
  const record = useRecordContext();
  return <>{translate(`resources.${resource}.page.${view}`, { recordRepresentation: nameOf(record) })}</>;
}

const listActions = (resource: string) => (
  <TopToolbar>
    <ListButton to={resourcePath(resource)} />
  </TopToolbar>
);

export function ResourceCreate({
  resource: ofProps,
  screen = customerScreen,
  nameOf = byName,
  defaultValues,
  transform,
  maxWidth = 640,
  instead,
  children,
}: FormScreenProps & {
  defaultValues: Record<string, unknown>;
  /** Shown instead of the form, e.g. what must exist first (null: the form). */
  instead?: ReactNode;
}) {
  const resource = useResourceContext({ resource: ofProps }) ?? '';
  const onSuccess = useSaved(resource, 'created', nameOf, () => draftKey(resource));
  const lock = useMutationLock();
  const notifyError = useNotifyError();
  const onError = (error: unknown) => {
    lock.unlock();
    notifyError(error);
  };
  return screen(
    <Create
      resource={resource}
      title={`resources.${resource}.page.create`}
      redirect={false}
      transform={transform}
      actions={listActions(resource)}
      mutationOptions={{ onSuccess, onError }}
    >
      {instead ?? (
        <GuardedForm defaultValues={defaultValues} draft={draftKey(resource)} lock={lock} maxWidth={maxWidth}>
          {children}
        </GuardedForm>
      )}
    </Create>,
  );
}

/**
 * A SimpleForm inside a Create/Edit of its own (not through ResourceCreate/ResourceEdit) that submits
 * once at a time, with the shared save button (issue 40).
 */
export function SaveOnceForm({
  lock,
  children,
  ...props
}: Omit<SimpleFormProps, 'onSubmit' | 'toolbar'> & { lock?: MutationLock }) {
  const { run, busy } = useSaveOnce(lock);
  return (
    <SimpleForm
      {...props}
      onSubmit={run}
      toolbar={
        <Toolbar>
          <OnceSaveButton busy={busy} />
        </Toolbar>
      }
    >
      {children}
    </SimpleForm>
  );
}

/**
 * The form of a create or edit screen: its draft, the question before leaving with unsaved changes,
 * and one submission at a time (the save button disabled from the first click until the save
 * settles; after a success the screen is left).
 */
function GuardedForm({
  record,
  defaultValues,
  draft,
  lock,
  maxWidth,
  deleteButton,
  children,
}: {
  lock: MutationLock;
  record?: Record<string, unknown>;
  defaultValues?: Record<string, unknown>;
  draft: string;
  maxWidth: number;
  deleteButton?: ReactNode;
  children: ReactNode;
}) {
  const { run, busy } = useSaveOnce(lock);
  return (
    <SimpleForm
      record={record}
      defaultValues={defaultValues}
      onSubmit={run}
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <OnceSaveButton busy={busy} />
          {deleteButton}
        </Toolbar>
      }
      noValidate
      sx={{ maxWidth }}
    >
      <FormDraft storageKey={draft} />
      {children}
    </SimpleForm>
  );
}

function EditForm({
  toValues,
  draft,
  lock,
  maxWidth,
  deleteButton,
  children,
}: {
  toValues: (record: RaRecord) => Record<string, unknown>;
  draft: string;
  lock: MutationLock;
  maxWidth: number;
  deleteButton: ReactNode;
  children: ReactNode;
}) {
  const record = useRecordContext();
  // One values object per loaded record: a new one on every render would reset what was typed.
  const values = useRef<{ of?: RaRecord; values?: Record<string, unknown> }>({});
  if (!record) return null;
  if (values.current.of !== record) values.current = { of: record, values: toValues(record) };
  return (
    <GuardedForm
      record={values.current.values}
      draft={draft}
      lock={lock}
      maxWidth={maxWidth}
      deleteButton={deleteButton}
    >
      {children}
    </GuardedForm>
  );
}

export function ResourceEdit({
  resource: ofProps,
  screen = customerScreen,
  nameOf = byName,
  title,
  queryOptions,
  deleteButton = <ConfirmDeleteButton />,
  toValues,
  transform,
  maxWidth = 640,
  children,
}: FormScreenProps & {
  toValues: (record: RaRecord) => Record<string, unknown>;
  /** The page title (default: react-admin's, naming the record by its representation). */
  title?: ReactNode;
  /** Options of the record's query (e.g. a `select` shaping what the data provider compares with). */
  queryOptions?: EditProps['queryOptions'];
  /** The delete button of the toolbar (default: ConfirmDeleteButton). */
  deleteButton?: ReactNode;
}) {
  const resource = useResourceContext({ resource: ofProps }) ?? '';
  const id = useParams()['id'];
  const onSuccess = useSaved(resource, 'updated', nameOf, () => draftKey(resource, id));
  const lock = useMutationLock();
  const notifyError = useNotifyError();
  const onError = (error: unknown) => {
    lock.unlock();
    notifyError(error);
  };
  return screen(
    <Edit
      resource={resource}
      title={title}
      mutationMode="pessimistic"
      transform={transform}
      queryOptions={queryOptions}
      actions={listActions(resource)}
      mutationOptions={{ onSuccess, onError }}
      error={<RecordNotFound />}
      redirectOnError={false}
    >
      <EditForm
        toValues={toValues}
        draft={draftKey(resource, id)}
        lock={lock}
        maxWidth={maxWidth}
        deleteButton={deleteButton}
      >
        {children}
      </EditForm>
    </Edit>,
  );
}
