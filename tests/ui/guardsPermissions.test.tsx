import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { PERMISSIONS_REFRESH_MS } from '../../src/domain';
import { activeCustomer } from '../../src/providers/activeCustomer';
import { refreshPermissions, usePermissionsAcl, useRouteAccess } from '../../src/shell/guards';
import { fakeAuth } from './harness/customerSwitchHarness';

function Probe() {
  const { loaded } = usePermissionsAcl();
  const wifiCodes = useRouteAccess('/wifi-code?organization=K100001');
  const partner = useRouteAccess('/partner');
  const home = useRouteAccess('/');
  return <p data-testid="probe">{`${loaded ? 'loaded' : 'loading'} ${wifiCodes} ${partner} ${home}`}</p>;
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Let answered requests reach the screen (react-query notifies through zero-delay timers). */
const settle = () => tick(20);

afterEach(() => {
  vi.useRealTimers();
});

describe('permissions (seed 000 §6: refreshed every 300000 ms and on demand)', () => {
  it('load once, refresh on the interval and on demand; a changed map drops cached canAccess answers', async () => {
    vi.useFakeTimers();
    activeCustomer.clear();
    activeCustomer.set('K100001');
    const answers = [{ K100001: ['Voucher:*'] }, { K100001: ['Voucher:read'], '*': ['PartnerLead:read'] }, {}];
    let calls = 0;
    const authProvider = fakeAuth(() => answers[Math.min(calls++, answers.length - 1)]);
    const queryClient = new QueryClient();
    const canAccessKey = ['auth', 'canAccess', { resource: 'wifi-code', action: 'delete' }];

    render(
      <TestMemoryRouter>
        <CoreAdminContext authProvider={authProvider} queryClient={queryClient} store={memoryStore()}>
          <Probe />
        </CoreAdminContext>
      </TestMemoryRouter>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('loading pending pending allowed');
    await settle();
    expect(screen.getByTestId('probe').textContent).toBe('loaded allowed locked allowed');
    expect(authProvider.getPermissions).toHaveBeenCalledTimes(1);

    await tick(PERMISSIONS_REFRESH_MS - 1000);
    expect(authProvider.getPermissions).toHaveBeenCalledTimes(1);
    queryClient.setQueryData(canAccessKey, true); // a cached canAccess answer
    await tick(1000);
    await settle();
    expect(authProvider.getPermissions).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('probe').textContent).toBe('loaded allowed allowed allowed');
    expect(queryClient.getQueryState(canAccessKey)?.isInvalidated).toBe(true);

    await act(() => refreshPermissions());
    await settle();
    expect(authProvider.getPermissions).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('probe').textContent).toBe('loaded locked locked allowed');
  });
});
