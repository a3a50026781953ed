/**
 * The customer's own settings beside its plugins (issue 38): how long guests' personal data is kept
 * (retention, docs/privacy.md "Retention") and whether its members must use a second factor
 * (docs/security.md "Second factor", D287). Retention is changed by who may change the plugins
 * (CustomerPlugins:update), the requirement by who manages the members' access (UserInvite:update, the
 * customer's super-admin), as the server checks; each is shown read-only to everyone else.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  FormHelperText,
  LinearProgress,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import ShieldIcon from '@mui/icons-material/Shield';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate, type HttpError } from 'react-admin';
import {
  RETENTION_MONTHS_DEFAULT,
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
  retentionMonthsError,
} from '../../domain/retention';
import type { Invalid } from '../../domain/validationCore';
import { can } from '../../domain/acl';
import { useActiveCustomer } from '../../providers/activeCustomer';
import { usePermissionsAcl } from '../../shell/guards';
import { createGraphqlCall } from '../../providers/restClient';
import { tokenStore } from '../../providers/tokenStore';
import { useNotifyError } from '../../shell/useNotifyError';
import { usePluginPermissions } from './pluginParts';

const S = 'resources.customer-plugins.customerSettings';

export interface CustomerSettings {
  retentionMonths: number;
  secondFactorRequired: boolean;
}

/** The settings' calls (schema/customer.graphql); replaceable in tests. */
export interface CustomerSettingsApi {
  load(customerId: string): Promise<CustomerSettings | null>;
  setRetention(customerId: string, retentionMonths: number): Promise<void>;
  setSecondFactorRequired(customerId: string, secondFactorRequired: boolean): Promise<void>;
}

function createApi(): CustomerSettingsApi {
  const graphql = createGraphqlCall(tokenStore);
  return {
    async load(customerId) {
      const data = await graphql<{ customers: { data: CustomerSettings[] } }>(
        `
          query CustomerSettings($c: [String!]) {
            customers(customerIds: $c, take: 1) {
              data {
                retentionMonths
                secondFactorRequired
              }
            }
          }
        `,
        { c: [customerId] },
      );
      return data.customers.data[0] ?? null;
    },
    async setRetention(customerId, retentionMonths) {
      await graphql(
        `
          mutation CustomerRetention($c: String!, $m: Int!) {
            updateCustomerRetention(customerId: $c, retentionMonths: $m)
          }
        `,
        { c: customerId, m: retentionMonths },
      );
    },
    async setSecondFactorRequired(customerId, secondFactorRequired) {
      await graphql(
        `
          mutation CustomerSecondFactor($c: String!, $r: Boolean!) {
            updateCustomerSecondFactor(customerId: $c, secondFactorRequired: $r)
          }
        `,
        { c: customerId, r: secondFactorRequired },
      );
    },
  };
}

let api: CustomerSettingsApi | null = null;
const settingsApi = () => (api ??= createApi());
/** Replace the calls (tests); `null` restores the real ones. */
export function setCustomerSettingsApi(next: CustomerSettingsApi | null): void {
  api = next;
}

/** The number typed, as the domain rule reads it: an integer text becomes a number. */
const monthsValue = (text: string): unknown => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim());

/** A refusal's field error (BAD_USER_INPUT on retentionMonths), if the server named that field. */
function fieldErrorOf(error: unknown, field: string): string | undefined {
  const errors = (error as HttpError | undefined)?.body?.errors as Record<string, string> | undefined;
  return errors?.[field];
}

function RetentionForm({ customerId, value, canUpdate }: { customerId: string; value: number; canUpdate: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const [text, setText] = useState(String(value));
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  useEffect(() => setText(String(value)), [value]);
  const invalid: Invalid | undefined = retentionMonthsError(monthsValue(text));
  const save = useMutation({
    mutationFn: (months: number) => settingsApi().setRetention(customerId, months),
    onSuccess: async (_, months) => {
      notify(`${S}.retentionSaved`, { type: 'success', messageArgs: { smart_count: months } });
      await queryClient.invalidateQueries({ queryKey: ['customer-settings', customerId] });
    },
    onError: (error) => {
      setServerError(fieldErrorOf(error, 'retentionMonths'));
      notifyError(error);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    setServerError(undefined);
    save.mutate(monthsValue(text) as number);
  };
  const help = translate(`${S}.retentionHelp`, {
    min: RETENTION_MONTHS_MIN,
    max: RETENTION_MONTHS_MAX,
    default: RETENTION_MONTHS_DEFAULT,
  });
  if (!canUpdate)
    return (
      <Box>
        <Typography variant="subtitle2" component="h3">
          {translate(`${S}.retention`)}
        </Typography>
        <Typography variant="body2" data-testid="retention-value">
          {translate(`${S}.months`, { smart_count: value })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {help}
        </Typography>
      </Box>
    );
  const shown =
    touched && invalid
      ? translate(invalid.message, invalid.args)
      : serverError && translate(serverError, { _: serverError });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        type="number"
        label={translate(`${S}.retention`)}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setTouched(true);
        }}
        error={!!shown}
        helperText={shown ?? help}
        slotProps={{
          htmlInput: { min: RETENTION_MONTHS_MIN, max: RETENTION_MONTHS_MAX, step: 1, inputMode: 'numeric' },
        }}
        sx={{ width: { xs: '100%', sm: 360 } }}
      />
      <MuiButton
        type="submit"
        variant="contained"
        disabled={save.isPending || String(value) === text.trim()}
        sx={{ mt: 0.25 }}
      >
        {translate(`${S}.save`)}
      </MuiButton>
    </Box>
  );
}

function SecondFactorSetting({
  customerId,
  value,
  canUpdate,
}: {
  customerId: string;
  value: boolean;
  canUpdate: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (required: boolean) => settingsApi().setSecondFactorRequired(customerId, required),
    onSuccess: async (_, required) => {
      notify(`${S}.${required ? 'secondFactorOn' : 'secondFactorOff'}`, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['customer-settings', customerId] });
    },
    onError: (error) => notifyError(error),
  });
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={value}
            disabled={!canUpdate || save.isPending}
            onChange={(e) => save.mutate(e.target.checked)}
          />
        }
        label={translate(`${S}.secondFactorRequired`)}
      />
      <FormHelperText sx={{ mt: 0 }}>{translate(`${S}.secondFactorHelp`)}</FormHelperText>
    </Box>
  );
}

/** The card on /customer-plugins: retention and the second-factor requirement of the active customer. */
export default function CustomerSettingsCard() {
  const translate = useTranslate();
  const { customerId } = useActiveCustomer();
  const { canUpdate } = usePluginPermissions();
  const { acl } = usePermissionsAcl();
  const query = useQuery({
    queryKey: ['customer-settings', customerId],
    enabled: !!customerId,
    queryFn: () => settingsApi().load(customerId!),
    retry: 1,
  });
  if (!customerId) return null;
  return (
    <Card component="section" aria-labelledby="customer-settings-title" sx={{ mt: 2, maxWidth: 720 }}>
      <CardHeader
        avatar={<ShieldIcon color="primary" aria-hidden />}
        title={translate(`${S}.title`)}
        subheader={translate(`${S}.intro`)}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'customer-settings-title' } }}
      />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {query.isPending && <LinearProgress aria-label={translate(`${S}.title`)} />}
        {query.isError && (
          <Alert
            severity="error"
            action={
              <MuiButton color="inherit" size="small" onClick={() => void query.refetch()}>
                {translate(`${S}.retry`)}
              </MuiButton>
            }
          >
            {translate(`${S}.loadError`)}
          </Alert>
        )}
        {query.data && (
          <>
            <RetentionForm customerId={customerId} value={query.data.retentionMonths} canUpdate={canUpdate} />
            <SecondFactorSetting
              customerId={customerId}
              value={query.data.secondFactorRequired}
              canUpdate={can(acl, 'UserInvite', 'update', customerId)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
