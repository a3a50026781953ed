// The keyed hash of a phone number: HMAC-SHA256 of its E.164 form under the installation's own key
// (settings `sms_phone_key`, generated once), as client MACs are hashed (device-account/service.ts).
// Without the key the hash cannot be matched against a list of numbers.
import { createHmac } from 'node:crypto';
import type { Db } from '../../platform/db/client';
import { cachedSecret } from '../../platform/secrets';

export async function hashPhone(db: Db, e164: string): Promise<string> {
  const key = await cachedSecret(db, 'sms_phone_key');
  return createHmac('sha256', key).update(e164).digest('hex');
}
