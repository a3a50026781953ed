import BlockIcon from '@mui/icons-material/Block';
import { Tooltip } from '@mui/material';
import { useCallback, useMemo, type ReactNode } from 'react';
import {
  BulkDeleteButton,
  BulkUpdateButton,
  ListContextProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { VoucherRecord } from './voucherRecord';
import BulkPrintButton from './print/BulkPrintButton';
import { focusListAfterBulk } from '../../components/listRows';

/**
 * After a bulk change: clear the selection and load the page again — the change moved rows and the
 * total (react-admin's own cache update would leave an empty page next to the old total) — and put
 * the focus back on the list (the bulk toolbar that held it is gone).
 */
function useAfterBulkChange() {
  const { onUnselectItems, selectedIds } = useListContext();
  const refresh = useRefresh();
  return useCallback(() => {
    const affected = [...selectedIds];
    onUnselectItems(true);
    refresh();
    focusListAfterBulk(affected);
  }, [onUnselectItems, refresh, selectedIds]);
}

/**
 * The list context of a bulk button, narrowed to some of the selected ids: react-admin's bulk
 * buttons read `selectedIds` from it (request, confirmation count, notification count) and call its
 * `onUnselectItems` once the mutation succeeded — which here clears the whole selection and reloads.
 */
function SelectionOf({ ids, children }: { ids: Identifier[]; children: ReactNode }) {
  const list = useListContext();
  const afterChange = useAfterBulkChange();
  const value = useMemo(() => ({ ...list, selectedIds: ids, onUnselectItems: afterChange }), [list, ids, afterChange]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}

/**
 * Deactivate the selected codes with react-admin's BulkUpdateButton ({active: false}, which the data
 * provider sends as ONE deactivateManyVouchers request, one transaction), after a confirmation
 * naming the count. Deactivation is permanent: only the codes of the selection that are still
 * active are sent, confirmed and reported (re-deactivating changes nothing).
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
      <BulkUpdateButton
        label={label}
        icon={<BlockIcon />}
        color="warning"
        data={{ active: false }}
        mutationMode="pessimistic"
        confirmTitle={`resources.${resource}.confirm.deactivateTitle`}
        confirmContent={`resources.${resource}.confirm.deactivateContent`}
        successMessage={`resources.${resource}.notifications.deactivated`}
      />
    </SelectionOf>
  );
}

/** Delete the selected codes: confirmation naming the count, ONE deleteManyVouchers request. */
export function BulkDeleteVouchersButton() {
  const resource = useResourceContext() ?? '';
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const afterChange = useAfterBulkChange();
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle={`resources.${resource}.confirm.deleteTitle`}
      confirmContent={`resources.${resource}.confirm.deleteContent`}
      confirmColor="warning"
      mutationOptions={{
        onSuccess: () => {
          notify(`resources.${resource}.notifications.deletedMany`, {
            type: 'success',
            messageArgs: { smart_count: selectedIds.length },
          });
          afterChange();
        },
      }}
    />
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
