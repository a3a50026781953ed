// Errors of the data interface: always a code (extensions.code) and, for input errors, the field
// and the i18n key of the message, so that the portal shows them translated on the field.
import { GraphQLError } from 'graphql';
import type { Invalid } from '../../src/domain/validation';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNAUTHENTICATED'
  | 'NOT_IMPLEMENTED'
  | 'LICENCE_EXCEEDED'
  | 'RATE_LIMITED'
  | 'SECOND_FACTOR_REQUIRED';

export function fail(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

export const unauthenticated = (reason = 'Authentication required') => fail('UNAUTHENTICATED', reason);
export const forbidden = (field?: string) => fail('FORBIDDEN', 'Access denied', field ? { field } : {});
/**
 * A refusal because the customer requires a second factor of its members and the caller has none
 * (D287, D294): the portal leads to the enrolment, naming the customer.
 */
export const secondFactorRequired = (customer: { customerId: string; company: string }, field?: string) =>
  fail('SECOND_FACTOR_REQUIRED', 'This customer requires a second factor of its members', {
    customerId: customer.customerId,
    customerName: customer.company,
    ...(field ? { field } : {}),
  });
export const notFound = (what: string, extra: Record<string, unknown> = {}) =>
  fail('NOT_FOUND', `${what} not found`, extra);

export function badInput(field: string, invalid: Invalid): GraphQLError {
  return fail('BAD_USER_INPUT', `Invalid value for ${field}`, {
    field,
    i18n: invalid.message,
    args: invalid.args ?? {},
  });
}

/** An update carried an `updatedAt` older than the stored one (optimistic locking). */
export const stale = (what: string) =>
  fail('CONFLICT', `The ${what} was changed meanwhile`, { field: 'updatedAt', reason: 'STALE' });

/** Too many attempts (server/platform/throttle.ts): `retryAfter` seconds until the next may go ahead. */
export const rateLimited = (retryAfter: number) =>
  fail('RATE_LIMITED', 'Too many attempts, try again later', { retryAfter });

export const notImplemented = (operation: string) =>
  fail('NOT_IMPLEMENTED', `${operation} is not implemented yet`, { operation });
