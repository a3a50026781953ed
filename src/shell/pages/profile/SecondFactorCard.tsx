import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Chip, Divider, Stack, TextField, Typography } from '@mui/material';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { describeError } from '../../../providers/errors';
import { createRestClient } from '../../../providers/restClient';
import { tokenStore } from '../../../providers/tokenStore';
import TotpEnrolment from '../../login/TotpEnrolment';
import { codeErrorKey } from '../../login/SecondFactorStep';
import { LoadState, RecoveryCodesOnce } from './ProfileCardParts';
import { useFactorChanged } from './useFactorSetUp';

const S = 'portal.profile.secondFactor';

export interface SecondFactorStatus {
  enabled: boolean;
  /** Registered passkeys (./PasskeysCard.tsx): a factor too. */
  passkeys?: number;
  recoveryCodesLeft: number;
  required: boolean;
}

/** The profile's second-factor calls (server/tenancy/identity/secondFactorRoutes.ts). */
export interface SecondFactorApi {
  status(): Promise<SecondFactorStatus>;
  enrol(): Promise<{ secret: string; otpauthUri: string }>;
  confirm(code: string): Promise<{ recoveryCodes: string[] }>;
  disable(proof: { code: string } | { password: string }): Promise<void>;
}

const defaultApi = (): SecondFactorApi => {
  const rest = createRestClient(tokenStore);
  return {
    status: () => rest<SecondFactorStatus>('/my-profile/second-factor'),
    enrol: () => rest('/my-profile/second-factor/enrol', { method: 'POST', body: {} }),
    confirm: (code) => rest('/my-profile/second-factor/confirm', { method: 'POST', body: { code } }),
    disable: async (proof) => {
      await rest('/my-profile/second-factor/disable', { method: 'POST', body: proof });
    },
  };
};

let api: SecondFactorApi | null = null;
/** Replace the calls (tests); `null` restores the real ones. */
export function setSecondFactorApi(next: SecondFactorApi | null): void {
  api = next;
}
const secondFactorApi = () => (api ??= defaultApi());

const QUERY_KEY = ['portal', 'my-second-factor'] as const;

type Stage =
  | { name: 'idle' }
  | { name: 'enrolling'; secret: string; otpauthUri: string }
  | { name: 'codes'; codes: string[] }
  | { name: 'disabling'; by: 'code' | 'password' };

/**
 * The second factor on the profile (issue 38): on or off; set up with a QR code and the key as text,
 * confirmed by the first code, then the 10 recovery codes shown once; switched off with a current
 * code or the password (not when the installation requires it for the account).
 */
export default function SecondFactorCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const factorChanged = useFactorChanged();
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: () => secondFactorApi().status(), retry: 1 });
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The field takes the focus back after a refusal, once it is enabled again (a disabled field cannot).
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus && !busy) inputRef.current?.focus();
  }, [refocus, busy]);
  const status = query.data;

  const reset = (next: Stage) => {
    setStage(next);
    setValue('');
    setFieldError(null);
  };

  const failed = (error: unknown) => {
    const d = describeError(error);
    const fieldKey = d.code === 'WRONG_PASSWORD' ? 'messages.profile.wrongPassword' : codeErrorKey(error, S);
    if (fieldKey) {
      setFieldError(fieldKey);
      setValue('');
      setRefocus((n) => n + 1);
    } else notify(d.messageKey, { type: 'error', messageArgs: { ...d.args } });
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      const e = await secondFactorApi().enrol();
      reset({ name: 'enrolling', ...e });
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = value.trim();
    if (!given) {
      setFieldError('forms.validationMessages.required');
      setRefocus((n) => n + 1);
      return;
    }
    void run(async () => {
      if (stage.name === 'enrolling') {
        const { recoveryCodes } = await secondFactorApi().confirm(given);
        reset({ name: 'codes', codes: recoveryCodes });
        notify(`${S}.enabled`, { type: 'success' });
        await factorChanged();
      } else if (stage.name === 'disabling') {
        await secondFactorApi().disable(stage.by === 'code' ? { code: given } : { password: given });
        reset({ name: 'idle' });
        notify(`${S}.disabled`, { type: 'success' });
      }
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    });
  };

  const fieldLabel = translate(stage.name === 'disabling' && stage.by === 'password' ? `${S}.password` : `${S}.code`);
  const codeField = (
    <TextField
      key={stage.name === 'disabling' ? stage.by : 'code'}
      inputRef={inputRef}
      autoFocus
      label={fieldLabel}
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
        setFieldError(null);
      }}
      type={stage.name === 'disabling' && stage.by === 'password' ? 'password' : 'text'}
      autoComplete={stage.name === 'disabling' && stage.by === 'password' ? 'current-password' : 'one-time-code'}
      slotProps={{
        htmlInput:
          stage.name === 'disabling' && stage.by === 'password'
            ? { maxLength: 1024 }
            : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 },
      }}
      error={!!fieldError}
      helperText={fieldError ? `${fieldLabel}: ${translate(fieldError)}` : ' '}
      disabled={busy}
      required
      sx={{ maxWidth: 280 }}
    />
  );

  return (
    <Card component="section" aria-labelledby="second-factor-title">
      <CardHeader
        avatar={<PhonelinkLockIcon color="primary" aria-hidden />}
        title={translate(`${S}.title`)}
        subheader={translate(`${S}.intro`)}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'second-factor-title' } }}
        action={
          status && (
            <Stack direction="row" spacing={1}>
              {status.required && <Chip size="small" variant="outlined" label={translate(`${S}.required`)} />}
              <Chip
                size="small"
                color={status.enabled ? 'success' : 'default'}
                label={translate(status.enabled ? `${S}.on` : `${S}.off`)}
              />
            </Stack>
          )
        }
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <Divider />
      <CardContent>
        <LoadState
          prefix={S}
          pending={query.isPending}
          failed={query.isError || !status}
          onRetry={() => void query.refetch()}
        >
          {() =>
            !status ? null : stage.name === 'codes' ? (
              <RecoveryCodesOnce prefix={S} codes={stage.codes} onDone={() => reset({ name: 'idle' })} />
            ) : stage.name === 'enrolling' ? (
              <Box component="form" noValidate onSubmit={submit}>
                <Typography sx={{ mb: 2 }}>{translate(`${S}.scan`)}</Typography>
                <TotpEnrolment
                  otpauthUri={stage.otpauthUri}
                  secret={stage.secret}
                  qrAlt={translate(`${S}.qrAlt`)}
                  secretLabel={translate(`${S}.secret`)}
                />
                <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                  {codeField}
                  <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
                    {translate(`${S}.confirm`)}
                  </Button>
                  <Button onClick={() => reset({ name: 'idle' })} disabled={busy} sx={{ mt: 1 }}>
                    {translate(`${S}.cancel`)}
                  </Button>
                </Stack>
              </Box>
            ) : stage.name === 'disabling' ? (
              <Box component="form" noValidate onSubmit={submit}>
                <Typography sx={{ mb: 2 }}>{translate(`${S}.disableText`)}</Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
                  {codeField}
                  <Button type="submit" variant="contained" color="error" disabled={busy} sx={{ mt: 1 }}>
                    {translate(`${S}.disable`)}
                  </Button>
                  <Button
                    onClick={() => reset({ name: 'disabling', by: stage.by === 'code' ? 'password' : 'code' })}
                    disabled={busy}
                    sx={{ mt: 1 }}
                  >
                    {translate(stage.by === 'code' ? `${S}.byPassword` : `${S}.byCode`)}
                  </Button>
                  <Button onClick={() => reset({ name: 'idle' })} disabled={busy} sx={{ mt: 1 }}>
                    {translate(`${S}.cancel`)}
                  </Button>
                </Stack>
              </Box>
            ) : status.enabled ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography color="text.secondary">
                  {translate(`${S}.left`, { left: status.recoveryCodesLeft })}
                </Typography>
                {(!status.required || (status.passkeys ?? 0) > 0) && (
                  <Button color="error" variant="outlined" onClick={() => reset({ name: 'disabling', by: 'code' })}>
                    {translate(`${S}.disable`)}
                  </Button>
                )}
              </Stack>
            ) : (
              <Button variant="contained" onClick={() => void start()} disabled={busy}>
                {translate(`${S}.enable`)}
              </Button>
            )
          }
        </LoadState>
      </CardContent>
    </Card>
  );
}
