// The loyalty club adapter (BOOSTCOM_LOGIN, docs/boostcom.md "The contract"): registers a guest as a
// member of the customer's club, or finds the member they already are, over HTTPS with the boostcom
// plugin's `token`, `communityId` and `loyaltyClubSlug`; and, with its `analyticsToken`, tells the
// club's analytics that the member logged in to the WiFi. Time-outs on every call, one retry of what
// may succeed the second time (no answer, 5xx, 429: the Idempotency-Key makes a repeated sign-up
// one sign-up), and a circuit per club host that refuses at once while it is down. Nothing it logs
// names a guest, a token or an answer body.
import { Circuits } from '../../platform/circuit';
import { log } from '../../platform/log';
import type { BoostcomSignUp } from '../../../src/domain/boostcom';

export interface BoostcomClub {
  /** The API's base URL (BOOSTCOM_API_URL, else the local stand-in). */
  baseUrl: string;
  token: string;
  communityId: string;
  loyaltyClubSlug: string;
  analyticsToken: string | null;
}

export type BoostcomFailure =
  /** The club refused the sign-up's data (its field, when it named one). */
  | { kind: 'invalid'; field: 'firstName' | 'lastName' | 'email' | 'phone' | null }
  /** The club refused the plugin's token or does not know the club (401, 403, 404): configuration. */
  | { kind: 'notConfigured' }
  /** No (usable) answer in time, or the circuit is open. */
  | { kind: 'unavailable' };

export type MemberOutcome = { ok: true; memberId: string; created: boolean } | { ok: false; failure: BoostcomFailure };

export interface BoostcomClient {
  signUp(club: BoostcomClub, member: BoostcomSignUp, idempotencyKey: string): Promise<MemberOutcome>;
  /** The analytics event of a login (best effort: a failure is logged, never shown to the guest). */
  loginEvent(club: BoostcomClub, memberId: string, venue: string, at: Date): Promise<boolean>;
}

export interface BoostcomClientOptions {
  timeoutMs?: number;
  circuits?: Circuits;
}

/** The path of the members of a club (docs/boostcom.md). */
export const membersPath = (communityId: string, slug: string) =>
  `/v1/communities/${encodeURIComponent(communityId)}/loyalty-clubs/${encodeURIComponent(slug)}/members`;
export const EVENTS_PATH = '/v1/analytics/events';

const FIELDS: Record<string, 'firstName' | 'lastName' | 'email' | 'phone'> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  msisdn: 'phone',
};

/** What an answer's status means for a retry and for the circuit. */
const retriable = (status: number) => status === 429 || status >= 500;

export function createBoostcomClient(o: BoostcomClientOptions = {}): BoostcomClient {
  const timeoutMs = o.timeoutMs ?? 5000;
  const circuits =
    o.circuits ??
    new Circuits({
      onOpen: (host, failures, openMs) =>
        log.warn(`boostcom: ${host} failed ${failures} times in a row; refusing its logins for ${openMs / 1000} s`),
    });
  const hostOf = (url: string) => {
    try {
      return new URL(url).host;
    } catch {
      return 'invalid';
    }
  };

  /** One call with a retry; null: no usable answer (counted by the circuit). */
  async function call(
    url: string,
    init: { method: 'POST'; headers: Record<string, string>; body: string },
  ): Promise<{ status: number; body: unknown } | null> {
    const host = hostOf(url);
    if (circuits.isOpen(host)) return null;
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const r = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
        const text = await r.text();
        if (retriable(r.status) && attempt < 2) continue;
        if (retriable(r.status)) break;
        circuits.success(host);
        let body: unknown = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = null;
        }
        return { status: r.status, body };
      } catch (e) {
        if (attempt < 2) continue;
        log.warn(`boostcom: ${host} did not answer (${(e as Error).name})`);
      }
    }
    circuits.failure(host);
    return null;
  }

  return {
    async signUp(club, member, idempotencyKey) {
      const url = `${club.baseUrl.replace(/\/+$/, '')}${membersPath(club.communityId, club.loyaltyClubSlug)}`;
      const answer = await call(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${club.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify({
          first_name: member.firstName,
          last_name: member.lastName,
          email: member.email,
          msisdn: member.msisdn,
          consents: { membership_terms: true, marketing: member.marketing },
          source: 'wifi',
        }),
      });
      if (!answer) return { ok: false, failure: { kind: 'unavailable' } };
      const body = (answer.body ?? {}) as { member_id?: unknown; errors?: { field?: unknown }[] };
      const memberId =
        typeof body.member_id === 'string' && /^[\w.:-]{1,100}$/.test(body.member_id) ? body.member_id : null;
      if ((answer.status === 200 || answer.status === 201) && memberId)
        return { ok: true, memberId, created: answer.status === 201 };
      if (answer.status === 422 || answer.status === 400) {
        const field = FIELDS[String(body.errors?.[0]?.field ?? '')] ?? null;
        return { ok: false, failure: { kind: 'invalid', field } };
      }
      if (answer.status === 401 || answer.status === 403 || answer.status === 404) {
        log.warn(`boostcom: ${hostOf(url)} refused the plugin's token or club (${answer.status})`);
        return { ok: false, failure: { kind: 'notConfigured' } };
      }
      log.warn(`boostcom: ${hostOf(url)} answered a sign-up with ${answer.status}`);
      return { ok: false, failure: { kind: 'unavailable' } };
    },

    async loginEvent(club, memberId, venue, at) {
      if (!club.analyticsToken) return false;
      const answer = await call(`${club.baseUrl.replace(/\/+$/, '')}${EVENTS_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${club.analyticsToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'wifi_login',
          community_id: club.communityId,
          loyalty_club_slug: club.loyaltyClubSlug,
          member_id: memberId,
          venue,
          at: at.toISOString(),
        }),
      });
      return answer !== null && answer.status >= 200 && answer.status < 300;
    },
  };
}
