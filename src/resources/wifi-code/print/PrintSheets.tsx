/**
 * A4 sheets of WiFi-code cards (seed 001 §2 print dialog, issue 40): cut-out cards (8, 12 or 21 per
 * page) or labels (Avery Zweckform 3474, 24 per page). Each card carries the network's name, the
 * steps in German and English, the code, its validity, a QR code that joins the network and one that
 * opens the guest page with the code, and the shortcut's logo, colour and whole text (its font shrinks
 * for a long text). Measured in millimetres (layouts.ts, shared with the PDF) so the screen preview
 * and the printout are the same; a card never splits across pages (each sheet is one page).
 */
import { Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { parseDynamicExpires } from '../../../domain';
import type { Shortcut } from '../../../domain/shortcut';
import type { WifiNetwork } from '../../../domain/wifi';
import { localeTag } from '../../../providers/i18nProvider';
import { explainDynamicExpires } from '../../hotspot-account-template/DynamicExpiresInput';
import { CARD_LANGUAGES, CARD_TEXT, fitFontSize, qrCaption, stepsLine } from './cardText';
import { LAYOUTS, perPageOf, type PrintLayout, type PrintLayoutId } from './layouts';

/** The card layouts by cards per page (the label sheet is 'avery-3474'). */
export const CARDS_PER_PAGE = [8, 12, 21] as const;
export type CardsPerPage = (typeof CARDS_PER_PAGE)[number];

/** A code to print: the code and what its validity is made of. */
export interface PrintItem {
  code: string;
  expires?: string | null;
  dynamicExpires?: string | null;
}

export type PrintLook = Pick<Shortcut, 'text' | 'color' | 'logo' | 'name'>;

const R = 'resources.wifi-code.print';
/** Width (mm) of a card's text column. */
export const textWidthOf = (l: PrintLayout, qr: number): number =>
  l.cardWidth - 2 * l.padding - (l.shape === 'row' ? qr + (l.id === '8' ? 2.5 : 1.5) : 0);

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

function Qr({
  src,
  alt,
  caption,
  size,
  testId,
}: {
  src?: string;
  alt: string;
  caption: string;
  size: number;
  testId: string;
}) {
  return (
    <Box
      component="figure"
      sx={{ m: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', width: `${size}mm`, flex: 'none' }}
    >
      {src ? (
        <img src={src} alt={alt} data-testid={testId} style={{ width: `${size}mm`, height: `${size}mm` }} />
      ) : (
        <Box sx={{ width: `${size}mm`, height: `${size}mm`, bgcolor: '#eee' }} />
      )}
      <Box
        component="figcaption"
        sx={{ fontSize: `${Math.max(1.5, size / 13)}mm`, lineHeight: 1.1, textAlign: 'center', color: '#444' }}
      >
        {caption}
      </Box>
    </Box>
  );
}

function Card({
  item,
  qr,
  wifiQr,
  network,
  look,
  layout,
  validity,
}: {
  item: PrintItem;
  qr: string | undefined;
  wifiQr: string | null;
  network: WifiNetwork | null;
  look: PrintLook | null;
  layout: PrintLayout;
  validity: string;
}) {
  const translate = useTranslate();
  const l = layout;
  const color = look?.color || '#222222';
  const ssid = network?.ssid || null;
  const small = l.id === '21' || l.id === 'avery-3474';
  const lookText = look?.text?.trim() || '';
  const qrSize = lookText ? l.qrWithText : l.qr;
  const textSize = lookText ? fitFontSize(lookText, textWidthOf(l, qrSize) * 0.95, l.lookText, l.text) : l.text;
  const qrs = (
    <Box
      sx={{
        display: 'flex',
        flexDirection: l.shape === 'row' ? 'column' : 'row',
        justifyContent: 'center',
        gap: small ? '0.8mm' : '2mm',
        flex: 'none',
        order: l.shape === 'row' ? 2 : 3,
      }}
    >
      {wifiQr && (
        <Qr
          src={wifiQr}
          size={qrSize}
          alt={translate(`${R}.wifiQrAlt`, { ssid: ssid ?? '' })}
          caption={qrCaption('joinQr')}
          testId="print-wifi-qr"
        />
      )}
      <Qr
        src={qr}
        size={wifiQr ? qrSize : qrSize * (l.shape === 'row' ? 1.6 : 1.2)}
        alt={translate(`${R}.qrAlt`, { code: item.code })}
        caption={qrCaption('codeQr')}
        testId="print-code-qr"
      />
    </Box>
  );
  return (
    <Box
      data-testid="print-card"
      sx={{
        boxSizing: 'border-box',
        width: `${l.cardWidth}mm`,
        height: `${l.cardHeight}mm`,
        breakInside: 'avoid',
        pageBreakInside: 'avoid',
        overflow: 'hidden',
        border: l.labels ? 'none' : '0.2mm dashed #9e9e9e',
        borderTop: `${small ? 1.2 : 2}mm solid ${color}`,
        p: `${l.padding}mm`,
        display: 'flex',
        flexDirection: l.shape,
        gap: small ? '1.5mm' : '2.5mm',
        color: '#111',
        background: '#fff',
        fontFamily: 'Helvetica, Arial, sans-serif',
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
      }}
    >
      <Box
        sx={{
          minWidth: 0,
          minHeight: 0,
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          gap: small ? '0.4mm' : '1mm',
          order: 1,
          lineHeight: 1.2,
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: small ? '0.3mm' : '0.8mm' }}>
          {look?.logo && (
            <img
              src={look.logo}
              alt={translate(`${R}.logoAlt`)}
              style={{
                maxHeight: small ? '5mm' : '9mm',
                maxWidth: '100%',
                objectFit: 'contain',
                alignSelf: 'flex-start',
              }}
            />
          )}
          {ssid && (
            <Box
              component="span"
              data-testid="print-ssid"
              sx={{ fontSize: `${l.text * 1.15}mm`, overflowWrap: 'anywhere' }}
            >
              {CARD_TEXT.de.network} / {CARD_TEXT.en.network}: <b>{ssid}</b>
              {network?.passphrase && (
                <Box component="span" sx={{ display: 'block' }}>
                  {CARD_TEXT.de.password} / {CARD_TEXT.en.password}:{' '}
                  <b style={{ fontFamily: 'monospace' }}>{network.passphrase}</b>
                </Box>
              )}
            </Box>
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
              lineHeight: 1.05,
            }}
          >
            {item.code}
          </Box>
          <Box component="span" sx={{ fontSize: `${l.text}mm`, color: '#333' }} data-testid="print-validity">
            {validity}
          </Box>
        </Box>
        {lookText && (
          <Box
            component="span"
            data-testid="print-look-text"
            sx={{
              fontSize: `${textSize}mm`,
              lineHeight: 1.2,
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              maxHeight: `${l.lookText}mm`,
              overflow: 'hidden',
              flex: 'none',
            }}
          >
            {lookText}
          </Box>
        )}
        <Box data-testid="print-steps" sx={{ fontSize: `${l.text * 0.92}mm`, color: '#222' }}>
          {CARD_LANGUAGES.map((lang) => (
            <Box key={lang} lang={lang} sx={{ mt: lang === 'en' ? '0.4mm' : 0 }}>
              {stepsLine(lang, ssid)}
            </Box>
          ))}
        </Box>
      </Box>
      {qrs}
    </Box>
  );
}

/** The sheets: one A4 page each, the layout's cards in a grid. */
export default function PrintSheets({
  items,
  qrs,
  wifiQr = null,
  network = null,
  look,
  layout: layoutId,
  maxPages,
}: {
  items: readonly PrintItem[];
  qrs: ReadonlyMap<string, string>;
  /** The join-network QR code (null: no network chosen). */
  wifiQr?: string | null;
  network?: WifiNetwork | null;
  look: PrintLook | null;
  layout: PrintLayoutId;
  /** Render only the first pages (the screen preview of a large batch). */
  maxPages?: number;
}) {
  const validity = useValidity();
  const l = LAYOUTS[layoutId];
  const pages = pagesOf(items, perPageOf(l));
  const shown = maxPages === undefined ? pages : pages.slice(0, maxPages);
  return (
    <>
      {shown.map((page, index) => (
        <Box
          key={index}
          data-testid="print-sheet"
          data-layout={l.id}
          sx={{
            boxSizing: 'border-box',
            width: '210mm',
            height: '297mm',
            pt: `${l.marginTop}mm`,
            pl: `${l.marginLeft}mm`,
            display: 'grid',
            gridTemplateColumns: `repeat(${l.cols}, ${l.cardWidth}mm)`,
            gridTemplateRows: `repeat(${l.rows}, ${l.cardHeight}mm)`,
            columnGap: `${l.gapX}mm`,
            rowGap: `${l.gapY}mm`,
            alignContent: 'start',
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
              wifiQr={wifiQr}
              network={network}
              look={look}
              layout={l}
              validity={validity(item)}
            />
          ))}
        </Box>
      ))}
    </>
  );
}
