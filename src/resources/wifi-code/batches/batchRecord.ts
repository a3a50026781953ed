/** A batch of WiFi codes as the batches list holds it (CodeBatch, schema/voucher.graphql). */
import { useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { DATE_TIME_OPTIONS, formatTag } from '../../../i18n/formats';

export interface BatchRecord {
  id: Identifier;
  customerId: string;
  name: string | null;
  createdBy: string | null;
  createdByName: string | null;
  createdAt: string;
  amount: number;
  live: number;
  active: number;
  loginTemplateId: string | null;
  loginTemplateName: string | null;
  expires: string | null;
  dynamicExpires: string | null;
}

/** The batch's name: the description it was made with, else "Stapel vom <when it was made>". */
export function useBatchName(record: Pick<BatchRecord, 'name' | 'createdAt'> | undefined): string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return '';
  if (record.name?.trim()) return record.name;
  const date = new Date(record.createdAt).toLocaleString(formatTag(locale), DATE_TIME_OPTIONS);
  return translate('resources.wifi-code/batches.values.unnamed', { date });
}
