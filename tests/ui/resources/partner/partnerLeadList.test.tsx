import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import exportMessages from '../../../../src/i18n/portal/exports';
import { screen, waitFor, within } from '@testing-library/react';
import LeadList from '../../../../src/resources/partner/LeadList';
import { setLeadApi } from '../../../../src/resources/partner/leadApi';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { leadRecords, PARTNER, VENDOR_ACL } from './data';

const LIST = { ...PARTNER, view: LeadList, path: '/partner', route: '/partner' };

afterEach(() => setLeadApi(undefined));

describe('Partner leads list', () => {
  it('shows the partner’s leads with status and approval chips and a create button', async () => {
    const { dataProvider } = await renderResource('partner', LIST);
    expect(await screen.findByText('Café Rathausplatz', {}, SLOW)).toBeInTheDocument();
    expect(dataProvider.getList.mock.calls[0]![0]).toBe('partner/partner-lead');
    const row = screen.getByText('Café Rathausplatz').closest('tr')!;
    expect(within(row).getByText('Angebot versendet')).toBeInTheDocument();
    expect(within(row).getByText('Freigegeben')).toBeInTheDocument();
    const lost = screen.getByText('Autohaus Adler').closest('tr')!;
    expect(within(lost).getByText('Verloren')).toBeInTheDocument();
    expect(within(lost).getByText('Abgelehnt')).toBeInTheDocument();
    const create = screen.getByRole('link', { name: 'Lead anlegen' });
    expect(create.getAttribute('href')).toMatch(/^\/partner\/partner-lead\/create/);
    // one partner number: no partner column
    expect(screen.queryByRole('columnheader', { name: /Partner/ })).not.toBeInTheDocument();
  });

  it('the vendor sees every partner’s leads with the partner column and no create button', async () => {
    const { dataProvider } = await renderResource('partner', { ...LIST, permissions: VENDOR_ACL });
    expect(await screen.findByText('Café Rathausplatz', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
    expect(dataProvider.getList.mock.calls.every((c) => c[0] === 'partner/vendor-lead')).toBe(true);
    expect(screen.getByRole('columnheader', { name: /Partner/ })).toBeInTheDocument();
    expect(screen.getAllByText('NetPartner Systemhaus GmbH').length).toBe(3);
    expect(screen.queryByRole('link', { name: 'Lead anlegen' })).not.toBeInTheDocument();
  });

  it('the partner exports the list through the server with the translated labels', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { dataProvider } = await renderResource('partner', LIST);
    const exporter = vi.fn(() =>
      Promise.resolve({ data: { blob: new Blob(['x']), fileName: 'partner-leads-2026-11-29.csv' } }),
    );
    Object.assign(dataProvider, { exportList: exporter });
    await screen.findByText('Café Rathausplatz', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: exportMessages.de.portal.exports.action }));
    await userEvent.click(await screen.findByRole('menuitem', { name: exportMessages.de.portal.exports.csv }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), SLOW);
    const [resource, params] = exporter.mock.calls[0] as unknown as [
      string,
      { columns: { key: string; label: string }[] },
    ];
    expect(resource).toBe('partner/partner-lead');
    expect(params.columns).toContainEqual({ key: 'company', label: 'Firma' });
    expect(params.columns).toContainEqual({ key: 'addressLine', label: 'Adresse' });
    click.mockRestore();
  });

  it("the vendor exports every partner's leads (vendorPartnerLeads), status and approval in words", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { dataProvider } = await renderResource('partner', { ...LIST, permissions: VENDOR_ACL });
    const exporter = vi.fn(() =>
      Promise.resolve({ data: { blob: new Blob(['x']), fileName: 'vendor-partner-leads-2026-11-29.csv' } }),
    );
    Object.assign(dataProvider, { exportList: exporter });
    expect(await screen.findByText('Café Rathausplatz', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: exportMessages.de.portal.exports.action }));
    await userEvent.click(await screen.findByRole('menuitem', { name: exportMessages.de.portal.exports.xlsx }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), SLOW);
    const [resource, params] = exporter.mock.calls[0] as unknown as [
      string,
      { format: string; columns: { key: string; label: string; values?: Record<string, string> }[] },
    ];
    expect(resource).toBe('partner/vendor-lead');
    expect(params.format).toBe('xlsx');
    const status = params.columns.find((c) => c.key === 'status')!;
    expect(status.values?.new).toBeTruthy();
    expect(status.values?.new).not.toBe('new');
    click.mockRestore();
  });

  it('an empty list invites the partner to create the first lead', async () => {
    await renderResource('partner', { ...LIST, records: leadRecords([]) });
    expect(await screen.findByText('Noch keine Leads', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lead anlegen' })).toBeInTheDocument();
  });
});
