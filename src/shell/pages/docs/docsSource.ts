/**
 * Where the documentation comes from: the Markdown files of docs/user/<lang>/<id>.md as Vite raw
 * imports, one lazy chunk per file (nothing of it ships before /docs is opened). A page missing in
 * English is shown in German (the portal's fallback language).
 */
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LOCALE } from '../../../domain/constants';
import { DOC_ID, parseDoc, type DocPage } from './markdown';

type Loader = () => Promise<string>;

const files = import.meta.glob<string>('../../../../docs/user/*/*.md', { query: '?raw', import: 'default' });

/** The order of the guides in the index (from the first login to the licences); others follow by name. */
export const DOC_ORDER = [
  'getting-started',
  'wifi-codes',
  'hotspot-devices',
  'device-configurations',
  'login-templates',
  'account-templates',
  'locations',
  'device-accounts',
  'users-and-invites',
  'profile',
  'licences',
] as const;

/** Loaders by language and page id. */
export function docLoaders(source: Record<string, Loader> = files): Record<string, Record<string, Loader>> {
  const out: Record<string, Record<string, Loader>> = {};
  for (const [path, load] of Object.entries(source)) {
    const m = /\/([a-z]{2})\/([^/]+)\.md$/.exec(path);
    if (!m || !DOC_ID.test(m[2])) continue;
    (out[m[1]] ??= {})[m[2]] = load;
  }
  return out;
}

const LOADERS = docLoaders();

/** The page ids of a language (with the German ones it lacks), in index order. */
export function docIds(locale: string, loaders = LOADERS): string[] {
  const ids = new Set([...Object.keys(loaders[DEFAULT_LOCALE] ?? {}), ...Object.keys(loaders[locale] ?? {})]);
  const rank = (id: string) => {
    const i = (DOC_ORDER as readonly string[]).indexOf(id);
    return i === -1 ? DOC_ORDER.length : i;
  };
  return [...ids].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** One page in the language (German when the language lacks it); null for an unknown id. */
export async function loadDoc(locale: string, id: string, loaders = LOADERS): Promise<DocPage | null> {
  if (!DOC_ID.test(id)) return null;
  const load = loaders[locale]?.[id] ?? loaders[DEFAULT_LOCALE]?.[id];
  return load ? parseDoc(id, await load()) : null;
}

/** Every page of the language, in index order (the index and its search). */
export async function loadAllDocs(locale: string, loaders = LOADERS): Promise<DocPage[]> {
  const pages = await Promise.all(docIds(locale, loaders).map((id) => loadDoc(locale, id, loaders)));
  return pages.filter((p): p is DocPage => p !== null);
}

/** Every page of the language (cached for the session: the files do not change while it runs). */
export function useAllDocs(locale: string) {
  return useQuery({
    queryKey: ['docs', 'all', locale],
    queryFn: () => loadAllDocs(locale),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
