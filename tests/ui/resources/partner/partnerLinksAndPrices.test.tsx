// Seed 000 §9: the partner links (price list, FAQ, sheet) on the partner page, configurable (D254),
// and money in EUR as the language writes it on the order form (D254).
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PartnerPage from '../../../../src/resources/partner/PartnerPage';
import LeadShow from '../../../../src/resources/partner/LeadShow';
import { setLeadApi } from '../../../../src/resources/partner/leadApi';
import { setShellApi, type AppConfig } from '../../../../src/shell/layout/shellApi';
import { resetAppConfigMemo } from '../../../../src/shell/layout/useAppConfig';
import { renderResource } from '../../harness/renderResource';
import { fakeShellApi } from '../../harness/layoutHarness';
import { SLOW } from '../../harness/slow';
import { LEADS, PARTNER } from './data';

function withConfig(config: Partial<AppConfig>) {
  resetAppConfigMemo();
  setShellApi(fakeShellApi({}, config));
}

afterEach(() => {
  setLeadApi(undefined);
  setShellApi(null);
  resetAppConfigMemo();
});

const PAGE = { ...PARTNER, view: PartnerPage, path: '/partner', route: '/partner' };

describe('partner links on the partner page', () => {
  it('offers the configured links in the order of the specification, in a new tab', async () => {
    withConfig({
      partnerLinks: {
        sheet: 'https://partner.example.com/datenblatt.pdf',
        priceList: 'https://partner.example.com/preise.pdf',
        faq: 'https://partner.example.com/faq',
      },
    });
    await renderResource('partner', PAGE);
    const nav = await screen.findByRole('navigation', { name: 'Unterlagen für Partner' }, SLOW);
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Preisliste', 'FAQ', 'Datenblatt']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://partner.example.com/preise.pdf',
      'https://partner.example.com/faq',
      'https://partner.example.com/datenblatt.pdf',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(nav).getByRole('link', { name: 'Preisliste (öffnet in einem neuen Tab)' })).toBeInTheDocument();
    // the leads are still there below
    expect(await screen.findByText('Café Rathausplatz', {}, SLOW)).toBeInTheDocument();
  });

  it('shows only the links that are configured, and only web addresses', async () => {
    withConfig({ partnerLinks: { faq: 'https://partner.example.com/faq', sheet: 'javascript:alert(1)' } });
    await renderResource('partner', PAGE);
    const nav = await screen.findByRole('navigation', { name: 'Unterlagen für Partner' }, SLOW);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['FAQ']);
  });

  it('shows nothing without configured links', async () => {
    withConfig({});
    await renderResource('partner', PAGE);
    expect(await screen.findByText('Café Rathausplatz', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Unterlagen für Partner' })).not.toBeInTheDocument();
  });
});

describe('order form: the list price in EUR', () => {
  const SHOW = { ...PARTNER, view: LeadShow, route: '/partner/partner-lead/:id' };

  async function openOrderForm() {
    await renderResource('partner', { ...SHOW, path: `/partner/partner-lead/${LEADS[1]!.id}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Auftragsformular' }, SLOW));
    return screen.findByRole('dialog', { name: 'Auftragsformular' });
  }

  it('states the configured price per concurrent user as German writes money', async () => {
    withConfig({ licencePricePerUser: 1234.5 });
    const dialog = await openOrderForm();
    const label = await within(dialog).findByText('Listenpreis je gleichzeitigem Nutzer');
    expect(label.closest('tr')!.textContent).toContain('1.234,50\u00a0€ pro Monat');
    const mail = within(dialog).getByRole('link', { name: 'Per E-Mail senden' });
    await waitFor(() =>
      expect(decodeURIComponent(mail.getAttribute('href')!)).toContain(
        'Listenpreis je gleichzeitigem Nutzer: 1.234,50\u00a0€ pro Monat',
      ),
    );
  });

  it('has no price row without a configured price', async () => {
    withConfig({});
    const dialog = await openOrderForm();
    expect(within(dialog).getByText('Café Rathausplatz')).toBeInTheDocument();
    expect(within(dialog).queryByText('Listenpreis je gleichzeitigem Nutzer')).not.toBeInTheDocument();
  });
});
