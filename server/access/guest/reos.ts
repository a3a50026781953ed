// The guest page's side of the room logins (docs/reos.md): what the page shows for each outcome of
// REOS_LOGIN and REOS_FRIEND_LOGIN — the slot (ReosUserAuth for a stay or code that does not fit, Error
// when the hotel's system is down or the VLANs are used up), the text in the guest's language and the
// HTTP status — and the check-out as the guest reads it.
import type { ReosLoginResult, LoginRefusal } from '../hotspot-login';
import type { TemplateSlot } from '../../../src/domain/enums';
import type { GuestMessages } from './messages';
import { formatWait } from './messages';

export type ReosPageOutcome =
  | { kind: 'again'; message: string; status: number; slot: TemplateSlot | null; retryAfter?: number }
  | { kind: 'refused'; refusal: { reason: LoginRefusal; until?: Date } }
  | { kind: 'preview'; text: string }
  | { kind: 'ok'; result: Extract<ReosLoginResult, { ok: true; login: unknown }> };

/** Date and time of check-out in the device's zone, in the page's language. */
export function checkOutText(checkOut: Date, lang: string, timeZone: string | null | undefined): string {
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat(lang.startsWith('de') ? 'de-DE' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    }).format(checkOut);
  try {
    return format(timeZone || 'UTC');
  } catch {
    return format('UTC');
  }
}

export function reosPageOutcome(
  m: GuestMessages,
  result: ReosLoginResult,
  o: { friend: boolean; lang: string; timeZone: string | null | undefined },
): ReosPageOutcome {
  const t = m.reos;
  if (result.ok) {
    if ('preview' in result)
      return {
        kind: 'preview',
        text: t.preview
          .replace('{room}', result.room)
          .replace('{checkOut}', result.checkOut ? checkOutText(result.checkOut, o.lang, o.timeZone) : '—'),
      };
    return { kind: 'ok', result };
  }
  switch (result.kind) {
    case 'input':
      return { kind: 'again', message: t[result.problem], status: 400, slot: null };
    case 'denied':
      return { kind: 'again', message: o.friend ? t.friendDenied : t.denied, status: 403, slot: 'ReosUserAuth' };
    case 'limit':
      return {
        kind: 'again',
        message: t.limit.replace('{time}', formatWait(result.wait, m)),
        status: 429,
        slot: 'ReosUserAuth',
        retryAfter: result.wait,
      };
    case 'refused':
      return { kind: 'refused', refusal: result.until ? { reason: result.reason, until: result.until } : result };
    case 'notConfigured':
      return { kind: 'again', message: m.notConfigured, status: 409, slot: 'Error' };
    case 'exhausted':
      return { kind: 'again', message: t.exhausted, status: 503, slot: 'Error' };
    default:
      return { kind: 'again', message: t.unavailable, status: 503, slot: 'Error' };
  }
}
