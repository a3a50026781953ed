// Hooks a higher module registers on a lower one, so that the lower module never imports it: the
// lower module's face exports the hook, the higher module's face registers on it when the composition
// loads it (docs/architecture.md, "Cutting back-edges").
import type { Db, Tx } from './db/client';

/** Work others add to an event of this module (inside its transaction), run in registration order. */
export function hook<Args extends unknown[]>() {
  const handlers: ((...args: Args) => Promise<void>)[] = [];
  return {
    register(handler: (...args: Args) => Promise<void>) {
      handlers.push(handler);
    },
    async run(...args: Args): Promise<void> {
      for (const handler of handlers) await handler(...args);
    },
  };
}

/** Names of the objects of other modules that use one of this module's objects (at most `limit`). */
export type UsersOf = (db: Db | Tx, customerId: string, id: string, limit: number) => Promise<string[]>;

/**
 * "In use" before a delete: the modules whose objects point at this module's objects register how to
 * name them, and the delete is refused with those names (the foreign key would refuse it anyway; the
 * names make the message useful).
 */
export function usedBy() {
  const providers: UsersOf[] = [];
  return {
    register(provider: UsersOf) {
      providers.push(provider);
    },
    async names(db: Db | Tx, customerId: string, id: string, limit: number): Promise<string[]> {
      const names: string[] = [];
      for (const provider of providers) {
        if (names.length >= limit) break;
        names.push(...(await provider(db, customerId, id, limit - names.length)));
      }
      return names;
    },
  };
}
