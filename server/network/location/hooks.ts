// The hooks other modules register on locations (platform/hooks.ts).
import type { Tx } from '../../platform/db/client';
import { hook } from '../../platform/hooks';

/** In the transaction that deletes a location (customer, location id): what others forget with it. */
export const locationDeleted = hook<[tx: Tx, customerId: string, locationId: string]>();
