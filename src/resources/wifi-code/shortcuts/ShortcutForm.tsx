/**
 * Create and edit a shortcut (/wifi-code/templates/create, /wifi-code/templates/{key}/edit): name,
 * text, colour and logo of the printed cards, and the codes a click creates (amount, expiry formula
 * counted from creation or first login, simultaneous devices, device-bound, login template). The
 * domain's SHORTCUT_RULES validate here and on the server.
 */
import BoltIcon from '@mui/icons-material/Bolt';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  Form,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  Toolbar,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { OnceSaveButton, useSubmitOnce } from '../../../components/formDraft';
import { useParams } from 'react-router-dom';
import {
  SHORTCUT_DEFAULT_COLOR,
  SHORTCUT_EXPIRY_MODES,
  SHORTCUT_FIELDS,
  SHORTCUT_RULES,
  type Shortcut,
} from '../../../domain/shortcut';
import { useActiveCustomer } from '../../../providers/activeCustomer';
import RequireCustomer from '../../../shell/RequireCustomer';
import { PageHeader } from '../../../shell/pages/PageHeader';
import { useNotifyError } from '../../../shell/useNotifyError';
import { DynamicExpiresInput, namedRules } from '../../hotspot-account-template/DynamicExpiresInput';
import LogoInput from './LogoInput';
import { newShortcutKey, shortcutApi, useShortcuts } from './shortcutApi';
import { shortcutsPath } from './paths';

const R = 'resources.wifi-code.shortcuts';
const label = (field: keyof Shortcut) => `${R}.fields.${field}`;
const rules = Object.fromEntries(SHORTCUT_FIELDS.map((f) => [f, namedRules(label(f), SHORTCUT_RULES[f])])) as Record<
  keyof Shortcut,
  ReturnType<typeof namedRules>
>;

export const SHORTCUT_DEFAULTS: Shortcut = {
  name: '',
  text: '',
  color: SHORTCUT_DEFAULT_COLOR,
  logo: null,
  amount: 10,
  expiry: 'eod',
  expiryMode: 'firstLogin',
  simultaneousUse: 1,
  deviceVoucher: false,
  loginTemplateId: null,
};

/** The form's values → the stored shortcut: only its fields, empty optional ones left out. */
export function toShortcut(values: Record<string, unknown>): Shortcut {
  const out: Record<string, unknown> = {};
  for (const field of SHORTCUT_FIELDS) {
    const v = values[field];
    if (v === undefined || v === null || v === '') continue;
    out[field] = typeof v === 'string' && field !== 'logo' ? v.trim() : v;
  }
  return { expiryMode: 'creation', ...out } as Shortcut;
}

const modeChoices = SHORTCUT_EXPIRY_MODES.map((id) => ({ id, name: `${R}.expiryMode.${id}` }));

function ShortcutInputs() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {translate(`${R}.sections.card`)}
      </Typography>
      <TextInput source="name" label={label('name')} validate={rules.name} helperText={`${R}.helper.name`} />
      <TextInput
        source="text"
        label={label('text')}
        validate={rules.text}
        multiline
        minRows={2}
        helperText={`${R}.helper.text`}
      />
      <TextInput
        source="color"
        label={label('color')}
        type="color"
        validate={rules.color}
        helperText={`${R}.helper.color`}
        sx={{ width: 320, maxWidth: '100%' }}
      />
      <LogoInput />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {translate(`${R}.sections.codes`)}
      </Typography>
      <NumberInput source="amount" label={label('amount')} validate={rules.amount} helperText={`${R}.helper.amount`} />
      <DynamicExpiresInput source="expiry" label={label('expiry')} helperText={`${R}.helper.expiry`} />
      <RadioButtonGroupInput source="expiryMode" label={label('expiryMode')} choices={modeChoices} row />
      <NumberInput
        source="simultaneousUse"
        label={label('simultaneousUse')}
        validate={rules.simultaneousUse}
        helperText="resources.wifi-code.helper.simultaneousUse"
      />
      <BooleanInput
        source="deviceVoucher"
        label={label('deviceVoucher')}
        helperText="resources.wifi-code.helper.deviceVoucher"
      />
      <ReferenceInput
        source="loginTemplateId"
        reference="hotspot-login-template"
        sort={{ field: 'name', order: 'ASC' }}
      >
        <SelectInput
          label={label('loginTemplateId')}
          optionText="name"
          emptyText={`${R}.values.defaultLoginTemplate`}
          helperText={`${R}.helper.loginTemplateId`}
        />
      </ReferenceInput>
    </>
  );
}

function ShortcutFormPage({ shortcutKey }: { shortcutKey?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const { customerId } = useActiveCustomer();
  const { data, isPending, invalidate } = useShortcuts(shortcutKey ? customerId : null);
  const [saving, setSaving] = useState(false);
  const editing = shortcutKey !== undefined;
  const record = editing ? data?.find((e) => e.key === shortcutKey)?.value : SHORTCUT_DEFAULTS;

  const saveShortcut = async (values: Record<string, unknown>) => {
    if (!customerId) return;
    const value = toShortcut(values);
    setSaving(true);
    try {
      await shortcutApi().save(customerId, shortcutKey ?? newShortcutKey(), value);
      await invalidate();
      markDone();
      notify(`${R}.notifications.${editing ? 'updated' : 'created'}`, {
        type: 'success',
        messageArgs: { name: value.name },
      });
      redirect(shortcutsPath());
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };
  // one submission at a time (issue 40: a double click created the shortcut twice, each with a new key)
  const { run: save, busy, markDone } = useSubmitOnce(saveShortcut);

  const title = `${R}.page.${editing ? 'edit' : 'create'}`;
  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <PageHeader title={title} icon={BoltIcon} />
      {editing && isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : !record ? (
        <Alert severity="warning">{translate(`${R}.notFound`, { key: shortcutKey })}</Alert>
      ) : (
        <Card sx={{ maxWidth: 720 }}>
          <Form record={{ ...SHORTCUT_DEFAULTS, ...record }} onSubmit={save} noValidate>
            <CardContent sx={{ display: 'flex', flexDirection: 'column' }}>
              <ShortcutInputs />
            </CardContent>
            <Toolbar>
              <OnceSaveButton label={editing ? 'ra.action.save' : 'ra.action.create'} busy={saving || busy} />
            </Toolbar>
          </Form>
        </Card>
      )}
    </Box>
  );
}

export function ShortcutCreate() {
  return (
    <RequireCustomer>
      <ShortcutFormPage />
    </RequireCustomer>
  );
}

export function ShortcutEdit() {
  const { key = '' } = useParams();
  return (
    <RequireCustomer>
      <ShortcutFormPage shortcutKey={key} />
    </RequireCustomer>
  );
}
