import type { Voucher } from '../../generated/graphql';

/** A WiFi code as the portal holds it: the SDL's Voucher with react-admin's id (the code). */
export type VoucherRecord = Pick<Voucher, 'code' | 'active'> &
  Partial<Pick<Voucher, 'connectedDevices' | 'valid' | 'expires'>> & { id: string };
