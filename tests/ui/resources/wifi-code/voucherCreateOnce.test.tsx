// Issue 40: a double click on "Erstellen" created the codes twice. The button is disabled while the
// request runs, the form submits once, and every request carries the submission's idempotency key
// (decision D203): the same on a retry after an error, a new one after a success.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHttpError } from '../../../../src/providers/errors';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { portalDataProvider, renderPortal } from '../../harness/portalHarness';
import { SLOW } from '../../harness/slow';

const BATCH = {
  id: 'batch:AAAA1111',
  batch: true,
  amount: 3,
  codes: ['AAAA1111', 'BBBB2222', 'CCCC3333'],
  license: { allowed: 100, left: 37 },
};

type CreateCall = [string, { data: Record<string, unknown> }];

describe('WiFi-code create: one submission, one request', () => {
  it('sends one mutation for a double click on "Erstellen", disabled while it runs', async () => {
    const dataProvider = portalDataProvider();
    let answer!: (value: { data: typeof BATCH }) => void;
    dataProvider.create.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPortal({ path: '/wifi-code/create?organization=K100001', dataProvider });
    expect(await screen.findByText('Noch 40 von 100 WLAN-Codes verfügbar', {}, SLOW)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Mehrere Codes'));
    const amount = await screen.findByLabelText(/Anzahl/);
    await user.clear(amount);
    await user.type(amount, '3');
    const button = screen.getByRole('button', { name: 'Erstellen' });
    await user.dblClick(button);
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).toBeDisabled());
    // More clicks while the request runs change nothing.
    await user.click(button).catch(() => undefined);
    expect(dataProvider.create).toHaveBeenCalledTimes(1);
    const { data } = (dataProvider.create.mock.calls[0] as CreateCall)[1];
    expect(data).toMatchObject({ amount: 3 });
    expect(data.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);

    answer({ data: BATCH });
    const dialog = await screen.findByRole('dialog', { name: 'Erstellte WLAN-Codes' }, SLOW);
    expect(within(dialog).getByRole('textbox')).toHaveValue('AAAA1111\nBBBB2222\nCCCC3333');
    expect(dataProvider.create).toHaveBeenCalledTimes(1);
  });

  it('sends one mutation for a double click when creating a single code', async () => {
    const dataProvider = portalDataProvider();
    let fail!: (error: unknown) => void;
    dataProvider.create.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    // react-admin logs the refused create in development
    expectConsoleErrors(([error]) => error instanceof Error && error.message === 'errors.INTERNAL');
    renderPortal({ path: '/wifi-code/create?organization=K100001', dataProvider });
    expect(await screen.findByText('Noch 40 von 100 WLAN-Codes verfügbar', {}, SLOW)).toBeInTheDocument();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Erstellen' });
    await user.dblClick(button);
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    fail(toHttpError({ graphQLErrors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
    await waitFor(() => expect(button).toBeEnabled());

    // A retry after the error is the same submission: the same key, so the server creates at most once.
    dataProvider.create.mockImplementation(async () => ({ data: BATCH }));
    await user.click(button);
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(2));
    const [first, second] = (dataProvider.create.mock.calls as CreateCall[]).map(([, p]) => p.data);
    expect(first!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });
});
