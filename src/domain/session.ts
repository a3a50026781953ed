// Guest sessions (RADIUS accounting): when a session counts as online. Devices are told to send an
// Interim-Update every INTERIM_INTERVAL_S; a session without a stop stays online while its last
// update is younger than two intervals plus a minute, so one lost packet does not drop a guest,
// and a device that died without sending Stop stops counting after ONLINE_WINDOW_S.
export const INTERIM_INTERVAL_S = 300;
export const ONLINE_WINDOW_S = 2 * INTERIM_INTERVAL_S + 60;
