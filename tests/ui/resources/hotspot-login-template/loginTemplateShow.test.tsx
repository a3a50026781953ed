import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginTemplateShow from '../../../../src/resources/hotspot-login-template/LoginTemplateShow';
import { accountTemplate } from '../hotspot-account-template/data';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { hotelCustomer, LOGIN_TEMPLATES, loginTemplateRecords, TERMS } from './data';

const SHOW = {
  view: LoginTemplateShow,
  route: '/hotspot-login-template/:id',
  records: loginTemplateRecords(),
  customer: hotelCustomer(),
};
const template = LOGIN_TEMPLATES[1]!;
const path = `/hotspot-login-template/${template.id}`;

describe('Login-template details', () => {
  it('shows type, config, references as links and the cooldowns explained', async () => {
    await renderResource('hotspot-login-template', { ...SHOW, path });
    expect(await screen.findByRole('heading', { name: 'Partnerportal' }, SLOW)).toBeInTheDocument();
    // the type and the plugin of its config
    expect(screen.getAllByText('Externer Login')).toHaveLength(2);
    expect(screen.getByText('https://partner.example.com/splash')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tagesgast' })).toHaveAttribute(
      'href',
      `/hotspot-account-template/${accountTemplate(1).id}?organization=K100001`,
    );
    expect(await screen.findByRole('link', { name: 'AGB Hotel' })).toHaveAttribute(
      'href',
      `/start-pages/terms-of-use/${TERMS[0]!.id}?organization=K100001`,
    );
    expect(screen.getByText('Bedeutung: Ende des Tages, dann plus 4 Stunden')).toBeInTheDocument();
    expect(screen.getByText('Bei erreichtem Limit „Datenvolumen“: plus 4 Stunden')).toBeInTheDocument();
    // device configurations arrive with the network area: an honest empty state
    expect(screen.getByText(/Keine Gerätekonfiguration bietet diese Login-Vorlage an\./)).toBeInTheDocument();
  });

  it('says so when there is no cooldown', async () => {
    await renderResource('hotspot-login-template', {
      ...SHOW,
      path: `/hotspot-login-template/${LOGIN_TEMPLATES[0]!.id}`,
    });
    expect(await screen.findByText('Keine Wiederanmeldesperre', {}, SLOW)).toBeInTheDocument();
  });

  it('deletes after a confirmation naming the template', async () => {
    const { dataProvider } = await renderResource('hotspot-login-template', { ...SHOW, path });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Löschen' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Login-Vorlage „Partnerportal“ löschen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Bestätigen/ }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledTimes(1));
    expect(await screen.findByTestId('location')).toHaveTextContent('/hotspot-login-template?organization=K100001');
  });
});
