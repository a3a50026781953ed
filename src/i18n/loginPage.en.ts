import type { Shape } from './catalogue';
import type { loginPageDe } from './loginPage';

/** English of the login page's messages (a chunk of its own: loaded when English is chosen). */
export const loginPageEn: Shape<typeof loginPageDe> = {
  login: {
    title: 'Log in',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Log in',
    forgotPassword: 'Forgot your password?',
    states: {
      stale: 'Please enter your user details',
      loading: 'Logging in …',
      success: 'Login successful',
      error: 'Access denied',
      formError: 'Please check your input',
      changedPassword: 'Please log in with your new password',
      newUser: 'You can now log in',
    },
  },
  shell: {
    appName: 'Hotspot Portal',
    footer: { copyright: '© %{year} Hotspot Portal' },
  },
  pages: { loading: 'Loading the page …' },
  error: {
    code: 'Error code %{status}',
    '400': 'Bad request',
    '403': 'Access denied',
    '404': 'Page not found',
    '500': 'An error occurred',
    generic: 'An error occurred',
    backHome: 'Back to home',
    chunkReload: 'A new version of the portal is available. Reloading the page …',
  },
  ra: { input: { password: { toggle_visible: 'Hide password', toggle_hidden: 'Show password' } } },
  forms: {
    validationMessages: {
      required: 'This field is required',
      email: 'Please enter a valid e-mail address',
    },
    fields: { email: { label: 'E-mail address' }, password: { label: 'Password' } },
  },
  errors: {
    BAD_USER_INPUT: 'One or more fields contain unexpected input',
    FORBIDDEN: 'You do not have permission for this action',
    NOT_FOUND: 'The record could not be found',
    CONFLICT: 'The record was changed in the meantime. Please reload it and repeat your change.',
    UNAUTHENTICATED: 'Your session has expired. Please log in again.',
    NOT_IMPLEMENTED: 'This function is not available yet',
    RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
    INTERNAL: 'An internal server error occurred',
    NETWORK: 'The server cannot be reached. Please check your internet connection.',
    LICENCE_EXCEEDED: 'Your WiFi code licence is not sufficient: only %{left} more codes can be created.',
    DUPLICATE: 'This entry already exists',
    SECOND_FACTOR_REQUIRED:
      '%{customerName} requires a second factor for its members. Please set one up on your profile.',
  },
};
