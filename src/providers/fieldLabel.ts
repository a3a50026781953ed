import type { Invalid } from '../domain/validationCore';

/**
 * Validation messages name their field (seed 000 §5: "the field name in a message comes from
 * forms.fields.{name}.label"). A message is translated with the option `fieldLabel` — the i18n key
 * of the field's label — and the i18n provider puts the label in front: "Anzahl: Muss mindestens 1
 * sein". Client rules get it from `fieldRules` (src/components), server field errors from
 * `toHttpError`; the catalogue's messages stay free of field names.
 */

/** The label key of a form field; a dotted path ('criteria.username') is named by its last part. */
export function fieldLabelKey(field: string): string {
  const name = field.split('.').filter(Boolean).at(-1) ?? field;
  return `forms.fields.${name}.label`;
}

/** Message keys that name their field when a `fieldLabel` is given. */
export const namesField = (key: string): boolean =>
  key.startsWith('forms.validationMessages.') || key.startsWith('errors.');

/** A rule's answer with the label key of its field (the i18n provider names the field). */
export const namedBy = (fieldLabel: string, invalid: Invalid | undefined): Invalid | undefined =>
  invalid && { message: invalid.message, args: { ...invalid.args, fieldLabel } };

/**
 * A rule's answer for the field `source`, naming the field — for forms outside react-admin's
 * inputs: `const e = namedInvalid('email', email(value)); translate(e.message, e.args)` reads
 * "E-Mail-Adresse: Bitte geben Sie …". Undefined stays undefined.
 */
export function namedInvalid(source: string, invalid: Invalid | undefined): Invalid | undefined {
  return namedBy(fieldLabelKey(source), invalid);
}
