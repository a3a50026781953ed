import { describe, expect, it } from 'vitest';
import type { TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import legacyGerman from 'ra-language-german';
import { raGerman, raGermanRevised } from '../../src/i18n/raGerman';
import type { RaMessages } from '../../src/i18n/raGerman';
import { catalogueDe } from '../../src/i18n/catalogue';
import { catalogueEn } from '../../src/i18n/catalogue.en';
import type { Catalogue, CatalogueKey } from '../../src/i18n/catalogue';

interface Tree {
  readonly [key: string]: unknown;
}

/** Every leaf of a message tree as [dot path, value]. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    value !== null && typeof value === 'object'
      ? leaves(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

function leafMap(tree: Tree): Map<string, unknown> {
  return new Map(leaves(tree));
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

function formCount(text: string): number {
  return text.split('||||').length;
}

function difference(a: Iterable<string>, b: Set<string>): string[] {
  return [...a].filter((key) => !b.has(key)).sort();
}

/**
 * Placeholders a German text may use instead of the English one, because react-admin passes both:
 * German capitalises nouns, so the sort label uses `field` rather than `field_lower_first`.
 */
const PLACEHOLDER_SWAPS: Record<string, { en: string[]; de: string[] }> = {
  'ra.sort.sort_by': { en: ['field_lower_first', 'order'], de: ['field', 'order'] },
};

/** The checks every pair of message trees must pass (`en` is the reference for placeholders). */
function checkPair(de: Tree, en: Tree) {
  const deLeaves = leafMap(de);
  const enLeaves = leafMap(en);

  it('has exactly the same leaf keys', () => {
    expect(difference(enLeaves.keys(), new Set(deLeaves.keys())), 'missing in German').toEqual([]);
    expect(difference(deLeaves.keys(), new Set(enLeaves.keys())), 'extra in German').toEqual([]);
  });

  it('has only string leaves and no empty strings (the boolean null label is a deliberate blank)', () => {
    for (const [key, value] of [...deLeaves, ...enLeaves]) {
      expect(typeof value, key).toBe('string');
      if (key === 'ra.boolean.null') continue;
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('uses the same %{placeholders} in both languages', () => {
    for (const [key, deText] of deLeaves) {
      const enText = enLeaves.get(key);
      if (typeof enText !== 'string' || typeof deText !== 'string') continue;
      const swap = PLACEHOLDER_SWAPS[key];
      expect(placeholders(enText), `${key} (English)`).toEqual(swap ? swap.en : placeholders(deText));
      if (swap) expect(placeholders(deText), `${key} (German)`).toEqual(swap.de);
    }
  });

  it('has as many "||||" plural forms in German as in English, and only with smart_count', () => {
    for (const [key, deText] of deLeaves) {
      const enText = enLeaves.get(key);
      if (typeof enText !== 'string' || typeof deText !== 'string') continue;
      expect(formCount(deText), key).toBe(formCount(enText));
      if (formCount(enText) > 1) {
        expect(formCount(enText), key).toBe(2);
        expect(placeholders(enText), key).toContain('smart_count');
        expect(placeholders(deText), key).toContain('smart_count');
      }
    }
  });

  it('has no malformed placeholders (a lone %{ or the {0} style)', () => {
    for (const [key, text] of [...deLeaves, ...enLeaves]) {
      const rest = (text as string).replace(/%\{\w+\}/g, '');
      expect(rest.includes('%{'), key).toBe(false);
      expect(/(^|[^%])\{\d+\}/.test(rest), key).toBe(false);
    }
  });
}

describe('raGerman: react-admin 5 messages in German', () => {
  checkPair(raGerman, englishMessages);

  it('covers all 164 keys of ra-language-english', () => {
    expect(leaves(raGerman)).toHaveLength(leaves(englishMessages).length);
    expect(leaves(englishMessages).length).toBeGreaterThanOrEqual(164);
  });

  it("takes ra-language-german's text wherever a key exists there, except the listed revisions", () => {
    const legacy = leafMap(legacyGerman);
    const german = leafMap(raGerman);
    const revised = new Set(raGermanRevised);
    const changed = [...legacy.keys()].filter((key) => german.has(key) && german.get(key) !== legacy.get(key));
    expect(changed.sort()).toEqual([...revised].sort());
    expect(difference(revised, new Set(legacy.keys())), 'revised keys that ra-language-german lacks').toEqual([]);
  });

  it('fixes the old placeholders of ra-language-german', () => {
    expect(raGerman.ra.page.edit).toBe('%{name} %{recordRepresentation}');
    expect(raGerman.ra.page.show).toBe('%{name} %{recordRepresentation}');
    expect(raGerman.ra.message.delete_title).toContain('%{recordRepresentation}');
    expect(raGerman.ra.message.delete_content).toContain('%{name}');
    expect(raGerman.ra.navigation.no_results).toContain('%{name}');
    for (const [key, text] of leaves(raGerman)) expect(text as string, key).not.toContain('%{id}');
  });

  it('uses ß, not the Swiss "ss", and the formal "Sie"', () => {
    for (const [key, text] of leaves(raGerman)) {
      expect(text as string, key).not.toMatch(/schliess|ausserhalb|\bPrüfe\b|\bdu\b|\bdein/i);
    }
  });
});

describe('catalogue: German and English application messages', () => {
  checkPair(catalogueDe, catalogueEn);

  it('contains the contract keys the other parts of the portal use', () => {
    const keys = new Set(leaves(catalogueDe).map(([key]) => key));
    const contract: CatalogueKey[] = [
      'error.400',
      'error.403',
      'error.404',
      'error.500',
      'error.generic',
      'error.notFoundPage',
      'error.offline',
      'error.chunkReload',
      'errors.BAD_USER_INPUT',
      'errors.CONFLICT',
      'errors.UNAUTHENTICATED',
      'errors.NOT_IMPLEMENTED',
      'errors.LICENCE_EXCEEDED',
      'forms.validationMessages.realMac',
      'forms.validationMessages.dynamicExpires',
      'forms.validationMessages.fileTooLarge',
      'forms.fields.passwordConfirm.label',
      'login.states.stale',
      'login.states.changedPassword',
      'login.states.newUser',
      'logout.relogin',
      'shell.customerSwitch.searchHint',
      'shell.footer.copyright',
      'shell.breadcrumbs.home',
      'licence.available',
      'licence.oneLeft',
      'requirements.needsPlugin.text',
      'plugins.voucherRedirect',
      'enums.severity.5',
      'enums.slaOption.ALL_DAY_HOTLINE',
      'messages.profile.wrongPassword',
      'messages.accountTemplateInUse',
      'messages.location.ipRegistered',
      'home.licenceWarning',
    ];
    for (const key of contract) expect(keys.has(key), key).toBe(true);
  });

  it('has one validation message per rule of the specification', () => {
    const rules = [
      'required',
      'alpha',
      'email',
      'integer',
      'length',
      'max',
      'max_value',
      'min',
      'min_value',
      'customerId',
      'mac',
      'realMac',
      'macArray',
      'ip',
      'ipArray',
      'objectId',
      'arrayMaxSize',
      'password',
      'passwordConfirm',
      'phoneNumber',
      'unique',
      'url',
      'dynamicExpires',
      'voucherCode',
      'fileTooLarge',
      'sortKey',
      'date',
      'futureDate',
      'text',
      // start pages and login templates
      'callingCode',
      'language',
      'oneDefault',
      'cspDirective',
      // analytics filters
      'analyticsRange',
      'analyticsGranularity',
    ];
    expect(Object.keys(catalogueDe.forms.validationMessages).sort()).toEqual([...rules].sort());
  });

  it('carries the texts the specification quotes verbatim', () => {
    expect(catalogueDe.forms.validationMessages.fileTooLarge).toBe('Die Datei ist zu groß: max. %{maxSize}');
    expect(catalogueDe.messages.profile.wrongPassword).toBe(
      'Das eingegebene Passwort ist falsch, bitte prüfen Sie Ihre Eingabe',
    );
    expect(catalogueDe.error.notFoundPage).toBe('Diese Seite konnte nicht gefunden werden');
    expect(catalogueEn.error.notFoundPage).toBe('This page could not be found');
    expect(catalogueDe.shell.customerSwitch.title).toBe('Kunden auswählen');
    expect(catalogueDe.shell.appName).toBe('Hotspot Portal');
    expect(catalogueDe.shell.footer.copyright).toBe('© %{year} Hotspot Portal');
  });

  it('names every plugin of the specification', () => {
    expect(Object.keys(catalogueDe.plugins).sort()).toEqual(
      [
        'matomo',
        'concurrentUser',
        'reos',
        'boostcom',
        'cooldown',
        'deviceAccount',
        'voucher',
        'voucherSms',
        'monitoring',
        'dnsAnalytics',
        'dnsFilter',
        'slaStatus',
        'cms',
        'analytics',
        'wifi4eu',
        'cidaas',
        'appLogin',
        'externalLogin',
        'webhook',
        'voucherRedirect',
      ].sort(),
    );
  });

  it('translates through ra-i18n-polyglot, plurals and placeholders included', () => {
    const de: TranslationMessages = { ...raGerman, ...catalogueDe };
    const en: TranslationMessages = { ...englishMessages, ...catalogueEn };
    const i18n = polyglotI18nProvider((locale) => (locale === 'en' ? en : de), 'de', [
      { locale: 'de', name: 'Deutsch' },
      { locale: 'en', name: 'English' },
    ]);
    expect(i18n.translate('shell.customerSwitch.searchHint', { smart_count: 1 })).toBe('1 Treffer');
    expect(i18n.translate('licence.available', { smart_count: 1 })).toBe('1 freie Anmeldung');
    expect(i18n.translate('licence.available', { smart_count: 3 })).toBe('3 freie Anmeldungen');
    expect(i18n.translate('ra.navigation.no_results', { name: 'Standorte' })).toBe('Keine Standorte gefunden');
    expect(i18n.translate('messages.location.ipRegistered', { ip: '192.0.2.1' })).toContain('192.0.2.1');
    expect(i18n.translate('error.404')).toBe('Seite nicht gefunden');
  });

  it('keeps its top-level groups apart from react-admin’s ra.* tree', () => {
    expect(Object.keys(catalogueDe)).not.toContain('ra');
  });

  it('writes German with real umlauts and the formal "Sie"', () => {
    for (const [key, text] of leaves(catalogueDe)) {
      expect(text as string, key).not.toMatch(/\b(du|dein|deine|dich|dir)\b/i);
      expect(text as string, key).not.toMatch(
        /\b(fuer|ueber|loeschen|pruefen|groesse|moechten|waehlen|schliessen|strasse)\b/i,
      );
    }
  });
});

// ---- Type-level checks: `tsc --noEmit` fails if a missing or an extra key is accepted. ----

export const typeChecks = () => {
  const { sort_by: _dropped, ...sortWithoutSortBy } = raGerman.ra.sort;
  const missingRa: RaMessages = {
    ...raGerman,
    // @ts-expect-error a react-admin key is missing
    ra: { ...raGerman.ra, sort: sortWithoutSortBy },
  };
  const extraRa: RaMessages = {
    ra: {
      ...raGerman.ra,
      // @ts-expect-error react-admin 5 has no ra.navigation.prev (ra-language-german still has it)
      navigation: { ...raGerman.ra.navigation, prev: 'Zurück' },
    },
  };
  const { close: _close, ...licenceWithoutClose } = catalogueEn.licence;
  // @ts-expect-error a catalogue key is missing in English
  const missingEn: Catalogue = { ...catalogueEn, licence: licenceWithoutClose };
  const extraEn: Catalogue = {
    ...catalogueEn,
    // @ts-expect-error an English-only key
    logout: { ...catalogueEn.logout, extra: 'only in English' },
  };
  // @ts-expect-error not a catalogue key
  const wrongKey: CatalogueKey = 'login.states.unknown';
  const rightKey: CatalogueKey = 'login.states.error';
  return [missingRa, extraRa, missingEn, extraEn, wrongKey, rightKey];
};
