import { useSyncExternalStore } from 'react';

/**
 * The last error shown on the error page (seed 000 §3 client state `error {message, status}`).
 * `message` is an i18n key (e.g. `error.403`) or, for errors without one, the error's own text.
 * The 403 error page records it before logging the user out, so that the logged-out page can say
 * why the session ended.
 */
export interface LastError {
  message: string;
  status: number;
}

let last: LastError | null = null;
const listeners = new Set<() => void>();

export const errorState = {
  get: (): LastError | null => last,
  set(error: LastError | null): void {
    last = error;
    listeners.forEach((listener) => listener());
  },
  clear(): void {
    errorState.set(null);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLastError(): LastError | null {
  return useSyncExternalStore(errorState.subscribe, errorState.get, errorState.get);
}
