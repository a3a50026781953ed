import { useState } from 'react';
import { Box, Button as MuiButton, Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Labeled,
  Loading,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { LEAD_APPROVAL, isCompanyLocked } from '../../domain/partnerLead';
import { isHttpUrl } from '../../domain/validation';
import LocaleDateField from '../../components/LocaleDateField';
import { useNotifyError } from '../../shell/useNotifyError';
import LeadComments from './LeadComments';
import { LeadTitle } from './LeadEdit';
import OrderFormButton from './OrderForm';
import { leadApi } from './leadApi';
import {
  ApprovalChip,
  LeadDeleteButton,
  LeadNotFound,
  R,
  StatusChip,
  ToEditButton,
  ToListButton,
  useLeadRole,
  type LeadRecord,
} from './leadParts';

function Actions() {
  const record = useRecordContext<LeadRecord>();
  const role = useLeadRole();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ToListButton />
      {record && <OrderFormButton record={record} />}
      {record && role.canWrite(record.customerId) && (
        <ToEditButton id={record.id} label={role.isVendor ? `${R}.vendor.edit` : 'ra.action.edit'} />
      )}
      <LeadDeleteButton />
    </TopToolbar>
  );
}

/** The vendor's quick decision on an open (or decided) lead: approve or reject. */
function VendorDecision({ record }: { record: LeadRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const decide = async (approved: number) => {
    setBusy(true);
    try {
      await leadApi().vendorUpdate(record, { approved });
      notify(`${R}.vendor.saved`, { type: 'success', messageArgs: { name: record.company } });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return (
    <Box component="section" aria-labelledby="lead-vendor-title">
      <Typography id="lead-vendor-title" variant="h6" component="h2" gutterBottom>
        {translate(`${R}.sections.vendor`)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <ApprovalChip value={record.approved} />
        {record.approved !== LEAD_APPROVAL.approved && (
          <MuiButton
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            disabled={busy}
            onClick={() => decide(LEAD_APPROVAL.approved)}
          >
            {translate(`${R}.vendor.approve`)}
          </MuiButton>
        )}
        {record.approved !== LEAD_APPROVAL.rejected && (
          <MuiButton
            variant="outlined"
            color="error"
            startIcon={<CloseIcon />}
            disabled={busy}
            onClick={() => decide(LEAD_APPROVAL.rejected)}
          >
            {translate(`${R}.vendor.reject`)}
          </MuiButton>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(`${R}.helper.approved`)}
      </Typography>
    </Box>
  );
}

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 };

function LeadDetails() {
  const record = useRecordContext<LeadRecord>();
  const role = useLeadRole();
  const translate = useTranslate();
  if (!record) return null;
  const F = `resources.partner/partner-lead.fields`;
  const none = translate(`${R}.values.none`);
  const a = record.address;
  const address = [a?.street, [a?.zip, a?.city].filter(Boolean).join(' '), a?.country].filter(Boolean).join(', ');
  return (
    <SimpleShowLayout sx={{ '& .RaSimpleShowLayout-stack': { width: '100%' } }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {record.company}
        </Typography>
        <StatusChip value={record.status} />
        <ApprovalChip value={record.approved} />
      </Stack>
      {isCompanyLocked(record) && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.helper.companyLocked`)}
        </Typography>
      )}
      <Box sx={GRID}>
        <Labeled label={`${F}.customer`}>
          <Typography variant="body2">
            {record.customer?.company ?? none} ({record.customerId})
          </Typography>
        </Labeled>
        <Labeled label={`${F}.website`}>
          {record.website && isHttpUrl(record.website) ? (
            <MuiLink href={record.website} target="_blank" rel="noopener noreferrer" variant="body2">
              {record.website}
            </MuiLink>
          ) : (
            <Typography variant="body2">{record.website || none}</Typography>
          )}
        </Labeled>
        <Labeled label={`${R}.sections.address`}>
          <Typography variant="body2">{address || none}</Typography>
        </Labeled>
        <Labeled label={`${F}.createdAt`}>
          <LocaleDateField source="createdAt" />
        </Labeled>
        <Labeled label={`${F}.updatedAt`}>
          <LocaleDateField source="updatedAt" />
        </Labeled>
      </Box>
      <Labeled label={`${F}.description`}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {record.description || none}
        </Typography>
      </Labeled>
      {role.isVendor && role.vendorCanUpdate && <Divider />}
      {role.isVendor && role.vendorCanUpdate && <VendorDecision record={record} />}
      <Divider />
      <LeadComments record={record} asVendor={role.isVendor} canWrite={role.canWrite(record.customerId)} />
    </SimpleShowLayout>
  );
}

/** /partner/partner-lead/{id}: a lead with its comments, the order form and (vendors) the decision. */
export default function LeadShow() {
  const role = useLeadRole();
  if (!role.ready) return <Loading />;
  return (
    <Show
      resource={role.resource}
      disableAuthentication
      title={<LeadTitle view="show" />}
      actions={<Actions />}
      error={<LeadNotFound />}
      redirectOnError={false}
    >
      <LeadDetails />
    </Show>
  );
}
