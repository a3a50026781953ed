// Demo device configurations.
import type { Db } from '../../db/client';

export async function seedDeviceConfigs(_db: Db, _customerId: string, _newId: () => string): Promise<void> {}
