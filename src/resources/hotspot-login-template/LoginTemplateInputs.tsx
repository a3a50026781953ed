import { useEffect } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFieldRules } from '../../components/fieldRules';
import { CONDITIONAL_COOLDOWN_PROPERTIES, required, type LoginType, type PluginKey } from '../../domain';
import {
  conditionalCooldownErrors,
  LOGIN_TEMPLATE_RULES,
  LOGIN_TYPE_CONFIG,
  loginTypeConfigErrors,
  type ConditionalCooldownValues,
  type LoginTypeConfigSpec,
  type LoginTypeConfigValues,
} from '../../domain/loginTemplate';
import { DynamicExpiresInput, namedRules, type ContextRule } from '../hotspot-account-template/DynamicExpiresInput';
import { GuestLoginFormInfo } from './GuestLoginInfo';
import { LOGIN_TYPE_CHOICES } from './loginTemplateRecord';
import type { PluginsRow } from './usePluginsRow';

const R = 'resources.hotspot-login-template';
export const ACCOUNT_TEMPLATES = 'hotspot-account-template';
export const TERMS_OF_USE = 'start-pages/terms-of-use';

/** The domain's config rule of one field, over the whole config of the chosen type. */
const configRules = new Map<string, ReturnType<typeof namedRules>>();
function configRule(field: string) {
  let rules = configRules.get(field);
  if (!rules) {
    const key = `loginTypeConfig.${field}`;
    const rule: ContextRule = (_value, values) =>
      loginTypeConfigErrors(values?.loginType as LoginType, values?.loginTypeConfig as LoginTypeConfigValues)[key];
    rules = namedRules(`${R}.fields.${key}`, [Object.assign(rule, { isRequired: true })]);
    configRules.set(field, rules);
  }
  return rules;
}

/** The domain's rule of one field of a conditional cooldown (the item found by the input's full source). */
const conditionalRule =
  (field: keyof ConditionalCooldownValues): ContextRule =>
  (_value, values, props) => {
    const items = (values?.cooldown as { conditionalCooldowns?: ConditionalCooldownValues[] } | undefined)
      ?.conditionalCooldowns;
    const at = props?.finalSource;
    return at?.endsWith(`.${field}`) ? conditionalCooldownErrors(items)[at] : undefined;
  };
const PROPERTY_RULES = namedRules(`${R}.fields.conditional.property`, [
  Object.assign(conditionalRule('property'), { isRequired: true }),
]);
const BEFORE_RULES: readonly ContextRule[] = [conditionalRule('accountCreatedBefore')];
const DURATION_RULES: readonly ContextRule[] = [required, conditionalRule('dynamicExpires')];
const NO_RULES: readonly ContextRule[] = [];

const PROPERTY_CHOICES = CONDITIONAL_COOLDOWN_PROPERTIES.map((property) => ({
  id: property,
  name: `${R}.properties.${property}`,
}));

/** A plugin reference: the customer's plugins row when the block is active, else an alert naming the plugin. */
function PluginInput({ field, plugin, row }: { field: string; plugin: PluginKey; row: PluginsRow | null }) {
  const translate = useTranslate();
  const source = `loginTypeConfig.${field}`;
  const { setValue, getValues } = useFormContext();
  const active = !!row?.active(plugin);
  useEffect(() => {
    // The only possible choice: pre-select it.
    if (active && row && !getValues(source)) setValue(source, row.id, { shouldDirty: true });
  }, [active, row, source, getValues, setValue]);
  const pluginName = translate(`plugins.${plugin}`);
  if (!active) {
    return (
      <Alert severity="warning" sx={{ mb: 2, width: '100%' }} data-testid={`plugin-inactive-${field}`}>
        {translate('resources.hotspot-login-template.errors.pluginInactive', { plugin: pluginName })}
      </Alert>
    );
  }
  return (
    <SelectInput
      source={source}
      label={`${R}.fields.${source}`}
      choices={[
        { id: row!.id, name: translate(`${R}.values.pluginRow`, { plugin: pluginName, customerId: row!.customerId }) },
      ]}
      translateChoice={false}
      validate={configRule(field)}
    />
  );
}

function ConfigInput({ spec, row }: { spec: LoginTypeConfigSpec; row: PluginsRow | null }) {
  const source = `loginTypeConfig.${spec.field}`;
  if (spec.kind === 'plugin') return <PluginInput field={spec.field} plugin={spec.plugin} row={row} />;
  return (
    <TextInput
      source={source}
      label={`${R}.fields.${source}`}
      validate={configRule(spec.field)}
      helperText={spec.kind === 'url' ? `${R}.helper.urls` : `${R}.helper.defaultCountryCallingCode`}
      slotProps={{
        htmlInput: { spellCheck: false, autoComplete: 'off', inputMode: spec.kind === 'url' ? 'url' : 'tel' },
      }}
    />
  );
}

/** Only the config inputs of the chosen login type. */
function LoginTypeConfigInputs({ row }: { row: PluginsRow | null }) {
  const translate = useTranslate();
  const type = useWatch({ name: 'loginType' }) as LoginType | undefined;
  const specs = type ? (LOGIN_TYPE_CONFIG[type] ?? []) : [];
  if (!type) return null;
  return (
    <Box component="section" sx={{ width: '100%' }} aria-label={translate(`${R}.sections.config`)}>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(`${R}.sections.config`)}
      </Typography>
      {specs.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${R}.sections.noConfig`)}
        </Typography>
      ) : (
        specs.map((spec) => <ConfigInput key={`${type}:${spec.field}`} spec={spec} row={row} />)
      )}
    </Box>
  );
}

/** The cooldown section: only with the active cooldown plugin, else a short hint. */
function CooldownInputs({ row }: { row: PluginsRow | null }) {
  const translate = useTranslate();
  if (!row?.active('cooldown')) {
    return (
      <Box component="section" sx={{ width: '100%' }}>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {translate(`${R}.sections.cooldown`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="cooldown-hidden">
          {translate(`${R}.sections.cooldownHidden`)}
        </Typography>
      </Box>
    );
  }
  return (
    <Box component="section" sx={{ width: '100%' }} data-testid="cooldown-section">
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(`${R}.sections.cooldown`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.sections.cooldownHelp`)}
      </Typography>
      <DynamicExpiresInput
        source="cooldown.dynamicExpires"
        label={`${R}.fields.cooldown.dynamicExpires`}
        rules={NO_RULES}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(`${R}.sections.conditionalHelp`)}
      </Typography>
      <ArrayInput
        source="cooldown.conditionalCooldowns"
        label={`${R}.fields.cooldown.conditionalCooldowns`}
        validate={CONDITIONAL_RULES}
      >
        <SimpleFormIterator disableReordering fullWidth>
          <SelectInput
            source="property"
            label={`${R}.fields.conditional.property`}
            choices={PROPERTY_CHOICES}
            validate={PROPERTY_RULES}
          />
          <DynamicExpiresInput
            source="accountCreatedBefore"
            label={`${R}.fields.conditional.accountCreatedBefore`}
            rules={BEFORE_RULES}
            presets={false}
          />
          <DynamicExpiresInput
            source="dynamicExpires"
            label={`${R}.fields.conditional.dynamicExpires`}
            rules={DURATION_RULES}
            isRequired
            presets={false}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
const CONDITIONAL_RULES = namedRules(
  `${R}.fields.cooldown.conditionalCooldowns`,
  LOGIN_TEMPLATE_RULES['cooldown.conditionalCooldowns'],
);

const TERMS_REQUIRED = [required, ...LOGIN_TEMPLATE_RULES.termsOfUseId];

/**
 * The inputs of a login template, shared by create and edit: the config inputs follow the chosen
 * login type; plugin references offer the customer's plugins row; the cooldown needs its plugin.
 */
export function LoginTemplateInputs({ row, create = false }: { row: PluginsRow | null; create?: boolean }) {
  const translate = useTranslate();
  const nameRules = useFieldRules('name', LOGIN_TEMPLATE_RULES.name);
  const descriptionRules = useFieldRules('description', LOGIN_TEMPLATE_RULES.description);
  const typeRules = useFieldRules('loginType', LOGIN_TEMPLATE_RULES.loginType);
  const accountTemplateRules = useFieldRules('hotspotAccountTemplateId', LOGIN_TEMPLATE_RULES.hotspotAccountTemplateId);
  const termsRules = useFieldRules('termsOfUseId', create ? TERMS_REQUIRED : LOGIN_TEMPLATE_RULES.termsOfUseId);
  return (
    <>
      <TextInput source="name" validate={nameRules} />
      <TextInput source="description" multiline minRows={2} validate={descriptionRules} />
      <BooleanInput source="active" />
      <SelectInput source="loginType" choices={LOGIN_TYPE_CHOICES} validate={typeRules} />
      <GuestLoginFormInfo row={row} />
      <LoginTypeConfigInputs row={row} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(`${R}.sections.references`)}
      </Typography>
      <ReferenceInput
        source="hotspotAccountTemplateId"
        reference={ACCOUNT_TEMPLATES}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <SelectInput optionText="name" validate={accountTemplateRules} label={`${R}.fields.hotspotAccountTemplateId`} />
      </ReferenceInput>
      <ReferenceInput source="termsOfUseId" reference={TERMS_OF_USE} sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput
          optionText="name"
          validate={termsRules}
          label={`${R}.fields.termsOfUseId`}
          helperText={`${R}.helper.termsOfUseId`}
        />
      </ReferenceInput>
      <CooldownInputs row={row} />
    </>
  );
}
