import { NullableBooleanInput, useResourceContext } from 'react-admin';
import { useSearchFilter } from '../../components/listParts';
import { BatchFilterInput } from './batches/BatchLinks';

/** Search (code and description) plus the status filters of the WiFi-code list. */
export function useVoucherFilters() {
  const resource = useResourceContext() ?? '';
  return [
    useSearchFilter(),
    <NullableBooleanInput
      key="active"
      source="active"
      trueLabel={`resources.${resource}.filters.activeOnly`}
      falseLabel={`resources.${resource}.filters.deactivatedOnly`}
    />,
    <NullableBooleanInput
      key="valid"
      source="valid"
      trueLabel={`resources.${resource}.filters.validOnly`}
      falseLabel={`resources.${resource}.filters.invalidOnly`}
    />,
    <BatchFilterInput key="batchId" source="batchId" />,
  ];
}
