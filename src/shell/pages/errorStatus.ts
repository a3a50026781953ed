import { describeError } from '../../providers/errors';

/**
 * Status and message of the error page (seed 000 §8), without the page itself: the route error
 * boundary and the router's last-resort page need them before the page's chunk is loaded.
 */

/** Where the 403 error page sends the user after logging out (it shows the recorded reason). */
export const LOGGED_OUT_PATH = '/auth/logged-out';

/** Statuses with a message of their own; every other status shows error.generic. */
const STATUS_MESSAGES = [400, 403, 404, 500] as const;

export function errorMessageKey(status: number): string {
  return (STATUS_MESSAGES as readonly number[]).includes(status) ? `error.${status}` : 'error.generic';
}

/** Status of an error thrown while rendering a route: the error's own status, otherwise 500. */
export function statusOfError(error: unknown): number {
  const direct = (error as { status?: unknown } | null)?.status;
  if (typeof direct === 'number' && direct >= 400 && direct < 600) return direct;
  const { status } = describeError(error);
  return status >= 400 && status < 600 ? status : 500;
}
