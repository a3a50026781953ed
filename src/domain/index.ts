/** Pure domain code shared by the portal and the server. */
export * from './constants';
export * from './enums';
export * from './validation';
export * from './dynamicExpires';
export * from './acl';
export * from './licence';
export * from './voucherCode';
export * from './deviceAccount';
// accountTemplate, loginTemplate and startPage are imported by path: their rule tables are built at
// module load, which the login page must not pay for (tests/e2e/bundle.e2e.test.ts).
