import { useEffect, useState } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { ColumnsButton, useResourceContext, useStoreContext } from 'react-admin';
import { isListViewResource } from '../domain/listViews';
import { useActiveCustomer } from '../providers/activeCustomer';
import { listViewsApi, onListViewError } from '../providers/listViews';
import type { PortalStore } from '../providers/store';
import { useNotifyError } from '../shell/useNotifyError';

/**
 * Loads the user's saved views of the list in context (saved queries, column choice) from the UI
 * settings store into react-admin's store, for the active customer (providers/listViews), each time
 * the list opens (no cached copy: it could be older than a change made since). A write the server
 * refuses (too many saved queries, say) is reported, and the server's state loaded again.
 */
export function useListViews(): void {
  const resource = useResourceContext() ?? '';
  const { customerId } = useActiveCustomer();
  const store = useStoreContext() as Partial<PortalStore>;
  const notifyError = useNotifyError();
  const [loads, setLoads] = useState(0);
  const kept = isListViewResource(resource) && !!customerId && typeof store.applyListViews === 'function';
  useEffect(() => {
    if (!kept || !isListViewResource(resource)) return undefined;
    let current = true;
    listViewsApi()
      .list(customerId!, resource)
      .then(
        (entries) => {
          if (current) store.applyListViews?.(resource, entries);
        },
        // Not loaded (offline, say): the list keeps what this tab has.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [kept, customerId, resource, store, loads]);
  useEffect(() => {
    if (!kept) return undefined;
    return onListViewError((error) => {
      notifyError(error);
      setLoads((n) => n + 1);
    });
  }, [kept, notifyError]);
}

/**
 * The list's view parts for the toolbar (issue 39): loads the saved views, and offers react-admin's
 * column chooser (ColumnsButton, for the list's DataTable; not on phones, whose list has no
 * columns). Saved queries are react-admin's FilterButton's own ("Aktuelle Abfrage speichern").
 */
export function ListViews() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  useListViews();
  return phone ? null : <ColumnsButton />;
}
