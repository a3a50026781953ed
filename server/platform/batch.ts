// Per-request batching of the lookups a field resolver makes once per row of a list (a device's
// location, a location's regions…): the calls of one tick are collected and answered by ONE query for
// all their keys, so a page of 25 rows costs one query per field instead of 25. The cache lives as
// long as the request's context object, so nothing leaks between requests (or tenants).

type Loader<V> = (keys: readonly string[]) => Promise<ReadonlyMap<string, V>>;

interface Batch<V> {
  pending: Map<string, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>;
  done: Map<string, Promise<V | undefined>>;
  scheduled: boolean;
}

const batches = new WeakMap<object, Map<string, Batch<unknown>>>();

/**
 * The value for `key` from `load`, batched with the other calls of the same request, `name` and tick.
 * `name` must identify the loader AND its scope (e.g. `location:${customerId}`): calls under one name
 * share one query. A key the loader does not answer resolves to undefined.
 */
export function batchLoad<V>(request: object, name: string, key: string, load: Loader<V>): Promise<V | undefined> {
  let perRequest = batches.get(request);
  if (!perRequest) batches.set(request, (perRequest = new Map()));
  let batch = perRequest.get(name) as Batch<V> | undefined;
  if (!batch)
    perRequest.set(name, (batch = { pending: new Map(), done: new Map(), scheduled: false }) as Batch<unknown>);
  const known = batch.done.get(key);
  if (known) return known;
  const promise = new Promise<V | undefined>((resolve, reject) => {
    const waiting = batch.pending.get(key) ?? [];
    waiting.push({ resolve, reject });
    batch.pending.set(key, waiting);
  });
  batch.done.set(key, promise);
  if (!batch.scheduled) {
    batch.scheduled = true;
    const b = batch;
    // After the current tick: every resolver of the list has asked by then.
    process.nextTick(() => {
      b.scheduled = false;
      const pending = b.pending;
      b.pending = new Map();
      load([...pending.keys()]).then(
        (values) => {
          for (const [k, waiting] of pending) for (const w of waiting) w.resolve(values.get(k));
        },
        (error: unknown) => {
          for (const [k, waiting] of pending) {
            b.done.delete(k); // a later call may try again
            for (const w of waiting) w.reject(error);
          }
        },
      );
    });
  }
  return promise;
}
