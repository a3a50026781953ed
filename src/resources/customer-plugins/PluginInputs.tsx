import { useMemo, useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useFormContext } from 'react-hook-form';
import {
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  PasswordInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { PluginKey } from '../../domain/enums';
import { PLUGIN_FIELDS, blockRules, type PluginField } from '../../domain/plugins';
import type { Validator } from '../../domain/validation';

const R = 'resources.customer-plugins';

/**
 * The rules of a plugin field as input validators whose messages name the field by its label in
 * this block (`resources.customer-plugins.fields.<block>.<field>`: "Webhook-URL", not another
 * area's "API-URL"), as fieldRules does for the catalogue's labels. Same rules, same validators.
 */
const named = new Map<string, Map<readonly Validator[], Validator[]>>();
function pluginFieldRules(source: string, rules: readonly Validator[]): Validator[] {
  const fieldLabel = `${R}.fields.${source}`;
  let byRules = named.get(fieldLabel);
  if (!byRules) named.set(fieldLabel, (byRules = new Map()));
  let wrapped = byRules.get(rules);
  if (!wrapped) {
    wrapped = rules.map((rule) => {
      const withLabel: Validator = (value, values) => {
        const failed = rule(value, values);
        return failed && { message: failed.message, args: { ...failed.args, fieldLabel } };
      };
      return Object.assign(withLabel, 'isRequired' in rule ? { isRequired: rule.isRequired } : {});
    });
    byRules.set(rules, wrapped);
  }
  return wrapped;
}

/** URLs and e-mail addresses have no spaces: taken without the ones around them (as the server does). */
const trimmed = (value: string) => (typeof value === 'string' ? value.trim() : value);

/** Helper text of a field: what its numbers mean, where a rule needs explaining. */
function helperOf(key: PluginKey, field: PluginField): string | false {
  if (key === 'concurrentUser') return `${R}.helper.concurrentUser`;
  if (field.unlimited) return `${R}.helper.unlimited`;
  if (field.unit === 'vlan') return `${R}.helper.vlan`;
  if (field.name === 'mailDomains') return `${R}.helper.mailDomains`;
  if (field.name === 'smsSenderName') return `${R}.helper.smsSenderName`;
  return false;
}

/**
 * A credential: write-only. Stored ones show as "set" with a button to replace them (the input then
 * starts empty; "keep" empties it again, so the stored one stays); new ones are a password input.
 */
function SecretInput({
  source,
  label,
  stored,
  validate,
}: {
  source: string;
  label: string;
  stored: boolean;
  validate: Validator[];
}) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [replacing, setReplacing] = useState(!stored);
  if (!replacing) {
    return (
      <Box sx={{ mb: 2, width: '100%' }} role="group" aria-label={label}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip icon={<LockIcon />} label={translate(`${R}.values.secretSet`)} size="small" color="success" />
          <Button
            size="small"
            onClick={() => setReplacing(true)}
            aria-label={`${label}: ${translate(`${R}.actions.replaceSecret`)}`}
          >
            {translate(`${R}.actions.replaceSecret`)}
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {translate(`${R}.helper.secretSet`)}
        </Typography>
      </Box>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', width: '100%' }}>
      <PasswordInput
        source={source}
        label={label}
        validate={validate}
        autoFocus={stored}
        helperText={`${R}.helper.secretNew`}
        slotProps={{ htmlInput: { autoComplete: 'new-password', spellCheck: false } }}
        sx={{ flex: 1 }}
      />
      {stored && (
        <Button
          size="small"
          sx={{ mt: 2 }}
          aria-label={`${label}: ${translate(`${R}.actions.keepSecret`)}`}
          onClick={() => {
            setValue(source, '', { shouldDirty: true, shouldValidate: true });
            setReplacing(false);
          }}
        >
          {translate(`${R}.actions.keepSecret`)}
        </Button>
      )}
    </Stack>
  );
}

function FieldInput({
  pluginKey,
  field,
  rules,
  storedSecret,
}: {
  pluginKey: PluginKey;
  field: PluginField;
  rules: Validator[];
  storedSecret: boolean;
}) {
  const translate = useTranslate();
  const source = `${pluginKey}.${field.name}`;
  const validate = pluginFieldRules(source, rules);
  const name = translate(`${R}.fields.${source}`);
  // storage in MB (seed 001 §9); counts and VLAN ids name what they count already
  const unit = field.unit === 'mb' ? translate(`${R}.units.${field.unit}`) : '';
  const label = unit ? `${name} (${unit})` : name;
  const helperText = helperOf(pluginKey, field);
  const choices = (field.options ?? []).map((id) => ({ id, name: `enums.${field.enumGroup}.${id}` }));
  switch (field.kind) {
    case 'secret':
      return <SecretInput source={source} label={name} stored={storedSecret} validate={validate} />;
    case 'bool':
      return <BooleanInput source={source} label={label} />;
    case 'int':
      return <NumberInput source={source} label={label} validate={validate} helperText={helperText} step={1} />;
    case 'enum':
      return <SelectInput source={source} label={label} choices={choices} validate={validate} />;
    case 'enumList':
      return <CheckboxGroupInput source={source} label={label} choices={choices} validate={validate} />;
    case 'textList':
      return <TextArrayInput source={source} label={label} validate={validate} helperText={helperText} />;
    default:
      return (
        <TextInput
          source={source}
          label={label}
          validate={validate}
          helperText={helperText}
          type={field.kind === 'email' ? 'email' : 'text'}
          parse={field.kind === 'url' || field.kind === 'email' ? trimmed : undefined}
          slotProps={{ htmlInput: { spellCheck: false, inputMode: field.kind === 'url' ? 'url' : undefined } }}
        />
      );
  }
}

/**
 * The inputs of one plugin block (seed 001 §3) with the domain's rules: `active`, then each field
 * of the block by its kind (text, URL, e-mail, number with its unit, switch, choice, list,
 * credential). `storedSecrets`: the block's credentials that are stored (edit: may stay empty).
 */
export function PluginInputs({ pluginKey, storedSecrets }: { pluginKey: PluginKey; storedSecrets: readonly string[] }) {
  const translate = useTranslate();
  const keepKey = storedSecrets.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keepKey is storedSecrets' content
  const rules = useMemo(() => blockRules(pluginKey, storedSecrets), [pluginKey, keepKey]);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.descriptions.${pluginKey}`)}
      </Typography>
      <BooleanInput source={`${pluginKey}.active`} label={`${R}.fields.active`} helperText={`${R}.helper.active`} />
      {PLUGIN_FIELDS[pluginKey].length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.values.noSettings`)}
        </Typography>
      )}
      {PLUGIN_FIELDS[pluginKey].map((field) => (
        <FieldInput
          key={field.name}
          pluginKey={pluginKey}
          field={field}
          rules={rules[`${pluginKey}.${field.name}`]!}
          storedSecret={storedSecrets.includes(field.name)}
        />
      ))}
    </>
  );
}
