/** Pure domain code shared by the portal and the server. */
export * from './constants';
export * from './enums';
export * from './validation';
export * from './dynamicExpires';
export * from './acl';
export * from './licence';
export * from './voucherCode';
export * from './deviceAccount';
export * from './accountTemplate';
export * from './loginTemplate';
export * from './startPage';
