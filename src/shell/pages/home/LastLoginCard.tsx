import { Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { can } from '../../../domain';
import { useActiveCustomer } from '../../../providers/activeCustomer';
import { localeTag } from '../../../providers/i18nProvider';
import { useAcl } from '../../layout/useShell';
import HomeCard from './HomeCard';
import { fetchLastLogin } from './lastLoginApi';

/** Who may see it: the server's rule (server/access/session/service.ts mayReadLastLogin). */
const SUBJECTS = ['OnlineUsers', 'BasicAnalytics', 'ProfessionalAnalytics'] as const;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** "vor 5 Minuten" / "5 minutes ago": the largest whole unit, seconds below a minute ("jetzt"). */
export function relativeTime(at: Date, now: Date, locale: string): string {
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(Math.abs(seconds) < 10 ? 0 : seconds, 'second');
}

/**
 * The home card "Last hotspot login" (seed 001 §2): when a guest last logged in at a hotspot of the
 * active customer — relative and as date and time. Without a customer or without the permission it
 * says why instead of asking; a failed request says that it cannot be shown.
 */
export default function LastLoginCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { customerId } = useActiveCustomer();
  const { acl, isPending: aclPending } = useAcl();
  const allowed = !!customerId && SUBJECTS.some((s) => can(acl, s, 'read', customerId));
  const query = useQuery({
    // 'shell' first: dropped on a customer switch (useShell.ts).
    queryKey: ['shell', 'lastLogin', customerId],
    queryFn: () => fetchLastLogin(customerId as string),
    enabled: allowed,
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });

  let text: string;
  let detail: string | null = null;
  if (!customerId) text = translate('shell.noCustomer');
  else if (aclPending) text = translate('pages.home.lastLoginLoading');
  else if (!allowed) text = translate('pages.home.lastLoginForbidden');
  else if (query.isPending) text = translate('pages.home.lastLoginLoading');
  else if (query.isError) text = translate('pages.home.lastLoginUnavailable');
  else if (!query.data?.timestamp) text = translate('home.lastLoginNone');
  else {
    const at = new Date(query.data.timestamp);
    const tag = localeTag(locale);
    text = relativeTime(at, new Date(), tag);
    detail = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short' }).format(at);
  }

  return (
    <HomeCard labelId="home-last-login" title={translate('home.lastLogin')} icon={HistoryIcon}>
      <Typography variant={detail ? 'subtitle1' : 'body1'} color={detail ? undefined : 'text.secondary'}>
        {text}
      </Typography>
      {detail && (
        <Typography color="text.secondary" component="time" dateTime={query.data!.timestamp!}>
          {detail}
        </Typography>
      )}
    </HomeCard>
  );
}
