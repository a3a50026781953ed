/** The profile's pages, one chunk (see pages/screens.ts). */
export { default as ProfilePage } from './ProfilePage';
export { default as ProfileEditPage } from './ProfileEditPage';
export { default as ChangePasswordPage } from './ChangePasswordPage';
