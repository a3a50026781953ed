// Cross-tenant cases, one list per server module: each case is something the attacker — a user with
// full administration rights on the café (K100002) and none on the hotel (K100001) — tries against
// the hotel's objects. Every case must be refused or see nothing; isolationModules.test.ts runs them
// and proves the hotel's rows unchanged. A new module adds its file and one line in MODULE_CASES.
import type { TestServer } from '../harness';
import { deviceAccountCases } from './deviceAccounts.cases';

export interface IsolationContext {
  s: TestServer;
  /** Token of the attacker (admin of the café only). */
  attacker: string;
  /** Token of the hotel's own administrator (to look things up). */
  owner: string;
}

export interface IsolationCase {
  label: string;
  /** Runs the attempt; resolves with a description of a leak, or null when refused or empty. */
  attempt: (ctx: IsolationContext) => Promise<string | null>;
}

export interface ModuleCases {
  module: string;
  /** The victim's rows of the module, serialised (must be identical before and after). */
  snapshot: (s: TestServer, customerId: string) => Promise<string>;
  cases: (ctx: IsolationContext) => Promise<IsolationCase[]>;
}

export const MODULE_CASES: readonly ModuleCases[] = [deviceAccountCases];
