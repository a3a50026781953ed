// The guest login types end to end on PostgreSQL (issue 34: "on both databases"): the same browser
// tests as tests/e2e/guestLoginTypes.e2e.test.ts, whose servers then run on a fresh database of the
// PostgreSQL server (E2E_DB, tests/e2e/browser.ts) instead of PGlite.
process.env.E2E_DB = 'postgres';
await import('./guestLoginTypes.e2e.test');

export {};
