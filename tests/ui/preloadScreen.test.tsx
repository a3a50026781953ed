// A screen loaded ahead (the menu's prefetch, the login's preparation) renders without suspending:
// a suspended screen would show its fallback for at least React's 300 ms.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import RoutePage from '../../src/shell/pages/RoutePage';
import { loadedScreen, screenOf } from '../../src/shell/pages/screens';
import { preloadScreen } from '../../src/shell/layout/preloadScreen';
import { findRoute } from '../../src/shell/routes';
import { createI18nProvider } from '../../src/providers/i18nProvider';

describe('screens loaded ahead', () => {
  it('are remembered by preloadScreen, for the pages of the portal only', async () => {
    const list = screenOf(findRoute('/wifi-code')!);
    expect(loadedScreen(list)).toBeUndefined();
    await preloadScreen('/wifi-code');
    expect(loadedScreen(list)).toBe((await list()).default);
    // the login page is part of the login page's own bundle: nothing to load
    await preloadScreen('/auth/login');
    expect(loadedScreen(screenOf(findRoute('/auth/login')!))).toBeUndefined();
  });

  it('render at once, without the loading bar', async () => {
    const page = (path: string) =>
      render(
        <AdminContext i18nProvider={createI18nProvider()}>
          <RoutePage route={findRoute(path)!} />
        </AdminContext>,
      );
    // not loaded ahead: the fallback first
    const notYet = page('/requirements/no-access');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    notYet.unmount();
    // loaded ahead (and never shown before): at once
    await preloadScreen('/requirements/needs-organization');
    page('/requirements/needs-organization');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
