import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import WifiIcon from '@mui/icons-material/Wifi';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import WebhookIcon from '@mui/icons-material/Webhook';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocale, useTranslate } from 'react-admin';
import { can } from '../../domain/acl';
import { formatDateTime } from '../../i18n/formats';
import { useActiveCustomer } from '../../providers/activeCustomer';
import { usePermissionsAcl } from '../guards/usePermissionsAcl';
import { shellApi, type AlertEntry } from './shellApi';

/** How often the bell asks for new alerts. */
export const ALERT_POLL_MS = 60_000;

/** The message key and icon of each alert kind (schema/alerts.graphql). */
export const ALERT_KIND_VIEW: Record<
  string,
  { key: string; icon: typeof WifiIcon; color: 'error' | 'success' | 'warning' }
> = {
  'device.offline': { key: 'deviceOffline', icon: WifiOffIcon, color: 'error' },
  'device.online': { key: 'deviceOnline', icon: WifiIcon, color: 'success' },
  'licence.80': { key: 'licence80', icon: ConfirmationNumberIcon, color: 'warning' },
  'licence.full': { key: 'licenceFull', icon: ConfirmationNumberIcon, color: 'error' },
  'webhook.failing': { key: 'webhookFailing', icon: WebhookIcon, color: 'error' },
  'webhook.recovered': { key: 'webhookRecovered', icon: WebhookIcon, color: 'success' },
};

export const alertBellKey = (customerId: string) => ['shell', 'alertBell', customerId] as const;

/** One alert as a list row: its icon, its sentence, its time. Shared by the bell and the alerts page. */
export function AlertRow({ entry, dense = false }: { entry: AlertEntry; dense?: boolean }) {
  const translate = useTranslate();
  const locale = useLocale();
  const view = ALERT_KIND_VIEW[entry.kind];
  const Icon = view?.icon ?? NotificationImportantIcon;
  return (
    <ListItem dense={dense} sx={{ alignItems: 'flex-start' }} data-testid="alert-entry">
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
        <Icon fontSize="small" color={view?.color ?? 'action'} />
      </ListItemIcon>
      <ListItemText
        primary={translate(`resources.alerts.bell.kinds.${view?.key ?? 'other'}`, { name: entry.subjectName ?? '—' })}
        secondary={formatDateTime(entry.createdAt, locale)}
        slotProps={{ primary: { sx: { fontWeight: entry.unread ? 600 : 400 } } }}
      />
    </ListItem>
  );
}

/**
 * The alert bell (issue 37): the active customer's alerts (a hotspot offline and back, the licence at
 * 80 % and full, a webhook endpoint failing and recovered) with the unread count as its badge, for
 * who may read the customer's hotspot devices. The invite bell (seed 000 §2) stays as it is.
 */
export default function AlertBell() {
  const translate = useTranslate();
  const { customerId } = useActiveCustomer();
  const { acl } = usePermissionsAcl();
  const api = shellApi();
  const allowed = !!customerId && !!acl && can(acl, 'HotspotDevice', 'read', customerId) && !!api.alertBell;
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, isError } = useQuery({
    queryKey: alertBellKey(customerId ?? ''),
    queryFn: () => api.alertBell!(customerId!),
    enabled: allowed,
    refetchInterval: ALERT_POLL_MS,
    retry: false,
    meta: { silent: true },
  });
  if (!allowed) return null;
  const count = data?.unreadCount ?? 0;
  const markRead = async () => {
    await api.markAlertsRead?.(customerId!);
    await queryClient.invalidateQueries({ queryKey: alertBellKey(customerId!) });
  };
  return (
    <>
      <Tooltip title={translate('resources.alerts.bell.title')}>
        <IconButton
          color="inherit"
          aria-label={translate('resources.alerts.bell.withCount', { smart_count: count })}
          aria-haspopup="dialog"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge badgeContent={count} color="secondary" max={99} data-testid="alert-badge">
            <NotificationImportantIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': translate('resources.alerts.bell.title'),
            sx: { width: 360, maxWidth: '95vw' },
          },
        }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {translate('resources.alerts.bell.title')}
          </Typography>
          <Button size="small" onClick={() => void markRead()} disabled={count === 0}>
            {translate('resources.alerts.bell.markRead')}
          </Button>
        </Box>
        <Divider />
        {isError ? (
          <Typography sx={{ p: 2 }} color="error">
            {translate('resources.alerts.bell.error')}
          </Typography>
        ) : !data ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('ra.page.loading')}
          </Typography>
        ) : data.data.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('resources.alerts.bell.empty')}
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: 400, overflowY: 'auto' }}>
            {data.data.map((entry) => (
              <AlertRow key={entry._id} entry={entry} dense />
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ px: 2, py: 1 }}>
          <Button
            size="small"
            component={Link}
            to={`/alerts?organization=${encodeURIComponent(customerId!)}`}
            onClick={() => setAnchor(null)}
          >
            {translate('resources.alerts.bell.settings')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
