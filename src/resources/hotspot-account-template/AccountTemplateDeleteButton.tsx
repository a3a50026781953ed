import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/**
 * Delete one account template after a confirmation naming it. A template still in use is refused by
 * the server (CONFLICT, messages.accountTemplateInUse listing the login templates): shown translated.
 */
export function AccountTemplateDeleteButton() {
  return <ConfirmDeleteButton />;
}
