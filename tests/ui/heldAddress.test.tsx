// The portal's router at an address held back from the browser (src/shell/heldAddress.ts, D337): the
// login renders the portal's first page behind its success, and the address bar keeps the login's
// address until the login goes there.
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserRouter } from 'react-router-dom';
import { holdAddress } from '../../src/shell/heldAddress';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a held address', () => {
  it("keeps the router's moves from the browser until released, then passes them through", async () => {
    window.history.replaceState(null, '', '/auth/login');
    const entries = window.history.length;
    const address = holdAddress('/wifi-code');
    const router = createBrowserRouter([{ path: '*', element: null }], { window: address.window });
    try {
      expect(router.state.location.pathname).toBe('/wifi-code');
      // the portal's own moves while held (the organization parameter added, say)
      await router.navigate('/wifi-code?organization=K100001', { replace: true });
      expect(router.state.location.search).toBe('?organization=K100001');
      expect(address.path()).toBe('/wifi-code?organization=K100001');
      expect(window.location.pathname).toBe('/auth/login');
      expect(window.history.length).toBe(entries);
      // released: one new entry at the held address, the router's state with it
      address.release();
      expect(`${window.location.pathname}${window.location.search}`).toBe('/wifi-code?organization=K100001');
      expect(window.history.length).toBe(entries + 1);
      expect((window.history.state as { idx?: number } | null)?.idx).toBe(0);
      // from now on the browser's own
      await router.navigate('/locations');
      expect(window.location.pathname).toBe('/locations');
      expect(window.history.length).toBe(entries + 2);
      expect(address.path()).toBe('/locations');
    } finally {
      router.dispose();
    }
  });

  it("does not let the browser's back button move the router while held", async () => {
    window.history.replaceState(null, '', '/auth/login');
    const address = holdAddress('/');
    const router = createBrowserRouter([{ path: '*', element: null }], { window: address.window });
    try {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      await Promise.resolve();
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.historyAction).toBe('POP');
      expect(address.path()).toBe('/');
    } finally {
      router.dispose();
    }
  });
});
