/**
 * The user documentation's Markdown (docs/user/<lang>/<id>.md): title and summary of a page, its
 * rendering with marked (links between pages become portal paths, headings get anchors) and the
 * search over titles and text. Pure functions: the page sanitises the HTML with DOMPurify.
 */
import { Marked, type Tokens } from 'marked';

export interface DocPage {
  /** The file name without `.md`: the path segment of /docs/{id}. */
  id: string;
  title: string;
  /** The first paragraph, as plain text. */
  summary: string;
  /** The Markdown after the title. */
  body: string;
  /** The whole page as plain text (for the search). */
  text: string;
}

/** A page id: lower-case letters, digits and dashes (also what /docs/{id} accepts). */
export const DOC_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Markdown → plain text for summaries, search and snippets (formatting marks and link targets dropped). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$/gm, ' ')
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__|\*|_|`|~~)/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** Splits a page into title (its first `# ` heading, else the id), first paragraph and body. */
export function parseDoc(id: string, raw: string): DocPage {
  const source = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^\s*#\s+(.+?)\s*#*\s*$/m.exec(source);
  const title = match ? plainText(match[1]) : id;
  const body = match ? source.slice(match.index + match[0].length).replace(/^\n+/, '') : source;
  const firstParagraph =
    body
      .split(/\n{2,}/)
      .map((block) => block.trim())
      .find((block) => block !== '' && !/^(#|[-*+]\s|\d+\.\s|\||```|>)/.test(block)) ?? '';
  return {
    id,
    title,
    summary: plainText(firstParagraph).replace(/\n/g, ' '),
    body,
    text: plainText(body),
  };
}

/** An anchor id for a heading text: lower case, letters and digits joined by dashes (umlauts kept). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Where a link of a page points in the portal: another page (`wifi-codes.md`, `./wifi-codes.md#print`,
 * `../en/wifi-codes.md`) becomes `/docs/wifi-codes#print`; portal paths, anchors and http(s)/mailto
 * links stay; anything else (javascript:, data:) becomes `#`.
 */
export function docHref(href: string): string {
  const value = href.trim();
  const page = /^(?:\.\/|\.\.\/(?:[a-z]{2}\/)?)?([a-z0-9]+(?:-[a-z0-9]+)*)\.md(#[^\s]*)?$/i.exec(value);
  if (page) return `/docs/${page[1].toLowerCase()}${page[2] ?? ''}`;
  if (value.startsWith('#') || (value.startsWith('/') && !value.startsWith('//'))) return value;
  if (/^(https?:|mailto:)/i.test(value)) return value;
  return '#';
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const markdown = new Marked({
  gfm: true,
  walkTokens(token) {
    if (token.type === 'link') token.href = docHref((token as Tokens.Link).href);
  },
  renderer: {
    heading({ tokens, depth, text }) {
      return `<h${depth} id="${escapeAttr(slug(plainText(text)))}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
    link({ href, title, tokens }) {
      const external = /^(https?:|mailto:)/i.test(href);
      const attrs = [
        `href="${escapeAttr(href)}"`,
        title ? `title="${escapeAttr(title)}"` : '',
        external ? 'target="_blank" rel="noopener noreferrer"' : '',
      ].filter(Boolean);
      return `<a ${attrs.join(' ')}>${this.parser.parseInline(tokens)}</a>`;
    },
  },
});

/** The page body as HTML (not yet sanitised: DocsPage runs DOMPurify over it). */
export function renderMarkdown(body: string): string {
  return markdown.parse(body, { async: false });
}

/** The headings of level 2 of a page (its table of contents). */
export function headingsOf(body: string): { id: string; text: string }[] {
  return [...body.matchAll(/^##\s+(.+?)\s*#*\s*$/gm)].map((m) => {
    const text = plainText(m[1]);
    return { id: slug(text), text };
  });
}

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

/** Lower case without diacritics, ß as ss: "Geräte" finds "gerate" and "Geräte", "Straße" "strasse". */
export function fold(text: string): string {
  return foldWithOrigin(text).folded;
}

/**
 * The folded text with, for every folded character, the index of the original character it came
 * from: matches found in the folded text are marked at the right place of the original.
 */
export function foldWithOrigin(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const part = text[i].toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
    for (const ch of part) {
      folded += ch;
      origin.push(i);
    }
  }
  return { folded, origin };
}

/** Ranges [start, end) of the original text where the terms occur. */
function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const { folded, origin } = foldWithOrigin(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let i = folded.indexOf(term); i !== -1; i = folded.indexOf(term, i + term.length)) {
      ranges.push([origin[i], origin[i + term.length - 1] + 1]);
    }
  }
  return ranges;
}

/** The words of a query (at most 10, each at most 50 characters). */
export function queryTerms(query: string): string[] {
  return [
    ...new Set(
      fold(query)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .map((t) => t.slice(0, 50)),
    ),
  ].slice(0, 10);
}

export interface DocHit {
  page: DocPage;
  score: number;
  /** A piece of text around the first match (plain text). */
  snippet: string;
}

const count = (haystack: string, needle: string): number => {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
};

/** Text around the first place where a term occurs (the start of the text without a match). */
function snippetOf(text: string, terms: readonly string[], width = 160): string {
  const flat = text.replace(/\n/g, ' ');
  const ranges = matchRanges(flat, terms);
  if (ranges.length === 0) return flat.length > width ? `${flat.slice(0, width).trimEnd()} …` : flat;
  const at = Math.min(...ranges.map(([start]) => start));
  const start = Math.max(0, at - Math.floor(width / 3));
  const end = Math.min(flat.length, start + width);
  return `${start > 0 ? '… ' : ''}${flat.slice(start, end).trim()}${end < flat.length ? ' …' : ''}`;
}

/**
 * Pages holding every word of the query in their title or text; a word in the title weighs more
 * than in the text, the order of the pages breaks ties. An empty query finds nothing.
 */
export function searchDocs(pages: readonly DocPage[], query: string): DocHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const hits: (DocHit & { order: number })[] = [];
  pages.forEach((page, order) => {
    const title = fold(page.title);
    const text = fold(page.text);
    let score = 0;
    for (const term of terms) {
      const inTitle = count(title, term);
      const inText = count(text, term);
      if (inTitle + inText === 0) return;
      score += inTitle * 10 + Math.min(inText, 20);
    }
    hits.push({ page, score, snippet: snippetOf(page.text, terms), order });
  });
  return hits.sort((a, b) => b.score - a.score || a.order - b.order).map(({ order: _order, ...hit }) => hit);
}

/** Splits a text into pieces marking where the query's words occur (for <mark> in the results). */
export function highlight(text: string, query: string): { text: string; match: boolean }[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [{ text, match: false }];
  const marks = new Array<boolean>(text.length).fill(false);
  for (const [start, end] of matchRanges(text, terms)) marks.fill(true, start, end);
  const parts: { text: string; match: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1);
    if (last && last.match === marks[i]) last.text += text[i];
    else parts.push({ text: text[i], match: marks[i] });
  }
  return parts;
}
