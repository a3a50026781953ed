// Signing deliveries the Standard Webhooks way (https://www.standardwebhooks.com, docs/webhooks.md):
// `webhook-signature: v1,<base64 of HMAC-SHA256 over "<webhook-id>.<webhook-timestamp>.<body>">`. The key is
// the secret's base64 part when it has the `whsec_` prefix (the secrets this module generates), else the
// secret's UTF-8 bytes (the webhook plugin's token, as the customer typed it).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new signing secret: `whsec_` + 24 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

export function signingKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
}

/** The `webhook-signature` header of one request. */
export function signDelivery(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * What a receiver does (docs/webhooks.md has it for Node without this module): true when one of the
 * header's space-separated `v1,` signatures matches and the timestamp is within `toleranceS` of now.
 */
export function verifyDelivery(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  now = Date.now(),
  toleranceS = 300,
): boolean {
  const ts = Number(headers.timestamp);
  if (!Number.isInteger(ts) || Math.abs(now / 1000 - ts) > toleranceS) return false;
  const expected = Buffer.from(signDelivery(secret, headers.id, ts, body).slice(3), 'base64');
  return headers.signature.split(' ').some((part) => {
    if (!part.startsWith('v1,')) return false;
    const got = Buffer.from(part.slice(3), 'base64');
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
}
