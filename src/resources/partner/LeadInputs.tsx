import { Box, Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { PARTNER_LEAD_RULES } from '../../domain/partnerLead';
import { required } from '../../domain/validation';
import { fieldRules } from '../../components/fieldRules';
import { R, statusChoices } from './leadParts';

const rules = {
  company: fieldRules('company', PARTNER_LEAD_RULES.company),
  description: fieldRules('description', PARTNER_LEAD_RULES.description),
  website: fieldRules('website', PARTNER_LEAD_RULES.website),
  street: fieldRules('address.street', PARTNER_LEAD_RULES['address.street']),
  zip: fieldRules('address.zip', PARTNER_LEAD_RULES['address.zip']),
  city: fieldRules('address.city', PARTNER_LEAD_RULES['address.city']),
  country: fieldRules('address.country', PARTNER_LEAD_RULES['address.country']),
  status: fieldRules('status', [required, ...PARTNER_LEAD_RULES.status]),
};

/**
 * The lead's own fields, for create and both edits. `companyLocked`: the lead is approved, so the
 * company is shown disabled with the reason (seed 001 §3: it can no longer be changed).
 */
export default function LeadInputs({ companyLocked = false }: { companyLocked?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <TextInput
        source="company"
        validate={rules.company}
        disabled={companyLocked}
        helperText={companyLocked ? `${R}.helper.companyLocked` : false}
        fullWidth
      />
      <SelectInput source="status" choices={statusChoices} validate={rules.status} parse={Number} fullWidth />
      <TextInput source="website" type="url" validate={rules.website} helperText={`${R}.helper.website`} fullWidth />
      <TextInput source="description" validate={rules.description} multiline minRows={3} fullWidth />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate(`${R}.sections.address`)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, columnGap: 2, width: '100%' }}>
        <TextInput source="address.street" validate={rules.street} />
        <TextInput source="address.zip" validate={rules.zip} />
        <TextInput source="address.city" validate={rules.city} />
        <TextInput source="address.country" validate={rules.country} />
      </Box>
    </>
  );
}
