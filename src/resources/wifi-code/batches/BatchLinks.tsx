/**
 * The ways to the batches (issue 39): the code list's button to the batches view, the batch filter of
 * the code list (a batch chosen by name), and the code page's link to the code's batch.
 */
import LayersIcon from '@mui/icons-material/Layers';
import { Chip } from '@mui/material';
import {
  AutocompleteInput,
  Button,
  Labeled,
  Link,
  ReferenceInput,
  useGetOne,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { resourcePath } from '../../../components/resourcePath';
import { BATCHES } from './api';
import { useBatchName, type BatchRecord } from './batchRecord';

const R = `resources.${BATCHES}`;

/** The batches view with only this batch (the list's `ids` filter). */
export const batchPath = (id: string) =>
  `${resourcePath(BATCHES)}&filter=${encodeURIComponent(JSON.stringify({ ids: [id] }))}`;

/** The code list's button to the batches view. */
export function BatchesButton() {
  const translate = useTranslate();
  return (
    <Button component={Link} to={resourcePath(BATCHES)} label={translate(`${R}.actions.open`)} size="small">
      <LayersIcon />
    </Button>
  );
}

function BatchOption() {
  const record = useRecordContext<BatchRecord>();
  return <>{useBatchName(record)}</>;
}

/** The code list's filter by batch: one of the customer's batches, found by its name. */
export function BatchFilterInput({ source = 'batchId' }: { source?: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <ReferenceInput source={source} reference={BATCHES} sort={{ field: 'createdAt', order: 'DESC' }}>
      <AutocompleteInput
        label={translate(`${R}.fields.batchId`)}
        optionText={<BatchOption />}
        inputText={(record: BatchRecord) => record.name || new Date(record.createdAt).toLocaleString()}
        matchSuggestion={() => true}
        sx={{ minWidth: 240 }}
      />
    </ReferenceInput>
  );
}

/** On a code's page: the batch it was made in, as a link to it; nothing for a single code. */
export function CodeBatchLink() {
  const record = useRecordContext<{ batchId?: string | null }>();
  const batchId = record?.batchId ?? null;
  const { data } = useGetOne<BatchRecord>(BATCHES, { id: batchId ?? '' }, { enabled: !!batchId, retry: false });
  const name = useBatchName(data);
  const translate = useTranslate();
  if (!batchId || !data) return null;
  return (
    <Labeled label={translate(`${R}.show.batch`)}>
      <Link to={batchPath(batchId)}>{name}</Link>
    </Labeled>
  );
}

/** The batches view showing one batch (from a code's page): a chip that shows all again. */
export function OnlyBatchChip() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters, data } = useListContext<BatchRecord>();
  const ids = (filterValues as { ids?: unknown }).ids;
  const first = data?.[0];
  const name = useBatchName(first);
  if (!Array.isArray(ids) || !ids.length) return null;
  const rest = { ...(filterValues as Record<string, unknown>) };
  delete rest.ids;
  return (
    <Chip
      label={name || translate(`${R}.fields.batchId`)}
      onDelete={() => setFilters(rest, displayedFilters)}
      sx={{ alignSelf: 'center', mx: 1 }}
    />
  );
}
