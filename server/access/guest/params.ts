// What the guest page reads from a device's captive-portal redirect (the code inside the original
// URL, the client MAC, Coova's UAM address) and the hand-over it builds: the form that gives the
// credentials to the device, which then asks RADIUS. docs/guest-page.md lists the families.
import { BlockList, isIP } from 'node:net';
import { normalizeCode } from '../../../src/domain/voucherCode';
import { isCallbackUrl } from '../../../src/domain/hotspotDevice';

/** Longest code accepted as typed (a normal code has at most 32 letters and digits plus separators). */
export const GUEST_CODE_MAX = 64;
/** Longest query string of a device redirect that is kept and handed on. */
export const GUEST_QUERY_MAX = 4096;
/** Longest value of one device parameter. */
const PARAM_MAX = 2048;

/** The parameters that carry the guest's original URL, per family (Coova, Meraki, Omada, generic). */
export const ORIGINAL_URL_PARAMS = ['userurl', 'continue_url', 'url', 'redirectUrl', 'originUrl'] as const;
/** The parameters that carry the client's MAC. */
export const CLIENT_MAC_PARAMS = ['client_mac', 'mac', 'clientMac'] as const;

const MAC = /^[0-9a-f]{2}([-:.]?[0-9a-f]{2}){5}$/i;

/** The value of a device parameter, bounded; null when absent, empty or too long. */
export function param(params: URLSearchParams, name: string): string | null {
  const v = params.get(name);
  if (v == null) return null;
  const t = v.trim();
  return t && t.length <= PARAM_MAX ? t : null;
}

/** A code typed or passed along: trimmed, bounded; null when empty or too long. */
export function cleanCode(value: string | null | undefined): string | null {
  const t = (value ?? '').trim();
  return t && t.length <= GUEST_CODE_MAX ? t : null;
}

/**
 * The code a redirect brings: `code` itself, else a `code` parameter inside the guest's original URL
 * (Coova `userurl`, Meraki `continue_url`, Omada `url`/`redirectUrl`, generic `url`).
 */
export function codeFromParams(params: URLSearchParams): string | null {
  const direct = cleanCode(params.get('code'));
  if (direct) return direct;
  for (const name of ORIGINAL_URL_PARAMS) {
    const original = param(params, name);
    if (!original) continue;
    try {
      const inner = cleanCode(new URL(original, 'http://original.invalid/').searchParams.get('code'));
      if (inner) return inner;
    } catch {
      /* not a URL: no code in it */
    }
  }
  return null;
}

/** The client's MAC from the redirect (client_mac / mac / clientMac), when it looks like a MAC. */
export function clientMacFromParams(params: URLSearchParams): string | null {
  for (const name of CLIENT_MAC_PARAMS) {
    const v = param(params, name);
    if (v && MAC.test(v)) return v;
  }
  return null;
}

/** The guest's original URL, when the redirect names one (http(s) only). */
export function originalUrlFromParams(params: URLSearchParams): string | null {
  for (const name of ORIGINAL_URL_PARAMS) {
    const v = param(params, name);
    if (v && /^https?:\/\//i.test(v)) return v;
  }
  return null;
}

export interface CaptivePortalSettings {
  callbackMethod?: 'POST' | 'GET' | null;
  callbackUrl?: string | null;
  redirectUrl?: string | null;
  secureCallback?: boolean | null;
}

export interface Handover {
  method: 'GET' | 'POST';
  action: string;
  fields: [string, string][];
}

/** The device parameters each family needs back at its callback (besides username/password). */
const PASS_THROUGH: Record<string, readonly string[]> = {
  TP_LINK_OMADA: ['clientMac', 'clientIp', 'apMac', 'gatewayMac', 'ssidName', 'radioId', 'vid', 'site', 't'],
  CISCO_MERAKI: ['client_mac', 'client_ip', 'ap_mac', 'node_mac'],
  MIKROTIK: ['mac', 'ip'],
};

function familyOf(deviceType: string): string | null {
  if (deviceType.startsWith('TP_LINK_OMADA')) return 'TP_LINK_OMADA';
  if (deviceType.startsWith('CISCO_MERAKI')) return 'CISCO_MERAKI';
  if (deviceType.startsWith('MIKROTIK')) return 'MIKROTIK';
  return null;
}

/**
 * The addresses a Coova-Chilli UAM server can have (issue 33): the guest's browser is on the hotspot's
 * own network, so its gateway is private (RFC 1918: 10/8, 172.16/12, 192.168/16; IPv6 unique-local
 * fc00::/7) or link-local (169.254/16, fe80::/10). Loopback (127/8, ::1) is allowed too: it reaches the
 * guest's own device, no third party, and is where a development or test set-up runs its stand-in.
 * Carrier-grade NAT (100.64/10) is not: hotspots often sit on a mobile uplink behind carrier NAT,
 * where those addresses are other subscribers' equipment. Public addresses never: a forged link would
 * send the guest's code to whoever it names.
 */
const UAM_NETWORKS = (() => {
  const list = new BlockList();
  for (const [net, bits] of [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['169.254.0.0', 16],
    ['127.0.0.0', 8],
  ] as const)
    list.addSubnet(net, bits, 'ipv4');
  list.addSubnet('fc00::', 7, 'ipv6');
  list.addSubnet('fe80::', 10, 'ipv6');
  list.addAddress('::1', 'ipv6');
  return list;
})();

/** The IP address a captive-portal callback names as its host (host[:port][/path]), if it is one. */
function callbackHostIp(callbackUrl: string | null | undefined): string | null {
  const host = callbackUrl?.trim().split(/[:/?]/)[0] ?? '';
  return isIP(host) ? host : null;
}

/**
 * Whether the hand-over may send the guest's browser (and code) to this UAM address: an IP address
 * without a zone, in UAM_NETWORKS or the address the device's own settings name as its controller
 * (the captive-portal callback's host).
 */
export function isUamAddress(ip: string, captivePortal: CaptivePortalSettings | null): boolean {
  const family = isIP(ip);
  if (!family || ip.includes('%')) return false;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (UAM_NETWORKS.check(ip, type)) return true;
  const named = callbackHostIp(captivePortal?.callbackUrl);
  if (!named) return false;
  const own = new BlockList();
  own.addAddress(named, isIP(named) === 6 ? 'ipv6' : 'ipv4');
  return own.check(ip, type);
}

/**
 * Where and how the credentials go: Coova-Chilli (a device type with a `cipher` secret) to its UAM
 * address from the redirect (`uamip` — only an address isUamAddress allows — and `uamport`) as
 * `GET /logon?username=…&password=…`; a device with captive-portal settings to
 * `http(s)://<callbackUrl>` with its method. null: the device's redirect or settings do not say where,
 * or name a place the code must not go (the page then shows the failure).
 */
export function buildHandover(
  opts: {
    deviceType: string;
    coova: boolean;
    captivePortal: CaptivePortalSettings | null;
    params: URLSearchParams;
    /** Where the device sends the guest once online, instead of the settings' or the original URL. */
    destination?: string | null;
  } & ({ code: string } | { username: string; password: string }),
): Handover | null {
  const { deviceType, params } = opts;
  // A code is both (normalised); a page account or device account has its own pair.
  const [username, password] =
    'code' in opts ? [normalizeCode(opts.code), normalizeCode(opts.code)] : [opts.username, opts.password];
  const original = originalUrlFromParams(params);
  if (opts.coova) {
    const ip = param(params, 'uamip');
    const port = Number(param(params, 'uamport'));
    if (!ip || !isUamAddress(ip, opts.captivePortal) || !Number.isInteger(port) || port < 1 || port > 65535)
      return null;
    const host = isIP(ip) === 6 ? `[${ip}]` : ip;
    const fields: [string, string][] = [
      ['username', username],
      ['password', password],
    ];
    const back = opts.destination || opts.captivePortal?.redirectUrl || original;
    if (back) fields.push(['userurl', back]);
    return { method: 'GET', action: `http://${host}:${port}/logon`, fields };
  }
  const cp = opts.captivePortal;
  const callback = cp?.callbackUrl?.trim();
  // The rule the device configuration saved it with (src/domain/hotspotDevice.ts).
  if (!cp || !callback || !isCallbackUrl(callback)) return null;
  const fields: [string, string][] = [
    ['username', username],
    ['password', password],
  ];
  const redirect = opts.destination || cp.redirectUrl || original;
  if (redirect) fields.push(['redirect_url', redirect]);
  const family = familyOf(deviceType);
  for (const name of family ? PASS_THROUGH[family]! : []) {
    const v = param(params, name);
    if (v) fields.push([name, v]);
  }
  // MikroTik's login form takes the destination as `dst`, Meraki's as `success_url`.
  if (family === 'MIKROTIK' && redirect) fields.push(['dst', redirect]);
  if (family === 'CISCO_MERAKI' && redirect) fields.push(['success_url', redirect]);
  return {
    method: cp.callbackMethod === 'GET' ? 'GET' : 'POST',
    action: `${cp.secureCallback ? 'https' : 'http'}://${callback}`,
    fields,
  };
}
