import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Divider, Stack, TextField } from '@mui/material';
import KeyIcon from '@mui/icons-material/VpnKey';
import AddIcon from '@mui/icons-material/Add';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { PASSKEY_NAME_MAX, validatePasskeyName } from '../../../domain/passkey';
import { formatDateTime } from '../../../i18n/formats';
import { describeError } from '../../../providers/errors';
import { createRestClient } from '../../../providers/restClient';
import { tokenStore } from '../../../providers/tokenStore';
import { ConfirmRemoveDialog, DatedList, LoadState, RecoveryCodesOnce } from './ProfileCardParts';
import { useFactorChanged } from './useFactorSetUp';

const S = 'portal.profile.passkeys';

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The profile's passkey calls (server/tenancy/identity/passkeyRoutes.ts) and the browser's ceremony. */
export interface PasskeysApi {
  list(): Promise<Passkey[]>;
  /** Options from the server, the browser's registration ceremony, the answer registered. */
  register(name: string): Promise<{ passkey: Passkey; recoveryCodes?: string[] }>;
  remove(id: string): Promise<void>;
}

const defaultApi = (): PasskeysApi => {
  const rest = createRestClient(tokenStore);
  return {
    list: () => rest<Passkey[]>('/my-profile/passkeys'),
    async register(name) {
      const optionsJSON = await rest<PublicKeyCredentialCreationOptionsJSON>('/my-profile/passkeys/options', {
        method: 'POST',
        body: {},
      });
      // The browser library loads only here (and in the login's second step): not on the login page.
      const { browserSupportsWebAuthn, startRegistration } = await import('@simplewebauthn/browser');
      if (!browserSupportsWebAuthn())
        throw Object.assign(new Error('WebAuthn unsupported'), { name: 'NotSupportedError' });
      const response = await startRegistration({ optionsJSON });
      return rest('/my-profile/passkeys', { method: 'POST', body: { name, response } });
    },
    remove: async (id) => {
      await rest(`/my-profile/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
  };
};

let api: PasskeysApi | null = null;
/** Replace the calls (tests); `null` restores the real ones. */
export function setPasskeysApi(next: PasskeysApi | null): void {
  api = next;
}
const passkeysApi = () => (api ??= defaultApi());

const QUERY_KEY = ['portal', 'my-passkeys'] as const;

/** The message key of a failed registration: the server's refusal, or the browser's (cancelled…). */
function registrationErrorKey(error: unknown): { field?: boolean; key: string } {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return { key: `${S}.cancelled` };
  if (name === 'NotSupportedError' || name === 'SecurityError') return { key: `${S}.unsupported` };
  const d = describeError(error);
  if (d.code === 'PASSKEY_REFUSED') return { key: `${S}.refused` };
  if (d.field === 'name' && d.code === 'BAD_USER_INPUT') return { field: true, key: d.messageKey };
  return { key: d.messageKey };
}

/**
 * The passkeys on the profile (issue 38, D291): listed with name, created and last used; added with a
 * name (the browser's registration ceremony; the first factor of an account gives recovery codes,
 * shown once); removed after a confirmation.
 */
export default function PasskeysCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const factorChanged = useFactorChanged();
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: () => passkeysApi().list(), retry: 1 });
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const passkeys = query.data ?? [];

  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    await factorChanged();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const invalid = validatePasskeyName(name.trim());
    if (invalid) {
      setNameError(translate(invalid.message, invalid.args));
      return;
    }
    setBusy(true);
    try {
      const { recoveryCodes } = await passkeysApi().register(name.trim());
      setAdding(false);
      setName('');
      if (recoveryCodes?.length) setCodes(recoveryCodes);
      notify(`${S}.registered`, { type: 'success' });
      await changed();
    } catch (error) {
      const { field, key } = registrationErrorKey(error);
      if (field) setNameError(translate(key));
      else setFailure(key);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await passkeysApi().remove(removing.id);
      setRemoving(null);
      notify(`${S}.removed`, { type: 'success' });
      await changed();
    } catch (error) {
      setRemoving(null);
      const d = describeError(error);
      notify(d.messageKey, { type: 'error', messageArgs: { ...d.args } });
    } finally {
      setBusy(false);
    }
  };

  const nameLabel = translate(`${S}.name`);
  return (
    <Card component="section" aria-labelledby="passkeys-title">
      <CardHeader
        avatar={<KeyIcon color="primary" aria-hidden />}
        title={translate(`${S}.title`)}
        subheader={translate(`${S}.intro`)}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'passkeys-title' } }}
      />
      <Divider />
      <CardContent>
        {!adding && !codes && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => {
              setAdding(true);
              setFailure(null);
              setNameError(null);
            }}
            disabled={query.isPending || query.isError}
            sx={{ mb: 2 }}
          >
            {translate(`${S}.add`)}
          </Button>
        )}
        {codes && <RecoveryCodesOnce prefix={S} codes={codes} onDone={() => setCodes(null)} sx={{ mb: 2 }} />}
        {adding && (
          <Box component="form" noValidate onSubmit={submit} sx={{ mb: 2 }} aria-label={translate(`${S}.add`)}>
            {failure && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {translate(failure)}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
              <TextField
                autoFocus
                required
                label={nameLabel}
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  setNameError(null);
                }}
                error={!!nameError}
                helperText={nameError ? `${nameLabel}: ${nameError}` : translate(`${S}.nameHint`)}
                disabled={busy}
                slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
                sx={{ minWidth: 260, flex: '1 1 260px', maxWidth: 360 }}
              />
              <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
                {translate(`${S}.register`)}
              </Button>
              <Button onClick={() => setAdding(false)} disabled={busy} sx={{ mt: 1 }}>
                {translate(`${S}.cancel`)}
              </Button>
            </Stack>
          </Box>
        )}
        <LoadState prefix={S} pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()}>
          {() => (
            <DatedList
              label={translate(`${S}.title`)}
              icon={<KeyIcon fontSize="small" aria-hidden />}
              empty={translate(`${S}.empty`)}
              entries={passkeys.map((p) => ({
                id: p.id,
                primary: p.name,
                dates: [
                  { label: translate(`${S}.fields.createdAt`), value: formatDateTime(p.createdAt, locale) },
                  {
                    label: translate(`${S}.fields.lastUsedAt`),
                    value: p.lastUsedAt ? formatDateTime(p.lastUsedAt, locale) : translate(`${S}.never`),
                  },
                ],
                remove: {
                  label: translate(`${S}.removeNamed`, { name: p.name }),
                  tooltip: translate(`${S}.remove`),
                  onClick: () => setRemoving(p),
                  disabled: busy,
                },
              }))}
            />
          )}
        </LoadState>
      </CardContent>
      <ConfirmRemoveDialog
        open={!!removing}
        busy={busy}
        title={translate(`${S}.confirmTitle`)}
        content={translate(`${S}.confirmText`, { name: removing?.name ?? '' })}
        confirm={`${S}.remove`}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
