/** The shell's small screens, one chunk (see `shellPage` in ../routes.ts). */
export { default as PendingAreaPage } from './PendingAreaPage';
export { default as NeedsOrganizationPage } from './requirements/NeedsOrganizationPage';
export { default as NoAccessPage } from './requirements/NoAccessPage';
export { default as PluginMissingPage } from './requirements/PluginMissingPage';
export { default as InvitesPage } from './profile/InvitesPage';
export { default as LoginCallbackPage } from './auth/LoginCallbackPage';
export { default as LogoutPage } from './auth/LogoutPage';
export { default as LoggedOutPage } from './auth/LoggedOutPage';
export { default as ForgotPasswordPage } from './auth/ForgotPasswordPage';
export { default as ResetPasswordPage } from './auth/ResetPasswordPage';
