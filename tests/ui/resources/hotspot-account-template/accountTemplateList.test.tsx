import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import AccountTemplateList from '../../src/resources/hotspot-account-template/AccountTemplateList';
import { fakeAccountTemplateProvider, renderAccountTemplateView } from './fixtures/accountTemplates';

const SLOW = { timeout: 8000 };
const LIST = { view: AccountTemplateList, path: '/hotspot-account-template', route: '/hotspot-account-template' };

describe('Account-template list', () => {
  it('lists the templates with formula and limits and offers search and create', async () => {
    renderAccountTemplateView(LIST);
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
    renderAccountTemplateView({ ...LIST, dataProvider: fakeAccountTemplateProvider([]) });
    expect(await screen.findByText('Noch keine Kontovorlagen', {}, SLOW)).toBeInTheDocument();
  });
});
