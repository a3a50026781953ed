import { Avatar, Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { usePortalIdentity } from './useShell';

/** Avatar with the initials of first and last name (seed 000 §2). */
export function InitialsAvatar({ size = 36, decorative = false }: { size?: number; decorative?: boolean }) {
  const identity = usePortalIdentity();
  return (
    <Avatar
      aria-hidden={decorative || undefined}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
      }}
    >
      {identity?.initials ?? ''}
    </Avatar>
  );
}

/**
 * Link to /profile with the user's first and last name and the initials avatar. Its accessible name
 * is its visible text ("Anna Berger Profil", the avatar repeats the name and is hidden from screen
 * readers); only the compact link, which shows the initials alone, is named by a label (issue 39).
 * The focus ring is the theme's (MuiButtonBase).
 */
export default function ProfileLink({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const identity = usePortalIdentity();
  const name = [identity?.firstName, identity?.lastName].filter(Boolean).join(' ') || identity?.fullName || '';
  return (
    <Tooltip title={compact ? name || translate('shell.profile') : ''} placement="right">
      <ButtonBase
        component={Link}
        to="/profile"
        aria-label={compact ? `${translate('shell.profile')}: ${name}` : undefined}
        sx={{
          display: 'flex',
          justifyContent: 'flex-start',
          gap: 1.5,
          width: '100%',
          px: compact ? 1 : 2,
          py: 1,
          borderRadius: 1,
          color: 'text.primary',
          textAlign: 'left',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <InitialsAvatar size={compact ? 32 : 36} decorative={!compact} />
        {!compact && (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap data-testid="profile-name">
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {translate('shell.profile')}
            </Typography>
          </Box>
        )}
      </ButtonBase>
    </Tooltip>
  );
}
