import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/constants';
import { isOperator } from '../../../domain/profile';
import { isCustomerId } from '../../../domain/validation';
import { formatDateTime } from '../../../i18n/formats';
import { noAccessTarget } from '../../guards';
import { useAcl } from '../../layout/useShell';
import type { PageProps } from '../../routes';
import { PageHeader } from '../PageHeader';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { ExportMenuButton, type StartExport } from '../../../components/ExportButton';
import { downloadExport } from '../../../providers/exportList';
import { tokenStore } from '../../../providers/tokenStore';
import { fetchAuditLog, type AuditEntry, type AuditLogArgs } from './auditApi';

const A = 'portal.audit';
export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;
/** Object ids shown in a row; the rest is counted (all of them in the cell's tooltip). */
const SHOWN_IDS = 3;
/** Outcomes offered in the filter (others can still appear in the table). */
export const AUDIT_OUTCOMES = [
  'ok',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'WRONG_PASSWORD',
  'LICENCE_EXCEEDED',
  'INTERNAL',
] as const;
/** Operations with a message of their own (`portal.audit.operations.*`): the REST ones and the mutations no verb-and-entity pair names. */
const NAMED_OPERATIONS = new Set([
  'signIn',
  'signInFailed',
  'passwordChanged',
  'passwordReset',
  'createVoucherBatch',
  'createUserInviteBatch',
  'deleteManyVouchers',
  'deactivateManyVouchers',
  'importHotspotDevices',
  'importVouchers',
  'invalidateHotspotAccountsByMultiAccountId',
  'partnerLeadVendorUpdate',
  'resendUserInvite',
  'takeOrganizationInvites',
  'takeUserInvites',
  // Passkeys (issue 38, D291).
  'signInPasskey',
  'passkeyRegistered',
  'passkeyRemoved',
]);
/** Entities of create/update/delete mutations with a name (`portal.audit.entities.*`). */
const ENTITIES = new Set([
  'CustomerPlugins',
  'DeviceAccount',
  'EnrollmentKey',
  'HotspotAccount',
  'HotspotAccountTemplate',
  'HotspotDevice',
  'HotspotDeviceConfig',
  'HotspotLoginTemplate',
  'Imprint',
  'Location',
  'LocationGroup',
  'PartnerLead',
  'Template',
  'TemplateBundle',
  'TermsOfUse',
  'UserInvite',
  'Voucher',
]);

/**
 * How an operation reads in the log: a message of its own, or the action and the entity of a
 * `create|update|delete<Entity>` mutation ("WLAN-Code gelöscht"); `null` for an unknown one (shown by
 * its technical name).
 */
export function auditOperationMessage(operation: string): { key: string; entity?: string } | null {
  const name = operation.replace(/^Mutation\./, '');
  if (NAMED_OPERATIONS.has(name)) return { key: `${A}.operations.${name}` };
  const m = /^(create|update|delete)([A-Z]\w*)$/.exec(name);
  if (m && ENTITIES.has(m[2]!)) return { key: `${A}.actions.${m[1]}`, entity: `${A}.entities.${m[2]}` };
  return null;
}

export interface AuditFilters {
  from: string;
  to: string;
  customer: string;
  operation: string;
  email: string;
  outcome: string;
}
const NO_FILTERS: AuditFilters = { from: '', to: '', customer: '', operation: '', email: '', outcome: '' };

/** A local calendar day (yyyy-mm-dd) → its local midnight as ISO; `nextDay` for an exclusive end. */
function dayStart(day: string, nextDay = false): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + (nextDay ? 1 : 0));
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** The query's arguments of the filters: the date range by whole local days, the customer when complete. */
export function auditArgs(f: AuditFilters, page: number, take: number): AuditLogArgs {
  const customer = f.customer.trim().toUpperCase();
  return {
    skip: page * take,
    take,
    from: dayStart(f.from),
    to: dayStart(f.to, true),
    customerIds: isCustomerId(customer) ? [customer] : undefined,
    operation: f.operation.trim() || undefined,
    email: f.email.trim() || undefined,
    outcome: f.outcome || undefined,
  };
}

/** The export's columns (server/tenancy/audit/export.ts) with the table's headers. */
const EXPORT_COLUMNS = [
  ['at', 'at'],
  ['email', 'user'],
  ['customerId', 'customer'],
  ['operation', 'operation'],
  ['objectIds', 'objects'],
  ['outcome', 'outcome'],
  ['ip', 'origin'],
] as const;

/** Who is no operator is sent to the no-access page like any refused route (the server refuses anyway). */
function useOperatorsOnly(): boolean {
  const { acl, isPending } = useAcl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const allowed = !isPending && isOperator(acl);
  useEffect(() => {
    if (!isPending && !allowed) navigate(noAccessTarget(pathname + search), { replace: true });
  }, [isPending, allowed, navigate, pathname, search]);
  return allowed;
}

function Filters({ value, onChange }: { value: AuditFilters; onChange: (next: AuditFilters) => void }) {
  const translate = useTranslate();
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  const customer = value.customer.trim();
  const badCustomer = customer !== '' && !isCustomerId(customer.toUpperCase());
  return (
    <Box
      component="fieldset"
      sx={{
        border: 0,
        p: 0,
        m: 0,
        mb: 2,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <Box
        component="legend"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {translate(`${A}.filters.label`)}
      </Box>
      <TextField
        type="date"
        size="small"
        label={translate(`${A}.filters.from`)}
        value={value.from}
        onChange={set('from')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to || undefined } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate(`${A}.filters.to`)}
        value={value.to}
        onChange={set('to')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from || undefined } }}
      />
      <TextField
        size="small"
        label={translate(`${A}.filters.customer`)}
        value={value.customer}
        onChange={set('customer')}
        error={badCustomer}
        helperText={translate(badCustomer ? `${A}.filters.customerInvalid` : `${A}.filters.customerHelp`)}
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
      />
      <TextField
        size="small"
        label={translate(`${A}.filters.operation`)}
        value={value.operation}
        onChange={set('operation')}
        helperText={translate(`${A}.filters.operationHelp`)}
        slotProps={{ htmlInput: { maxLength: 100, spellCheck: false } }}
      />
      <TextField
        size="small"
        type="search"
        label={translate(`${A}.filters.email`)}
        value={value.email}
        onChange={set('email')}
        slotProps={{ htmlInput: { maxLength: 320, spellCheck: false } }}
      />
      <TextField
        select
        size="small"
        label={translate(`${A}.filters.outcome`)}
        value={value.outcome}
        onChange={set('outcome')}
      >
        <MenuItem value="">{translate(`${A}.filters.anyOutcome`)}</MenuItem>
        {AUDIT_OUTCOMES.map((o) => (
          <MenuItem key={o} value={o}>
            {translate(`${A}.outcomes.${o}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function Row({ entry, formatDate }: { entry: AuditEntry; formatDate: (iso: string) => string }) {
  const translate = useTranslate();
  const technical = entry.operation.replace(/^Mutation\./, '');
  const message = auditOperationMessage(entry.operation);
  const known = (AUDIT_OUTCOMES as readonly string[]).includes(entry.outcome);
  const outcome = known ? translate(`${A}.outcomes.${entry.outcome}`) : entry.outcome;
  const more = entry.objectIds.length - SHOWN_IDS;
  const wrap = { overflowWrap: 'anywhere' } as const;
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={entry.at}>{formatDate(entry.at)}</time>
      </TableCell>
      <TableCell sx={wrap}>{entry.email ?? translate(`${A}.unknownUser`)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.customerId ?? '–'}</TableCell>
      <TableCell sx={wrap} title={translate(`${A}.technicalName`, { name: technical })}>
        {message ? (
          translate(message.key, message.entity ? { entity: translate(message.entity) } : undefined)
        ) : (
          <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
            {technical}
          </Box>
        )}
      </TableCell>
      <TableCell sx={{ ...wrap, fontFamily: 'monospace', fontSize: '0.8125rem' }} title={entry.objectIds.join('\n')}>
        {entry.objectIds.slice(0, SHOWN_IDS).join(', ')}
        {more > 0 && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            {translate(`${A}.moreObjects`, { count: more })}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={entry.outcome === 'ok' ? 'success' : 'error'}
          label={outcome}
          title={entry.outcome}
        />
      </TableCell>
      <TableCell sx={wrap} title={entry.userAgent ?? undefined}>
        {entry.ip ?? '–'}
      </TableCell>
    </TableRow>
  );
}

/** /audit: the audit log for operators — every change and sign-in, newest first, with filters. */
export default function AuditLogPage({ route }: PageProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const allowed = useOperatorsOnly();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [take, setTake] = useState<number>(AUDIT_PAGE_SIZES[1]);
  const debounced = useDebouncedValue(filters, SEARCH_DEBOUNCE_MS);
  const args = auditArgs(debounced, page, take);
  const query = useQuery({
    queryKey: ['portal', 'audit', args],
    queryFn: () => fetchAuditLog(args),
    enabled: allowed,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
  const changeFilters = (next: AuditFilters) => {
    setFilters(next);
    setPage(0);
  };
  const startExport: StartExport = (format, onProgress) => {
    const { skip: _skip, take: _take, ...filter } = args;
    return downloadExport('auditLog', { args: filter as Record<string, unknown> }, tokenStore, {
      format,
      locale,
      columns: EXPORT_COLUMNS.map(([key, label]) => ({ key, label: translate(`${A}.columns.${label}`) })),
      onProgress,
    });
  };
  const pageKey = (type: string) => (type === 'next' ? `${A}.nextPage` : `${A}.previousPage`);

  if (!allowed) return <LinearProgress aria-label={translate(`${A}.loading`)} sx={{ mt: 2 }} />;

  return (
    <Box sx={{ mt: 1, minWidth: 0 }}>
      <PageHeader title={route.title ?? `${A}.title`} icon={FactCheckIcon}>
        <ExportMenuButton start={startExport} disabled={!query.data?.totalCount} />
        <Button onClick={() => changeFilters(NO_FILTERS)} disabled={filters === NO_FILTERS}>
          {translate(`${A}.filters.reset`)}
        </Button>
      </PageHeader>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {translate(`${A}.intro`)}
      </Typography>
      <Filters value={filters} onChange={changeFilters} />
      {query.isFetching && <LinearProgress aria-label={translate(`${A}.loading`)} sx={{ mb: 1 }} />}
      {query.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {translate(`${A}.retry`)}
            </Button>
          }
        >
          {translate(`${A}.loadError`)}
        </Alert>
      )}
      {query.data && (
        <Paper variant="outlined">
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate(`${A}.title`)}>
              <TableHead>
                <TableRow>
                  {(['at', 'user', 'customer', 'operation', 'objects', 'outcome', 'origin'] as const).map((c) => (
                    <TableCell key={c}>{translate(`${A}.columns.${c}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.data.map((entry) => (
                  <Row key={entry._id} entry={entry} formatDate={(iso) => formatDateTime(iso, locale)} />
                ))}
                {query.data.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={7}>
                      <Typography color="text.secondary">{translate(`${A}.empty`)}</Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={query.data.totalCount}
            page={page}
            rowsPerPage={take}
            rowsPerPageOptions={[...AUDIT_PAGE_SIZES]}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(e) => {
              setTake(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate(`${A}.rowsPerPage`)}
            labelDisplayedRows={({ from, to, count }) => translate(`${A}.rows`, { from, to, count })}
            getItemAriaLabel={(type) => translate(pageKey(type))}
          />
        </Paper>
      )}
    </Box>
  );
}
