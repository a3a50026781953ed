import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginTemplateList from '../../../../src/resources/hotspot-login-template/LoginTemplateList';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { hotelCustomer, loginTemplateRecords } from './data';

const LIST = {
  view: LoginTemplateList,
  path: '/hotspot-login-template',
  route: '/hotspot-login-template',
  records: loginTemplateRecords(),
  customer: hotelCustomer(),
};

describe('Login-template list', () => {
  it('lists name, type, account template, active and offers the type filter', async () => {
    const { dataProvider } = await renderResource('hotspot-login-template', LIST);
    const user = userEvent.setup();
    expect(await screen.findByText('Partnerportal', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Einfacher Login (ein Klick)')).toBeInTheDocument();
    expect(screen.getByText('Externer Login')).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'Tagesgast' })).length).toBe(2);
    for (const header of ['Name', 'Login-Art', 'Kontovorlage', 'Aktiv', 'Geändert am']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: /Filter hinzufügen/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: /Login-Art/ }));
    await user.click(await screen.findByRole('combobox', { name: /Login-Art/ }));
    await user.click(await screen.findByRole('option', { name: 'REOS-Login' }));
    await expect
      .poll(() => dataProvider.getList.mock.calls.some(([, params]) => params?.filter?.type === 'REOS_LOGIN'))
      .toBe(true);
  });

  it('shows the empty state without any template', async () => {
    await renderResource('hotspot-login-template', { ...LIST, records: loginTemplateRecords({ templates: [] }) });
    expect(await screen.findByText('Noch keine Login-Vorlagen', {}, SLOW)).toBeInTheDocument();
  });
});
