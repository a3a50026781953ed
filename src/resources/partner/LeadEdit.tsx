import {
  Edit,
  Loading,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { PARTNER_LEAD_RULES, isCompanyLocked } from '../../domain/partnerLead';
import { required } from '../../domain/validation';
import { fieldRules } from '../../components/fieldRules';
import { useNotifyError } from '../../shell/useNotifyError';
import LeadInputs from './LeadInputs';
import { leadApi, type VendorChanges } from './leadApi';
import {
  LeadDeleteButton,
  LeadNotFound,
  PARTNER_RESOURCE,
  R,
  ToListButton,
  VENDOR_RESOURCE,
  approvalChoices,
  areaPath,
  leadPath,
  useLeadRole,
  type LeadRecord,
} from './leadParts';

const approvedRules = fieldRules('approved', [required, ...PARTNER_LEAD_RULES.approved]);
const customerIdRules = fieldRules('customerId', PARTNER_LEAD_RULES.customerId);

/** The form's view of a lead (only what the forms edit). */
const toValues = (record: LeadRecord) => ({
  id: record.id,
  _id: record._id,
  updatedAt: record.updatedAt,
  customerId: record.customerId,
  company: record.company,
  approved: record.approved,
  status: record.status,
  description: record.description ?? '',
  website: record.website ?? '',
  address: {
    street: record.address?.street ?? '',
    zip: record.address?.zip ?? '',
    city: record.address?.city ?? '',
    country: record.address?.country ?? '',
  },
});

export function LeadTitle({ view }: { view: 'show' | 'edit' }) {
  const translate = useTranslate();
  const record = useRecordContext<LeadRecord>();
  return (
    <>{translate(`resources.${PARTNER_RESOURCE}.page.${view}`, { recordRepresentation: record?.company ?? '' })}</>
  );
}

const actions = (
  <TopToolbar>
    <ToListButton />
  </TopToolbar>
);

function PartnerForm() {
  const record = useRecordContext<LeadRecord>();
  if (!record) return null;
  return (
    <SimpleForm
      record={toValues(record)}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          <LeadDeleteButton />
        </Toolbar>
      }
      noValidate
      sx={{ maxWidth: 720 }}
    >
      <LeadInputs companyLocked={isCompanyLocked(record)} />
    </SimpleForm>
  );
}

/** The partner's edit (updatePartnerLead through the data provider: only the changed fields). */
function PartnerLeadEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useNotifyError();
  const onSuccess = (data: LeadRecord) => {
    notify(`resources.${PARTNER_RESOURCE}.notifications.updated`, {
      type: 'success',
      messageArgs: { name: data.company },
    });
    redirect(() => leadPath(String(data.id)));
  };
  return (
    <Edit
      resource={PARTNER_RESOURCE}
      disableAuthentication
      title={<LeadTitle view="edit" />}
      mutationMode="pessimistic"
      actions={actions}
      mutationOptions={{ onSuccess, onError }}
      error={<LeadNotFound />}
      redirectOnError={false}
    >
      <PartnerForm />
    </Edit>
  );
}

const empty = (v: unknown) => v === undefined || v === null || v === '';
const same = (a: unknown, b: unknown) => (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);
const VENDOR_FIELDS = ['approved', 'customerId', 'company', 'status', 'description', 'website', 'address'] as const;

/** The changed fields of the vendor's form (empty text → null). */
export function vendorChanges(before: Record<string, unknown>, values: Record<string, unknown>): VendorChanges {
  const changes: Record<string, unknown> = {};
  for (const key of VENDOR_FIELDS) {
    // A disabled input (the locked company) has no value: it is not sent.
    if (values[key] === undefined || same(values[key], before[key])) continue;
    changes[key] = empty(values[key]) ? null : values[key];
  }
  return changes as VendorChanges;
}

function VendorForm() {
  const record = useRecordContext<LeadRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  if (!record) return null;
  const before = toValues(record);
  const submit = async (values: Record<string, unknown>) => {
    const changes = vendorChanges(before, values);
    try {
      if (Object.keys(changes).length > 0) await leadApi().vendorUpdate(record, changes);
      notify(`${R}.vendor.saved`, { type: 'success', messageArgs: { name: String(values.company ?? record.company) } });
      redirect(leadPath(record.id));
      return undefined;
    } catch (error) {
      notifyError(error);
      return (error as HttpError).body?.errors as Record<string, string> | undefined;
    }
  };
  return (
    <SimpleForm record={before} onSubmit={submit} noValidate sx={{ maxWidth: 720 }}>
      <RadioButtonGroupInput
        source="approved"
        choices={approvalChoices}
        validate={approvedRules}
        parse={Number}
        helperText={`${R}.helper.approved`}
      />
      <TextInput source="customerId" validate={customerIdRules} helperText={`${R}.helper.customerId`} fullWidth />
      <LeadInputs companyLocked={isCompanyLocked(record)} />
    </SimpleForm>
  );
}

/** The vendor's edit: approval, partner customer number and the lead's fields (partnerLeadVendorUpdate). */
function VendorLeadEdit() {
  return (
    <Edit
      resource={VENDOR_RESOURCE}
      disableAuthentication
      title={<LeadTitle view="edit" />}
      actions={actions}
      error={<LeadNotFound />}
      redirectOnError={false}
    >
      <VendorForm />
    </Edit>
  );
}

/** /partner/partner-lead/{id}/edit: the vendor's form for vendors, the partner's otherwise. */
export default function LeadEdit() {
  const role = useLeadRole();
  const { id } = useParams();
  if (!id) return <Navigate to={areaPath()} replace />;
  if (!role.ready) return <Loading />;
  return role.isVendor ? <VendorLeadEdit /> : <PartnerLeadEdit />;
}
