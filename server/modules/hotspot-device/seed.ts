// Demo hotspot devices.
import type { Db } from '../../db/client';

export async function seedHotspotDevices(_db: Db, _customerId: string, _newId: () => string): Promise<void> {}
