// The named demo customers (also used by tests and benchmarks through seed/demo.ts).
export const PARTNER_ID = 'K900001';
export const VENDOR_ID = 'K900002';
export const HOTEL_ID = 'K100001';
export const CAFE_ID = 'K100002';

/**
 * The hotel's loyalty club (BOOSTCOM_LOGIN, docs/boostcom.md): the club the portal's stand-in runs for
 * the demo, and the values the hotel's boostcom plugin holds. The stand-in issued these tokens; a
 * plugin with other values is refused by it (401, 404), as a real club would.
 */
export const DEMO_BOOSTCOM = {
  communityId: 'alpenhotel',
  loyaltyClubSlug: 'vorteilsclub',
  token: 'demo-boostcom-token-4Nw8rT2q',
  analyticsToken: 'demo-boostcom-analytics-9Hc3Zp',
} as const;
