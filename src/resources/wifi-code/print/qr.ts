// QR codes of printed cards and the code dialog: the guest page with the code filled in
// (guestCodeUrl), and the card's "join this network" QR code (WIFI: scheme), as PNG data URLs. The
// `qrcode` package is loaded on first use only.
import { guestCodeUrl } from '../../../domain/guest';
import { wifiJoinString, type WifiNetwork } from '../../../domain/wifi';

export type QrOptions = { width?: number };

/** The address a code's QR code opens, on this portal's origin. */
export const codeUrl = (code: string): string => guestCodeUrl(window.location.origin, code);

/** One QR code as a PNG data URL. */
export async function qrDataUrl(code: string, { width = 256 }: QrOptions = {}): Promise<string> {
  const QRCode = (await import('qrcode')).default;
  return QRCode.toDataURL(codeUrl(code), { errorCorrectionLevel: 'M', margin: 1, width });
}

/**
 * QR codes of many codes, in order, reporting progress; yields to the browser between chunks so a
 * batch of thousands keeps the page responsive. Stops (rejects with 'aborted') when `signal` aborts.
 */
export async function qrDataUrls(
  codes: readonly string[],
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const QRCode = (await import('qrcode')).default;
  const result = new Map<string, string>();
  for (let i = 0; i < codes.length; i++) {
    if (signal?.aborted) throw new Error('aborted');
    const code = codes[i];
    if (!result.has(code)) {
      result.set(code, await QRCode.toDataURL(codeUrl(code), { errorCorrectionLevel: 'M', margin: 1, width: 240 }));
    }
    if (i % 50 === 49) {
      onProgress(i + 1);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  onProgress(codes.length);
  return result;
}

/** The "join this network" QR code (WIFI: scheme, src/domain/wifi) as a PNG data URL. */
export async function wifiQrDataUrl(network: WifiNetwork, { width = 240 }: QrOptions = {}): Promise<string> {
  const QRCode = (await import('qrcode')).default;
  return QRCode.toDataURL(wifiJoinString(network), { errorCorrectionLevel: 'M', margin: 1, width });
}
