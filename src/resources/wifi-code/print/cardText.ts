/**
 * What a printed WiFi-code card says to the guest, in German and English at once (issue 40): a card
 * lies on a hotel counter for guests of any language, so it does not follow the portal's language.
 * The portal's own words (the dialog, the validity) come from the message catalogue; these are the
 * card's, shared by the browser print (PrintSheets) and the PDF (pdf.ts).
 */
export type CardLanguage = 'de' | 'en';
export const CARD_LANGUAGES: readonly CardLanguage[] = ['de', 'en'];

export const CARD_TEXT = {
  de: {
    network: 'WLAN',
    code: 'Code',
    steps: (ssid: string | null) => [
      ssid ? `Mit dem WLAN »${ssid}« verbinden` : 'Mit dem Gäste-WLAN verbinden',
      'Browser öffnen',
      'Code eingeben',
    ],
    joinQr: 'WLAN verbinden',
    codeQr: 'Code-Seite öffnen',
    password: 'Passwort',
  },
  en: {
    network: 'WiFi',
    code: 'Code',
    steps: (ssid: string | null) => [
      ssid ? `Connect to the WiFi “${ssid}”` : 'Connect to the guest WiFi',
      'Open your browser',
      'Enter the code',
    ],
    joinQr: 'Join WiFi',
    codeQr: 'Open code page',
    password: 'Password',
  },
} as const;

/** The steps as one line per language: "1. … 2. … 3. …". */
export const stepsLine = (lang: CardLanguage, ssid: string | null): string =>
  CARD_TEXT[lang]
    .steps(ssid)
    .map((s, i) => `${i + 1}. ${s}`)
    .join('  ');

/** The caption under a QR code: both languages. */
export const qrCaption = (kind: 'joinQr' | 'codeQr'): string => `${CARD_TEXT.de[kind]} · ${CARD_TEXT.en[kind]}`;

/**
 * The largest font size (mm, between min and max) at which a free text fits a box, estimated with an
 * average character width of half the font size (Helvetica's is about 0.5 em) and a line height of
 * 1.2: the shortcut's card text (up to 500 characters) is shown in full, smaller when long.
 */
export function fitFontSize(text: string, width: number, height: number, max: number, min = 0.9): number {
  const paragraphs = text.split(/\r?\n/);
  const fits = (size: number) =>
    paragraphs.reduce((lines, p) => lines + Math.max(1, Math.ceil((p.length * size * 0.5) / width)), 0) * size * 1.2 <=
    height;
  let size = max;
  while (size > min && !fits(size)) size *= 0.95;
  return Math.max(min, size);
}
