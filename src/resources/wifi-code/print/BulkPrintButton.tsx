/** Print the selected codes of the list (the print dialog, without a shortcut's look). */
import PrintIcon from '@mui/icons-material/Print';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useResourceContext } from 'react-admin';
import { useNotifyError } from '../../../shell/useNotifyError';
import type { VoucherRecord } from '../voucherRecord';
import PrintDialog from './PrintDialog';
import type { PrintItem } from './PrintSheets';

type Row = VoucherRecord & { dynamicExpires?: string | null };

const toItem = (record: Row): PrintItem => ({
  code: record.code,
  expires: record.expires ?? null,
  dynamicExpires: record.dynamicExpires ?? null,
});

export default function BulkPrintButton() {
  const resource = useResourceContext() ?? 'wifi-code';
  const { selectedIds, data } = useListContext<Row>();
  const dataProvider = useDataProvider();
  const notifyError = useNotifyError();
  const [items, setItems] = useState<PrintItem[] | null>(null);
  const [loading, setLoading] = useState(false);

  const open = async () => {
    const byId = new Map((data ?? []).map((r) => [r.id, r]));
    const missing = selectedIds.filter((id) => !byId.has(id));
    setLoading(true);
    try {
      if (missing.length) {
        const { data: more } = await dataProvider.getMany<Row>(resource, { ids: missing });
        more.forEach((r) => byId.set(r.id, r));
      }
      setItems(selectedIds.flatMap((id) => (byId.has(id) ? [toItem(byId.get(id)!)] : [])));
    } catch (error) {
      notifyError(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button label={`resources.${resource}.actions.print`} onClick={open} disabled={loading}>
        <PrintIcon />
      </Button>
      {items && <PrintDialog open items={items} onClose={() => setItems(null)} />}
    </>
  );
}
