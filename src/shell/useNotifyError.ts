import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { describeError } from '../providers/errors';

/** Notify an error in the user's language (errors.<CODE>, with the server's arguments). */
export function useNotifyError() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const d = describeError(error);
      notify(d.messageKey, { type: 'error', messageArgs: { ...d.args } });
    },
    [notify],
  );
}
