/**
 * A member's lost second factor (issue 38, D288): the row action of the members list that removes the
 * member's authenticator app and recovery codes after a confirmation naming the person. Offered, as
 * sign-out is, to who holds UserInvite:update for the customer; never for the caller's own row (the
 * profile does that), and only when the member has a factor (when the list says so).
 */
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { can } from '../../domain/acl';
import { memberName } from '../../domain/member';
import type { Member } from '../../generated/graphql';
import { usePermissionsAcl } from '../../shell/guards';
import { useNotifyError } from '../../shell/useNotifyError';
import { R, inviteGraphql } from './inviteParts';

const T = `${R}.members.resetSecondFactor`;

const RESET = `mutation ResetMemberSecondFactor($customerId: String!, $id: ID!) {
  resetMemberSecondFactor(customerId: $customerId, _id: $id)
}`;

type ResetCall = (customerId: string, id: string) => Promise<void>;

const graphqlReset: ResetCall = async (customerId, id) => {
  await inviteGraphql(RESET, { customerId, id });
};
let reset: ResetCall = graphqlReset;
/** Replace the call (tests); `null` restores the real one. */
export function setSecondFactorResetCall(next: ResetCall | null): void {
  reset = next ?? graphqlReset;
}

export default function MemberSecondFactorReset({
  member,
}: {
  member: Pick<Member, '_id' | 'customerId' | 'email' | 'firstName' | 'lastName' | 'isSelf'> & {
    secondFactor?: boolean | null;
  };
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const { acl } = usePermissionsAcl();
  const [open, setOpen] = useState(false);
  const name = memberName(member);
  const act = useMutation({
    mutationFn: () => reset(member.customerId, member._id),
    onSuccess: () => {
      setOpen(false);
      notify(`${T}.done`, { type: 'success', messageArgs: { name } });
      void queryClient.invalidateQueries({ queryKey: ['members', member.customerId] });
    },
    onError: (error) => {
      setOpen(false);
      notifyError(error);
    },
  });
  if (member.isSelf || member.secondFactor === false) return null;
  if (!can(acl, 'UserInvite', 'update', member.customerId)) return null;
  return (
    <>
      <Tooltip title={translate(`${T}.action`)}>
        <IconButton aria-label={`${translate(`${T}.action`)}: ${name}`} onClick={() => setOpen(true)}>
          <PhonelinkEraseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && (
        <Confirm
          isOpen
          loading={act.isPending}
          title={translate(`${T}.title`, { name })}
          content={translate(`${T}.content`, { name, email: member.email })}
          confirm={`${T}.action`}
          confirmColor="warning"
          onConfirm={() => act.mutate()}
          onClose={() => !act.isPending && setOpen(false)}
        />
      )}
    </>
  );
}
