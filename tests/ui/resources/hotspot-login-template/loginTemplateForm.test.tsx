import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginTemplateCreate from '../../../../src/resources/hotspot-login-template/LoginTemplateCreate';
import LoginTemplateEdit from '../../../../src/resources/hotspot-login-template/LoginTemplateEdit';
import { toHttpError } from '../../../../src/providers/errors';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { accountTemplate } from '../hotspot-account-template/data';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { hotelCustomer, LOGIN_TEMPLATES, loginTemplateRecords, PLUGINS_ROW_ID, TERMS } from './data';

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
  customer: hotelCustomer(),
};
type Sent = { data: Record<string, unknown> };
type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Login-template create', () => {
  it('names every missing required field', async () => {
    const { dataProvider } = await renderResource('hotspot-login-template', CREATE);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    expect(document.querySelector('form')).toHaveAttribute('novalidate');
    await user.type(screen.getByLabelText(/^Beschreibung/), 'Für die Lobby');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Name: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Kontovorlage: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Nutzungsbedingungen: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('offers all ten login types and shows only the config inputs of the chosen one', async () => {
    await renderResource('hotspot-login-template', CREATE);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    expect(screen.getByText('Diese Login-Art braucht keine weiteren Einstellungen.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Login-Art/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(10);
    await user.click(screen.getByRole('option', { name: 'Externer Login' }));
    expect(await screen.findByLabelText(/^Start-URL \(Splash\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^URL nach erfolgreicher Anmeldung/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^URL bei Fehler/)).toBeInTheDocument();
    // the customer's plugins row, pre-selected
    expect(screen.getByRole('combobox', { name: /^Plugin „Externer Login“/ })).toHaveTextContent(
      'Externer Login (Kunde K100001)',
    );
    expect(screen.queryByLabelText(/^Standard-Ländervorwahl/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Start-URL \(Splash\)/), 'ftp://example.com');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'Start-URL (Splash): Bitte geben Sie eine gültige URL ein, beginnend mit http:// oder https://',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('URL bei Fehler: Dieses Feld ist erforderlich')).toBeInTheDocument();

    await choose(user, /^Login-Art/, 'Gerätekonto-Login');
    expect(await screen.findByRole('combobox', { name: /^Plugin „Gerätekonten“/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Start-URL/)).not.toBeInTheDocument();
  });

  it('says that the plugin of a type is not active instead of an empty choice', async () => {
    await renderResource('hotspot-login-template', CREATE);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    await choose(user, /^Login-Art/, 'WLAN-Code per SMS');
    expect(
      await screen.findByText('Das Plugin „WLAN-Codes per SMS“ ist für diese Organisation nicht aktiv'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Plugin „WLAN-Codes per SMS“/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Standard-Ländervorwahl/)).toBeInTheDocument();
  });

  it('offers the cooldown with the formula editor when the cooldown plugin is active', async () => {
    await renderResource('hotspot-login-template', CREATE);
    const user = userEvent.setup();
    const delay = await screen.findByLabelText(/^Wiederanmeldesperre \(Formel\)/, {}, SLOW);
    await user.type(delay, '1d');
    expect(await screen.findByText('Bedeutung: plus 1 Tag')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByRole('combobox', { name: /^Wenn dieses Limit erreicht ist/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Wenn dieses Limit erreicht ist: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Dauer der Sperre (Formel): Dieses Feld ist erforderlich')).toBeInTheDocument();
  });

  it('hides the cooldown without the cooldown plugin, with a hint', async () => {
    await renderResource('hotspot-login-template', { ...CREATE, customer: hotelCustomer(['voucher']) });
    expect(await screen.findByTestId('cooldown-hidden', {}, SLOW)).toHaveTextContent(
      'Eine Wiederanmeldesperre ist nur mit dem aktiven Plugin „Cooldown“ möglich.',
    );
    expect(screen.queryByLabelText(/^Wiederanmeldesperre \(Formel\)/)).not.toBeInTheDocument();
  });

  it('asks for an account template first, with a link to create one', async () => {
    await renderResource('hotspot-login-template', {
      ...CREATE,
      records: loginTemplateRecords({ accountTemplates: [] }),
    });
    expect(
      await screen.findByText(
        /Es ist keine Kontovorlage vorhanden\. Bitte legen Sie zuerst eine Kontovorlage an\./,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt anlegen' })).toHaveAttribute(
      'href',
      '/hotspot-account-template/create?organization=K100001',
    );
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
  });

  it('asks for terms of use first, with a link to create them', async () => {
    await renderResource('hotspot-login-template', { ...CREATE, records: loginTemplateRecords({ terms: [] }) });
    expect(await screen.findByText(/Es sind keine Nutzungsbedingungen vorhanden\./, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt anlegen' })).toHaveAttribute(
      'href',
      '/start-pages/terms-of-use/create?organization=K100001',
    );
  });

  it('creates an external login with the config of its type only and the cooldown', async () => {
    const { dataProvider } = await renderResource('hotspot-login-template', CREATE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), ' Partner ');
    await choose(user, /^Login-Art/, 'Externer Login');
    await user.type(await screen.findByLabelText(/^Start-URL \(Splash\)/), 'https://p.example.com/s');
    await user.type(screen.getByLabelText(/^URL nach erfolgreicher Anmeldung/), 'https://p.example.com/ok');
    await user.type(screen.getByLabelText(/^URL bei Fehler/), 'https://p.example.com/err');
    await choose(user, /^Kontovorlage/, 'Hotelgast');
    await choose(user, /^Nutzungsbedingungen/, 'AGB Hotel');
    await user.click(screen.getByRole('button', { name: 'eod – Ende des Tages' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const sent = dataProvider.create.mock.calls[0]![1] as Sent;
    expect(sent.data).toMatchObject({
      name: 'Partner',
      loginType: 'EXTERNAL_LOGIN',
      loginTypeConfig: {
        externalLoginPluginId: PLUGINS_ROW_ID,
        splashUrl: 'https://p.example.com/s',
        successUrl: 'https://p.example.com/ok',
        errorUrl: 'https://p.example.com/err',
      },
      hotspotAccountTemplateId: accountTemplate(2).id,
      termsOfUseId: TERMS[0]!.id,
      cooldown: { dynamicExpires: 'eod', conditionalCooldowns: [] },
    });
    expect(Object.keys(sent.data.loginTypeConfig as object).sort()).toEqual([
      'errorUrl',
      'externalLoginPluginId',
      'splashUrl',
      'successUrl',
    ]);
  });

  it('shows a duplicate name refused by the server on the name field', async () => {
    expectConsoleErrors(
      ([error]) => error instanceof Error && error.message === 'messages.loginTemplate.duplicateName',
    );
    const dataProvider = fakeDataProvider(loginTemplateRecords());
    dataProvider.create.mockRejectedValueOnce(
      toHttpError({
        graphQLErrors: [
          {
            message: 'dup',
            extensions: { code: 'CONFLICT', i18n: 'messages.loginTemplate.duplicateName', field: 'data.name' },
          },
        ],
      }),
    );
    await renderResource('hotspot-login-template', { ...CREATE, dataProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Lobby');
    await choose(user, /^Kontovorlage/, 'Tagesgast');
    await choose(user, /^Nutzungsbedingungen/, 'AGB Hotel');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const name = screen.getByLabelText(/^Name/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(name).findByText(/Eine Login-Vorlage mit diesem Namen existiert bereits/)).toBeInTheDocument();
  });
});

describe('Login-template edit', () => {
  it('starts from the record with its config and cooldowns', async () => {
    const template = LOGIN_TEMPLATES[1]!;
    const { dataProvider } = await renderResource('hotspot-login-template', {
      ...EDIT,
      path: `/hotspot-login-template/${template.id}/edit`,
    });
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Start-URL \(Splash\)/, {}, SLOW)).toHaveValue(
      'https://partner.example.com/splash',
    );
    expect(screen.getByLabelText(/^Wiederanmeldesperre \(Formel\)/)).toHaveValue('eod 4h');
    expect(screen.getByLabelText(/^Dauer der Sperre/)).toHaveValue('4h');
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Partner neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const sent = dataProvider.update.mock.calls[0]![1] as Sent;
    expect(sent.data).toMatchObject({
      name: 'Partner neu',
      cooldown: {
        dynamicExpires: 'eod 4h',
        conditionalCooldowns: [{ property: 'maxVolume', accountCreatedBefore: null, dynamicExpires: '4h' }],
      },
    });
  });
});
