// The guest network's name and key (issue 40, "Print-ready cards"): the SSID of a device configuration
// (and of what a printed card says), the optional WPA passphrase of a closed network, and the
// "join this network" QR payload (the WIFI: scheme of the ZXing barcode contents, which Android and
// iOS cameras understand). Shared by the portal's forms and print dialog and the server. Imported by path.
import { invalid, isEmpty, type Validator } from './validationCore';

/** An SSID is 1–32 octets (IEEE 802.11); we store it as UTF-8 text. */
export const SSID_MAX_BYTES = 32;
/** A WPA/WPA2/WPA3-Personal passphrase: 8–63 printable ASCII characters. */
export const WIFI_PASSPHRASE_MIN = 8;
export const WIFI_PASSPHRASE_MAX = 63;

/** Length of a text in UTF-8 bytes. */
export const utf8Length = (s: string): number => new TextEncoder().encode(s).length;

/**
 * A valid SSID: 1–32 bytes of UTF-8, no control characters (they cannot be typed on a phone and
 * break the printed card), not only spaces.
 */
export function isSsid(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  if (/\p{Cc}/u.test(value)) return false;
  return utf8Length(value) <= SSID_MAX_BYTES;
}

/** SSID rule: message `ssid` with {max} (bytes). Empty passes (combine with `required`). */
export const ssid: Validator = (value) =>
  isEmpty(value) || isSsid(value) ? undefined : invalid('ssid', { max: SSID_MAX_BYTES });

/** A valid WPA passphrase: 8–63 characters of printable ASCII (space … ~). */
export const isWifiPassphrase = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length >= WIFI_PASSPHRASE_MIN &&
  value.length <= WIFI_PASSPHRASE_MAX &&
  /^[\x20-\x7e]+$/.test(value);

/** Passphrase rule: message `wifiPassphrase` with {min, max}. Empty passes: an open network. */
export const wifiPassphrase: Validator = (value) =>
  isEmpty(value) || isWifiPassphrase(value)
    ? undefined
    : invalid('wifiPassphrase', { min: WIFI_PASSPHRASE_MIN, max: WIFI_PASSPHRASE_MAX });

/** The SSID is required once a passphrase is set (record-level rule on the SSID field). */
export const ssidWithPassphrase: Validator = (value, values) =>
  isEmpty(value) && !isEmpty(values?.wifiPassphrase) ? invalid('required') : undefined;

/** The field rules of the network on a device configuration. */
export const WIFI_NETWORK_RULES = {
  ssid: [ssid, ssidWithPassphrase],
  wifiPassphrase: [wifiPassphrase],
} as const satisfies Record<string, readonly Validator[]>;

/** Escapes a value of the WIFI: scheme: backslash, semicolon, comma, colon and double quote get a backslash. */
export const escapeWifi = (value: string): string => value.replace(/[\\;,:"]/g, (c) => `\\${c}`);

/** A guest network as printed on a card. */
export interface WifiNetwork {
  ssid: string;
  /** WPA passphrase; empty or absent: an open network. */
  passphrase?: string | null;
}

/**
 * The payload of the "join this network" QR code: `WIFI:T:nopass;S:<ssid>;;` for an open network,
 * `WIFI:T:WPA;S:<ssid>;P:<passphrase>;;` for a closed one (WPA covers WPA2/WPA3-Personal).
 */
export function wifiJoinString({ ssid: name, passphrase }: WifiNetwork): string {
  return passphrase
    ? `WIFI:T:WPA;S:${escapeWifi(name)};P:${escapeWifi(passphrase)};;`
    : `WIFI:T:nopass;S:${escapeWifi(name)};;`;
}
