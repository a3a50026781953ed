// Issue 40: a code's details reflect its logins: a used code never says "not logged in yet".
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import VoucherShow from '../../../../src/resources/wifi-code/VoucherShow';
import { CUSTOMER } from '../../harness/portalHarness';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { voucher } from './data';

function renderShow(record: ReturnType<typeof voucher>) {
  return renderResource('wifi-code', {
    view: VoucherShow,
    route: '/wifi-code/:id',
    path: `/wifi-code/${record.code}?organization=K100001`,
    dataProvider: fakeDataProvider({ 'wifi-code': [record], customer: [CUSTOMER] }),
    customer: CUSTOMER,
  });
}

describe('WiFi-code details: the first login', () => {
  it('a code used 12 times without a recorded first login says it was used, not "Noch nicht angemeldet"', async () => {
    await renderShow(voucher(12, { used: 12, firstLoginAt: null }));
    expect(await screen.findByText('Benutzt (12 Anmeldungen), Zeitpunkt nicht erfasst', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Noch nicht angemeldet')).not.toBeInTheDocument();
  });

  it('a code used once says so in the singular', async () => {
    await renderShow(voucher(1, { used: 1, firstLoginAt: null }));
    expect(await screen.findByText('Benutzt (1 Anmeldung), Zeitpunkt nicht erfasst', {}, SLOW)).toBeInTheDocument();
  });

  it('a code with a recorded first login shows its moment', async () => {
    await renderShow(voucher(3, { used: 3, firstLoginAt: '2026-01-12T08:30:00.000Z' }));
    const field = (await screen.findAllByText(/12\.01\.2026|12\. Jan/, {}, SLOW))[0]!;
    expect(field).toBeInTheDocument();
    expect(screen.queryByText('Noch nicht angemeldet')).not.toBeInTheDocument();
    expect(screen.queryByText(/Zeitpunkt nicht erfasst/)).not.toBeInTheDocument();
  });

  it('an unused code says that it has not logged in yet', async () => {
    await renderShow(voucher(4, { used: 0, firstLoginAt: null }));
    expect(await screen.findByText('Noch nicht angemeldet', {}, SLOW)).toBeInTheDocument();
  });
});
