import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Confirm,
  useCanAccess,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { resourcePath } from '../../components/resourcePath';
import { useNotifyError } from '../../shell/useNotifyError';

/**
 * Delete the record in context after a confirmation naming it (`resources.<name>.confirm.*`). A
 * refusal of the server (e.g. CONFLICT "still in use" with the names of the users) is shown with its
 * catalogue message and arguments, and the dialog closes. Shared by the account and login templates
 * (a candidate for src/components).
 */
export function ConfirmDeleteButton() {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext<RaRecord & { name?: string }>();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const [deleteOne, { isPending }] = useDelete();
  const { canAccess: canDelete = false } = useCanAccess({ resource, action: 'delete', record });
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
        content={`resources.${resource}.confirm.deleteContent`}
        translateOptions={{ name: record.name ?? String(record.id) }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
