/** A batch of WiFi codes as the batches list holds it (CodeBatch, schema/voucher.graphql). */
import { useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { DATE_TIME_OPTIONS, formatTag } from '../../../i18n/formats';
import type { CodeBatch } from '../../../generated/graphql';

/** The schema's CodeBatch, with react-admin's `id` for its `_id`. */
export type BatchRecord = Omit<CodeBatch, '__typename' | '_id'> & { id: Identifier };

/** The batch's name: the description it was made with, else "Stapel vom <when it was made>". */
export function useBatchName(record: Pick<BatchRecord, 'name' | 'createdAt'> | undefined): string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return '';
  if (record.name?.trim()) return record.name;
  const date = new Date(record.createdAt).toLocaleString(formatTag(locale), DATE_TIME_OPTIONS);
  return translate('resources.wifi-code/batches.values.unnamed', { date });
}
