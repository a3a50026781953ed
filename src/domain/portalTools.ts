// The portal's info tools (issue 9: feedback, diagnostics, catalogue export): the rules the feedback
// form and POST /feedback share, and who counts as an operator.
import type { AclMap } from './acl';
import { maxLength, required, text, type Validator } from './validation';

/** Longest feedback message (characters); a mail, not an upload. */
export const FEEDBACK_MESSAGE_MAX = 4000;
/** Longest page path the feedback names (where the user was). */
export const FEEDBACK_PAGE_MAX = 300;
/** Feedback messages one user may send per window (POST /feedback answers 429 beyond). */
export const FEEDBACK_LIMIT = 5;
export const FEEDBACK_WINDOW_MS = 60 * 60 * 1000;

export const FEEDBACK_KINDS = ['praise', 'problem', 'idea'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

const kind: Validator = (value) =>
  value === undefined || value === null || (FEEDBACK_KINDS as readonly unknown[]).includes(value)
    ? undefined
    : { message: 'forms.validationMessages.required', args: {} };

/** The fields of a feedback message, for the form and the server alike. */
export const FEEDBACK_RULES = {
  kind: [required, kind],
  message: [required, text, maxLength(FEEDBACK_MESSAGE_MAX)],
  page: [text, maxLength(FEEDBACK_PAGE_MAX)],
} as const satisfies Record<string, readonly Validator[]>;

/**
 * Decision (seed 000 §2/§6 name no rule): an operator holds every permission on every customer
 * (`'*': ['*:*']`, the owner and service roles). Support staff (read everything) are not operators.
 */
export const isOperatorAcl = (acl: AclMap | null | undefined): boolean => !!acl?.['*']?.includes('*:*');
