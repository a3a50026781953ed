/**
 * The preview of a start page (a template, or a whole bundle slot by slot), per language: the
 * template's HTML sanitised with DOMPurify and shown in a sandboxed iframe (no scripts, no same
 * origin) under the Content-Security-Policy built from the template's directives, the imprint as its
 * footer. Reused by the device screens ("preview of the start page").
 */
import { useId, useMemo, useState } from 'react';
import { Alert, Box, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import DOMPurify from 'dompurify';
import { useTranslate } from 'react-admin';
import { buildStartPageCsp, pickLocalized } from '../../domain/startPage';

export interface PreviewText {
  lang: string;
  text: string;
  default?: boolean | null;
  [key: string]: unknown;
}

export interface PreviewTemplate {
  slot: string;
  text: readonly PreviewText[];
  cspDirectives?: readonly string[] | null;
}

export interface StartPagePreviewProps {
  templates: readonly PreviewTemplate[];
  imprint?: readonly PreviewText[] | null;
  /** The language shown first (the switch offers the languages present). */
  lang: string;
}

/** Never scripts, forms, frames, plugins, the base URL or meta refreshes; inline styles and images stay. */
const PURIFY_CONFIG = {
  FORBID_TAGS: [
    'script',
    'noscript',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'base',
    'meta',
    'link',
    'portal',
  ],
  FORBID_ATTR: ['action', 'formaction', 'srcdoc', 'ping'],
  ALLOW_DATA_ATTR: false,
};

/** The sanitised HTML and whether sanitising removed anything. */
export function sanitizeStartPageHtml(html: string): { html: string; removed: boolean } {
  const clean = DOMPurify.sanitize(html, PURIFY_CONFIG) as string;
  return { html: clean, removed: DOMPurify.removed.length > 0 };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The full document of the preview: the CSP meta first in <head>, the sanitised body, the sanitised
 * imprint as footer. `removed` tells whether sanitising dropped anything.
 */
export function buildPreviewDocument(
  template: PreviewTemplate | undefined,
  imprint: readonly PreviewText[] | null | undefined,
  lang: string,
): { srcdoc: string; removed: boolean } {
  const body = sanitizeStartPageHtml(pickLocalized(template?.text ?? [], lang)?.text ?? '');
  const imprintText = pickLocalized(imprint ?? [], lang)?.text;
  const footer = imprintText ? sanitizeStartPageHtml(imprintText) : { html: '', removed: false };
  const csp = buildStartPageCsp(template?.cspDirectives ?? []);
  const srcdoc = [
    '<!DOCTYPE html>',
    `<html lang="${escapeAttribute(lang)}">`,
    '<head>',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}">`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<style>body{margin:0;font-family:system-ui,sans-serif;line-height:1.5}main{padding:16px}',
    'footer{padding:8px 16px;border-top:1px solid #ddd;font-size:0.8em;color:#555}img{max-width:100%}</style>',
    '</head>',
    `<body><main>${body.html}</main>${footer.html ? `<footer>${footer.html}</footer>` : ''}</body>`,
    '</html>',
  ].join('');
  return { srcdoc, removed: body.removed || footer.removed };
}

function languagesOf(templates: readonly PreviewTemplate[], imprint: readonly PreviewText[] | null | undefined) {
  const all = [...templates.flatMap((t) => t.text), ...(imprint ?? [])].map((t) => t.lang).filter(Boolean);
  return [...new Set(all)];
}

/** The preview with its language switch and, for more than one template (a bundle), a slot switch. */
export default function StartPagePreview({ templates, imprint, lang }: StartPagePreviewProps) {
  const translate = useTranslate();
  const id = useId();
  const languages = useMemo(() => languagesOf(templates, imprint), [templates, imprint]);
  const [chosenLang, setLang] = useState(lang);
  const [chosenSlot, setSlot] = useState<string | undefined>(undefined);
  const shownLang = languages.includes(chosenLang) ? chosenLang : (languages[0] ?? lang);
  // The welcome screen first: it is what a guest sees on arrival.
  const template =
    templates.find((t) => t.slot === chosenSlot) ?? templates.find((t) => t.slot === 'Welcome') ?? templates[0];
  const { srcdoc, removed } = useMemo(
    () => buildPreviewDocument(template, imprint, shownLang),
    [template, imprint, shownLang],
  );
  const slotName = (slot: string) => translate(`resources.start-pages.slots.${slot}`, { _: slot });
  if (!template) {
    return <Typography color="text.secondary">{translate('resources.start-pages.preview.noTemplates')}</Typography>;
  }
  const hasText = template.text.length > 0;
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h3" id={`${id}-title`} gutterBottom>
        {translate('resources.start-pages.preview.title')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        {languages.length > 0 && (
          <FormControl size="small" sx={{ minWidth: 160 }}>
            <InputLabel id={`${id}-lang`}>{translate('resources.start-pages.preview.language')}</InputLabel>
            <Select
              labelId={`${id}-lang`}
              label={translate('resources.start-pages.preview.language')}
              value={shownLang}
              onChange={(event) => setLang(event.target.value)}
            >
              {languages.map((l) => (
                <MenuItem key={l} value={l}>
                  {l}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
        {templates.length > 1 && (
          <FormControl size="small" sx={{ minWidth: 220 }}>
            <InputLabel id={`${id}-slot`}>{translate('resources.start-pages.preview.slot')}</InputLabel>
            <Select
              labelId={`${id}-slot`}
              label={translate('resources.start-pages.preview.slot')}
              value={template.slot}
              onChange={(event) => setSlot(event.target.value)}
            >
              {templates.map((t) => (
                <MenuItem key={t.slot} value={t.slot}>
                  {slotName(t.slot)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
      </Stack>
      {removed && (
        <Alert severity="info" sx={{ mb: 1 }} role="status">
          {translate('resources.start-pages.preview.sanitized')}
        </Alert>
      )}
      {hasText ? (
        <Box
          component="iframe"
          sandbox=""
          referrerPolicy="no-referrer"
          title={translate('resources.start-pages.preview.frameTitle', {
            slot: slotName(template.slot),
            lang: shownLang,
          })}
          srcDoc={srcdoc}
          sx={{ width: '100%', height: 360, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
        />
      ) : (
        <Typography color="text.secondary">{translate('resources.start-pages.preview.empty')}</Typography>
      )}
    </Box>
  );
}
