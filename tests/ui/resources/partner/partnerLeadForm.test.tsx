import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LeadCreate from '../../../../src/resources/partner/LeadCreate';
import LeadEdit from '../../../../src/resources/partner/LeadEdit';
import { setLeadApi } from '../../../../src/resources/partner/leadApi';
import { toHttpError } from '../../../../src/providers/errors';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { fakeLeadApi } from './fakeLeadApi';
import { lead, leadRecords, LEADS, PARTNER, VENDOR_ACL } from './data';

/** The server answers a created lead as lead 9. */
const createLead = async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
  data: { ...lead(9), ...data, id: lead(9).id },
});
const CREATE = {
  ...PARTNER,
  view: LeadCreate,
  path: '/partner/partner-lead/create',
  route: '/partner/partner-lead/create',
  dataProvider: { create: createLead },
};
const EDIT = { ...PARTNER, view: LeadEdit, route: '/partner/partner-lead/:id/edit' };

type Sent = { data: Record<string, unknown> };

afterEach(() => setLeadApi(undefined));

describe('Partner lead create', () => {
  it('refuses a missing company and a website that is no URL, naming the fields', async () => {
    const { dataProvider } = await renderResource('partner', CREATE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Website/, {}, SLOW), 'keine-url');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Firma: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText(/^Website: /)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('creates a lead for the partner’s own number with the first comment as its first message', async () => {
    const { dataProvider } = await renderResource('partner', CREATE);
    const user = userEvent.setup();
    // the partner's only number is preset (the active customer, the hotel, is no partner)
    const customerId = await screen.findByLabelText(/^Partner \(Kundennummer\)/, {}, SLOW);
    expect(customerId).toHaveTextContent('K900001');
    await user.type(screen.getByLabelText(/^Firma/), 'Hotel Seeblick');
    await user.type(screen.getByLabelText(/^Website/), 'https://seeblick.test');
    await user.type(screen.getByLabelText(/^Ort/), 'Starnberg');
    await user.type(screen.getByLabelText(/^Erster Kommentar/), 'Rückruf am Montag');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0]![0]).toBe('partner/partner-lead');
    const sent = (dataProvider.create.mock.calls[0]![1] as Sent).data;
    expect(sent).toMatchObject({
      customerId: 'K900001',
      company: 'Hotel Seeblick',
      status: 0,
      website: 'https://seeblick.test',
      messages: [{ text: 'Rückruf am Montag' }],
    });
    expect(sent).not.toHaveProperty('comment');
    expect((sent.address as Record<string, unknown>).city).toBe('Starnberg');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/partner/partner-lead/${LEADS[0]!.id.replace(/01$/, '09')}`,
    );
  });
});

describe('Partner lead edit', () => {
  it('an approved lead’s company is disabled with the reason and not sent', async () => {
    const approved = LEADS[1]!;
    const { dataProvider } = await renderResource('partner', {
      ...EDIT,
      path: `/partner/partner-lead/${approved.id}/edit`,
    });
    const user = userEvent.setup();
    const company = await screen.findByLabelText(/^Firma/, {}, SLOW);
    expect(company).toBeDisabled();
    expect(
      screen.getByText('Der Lead ist freigegeben: Die Firma kann nicht mehr geändert werden.'),
    ).toBeInTheDocument();
    const description = screen.getByLabelText(/^Beschreibung/);
    await user.clear(description);
    await user.type(description, 'Angebot angenommen');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const sent = (dataProvider.update.mock.calls[0]![1] as Sent).data;
    expect(sent.description).toBe('Angebot angenommen');
    expect(sent.company === undefined || sent.company === approved.company).toBe(true);
  });

  it('an open lead’s company can be changed', async () => {
    const open = LEADS[0]!;
    const { dataProvider } = await renderResource('partner', {
      ...EDIT,
      path: `/partner/partner-lead/${open.id}/edit`,
    });
    const user = userEvent.setup();
    const company = await screen.findByLabelText(/^Firma/, {}, SLOW);
    expect(company).toBeEnabled();
    await user.clear(company);
    await user.type(company, 'Hotel Eins Neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect((dataProvider.update.mock.calls[0]![1] as Sent).data.company).toBe('Hotel Eins Neu');
  });
});

describe('Vendor lead edit', () => {
  it('sends only the changed approval through partnerLeadVendorUpdate', async () => {
    const api = fakeLeadApi();
    const open = LEADS[0]!;
    const { dataProvider } = await renderResource('partner', {
      ...EDIT,
      path: `/partner/partner-lead/${open.id}/edit`,
      permissions: VENDOR_ACL,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Freigegeben' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.vendorUpdate).toHaveBeenCalledTimes(1));
    expect(dataProvider.getOne.mock.calls[0]![0]).toBe('partner/vendor-lead');
    const [target, changes] = api.vendorUpdate.mock.calls[0]!;
    expect(target).toMatchObject({ _id: open._id, updatedAt: open.updatedAt });
    expect(changes).toEqual({ approved: 1 });
    expect(dataProvider.update).not.toHaveBeenCalled();
    expect(await screen.findByTestId('location')).toHaveTextContent(`/partner/partner-lead/${open.id}`);
  });

  it('shows the server’s refusal on the field and stays on the form', async () => {
    const api = fakeLeadApi();
    api.vendorUpdate.mockRejectedValueOnce(
      toHttpError({
        graphQLErrors: [
          {
            message: 'Invalid value for company',
            extensions: { code: 'BAD_USER_INPUT', field: 'company', i18n: 'resources.partner.errors.companyLocked' },
          },
        ],
      }),
    );
    const open = LEADS[0]!;
    await renderResource('partner', {
      ...EDIT,
      path: `/partner/partner-lead/${open.id}/edit`,
      permissions: VENDOR_ACL,
      notifications: false,
    });
    const user = userEvent.setup();
    const company = await screen.findByLabelText(/^Firma/, {}, SLOW);
    await user.clear(company);
    await user.type(company, 'Anders GmbH');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.vendorUpdate).toHaveBeenCalledTimes(1));
    expect(api.vendorUpdate.mock.calls[0]![1]).toEqual({ company: 'Anders GmbH' });
    // the module's own message (it names the company itself), under the field
    expect(
      await screen.findByText('Die Firma eines freigegebenen Leads kann nicht mehr geändert werden'),
    ).toBeInTheDocument();
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('the vendor’s form locks an approved lead’s company too', async () => {
    fakeLeadApi();
    await renderResource('partner', {
      ...EDIT,
      path: `/partner/partner-lead/${LEADS[1]!.id}/edit`,
      permissions: VENDOR_ACL,
      records: leadRecords(),
    });
    expect(await screen.findByLabelText(/^Firma/, {}, SLOW)).toBeDisabled();
  });
});
