import { Box, Typography } from '@mui/material';
import {
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  PasswordInput,
  RadioButtonGroupInput,
  TextArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useMessagePrefix } from '../../components/listParts';
import {
  CRITERIA_FIELDS,
  DEVICE_ACCOUNT_RULES,
  criteriaErrors,
  objectId,
  type Validator,
  type CriteriaValues,
  type DeviceAccountType,
} from '../../domain';
import { fieldRules } from '../../components/fieldRules';
import { ACCOUNT_TYPE_CHOICES, WRITE_ONLY_CRITERIA } from './deviceAccountRecord';

const nameRules = fieldRules('name', DEVICE_ACCOUNT_RULES.name);
const descriptionRules = fieldRules('description', DEVICE_ACCOUNT_RULES.description);
const keywordRules = fieldRules('keywords', DEVICE_ACCOUNT_RULES.keywords);
const expiresRules = fieldRules('expires', DEVICE_ACCOUNT_RULES.expires);
const accountTypeRules = fieldRules('criteria.accountType', DEVICE_ACCOUNT_RULES['criteria.accountType']);
type CriteriaField = 'clientDeviceMac' | 'username' | 'password';

/** The domain's criteria rule plus the field's rules (same arguments, same validators). */
const inputRuleLists = new Map<string, readonly Validator[]>();
function criteriaInputRules(field: CriteriaField, storedType?: DeviceAccountType | null) {
  const key = `${field}:${storedType ?? ''}`;
  let rules = inputRuleLists.get(key);
  if (!rules) {
    rules = [criteriaRule(field, storedType), ...DEVICE_ACCOUNT_RULES[`criteria.${field}`]];
    inputRuleLists.set(key, rules);
  }
  return fieldRules(`criteria.${field}`, rules);
}
const loginTemplateRules = fieldRules('loginTemplate', [objectId]);

/**
 * The criteria rule of one field, from the domain's `criteriaErrors` over all values: the field is
 * required when the chosen type needs it, unless it is a write-only field the stored type already
 * has (edit: its hash stays when left empty). An input-level validator, because react-hook-form does
 * not run input validators next to a form-level `validate`.
 */
const criteriaRuleCache = new Map<string, Validator>();
export function criteriaRule(field: CriteriaField, storedType?: DeviceAccountType | null): Validator {
  const key = `${field}:${storedType ?? ''}`;
  let rule = criteriaRuleCache.get(key);
  if (!rule) {
    const keep = keepStored(storedType);
    rule = (_value, values) => criteriaErrors((values?.criteria ?? {}) as CriteriaValues, keep)[`criteria.${field}`];
    criteriaRuleCache.set(key, rule);
  }
  return rule;
}

/** On edit: the write-only fields the stored type already has may stay empty (their hash is kept). */
export function keepStored(storedType: DeviceAccountType | null | undefined): readonly string[] {
  const stored: readonly string[] = storedType ? CRITERIA_FIELDS[storedType] : [];
  return WRITE_ONLY_CRITERIA.filter((field) => stored.includes(field));
}

function AccountTypeOption({ type }: { type: DeviceAccountType }) {
  const R = useMessagePrefix();
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
      <Typography component="span" sx={{ display: 'block' }}>
        {translate(`${R}.types.${type}`)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {translate(`${R}.typeHelp.${type}`)}
      </Typography>
    </Box>
  );
}

const TYPE_OPTION_TEXT = (choice: { id: DeviceAccountType }) => <AccountTypeOption type={choice.id} />;

/**
 * The inputs of a device account, shared by create and edit: the criteria inputs follow the chosen
 * account type. `storedType` (edit): the write-only MAC / password are not shown, only replaced.
 */
export function DeviceAccountInputs({ storedType }: { storedType?: DeviceAccountType | null }) {
  const R = useMessagePrefix();
  const stored: readonly string[] = storedType ? CRITERIA_FIELDS[storedType] : [];
  return (
    <>
      <TextInput source="name" validate={nameRules} />
      <TextInput source="description" multiline minRows={2} validate={descriptionRules} />
      <BooleanInput source="active" />
      <RadioButtonGroupInput
        source="criteria.accountType"
        choices={ACCOUNT_TYPE_CHOICES}
        optionText={TYPE_OPTION_TEXT}
        translateChoice={false}
        validate={accountTypeRules}
      />
      <FormDataConsumer<{ criteria?: CriteriaValues }>>
        {({ formData }) => {
          const type = formData.criteria?.accountType;
          const needs: readonly string[] = type ? CRITERIA_FIELDS[type] : [];
          return (
            <>
              {needs.includes('clientDeviceMac') && (
                <TextInput
                  source="criteria.clientDeviceMac"
                  validate={criteriaInputRules('clientDeviceMac', storedType)}
                  isRequired={!stored.includes('clientDeviceMac')}
                  helperText={`${R}.helper.${stored.includes('clientDeviceMac') ? 'macStored' : 'clientDeviceMac'}`}
                  slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
                />
              )}
              {needs.includes('username') && (
                <TextInput
                  source="criteria.username"
                  validate={criteriaInputRules('username', storedType)}
                  isRequired
                  slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
                />
              )}
              {needs.includes('password') && (
                // PasswordInput: type password with a show/hide toggle (write-only, never prefilled).
                <PasswordInput
                  source="criteria.password"
                  validate={criteriaInputRules('password', storedType)}
                  isRequired={!stored.includes('password')}
                  helperText={stored.includes('password') ? `${R}.helper.passwordStored` : false}
                  slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
                />
              )}
            </>
          );
        }}
      </FormDataConsumer>
      <DateTimeInput source="expires" validate={expiresRules} helperText={`${R}.helper.expires`} />
      <TextArrayInput source="keywords" validate={keywordRules} helperText={`${R}.helper.keywords`} />
      <TextInput
        source="loginTemplate"
        validate={loginTemplateRules}
        helperText={`${R}.helper.loginTemplate`}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <BooleanInput source="showTermsOfUse" helperText={`${R}.helper.showTermsOfUse`} />
    </>
  );
}
