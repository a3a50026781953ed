// Start-page content (seed 001 §3 "Terms of use, imprint, template, template bundle", §4 slots, §5):
// the field rules shared by the portal's forms and the server, the per-language text lists, and the
// Content-Security-Policy a template's preview (and the guest login page) is shown under.
import { TEMPLATE_SLOTS, isOneOf, type TemplateSlot } from './enums';
import {
  arrayMaxSize,
  invalid,
  isEmpty,
  maxLength,
  objectId,
  required,
  text,
  unique,
  validate,
  type Invalid,
  type Validator,
} from './validation';

export const START_PAGE_NAME_MAX = 100;
export const START_PAGE_DESCRIPTION_MAX = 500;
/** One text of a template, imprint or terms of use (HTML); 100,000 characters is a long contract. */
export const START_PAGE_TEXT_MAX = 100_000;
/** Languages per text list. */
export const START_PAGE_LANGUAGES_MAX = 20;
export const CSP_DIRECTIVES_MAX = 20;
export const CSP_DIRECTIVE_MAX = 1000;

/** 'de', 'en', 'de-AT', 'zh-Hans' style tags (BCP 47 language with an optional region or script). */
export const isLanguageTag = (value: unknown): boolean =>
  typeof value === 'string' && /^[a-z]{2,3}(-([A-Z]{2}|[A-Z][a-z]{3}))?$/.test(value);
export const language: Validator = (value) =>
  isEmpty(value) || isLanguageTag(value) ? undefined : invalid('language');

interface LocalizedItem {
  lang?: string | null;
  default?: boolean | null;
  [key: string]: unknown;
}

/**
 * Errors of a per-language list (imprint and template `text`, terms-of-use `locales`), keyed
 * `<field>.<i>.<sub-field>` or `<field>`: at least one entry, each language once, exactly one default,
 * and the required text (`textField`) present and bounded; `optionalTextFields` bounded only.
 */
export function localizedListErrors(
  field: string,
  items: readonly LocalizedItem[] | null | undefined,
  textField: string,
  optionalTextFields: readonly string[] = [],
): Record<string, Invalid> {
  const errors: Record<string, Invalid> = {};
  const list = items ?? [];
  if (list.length === 0) return { [field]: invalid('required') };
  const tooMany = arrayMaxSize(START_PAGE_LANGUAGES_MAX)(list);
  if (tooMany) return { [field]: tooMany };
  const seen = new Set<string>();
  list.forEach((item, i) => {
    const at = (f: string) => `${field}.${i}.${f}`;
    const lang = validate(item?.lang, [required, language]);
    if (lang) errors[at('lang')] = lang;
    else if (seen.has(item.lang!)) errors[at('lang')] = invalid('unique');
    if (item?.lang) seen.add(item.lang);
    const body = validate(item?.[textField], [required, text, maxLength(START_PAGE_TEXT_MAX)]);
    if (body) errors[at(textField)] = body;
    for (const f of optionalTextFields) {
      const bad = validate(item?.[f], [text, maxLength(START_PAGE_TEXT_MAX)]);
      if (bad) errors[at(f)] = bad;
    }
  });
  const defaults = list.filter((item) => item?.default === true).length;
  if (defaults !== 1 && Object.keys(errors).length === 0) errors[field] = invalid('oneDefault');
  return errors;
}

/** The entry for a language, else the default, else the first. */
export function pickLocalized<T extends LocalizedItem>(
  items: readonly T[] | null | undefined,
  lang: string,
): T | undefined {
  const list = items ?? [];
  const base = lang.split('-')[0];
  return (
    list.find((i) => i.lang === lang) ??
    list.find((i) => i.lang?.split('-')[0] === base) ??
    list.find((i) => i.default) ??
    list[0]
  );
}

// ---------------------------------------------------------------------------------------------
// Content-Security-Policy of a start page
// ---------------------------------------------------------------------------------------------

/**
 * The directives a template may add, each widening one fetch kind to named sources (decision: never
 * scripts, never forms, never the document's base; docs/decisions.md "Start-page preview").
 */
export const CSP_DIRECTIVE_NAMES = ['img-src', 'style-src', 'font-src', 'media-src', 'frame-src'] as const;
export type CspDirectiveName = (typeof CSP_DIRECTIVE_NAMES)[number];

/** A source: 'self', a scheme (https:, data:) or an http(s) host with an optional port and path. */
const SOURCE =
  /^(?:'self'|https?:|data:|(?:https?:\/\/)?(?:\*\.)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?(?:\/[\w\-./~%]*)?)$/i;

/** Parses "img-src https://cdn.example.com data:" into its name and sources; null when not allowed. */
export function parseCspDirective(value: unknown): { name: CspDirectiveName; sources: string[] } | null {
  if (typeof value !== 'string' || value.length > CSP_DIRECTIVE_MAX || /[;,\n\r]/.test(value)) return null;
  const [name, ...sources] = value.trim().split(/\s+/);
  if (!isOneOf(CSP_DIRECTIVE_NAMES, name?.toLowerCase()) || sources.length === 0) return null;
  if (!sources.every((s) => SOURCE.test(s))) return null;
  return { name: name.toLowerCase() as CspDirectiveName, sources };
}
export const cspDirective: Validator = (value) =>
  isEmpty(value) || parseCspDirective(value) ? undefined : invalid('cspDirective');

const cspDirectiveItems: Validator = (value) => {
  if (!Array.isArray(value)) return undefined;
  for (const item of value) {
    const bad = validate(item, [required, cspDirective]);
    if (bad) return bad;
  }
  return undefined;
};

/**
 * The policy a start page is shown under: nothing may load or run except inline styles, data: images
 * and what the directives name; scripts, forms, plugins and the base URL are always blocked.
 */
export function buildStartPageCsp(directives: readonly string[] | null | undefined): string {
  const extra: Record<CspDirectiveName, string[]> = {
    'img-src': ['data:'],
    'style-src': ["'unsafe-inline'"],
    'font-src': [],
    'media-src': [],
    'frame-src': [],
  };
  for (const d of directives ?? []) {
    const parsed = parseCspDirective(d);
    if (parsed) for (const s of parsed.sources) if (!extra[parsed.name].includes(s)) extra[parsed.name].push(s);
  }
  const list = (name: CspDirectiveName) => (extra[name].length ? extra[name].join(' ') : "'none'");
  return [
    "default-src 'none'",
    "script-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "connect-src 'none'",
    ...CSP_DIRECTIVE_NAMES.map((name) => `${name} ${list(name)}`),
  ].join('; ');
}

// ---------------------------------------------------------------------------------------------
// Field rules
// ---------------------------------------------------------------------------------------------

const name = [required, text, maxLength(START_PAGE_NAME_MAX)] as const;
const description = [text, maxLength(START_PAGE_DESCRIPTION_MAX)] as const;

export const TERMS_OF_USE_RULES = { name, description } as const satisfies Record<string, readonly Validator[]>;
export const IMPRINT_RULES = { description } as const satisfies Record<string, readonly Validator[]>;

export const TEMPLATE_RULES = {
  description,
  slot: [required, (v: unknown) => (isEmpty(v) || isOneOf(TEMPLATE_SLOTS, v) ? undefined : invalid('required'))],
  cspDirectives: [arrayMaxSize(CSP_DIRECTIVES_MAX), cspDirectiveItems, unique],
  imprint: [objectId],
} as const satisfies Record<string, readonly Validator[]>;

export const TEMPLATE_BUNDLE_RULES = {
  description,
  imprint: [objectId],
  templates: [required, arrayMaxSize(TEMPLATE_SLOTS.length), unique],
} as const satisfies Record<string, readonly Validator[]>;

/** Text lists of each entity: the field, its required text field and optional text fields. */
export const TERMS_OF_USE_LOCALES = { field: 'locales', textField: 'terms', optional: ['privacy'] } as const;
export const LOCALIZED_TEXT = { field: 'text', textField: 'text', optional: [] } as const;

export type { TemplateSlot };
