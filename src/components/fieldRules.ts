import type { Validator } from '../domain/validation';
import { fieldLabelKey } from '../providers/fieldLabel';

const cache = new Map<string, Map<readonly Validator[], Validator[]>>();

/**
 * The domain's rules of a field, as react-admin validators whose messages name the field
 * (seed 000 §5): `<TextInput source="name" validate={fieldRules('name', RULES.name)} />`. The same
 * list gives the same validators (react-admin re-validates when the identity changes).
 */
export function fieldRules(source: string, rules: readonly Validator[]): Validator[] {
  let bySource = cache.get(source);
  if (!bySource) cache.set(source, (bySource = new Map()));
  let wrapped = bySource.get(rules);
  if (!wrapped) {
    const fieldLabel = fieldLabelKey(source);
    wrapped = rules.map((rule) => {
      const named: Validator = (value, values) => {
        const invalid = rule(value, values);
        return invalid && { message: invalid.message, args: { ...invalid.args, fieldLabel } };
      };
      // react-admin shows the asterisk for a rule flagged isRequired.
      return Object.assign(named, 'isRequired' in rule ? { isRequired: rule.isRequired } : {});
    });
    bySource.set(rules, wrapped);
  }
  return wrapped;
}
