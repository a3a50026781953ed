/**
 * The inputs of a device configuration, shared by create and edit (rules: DEVICE_CONFIG_RULES,
 * CONTROLLER_RULES and loginTimePeriodsErrors, as the server): general fields, the ordered login
 * templates (at least one), the custom start page, the controller settings per device type and the
 * login time periods.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Autocomplete,
  Box,
  Chip,
  FormHelperText,
  IconButton,
  Link,
  List as MuiList,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  BooleanInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  useGetList,
  useInput,
  useRecordContext,
  useTranslate,
  ValidationError,
  type RaRecord,
} from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { fieldRules } from '../../components/fieldRules';
import { resourcePath } from '../../components/resourcePath';
import LoginTimePeriodsInput from '../../components/timePeriods/LoginTimePeriodsInput';
import type { DeviceType } from '../../domain/enums';
import {
  CONFIG_LOGIN_TEMPLATES_MAX,
  CONTROLLER_BLOCKS,
  CONTROLLER_RULES,
  DEVICE_CONFIG_RULES,
} from '../../domain/hotspotDevice';
import { invalid, isEmpty, objectId, type Validator } from '../../domain/validation';
import { WIFI_NETWORK_RULES } from '../../domain/wifi';
import {
  BUNDLES,
  DEVICE_TYPE_CHOICES,
  LOGIN_TEMPLATES,
  R,
  type ControllerSettings,
  type DeviceConfigRecord,
} from './deviceConfigRecord';

const nameRules = fieldRules('name', DEVICE_CONFIG_RULES.name);
const descriptionRules = fieldRules('description', DEVICE_CONFIG_RULES.description);
const keywordRules = fieldRules('keywords', DEVICE_CONFIG_RULES.keywords);
const templateRules = fieldRules('hotspotLoginTemplates', DEVICE_CONFIG_RULES.hotspotLoginTemplates);
/** A bundle is needed only with the custom start page switched on. */
const bundleRequired: Validator = (value, values) =>
  values?.customStartPage && isEmpty(value) ? invalid('required') : undefined;
const bundleRules = fieldRules('templateBundle', [bundleRequired, objectId]);
const ssidRules = fieldRules('ssid', WIFI_NETWORK_RULES.ssid);
const passphraseRules = fieldRules('wifiPassphrase', WIFI_NETWORK_RULES.wifiPassphrase);
const rulesOf = (key: keyof typeof CONTROLLER_RULES) => fieldRules(key, CONTROLLER_RULES[key]);
const RULES = {
  'api.apiUrl': rulesOf('api.apiUrl'),
  'authApi.apiUrl': rulesOf('authApi.apiUrl'),
  'authApi.username': rulesOf('authApi.username'),
  'authApi.password': rulesOf('authApi.password'),
  'captivePortal.callbackUrl': rulesOf('captivePortal.callbackUrl'),
  'captivePortal.redirectUrl': rulesOf('captivePortal.redirectUrl'),
  'cipher.secret': rulesOf('cipher.secret'),
};
const CALLBACK_METHODS = [
  { id: 'POST', name: 'POST' },
  { id: 'GET', name: 'GET' },
];
const TEMPLATE_QUERY = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' as const } };

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
      {translate(`${R}.sections.${title}`)}
    </Typography>
  );
}

type TemplateRow = RaRecord & { name: string; active?: boolean };

/** The login templates offered, in order: move up/down, remove, add from the customer's templates. */
function LoginTemplatesInput() {
  const translate = useTranslate();
  const { data = [], total, isPending, error } = useGetList<TemplateRow>(LOGIN_TEMPLATES, TEMPLATE_QUERY);
  const { field, fieldState, formState, isRequired } = useInput({
    source: 'hotspotLoginTemplates',
    validate: templateRules,
  });
  const [search, setSearch] = useState('');
  const ids: string[] = Array.isArray(field.value) ? field.value : [];
  const byId = new Map(data.map((t) => [String(t.id), t]));
  const set = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const move = (i: number, by: number) => {
    const next = [...ids];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    set(next);
  };
  const nameOf = (id: string) => byId.get(id)?.name ?? translate(`${R}.values.unknownLoginTemplate`, { id });
  const options = data.filter((t) => !ids.includes(String(t.id)));
  const showError = fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  const label = translate(`${R}.fields.hotspotLoginTemplates`) + (isRequired ? ' *' : '');

  return (
    <Box
      component="fieldset"
      ref={field.ref}
      tabIndex={-1}
      sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0, width: '100%', outline: 'none' }}
    >
      <Typography component="legend" variant="body2" color={showError ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      {!isPending && !error && total === 0 && (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('messages.deviceConfig.noLoginTemplates')}{' '}
          <Link component={RouterLink} to={resourcePath(LOGIN_TEMPLATES, undefined, 'create')}>
            {translate(`${R}.helper.createLoginTemplate`)}
          </Link>
        </Alert>
      )}
      {ids.length > 0 && (
        <MuiList dense aria-label={label} sx={{ py: 0 }}>
          {ids.map((id, i) => {
            const name = nameOf(id);
            const template = byId.get(id);
            return (
              <ListItem
                key={id}
                disableGutters
                secondaryAction={
                  <Stack direction="row">
                    <IconButton
                      size="small"
                      aria-label={translate(`${R}.actions.moveUp`, { name })}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={translate(`${R}.actions.moveDown`, { name })}
                      disabled={i === ids.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={translate(`${R}.actions.removeLoginTemplate`, { name })}
                      onClick={() => set(ids.filter((x) => x !== id))}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                }
                sx={{ pr: 16 }}
              >
                <ListItemText
                  primary={`${i + 1}. ${name}`}
                  secondary={template && template.active === false ? translate('ra.boolean.false') : undefined}
                />
              </ListItem>
            );
          })}
        </MuiList>
      )}
      {(isPending || (total ?? 0) > 0) && (
        <Autocomplete<TemplateRow>
          options={options}
          value={null}
          inputValue={search}
          onInputChange={(_event, text, reason) => setSearch(reason === 'reset' ? '' : text)}
          blurOnSelect
          loading={isPending}
          openText={translate('ra.action.open')}
          closeText={translate('ra.action.close')}
          clearText={translate('ra.action.clear_input_value')}
          loadingText={translate('ra.page.loading')}
          noOptionsText={translate('ra.navigation.no_results', {
            name: translate('resources.hotspot-login-template.name', { smart_count: 2 }),
          })}
          disabled={ids.length >= CONFIG_LOGIN_TEMPLATES_MAX}
          getOptionLabel={(t) => t.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_event, template) => {
            if (template) set([...ids, String(template.id)]);
            setSearch('');
          }}
          renderInput={(params) => (
            <TextField {...params} size="small" label={translate(`${R}.actions.addLoginTemplate`)} />
          )}
          sx={{ maxWidth: 400, mt: 1 }}
        />
      )}
      <FormHelperText error={!!showError}>
        {showError && fieldState.error?.message ? (
          <ValidationError error={fieldState.error.message} />
        ) : (
          translate(`${R}.helper.loginTemplates`)
        )}
      </FormHelperText>
    </Box>
  );
}

const bundleName = (bundle: RaRecord) => (bundle.description as string | null) || String(bundle.id);

/** The switch "custom start page" and, when on, the customer's template bundles. */
function StartPageInputs() {
  const translate = useTranslate();
  const custom = useWatch({ name: 'customStartPage' }) as boolean | undefined;
  const { total, isPending } = useGetList(BUNDLES, { pagination: { page: 1, perPage: 1 } }, { enabled: !!custom });
  return (
    <>
      <BooleanInput source="customStartPage" helperText={`${R}.helper.customStartPage`} />
      {custom && (
        <>
          <ReferenceInput
            source="templateBundle"
            reference={BUNDLES}
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={100}
          >
            <SelectInput
              label={`${R}.fields.templateBundle`}
              optionText={bundleName}
              validate={bundleRules}
              sx={{ minWidth: 280 }}
            />
          </ReferenceInput>
          {!isPending && total === 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(`${R}.helper.noBundles`)}{' '}
              <Link component={RouterLink} to={resourcePath(BUNDLES, undefined, 'create')}>
                {translate(`${R}.helper.createBundle`)}
              </Link>
            </Alert>
          )}
        </>
      )}
    </>
  );
}

/** A write-only secret: never prefilled; on edit "unverändert" says that leaving it empty keeps it. */
function SecretInput({ source, label, stored }: { source: string; label: string; stored: boolean }) {
  const translate = useTranslate();
  const key = source.split('.').slice(-2).join('.') as 'authApi.password' | 'cipher.secret';
  return (
    <PasswordInput
      source={source}
      label={label}
      validate={RULES[key]}
      autoComplete="new-password"
      placeholder={stored ? translate(`${R}.helper.unchanged`) : undefined}
      helperText={`${R}.helper.writeOnly`}
      slotProps={stored ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}

/** The inputs of the blocks a device type uses. */
function ControllerBlocks({ index, type, stored }: { index: number; type: DeviceType; stored: boolean }) {
  const translate = useTranslate();
  const blocks = CONTROLLER_BLOCKS[type] ?? [];
  const at = (path: string) => `deviceSettings.${index}.${path}`;
  const F = `${R}.fields`;
  if (blocks.length === 0) {
    return <Typography variant="body2">{translate(`${R}.helper.noBlocks`)}</Typography>;
  }
  return (
    <Stack spacing={1}>
      {blocks.includes('api') && (
        <Box>
          <Typography variant="subtitle2">{translate(`${R}.blocks.api`)}</Typography>
          <TextInput source={at('api.apiUrl')} label={`${F}.api.apiUrl`} validate={RULES['api.apiUrl']} />
        </Box>
      )}
      {blocks.includes('authApi') && (
        <Box>
          <Typography variant="subtitle2">{translate(`${R}.blocks.authApi`)}</Typography>
          <TextInput source={at('authApi.apiUrl')} label={`${F}.authApi.apiUrl`} validate={RULES['authApi.apiUrl']} />
          <TextInput
            source={at('authApi.username')}
            label={`${F}.authApi.username`}
            validate={RULES['authApi.username']}
            autoComplete="off"
          />
          <SecretInput source={at('authApi.password')} label={`${F}.authApi.password`} stored={stored} />
        </Box>
      )}
      {blocks.includes('captivePortal') && (
        <Box>
          <Typography variant="subtitle2">{translate(`${R}.blocks.captivePortal`)}</Typography>
          <SelectInput
            source={at('captivePortal.callbackMethod')}
            label={`${F}.captivePortal.callbackMethod`}
            choices={CALLBACK_METHODS}
            translateChoice={false}
            emptyText={`${R}.values.none`}
          />
          <TextInput
            source={at('captivePortal.callbackUrl')}
            label={`${F}.captivePortal.callbackUrl`}
            validate={RULES['captivePortal.callbackUrl']}
            helperText={`${R}.helper.callbackUrl`}
          />
          <TextInput
            source={at('captivePortal.redirectUrl')}
            label={`${F}.captivePortal.redirectUrl`}
            validate={RULES['captivePortal.redirectUrl']}
          />
          <BooleanInput source={at('captivePortal.secureCallback')} label={`${F}.captivePortal.secureCallback`} />
        </Box>
      )}
      {blocks.includes('cipher') && (
        <Box>
          <Typography variant="subtitle2">{translate(`${R}.blocks.cipher`)}</Typography>
          <SecretInput source={at('cipher.secret')} label={`${F}.cipher.secret`} stored={stored} />
        </Box>
      )}
    </Stack>
  );
}

/** Controller settings: one block per device type (each type at most once). */
function DeviceSettingsInput() {
  const translate = useTranslate();
  const record = useRecordContext<DeviceConfigRecord>();
  const { fields, append, remove } = useFieldArray<{ deviceSettings: ControllerSettings[] }>({
    name: 'deviceSettings',
  });
  const used = new Set(fields.map((f) => f.deviceType));
  const storedTypes = new Set((record?.deviceSettings ?? []).map((s) => s.deviceType));
  const typeName = (type: string) => translate(`resources.hotspot-device.types.${type}`);
  const available = DEVICE_TYPE_CHOICES.filter((c) => !used.has(c.id));
  return (
    <Stack spacing={2} sx={{ mb: 2, width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.helper.deviceSettings`)}
      </Typography>
      {fields.map((item, index) => (
        <Box
          key={item.id}
          role="group"
          aria-label={typeName(item.deviceType)}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Chip label={typeName(item.deviceType)} />
            <Box sx={{ flex: 1 }} />
            <Tooltip title={translate(`${R}.actions.removeDeviceSettings`, { type: typeName(item.deviceType) })}>
              <IconButton
                aria-label={translate(`${R}.actions.removeDeviceSettings`, { type: typeName(item.deviceType) })}
                onClick={() => remove(index)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <ControllerBlocks index={index} type={item.deviceType} stored={storedTypes.has(item.deviceType)} />
        </Box>
      ))}
      {available.length > 0 && (
        <TextField
          select
          size="small"
          label={translate(`${R}.actions.addDeviceSettings`)}
          value=""
          onChange={(e) => append({ deviceType: e.target.value as DeviceType })}
          sx={{ maxWidth: 320 }}
          slotProps={{ select: { IconComponent: AddIcon } }}
        >
          {available.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {typeName(c.id)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}

export function DeviceConfigInputs() {
  const translate = useTranslate();
  return (
    <>
      <Section title="general" />
      <TextInput source="name" validate={nameRules} />
      <BooleanInput source="active" />
      <TextInput source="description" multiline minRows={2} validate={descriptionRules} />
      <TextArrayInput source="keywords" validate={keywordRules} />

      <Section title="guestNetwork" />
      <TextInput source="ssid" validate={ssidRules} helperText={`${R}.helper.ssid`} />
      <PasswordInput
        source="wifiPassphrase"
        validate={passphraseRules}
        helperText={`${R}.helper.wifiPassphrase`}
        autoComplete="off"
      />

      <Section title="loginTemplates" />
      <LoginTemplatesInput />

      <Section title="startPage" />
      <StartPageInputs />

      <Section title="deviceSettings" />
      <DeviceSettingsInput />

      <LoginTimePeriodsInput source="loginTimePeriods" label={translate(`${R}.sections.loginTimePeriods`)} />
    </>
  );
}
