// Demo enrollment keys with logs.
import type { Db } from '../../db/client';

export async function seedEnrollment(_db: Db, _customerId: string, _newId: () => string): Promise<void> {}
