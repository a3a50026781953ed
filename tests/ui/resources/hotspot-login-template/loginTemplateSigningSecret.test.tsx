import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import loginTemplateApi from '../../../../src/resources/hotspot-login-template/api';
import LoginTemplateEdit from '../../../../src/resources/hotspot-login-template/LoginTemplateEdit';
import LoginTemplateShow from '../../../../src/resources/hotspot-login-template/LoginTemplateShow';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import {
  HOTEL_PLUGINS,
  hotelCustomer,
  LOGIN_TEMPLATES,
  loginTemplate,
  loginTemplateRecords,
  PLUGINS_ROW_ID,
  SIGNING_SECRET,
  type LoginTemplateFixture,
} from './data';

const external = LOGIN_TEMPLATES[1]!;
const APP_SECRET = 'Ap9-xY2wQ7rT4uV1sN8mK5jH3gF6dS0aL_zX1cB7nM2';
const app = loginTemplate(3, {
  name: 'Hotel-App',
  loginType: 'APP_LOGIN',
  loginTypeConfig: {
    pluginId: PLUGINS_ROW_ID,
    splashUrl: 'https://app.example.com/wifi',
    successUrl: 'https://app.example.com/ok',
    errorUrl: 'https://app.example.com/error',
  },
  signingSecret: APP_SECRET,
});
// the server answers null for these; the page checks the type as well
const voucher = loginTemplate(4, {
  name: 'Codes',
  loginType: 'VOUCHER_LOGIN',
  signingSecret: 'not-for-voucher-logins',
});
const readOnly = loginTemplate(5, {
  name: 'Nur lesen',
  loginType: 'EXTERNAL_LOGIN',
  loginTypeConfig: external.loginTypeConfig,
  signingSecret: null,
});

const templates: LoginTemplateFixture[] = [...LOGIN_TEMPLATES, app, voucher, readOnly];

const SHOW = {
  view: LoginTemplateShow,
  route: '/hotspot-login-template/:id',
  records: loginTemplateRecords({ templates }),
  customer: hotelCustomer([...HOTEL_PLUGINS, 'appLogin']),
};
const at = (template: { id: string }) => `/hotspot-login-template/${template.id}`;

const HELP =
  'Damit signieren Ihre Anmeldeseite und Ihre App (siehe Integrationsanleitung). Geben Sie ihn nur an Ihren Integrationspartner weiter.';
const secretText = () => screen.getByTestId('signing-secret');
const revealButton = () => screen.getByRole('button', { name: 'Signatur-Schlüssel anzeigen' });

describe('Login-template details: signing secret', () => {
  it('is masked by default, with the help text', async () => {
    await renderResource('hotspot-login-template', { ...SHOW, path: at(external) });
    expect(await screen.findByTestId('signing-secret', {}, SLOW)).toHaveTextContent('••••••••••••');
    expect(secretText()).toHaveTextContent('Verborgen');
    expect(screen.queryByText(SIGNING_SECRET)).not.toBeInTheDocument();
    expect(screen.getByText('Signatur-Schlüssel')).toBeInTheDocument();
    expect(screen.getByText(HELP)).toBeInTheDocument();
    expect(revealButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('reveals the secret and hides it again', async () => {
    await renderResource('hotspot-login-template', { ...SHOW, path: at(external) });
    const user = userEvent.setup();
    await screen.findByTestId('signing-secret', {}, SLOW);
    await user.click(revealButton());
    expect(secretText()).toHaveTextContent(SIGNING_SECRET);
    expect(secretText()).not.toHaveTextContent('••••');
    expect(revealButton()).toHaveAttribute('aria-pressed', 'true');
    await user.click(revealButton());
    expect(secretText()).not.toHaveTextContent(SIGNING_SECRET);
    expect(revealButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('copies the secret (masked or not) and says so', async () => {
    await renderResource('hotspot-login-template', { ...SHOW, path: at(external) });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await screen.findByTestId('signing-secret', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Signatur-Schlüssel kopieren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SIGNING_SECRET));
    expect(await screen.findByText('Kopiert')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SIGNING_SECRET);
    // still masked
    expect(screen.queryByText(SIGNING_SECRET)).not.toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    await renderResource('hotspot-login-template', { ...SHOW, path: at(external) });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await screen.findByTestId('signing-secret', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Signatur-Schlüssel kopieren' }));
    const message = await screen.findByText(
      'Kopieren ist nicht möglich. Blenden Sie den Signatur-Schlüssel ein und kopieren Sie ihn von Hand.',
    );
    expect(message.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    expect(screen.queryByText('Kopiert')).not.toBeInTheDocument();
  });

  it('shows the secret of an app login, in English', async () => {
    await renderResource('hotspot-login-template', { ...SHOW, path: at(app), locale: 'en' });
    const user = userEvent.setup();
    expect(await screen.findByTestId('signing-secret', {}, SLOW)).toHaveTextContent('Hidden');
    expect(screen.getByText('Signing secret')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your login page and your app sign with it (see the integration guide). Share it only with your integration partner.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show signing secret' }));
    expect(secretText()).toHaveTextContent(APP_SECRET);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy signing secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(APP_SECRET));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('is not there for a voucher login', async () => {
    await renderResource('hotspot-login-template', { ...SHOW, path: at(voucher) });
    expect(await screen.findByRole('heading', { name: 'Codes' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('signing-secret')).not.toBeInTheDocument();
    expect(screen.queryByText('Signatur-Schlüssel')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signatur-Schlüssel anzeigen' })).not.toBeInTheDocument();
  });

  it('is not there when the server answers no secret (a caller who may not edit)', async () => {
    await renderResource('hotspot-login-template', { ...SHOW, path: at(readOnly) });
    expect(await screen.findByRole('heading', { name: 'Nur lesen' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('signing-secret')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signatur-Schlüssel kopieren' })).not.toBeInTheDocument();
  });

  it('is never on the edit form', async () => {
    await renderResource('hotspot-login-template', {
      view: LoginTemplateEdit,
      route: '/hotspot-login-template/:id/edit',
      path: `${at(external)}/edit`,
      records: loginTemplateRecords({ templates }),
      customer: hotelCustomer(),
    });
    expect(await screen.findByLabelText(/^Name/, {}, SLOW)).toHaveValue('Partnerportal');
    expect(screen.queryByTestId('signing-secret')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signatur-Schlüssel anzeigen' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SIGNING_SECRET)).not.toBeInTheDocument();
    expect(screen.queryByText(SIGNING_SECRET)).not.toBeInTheDocument();
  });

  it('is asked for by the details query only, not by the list', () => {
    const spec = loginTemplateApi['hotspot-login-template'];
    expect(spec.detailFields).toMatch(/\bsigningSecret\b/);
    expect(spec.fields).not.toMatch(/\bsigningSecret\b/);
  });
});
