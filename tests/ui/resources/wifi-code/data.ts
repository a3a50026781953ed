/** WiFi codes of customer K100001 as the data provider answers them (the id is the code). */
export function voucher(n: number, extra: Record<string, unknown> = {}) {
  const code = `CODE${String(n).padStart(4, '0')}`;
  return {
    id: code,
    _id: `v${n}`,
    code,
    voucherCode: code,
    customerId: 'K100001',
    description: `Zimmer ${n}`,
    active: true,
    valid: true,
    used: n,
    simultaneousUse: n % 2 ? 0 : 2,
    deviceVoucher: false,
    expires: null,
    onlineAccounts: 0,
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T09:00:00.000Z',
    ...extra,
  };
}
