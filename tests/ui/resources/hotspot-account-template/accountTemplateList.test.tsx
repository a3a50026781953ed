import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import AccountTemplateList from '../../../../src/resources/hotspot-account-template/AccountTemplateList';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { ACCOUNT_TEMPLATES } from './data';

const LIST = {
  view: AccountTemplateList,
  path: '/hotspot-account-template',
  route: '/hotspot-account-template',
  records: { 'hotspot-account-template': ACCOUNT_TEMPLATES },
};

describe('Account-template list', () => {
  it('lists the templates with formula and limits and offers search and create', async () => {
    await renderResource('hotspot-account-template', LIST);
    expect(await screen.findByText('Tagesgast', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Hotelgast')).toBeInTheDocument();
    expect(screen.getByText('eod 4h')).toBeInTheDocument();
    expect(screen.getAllByText('10.000 kbit/s')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Name oder Beschreibung' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Kontovorlage erstellen/ })).toHaveAttribute(
      'href',
      '/hotspot-account-template/create?organization=K100001',
    );
  });

  it('shows the empty state without any template', async () => {
    await renderResource('hotspot-account-template', { ...LIST, records: { 'hotspot-account-template': [] } });
    expect(await screen.findByText('Noch keine Kontovorlagen', {}, SLOW)).toBeInTheDocument();
  });
});
