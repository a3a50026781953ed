import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { startPageData } from './data';

type Sent = { data: Record<string, unknown> };

describe('Terms-of-use form', () => {
  it('names the required fields', async () => {
    const { dataProvider } = await renderResource('start-pages', {
      records: startPageData(),
      path: '/start-pages/terms-of-use/create',
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Beschreibung/ }, SLOW), 'Haus');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Name: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Nutzungsbedingungen (HTML): Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses a duplicate language and a second default, then creates', async () => {
    const { dataProvider } = await renderResource('start-pages', {
      records: startPageData(),
      path: '/start-pages/terms-of-use/create',
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }, SLOW), 'Hausordnung');
    await user.type(screen.getByRole('textbox', { name: /^Nutzungsbedingungen \(HTML\)/ }), 'Fair nutzen');
    await user.click(screen.getByRole('button', { name: 'Sprache hinzufügen' }));
    const langs = await screen.findAllByRole('textbox', { name: /^Sprache/ });
    expect(langs).toHaveLength(2);
    await user.type(langs[1]!, 'de');
    await user.type(screen.getAllByRole('textbox', { name: /^Nutzungsbedingungen \(HTML\)/ })[1]!, 'Use fairly');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Sprache: Jeder Eintrag darf nur einmal vorkommen')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await user.clear(langs[1]!);
    await user.type(langs[1]!, 'en');
    await user.click(screen.getAllByRole('switch', { name: /^Standardsprache/ })[1]!);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Sprachen: Genau eine Sprache muss als Standard markiert sein')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await user.click(screen.getAllByRole('switch', { name: /^Standardsprache/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const [resource, params] = dataProvider.create.mock.calls[0]! as [string, Sent];
    expect(resource).toBe('start-pages/terms-of-use');
    expect(params.data).toMatchObject({
      name: 'Hausordnung',
      active: true,
      locales: [
        { lang: 'de', default: false, terms: 'Fair nutzen', privacy: null },
        { lang: 'en', default: true, terms: 'Use fairly', privacy: null },
      ],
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/start-pages/terms-of-use/new1?organization=K100001'),
    );
  });

  it('always sends the locales on update, changed or not', async () => {
    const data = startPageData();
    const terms = data['start-pages/terms-of-use']![0]!;
    const { dataProvider } = await renderResource('start-pages', {
      path: `/start-pages/terms-of-use/${terms.id}/edit`,
      records: data,
    });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ }, SLOW);
    expect(name).toHaveValue('Nutzungsbedingungen 1');
    await user.type(name, ' neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const params = dataProvider.update.mock.calls[0]![1] as unknown as Sent & { previousData: Record<string, unknown> };
    expect(params.data.locales).toEqual(terms.locales);
    expect(params.previousData.locales).toBeUndefined();
  });
});

describe('Template form', () => {
  it('refuses a bad CSP directive naming the field, and previews as one types', async () => {
    const { dataProvider } = await renderResource('start-pages', {
      records: startPageData(),
      path: '/start-pages/templates/create',
    });
    const user = userEvent.setup();
    const text = await screen.findByRole('textbox', { name: /^Text \(HTML\)/ }, SLOW);
    await user.type(text, '<p>Hallo Gast</p><script>x()</script>');
    const frame = await screen.findByTitle('Vorschau der Startseite (Willkommen, de)');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<p>Hallo Gast</p>'));
    expect(frame.getAttribute('srcdoc')).not.toContain('<script');
    expect(screen.getByText('Skripte und aktive Inhalte wurden entfernt')).toBeInTheDocument();

    const csp = screen.getByRole('combobox', { name: /^CSP-Direktiven/ });
    await user.type(csp, "script-src 'unsafe-inline'{Enter}");
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/^CSP-Direktiven: /)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('creates with a slot, directives and an imprint', async () => {
    const { dataProvider } = await renderResource('start-pages', {
      records: startPageData(),
      path: '/start-pages/templates/create',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /^Bildschirm/ }, SLOW));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Voucher gültig' }));
    await user.type(screen.getByRole('textbox', { name: /^Text \(HTML\)/ }), '<p>Gültig</p>');
    await user.type(
      screen.getByRole('combobox', { name: /^CSP-Direktiven/ }),
      'img-src https://cdn.example.com{Enter}',
    );
    await user.click(screen.getByRole('combobox', { name: /^Impressum/ }));
    await user.click(await screen.findByRole('option', { name: 'Impressum 2' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect((dataProvider.create.mock.calls[0]![1] as Sent).data).toMatchObject({
      slot: 'VoucherCheckSuccess',
      text: [{ lang: 'de', default: true, text: '<p>Gültig</p>' }],
      cspDirectives: ['img-src https://cdn.example.com'],
      imprint: startPageData()['start-pages/imprints']![1]!.id,
    });
  });
});

describe('Bundle form', () => {
  it('refuses two templates for one slot on the client', async () => {
    const { dataProvider } = await renderResource('start-pages', {
      records: startPageData(),
      path: '/start-pages/bundles/create',
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Beschreibung/ }, SLOW), 'Sommer');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Vorlagen: Dieses Feld ist erforderlich')).toBeInTheDocument();

    const picker = screen.getByRole('combobox', { name: /^Vorlagen/ });
    await user.click(picker);
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Willkommen · Vorlage 1' }));
    await user.click(picker);
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Willkommen · Winter-Willkommen' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Ein Vorlagenpaket darf für jeden Bildschirm (Willkommen) nur eine Vorlage enthalten'),
    ).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('always sends the templates on update', async () => {
    const data = startPageData();
    const bundle = data['start-pages/bundles']![0]!;
    const { dataProvider } = await renderResource('start-pages', {
      path: `/start-pages/bundles/${bundle.id}/edit`,
      records: data,
    });
    const user = userEvent.setup();
    const description = await screen.findByRole('textbox', { name: /^Beschreibung/ }, SLOW);
    await screen.findByText('Erfolgreich angemeldet · Erfolg');
    await user.type(description, ' neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect((dataProvider.update.mock.calls[0]![1] as Sent).data).toMatchObject({
      description: 'Paket 1 neu',
      templates: bundle.templates,
    });
  });
});
