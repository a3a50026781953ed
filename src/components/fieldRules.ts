import { useResourceContext, useTranslate } from 'react-admin';
import type { Validator } from '../domain/validation';
import { fieldLabelKey, namedBy } from '../providers/fieldLabel';

/** Wrapped rules per label key and rule list: the same inputs give the same validators. */
const cache = new Map<string, Map<readonly Validator[], Validator[]>>();

function withFieldLabel(fieldLabel: string, rules: readonly Validator[]): Validator[] {
  let byLabel = cache.get(fieldLabel);
  if (!byLabel) cache.set(fieldLabel, (byLabel = new Map()));
  let wrapped = byLabel.get(rules);
  if (!wrapped) {
    wrapped = rules.map((rule) => {
      const named: Validator = (value, values) => namedBy(fieldLabel, rule(value, values));
      // react-admin shows the asterisk for a rule flagged isRequired.
      return Object.assign(named, 'isRequired' in rule ? { isRequired: rule.isRequired } : {});
    });
    byLabel.set(rules, wrapped);
  }
  return wrapped;
}

/**
 * The domain's rules of a field, as react-admin validators whose messages name the field
 * (seed 000 §5, label `forms.fields.<name>.label`; a dotted source is named by its last part):
 * `<TextInput source="name" validate={fieldRules('name', RULES.name)} />`. The same list gives the
 * same validators (react-admin re-validates when the identity changes). Usable at module level.
 */
export function fieldRules(source: string, rules: readonly Validator[]): Validator[] {
  return withFieldLabel(fieldLabelKey(source), rules);
}

/**
 * `fieldRules` inside a component, for a field that may have no `forms.fields.<name>.label`: the
 * messages then name it with the resource's own field label `resources.<resource>.fields.<source>`
 * (the label react-admin shows on the input).
 */
export function useFieldRules(source: string, rules: readonly Validator[]): Validator[] {
  const translate = useTranslate();
  const resource = useResourceContext();
  const common = fieldLabelKey(source);
  const own = resource && !translate(common, { _: '' }) ? `resources.${resource}.fields.${source}` : common;
  return withFieldLabel(own, rules);
}
