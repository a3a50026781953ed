import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, List, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { can } from '../../domain/acl';
import { ALERT_OFFLINE_MINUTES, ALERT_RECIPIENTS_MAX, ALERT_SETTINGS_RULES } from '../../domain/alerts';
import { validateRecord } from '../../domain/validation';
import { useActiveCustomer } from '../../providers/activeCustomer';
import { describeError } from '../../providers/errors';
import RequireCustomer from '../../shell/RequireCustomer';
import { PageHeader } from '../../shell/pages/PageHeader';
import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import { usePermissionsAcl } from '../../shell/guards/usePermissionsAcl';
import { AlertRow, alertBellKey } from '../../shell/layout/AlertBell';
import { shellApi } from '../../shell/layout/shellApi';

const splitRecipients = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

type Errors = Partial<Record<'recipients' | 'offlineMinutes', string>>;

/** Who receives the customer's alert mails, and after how many quiet minutes a hotspot is offline. */
function SettingsCard({ customerId, editable }: { customerId: string; editable: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = ['alerts', 'settings', customerId];
  const { data, isError } = useQuery({
    queryKey: key,
    queryFn: () => shellApi().alertSettings!(customerId),
    enabled: !!shellApi().alertSettings,
    retry: false,
  });
  const [recipients, setRecipients] = useState('');
  const [minutes, setMinutes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!data) return;
    setRecipients(data.recipients.join('\n'));
    setMinutes(String(data.offlineMinutes));
  }, [data]);

  const message = (field: keyof Errors, e: { message: string; args?: Record<string, unknown> } | undefined) =>
    e ? translate(e.message, { ...e.args, fieldLabel: translate(`resources.alerts.fields.${field}`) }) : undefined;

  const save = async () => {
    const values = { recipients: splitRecipients(recipients), offlineMinutes: minutes === '' ? null : Number(minutes) };
    const found = validateRecord(values, ALERT_SETTINGS_RULES);
    const next: Errors = {
      recipients: message('recipients', found.recipients),
      offlineMinutes: message('offlineMinutes', found.offlineMinutes),
    };
    setErrors(next);
    if (next.recipients || next.offlineMinutes) return;
    setSaving(true);
    try {
      const saved = await shellApi().saveAlertSettings!(customerId, {
        recipients: values.recipients,
        offlineMinutes: values.offlineMinutes!,
      });
      queryClient.setQueryData(key, saved);
      notify('resources.alerts.settings.saved', { type: 'success' });
    } catch (error) {
      // A refusal on a field shows under it, as the form's own check would; anything else as a notice.
      const d = describeError(error);
      if (d.field === 'recipients' || d.field === 'offlineMinutes')
        setErrors({
          [d.field]: translate(d.messageKey, {
            ...d.args,
            fieldLabel: translate(`resources.alerts.fields.${d.field}`),
          }),
        });
      else notify(d.messageKey, { type: 'error', messageArgs: d.args });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.alerts.settings.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.alerts.settings.intro')}
        </Typography>
        {isError ? (
          <Alert severity="error">{translate('resources.alerts.bell.error')}</Alert>
        ) : !data ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 560 }}
          >
            <TextField
              label={translate('resources.alerts.fields.recipients')}
              value={recipients}
              onChange={(e) => setRecipients(e.target.value)}
              multiline
              minRows={2}
              disabled={!editable}
              error={!!errors.recipients}
              helperText={
                errors.recipients ??
                translate('resources.alerts.settings.recipientsHelp', { max: ALERT_RECIPIENTS_MAX })
              }
              slotProps={{ htmlInput: { 'aria-describedby': undefined } }}
            />
            <TextField
              label={translate('resources.alerts.fields.offlineMinutes')}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value.replace(/[^\d]/g, ''))}
              disabled={!editable}
              required
              error={!!errors.offlineMinutes}
              helperText={
                errors.offlineMinutes ??
                translate('resources.alerts.settings.offlineHelp', {
                  min: ALERT_OFFLINE_MINUTES.min,
                  max: ALERT_OFFLINE_MINUTES.max,
                })
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ maxWidth: 320 }}
            />
            {editable ? (
              <Box>
                <Button type="submit" variant="contained" disabled={saving}>
                  {translate('resources.alerts.settings.save')}
                </Button>
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('resources.alerts.settings.readOnly')}
              </Typography>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The customer's alerts, newest first (the bell shows the same, fewer). */
function HistoryCard({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const api = shellApi();
  const { data, isError } = useQuery({
    queryKey: [...alertBellKey(customerId), 'history'],
    queryFn: () => api.alertBell!(customerId, 50),
    enabled: !!api.alertBell,
    retry: false,
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('resources.alerts.history.title')}
        </Typography>
        {isError ? (
          <Alert severity="error">{translate('resources.alerts.bell.error')}</Alert>
        ) : !data ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : data.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.alerts.history.empty')}
          </Typography>
        ) : (
          <List dense>
            {data.data.map((entry) => (
              <AlertRow key={entry._id} entry={entry} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /alerts (issue 37): who receives the active customer's alert mails and when a hotspot counts as
 * offline, and the alerts so far. Editable by who may edit the customer's hotspot devices (the server
 * checks the same).
 */
export default function AlertsPage() {
  const { customerId } = useActiveCustomer();
  const { acl } = usePermissionsAcl();
  return (
    <RequireCustomer>
      <PageHeader title="resources.alerts.page.list" icon={NotificationImportantIcon} />
      {customerId ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
            alignItems: 'start',
            mt: 1,
          }}
        >
          <SettingsCard customerId={customerId} editable={!!acl && can(acl, 'HotspotDevice', 'update', customerId)} />
          <HistoryCard customerId={customerId} />
        </Box>
      ) : null}
    </RequireCustomer>
  );
}
