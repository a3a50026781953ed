import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeviceAccountCreate from '../../../../src/resources/device-account/DeviceAccountCreate';
import DeviceAccountEdit from '../../../../src/resources/device-account/DeviceAccountEdit';
import { toHttpError } from '../../../../src/providers/errors';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { DEVICE_ACCOUNTS } from './data';

/** The input itself, not the show/hide button named after it. */
const INPUT = { selector: 'input' };
const RECORDS = { 'device-account': DEVICE_ACCOUNTS };
const CREATE = {
  view: DeviceAccountCreate,
  path: '/device-account/create',
  route: '/device-account/create',
  records: RECORDS,
};
const EDIT = {
  view: DeviceAccountEdit,
  route: '/device-account/:id/edit',
  records: RECORDS,
};

type Sent = { data: Record<string, unknown> };

describe('Device-account create', () => {
  it('shows only the criteria inputs of the chosen type', async () => {
    await renderResource('device-account', CREATE);
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/MAC-Adresse des Geräts/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Benutzername/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Passwort/, INPUT)).not.toBeInTheDocument();
    // each type explained in one line
    expect(screen.getByText(/an seiner MAC-Adresse erkannt/)).toBeInTheDocument();
    // the browser's own validation bubbles never replace our messages
    expect(document.querySelector('form')).toHaveAttribute('novalidate');

    await user.click(screen.getByRole('radio', { name: /^Benutzername und Passwort/ }));
    expect(await screen.findByRole('textbox', { name: /^Benutzername/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Passwort/, INPUT)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Passwort einblenden' }));
    expect(screen.getByLabelText(/^Passwort/, INPUT)).toHaveAttribute('type', 'text');
    expect(screen.queryByLabelText(/MAC-Adresse des Geräts/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Benutzername Das Gerät/ }));
    expect(await screen.findByRole('textbox', { name: /^Benutzername/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Passwort/, INPUT)).not.toBeInTheDocument();
  });

  it('refuses a locally administered MAC with the German message', async () => {
    const { dataProvider } = await renderResource('device-account', CREATE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Fernseher');
    await user.type(screen.getByLabelText(/MAC-Adresse des Geräts/), '02:00:00:00:00:01');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'MAC-Adresse des Geräts: Zufällige (private) MAC-Adressen sind nicht erlaubt. Bitte geben Sie die echte MAC-Adresse des Geräts ein.',
      ),
    ).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses a missing username with the German message', async () => {
    const { dataProvider } = await renderResource('device-account', CREATE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Kasse');
    await user.click(screen.getByRole('radio', { name: /^Benutzername Das Gerät/ }));
    await screen.findByRole('textbox', { name: /^Benutzername/ });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Benutzername: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('creates a MAC account with criteria only for its type', async () => {
    const { dataProvider } = await renderResource('device-account', CREATE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Fernseher');
    // a username typed under another type is not sent
    await user.click(screen.getByRole('radio', { name: /^Benutzername Das Gerät/ }));
    await user.type(await screen.findByRole('textbox', { name: /^Benutzername/ }), 'tv');
    await user.click(screen.getByRole('radio', { name: /^MAC-Adresse/ }));
    await user.type(await screen.findByLabelText(/MAC-Adresse des Geräts/), '00-1A-2B-3C-4D-5E');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const sent = (dataProvider.create.mock.calls[0]![1] as Sent).data;
    expect(sent).toMatchObject({ name: 'Fernseher', active: true, showTermsOfUse: false });
    expect(sent.criteria).toEqual({ accountType: 'MAC', clientDeviceMac: '00-1A-2B-3C-4D-5E' });
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/device-account/${String((await dataProvider.create.mock.results[0]!.value).data.id)}?organization=K100001`,
    );
  });

  it('creates a username-and-password account with both', async () => {
    const { dataProvider } = await renderResource('device-account', CREATE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'TV Suite');
    await user.click(screen.getByRole('radio', { name: /^Benutzername und Passwort/ }));
    await user.type(await screen.findByRole('textbox', { name: /^Benutzername/ }), 'tv-suite');
    await user.type(screen.getByLabelText(/^Passwort/, INPUT), 'geheim 1');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect((dataProvider.create.mock.calls[0]![1] as Sent).data.criteria).toEqual({
      accountType: 'UsernamePassword',
      username: 'tv-suite',
      password: 'geheim 1',
    });
  });

  it('shows a duplicate username from the server on the username field', async () => {
    // react-admin logs every data-provider error in development: this one is provoked on purpose.
    expectConsoleErrors(([error]) => error instanceof Error && error.message === 'errors.DUPLICATE');
    const dataProvider = fakeDataProvider(RECORDS);
    dataProvider.create.mockRejectedValueOnce(
      toHttpError({
        graphQLErrors: [
          {
            message: 'already exists',
            extensions: { code: 'BAD_USER_INPUT', reason: 'DUPLICATE', field: 'data.criteria.username' },
          },
        ],
      }),
    );
    await renderResource('device-account', { ...CREATE, dataProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Kasse');
    await user.click(screen.getByRole('radio', { name: /^Benutzername Das Gerät/ }));
    const username = await screen.findByRole('textbox', { name: /^Benutzername/ });
    await user.type(username, 'kasse');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Benutzername: Dieser Eintrag existiert bereits')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(dataProvider.create).toHaveBeenCalledTimes(1);
  });
});

describe('Device-account edit', () => {
  const mac = DEVICE_ACCOUNTS[0]!;
  const withPassword = DEVICE_ACCOUNTS[2]!;

  it('never prefills the MAC and does not send it unless typed', async () => {
    const { dataProvider } = await renderResource('device-account', {
      ...EDIT,
      path: `/device-account/${mac.id}/edit`,
    });
    const user = userEvent.setup();
    const macInput = await screen.findByLabelText(/MAC-Adresse des Geräts/, {}, SLOW);
    expect(macInput).toHaveValue('');
    expect(
      screen.getByText(/Gesetzt \(als Hash gespeichert\); geben Sie eine neue MAC-Adresse ein/),
    ).toBeInTheDocument();
    const description = screen.getByLabelText(/^Beschreibung/);
    await user.clear(description);
    await user.type(description, 'Lobby-TV');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const sent = (dataProvider.update.mock.calls[0]![1] as Sent).data;
    expect(sent.description).toBe('Lobby-TV');
    expect(sent).not.toHaveProperty('criteria');
  });

  it('sends a newly typed MAC', async () => {
    const { dataProvider } = await renderResource('device-account', {
      ...EDIT,
      path: `/device-account/${mac.id}/edit`,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/MAC-Adresse des Geräts/, {}, SLOW), '00:1a:2b:3c:4d:5f');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect((dataProvider.update.mock.calls[0]![1] as Sent).data.criteria).toEqual({
      accountType: 'MAC',
      clientDeviceMac: '00:1a:2b:3c:4d:5f',
    });
  });

  it('keeps the stored password unless a new one is typed', async () => {
    const { dataProvider } = await renderResource('device-account', {
      ...EDIT,
      path: `/device-account/${withPassword.id}/edit`,
    });
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Passwort/, INPUT, SLOW);
    expect(password).toHaveValue('');
    expect(screen.getByText(/Gesetzt; geben Sie ein neues Passwort ein/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Benutzername/ })).toHaveValue('tv-suite');
    await user.type(screen.getByLabelText(/^Name/), ' 2');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const sent = (dataProvider.update.mock.calls[0]![1] as Sent).data;
    expect(sent.name).toBe('Smart-TV Suite 2');
    expect(sent).not.toHaveProperty('criteria');
  });

  it('requires a password when the type changes to username and password', async () => {
    const { dataProvider } = await renderResource('device-account', {
      ...EDIT,
      path: `/device-account/${DEVICE_ACCOUNTS[1]!.id}/edit`,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^Benutzername und Passwort/ }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Passwort: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});
