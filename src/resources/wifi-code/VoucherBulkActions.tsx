import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { useMutation } from '@tanstack/react-query';
import {
  BulkDeleteButton,
  Button,
  Confirm,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  type Identifier,
} from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../shell/useNotifyError';

/**
 * Deactivate the selected codes: a confirmation naming the count, then ONE request
 * (deactivateManyVouchers: one transaction), a success message with the count, selection cleared.
 */
export function BulkDeactivateButton() {
  const resource = useResourceContext() ?? 'wifi-code';
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (ids: Identifier[]) => dataProvider.deactivateMany(resource, { ids }),
    onSuccess: (_result, ids) => {
      notify(`resources.${resource}.notifications.deactivated`, {
        type: 'success',
        messageArgs: { smart_count: ids.length },
      });
      onUnselectItems(true);
      refresh();
    },
    onError: (error) => {
      notifyError(error);
      refresh();
    },
    onSettled: () => setOpen(false),
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
        onConfirm={() => mutate([...selectedIds])}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Delete the selected codes: confirmation naming the count, ONE deleteManyVouchers request. */
export function BulkDeleteVouchersButton() {
  const resource = useResourceContext() ?? 'wifi-code';
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle={`resources.${resource}.confirm.deleteTitle`}
      confirmContent={`resources.${resource}.confirm.deleteContent`}
      confirmColor="warning"
      successMessage={`resources.${resource}.notifications.deletedMany`}
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
