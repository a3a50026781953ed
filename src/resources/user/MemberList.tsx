import { useState } from 'react';
import { visuallyHidden } from '@mui/utils';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import SearchIcon from '@mui/icons-material/Search';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { ExportMenuButton, type StartExport } from '../../components/ExportButton';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { downloadExport } from '../../providers/exportList';
import { tokenStore } from '../../providers/tokenStore';
import { Confirm, Form, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { can } from '../../domain/acl';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants';
import { memberName } from '../../domain/member';
import type { Member } from '../../generated/graphql';
import { formatDateTime } from '../../i18n/formats';
import { useActiveCustomer } from '../../providers/activeCustomer';
import { usePermissionsAcl } from '../../shell/guards';
import { useNotifyError } from '../../shell/useNotifyError';
import { GrantInputs, permissionsFromForm, permissionsToForm } from './GrantInputs';
import { GrantChips, R, inviteGraphql } from './inviteParts';
import MemberSecondFactorReset from './MemberSecondFactorReset';

const M = `${R}.members`;
const PER_PAGE = 25;
// With the menu beside the table, 1024 px leaves room for the name, the grants and the actions; from
// 1200 px the last sign-in, who invited and since when.
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };

/** The export's columns (server/tenancy/member/export.ts) and their labels' keys. */
const EXPORT_COLUMNS = [
  ['email', 'email'],
  ['firstName', 'firstName'],
  ['lastName', 'lastName'],
  ['roles', 'rolesOnly'],
  ['permissions', 'permissions'],
  ['lastSignInAt', 'lastSignInAt'],
  ['invitedBy', 'invitedBy'],
  ['since', 'since'],
  ['secondFactor', 'secondFactor'],
  ['customerId', 'customerId'],
] as const;

const FIELDS = `_id customerId email firstName lastName roles permissions lastSignInAt invitedBy since updatedAt isSelf secondFactor`;
const LIST = `query Members($customerId: String!, $skip: Int, $take: Int, $search: String, $sort: [SortType!]) {
  members(customerId: $customerId, skip: $skip, take: $take, search: $search, sort: $sort) {
    totalCount data { ${FIELDS} }
  }
}`;
const UPDATE = `mutation UpdateMember($data: UpdateMemberInput!) { updateMember(data: $data) }`;
const REMOVE = `mutation RemoveMember($customerId: String!, $id: ID!) { removeMember(customerId: $customerId, _id: $id) }`;
const SIGN_OUT = `mutation SignOutMember($customerId: String!, $id: ID!) { signOutMember(customerId: $customerId, _id: $id) }`;

/** The members' calls (schema/member.graphql); replaceable in tests. */
export interface MembersApi {
  list: (vars: {
    customerId: string;
    skip: number;
    take: number;
    search?: string;
  }) => Promise<{ totalCount: number; data: Member[] }>;
  update: (data: {
    _id: string;
    customerId: string;
    updatedAt: string;
    roles: string[];
    permissions: string[];
  }) => Promise<void>;
  remove: (customerId: string, id: string) => Promise<void>;
  signOut: (customerId: string, id: string) => Promise<void>;
}

const graphqlApi: MembersApi = {
  list: async (vars) =>
    (
      await inviteGraphql<{ members: { totalCount: number; data: Member[] } }>(LIST, {
        ...vars,
        sort: [{ key: 'email', order: 'ASC' }],
      })
    ).members,
  update: async (data) => {
    await inviteGraphql(UPDATE, { data });
  },
  remove: async (customerId, id) => {
    await inviteGraphql(REMOVE, { customerId, id });
  },
  signOut: async (customerId, id) => {
    await inviteGraphql(SIGN_OUT, { customerId, id });
  },
};

let api: MembersApi = graphqlApi;
/** Replace the calls (tests); `null` restores the real ones. */
export function setMembersApi(next: MembersApi | null): void {
  api = next ?? graphqlApi;
}

type Pending = { kind: 'remove' | 'signOut' | 'edit'; member: Member } | null;

/**
 * The members of the active organisation (issue 38), beside its invites on /user: who holds access,
 * with roles and permissions, last sign-in, inviter and since when; roles and permissions changed in
 * a dialog, access removed and sessions ended after a confirmation naming the person.
 */
export default function MemberList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const { customerId } = useActiveCustomer();
  const { acl } = usePermissionsAcl();
  // The top bar's search opens a member as /user?member=<e-mail>: the list starts searching for them.
  const { search: address } = useLocation();
  const [search, setSearch] = useState(() => new URLSearchParams(address).get('member')?.slice(0, 200) ?? '');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [pending, setPending] = useState<Pending>(null);
  const may = (action: 'update' | 'delete') => can(acl, 'UserInvite', action, customerId);
  const key = ['members', customerId, term, page] as const;
  const query = useQuery({
    queryKey: key,
    enabled: !!customerId,
    queryFn: () =>
      api.list({ customerId: customerId!, skip: page * PER_PAGE, take: PER_PAGE, search: term || undefined }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
  const done = (message: string, member: Member) => {
    notify(message, { type: 'success', messageArgs: { name: memberName(member) } });
    setPending(null);
    void queryClient.invalidateQueries({ queryKey: ['members', customerId] });
  };
  const act = useMutation({
    mutationFn: async (p: NonNullable<Pending> & { roles?: string[]; permissions?: string[] }) => {
      if (p.kind === 'remove') await api.remove(p.member.customerId, p.member._id);
      else if (p.kind === 'signOut') await api.signOut(p.member.customerId, p.member._id);
      else
        await api.update({
          _id: p.member._id,
          customerId: p.member.customerId,
          updatedAt: p.member.updatedAt,
          roles: p.roles ?? [],
          permissions: p.permissions ?? [],
        });
    },
    onSuccess: (_, p) =>
      done(
        `${M}.notifications.${p.kind === 'remove' ? 'removed' : p.kind === 'signOut' ? 'signedOut' : 'updated'}`,
        p.member,
      ),
    onError: (error) => notifyError(error),
  });

  if (!customerId) return null;
  // The export (docs/exports.md): the members as searched now, every column the server offers.
  const startExport: StartExport = (format, onProgress) =>
    downloadExport('members', { args: { customerId, search: term || undefined } }, tokenStore, {
      format,
      locale,
      columns: EXPORT_COLUMNS.map(([key, label]) => ({ key, label: translate(`${M}.fields.${label}`) })),
      onProgress,
    });
  const data = query.data?.data ?? [];
  const total = query.data?.totalCount ?? 0;
  const dateOf = (value: string | null | undefined, fallback: string) =>
    value ? formatDateTime(value, locale) : translate(fallback);

  return (
    <Card component="section" aria-labelledby="members-title" sx={{ mt: 2 }}>
      <CardHeader
        avatar={<GroupIcon color="primary" aria-hidden />}
        title={translate(`${M}.title`)}
        subheader={translate(`${M}.intro`)}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'members-title' } }}
        action={<ExportMenuButton start={startExport} disabled={!total} name={translate(`${M}.export`)} />}
      />
      <CardContent sx={{ pt: 0 }}>
        <TextField
          size="small"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          label={translate(`${M}.search`)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mb: 1, width: { xs: '100%', sm: 320 } }}
        />
        {query.isFetching && <LinearProgress aria-label={translate(`${M}.title`)} sx={{ mb: 1 }} />}
        {query.isError ? (
          <Alert
            severity="error"
            action={
              <MuiButton color="inherit" size="small" onClick={() => void query.refetch()}>
                {translate(`${M}.retry`)}
              </MuiButton>
            }
          >
            {translate(`${M}.loadError`)}
          </Alert>
        ) : query.isPending ? null : data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate(term ? `${M}.noResults` : `${M}.empty`)}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="members-title">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${M}.fields.name`)}</TableCell>
                  <TableCell>{translate(`${M}.fields.roles`)}</TableCell>
                  <TableCell sx={FROM_LG}>{translate(`${M}.fields.lastSignInAt`)}</TableCell>
                  <TableCell sx={FROM_LG}>{translate(`${M}.fields.invitedBy`)}</TableCell>
                  <TableCell sx={FROM_LG}>{translate(`${M}.fields.since`)}</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      {translate('portal.lists.actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((m) => (
                  <TableRow key={m._id}>
                    <TableCell sx={{ overflowWrap: 'break-word', minWidth: 200 }}>
                      <Typography variant="body2" component="div">
                        {memberName(m)}
                        {m.isSelf && (
                          <Chip size="small" variant="outlined" label={translate(`${M}.values.self`)} sx={{ ml: 1 }} />
                        )}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" component="div">
                        {m.email}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <GrantChips roles={m.roles} permissions={m.permissions} max={3} />
                    </TableCell>
                    <TableCell sx={FROM_LG}>{dateOf(m.lastSignInAt, `${M}.values.never`)}</TableCell>
                    <TableCell sx={{ ...FROM_LG, overflowWrap: 'anywhere' }}>
                      {m.invitedBy ?? translate(`${M}.values.unknown`)}
                    </TableCell>
                    <TableCell sx={FROM_LG}>{formatDateTime(m.since, locale)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {may('update') && (
                        <Tooltip title={translate(`${M}.actions.edit`)}>
                          <IconButton
                            aria-label={`${translate(`${M}.actions.edit`)}: ${memberName(m)}`}
                            onClick={() => setPending({ kind: 'edit', member: m })}
                          >
                            <EditIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      {may('update') && (
                        <Tooltip title={translate(`${M}.actions.signOut`)}>
                          <IconButton
                            aria-label={`${translate(`${M}.actions.signOut`)}: ${memberName(m)}`}
                            onClick={() => setPending({ kind: 'signOut', member: m })}
                          >
                            <LogoutIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      <MemberSecondFactorReset member={m} />
                      {may('delete') && (
                        <Tooltip title={translate(`${M}.actions.remove`)}>
                          <IconButton
                            color="error"
                            aria-label={`${translate(`${M}.actions.remove`)}: ${memberName(m)}`}
                            onClick={() => setPending({ kind: 'remove', member: m })}
                          >
                            <PersonRemoveIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {total > PER_PAGE && (
              <TablePagination
                component="div"
                count={total}
                page={page}
                rowsPerPage={PER_PAGE}
                rowsPerPageOptions={[PER_PAGE]}
                onPageChange={(_, p) => setPage(p)}
              />
            )}
          </Box>
        )}
      </CardContent>
      {pending && pending.kind !== 'edit' && (
        <Confirm
          isOpen
          loading={act.isPending}
          title={translate(`${M}.${pending.kind === 'remove' ? 'confirmRemove' : 'confirmSignOut'}.title`, {
            name: memberName(pending.member),
          })}
          content={translate(`${M}.${pending.kind === 'remove' ? 'confirmRemove' : 'confirmSignOut'}.content`, {
            name: memberName(pending.member),
            email: pending.member.email,
          })}
          confirm={`${M}.actions.${pending.kind === 'remove' ? 'remove' : 'signOut'}`}
          confirmColor="warning"
          onConfirm={() => act.mutate(pending)}
          onClose={() => !act.isPending && setPending(null)}
        />
      )}
      {pending?.kind === 'edit' && (
        <Dialog
          open
          onClose={() => !act.isPending && setPending(null)}
          fullWidth
          maxWidth="md"
          aria-labelledby="member-edit-title"
        >
          <Form
            onSubmit={(v: Record<string, unknown>) =>
              act.mutate({
                ...pending,
                roles: (v.roles as string[] | undefined) ?? [],
                permissions: permissionsFromForm(v.groups as string[] | undefined, v.extra as string | undefined),
              })
            }
            defaultValues={{ roles: pending.member.roles, ...permissionsToForm(pending.member.permissions) }}
            noValidate
          >
            <DialogTitle id="member-edit-title">
              {translate(`${M}.edit.title`, { name: memberName(pending.member) })}
            </DialogTitle>
            <DialogContent dividers>
              <GrantInputs acl={acl} customerIds={[pending.member.customerId]} />
            </DialogContent>
            <DialogActions>
              <MuiButton onClick={() => setPending(null)} disabled={act.isPending}>
                {translate(`${M}.actions.cancel`)}
              </MuiButton>
              <MuiButton type="submit" variant="contained" disabled={act.isPending}>
                {translate(`${M}.actions.save`)}
              </MuiButton>
            </DialogActions>
          </Form>
        </Dialog>
      )}
    </Card>
  );
}
