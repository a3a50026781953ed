/**
 * THE create and edit screens of a resource: inside the customer guard, a list button, the
 * catalogue's "created"/"updated" notification naming the record, back to its details, server
 * errors on their fields (useNotifyError), a missing record as RecordNotFound. Pessimistic edits send
 * only the changed fields with the `updatedAt` they were loaded with (a stale record answers CONFLICT).
 * A resource passes its inputs, its transform and how its record becomes form values.
 */
import type { ReactNode } from 'react';
import {
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
  type RaRecord,
  type TransformData,
} from 'react-admin';
import RequireCustomer from '../shell/RequireCustomer';
import { useNotifyError } from '../shell/useNotifyError';
import ConfirmDeleteButton from './ConfirmDeleteButton';
import RecordNotFound from './RecordNotFound';
import { resourcePath } from './resourcePath';

interface FormScreenProps {
  transform?: TransformData;
  /** Form width (the inputs of most resources fit 640 px). */
  maxWidth?: number;
  children: ReactNode;
}

/** The notification of a saved record and the way to its details. */
function useSaved(resource: string, event: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  return (data: RaRecord) => {
    notify(`resources.${resource}.notifications.${event}`, { type: 'success', messageArgs: { name: data.name } });
    redirect(() => resourcePath(resource, data.id));
  };
}

const listActions = (resource: string) => (
  <TopToolbar>
    <ListButton to={resourcePath(resource)} />
  </TopToolbar>
);

export function ResourceCreate({
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
  const resource = useResourceContext() ?? '';
  const onSuccess = useSaved(resource, 'created');
  const onError = useNotifyError();
  return (
    <RequireCustomer>
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
      </Create>
    </RequireCustomer>
  );
}

function EditForm({
  toValues,
  maxWidth,
  children,
}: {
  toValues: (record: RaRecord) => Record<string, unknown>;
  maxWidth: number;
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
          <ConfirmDeleteButton />
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
  toValues,
  transform,
  maxWidth = 640,
  children,
}: FormScreenProps & { toValues: (record: RaRecord) => Record<string, unknown> }) {
  const resource = useResourceContext() ?? '';
  const onSuccess = useSaved(resource, 'updated');
  const onError = useNotifyError();
  return (
    <RequireCustomer>
      <Edit
        resource={resource}
        mutationMode="pessimistic"
        transform={transform}
        actions={listActions(resource)}
        mutationOptions={{ onSuccess, onError }}
        error={<RecordNotFound />}
        redirectOnError={false}
      >
        <EditForm toValues={toValues} maxWidth={maxWidth}>
          {children}
        </EditForm>
      </Edit>
    </RequireCustomer>
  );
}
