import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountTemplateShow from '../../../../src/resources/hotspot-account-template/AccountTemplateShow';
import { toHttpError } from '../../../../src/providers/errors';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { ACCOUNT_TEMPLATES, USING_LOGIN_TEMPLATES } from './data';

const RECORDS = { 'hotspot-account-template': ACCOUNT_TEMPLATES };
const SHOW = { view: AccountTemplateShow, route: '/hotspot-account-template/:id', records: RECORDS };
const template = ACCOUNT_TEMPLATES[1]!;
const path = `/hotspot-account-template/${template.id}`;

describe('Account-template details', () => {
  it('shows the limits with their units, the formula explained and the login templates using it, paged', async () => {
    const { dataProvider } = await renderResource('hotspot-account-template', {
      ...SHOW,
      path,
      records: { ...RECORDS, 'hotspot-login-template': USING_LOGIN_TEMPLATES },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Hotelgast' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('10.000 kbit/s')).toBeInTheDocument();
    expect(screen.getByText('2.000 kbit/s')).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    expect(screen.getByText('500 MB')).toBeInTheDocument();
    expect(screen.getByText('Unbegrenzt')).toBeInTheDocument(); // max surf time
    expect(screen.getByText('Bedeutung: Ende des Tages, dann plus 4 Stunden')).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Login 01' })).toHaveAttribute(
      'href',
      `/hotspot-login-template/${USING_LOGIN_TEMPLATES[0]!.id}?organization=K100001`,
    );
    expect(screen.getAllByText('Einfacher Login (ein Klick)')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: 'Login 11' })).not.toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'hotspot-login-template',
      expect.objectContaining({ filter: { hotspotAccountTemplateIds: [template.id] } }),
    );
    await user.click(screen.getByRole('button', { name: 'Zur nächsten Seite' }));
    expect(await screen.findByRole('link', { name: 'Login 11' })).toBeInTheDocument();
  });

  it('says so when no login template uses it', async () => {
    await renderResource('hotspot-account-template', { ...SHOW, path });
    expect(await screen.findByText('Keine Login-Vorlage verwendet diese Kontovorlage.', {}, SLOW)).toBeInTheDocument();
  });

  it('deletes after a confirmation naming the template', async () => {
    const { dataProvider } = await renderResource('hotspot-account-template', { ...SHOW, path });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Löschen' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Kontovorlage „Hotelgast“ löschen?')).toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /Bestätigen/ }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledTimes(1));
    expect(await screen.findByTestId('location')).toHaveTextContent('/hotspot-account-template?organization=K100001');
  });

  it('shows the refusal of a template in use with the names of the login templates', async () => {
    expectConsoleErrors(([error]) => error instanceof Error && error.message === 'messages.accountTemplateInUse');
    const dataProvider = fakeDataProvider(RECORDS);
    dataProvider.delete.mockRejectedValueOnce(
      toHttpError({
        graphQLErrors: [
          {
            message: 'in use',
            extensions: {
              code: 'CONFLICT',
              i18n: 'messages.accountTemplateInUse',
              args: { templates: 'Login 01, Login 02' },
            },
          },
        ],
      }),
    );
    await renderResource('hotspot-account-template', { ...SHOW, path, dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Löschen' }, SLOW));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Bestätigen/ }));
    expect(
      await screen.findByText(
        'Die Kontovorlage wird noch von folgenden Login-Vorlagen verwendet und kann daher nicht gelöscht werden: Login 01, Login 02',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
