import { NullableBooleanInput, SearchInput, useTranslate } from 'react-admin';

/** Search (code and description) plus the status filters of the WiFi-code list. */
export function useVoucherFilters() {
  const translate = useTranslate();
  const search = translate('resources.wifi-code.filters.searchPlaceholder');
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={search}
      slotProps={{ htmlInput: { 'aria-label': search } }}
    />,
    <NullableBooleanInput
      key="active"
      source="active"
      label="resources.wifi-code.fields.active"
      trueLabel="resources.wifi-code.filters.activeOnly"
      falseLabel="resources.wifi-code.filters.deactivatedOnly"
    />,
    <NullableBooleanInput
      key="valid"
      source="valid"
      label="resources.wifi-code.fields.valid"
      trueLabel="resources.wifi-code.filters.validOnly"
      falseLabel="resources.wifi-code.filters.invalidOnly"
    />,
  ];
}
