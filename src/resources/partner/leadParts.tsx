/**
 * Parts the lead screens share: who the user is here (partner or vendor, useLeadRole), the data
 * resource of that role, the paths of the area, the status and approval chips, the not-found state
 * and the delete button.
 */
import { useState } from 'react';
import { Alert, AlertTitle, Box, Button as MuiButton, Chip, type ChipProps } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/List';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Confirm, Link, useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { can, canAnywhere, customerScope, isVendorAcl, type AclMap } from '../../domain/acl';
import {
  LEAD_APPROVAL_NAMES,
  LEAD_STATUS_NAMES,
  leadApprovalName,
  leadStatusName,
  type LeadApprovalName,
  type LeadStatusName,
} from '../../domain/partnerLead';
import { resourcePath } from '../../components/resourcePath';
import { useAcl } from '../../shell/layout/useShell';
import { useNotifyError } from '../../shell/useNotifyError';

export const R = 'resources.partner';
export const PARTNER_RESOURCE = 'partner/partner-lead';
export const VENDOR_RESOURCE = 'partner/vendor-lead';

export interface LeadRecord {
  id: string;
  _id: string;
  customerId: string;
  company: string;
  approved: number;
  status: number;
  description?: string | null;
  website?: string | null;
  address?: { street?: string | null; zip?: string | null; city?: string | null; country?: string | null } | null;
  messages: { createdAt?: string | null; from?: string | null; text: string }[];
  customer?: {
    customerId: string;
    company: string;
    email?: string | null;
    phone?: string | null;
    website?: string | null;
    address?: { street?: string | null; zip?: string | null; city?: string | null; country?: string | null } | null;
  } | null;
  createdAt: string;
  updatedAt: string;
}

export interface LeadRole {
  /** Permissions loaded. */
  ready: boolean;
  /** A vendor (PartnerLeadVendor read or update under any key; an operator with '*:*' is one too). */
  isVendor: boolean;
  /** The vendor may change leads (approval, partner customer number). */
  vendorCanUpdate: boolean;
  /** The data resource of this user's view. */
  resource: typeof PARTNER_RESOURCE | typeof VENDOR_RESOURCE;
  /** Customer numbers the user may register leads for ('*': any). */
  createKeys: '*' | string[];
  /** May the user (as partner) do `action` on a lead of `customerId`? */
  partnerCan: (action: 'create' | 'read' | 'update' | 'delete', customerId: string | undefined) => boolean;
  /** May the user change this lead at all (as partner or as vendor)? */
  canWrite: (customerId: string | undefined) => boolean;
}

/** The role of the user in the partner area, from the permission map (seed 000 §6 menu rules). */
export function leadRole(acl: AclMap | undefined, ready = true): LeadRole {
  const isVendor = isVendorAcl(acl);
  const vendorCanUpdate = canAnywhere(acl, 'PartnerLeadVendor', 'update');
  const partnerCan: LeadRole['partnerCan'] = (action, customerId) =>
    !!customerId && can(acl, 'PartnerLead', action, customerId);
  return {
    ready,
    isVendor,
    vendorCanUpdate,
    resource: isVendor ? VENDOR_RESOURCE : PARTNER_RESOURCE,
    createKeys: customerScope(acl, 'PartnerLead', 'create'),
    partnerCan,
    canWrite: (customerId) => (isVendor ? vendorCanUpdate : partnerCan('update', customerId)),
  };
}

export function useLeadRole(): LeadRole {
  const { acl, isPending } = useAcl();
  return leadRole(acl, !isPending);
}

/** The area's pages: list /partner, lead /partner/partner-lead/{id}[/edit], create. */
export const areaPath = (): string => resourcePath('partner');
export const leadPath = (id?: string, view: 'show' | 'edit' | 'create' = 'show'): string =>
  resourcePath(PARTNER_RESOURCE, id, view);

export const STATUS_COLOR: Record<LeadStatusName, ChipProps['color']> = {
  new: 'info',
  inContact: 'secondary',
  offerSent: 'warning',
  won: 'success',
  lost: 'default',
};
export const APPROVAL_COLOR: Record<LeadApprovalName, ChipProps['color']> = {
  open: 'default',
  approved: 'success',
  rejected: 'error',
};

export const statusChoices = LEAD_STATUS_NAMES.map((name, id) => ({ id, name: `${R}.status.${name}` }));
export const approvalChoices = LEAD_APPROVAL_NAMES.map((name, id) => ({ id, name: `${R}.approval.${name}` }));

export function StatusChip({ value }: { value: number }) {
  const translate = useTranslate();
  const name = leadStatusName(value);
  if (!name) return null;
  return <Chip size="small" color={STATUS_COLOR[name]} label={translate(`${R}.status.${name}`)} />;
}

export function ApprovalChip({ value }: { value: number }) {
  const translate = useTranslate();
  const name = leadApprovalName(value);
  if (!name) return null;
  return (
    <Chip
      size="small"
      variant={name === 'open' ? 'outlined' : 'filled'}
      color={APPROVAL_COLOR[name]}
      label={translate(`${R}.approval.${name}`)}
    />
  );
}

/** A lead that does not exist or is not the user's: say so, with the way back to the list. */
export function LeadNotFound() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  return (
    <Box sx={{ maxWidth: 720, mt: 2 }}>
      <Alert severity="warning" role="alert">
        <AlertTitle>{translate(`resources.${PARTNER_RESOURCE}.notFound.title`)}</AlertTitle>
        {translate(`resources.${PARTNER_RESOURCE}.notFound.text`, { id })}
      </Alert>
      <MuiButton component={Link} to={areaPath()} startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
        {translate(`resources.${PARTNER_RESOURCE}.notFound.back`)}
      </MuiButton>
    </Box>
  );
}

/** Delete the lead after a confirmation naming it; only for partners who may delete it. */
export function LeadDeleteButton() {
  const record = useRecordContext<LeadRecord>();
  const role = useLeadRole();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const [deleteOne, { isPending }] = useDelete();
  if (!record || role.isVendor || !role.partnerCan('delete', record.customerId)) return null;
  const confirm = () =>
    deleteOne(
      PARTNER_RESOURCE,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`resources.${PARTNER_RESOURCE}.notifications.deleted`, { type: 'info' });
          redirect(areaPath());
        },
        onError: (error) => {
          setOpen(false);
          notifyError(error);
        },
      },
    );
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} startIcon={<DeleteIcon />} />
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`resources.${PARTNER_RESOURCE}.confirm.deleteTitle`}
        titleTranslateOptions={{ name: record.company }}
        content={`resources.${PARTNER_RESOURCE}.confirm.deleteContent`}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * Links of the area's toolbars. react-admin's ListButton and EditButton ask canAccess for the active
 * customer, which is not whose leads these are: a partner's or vendor's rights are checked here from
 * the role (and by the server), whatever customer is active.
 */
export function ToListButton() {
  const translate = useTranslate();
  return (
    <MuiButton component={Link} to={areaPath()} size="small" startIcon={<ListIcon />}>
      {translate('ra.action.list')}
    </MuiButton>
  );
}

export function ToEditButton({ id, label }: { id: string; label: string }) {
  const translate = useTranslate();
  return (
    <MuiButton component={Link} to={leadPath(id, 'edit')} size="small" startIcon={<EditIcon />}>
      {translate(label)}
    </MuiButton>
  );
}
