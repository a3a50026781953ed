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
 */
import type { ReactNode } from 'react';
import {
  type EditProps,
  Create,
  Edit,
  ListButton,
  SaveButton,
  SimpleForm,
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
import RequireCustomer from '../shell/RequireCustomer';
import { useNotifyError } from '../shell/useNotifyError';
import ConfirmDeleteButton from './ConfirmDeleteButton';
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

/** The notification of a saved record and the way to its details. */
function useSaved(resource: string, event: 'created' | 'updated', nameOf: NameOf) {
  const notify = useNotify();
  const redirect = useRedirect();
  return (data: RaRecord) => {
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
  const onSuccess = useSaved(resource, 'created', nameOf);
  const onError = useNotifyError();
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
        <SimpleForm defaultValues={defaultValues} noValidate sx={{ maxWidth }}>
          {children}
        </SimpleForm>
      )}
    </Create>,
  );
}

function EditForm({
  toValues,
  maxWidth,
  deleteButton,
  children,
}: {
  toValues: (record: RaRecord) => Record<string, unknown>;
  maxWidth: number;
  deleteButton: ReactNode;
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
          {deleteButton}
        </Toolbar>
      }
      noValidate
      sx={{ maxWidth }}
    >
      {children}
    </SimpleForm>
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
  const onSuccess = useSaved(resource, 'updated', nameOf);
  const onError = useNotifyError();
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
      <EditForm toValues={toValues} maxWidth={maxWidth} deleteButton={deleteButton}>
        {children}
      </EditForm>
    </Edit>,
  );
}
