// Input validation shared by every operation: the domain rules of a field (BAD_USER_INPUT naming
// it), and the checks every argument gets before any resolver runs — no control characters (NUL
// bytes) in any text, no list longer than MAX_INPUT_LIST, no text longer than MAX_INPUT_TEXT.
import { hasControlChars, invalid, validate, type Validator } from '../../src/domain/validation';
import { badInput } from '../graphql/errors';

/** Longest text any argument may carry (templates and descriptions stay far below). */
export const MAX_INPUT_TEXT = 100_000;
/** Longest list any argument may carry (the bulk code mutations' 10,000 and some room). */
export const MAX_INPUT_LIST = 10_000;

/** The domain rules of one field; the first failing one answers BAD_USER_INPUT on that field. */
export function checkField(field: string, value: unknown, validators: readonly Validator[]): void {
  const failed = validate(value, validators);
  if (failed) throw badInput(field, failed);
}

/**
 * Walks every value of an operation's arguments and refuses, naming the field (`description`,
 * `criteria.username`, `codes`): text with control characters, text over MAX_INPUT_TEXT, lists over
 * MAX_INPUT_LIST. Dates are checked by the DateTime scalar.
 */
export function checkArguments(args: Record<string, unknown>): void {
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (value.length > MAX_INPUT_TEXT) throw badInput(fieldOfPath(path), invalid('max', { max: MAX_INPUT_TEXT }));
      if (hasControlChars(value)) throw badInput(fieldOfPath(path), invalid('text'));
    } else if (Array.isArray(value)) {
      if (value.length > MAX_INPUT_LIST)
        throw badInput(fieldOfPath(path), invalid('arrayMaxSize', { maxSize: MAX_INPUT_LIST }));
      value.forEach((item, i) => walk(item, `${path}.${i}`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
    }
  };
  walk(args, '');
}

/** The field a path names for the portal: `data.criteria.username` → `criteria.username`, `codes.3` → `codes`. */
export function fieldOfPath(path: string): string {
  return path
    .split('.')
    .filter((part) => part !== 'data' && !/^\d+$/.test(part))
    .join('.');
}
