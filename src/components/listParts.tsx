import type { ComponentType, ReactNode } from 'react';
import { Typography } from '@mui/material';
import {
  CreateButton,
  FilterButton,
  Pagination,
  type PaginationProps,
  SearchInput,
  TopToolbar,
  useListContext,
  useLocaleState,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { resourcePath } from './resourcePath';
import { ListViews } from './ListViews';

/** `resources.<name>`: the message prefix of the resource in context. */
export function useMessagePrefix(): string {
  return `resources.${useResourceContext() ?? ''}`;
}

/**
 * The list toolbar: the filter button and, for users who may create, the create button
 * (`resources.<name>.actions.create`). It wraps on narrow screens instead of pushing the create
 * button out of the page. `children`: further actions (the export), before the create button.
 * `views`: the user's saved views — saved queries (in the filter button) and the column chooser —
 * kept on the server (ListViews; the list needs a DataTable).
 */
export function ListActions({
  canCreate,
  views = false,
  children,
}: {
  canCreate: boolean;
  views?: boolean;
  children?: ReactNode;
}) {
  const resource = useResourceContext() ?? '';
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <FilterButton />
      {views && <ListViews />}
      {children}
      {canCreate && (
        <CreateButton label={`resources.${resource}.actions.create`} to={resourcePath(resource, undefined, 'create')} />
      )}
    </TopToolbar>
  );
}

/** A filtered list without results: `resources.<name>.empty.noResults`. */
export function NoResults() {
  const translate = useTranslate();
  const prefix = useMessagePrefix();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate(`${prefix}.empty.noResults`)}
    </Typography>
  );
}

/**
 * The always-on search box of a list, placeholder and label `resources.<name>.filters.searchPlaceholder`;
 * `width` from the small breakpoint up, for a placeholder longer than react-admin's box (full width
 * on phones then).
 */
export function useSearchFilter({ width }: { width?: number } = {}) {
  const translate = useTranslate();
  const search = translate(`${useMessagePrefix()}.filters.searchPlaceholder`);
  return (
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={search}
      slotProps={{ htmlInput: { 'aria-label': search } }}
      sx={width ? { width: { xs: '100%', sm: width } } : undefined}
    />
  );
}

/** react-admin's Pagination passes labelDisplayedRows on to MUI's TablePagination; its type omits it. */
const RangePagination = Pagination as ComponentType<
  PaginationProps & { labelDisplayedRows: (info: { from: number; to: number; count: number }) => string }
>;

/**
 * The list pagination, which also knows a total that is a lower bound: when the server did not count
 * every match of a broad search (`meta.totalExact === false`, from totalCountExact), the range reads
 * "1–25 of more than 10,000" (`resources.<name>.pagination.moreThan`, in the resource's own messages,
 * which load with it) instead of pretending an exact total.
 */
export function ListPagination(props: PaginationProps) {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const prefix = useMessagePrefix();
  if ((meta as { totalExact?: boolean } | undefined)?.totalExact !== false) return <Pagination {...props} />;
  const number = (n: number) => n.toLocaleString(locale);
  return (
    <RangePagination
      {...props}
      labelDisplayedRows={({ from, to, count }: { from: number; to: number; count: number }) =>
        translate(`${prefix}.pagination.moreThan`, {
          offsetBegin: number(from),
          offsetEnd: number(to),
          total: number(count),
        })
      }
    />
  );
}
