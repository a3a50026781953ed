/** Read-only parts of the details pages: texts per language, slot names, the imprint's name. */
import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  Labeled,
  ReferenceField,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { AREA, useRecordName } from './parts';

interface TextItem {
  lang: string;
  default?: boolean | null;
  [key: string]: unknown;
}

const PREVIEW_CHARS = 300;
/** The plain text of an HTML text, shortened (the details page never renders a text's HTML). */
export function plainExcerpt(html: unknown): string {
  if (typeof html !== 'string') return '';
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;
}

/** Each language of a text list with its default flag and the start of its text(s). */
export function LocalizedTextsField({ source, texts }: { source: string; texts: readonly string[]; label?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? AREA;
  const translate = useTranslate();
  const items = (record?.[source] ?? []) as TextItem[];
  return (
    <Labeled label={`resources.${resource}.fields.${source}`}>
      <Stack spacing={1.5}>
        {items.map((item) => (
          <Box key={item.lang}>
            <Stack direction="row" spacing={1} alignItems="center">
              <Chip size="small" label={item.lang} />
              {item.default && (
                <Chip size="small" color="primary" label={translate('resources.start-pages.localized.default')} />
              )}
            </Stack>
            {texts.map((t) =>
              item[t] ? (
                <Typography key={t} variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {translate(`resources.start-pages.localized.${t}`)}:{' '}
                  </Box>
                  {plainExcerpt(item[t])}
                </Typography>
              ) : null,
            )}
          </Box>
        ))}
      </Stack>
    </Labeled>
  );
}

/** A slot's translated name. */
export function useSlotName() {
  const translate = useTranslate();
  return (slot: unknown) =>
    typeof slot === 'string' ? translate(`resources.start-pages.slots.${slot}`, { _: slot }) : '';
}

export function SlotText({ record }: { record?: RaRecord }) {
  const slotName = useSlotName();
  return <>{slotName(record?.slot)}</>;
}

function ImprintName() {
  const record = useRecordContext();
  const nameOf = useRecordName();
  return <>{nameOf(record)}</>;
}

/** The linked imprint by its description. */
export function ImprintField({ source = 'imprint' }: { source?: string; label?: string }) {
  return (
    <ReferenceField source={source} reference={`${AREA}/imprints`} link={false} emptyText="–">
      <ImprintName />
    </ReferenceField>
  );
}
