import { useResourceContext } from 'react-admin';

/** `resources.<resource>`: the message prefix of the resource in context (device-account by default). */
export function useMessagePrefix(): string {
  return `resources.${useResourceContext() ?? 'device-account'}`;
}
