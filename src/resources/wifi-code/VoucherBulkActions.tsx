import BlockIcon from '@mui/icons-material/Block';
import { Tooltip } from '@mui/material';
import { useCallback, useMemo, type ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  BulkUpdateButton,
  Button,
  useBulkDeleteController,
  useBulkUpdateController,
  ListContextProvider,
  useListContext,
  useNotify,
  useResourceContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { VoucherRecord } from './voucherRecord';
import BulkPrintButton from './print/BulkPrintButton';
import { focusListAfterBulk } from '../../components/listRows';
import { focusAfterUndoWindow } from '../../components/undoFocus';
import { useActiveCustomer } from '../../providers/activeCustomer';

/**
 * After a bulk change is made, undoably (react-admin's undoable mode, issue 39): nothing went to the
 * server yet — it goes when the notification closes, and not at all after its Undo. react-admin
 * already changed its cache (the rows show the outcome; an undo restores them), so there is nothing
 * to reload: the selection clears, and once the notification closed the focus goes back to the list
 * (the bulk toolbar that held it is gone; the notification's undo button holds it meanwhile).
 */
function useAfterBulkChange() {
  const { onUnselectItems, selectedIds } = useListContext();
  return useCallback(() => {
    const affected = [...selectedIds];
    onUnselectItems(true);
    focusAfterUndoWindow(() => focusListAfterBulk(affected));
  }, [onUnselectItems, selectedIds]);
}

/**
 * The list context of a bulk button, narrowed to some of the selected ids: react-admin's bulk
 * buttons read `selectedIds` from it (request, notification count) and call its `onUnselectItems`
 * once the change is made — which here clears the whole selection.
 */
function SelectionOf({ ids, children }: { ids: Identifier[]; children: ReactNode }) {
  const list = useListContext();
  const afterChange = useAfterBulkChange();
  const value = useMemo(() => ({ ...list, selectedIds: ids, onUnselectItems: afterChange }), [list, ids, afterChange]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}

/**
 * The request's customer, fixed when the change is made: it is sent after the undo window, maybe
 * after a customer switch, and must go to the customer the codes belong to.
 */
function useUndoableMeta() {
  const { customerId } = useActiveCustomer();
  return useMemo(() => ({ meta: { customerId } }), [customerId]);
}

/**
 * Deactivate the selected codes with react-admin's BulkUpdateButton ({active: false}, which the data
 * provider sends as ONE deactivateManyVouchers request, one transaction), undoable: deactivation is
 * permanent on the server (and disconnects the codes' guests), so nothing is sent until the
 * notification "3 Codes werden deaktiviert – Rückgängig" closes. Only the codes of the selection
 * that are still active are sent and counted (re-deactivating changes nothing).
 */
export function BulkDeactivateButton() {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { selectedIds, data } = useListContext<VoucherRecord>();
  const active = useMemo(
    () => selectedIds.filter((id) => data?.find((record) => record.id === id)?.active !== false),
    [selectedIds, data],
  );
  const label = `resources.${resource}.actions.deactivate`;
  if (!active.length) {
    return (
      <Tooltip title={translate(`resources.${resource}.notifications.alreadyDeactivated`)}>
        <span>
          <BulkUpdateButton label={label} icon={<BlockIcon />} data={{ active: false }} disabled />
        </span>
      </Tooltip>
    );
  }
  return (
    <SelectionOf ids={active}>
      <UndoableDeactivate label={label} />
    </SelectionOf>
  );
}

/**
 * react-admin's BulkUpdateWithUndoButton, without its flaw: it passes `mutationOptions` (here the
 * request's customer) on to the DOM button as well.
 */
function UndoableDeactivate({ label }: { label: string }) {
  const resource = useResourceContext() ?? '';
  const mutationOptions = useUndoableMeta();
  const { handleUpdate, isPending } = useBulkUpdateController({
    mutationMode: 'undoable',
    mutationOptions,
    successMessage: `resources.${resource}.notifications.deactivating`,
  });
  return (
    <Button
      label={label}
      color="warning"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        handleUpdate({ active: false });
      }}
    >
      <BlockIcon />
    </Button>
  );
}

/**
 * Delete the selected codes, undoably: ONE deleteManyVouchers request once the notification closes.
 * (react-admin's BulkDeleteWithUndoButton would pass `mutationOptions` on to the DOM button too.)
 */
export function BulkDeleteVouchersButton() {
  const resource = useResourceContext() ?? '';
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const afterChange = useAfterBulkChange();
  const { meta } = useUndoableMeta();
  const { handleDelete, isPending } = useBulkDeleteController({
    mutationMode: 'undoable',
    mutationOptions: {
      meta,
      onSuccess: () => {
        notify(`resources.${resource}.notifications.deletingMany`, {
          type: 'info',
          undoable: true,
          messageArgs: { smart_count: selectedIds.length },
        });
        afterChange();
      },
    },
  });
  return (
    <Button
      label="ra.action.delete"
      color="error"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        handleDelete();
      }}
    >
      <DeleteIcon />
    </Button>
  );
}

/** Bulk actions the user may take (print, deactivate needs update, delete needs delete). */
export default function VoucherBulkActions({ canUpdate }: { canUpdate: boolean }) {
  return (
    <>
      <BulkPrintButton />
      {canUpdate && <BulkDeactivateButton />}
      <BulkDeleteVouchersButton />
    </>
  );
}
