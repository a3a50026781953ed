// Demo data of this area for one customer. (Filled in by the login-experience issue.)
import type { Db } from '../../db/client';

export async function seedStartPages(_db: Db, _customerId: string, _objectId: () => string): Promise<void> {}
