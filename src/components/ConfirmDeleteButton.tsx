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
import { useNotifyError } from '../shell/useNotifyError';
import { resourcePath } from './resourcePath';

/**
 * THE delete button of a details or edit screen: only for users who may delete, after a confirmation
 * naming the record (`resources.<name>.confirm.*`, `nameOf` or the record's name). A refusal of the
 * server (e.g. CONFLICT "still in use" with the names of the users) is shown with its catalogue
 * message and arguments, and the dialog closes; success notifies and returns to the list.
 */
export default function ConfirmDeleteButton({ nameOf }: { nameOf?: (record: RaRecord) => string }) {
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
        translateOptions={{ name: nameOf ? nameOf(record) : (record.name ?? String(record.id)) }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
