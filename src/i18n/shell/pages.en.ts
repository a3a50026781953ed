import type { Shape } from '../catalogue';
import type { pagesDe } from './pages';

/** English of the shell's pages part (a chunk of its own: loaded when English is chosen). */
export const pagesEn: Shape<typeof pagesDe> = {
  pages: {
    loading: 'Loading the page …',
    pending: {
      title: 'Not available yet',
      text: 'This area is not available in this version of the portal yet. It will follow in one of the next versions.',
    },
    error: {
      reload: 'Reload the page',
    },
    requirements: {
      attemptedPath: 'Requested page',
      requiredPlugin: 'Required plugin: %{plugin}',
      continue: 'Continue to the requested page',
      otherCustomer: 'Choose another customer',
    },
    auth: {
      cancel: 'Cancel',
      lastError: 'Reason: %{message}',
    },
    home: {
      customer: 'Active customer',
      lastLoginUnavailable: 'The last login at your hotspots cannot be loaded right now.',
      lastLoginLoading: 'Loading …',
      lastLoginForbidden: 'The last login is shown to users who may read online users or the analytics.',
      feedbackSubject: 'Feedback on the Hotspot Portal',
      opensInNewTab: '(opens in a new tab)',
      figures: {
        title: 'At a glance',
        unavailable: 'Cannot be loaded right now.',
        empty: 'No data yet',
        online: 'Guests online',
        licence: 'Licence: %{usage} of %{license} in use (%{percent})',
        licenceUnlimited: 'Licence: unlimited',
        licenceBar: 'Licence utilisation',
        licenceAction: 'Show licence',
        loginsToday: 'Logins today',
        loginsWeek: 'Last 7 days: %{count}',
        trend: '%{change} vs. the 7 days before',
        codes: 'WiFi codes (7 days)',
        codesCreated: 'created',
        codesUsed: 'first used',
        codesAction: 'Go to WiFi codes',
        devicesOffline: 'Hotspot devices offline',
        devicesOf: 'of %{total} active devices',
        devicesAction: 'Go to hotspot devices',
      },
    },
  },
};
