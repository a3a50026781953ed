import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';

/** The otpauth:// URI as an SVG QR code (data URL); `qrcode` loads on first use only. */
async function qrSvg(uri: string): Promise<string> {
  const QRCode = (await import('qrcode')).default;
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * What an authenticator app needs to enrol: the QR code of the otpauth:// URI (on white, so that it
 * scans in the dark theme too) and the secret as text, in groups of four, for typing it in. Used by the
 * login's enrolment step and the profile's second-factor card; no react-admin.
 */
export default function TotpEnrolment({
  otpauthUri,
  secret,
  qrAlt,
  secretLabel,
}: {
  otpauthUri: string;
  secret: string;
  qrAlt: string;
  secretLabel: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(otpauthUri).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [otpauthUri]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Box sx={{ width: 168, height: 168, bgcolor: '#fff', p: 1, borderRadius: 1, flex: 'none' }}>
        {src && <img src={src} alt={qrAlt} width={152} height={152} style={{ display: 'block' }} />}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" id="totp-secret-label">
          {secretLabel}
        </Typography>
        <Typography
          component="code"
          aria-labelledby="totp-secret-label"
          data-testid="totp-secret"
          sx={{ fontFamily: 'monospace', fontSize: '1rem', overflowWrap: 'anywhere', userSelect: 'all' }}
        >
          {secret.replace(/(.{4})(?=.)/g, '$1 ')}
        </Typography>
      </Box>
    </Box>
  );
}

/** The recovery codes, shown once, as a list that copies and prints well. */
export function RecoveryCodeList({ codes, label }: { codes: readonly string[]; label: string }) {
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, max-content)',
        columnGap: 4,
        rowGap: 0.5,
        pl: 3,
        my: 1,
        fontFamily: 'monospace',
        fontSize: '1rem',
      }}
    >
      {codes.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </Box>
  );
}
