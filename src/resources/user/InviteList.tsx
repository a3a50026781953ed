import { Box, Button as MuiButton, Card, CardContent, Typography, useMediaQuery, type Theme } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  DataTable,
  FilterButton,
  Link,
  List,
  NullableBooleanInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { INVITE_VALIDITY_DAYS, SEARCH_DEBOUNCE_MS } from '../../domain';
import EmptyState from '../../components/EmptyState';
import ExportButton from '../../components/ExportButton';
import LocaleDateField from '../../components/LocaleDateField';
import { NoResults, useSearchFilter } from '../../components/listParts';
import { RecordLink } from '../../components/listRows';
import RequireCustomer from '../../shell/RequireCustomer';
import { GrantChips, R, RESOURCE, StatusChip, invitePath, type InviteRecord } from './inviteParts';
import MemberList from './MemberList';

/** The export's columns (server/tenancy/invite/export.ts), headed by the list's field labels. */
const EXPORT_COLUMNS = [
  'email',
  'firstName',
  'lastName',
  'roles',
  'permissions',
  'lang',
  'timezone',
  'active',
  'expiresAt',
  'createdAt',
  'updatedAt',
  'customerId',
];

const FROM_MD = { display: { xs: 'none', md: 'table-cell' } };
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };

const fullName = (r: InviteRecord) => [r.firstName, r.lastName].filter(Boolean).join(' ');

/** The invite card (seed 001 §2): what inviting does, and the way to a new invitation. */
function InviteCard({ canCreate }: { canCreate: boolean }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 1, mb: 2 }} component="section" aria-labelledby="invite-card-title">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <PersonAddIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography id="invite-card-title" variant="h6" component="h2">
            {translate(`${R}.card.title`)}
          </Typography>
          <Typography color="text.secondary">
            {translate(canCreate ? `${R}.card.text` : `${R}.card.noRight`, { days: INVITE_VALIDITY_DAYS })}
          </Typography>
        </Box>
        {canCreate && <NewInviteButton />}
      </CardContent>
    </Card>
  );
}

function NewInviteButton() {
  const translate = useTranslate();
  return (
    <MuiButton variant="contained" component={Link} to={invitePath()} startIcon={<PersonAddIcon />}>
      {translate(`${R}.actions.create`)}
    </MuiButton>
  );
}

/** /user: the invite card, the organisation's invites with search and state filter, and its members (issue 38). */
export default function InviteList() {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({ resource: RESOURCE, action: 'create' });
  const filters = [
    useSearchFilter(),
    <NullableBooleanInput
      key="active"
      source="active"
      label={`${R}.fields.status`}
      trueLabel={`${R}.status.pending`}
      falseLabel={`${R}.status.expired`}
    />,
  ];
  const show = (id: string | number) => invitePath(String(id));
  return (
    <RequireCustomer>
      <InviteCard canCreate={canCreate} />
      <List
        resource={RESOURCE}
        title={`${R}.page.list`}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        filters={filters}
        actions={
          <TopToolbar>
            <FilterButton />
            <ExportButton columns={EXPORT_COLUMNS} />
          </TopToolbar>
        }
        empty={<EmptyState canCreate={false}>{canCreate && <NewInviteButton />}</EmptyState>}
        exporter={false}
        debounce={SEARCH_DEBOUNCE_MS}
      >
        {isPhone ? (
          <SimpleList<InviteRecord>
            primaryText={(record) => record.email}
            secondaryText={(record) =>
              [fullName(record), translate(`${R}.status.${record.expired ? 'expired' : 'pending'}`)]
                .filter(Boolean)
                .join(' · ')
            }
            rowClick={(id) => show(id)}
            empty={<NoResults />}
          />
        ) : (
          <DataTable<InviteRecord> rowClick={(id) => show(id)} bulkActionButtons={false} empty={<NoResults />}>
            <DataTable.Col source="email" label={`${R}.fields.email`} sx={{ overflowWrap: 'anywhere' }}>
              <RecordLink source="email" to={show} />
            </DataTable.Col>
            <DataTable.Col
              source="lastName"
              label={`${R}.fields.name`}
              sx={FROM_MD}
              render={(record) => fullName(record as InviteRecord)}
            />
            <DataTable.Col
              source="roles"
              label={`${R}.fields.roles`}
              disableSort
              sx={FROM_LG}
              render={(record) => {
                const r = record as InviteRecord;
                return <GrantChips roles={r.roles} permissions={r.permissions} max={3} />;
              }}
            />
            <DataTable.Col
              source="expired"
              label={`${R}.fields.status`}
              disableSort
              render={(record) => <StatusChip expired={(record as InviteRecord).expired} />}
            />
            <DataTable.Col source="createdAt" label={`${R}.fields.createdAt`} field={LocaleDateField} />
          </DataTable>
        )}
      </List>
      <MemberList />
    </RequireCustomer>
  );
}
