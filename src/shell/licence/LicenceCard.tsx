import { Box, IconButton, LinearProgress, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LICENCE_PROGRESS_HEIGHT, formatPercent, type LicenceBand, type LicenceSummary } from '../../domain';
import { localeTag } from '../../providers/i18nProvider';
import type { LicenseUtilization } from '../layout/shellApi';

export interface LicenceCardProps {
  licence: LicenseUtilization | null;
  summary: LicenceSummary | null;
  loading?: boolean;
  onRefresh?: () => void;
  /** Opens the info dialog; without it the card shows no info button (inside the dialog). */
  onInfo?: () => void;
  /** Heading of the card (default: the licence title). */
  title?: string;
}

function Figure({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {label}
      </Typography>
      <Typography variant="subtitle2" component="div" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

const BAND_ICONS: Record<LicenceBand, ReactNode> = {
  success: <CheckCircleOutlineIcon fontSize="small" />,
  info: <InfoOutlinedIcon fontSize="small" />,
  warning: <WarningAmberIcon fontSize="small" />,
  error: <ErrorOutlineIcon fontSize="small" />,
};

/**
 * The alert line of the card, tinted by band. (Not MUI's Alert, nor a Card around the whole: both
 * are Papers, and react-admin's sidebar styles every Paper inside it as the drawer itself.)
 */
function BandAlert({ band, children }: { band: LicenceBand; children: ReactNode }) {
  return (
    <Box
      role="status"
      data-testid="licence-alert"
      data-band={band}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.75,
        borderRadius: 1,
        typography: 'body2',
        bgcolor: alpha(theme.palette[band].main, theme.palette.mode === 'dark' ? 0.18 : 0.1),
        color: theme.palette.mode === 'dark' ? theme.palette[band].light : theme.palette[band].dark,
      })}
    >
      {BAND_ICONS[band]}
      <span>{children}</span>
    </Box>
  );
}

/**
 * Concurrent-user licence utilisation (seed 000 §2, §9): an alert with the available logins, a
 * progress bar (18 px) coloured by band, concurrent and allowed users; refresh and info buttons.
 */
export default function LicenceCard({ licence, summary, loading, onRefresh, onInfo, title }: LicenceCardProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tag = localeTag(locale);
  const number = (n: number) => n.toLocaleString(tag);

  const body =
    !licence || !summary ? (
      <Stack spacing={1} aria-busy="true" data-testid="licence-loading">
        <Skeleton variant="rounded" height={36} />
        <Skeleton variant="rounded" height={LICENCE_PROGRESS_HEIGHT} />
        <Skeleton variant="text" />
      </Stack>
    ) : (
      <Stack spacing={1}>
        <BandAlert band={summary.band}>
          {summary.unlimited
            ? translate('licence.unlimited')
            : translate('licence.available', { smart_count: summary.available })}
        </BandAlert>
        <Box sx={{ position: 'relative' }}>
          <LinearProgress
            variant="determinate"
            value={summary.percent}
            color={summary.band}
            aria-label={translate('licence.utilisationValue', { percent: formatPercent(summary.percent, tag) })}
            data-band={summary.band}
            sx={{ height: LICENCE_PROGRESS_HEIGHT, borderRadius: 1 }}
          />
          <Typography
            variant="caption"
            component="div"
            data-testid="licence-percent"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontWeight: 700,
              lineHeight: 1,
              color: summary.percent >= 50 ? `${summary.band}.contrastText` : 'text.primary',
            }}
          >
            {formatPercent(summary.percent, tag)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} justifyContent="space-between">
          <Figure
            label={translate('licence.concurrentUsers')}
            value={number(summary.displayedUsage)}
            testId="licence-usage"
          />
          <Box sx={{ textAlign: 'right', minWidth: 0 }}>
            <Figure
              label={translate('licence.allowedUsers')}
              value={summary.unlimited ? translate('licence.unlimited') : number(licence.license)}
              testId="licence-allowed"
            />
          </Box>
        </Stack>
      </Stack>
    );

  const header = (
    <Stack direction="row" alignItems="center" spacing={0.5} sx={{ mb: 1 }}>
      <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1, lineHeight: 1.25 }}>
        {title ?? translate('licence.title')}
      </Typography>
      {onRefresh && (
        <Tooltip title={translate('licence.refresh')}>
          <span>
            <IconButton size="small" onClick={onRefresh} disabled={loading} aria-label={translate('licence.refresh')}>
              <RefreshIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {onInfo && (
        <Tooltip title={translate('licence.info')}>
          <IconButton size="small" onClick={onInfo} aria-label={translate('licence.info')}>
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );

  return (
    <Box
      component="section"
      data-testid="licence-card"
      aria-label={title ?? translate('licence.title')}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      {header}
      {body}
    </Box>
  );
}
