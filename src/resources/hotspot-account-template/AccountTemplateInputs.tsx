import { Box, InputAdornment, Typography } from '@mui/material';
import { BooleanInput, DateTimeInput, NumberInput, TextInput, useTranslate } from 'react-admin';
import { useFieldRules } from '../../components/fieldRules';
import {
  ACCOUNT_PROFILE_LIMIT_FIELDS,
  ACCOUNT_PROFILE_LIMITS,
  ACCOUNT_TEMPLATE_RULES,
  type AccountProfileLimit,
} from '../../domain/accountTemplate';
import { DynamicExpiresInput } from './DynamicExpiresInput';

const R = 'resources.hotspot-account-template';

/** One profile limit with its unit shown in the input (min, kbit/s, MB) and the domain's bounds. */
function LimitInput({ field }: { field: AccountProfileLimit }) {
  const translate = useTranslate();
  const source = `accountProfile.${field}`;
  const rules = useFieldRules(source, ACCOUNT_TEMPLATE_RULES[source as `accountProfile.${AccountProfileLimit}`]);
  const { unit, min, max } = ACCOUNT_PROFILE_LIMITS[field];
  return (
    <NumberInput
      source={source}
      validate={rules}
      min={min}
      max={max}
      step={1}
      helperText={false}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">{translate(`${R}.units.${unit}`)}</InputAdornment> },
      }}
    />
  );
}

/** The inputs of an account template, shared by create and edit. */
export function AccountTemplateInputs() {
  const translate = useTranslate();
  const nameRules = useFieldRules('name', ACCOUNT_TEMPLATE_RULES.name);
  const descriptionRules = useFieldRules('description', ACCOUNT_TEMPLATE_RULES.description);
  const expiresRules = useFieldRules('accountProfile.expires', ACCOUNT_TEMPLATE_RULES['accountProfile.expires']);
  return (
    <>
      <TextInput source="name" validate={nameRules} />
      <TextInput source="description" multiline minRows={2} validate={descriptionRules} />
      <BooleanInput source="active" />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(`${R}.sections.configuration`)}
      </Typography>
      <DynamicExpiresInput
        source="accountConfiguration.dynamicExpires"
        label={`${R}.fields.accountConfiguration.dynamicExpires`}
        helperText={`${R}.helper.dynamicExpires`}
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(`${R}.sections.profile`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.sections.profileHelp`)}
      </Typography>
      <DateTimeInput source="accountProfile.expires" validate={expiresRules} helperText={`${R}.helper.expires`} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        {ACCOUNT_PROFILE_LIMIT_FIELDS.map((field) => (
          <LimitInput key={field} field={field} />
        ))}
      </Box>
    </>
  );
}
