/**
 * The printed cards as a PDF (issue 40), drawn with pdf-lib from the same geometry as the browser
 * print (layouts.ts) and the same card words (cardText.ts): per card the network's name, the steps in
 * German and English, the code, its validity, the shortcut's logo, colour and whole text (shrunk to
 * fit), the join-network QR code and the code-page QR code as images. Loaded on demand by the print
 * dialog (pdf-lib is not in the portal's first bundle).
 *
 * The standard PDF fonts (Helvetica, Courier) write WinAnsi text only: a character outside it (an
 * emoji or a CJK letter in a network name) is drawn as '?' — the QR code still carries the exact name.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { WifiNetwork } from '../../../domain/wifi';
import { CARD_LANGUAGES, CARD_TEXT, fitFontSize, qrCaption, stepsLine } from './cardText';
import { pagesOf, textWidthOf, type PrintItem, type PrintLook } from './PrintSheets';
import {
  LAYOUTS,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  cardPosition,
  perPageOf,
  type PrintLayout,
  type PrintLayoutId,
} from './layouts';

const PT = 72 / 25.4;
const pt = (mm: number) => mm * PT;

export interface PdfInput {
  items: readonly PrintItem[];
  /** The validity line of each item (same order), in the portal's language. */
  validities: readonly string[];
  /** The code-page QR code of each code (PNG data URLs). */
  codeQrs: ReadonlyMap<string, string>;
  /** The join-network QR code (PNG data URL); null: no network. */
  wifiQr: string | null;
  network: WifiNetwork | null;
  look: PrintLook | null;
  layout: PrintLayoutId;
  /** The label above the code ("WLAN-Code"), the document's title. */
  codeLabel: string;
  title: string;
}

type Fonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont };

/** The text with every character the font cannot write replaced by '?'. */
function writable(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** Greedy word wrap to a width (pt); very long words are cut by character. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of writable(font, text).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

const hexColor = (value: string | null | undefined) => {
  const m = /^#?([0-9a-f]{6})$/i.exec(value ?? '');
  const n = m ? parseInt(m[1]!, 16) : 0x222222;
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** One block of text lines at a size and font. */
type Block = { lines: string[]; font: PDFFont; size: number; color: ReturnType<typeof rgb>; gapAfter: number };

function textBlocks(
  fonts: Fonts,
  l: PrintLayout,
  width: number,
  scale: number,
  input: PdfInput,
  item: PrintItem,
  validity: string,
): Block[] {
  const text = pt(l.text) * scale;
  const ssid = input.network?.ssid || null;
  const dark = rgb(0.07, 0.07, 0.07);
  const grey = rgb(0.33, 0.33, 0.33);
  const blocks: Block[] = [];
  const add = (t: string, font: PDFFont, size: number, color = dark, gapAfter = size * 0.25) =>
    blocks.push({ lines: wrap(font, t, size, width), font, size, color, gapAfter });
  if (ssid) add(`${CARD_TEXT.de.network} / ${CARD_TEXT.en.network}: ${ssid}`, fonts.bold, text * 1.15);
  if (ssid && input.network?.passphrase)
    add(`${CARD_TEXT.de.password} / ${CARD_TEXT.en.password}: ${input.network.passphrase}`, fonts.bold, text);
  add(input.codeLabel.toUpperCase(), fonts.regular, text * 0.9, grey, text * 0.1);
  add(item.code, fonts.mono, pt(l.code) * scale, hexColor(input.look?.color));
  add(validity, fonts.regular, text, grey, text * 0.6);
  const lookText = input.look?.text?.trim();
  if (lookText) {
    const size = fitFontSize(lookText, textWidthOf(l, l.qrWithText) * 0.95, l.lookText, l.text);
    add(lookText, fonts.regular, pt(size) * scale, dark, text * 0.6);
  }
  for (const lang of CARD_LANGUAGES) add(stepsLine(lang, ssid), fonts.regular, text * 0.92, dark, text * 0.2);
  return blocks;
}

const heightOf = (blocks: Block[]) => blocks.reduce((h, b) => h + b.lines.length * b.size * 1.2 + b.gapAfter, 0);

function drawQr(page: PDFPage, image: PDFImage, font: PDFFont, x: number, top: number, size: number, caption: string) {
  page.drawImage(image, { x, y: top - size, width: size, height: size });
  const fontSize = pt(Math.max(1.5, size / PT / 13));
  const lines = wrap(font, caption, fontSize, size + pt(1));
  lines.forEach((line, i) => {
    const w = font.widthOfTextAtSize(line, fontSize);
    page.drawText(line, {
      x: x + (size - w) / 2,
      y: top - size - fontSize * (1.05 + i * 1.15),
      size: fontSize,
      font,
      color: rgb(0.27, 0.27, 0.27),
    });
  });
  return size + fontSize * (0.3 + lines.length * 1.15);
}

async function embedLogo(doc: PDFDocument, logo: string | null | undefined): Promise<PDFImage | null> {
  if (!logo) return null;
  try {
    if (logo.startsWith('data:image/png')) return await doc.embedPng(logo);
    if (/^data:image\/jpe?g/.test(logo)) return await doc.embedJpg(logo);
  } catch {
    // A logo pdf-lib cannot read (or SVG): the card goes without it.
  }
  return null;
}

/** The PDF's bytes: A4 pages, the layout's cards, continuing on the next page when a page is full. */
export async function buildCardsPdf(input: PdfInput): Promise<Uint8Array> {
  const l = LAYOUTS[input.layout];
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setLanguage('de');
  doc.setCreator('Hotspot Portal');
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.CourierBold),
  };
  const wifi = input.wifiQr ? await doc.embedPng(input.wifiQr) : null;
  const logo = await embedLogo(doc, input.look?.logo);
  const color = hexColor(input.look?.color);
  const small = l.id === '21' || l.id === 'avery-3474';
  const bar = small ? 1.2 : 2;
  const index = new Map(input.items.map((item, i) => [item, i]));

  for (const items of pagesOf(input.items, perPageOf(l))) {
    const page = doc.addPage([pt(PAGE_WIDTH), pt(PAGE_HEIGHT)]);
    for (const [i, item] of items.entries()) {
      const pos = cardPosition(l, i);
      const x = pt(pos.x);
      const top = pt(PAGE_HEIGHT - pos.y);
      const w = pt(l.cardWidth);
      const h = pt(l.cardHeight);
      if (!l.labels) {
        page.drawRectangle({
          x,
          y: top - h,
          width: w,
          height: h,
          borderColor: rgb(0.62, 0.62, 0.62),
          borderWidth: 0.5,
          borderDashArray: [2, 2],
        });
      }
      page.drawRectangle({ x, y: top - pt(bar), width: w, height: pt(bar), color });
      const pad = pt(l.padding);
      const innerTop = top - pt(bar) - pad;
      const innerLeft = x + pad;
      const innerW = w - 2 * pad;
      const innerH = h - pt(bar) - 2 * pad;

      // QR codes: a column on the right (row shape) or side by side at the bottom (column shape).
      const codeImage = await doc.embedPng(input.codeQrs.get(item.code)!);
      const qrBase = input.look?.text?.trim() ? l.qrWithText : l.qr;
      const q = pt(wifi ? qrBase : qrBase * (l.shape === 'row' ? 1.6 : 1.2));
      const gap = pt(small ? 1.5 : 2.5);
      const qrs: [PDFImage, string][] = wifi
        ? [
            [wifi, qrCaption('joinQr')],
            [codeImage, qrCaption('codeQr')],
          ]
        : [[codeImage, qrCaption('codeQr')]];
      let textW = innerW;
      let textH = innerH;
      if (l.shape === 'row') {
        let y = innerTop;
        for (const [image, caption] of qrs)
          y -= drawQr(page, image, fonts.regular, x + w - pad - q, y, q, caption) + pt(0.8);
        textW = innerW - q - gap;
      } else {
        const total = qrs.length * q + (qrs.length - 1) * pt(2);
        const captionH = pt(Math.max(1.5, qrBase / 13)) * 3.6;
        let qx = innerLeft + (innerW - total) / 2;
        for (const [image, caption] of qrs) {
          drawQr(page, image, fonts.regular, qx, innerTop - innerH + q + captionH, q, caption);
          qx += q + pt(2);
        }
        textH = innerH - q - captionH - gap;
      }

      // Text: shrunk as a whole until it fits its area.
      const logoH = logo ? pt(small ? 5 : 9) : 0;
      let scale = 1;
      const validity = input.validities[index.get(item)!] ?? '';
      let blocks = textBlocks(fonts, l, textW, scale, input, item, validity);
      while (heightOf(blocks) + logoH > textH && scale > 0.5) {
        scale *= 0.93;
        blocks = textBlocks(fonts, l, textW, scale, input, item, validity);
      }
      let y = innerTop;
      if (logo) {
        const s = Math.min(logoH / logo.height, textW / logo.width);
        page.drawImage(logo, { x: innerLeft, y: y - logo.height * s, width: logo.width * s, height: logo.height * s });
        y -= logoH + pt(0.8);
      }
      for (const b of blocks) {
        for (const line of b.lines) {
          y -= b.size * 1.2;
          page.drawText(line, { x: innerLeft, y: y + b.size * 0.22, size: b.size, font: b.font, color: b.color });
        }
        y -= b.gapAfter;
      }
    }
  }
  return doc.save();
}
