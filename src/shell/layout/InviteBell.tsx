import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Link, useTranslate } from 'react-admin';
import { useInviteCount } from './useShell';

/** Bell with the number of my pending invites, linking to /profile/invites (seed 000 §2, §7). */
export default function InviteBell() {
  const translate = useTranslate();
  const count = useInviteCount();
  const label = translate('shell.invitesWithCount', { smart_count: count });
  return (
    <Tooltip title={translate('shell.invites')}>
      <IconButton color="inherit" component={Link} to="/profile/invites" aria-label={label}>
        <Badge badgeContent={count} color="secondary" max={99} data-testid="invite-badge">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
