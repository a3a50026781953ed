import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { DYNAMIC_EXPIRES_PRESETS, parseDynamicExpires } from '../../src/domain';
import messages from '../../src/resources/hotspot-account-template/messages';
import { explainDynamicExpires, formulaMoment } from '../../src/resources/hotspot-account-template/DynamicExpiresInput';

const provider = (locale: 'de' | 'en') =>
  polyglotI18nProvider(() => messages[locale] as unknown as TranslationMessages, locale);
const translators = { de: provider('de').translate, en: provider('en').translate };

const explain = (formula: string, locale: 'de' | 'en') => {
  const ops = parseDynamicExpires(formula);
  if (!ops) throw new Error(`invalid formula ${formula}`);
  return explainDynamicExpires(ops, translators[locale]);
};

describe('explainDynamicExpires', () => {
  const presets: Record<string, { de: string; en: string }> = {
    eod: { de: 'Ende des Tages', en: 'end of the day' },
    'eod 4h': { de: 'Ende des Tages, dann plus 4 Stunden', en: 'end of the day, then plus 4 hours' },
    '1d': { de: 'plus 1 Tag', en: 'plus 1 day' },
    '-1d': { de: 'minus 1 Tag', en: 'minus 1 day' },
    '-1w': { de: 'minus 1 Woche', en: 'minus 1 week' },
    'eow-1w': { de: 'Ende der Woche (Sonntag), dann minus 1 Woche', en: 'end of the week (Sunday), then minus 1 week' },
  };

  it('covers every preset', () => {
    expect(Object.keys(presets).sort()).toEqual(DYNAMIC_EXPIRES_PRESETS.map((p) => p.value).sort());
  });

  for (const [formula, expected] of Object.entries(presets)) {
    it(`explains the preset ${formula} in German and English`, () => {
      expect(explain(formula, 'de')).toBe(expected.de);
      expect(explain(formula, 'en')).toBe(expected.en);
    });
  }

  it.each([
    ['2 hours', 'plus 2 Stunden', 'plus 2 hours'],
    ['+1 minute', 'plus 1 Minute', 'plus 1 minute'],
    ['-3hours', 'minus 3 Stunden', 'minus 3 hours'],
    ['eoM 1d', 'Ende des Monats, dann plus 1 Tag', 'end of the month, then plus 1 day'],
    ['eom', 'Ende der Minute', 'end of the minute'],
    [
      '1y 2M 3w',
      'plus 1 Jahr, dann plus 2 Monate, dann plus 3 Wochen',
      'plus 1 year, then plus 2 months, then plus 3 weeks',
    ],
    ['eoy -1M', 'Ende des Jahres, dann minus 1 Monat', 'end of the year, then minus 1 month'],
    ['eoh 15m', 'Ende der Stunde, dann plus 15 Minuten', 'end of the hour, then plus 15 minutes'],
    ['0d', 'plus 0 Tage', 'plus 0 days'],
  ])('explains the free formula %s', (formula, de, en) => {
    expect(explain(formula, 'de')).toBe(de);
    expect(explain(formula, 'en')).toBe(en);
  });
});

describe('formulaMoment', () => {
  const from = new Date('2026-03-28T10:00:00Z'); // Saturday before the spring change in Berlin

  it('computes the moment in the given zone, across the spring change', () => {
    const ops = parseDynamicExpires('eod 4h')!;
    // 03:59:59 on Sunday 29 March, Berlin wall clock (the night the clocks go forward)
    expect(formulaMoment(ops, from, 'Europe/Berlin', 'de-DE')).toMatch(/29\. März 2026 um 03:59:59/);
    expect(formulaMoment(ops, from, 'UTC', 'en-GB')).toMatch(/29 March 2026.*03:59:59/);
  });

  it('answers null instead of throwing for a result out of range', () => {
    expect(formulaMoment(parseDynamicExpires('999999y')!, from, 'UTC', 'de-DE')).toBeNull();
  });
});
