/**
 * The print formats (issue 40): A4 sheets of cut-out cards and label sheets, in millimetres. The browser
 * print (PrintSheets) and the PDF (pdf.ts) use the same geometry, so both print the same card.
 */
export const PRINT_LAYOUTS = ['8', '12', '21', 'avery-3474'] as const;
export type PrintLayoutId = (typeof PRINT_LAYOUTS)[number];

/** How a card places its parts: QR codes in a column on the right, or side by side at the bottom. */
export type CardShape = 'row' | 'column';

export interface PrintLayout {
  id: PrintLayoutId;
  /** A label sheet (no cut lines, the labels' own size) rather than cards to cut. */
  labels: boolean;
  cols: number;
  rows: number;
  /** Page margins: top, left (the grid is centred; bottom and right follow). */
  marginTop: number;
  marginLeft: number;
  /** Card (label) size; gaps between them. */
  cardWidth: number;
  cardHeight: number;
  gapX: number;
  gapY: number;
  shape: CardShape;
  /** QR code edge, inner padding, base font sizes (code, text). */
  qr: number;
  /** The height (mm) a shortcut's card text may take; with such a text the QR codes are `qrWithText`. */
  lookText: number;
  qrWithText: number;
  padding: number;
  code: number;
  text: number;
}

export const PAGE_WIDTH = 210;
export const PAGE_HEIGHT = 297;

const cards = (
  cols: number,
  rows: number,
  rest: Pick<PrintLayout, 'id' | 'shape' | 'qr' | 'padding' | 'code' | 'text' | 'lookText' | 'qrWithText'>,
): PrintLayout => {
  const margin = 8;
  return {
    labels: false,
    cols,
    rows,
    marginTop: margin,
    marginLeft: margin,
    cardWidth: (PAGE_WIDTH - 2 * margin) / cols,
    cardHeight: (PAGE_HEIGHT - 2 * margin) / rows,
    gapX: 0,
    gapY: 0,
    ...rest,
  };
};

export const LAYOUTS: Record<PrintLayoutId, PrintLayout> = {
  '8': cards(2, 4, { id: '8', shape: 'row', qr: 29, qrWithText: 27, lookText: 20, padding: 3, code: 6, text: 3 }),
  '12': cards(3, 4, {
    id: '12',
    shape: 'column',
    qr: 26,
    qrWithText: 21,
    lookText: 9,
    padding: 2.5,
    code: 4.6,
    text: 2.4,
  }),
  '21': cards(3, 7, {
    id: '21',
    shape: 'row',
    qr: 16,
    qrWithText: 16,
    lookText: 5,
    padding: 1.8,
    code: 3.6,
    text: 1.9,
  }),
  // Avery Zweckform 3474: A4, 3 × 8 labels of 70 × 37 mm, no gaps, 0.5 mm top margin.
  'avery-3474': {
    id: 'avery-3474',
    labels: true,
    cols: 3,
    rows: 8,
    marginTop: 0.5,
    marginLeft: 0,
    cardWidth: 70,
    cardHeight: 37,
    gapX: 0,
    gapY: 0,
    shape: 'row',
    qr: 15,
    qrWithText: 15,
    lookText: 4.5,
    padding: 2.5,
    code: 3.4,
    text: 1.8,
  },
};

export const perPageOf = (layout: PrintLayout): number => layout.cols * layout.rows;

/** Top-left corner of the i-th card of a page, in mm from the page's top-left. */
export const cardPosition = (layout: PrintLayout, i: number): { x: number; y: number } => ({
  x: layout.marginLeft + (i % layout.cols) * (layout.cardWidth + layout.gapX),
  y: layout.marginTop + Math.floor(i / layout.cols) * (layout.cardHeight + layout.gapY),
});
