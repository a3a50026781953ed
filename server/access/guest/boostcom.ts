// The guest page's words for the loyalty club login (BOOSTCOM_LOGIN, docs/boostcom.md).
import type { BoostcomLoginResult } from '../hotspot-login';
import { phoneProblemText, type GuestMessages } from './messages';

type FieldProblem = Extract<BoostcomLoginResult, { reason: 'FIELD' }>['problem'];

/** A sign-up field's problem (ours, or the club's refusal of it) in the guest's language. */
export function boostcomProblemText(m: GuestMessages, p: FieldProblem): string {
  const t = m.boostcom;
  if (p.problem === 'refused') {
    const label =
      p.field === 'firstName'
        ? t.firstNameLabel
        : p.field === 'lastName'
          ? t.lastNameLabel
          : p.field === 'email'
            ? t.emailLabel
            : p.field === 'phone'
              ? t.phoneLabel
              : null;
    return label ? t.refusedField.replace('{field}', label) : t.refused;
  }
  switch (p.field) {
    case 'firstName':
    case 'lastName':
      return p.problem === 'required'
        ? p.field === 'firstName'
          ? t.firstNameRequired
          : t.lastNameRequired
        : p.problem === 'tooLong'
          ? t.nameTooLong
          : t.nameInvalid;
    case 'email':
      return p.problem === 'required' ? t.emailRequired : p.problem === 'tooLong' ? t.emailTooLong : t.emailInvalid;
    case 'phone':
      return phoneProblemText(m, p.problem);
    default:
      return t.membershipRequired;
  }
}
