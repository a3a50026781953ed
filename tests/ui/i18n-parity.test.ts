import { describe, expect, it } from 'vitest';
import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';
import { mergeMessages } from '../../src/i18n/merge';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { resourceModules } from '../../src/shell/registry';
import { RESOURCE_MESSAGES } from './harness/resources';

function leaves(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  if (!tree || typeof tree !== 'object') throw new Error(`not a message at ${prefix}: ${String(tree)}`);
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

function at(tree: unknown, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string;
}

describe('i18n', () => {
  // The whole tree of each language: the catalogue and every resource module's messages.
  const deAll = mergeMessages(de, ...RESOURCE_MESSAGES.map((m) => m.de));
  const enAll = mergeMessages(en, ...RESOURCE_MESSAGES.map((m) => m.en));
  const deKeys = leaves(deAll).sort();
  const enKeys = leaves(enAll).sort();

  it('German and English have identical leaf keys', () => {
    expect(enKeys).toEqual(deKeys);
  });

  it('every message is a non-empty text with the same placeholders in both languages', () => {
    for (const key of deKeys) {
      // react-admin's own ra.boolean.null is deliberately empty
      if (key !== 'ra.boolean.null') {
        expect(at(deAll, key).trim(), key).not.toBe('');
        expect(at(enAll, key).trim(), key).not.toBe('');
      }
      // ra.* come from react-admin's English and our German (which may use another placeholder
      // react-admin also passes, e.g. %{field} / %{field_lower_first}); ours must match exactly.
      if (!key.startsWith('ra.')) expect(placeholders(at(enAll, key)), key).toEqual(placeholders(at(deAll, key)));
    }
  });

  it('has the resource keys of every module', () => {
    expect(deKeys).toEqual(expect.arrayContaining(['resources.wifi-code.name', 'resources.wifi-code.fields.code']));
    for (const { name } of resourceModules()) expect(deKeys, name).toContain(`resources.${name}.page.list`);
  });

  it('translates German first and falls back to German for an unknown English key', () => {
    const i18n = createI18nProvider('de');
    expect(i18n.getLocale()).toBe('de');
    expect(i18n.translate('resources.wifi-code.notifications.deactivated', { smart_count: 3 })).toBe(
      '3 WLAN-Codes wurden deaktiviert',
    );
    expect(i18n.translate('no.such.key')).toBe('no.such.key');
  });
});
