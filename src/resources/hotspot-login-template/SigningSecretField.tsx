// The signing secret of an external or app login template (docs/external-login.md): the customer's
// login page and app sign with it. The server answers it only for these types and only to whoever
// may edit the template (null otherwise); the details page shows it masked, with a reveal toggle and
// a copy button. Never on the edit form.
import { useState } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Labeled, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { LoginType } from '../../domain';
import type { LoginTemplateRecord } from './loginTemplateRecord';

const R = 'resources.hotspot-login-template';
const S = `${R}.signingSecret`;

/** The login types whose templates have a signing secret. */
const SIGNED_TYPES: readonly LoginType[] = ['EXTERNAL_LOGIN', 'APP_LOGIN'];

const MASK = '•'.repeat(12);

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
  minWidth: 0,
} as const;

/** The secret of the record when it is one to show (its type signs and the server answered it). */
export function signingSecretOf(record: LoginTemplateRecord | undefined): string | null {
  if (!record || !SIGNED_TYPES.includes(record.loginType)) return null;
  const secret = record.signingSecret;
  return typeof secret === 'string' && secret !== '' ? secret : null;
}

function SigningSecret({ secret }: { secret: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [shown, setShown] = useState(false);
  const showLabel = translate(`${S}.show`);
  const copyLabel = translate(`${S}.copy`);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify(`${S}.copied`, { type: 'info' });
    } catch {
      notify(`${S}.copyFailed`, { type: 'error' });
    }
  };
  return (
    <Labeled label={`${R}.fields.signingSecret`} fullWidth>
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Typography variant="body2" sx={mono} data-testid="signing-secret">
            {shown ? (
              secret
            ) : (
              <>
                <span aria-hidden="true">{MASK}</span>
                <Box component="span" sx={visuallyHidden}>
                  {translate(`${S}.hidden`)}
                </Box>
              </>
            )}
          </Typography>
          <Tooltip title={showLabel}>
            <IconButton onClick={() => setShown((s) => !s)} aria-label={showLabel} aria-pressed={shown}>
              {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Tooltip title={copyLabel}>
            <IconButton onClick={copy} aria-label={copyLabel}>
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate(`${S}.help`)}
        </Typography>
      </Box>
    </Labeled>
  );
}

/** The signing secret of the template in context, for external and app logins; nothing otherwise. */
export function SigningSecretField() {
  const record = useRecordContext<LoginTemplateRecord>();
  const secret = signingSecretOf(record);
  if (!record || !secret) return null;
  return <SigningSecret key={record.id} secret={secret} />;
}
