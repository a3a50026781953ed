// The guest login types end to end on PostgreSQL (issue 34: "on both databases"): the same browser
// tests as tests/e2e/guestLoginTypes.e2e.test.ts (./guestLoginTypesSuite.ts), whose servers then run
// on a fresh database of the PostgreSQL server instead of PGlite.
import { guestLoginTypes } from './guestLoginTypesSuite';

guestLoginTypes('postgres');
