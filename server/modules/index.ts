// The server modules, one line each: an area's GraphQL resolvers (its service and store behind them).
import { customerResolvers } from './customer/resolvers';
import { deviceAccountResolvers } from './device-account/resolvers';
import { inviteResolvers } from './invite/resolvers';
import { voucherResolvers } from './wifi-code/resolvers';

export interface ServerModule {
  name: string;
  resolvers: Record<string, Record<string, unknown>>;
}

export const SERVER_MODULES: readonly ServerModule[] = [
  { name: 'customer', resolvers: customerResolvers },
  { name: 'invite', resolvers: inviteResolvers },
  { name: 'device-account', resolvers: deviceAccountResolvers },
  { name: 'wifi-code', resolvers: voucherResolvers },
];
