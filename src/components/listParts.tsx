import { Typography } from '@mui/material';
import { CreateButton, FilterButton, SearchInput, TopToolbar, useResourceContext, useTranslate } from 'react-admin';
import { resourcePath } from './resourcePath';

/** `resources.<name>`: the message prefix of the resource in context. */
export function useMessagePrefix(): string {
  return `resources.${useResourceContext() ?? ''}`;
}

/**
 * The list toolbar: the filter button and, for users who may create, the create button
 * (`resources.<name>.actions.create`). It wraps on narrow screens instead of pushing the create
 * button out of the page.
 */
export function ListActions({ canCreate }: { canCreate: boolean }) {
  const resource = useResourceContext() ?? '';
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <FilterButton />
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

/** The always-on search box of a list, placeholder and label `resources.<name>.filters.searchPlaceholder`. */
export function useSearchFilter() {
  const translate = useTranslate();
  const search = translate(`${useMessagePrefix()}.filters.searchPlaceholder`);
  return (
    <SearchInput key="q" source="q" alwaysOn placeholder={search} slotProps={{ htmlInput: { 'aria-label': search } }} />
  );
}
