import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LeadShow from '../../../../src/resources/partner/LeadShow';
import { setLeadApi } from '../../../../src/resources/partner/leadApi';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { fakeLeadApi } from './fakeLeadApi';
import { LEADS, PARTNER, VENDOR_ACL } from './data';

const SHOW = { ...PARTNER, view: LeadShow, route: '/partner/partner-lead/:id' };
const open = LEADS[0]!;

afterEach(() => setLeadApi(undefined));

describe('Partner lead details', () => {
  it('shows the lead, its partner and its comments with author and time', async () => {
    await renderResource('partner', { ...SHOW, path: `/partner/partner-lead/${open.id}` });
    expect(await screen.findByRole('heading', { name: 'Hotel 1' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('NetPartner Systemhaus GmbH (K900001)')).toBeInTheDocument();
    const comments = screen.getByTestId('lead-comments');
    expect(within(comments).getByText('Erstkontakt auf der Messe')).toBeInTheDocument();
    expect(within(comments).getByText(/^Paula Partner am \d{2}\.\d{2}\.2026, \d{2}:\d{2}$/)).toBeInTheDocument();
    // the partner has no approval buttons
    expect(screen.queryByRole('button', { name: 'Freigeben' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute(
      'href',
      `/partner/partner-lead/${open.id}/edit?organization=K100001`,
    );
  });

  it('adds a comment: the stored ones unchanged, the new text after them', async () => {
    const api = fakeLeadApi();
    await renderResource('partner', { ...SHOW, path: `/partner/partner-lead/${open.id}` });
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Kommentar' }, SLOW);
    // empty: the rule's message naming the field, nothing sent
    await user.click(screen.getByRole('button', { name: 'Kommentar hinzufügen' }));
    expect(await screen.findByText('Kommentar: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(api.addComment).not.toHaveBeenCalled();
    await user.type(input, 'Angebot folgt  ');
    await user.click(screen.getByRole('button', { name: 'Kommentar hinzufügen' }));
    await waitFor(() => expect(api.addComment).toHaveBeenCalledTimes(1));
    const [asVendor, lead, text] = api.addComment.mock.calls[0]!;
    expect(asVendor).toBe(false);
    expect(lead).toMatchObject({ _id: open._id, updatedAt: open.updatedAt, messages: open.messages });
    expect(text).toBe('Angebot folgt');
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('a lead without comments says so', async () => {
    await renderResource('partner', { ...SHOW, path: `/partner/partner-lead/${LEADS[2]!.id}` });
    expect(await screen.findByText('Noch keine Kommentare.', {}, SLOW)).toBeInTheDocument();
  });

  it('the vendor approves an open lead from its details', async () => {
    const api = fakeLeadApi();
    const { dataProvider } = await renderResource('partner', {
      ...SHOW,
      path: `/partner/partner-lead/${open.id}`,
      permissions: VENDOR_ACL,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Freigeben' }, SLOW));
    await waitFor(() => expect(api.vendorUpdate).toHaveBeenCalledTimes(1));
    expect(api.vendorUpdate.mock.calls[0]![1]).toEqual({ approved: 1 });
    expect(dataProvider.getOne.mock.calls[0]![0]).toBe('partner/vendor-lead');
    expect(screen.getByRole('link', { name: 'Freigabe bearbeiten' })).toBeInTheDocument();
  });

  it('the order form summarises the lead for printing or mailing', async () => {
    await renderResource('partner', { ...SHOW, path: `/partner/partner-lead/${LEADS[1]!.id}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Auftragsformular' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Auftragsformular' });
    expect(within(dialog).getByText('Café Rathausplatz')).toBeInTheDocument();
    expect(within(dialog).getByText('Angebot versendet')).toBeInTheDocument();
    expect(within(dialog).getByText('Freigegeben')).toBeInTheDocument();
    expect(within(dialog).getByText('Erstkontakt auf der Messe')).toBeInTheDocument();
    const mail = within(dialog).getByRole('link', { name: 'Per E-Mail senden' });
    expect(decodeURIComponent(mail.getAttribute('href')!)).toContain('subject=Auftragsformular: Café Rathausplatz');
    expect(within(dialog).getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
  });
});
