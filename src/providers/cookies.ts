/** Tiny cookie helpers (document.cookie); values are URI-encoded. */

/**
 * The cookies as read once per task: a page's render asks for the same cookies many times (every
 * date field reads the language through react-admin's store; D350), and `document.cookie` builds its
 * string anew at each read. The copy is dropped at the next microtask checkpoint (the end of the
 * running script, a render included) and at every write through this module.
 */
let jar: Map<string, string> | undefined;

function cookieJar(): Map<string, string> {
  if (jar) return jar;
  const read = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    const eq = item.indexOf('=');
    if (eq >= 0 && !read.has(item.slice(0, eq))) read.set(item.slice(0, eq), item.slice(eq + 1));
  }
  jar = read;
  queueMicrotask(() => {
    if (jar === read) jar = undefined;
  });
  return read;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const raw = cookieJar().get(encodeURIComponent(name));
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  jar = undefined;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeSeconds)}; Path=/; SameSite=Strict${secure}`;
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  jar = undefined;
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Strict`;
}

export const DAY_S = 24 * 60 * 60;
