// Demo locations and regions.
import type { Db } from '../../db/client';

export async function seedLocations(_db: Db, _customerId: string, _newId: () => string): Promise<void> {}
