// The documentation pages in the real portal (router, layout, messages): the index with its search,
// one guide rendered and sanitised, links between guides through the router, the language, and an
// unknown guide.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import docsMessages from '../../src/i18n/portal/docs';
import { safeHtml } from '../../src/shell/pages/docs/DocsPage';
import { renderPages } from './harness/pagesHarness';
import { SLOW } from './harness/slow';
import { SEARCH_DEBOUNCE_MS } from '../../src/domain/constants';

const de = docsMessages.de.portal.docs;

describe('/docs', () => {
  it('lists every guide with its summary and searches titles and text (query kept in ?q=)', async () => {
    const user = userEvent.setup();
    const { location } = renderPages({ path: '/docs' });
    const list = await screen.findByRole('list', { name: de.all }, SLOW);
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(11);
    expect(within(cards[0]).getByRole('heading', { name: 'Erste Schritte' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '„WLAN-Codes“ öffnen' })).toHaveAttribute('href', '/docs/wifi-codes');

    await user.type(screen.getByRole('searchbox', { name: de.search }), 'Karten je A4-Seite');
    const results = await screen.findByRole('list', { name: '1 Anleitung gefunden' }, SLOW);
    expect(within(results).getByRole('heading', { name: 'WLAN-Codes' })).toBeInTheDocument();
    expect(within(results).getAllByText('Karten', { selector: 'mark' }).length).toBeGreaterThan(0);
    expect(location.search).toBe('?q=Karten+je+A4-Seite');

    await user.clear(screen.getByRole('searchbox', { name: de.search }));
    await user.type(screen.getByRole('searchbox', { name: de.search }), 'Quarkspeise');
    expect(
      await screen.findByText(de.noResults.replace('%{query}', 'Quarkspeise'), { selector: '[role="status"] *' }, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: de.clearSearch }));
    expect(await screen.findByRole('list', { name: de.all }, SLOW)).toBeInTheDocument();
  });

  // The URL's ?q= follows the typing after a pause; a key pressed while that update renders must not be
  // lost. The box took the URL's older query back (the clean-clone CI typed "Quarkspeise" slowly enough
  // under load for the pause to pass mid-word, and found no "no guide" message for that word).
  it('keeps a key typed while the debounced query reaches the URL', async () => {
    const { location } = renderPages({ path: '/docs' });
    await screen.findByRole('list', { name: de.all }, SLOW);
    const box = screen.getByRole('searchbox', { name: de.search });
    fireEvent.change(box, { target: { value: 'Quark' } });
    await act(async () => {
      // The pause passes (the URL's update is queued), and the next key comes before it renders.
      await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
      fireEvent.change(box, { target: { value: 'Quarks' } });
    });
    expect(box).toHaveValue('Quarks');
    await waitFor(() => expect(location.search).toBe('?q=Quarks'), SLOW);
    expect(box).toHaveValue('Quarks');
    // A query from elsewhere (back, forward, a link) still reaches the box.
    await act(async () => location.navigate!('/docs?q=Lizenzen'));
    expect(box).toHaveValue('Lizenzen');
  });

  it('opens a guide, shows its contents and follows a link to another guide in the app', async () => {
    const user = userEvent.setup();
    const { location } = renderPages({ path: '/docs/device-accounts' });
    expect(await screen.findByRole('heading', { level: 1, name: /Gerätekonten/ }, SLOW)).toBeInTheDocument();
    const article = document.querySelector('article')!;
    expect(within(article).getByRole('heading', { level: 2, name: 'Kontotypen' })).toHaveAttribute('id', 'kontotypen');
    expect(within(article).getByRole('table')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: de.contents });
    expect(within(contents).getByRole('link', { name: 'Kontotypen' })).toHaveAttribute('href', '#kontotypen');

    await user.click(within(article).getByRole('link', { name: 'WLAN-Codes' }));
    await waitFor(() => expect(location.pathname).toBe('/docs/wifi-codes'));
    expect(location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: /WLAN-Codes/ }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück: Erste Schritte' })).toHaveAttribute(
      'href',
      '/docs/getting-started',
    );
    expect(screen.getByRole('link', { name: 'Weiter: Hotspot-Geräte' })).toHaveAttribute(
      'href',
      '/docs/hotspot-devices',
    );
  });

  it('shows a guide in English when the portal speaks English', async () => {
    const user = userEvent.setup();
    renderPages({ path: '/docs/licences' });
    expect(await screen.findByRole('heading', { level: 1, name: /Lizenzen/ }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sprache/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Licences/ }, SLOW)).toBeInTheDocument();
  });

  it('says so for an unknown guide and links back to the overview', async () => {
    renderPages({ path: '/docs/no-such-guide' });
    expect(await screen.findByText(de.notFound.text.replace('%{id}', 'no-such-guide'), {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: de.back })).toHaveAttribute('href', '/docs');
  });

  it('sanitises what Markdown lets through', () => {
    const html = safeHtml(
      'Text <script>alert(1)</script><img src=x onerror="alert(2)"> <iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(3)">a</a> <span style="color:red">s</span>\n\n[link](javascript:alert(4))',
    );
    expect(html).not.toMatch(/script|onerror|iframe|javascript:|style=/i);
    expect(html).toContain('<img src="x">');
  });
});
