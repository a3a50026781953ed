import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginTemplateCreate from '../../../../src/resources/hotspot-login-template/LoginTemplateCreate';
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
} from './data';

const CREATE = {
  view: LoginTemplateCreate,
  path: '/hotspot-login-template/create',
  route: '/hotspot-login-template/create',
  records: loginTemplateRecords(),
  customer: hotelCustomer(),
};
const EDIT = {
  view: LoginTemplateEdit,
  route: '/hotspot-login-template/:id/edit',
  records: loginTemplateRecords(),
};
const SHOW = {
  view: LoginTemplateShow,
  route: '/hotspot-login-template/:id',
  records: loginTemplateRecords(),
  customer: hotelCustomer(),
};
type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const panel = () => screen.getByTestId('guest-login-info');
const CLICK_ONLY =
  'Gäste sehen nur die Schaltfläche „Kostenlos verbinden“: ein Tipp, und sie sind online, ohne Code und ohne Konto.';
const CLICK_TERMS =
  'Gäste bestätigen die Nutzungsbedingungen und tippen auf „Kostenlos verbinden“, ohne Code und ohne Konto.';
const EASY_LIMITS = 'Ohne Nutzungsbedingungen verbinden sich Gäste mit einem Tipp, ohne etwas einzugeben.';
const NOT_SERVED =
  'Die Gästeseite bietet diese Login-Art noch nicht an: Gäste können sich damit nicht anmelden. Die Vorlage wird gespeichert, die Gästeseite lässt sie aber aus.';
const EXTERNAL =
  'Gäste tippen auf „Weiter zur Anmeldung“ und werden zur Anmeldeseite Ihres Partners (Start-URL) weitergeleitet. Melden sie sich dort an, kommen sie signiert zurück, werden verbunden und landen auf der Erfolgs-URL; wird die Anmeldung abgelehnt, landen sie auf der Fehler-URL.';
const APP =
  'Gäste tippen auf „App öffnen“: Die Start-URL öffnet Ihre App (die im Plugin „App-Login“ benannte App), und die App meldet das Gerät mit einem Einmal-Token an. Danach landen die Gäste auf der Erfolgs-URL.';
const INTEGRATION =
  'Für die Anbindung braucht Ihr Integrationspartner die Integrationsanleitung und den Signatur-Schlüssel. Den Schlüssel zeigt die Detailseite der gespeicherten Login-Vorlage allen, die sie bearbeiten dürfen.';
const SMS =
  'Gäste geben ihre Handynummer ein (ohne Ländervorwahl gilt die Standard-Ländervorwahl der Vorlage) und bekommen einen WLAN-Code per SMS vom Absender des Plugins „WLAN-Codes per SMS“.';
const ROOM =
  'Gäste geben Zimmernummer und Nachnamen ein; das Zimmersystem des Plugins „REOS Zimmerverwaltung“ bestätigt den Aufenthalt.';
const OIDC =
  'Gäste tippen auf „Weiter zum Anmeldedienst“ und melden sich beim OpenID-Connect-Anbieter des Plugins „cidaas“ an (die API-URL ist sein Issuer).';

describe('Login-template form: what the guest will see', () => {
  it('follows the chosen type and the terms of use', async () => {
    await renderResource('hotspot-login-template', CREATE);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    // the default, easy login, without terms yet
    expect(panel()).toHaveTextContent('Auf der Gästeseite');
    expect(panel()).toHaveTextContent(CLICK_ONLY);
    expect(panel()).toHaveTextContent(EASY_LIMITS);
    expect(panel()).toHaveTextContent(
      'begrenzen nur die Limits der Kontovorlage (Surfzeit, Datenvolumen, Ablauf) und die Wiederanmeldesperre.',
    );
    expect(panel()).toHaveClass('MuiAlert-colorInfo');

    await choose(user, /^Nutzungsbedingungen/, 'AGB Hotel');
    await waitFor(() => expect(panel()).toHaveTextContent(CLICK_TERMS));
    expect(panel()).not.toHaveTextContent(CLICK_ONLY);

    await choose(user, /^Login-Art/, 'WLAN-Code-Login');
    await waitFor(() =>
      expect(panel()).toHaveTextContent('Gäste geben ihren WLAN-Code in ein Feld ein und tippen auf „Verbinden“.'),
    );
    expect(panel()).not.toHaveTextContent(EASY_LIMITS);
    expect(panel()).toHaveClass('MuiAlert-colorInfo');

    await choose(user, /^Login-Art/, 'Gerätekonto-Login');
    await waitFor(() =>
      expect(panel()).toHaveTextContent(
        'Gäste geben Benutzername und Passwort ihres Gerätekontos ein und tippen auf „Anmelden“. Geräte mit einem MAC-Konto werden ohne die Seite angemeldet.',
      ),
    );
    // the device-account plugin is active at the hotel: nothing missing
    expect(panel()).not.toHaveTextContent('Es fehlt das Plugin');
    expect(panel()).toHaveClass('MuiAlert-colorInfo');
  });

  it('names the plugin the type needs when it is not active', async () => {
    await renderResource('hotspot-login-template', { ...CREATE, customer: hotelCustomer(['voucher']) });
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    await choose(user, /^Login-Art/, 'Gerätekonto-Login');
    await waitFor(() =>
      expect(panel()).toHaveTextContent(
        'Es fehlt das Plugin „Gerätekonten“: Es ist für diese Organisation nicht aktiv. Ohne das Plugin können sich Gäste mit dieser Vorlage nicht anmelden.',
      ),
    );
    expect(panel()).toHaveClass('MuiAlert-colorWarning');
  });

  it('describes the external and the app login the guest page serves, and what the integrator needs', async () => {
    await renderResource('hotspot-login-template', {
      ...CREATE,
      customer: hotelCustomer([...HOTEL_PLUGINS, 'appLogin']),
    });
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    await choose(user, /^Login-Art/, 'Externer Login');
    await waitFor(() => expect(panel()).toHaveTextContent(EXTERNAL));
    expect(panel()).toHaveTextContent(INTEGRATION);
    expect(panel()).not.toHaveTextContent('Vorgesehen');
    expect(panel()).not.toHaveTextContent(NOT_SERVED);
    expect(panel()).not.toHaveTextContent('Es fehlt das Plugin');
    expect(panel()).toHaveClass('MuiAlert-colorInfo');

    await choose(user, /^Login-Art/, 'App-Login');
    await waitFor(() => expect(panel()).toHaveTextContent(APP));
    expect(panel()).toHaveTextContent(INTEGRATION);
    expect(panel()).not.toHaveTextContent(NOT_SERVED);
    expect(panel()).toHaveClass('MuiAlert-colorInfo');

    // the others have no signing secret
    await choose(user, /^Login-Art/, 'WLAN-Code-Login');
    await waitFor(() => expect(panel()).not.toHaveTextContent(INTEGRATION));
  });

  it('describes the room and identity-provider logins the guest page serves', async () => {
    await renderResource('hotspot-login-template', {
      ...CREATE,
      customer: hotelCustomer([...HOTEL_PLUGINS, 'reos', 'cidaas']),
    });
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    // The room login is served (docs/reos.md): room number and surname at the plugin's room system.
    await choose(user, /^Login-Art/, 'REOS-Login');
    await waitFor(() => expect(panel()).toHaveTextContent(ROOM));
    expect(panel()).not.toHaveTextContent(NOT_SERVED);
    expect(panel()).not.toHaveTextContent(INTEGRATION);
    expect(panel()).not.toHaveTextContent('Es fehlt das Plugin');

    // The identity-provider login is served (docs/oidc-login.md): the provider, the redirect URI to register.
    await choose(user, /^Login-Art/, 'cidaas-Login');
    await waitFor(() => expect(panel()).toHaveTextContent(OIDC));
    expect(panel()).not.toHaveTextContent(NOT_SERVED);
    expect(panel()).not.toHaveTextContent('Es fehlt das Plugin');

    // SMS login is served (docs/sms.md): only its plugin is missing here.
    await choose(user, /^Login-Art/, 'WLAN-Code per SMS');
    await waitFor(() => expect(panel()).toHaveTextContent('Es fehlt das Plugin „WLAN-Codes per SMS“'));
    expect(panel()).toHaveTextContent(SMS);
    expect(panel()).not.toHaveTextContent(NOT_SERVED);
  });

  it('says in English what is missing', async () => {
    await renderResource('hotspot-login-template', { ...CREATE, locale: 'en', customer: hotelCustomer(['voucher']) });
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    expect(panel()).toHaveTextContent('On the guest page');
    expect(panel()).toHaveTextContent(
      'Guests see only the "Connect for free" button: one tap and they are online, without a code and without an account.',
    );
    await choose(user, /^Login type/, 'App login');
    await waitFor(() =>
      expect(panel()).toHaveTextContent(
        'Guests tap "Open the app": the start URL opens your app (the app named in the plugin "App login"), and the app logs the device in with a one-time token. Then guests land on the success URL.',
      ),
    );
    expect(panel()).toHaveTextContent(
      "For the integration, your integration partner needs the integration guide and the signing secret. The saved login template's details page shows the secret to everyone who may edit the template.",
    );
    expect(panel()).toHaveTextContent('Missing: the plugin "App login" is not active for this organisation.');
    expect(panel()).not.toHaveTextContent('does not offer');

    await choose(user, /^Login type/, 'External login');
    await waitFor(() =>
      expect(panel()).toHaveTextContent(
        'Guests tap "Continue to log in" and are sent to your partner\'s login page (start URL). Once they log in there, they come back signed, are connected and land on the success URL; if the login is refused, they land on the error URL.',
      ),
    );

    await choose(user, /^Login type/, 'cidaas login');
    await waitFor(() =>
      expect(panel()).toHaveTextContent(
        'Guests tap "Continue to the login service" and log in at the OpenID Connect provider of the plugin "cidaas"',
      ),
    );
    expect(panel()).toHaveTextContent('Missing: the plugin "cidaas" is not active for this organisation.');

    await choose(user, /^Login type/, 'REOS login');
    await waitFor(() =>
      expect(panel()).toHaveTextContent(
        'Guests enter their room number and surname; the room system of the plugin "REOS room management" confirms the stay.',
      ),
    );
    expect(panel()).toHaveTextContent(
      'Missing: the plugin "REOS room management" is not active for this organisation.',
    );
  });

  it('says that a saved cooldown is not enforced without the cooldown plugin', async () => {
    const template = LOGIN_TEMPLATES[1]!;
    await renderResource('hotspot-login-template', {
      ...EDIT,
      path: `/hotspot-login-template/${template.id}/edit`,
      customer: hotelCustomer(['voucher', 'externalLogin']),
    });
    expect(await screen.findByTestId('cooldown-hidden', {}, SLOW)).toBeInTheDocument();
    expect(panel()).toHaveTextContent(
      'Diese Vorlage hat eine Wiederanmeldesperre, aber das Plugin „Cooldown“ ist nicht aktiv: Die Sperre bleibt gespeichert, wird aber nicht durchgesetzt.',
    );
  });

  it('has no cooldown note with the cooldown plugin active', async () => {
    const template = LOGIN_TEMPLATES[1]!;
    await renderResource('hotspot-login-template', {
      ...EDIT,
      path: `/hotspot-login-template/${template.id}/edit`,
      customer: hotelCustomer(),
    });
    expect(await screen.findByLabelText(/^Wiederanmeldesperre \(Formel\)/, {}, SLOW)).toHaveValue('eod 4h');
    expect(panel()).not.toHaveTextContent('nicht durchgesetzt');
  });
});

describe('Login-template details: what the guest will see', () => {
  it('summarises an easy login with terms', async () => {
    await renderResource('hotspot-login-template', {
      ...SHOW,
      path: `/hotspot-login-template/${LOGIN_TEMPLATES[0]!.id}`,
    });
    expect(await screen.findByTestId('guest-login-info', {}, SLOW)).toHaveTextContent(CLICK_TERMS);
    expect(panel()).toHaveTextContent(EASY_LIMITS);
    expect(panel()).toHaveClass('MuiAlert-colorInfo');
  });

  it('summarises an external login the guest page serves', async () => {
    await renderResource('hotspot-login-template', {
      ...SHOW,
      path: `/hotspot-login-template/${LOGIN_TEMPLATES[1]!.id}`,
    });
    expect(await screen.findByTestId('guest-login-info', {}, SLOW)).toHaveTextContent(EXTERNAL);
    expect(panel()).toHaveTextContent(INTEGRATION);
    expect(panel()).not.toHaveTextContent(NOT_SERVED);
    expect(panel()).toHaveClass('MuiAlert-colorInfo');
  });

  it('explains the SMS login, which the guest page serves', async () => {
    const sms = loginTemplate(3, {
      name: 'SMS-Gäste',
      loginType: 'VOUCHER_SMS_LOGIN',
      loginTypeConfig: { voucherSmsPluginId: PLUGINS_ROW_ID, defaultCountryCallingCode: '+49' },
    });
    await renderResource('hotspot-login-template', {
      ...SHOW,
      records: loginTemplateRecords({ templates: [...LOGIN_TEMPLATES, sms] }),
      customer: hotelCustomer([...HOTEL_PLUGINS, 'voucherSms']),
      path: `/hotspot-login-template/${sms.id}`,
    });
    expect(await screen.findByTestId('guest-login-info', {}, SLOW)).toHaveTextContent(SMS);
    expect(panel()).not.toHaveTextContent(NOT_SERVED);
    expect(panel()).not.toHaveTextContent('Es fehlt das Plugin');
    expect(panel()).toHaveClass('MuiAlert-colorInfo');
  });
});
