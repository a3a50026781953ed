/**
 * The message catalogue as files (/i18n-export): the whole merged tree of a language — the shell
 * catalogue (German, or English loaded on demand), every registered resource module's messages and
 * every portal page group's — as JSON (the tree) or CSV (one row per key). Pure functions plus the
 * loader; the page only offers the downloads.
 */
import { de } from '../../../i18n/de';
import { mergeMessages } from '../../../i18n/merge';
import { loadPortalPageMessages } from '../../../i18n/portalPages';
import type { Locale } from '../../../domain/constants';
import { loadResourceMessages } from '../../registry';

// CSV of the catalogue: the one CSV writer (formula cells neutralised), src/domain/csv.ts.
export { csvCell, neutraliseCell, toCsv } from '../../../domain/csv';

export type MessageTree = { [key: string]: unknown };

/** Every leaf of a tree as [dotted key, text], sorted by key (non-text leaves are skipped). */
export function flattenMessages(tree: MessageTree, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') out.push([path, node]);
    else if (node && typeof node === 'object' && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    }
  };
  walk(tree, prefix);
  return out.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The whole merged message tree of a language. */
export async function loadCatalogue(locale: Locale): Promise<MessageTree> {
  const [resources, pages] = await Promise.all([loadResourceMessages(), loadPortalPageMessages()]);
  const trees = [...resources, ...pages];
  if (locale === 'de') return mergeMessages(de, ...trees.map((t) => t.de)) as MessageTree;
  const { en } = await import('../../../i18n/en');
  return mergeMessages(en, ...trees.map((t) => t.en)) as MessageTree;
}

/** Keys of the German tree that English lacks (they show the German text). */
export function missingKeys(german: MessageTree, other: MessageTree): string[] {
  const have = new Set(flattenMessages(other).map(([key]) => key));
  return flattenMessages(german)
    .map(([key]) => key)
    .filter((key) => !have.has(key));
}

/** The download file name of a language's catalogue. */
export const catalogueFileName = (locale: string, format: 'json' | 'csv') =>
  `hotspot-portal-messages-${locale}.${format}`;

/** Offers a text as a file download (an object URL on a temporary link). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
