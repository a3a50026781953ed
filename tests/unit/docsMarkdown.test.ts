// The user documentation's Markdown functions (src/shell/pages/docs/markdown.ts) and the pages
// themselves (docs/user/<lang>/*.md): both languages have the same guides, every link between
// guides (and to a section) leads somewhere.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  docHref,
  fold,
  headingsOf,
  highlight,
  parseDoc,
  plainText,
  queryTerms,
  renderMarkdown,
  searchDocs,
  slug,
} from '../../src/shell/pages/docs/markdown';
import { DOC_ORDER, docIds, docLoaders, loadAllDocs, loadDoc } from '../../src/shell/pages/docs/docsSource';

const ROOT = path.resolve(__dirname, '../../docs/user');
const read = (lang: string, id: string) => readFileSync(path.join(ROOT, lang, `${id}.md`), 'utf8');
const idsOf = (lang: string) =>
  readdirSync(path.join(ROOT, lang))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3))
    .sort();

describe('parseDoc', () => {
  it('takes the first heading as title and the first paragraph as summary', () => {
    const page = parseDoc(
      'wifi-codes',
      '\uFEFF# WLAN-**Codes**\r\n\r\nErster *Absatz* mit [Link](x.md).\r\n\r\n## Liste\r\n\r\nText',
    );
    expect(page).toMatchObject({ id: 'wifi-codes', title: 'WLAN-Codes', summary: 'Erster Absatz mit Link.' });
    expect(page.body.startsWith('Erster')).toBe(true);
    expect(page.text).toContain('Liste');
    expect(page.text).not.toContain('x.md');
  });

  it('falls back to the id without a heading and skips lists for the summary', () => {
    const page = parseDoc('x', '- a\n- b\n\nThe paragraph.');
    expect(page.title).toBe('x');
    expect(page.summary).toBe('The paragraph.');
  });
});

describe('links and rendering', () => {
  it('turns links between guides into portal paths and keeps safe links only', () => {
    expect(docHref('wifi-codes.md')).toBe('/docs/wifi-codes');
    expect(docHref('./profile.md#passwortregeln')).toBe('/docs/profile#passwortregeln');
    expect(docHref('../en/licences.md')).toBe('/docs/licences');
    expect(docHref('/wifi-code/templates')).toBe('/wifi-code/templates');
    expect(docHref('#section')).toBe('#section');
    expect(docHref('https://example.com/a')).toBe('https://example.com/a');
    expect(docHref('mailto:support@example.com')).toBe('mailto:support@example.com');
    expect(docHref('javascript:alert(1)')).toBe('#');
    expect(docHref('//evil.example/x')).toBe('#');
    expect(docHref('data:text/html,x')).toBe('#');
  });

  it('renders headings with anchors, portal links in place and external links in a new tab', () => {
    const html = renderMarkdown(
      '## Codes drucken\n\nSiehe [Profil](profile.md#passwortregeln), [Codes](/wifi-code) und [Web](https://example.com).\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2 id="codes-drucken">Codes drucken</h2>');
    expect(html).toContain('<a href="/docs/profile#passwortregeln">Profil</a>');
    expect(html).toContain('<a href="/wifi-code">Codes</a>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">Web</a>');
    expect(html).toContain('<table>');
    expect(renderMarkdown('[x](javascript:alert(1))')).toContain('href="#"');
  });

  it('slugs keep letters of every script and join the rest with dashes', () => {
    expect(slug('Shortcuts: Codes mit einem Klick')).toBe('shortcuts-codes-mit-einem-klick');
    expect(slug('Größe & Maße')).toBe('größe-maße');
    expect(headingsOf('# T\n\n## Eins\n\ntext\n\n### Unter\n\n## Zwei')).toEqual([
      { id: 'eins', text: 'Eins' },
      { id: 'zwei', text: 'Zwei' },
    ]);
  });

  it('plain text drops formatting, code blocks and link targets', () => {
    expect(plainText('**fett** und `code`\n\n```\nblock\n```\n[text](ziel.md)')).toBe('fett und code\ntext');
  });
});

describe('search', () => {
  const pages = [
    parseDoc('wifi-codes', '# WLAN-Codes\n\nCodes erstellen und drucken. Drucken mit QR-Code.'),
    parseDoc('licences', '# Lizenzen\n\nDie Lizenz für gleichzeitige Nutzer.'),
    parseDoc('print', '# Drucken\n\nAlles über das Drucken von Karten.'),
  ];

  it('finds pages holding every word, title matches first', () => {
    const hits = searchDocs(pages, 'drucken');
    expect(hits.map((h) => h.page.id)).toEqual(['print', 'wifi-codes']);
    expect(searchDocs(pages, 'drucken qr').map((h) => h.page.id)).toEqual(['wifi-codes']);
    expect(searchDocs(pages, 'nichtda')).toEqual([]);
    expect(searchDocs(pages, '   ')).toEqual([]);
  });

  it('ignores case and diacritics and gives a snippet around the match', () => {
    expect(searchDocs(pages, 'GLEICHZEITIGE')[0]?.page.id).toBe('licences');
    expect(searchDocs(pages, 'fur')[0]?.page.id).toBe('licences');
    expect(searchDocs(pages, 'qr')[0]?.snippet).toContain('QR-Code');
    const long = parseDoc('x', `# X\n\nGroße Straße ${'Füllwort '.repeat(40)}Zielwort am Ende.`);
    expect(searchDocs([long], 'zielwort')[0]?.snippet).toMatch(/^… .*Zielwort am Ende\.$/);
    expect(fold('Straße Größe')).toBe('strasse grosse');
    expect(queryTerms('a, a  b')).toEqual(['a', 'b']);
  });

  it('marks the matches of a query in a text', () => {
    expect(highlight('Codes drucken', 'DRUCK')).toEqual([
      { text: 'Codes ', match: false },
      { text: 'druck', match: true },
      { text: 'en', match: false },
    ]);
    expect(highlight('abc', '')).toEqual([{ text: 'abc', match: false }]);
    // ß folds to two letters: the marks still land on the original characters.
    expect(highlight('Große Straße', 'strasse')).toEqual([
      { text: 'Große ', match: false },
      { text: 'Straße', match: true },
    ]);
    expect(highlight('Maße und Müll', 'mull')).toEqual([
      { text: 'Maße und ', match: false },
      { text: 'Müll', match: true },
    ]);
  });
});

describe('the guides in docs/user', () => {
  const de = idsOf('de');
  const en = idsOf('en');

  it('exist in German and English alike and cover the main tasks', () => {
    expect(en).toEqual(de);
    expect(de).toEqual([...DOC_ORDER].sort());
  });

  for (const lang of ['de', 'en']) {
    it(`${lang}: every page has a title and a summary, and every link leads to a guide and section`, () => {
      for (const id of idsOf(lang)) {
        const page = parseDoc(id, read(lang, id));
        expect(page.title, id).not.toBe(id);
        expect(page.summary.length, id).toBeGreaterThan(40);
        for (const [, target] of page.body.matchAll(/\]\(([^)]+)\)/g)) {
          const href = docHref(target);
          expect(href, `${id}: ${target}`).not.toBe('#');
          const doc = /^\/docs\/([^#]+)(?:#(.+))?$/.exec(href);
          if (!doc) continue;
          expect(idsOf(lang), `${id}: ${target}`).toContain(doc[1]);
          if (doc[2]) {
            const anchors = headingsOf(read(lang, doc[1])).map((h) => h.id);
            expect(anchors, `${id}: ${target}`).toContain(doc[2]);
          }
        }
      }
    });
  }
});

describe('docsSource', () => {
  const loaders = docLoaders({
    '../../../../docs/user/de/b-page.md': async () => '# B\n\nZweite Seite.',
    '../../../../docs/user/de/getting-started.md': async () => '# Start\n\nErste Seite.',
    '../../../../docs/user/en/getting-started.md': async () => '# Start EN\n\nFirst page.',
    '../../../../docs/user/en/Bad Name.md': async () => '# no',
  });

  it('orders the guides, fills English gaps with German and refuses unknown ids', async () => {
    expect(docIds('en', loaders)).toEqual(['getting-started', 'b-page']);
    expect((await loadDoc('en', 'getting-started', loaders))?.title).toBe('Start EN');
    expect((await loadDoc('en', 'b-page', loaders))?.title).toBe('B');
    expect(await loadDoc('en', 'nope', loaders)).toBeNull();
    expect(await loadDoc('en', '../secret', loaders)).toBeNull();
    expect((await loadAllDocs('de', loaders)).map((p) => p.title)).toEqual(['Start', 'B']);
  });
});
