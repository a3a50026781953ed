import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORGANIZATION_QUERY_PARAM } from '../../domain';
import type { UserInvite } from '../../generated/graphql';
import { activeCustomer } from '../../providers/activeCustomer';
import { createGraphqlCall } from '../../providers/restClient';
import { tokenStore } from '../../providers/tokenStore';

export const R = 'resources.user';
export const RESOURCE = 'user';

export type InviteRecord = Omit<UserInvite, 'invitingCustomer'> & {
  id: string;
  invitingCustomer?: { customerId: string; company: string } | null;
};

const withOrganization = (path: string) => {
  const customerId = activeCustomer.getId();
  return customerId ? `${path}?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(customerId)}` : path;
};

/** /user/invite/{id} (details) or /user/invite/new, with ?organization= (seed 000 §2). */
export const invitePath = (id?: string) =>
  withOrganization(id === undefined ? '/user/invite/new' : `/user/invite/${encodeURIComponent(id)}`);
/** /user with ?organization=. */
export const usersPath = () => withOrganization('/user');

/** The invites' own calls beyond react-admin's CRUD (batch create, resend), with the session's token. */
export const inviteGraphql = createGraphqlCall(tokenStore);

/** Pending or expired, as a chip. */
export function StatusChip({ expired }: { expired: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={expired ? 'warning' : 'info'}
      variant={expired ? 'filled' : 'outlined'}
      label={translate(`${R}.status.${expired ? 'expired' : 'pending'}`)}
    />
  );
}

/** Roles and extra permissions as chips, translated where the catalogue knows them. */
export function GrantChips({ roles, permissions, max }: { roles: string[]; permissions: string[]; max?: number }) {
  const translate = useTranslate();
  const labels = [
    ...roles.map((r) => translate(`${R}.roles.${r}`, { _: r })),
    ...permissions.map((p) => translate(`${R}.groups.${p}`, { _: p })),
  ];
  const shown = max ? labels.slice(0, max) : labels;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {shown.map((label) => (
        // Long role names wrap inside the chip instead of widening the table (1024 px with the menu).
        <Chip
          key={label}
          label={label}
          size="small"
          sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
      ))}
      {labels.length > shown.length && (
        <Chip label={`+${labels.length - shown.length}`} size="small" variant="outlined" />
      )}
    </Stack>
  );
}
