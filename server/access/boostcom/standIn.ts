// The local loyalty club (docs/boostcom.md "The stand-in"): the contract of ./client.ts served under
// the portal's own address, as the mail outbox stands in for an SMTP relay. It runs the clubs it
// issued tokens for (the demo hotel's, DEMO_BOOSTCOM; tests register their own): a request with
// another token is 401, for another club 404, whatever a plugin in the portal holds. Members and analytics events are kept in the process's memory (a
// restart empties the club). An e-mail address under the reserved `.invalid` top-level domain is
// refused with 422 (the club's own check of what it can deliver to). STAND_INS=off removes it.
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { moduleState, type Services } from '../../platform/context';
import { HttpError, readJson, sendJson, type Route } from '../../platform/http';
import { EVENTS_PATH } from './client';
import { DEMO_BOOSTCOM } from '../../platform/seed/ids';
import { standInsOnly } from '../../platform/standIns';

export const BOOSTCOM_STAND_IN_PATH = '/stand-in/boostcom';

/** The stand-in's address: BOOSTCOM_API_URL's default. */
export const boostcomStandInUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}${BOOSTCOM_STAND_IN_PATH}`;

export interface StandInMember {
  memberId: string;
  firstName: string;
  lastName: string;
  email: string;
  msisdn: string;
  marketing: boolean;
  joinedAt: string;
}

interface Club {
  members: StandInMember[];
}

/** A club the stand-in runs: its community and slug, and the tokens it issued for it. */
export interface StandInClub {
  communityId: string;
  loyaltyClubSlug: string;
  token: string;
  analyticsToken: string;
}

export interface BoostcomStandIn {
  /** The clubs it runs, by token (the demo's; tests add theirs). */
  issued: StandInClub[];
  clubs: Map<string, Club>;
  /** Sign-ups answered per Idempotency-Key (the answer again for a repeat). */
  answered: Map<string, { status: number; body: unknown }>;
  events: Record<string, unknown>[];
}

/** Members, events and answers kept at most (a stand-in, not a store). */
const KEPT = 10_000;

export const boostcomStandInOf = moduleState<BoostcomStandIn>(() => ({
  issued: [{ ...DEMO_BOOSTCOM }],
  clubs: new Map(),
  answered: new Map(),
  events: [],
}));

const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v.trim() : '');

function bearer(req: IncomingMessage): string {
  const m = /^Bearer ([\x21-\x7e]{1,512})$/.exec(req.headers.authorization ?? '');
  if (!m) throw new HttpError(401, 'UNAUTHENTICATED', 'A bearer token is required');
  return m[1]!;
}

export function standInRoutes(services: Services): Route[] {
  const members = new RegExp(
    `^${BOOSTCOM_STAND_IN_PATH}/v1/communities/(?<community>[^/]{1,100})/loyalty-clubs/(?<slug>[^/]{1,100})/members$`,
  );
  /** The club a members request names, when its token is one of the club's. */
  function clubOf(req: IncomingMessage, params: Record<string, string>): Club {
    const token = bearer(req);
    const community = decodeURIComponent(params.community!);
    const slug = decodeURIComponent(params.slug!);
    const state = boostcomStandInOf(services);
    const issued = state.issued.find((c) => c.token === token);
    if (!issued) throw new HttpError(401, 'UNAUTHENTICATED', 'Unknown token');
    if (issued.communityId !== community || issued.loyaltyClubSlug !== slug)
      throw new HttpError(404, 'NOT_FOUND', 'No such loyalty club');
    const key = `${community}/${slug}`;
    let club = state.clubs.get(key);
    if (!club) state.clubs.set(key, (club = { members: [] }));
    return club;
  }

  const routes: Route[] = [
    {
      method: 'POST',
      pattern: members,
      handler: async (req, res, params) => {
        const club = clubOf(req, params);
        const state = boostcomStandInOf(services);
        const key = text(req.headers['idempotency-key'], 200);
        const again = key ? state.answered.get(key) : undefined;
        if (again) {
          req.resume();
          return sendJson(res, again.status, again.body);
        }
        const body = await readJson(req, { max: 8192 });
        const answer = (status: number, out: unknown) => {
          if (key) {
            if (state.answered.size >= KEPT) state.answered.clear();
            state.answered.set(key, { status, body: out });
          }
          sendJson(res, status, out);
        };
        const firstName = text(body.first_name, 100);
        const lastName = text(body.last_name, 100);
        const email = text(body.email, 254).toLowerCase();
        const msisdn = text(body.msisdn, 16);
        const consents = (body.consents ?? {}) as Record<string, unknown>;
        const missing = !firstName
          ? 'first_name'
          : !lastName
            ? 'last_name'
            : !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.endsWith('.invalid')
              ? 'email'
              : !/^\+[1-9]\d{6,14}$/.test(msisdn)
                ? 'msisdn'
                : consents.membership_terms !== true
                  ? 'consents.membership_terms'
                  : null;
        if (missing) return answer(422, { errors: [{ field: missing, code: 'invalid' }] });
        // A member already (the same e-mail or number): found, not made again.
        const known = club.members.find((m) => m.email === email || m.msisdn === msisdn);
        if (known) return answer(200, { member_id: known.memberId, existing: true });
        const member: StandInMember = {
          memberId: `m_${randomBytes(8).toString('hex')}`,
          firstName,
          lastName,
          email,
          msisdn,
          marketing: consents.marketing === true,
          joinedAt: new Date().toISOString(),
        };
        if (club.members.length >= KEPT) club.members.shift();
        club.members.push(member);
        answer(201, { member_id: member.memberId, existing: false });
      },
    },
    {
      method: 'GET',
      pattern: members,
      handler: async (req, res, params) => {
        const club = clubOf(req, params);
        const email = (new URL(req.url ?? '/', 'http://x').searchParams.get('email') ?? '').trim().toLowerCase();
        const found = club.members.filter((m) => !email || m.email === email).slice(-100);
        sendJson(res, 200, {
          data: found.map((m) => ({
            member_id: m.memberId,
            first_name: m.firstName,
            last_name: m.lastName,
            email: m.email,
            msisdn: m.msisdn,
            marketing: m.marketing,
            joined_at: m.joinedAt,
          })),
        });
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^${BOOSTCOM_STAND_IN_PATH}${EVENTS_PATH}$`),
      handler: async (req, res) => {
        const token = bearer(req);
        const state = boostcomStandInOf(services);
        if (!state.issued.some((c) => c.analyticsToken === token))
          throw new HttpError(401, 'UNAUTHENTICATED', 'Unknown analytics token');
        const body = await readJson(req, { max: 4096 });
        if (state.events.length >= KEPT) state.events.shift();
        state.events.push({ ...body, received_at: new Date().toISOString() });
        sendJson(res, 202, { accepted: true });
      },
    },
  ];
  // Switched off (STAND_INS=off): the addresses answer 404, like any unknown one.
  return standInsOnly(services, routes);
}
