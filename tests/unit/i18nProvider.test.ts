// Messages registered after the provider was made (the default layout's resource messages) reach
// it when applied; until then a key shows itself.
import { describe, expect, it } from 'vitest';
import { createI18nProvider, registerMessages } from '../../src/providers/i18nProvider';

describe('i18n provider: messages registered later', () => {
  it('applies them on applyMessages, in the current language and German as its fallback', async () => {
    const provider = createI18nProvider('de');
    registerMessages([{ de: { later: { greeting: 'Servus' } }, en: { later: {} } }]);
    expect(provider.translate('later.greeting')).toBe('later.greeting');
    await provider.applyMessages();
    expect(provider.translate('later.greeting')).toBe('Servus');
    await provider.changeLocale('en');
    // Missing in English: the German text.
    expect(provider.translate('later.greeting')).toBe('Servus');
  });

  it('addMessages registers and applies at once', async () => {
    const provider = createI18nProvider('de');
    await provider.addMessages([{ de: { added: { word: 'Grüß Gott' } }, en: { added: { word: 'Hello' } } }]);
    expect(provider.translate('added.word')).toBe('Grüß Gott');
  });
});
