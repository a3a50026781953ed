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
    },
  },
};
