// A member's lost second factor on /user (issue 38, D288): the row action resets it after a
// confirmation naming the person; not for the own row, a member without a factor, nor a reader.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InviteList from '../../../../src/resources/user/InviteList';
import { setMembersApi, type MembersApi } from '../../../../src/resources/user/MemberList';
import { setSecondFactorResetCall } from '../../../../src/resources/user/MemberSecondFactorReset';
import type { Member } from '../../../../src/generated/graphql';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { inviteRecords, SUPER_ADMIN_ACL } from './data';

const member = (n: number, extra: Partial<Member> = {}): Member => ({
  _id: `66c00000000000000000000${n}`,
  customerId: 'K100001',
  email: `member${n}@alpenhotel.test`,
  firstName: `Erika${n}`,
  lastName: `Muster${n}`,
  roles: ['voucher-admin'],
  permissions: [],
  lastSignInAt: null,
  invitedBy: null,
  since: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
  isSelf: false,
  secondFactor: true,
  ...extra,
});

const MEMBERS = [member(1, { isSelf: true, roles: ['super-admin'] }), member(2), member(3, { secondFactor: false })];

function fakeApi() {
  const api: MembersApi = {
    list: vi.fn(async () => ({ totalCount: MEMBERS.length, data: MEMBERS })),
    update: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
  };
  setMembersApi(api);
  const reset = vi.fn(async () => undefined);
  setSecondFactorResetCall(reset);
  return reset;
}

const LIST = {
  records: inviteRecords(),
  permissions: SUPER_ADMIN_ACL,
  view: InviteList,
  path: '/user',
  route: '/user',
};

afterEach(() => {
  setMembersApi(null);
  setSecondFactorResetCall(null);
});

describe('Users: a member’s lost second factor', () => {
  it('is reset after a confirmation naming the member', async () => {
    const reset = fakeApi();
    const user = userEvent.setup();
    await renderResource('user', LIST);
    const button = await screen.findByRole('button', { name: 'Zweiten Faktor zurücksetzen: Erika2 Muster2' }, SLOW);
    // Not for the own row, nor for a member without a factor.
    expect(
      screen.queryByRole('button', { name: 'Zweiten Faktor zurücksetzen: Erika1 Muster1' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Zweiten Faktor zurücksetzen: Erika3 Muster3' }),
    ).not.toBeInTheDocument();
    await user.click(button);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Zweiten Faktor von Erika2 Muster2 zurücksetzen?')).toBeInTheDocument();
    expect(within(dialog).getByText(/member2@alpenhotel\.test/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(reset).not.toHaveBeenCalled();
    await user.click(button);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Zweiten Faktor zurücksetzen' }));
    await waitFor(() => expect(reset).toHaveBeenCalledWith('K100001', MEMBERS[1]!._id), SLOW);
    expect(
      await screen.findByText('Der zweite Faktor von Erika2 Muster2 wurde zurückgesetzt.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('is not offered to a reader', async () => {
    fakeApi();
    await renderResource('user', { ...LIST, permissions: { K100001: ['UserInvite:read', 'UserInvite:create'] } });
    expect(await screen.findByText('Erika2 Muster2', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Zweiten Faktor zurücksetzen/ })).not.toBeInTheDocument();
  });
});
