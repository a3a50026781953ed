// Partner leads (seed 001 §3 "Partner lead", §5, §6, §7): the named meanings of the numeric status
// and approval values, the field rules the portal's forms and the server check with the same lists,
// the company lock of an approved lead and the append-only comment history.
import {
  arrayMaxSize,
  customerId,
  integer,
  invalid,
  maxLength,
  maxValue,
  minValue,
  required,
  text,
  url,
  validate,
  type Invalid,
  type Validator,
} from './validation';

/** Project state of a lead (`status`), kept by the partner (decision: seed 001 §4 shows no meanings). */
export const LEAD_STATUS = { new: 0, inContact: 1, offerSent: 2, won: 3, lost: 4 } as const;
export type LeadStatusName = keyof typeof LEAD_STATUS;
/** The status names by value (index = value). */
export const LEAD_STATUS_NAMES = [
  'new',
  'inContact',
  'offerSent',
  'won',
  'lost',
] as const satisfies readonly LeadStatusName[];

/** Acceptance state of a lead (`approved`), set only by the vendor. */
export const LEAD_APPROVAL = { open: 0, approved: 1, rejected: 2 } as const;
export type LeadApprovalName = keyof typeof LEAD_APPROVAL;
export const LEAD_APPROVAL_NAMES = ['open', 'approved', 'rejected'] as const satisfies readonly LeadApprovalName[];

export const LEAD_COMPANY_MAX = 200;
export const LEAD_DESCRIPTION_MAX = 2000;
export const LEAD_WEBSITE_MAX = 500;
export const LEAD_ADDRESS_FIELD_MAX = 200;
export const LEAD_MESSAGE_MAX = 2000;
/** Comments a lead keeps at most. */
export const LEAD_MESSAGES_MAX = 200;

/** The name of a status value (undefined: not a status). */
export const leadStatusName = (value: unknown): LeadStatusName | undefined =>
  typeof value === 'number' ? LEAD_STATUS_NAMES[value] : undefined;
export const leadApprovalName = (value: unknown): LeadApprovalName | undefined =>
  typeof value === 'number' ? LEAD_APPROVAL_NAMES[value] : undefined;

/** A lead is "active" (the lists' `active` filter) while it is neither won, lost nor rejected. */
export const isActiveLead = (lead: { status: number; approved: number }): boolean =>
  lead.status < LEAD_STATUS.won && lead.approved !== LEAD_APPROVAL.rejected;

/** The company of an approved lead can no longer be changed (seed 001 §3), by partner or vendor. */
export const isCompanyLocked = (lead: { approved?: number | null } | null | undefined): boolean =>
  lead?.approved === LEAD_APPROVAL.approved;

/** Every comment has a text within its bound. */
const messageItems: Validator = (value) => {
  if (!Array.isArray(value)) return undefined;
  for (const item of value) {
    const bad = validate((item as { text?: unknown } | null)?.text, [required, text, maxLength(LEAD_MESSAGE_MAX)]);
    if (bad) return bad;
  }
  return undefined;
};

const addressField = [text, maxLength(LEAD_ADDRESS_FIELD_MAX)];

/** The field rules of a lead (dotted names: the address's fields). */
export const PARTNER_LEAD_RULES = {
  customerId: [required, customerId],
  company: [required, text, maxLength(LEAD_COMPANY_MAX)],
  description: [text, maxLength(LEAD_DESCRIPTION_MAX)],
  website: [text, maxLength(LEAD_WEBSITE_MAX), url],
  'address.street': addressField,
  'address.zip': addressField,
  'address.city': addressField,
  'address.country': addressField,
  status: [integer, minValue(0), maxValue(LEAD_STATUS_NAMES.length - 1)],
  approved: [integer, minValue(0), maxValue(LEAD_APPROVAL_NAMES.length - 1)],
  messages: [arrayMaxSize(LEAD_MESSAGES_MAX), messageItems],
} as const satisfies Record<string, readonly Validator[]>;

/** The one comment field of the add-comment form. */
export const LEAD_COMMENT_RULES: readonly Validator[] = [required, text, maxLength(LEAD_MESSAGE_MAX)];

/** i18n keys of the refusals only leads have (resources.partner.errors.*). */
export const LEAD_ERRORS = {
  companyLocked: 'resources.partner.errors.companyLocked',
  history: 'resources.partner.errors.history',
  unknownPartner: 'resources.partner.errors.unknownPartner',
} as const;

export interface LeadMessage {
  createdAt: string;
  from: string | null;
  text: string;
}

export interface SentMessage {
  createdAt?: string | null;
  from?: string | null;
  text: string;
}

/**
 * The comment history after a write (decision: append-only). The sent list must begin with the
 * stored comments, each with its text unchanged (createdAt and from, when sent, must match too): they
 * keep their stored time and author. Every further item is a new comment: it gets `now` and the
 * caller (`author`), whatever time or author it carries. Anything else (a comment removed, reworded
 * or re-dated) is refused as an Invalid on `messages`.
 */
export function mergeLeadMessages(
  stored: readonly LeadMessage[],
  sent: readonly SentMessage[],
  now: string,
  author: string,
): { messages: LeadMessage[] } | { error: Invalid } {
  const history = { message: LEAD_ERRORS.history, args: {} };
  if (sent.length < stored.length) return { error: history };
  for (let i = 0; i < stored.length; i++) {
    const old = stored[i]!;
    const item = sent[i]!;
    if (item.text !== old.text) return { error: history };
    if (item.createdAt && Date.parse(item.createdAt) !== Date.parse(old.createdAt)) return { error: history };
    if (item.from != null && item.from !== old.from) return { error: history };
  }
  const added = sent.slice(stored.length).map((m) => ({ createdAt: now, from: author, text: m.text.trim() }));
  if (stored.length + added.length > LEAD_MESSAGES_MAX)
    return { error: invalid('arrayMaxSize', { maxSize: LEAD_MESSAGES_MAX }) };
  return { messages: [...stored, ...added] };
}

/** The author of a new comment: the caller's name, else their e-mail. */
export const leadAuthor = (user: { firstName?: string | null; lastName?: string | null; email: string }): string =>
  [user.firstName, user.lastName]
    .filter((s) => s && s.trim())
    .join(' ')
    .trim() || user.email;
