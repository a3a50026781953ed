/** The login screen's states (seed 000: the login form). */
export const LOGIN_STATES = ['stale', 'loading', 'success', 'error', 'formError'] as const;
export type LoginState = (typeof LOGIN_STATES)[number];
/** Extra login screen messages. */
export const LOGIN_MESSAGES = ['changedPassword', 'newUser'] as const;
export type LoginMessage = (typeof LOGIN_MESSAGES)[number];
