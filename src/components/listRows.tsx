import {
  forwardRef,
  memo,
  startTransition,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Checkbox, TableCell } from '@mui/material';
import {
  DataTableBody,
  DataTableClasses,
  DataTableConfigContext,
  DataTableDataContext,
  DataTableHead,
  DataTableRow,
  Link,
  SelectPageCheckbox,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useResourceDefinition,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableHeadProps,
  type DataTableRowProps,
  type Identifier,
  type RaRecord,
} from 'react-admin';

/**
 * Keyboard and screen-reader parts of the lists (issue 39, D275–D277): the primary column as a real
 * link to the record (Tab reaches it, Enter opens it), row checkboxes named by their record
 * ("Code ABCD2345 auswählen") and focus that lands on the list again after a bulk action.
 */

/**
 * The primary column of a list row as a link to the record's page (`to(id, record)`), so the row is
 * reachable with Tab and opens with Enter, as the row click does with the mouse. Shows `children`,
 * else the record's `source` value ('–' when empty). The click stays the link's (the row's own navigation would add a
 * second history entry).
 */
export function RecordLink({
  to,
  source,
  children,
}: {
  to: (id: Identifier, record: RaRecord) => string;
  source?: string;
  children?: ReactNode;
}) {
  const record = useRecordContext();
  if (!record) return null;
  // An empty value still gives the link a text (a nameless link is lost to a screen reader).
  const text = children ?? (String((source ? record[source] : record.id) ?? '') || '–');
  return (
    <Link
      to={to(record.id, record)}
      color="inherit"
      underline="hover"
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 0.5 } }}
    >
      {text}
    </Link>
  );
}

/** The attribute that marks a row's selection checkbox with its record id (for focus after bulk actions). */
const SELECT_ROW_ATTRIBUTE = 'data-select-row';

/**
 * A row's selection checkbox whose input is named by the record: `resources.<name>.actions.selectRow`
 * with the record's representation (resource descriptor), else `portal.lists.selectRow` (react-admin 5.15.4's
 * SelectRowCheckbox puts its generic "Zeile auswählen" on the wrapper, leaving the input unnamed).
 */
export const NamedSelectRowCheckbox = memo(function NamedSelectRowCheckbox() {
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const { recordRepresentation } = useResourceDefinition({ resource });
  const id = record?.id;
  const selectable = !!record && (!isRowSelectable || isRowSelectable(record));
  const toggle = useCallback(
    (event: MouseEvent) => {
      if (!selectable || !handleToggleItem || id === undefined) return;
      handleToggleItem(id, event);
      event.stopPropagation();
    },
    [id, handleToggleItem, selectable],
  );
  if (!record) return null;
  // The record's representation as text (its field or function), else its id — never react-admin's
  // "#<id>" fallback.
  const representation =
    typeof recordRepresentation === 'string'
      ? record[recordRepresentation]
      : typeof recordRepresentation === 'function'
        ? recordRepresentation(record)
        : undefined;
  const name = typeof representation === 'string' && representation ? representation : String(record.id);
  const label = translate(`resources.${resource}.actions.selectRow`, {
    name,
    _: translate('portal.lists.selectRow', { name }),
  });
  const input = { 'aria-label': label, [SELECT_ROW_ATTRIBUTE]: String(record.id) };
  return (
    <Checkbox
      color="primary"
      className="select-item"
      checked={selectable && !!selectedIds?.includes(record.id)}
      onClick={toggle}
      disabled={!selectable}
      slotProps={{ input }}
    />
  );
});

/**
 * react-admin's row with the named checkbox: the row is told it has no bulk actions (so it renders
 * no checkbox of its own) and gets the named one as its first cell.
 */
const NamedSelectionRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(function NamedSelectionRow(
  { children, ...props },
  ref,
) {
  const config = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const withoutOwnCheckbox = useMemo(() => ({ ...config, hasBulkActions: false }), [config]);
  if (!config.hasBulkActions || !handleToggleItem)
    return (
      <DataTableRow ref={ref} {...props}>
        {children}
      </DataTableRow>
    );
  return (
    <DataTableConfigContext.Provider value={withoutOwnCheckbox}>
      <DataTableRow ref={ref} {...props}>
        <TableCell padding="checkbox">
          <NamedSelectRowCheckbox />
        </TableCell>
        {children}
      </DataTableRow>
    </DataTableConfigContext.Provider>
  );
});

/** Rows rendered before the first measurement: fewer than fit on any screen a list is shown on. */
const FIRST_ROWS = 8;

/**
 * The rows of a list as it appears (D337): those on the screen first, the rest (below the fold)
 * right after, in a transition. Rendering 25 rows of fields takes long enough to be felt; the first
 * paint shows every row the screen shows, as before, only sooner. Measured in a layout effect, before
 * the browser paints: while the last rendered row ends above the window's bottom, more are rendered.
 */
function useRowsOnScreen<T>(rows: T[] | undefined, body: RefObject<HTMLTableSectionElement | null>): T[] | undefined {
  const [limit, setLimit] = useState(FIRST_ROWS);
  const total = rows?.length ?? 0;
  useLayoutEffect(() => {
    if (limit >= total) return;
    const last = body.current?.lastElementChild?.getBoundingClientRect();
    const room = last ? window.innerHeight - last.bottom : 0;
    if (last && room > 0) setLimit(limit + Math.ceil(room / Math.max(last.height, 1)));
    else startTransition(() => setLimit(Infinity));
  }, [limit, total, body]);
  return !rows || limit >= total ? rows : rows.slice(0, limit);
}

/** The body of a DataTable with bulk actions: `<DataTable body={NamedSelectionBody} …>`. */
export const NamedSelectionBody = forwardRef<HTMLTableSectionElement, DataTableBodyProps>(
  function NamedSelectionBody(props, ref) {
    const body = useRef<HTMLTableSectionElement | null>(null);
    const rows = useRowsOnScreen(useDataTableDataContext(), body);
    const setBody = useCallback(
      (node: HTMLTableSectionElement | null) => {
        body.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      },
      [ref],
    );
    return (
      <DataTableDataContext.Provider value={rows}>
        <DataTableBody {...props} ref={setBody} row={NamedSelectionRow} />
      </DataTableDataContext.Provider>
    );
  },
);

/**
 * The head of a DataTable with bulk actions: `<DataTable head={NamedSelectionHead} …>`. react-admin's
 * puts the select-all checkbox into a column header without text, which axe reports as an empty
 * table header (issue 39); here it sits in a plain cell of the head row (the checkbox keeps its
 * name, "Alle auswählen"), and the columns keep their headers.
 */
export function NamedSelectionHead({ children, ...props }: DataTableHeadProps) {
  const config = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const withoutOwnCheckbox = useMemo(() => ({ ...config, hasBulkActions: false }), [config]);
  if (!config.hasBulkActions || !handleToggleItem) return <DataTableHead {...props}>{children}</DataTableHead>;
  return (
    <DataTableConfigContext.Provider value={withoutOwnCheckbox}>
      <DataTableHead {...props}>
        <TableCell component="td" padding="checkbox" variant="head" className={DataTableClasses.headerCell}>
          <SelectPageCheckbox />
        </TableCell>
        {children}
      </DataTableHead>
    </DataTableConfigContext.Provider>
  );
}

/**
 * After a bulk action the bulk toolbar (and the button that opened the confirmation) is gone, and
 * focus would fall to the page body. This puts it on the checkbox of the first affected row that is
 * still listed, else on the select-all checkbox, else on the main region, once the list has loaded
 * again (the dialog's own focus return comes first; the list reloads after it).
 */
export function focusListAfterBulk(ids: readonly Identifier[], timeoutMs = 3000): void {
  if (typeof document === 'undefined') return;
  const started = Date.now();
  const target = (): HTMLElement | null => {
    for (const id of ids) {
      const row = document.querySelector<HTMLElement>(`input[${SELECT_ROW_ATTRIBUTE}="${CSS.escape(String(id))}"]`);
      if (row) return row;
    }
    return document.querySelector<HTMLElement>('.select-all input');
  };
  // The confirmation is gone (its exit transition over): its own focus return has run.
  const settled = () => !document.querySelector('[role="dialog"]');
  const attempt = () => {
    const element = settled() ? target() : null;
    if (element) {
      element.focus();
      return;
    }
    if (Date.now() - started < timeoutMs) {
      setTimeout(attempt, 50);
      return;
    }
    const main = document.querySelector<HTMLElement>('main');
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus();
    }
  };
  setTimeout(attempt, 50);
}
