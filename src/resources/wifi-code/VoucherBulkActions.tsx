import BlockIcon from '@mui/icons-material/Block';
import { useState } from 'react';
import {
  BulkDeleteButton,
  Button,
  Confirm,
  useBulkUpdateController,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import type { VoucherRecord } from './voucherRecord';

/**
 * After a bulk change: say what happened, clear the selection and load the page again — the
 * change moved rows and the total (react-admin's own cache update would leave an empty page next
 * to the old total).
 */
function useBulkSuccess() {
  const { onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  return (message: string, count: number) => {
    notify(message, { type: 'success', messageArgs: { smart_count: count } });
    onUnselectItems(true);
    refresh();
  };
}

/**
 * Deactivate the selected codes: react-admin's bulk update (the controller behind BulkUpdateButton,
 * whose button passes callbacks through to the DOM in 5.15) with {active: false}, which the data
 * provider sends as ONE deactivateManyVouchers request (one transaction), after a confirmation
 * naming the count. Deactivation is permanent, so only the codes that were still active count as
 * deactivated now.
 */
export function BulkDeactivateButton() {
  const resource = useResourceContext() ?? '';
  const { selectedIds, data } = useListContext<VoucherRecord>();
  const done = useBulkSuccess();
  const [open, setOpen] = useState(false);
  const wasActive = selectedIds.filter((id) => data?.find((record) => record.id === id)?.active !== false).length;
  const { handleUpdate, isPending } = useBulkUpdateController({
    resource,
    mutationMode: 'pessimistic',
    onSuccess: () =>
      done(
        wasActive > 0
          ? `resources.${resource}.notifications.deactivated`
          : `resources.${resource}.notifications.alreadyDeactivated`,
        wasActive,
      ),
    mutationOptions: { onSettled: () => setOpen(false) },
  });
  const count = selectedIds.length;
  return (
    <>
      <Button label={`resources.${resource}.actions.deactivate`} onClick={() => setOpen(true)} color="warning">
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`resources.${resource}.confirm.deactivateTitle`}
        content={`resources.${resource}.confirm.deactivateContent`}
        titleTranslateOptions={{ smart_count: count }}
        contentTranslateOptions={{ smart_count: count }}
        confirm={`resources.${resource}.actions.deactivate`}
        confirmColor="warning"
        onConfirm={() => handleUpdate({ active: false })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Delete the selected codes: confirmation naming the count, ONE deleteManyVouchers request. */
export function BulkDeleteVouchersButton() {
  const resource = useResourceContext() ?? '';
  const { selectedIds } = useListContext();
  const done = useBulkSuccess();
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle={`resources.${resource}.confirm.deleteTitle`}
      confirmContent={`resources.${resource}.confirm.deleteContent`}
      confirmColor="warning"
      mutationOptions={{
        onSuccess: () => done(`resources.${resource}.notifications.deletedMany`, selectedIds.length),
      }}
    />
  );
}

/** Bulk actions the user may take (deactivate needs update, delete needs delete). */
export default function VoucherBulkActions({ canUpdate }: { canUpdate: boolean }) {
  return (
    <>
      {canUpdate && <BulkDeactivateButton />}
      <BulkDeleteVouchersButton />
    </>
  );
}
