/** Sessions of customer K100001 as the data provider answers them (`live-sessions`, schema/liveSession.graphql). */
export function liveSession(n: number, extra: Record<string, unknown> = {}) {
  const id = `s${n}`;
  return {
    id,
    _id: id,
    customerId: 'K100001',
    hotspotDeviceId: 'd1',
    hotspotDeviceName: 'Lobby Gateway',
    loginType: 'VOUCHER_LOGIN',
    voucherId: 'v1',
    code: 'ABCD2345',
    deviceAccountId: null,
    deviceAccountUsername: null,
    hotspotAccountId: null,
    username: 'ABCD2345',
    clientMac: `A4:83:E7:••:••:0${n}`,
    startedAt: '2026-01-12T08:00:00.000Z',
    lastUpdateAt: '2026-01-12T09:00:00.000Z',
    stoppedAt: null,
    terminateCause: null,
    online: true,
    durationSeconds: 3900,
    bytesUp: 1_234_567,
    bytesDown: 98_765_432,
    disconnect: null,
    ...extra,
  };
}

export type LiveSessionFixture = ReturnType<typeof liveSession>;

/** One guest online, one session that ended (Session-Timeout), one that went silent without a stop. */
export const SESSIONS: LiveSessionFixture[] = [
  liveSession(1),
  liveSession(2, {
    startedAt: '2026-01-10T18:00:00.000Z',
    lastUpdateAt: '2026-01-10T20:00:00.000Z',
    stoppedAt: '2026-01-10T20:00:00.000Z',
    terminateCause: 'Session-Timeout',
    online: false,
    durationSeconds: 7200,
    bytesUp: 850,
    bytesDown: 1_500_000,
  }),
  liveSession(3, {
    startedAt: '2026-01-09T07:00:00.000Z',
    lastUpdateAt: '2026-01-09T07:30:00.000Z',
    online: false,
    durationSeconds: 1800,
    bytesUp: 0,
    bytesDown: 0,
  }),
];
