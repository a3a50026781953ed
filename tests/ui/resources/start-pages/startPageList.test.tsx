import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHttpError } from '../../../../src/providers/errors';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { startPageData } from './data';

describe('Start-page tabs and lists', () => {
  it('lands on the terms of use and navigates by tabs, with the organization kept', async () => {
    await renderResource('start-pages', { records: startPageData(), path: '/start-pages?organization=K100001' });
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: 'Bereiche der Startseiten' }, SLOW);
    expect(within(tabs).getByRole('tab', { name: 'Nutzungsbedingungen' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Nutzungsbedingungen 1')).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Vorlagen' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/start-pages/templates?organization=K100001');
    expect(await screen.findByText('Winter-Willkommen')).toBeInTheDocument();
    // slot names translated
    expect(screen.getAllByText('Willkommen').length).toBeGreaterThan(0);
    expect(screen.getByText('Erfolgreich angemeldet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Vorlagen' })).toHaveAttribute('aria-selected', 'true');

    // keyboard: arrow to the next tab, Enter follows its link
    screen.getByRole('tab', { name: 'Vorlagen' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Vorlagenpakete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/start-pages/bundles?organization=K100001');
    expect(await screen.findByText('Paket 1')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Impressen' }));
    expect(await screen.findByText('Impressum 2')).toBeInTheDocument();
  });

  it('shows the empty state with a create button', async () => {
    const data = startPageData();
    data['start-pages/imprints'] = [];
    await renderResource('start-pages', { path: '/start-pages/imprints', records: data });
    expect(await screen.findByText('Noch keine Impressen', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Impressum erstellen/ }).length).toBeGreaterThan(0);
  });

  it('confirms a delete naming the template and shows the server refusal', async () => {
    expectConsoleErrors(
      ([error]) => error instanceof Error && error.message === 'resources.start-pages.errors.templateInUse',
    );
    const data = startPageData();
    const template = data['start-pages/templates']![0]!;
    const dataProvider = fakeDataProvider(data);
    dataProvider.delete.mockRejectedValueOnce(
      toHttpError({
        graphQLErrors: [
          {
            message: 'in use',
            extensions: {
              code: 'BAD_USER_INPUT',
              i18n: 'resources.start-pages.errors.templateInUse',
              args: { bundles: 'Paket 1' },
            },
          },
        ],
      }),
    );
    await renderResource('start-pages', {
      path: `/start-pages/templates/${template.id}`,
      dataProvider,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Löschen' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Vorlage „Vorlage 1“ löschen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(
      await screen.findByText(
        'Die Vorlage ist noch in folgenden Vorlagenpaketen enthalten und kann daher nicht gelöscht werden: Paket 1',
      ),
    ).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith(
      'start-pages/templates',
      expect.objectContaining({ id: template.id }),
    );
  });

  it('deletes terms of use after confirmation and returns to the list', async () => {
    const data = startPageData();
    const terms = data['start-pages/terms-of-use']![0]!;
    const dataProvider = fakeDataProvider(data);
    await renderResource('start-pages', {
      path: `/start-pages/terms-of-use/${terms.id}`,
      dataProvider,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Löschen' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nutzungsbedingungen „Nutzungsbedingungen 1“ löschen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/start-pages/terms-of-use?organization=K100001'),
    );
  });

  it('lists the bound templates of a bundle, filterable by slot', async () => {
    const data = startPageData();
    const bundle = data['start-pages/bundles']![0]!;
    const dataProvider = fakeDataProvider(data);
    await renderResource('start-pages', {
      path: `/start-pages/bundles/${bundle.id}`,
      dataProvider,
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Vorlage 1', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Erfolg')).toBeInTheDocument();
    expect(screen.queryByText('Winter-Willkommen')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Bildschirm' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Erfolgreich angemeldet' }));
    await waitFor(() => expect(screen.queryByText('Vorlage 1')).not.toBeInTheDocument());
    expect(screen.getByText('Erfolg')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'start-pages/templates',
      expect.objectContaining({ filter: { ids: bundle.templates, slot: 'Success' } }),
    );
  });
});
