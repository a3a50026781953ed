// The named demo customers (also used by tests and benchmarks through seed/demo.ts).
export const PARTNER_ID = 'K900001';
export const VENDOR_ID = 'K900002';
export const HOTEL_ID = 'K100001';
export const CAFE_ID = 'K100002';
