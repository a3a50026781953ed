/**
 * A4 sheets of WiFi-code cards (seed 001 §2 print dialog): 8, 12 or 21 cards per page, each with the
 * code, its QR code, the shortcut's logo, colour and text (when printed from a shortcut) and the
 * validity. Measured in millimetres so the screen preview and the printout are the same; a card never
 * splits across pages (each sheet is exactly one page, break-after: page).
 */
import { Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { parseDynamicExpires } from '../../../domain';
import type { Shortcut } from '../../../domain/shortcut';
import { localeTag } from '../../../providers/i18nProvider';
import { explainDynamicExpires } from '../../hotspot-account-template/DynamicExpiresInput';

export const CARDS_PER_PAGE = [8, 12, 21] as const;
export type CardsPerPage = (typeof CARDS_PER_PAGE)[number];

/** A code to print: the code and what its validity is made of. */
export interface PrintItem {
  code: string;
  expires?: string | null;
  dynamicExpires?: string | null;
}

export type PrintLook = Pick<Shortcut, 'text' | 'color' | 'logo' | 'name'>;

/** Grid and card shape per page size (A4 = 210 × 297 mm, 8 mm margin). */
const LAYOUT: Record<
  CardsPerPage,
  { cols: number; rows: number; row: boolean; qr: number; code: number; text: number }
> = {
  8: { cols: 2, rows: 4, row: true, qr: 36, code: 6, text: 3.4 },
  12: { cols: 3, rows: 4, row: false, qr: 25, code: 4.4, text: 2.7 },
  21: { cols: 3, rows: 7, row: true, qr: 23, code: 3.8, text: 2.4 },
};
const MARGIN_MM = 8;
const R = 'resources.wifi-code.print';

export const pagesOf = <T,>(items: readonly T[], perPage: number): T[][] => {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages;
};

/** The validity of a code in words: its expiry, the formula counted from the first login, or none. */
export function useValidity() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (item: PrintItem): string => {
    if (item.expires) return translate(`${R}.validUntil`, { date: format.format(new Date(item.expires)) });
    const ops = item.dynamicExpires ? parseDynamicExpires(item.dynamicExpires) : null;
    if (ops) return translate(`${R}.validFromFirstLogin`, { text: explainDynamicExpires(ops, translate) });
    return translate(`${R}.unlimited`);
  };
}

function Card({
  item,
  qr,
  look,
  perPage,
  validity,
}: {
  item: PrintItem;
  qr: string | undefined;
  look: PrintLook | null;
  perPage: CardsPerPage;
  validity: string;
}) {
  const translate = useTranslate();
  const l = LAYOUT[perPage];
  const color = look?.color || '#222222';
  return (
    <Box
      data-testid="print-card"
      sx={{
        boxSizing: 'border-box',
        breakInside: 'avoid',
        pageBreakInside: 'avoid',
        overflow: 'hidden',
        border: '0.2mm dashed #9e9e9e',
        borderTop: `2mm solid ${color}`,
        p: '2.5mm',
        display: 'flex',
        flexDirection: l.row ? 'row' : 'column',
        alignItems: 'center',
        gap: l.row ? '2.5mm' : '1.2mm',
        color: '#111',
        background: '#fff',
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
      }}
    >
      {qr ? (
        <img
          src={qr}
          alt={translate(`${R}.qrAlt`, { code: item.code })}
          style={
            l.row
              ? { width: `${l.qr}mm`, height: `${l.qr}mm`, flex: 'none' }
              : // Below the text: gives way (down to 14 mm) rather than leave the card.
                { height: `${l.qr}mm`, width: 'auto', aspectRatio: '1', flex: '0 1 auto', minHeight: '14mm', order: 2 }
          }
        />
      ) : (
        <Box sx={{ width: `${l.qr}mm`, height: `${l.qr}mm`, flex: 'none', bgcolor: '#eee' }} />
      )}
      <Box
        sx={{
          minWidth: 0,
          flex: l.row ? 1 : '0 0 auto',
          maxWidth: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: l.row ? 'flex-start' : 'center',
          textAlign: l.row ? 'left' : 'center',
          gap: l.row ? '1mm' : '0.6mm',
          order: 1,
        }}
      >
        {look?.logo && (
          <img
            src={look.logo}
            alt={translate(`${R}.logoAlt`)}
            style={{ maxHeight: perPage === 8 ? '11mm' : '7mm', maxWidth: '100%', objectFit: 'contain' }}
          />
        )}
        <Box
          component="span"
          sx={{ fontSize: `${l.text}mm`, textTransform: 'uppercase', letterSpacing: '0.1em', color: '#555' }}
        >
          {translate(`${R}.codeLabel`)}
        </Box>
        <Box
          component="span"
          data-testid="print-code"
          sx={{
            fontFamily: 'monospace',
            fontWeight: 700,
            fontSize: `${l.code}mm`,
            letterSpacing: '0.08em',
            color,
            wordBreak: 'break-all',
            lineHeight: 1.1,
          }}
        >
          {item.code}
        </Box>
        {look?.text && (
          <Box
            component="span"
            sx={{
              fontSize: `${l.text}mm`,
              lineHeight: 1.25,
              whiteSpace: 'pre-line',
              overflow: 'hidden',
              display: '-webkit-box',
              WebkitLineClamp: perPage === 8 ? 4 : 2,
              WebkitBoxOrient: 'vertical',
            }}
          >
            {look.text}
          </Box>
        )}
        <Box component="span" sx={{ fontSize: `${l.text}mm`, color: '#333' }} data-testid="print-validity">
          {validity}
        </Box>
      </Box>
    </Box>
  );
}

/** The sheets: one A4 page each, `perPage` cards in a grid. */
export default function PrintSheets({
  items,
  qrs,
  look,
  perPage,
  maxPages,
}: {
  items: readonly PrintItem[];
  qrs: ReadonlyMap<string, string>;
  look: PrintLook | null;
  perPage: CardsPerPage;
  /** Render only the first pages (the screen preview of a large batch). */
  maxPages?: number;
}) {
  const validity = useValidity();
  const l = LAYOUT[perPage];
  const pages = pagesOf(items, perPage);
  const shown = maxPages === undefined ? pages : pages.slice(0, maxPages);
  return (
    <>
      {shown.map((page, index) => (
        <Box
          key={index}
          data-testid="print-sheet"
          sx={{
            boxSizing: 'border-box',
            width: '210mm',
            height: '297mm',
            p: `${MARGIN_MM}mm`,
            display: 'grid',
            gridTemplateColumns: `repeat(${l.cols}, 1fr)`,
            gridTemplateRows: `repeat(${l.rows}, 1fr)`,
            overflow: 'hidden',
            background: '#fff',
            breakAfter: index === shown.length - 1 ? 'auto' : 'page',
            pageBreakAfter: index === shown.length - 1 ? 'auto' : 'always',
            breakInside: 'avoid',
          }}
        >
          {page.map((item) => (
            <Card
              key={item.code}
              item={item}
              qr={qrs.get(item.code)}
              look={look}
              perPage={perPage}
              validity={validity(item)}
            />
          ))}
        </Box>
      ))}
    </>
  );
}
