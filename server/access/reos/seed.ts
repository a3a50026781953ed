// The demo hotel's reos plugin (docs/reos.md): pointing at the local REOS stand-in the portal serves
// under <PUBLIC_URL>/stand-in/reos, with the stand-in's client, scope and domain and the VLANs
// 100–199. A real REOS is configuration alone: its URLs and credentials in the plugin.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { HOTEL_ID } from '../../platform/seed/ids';
import { customerPlugins } from '../../tenancy/customer/table';
import { REOS_DEMO_CLIENT } from './standIn';

export const REOS_DEMO_VLANS = { minVlanId: 100, maxVlanId: 199 } as const;

export async function seedReosPlugin(db: Db, standInUrl: string): Promise<void> {
  const block = {
    reos: { active: true, apiUrl: standInUrl, ...REOS_DEMO_CLIENT, ...REOS_DEMO_VLANS },
  };
  await db
    .update(customerPlugins)
    .set({ plugins: sql`${customerPlugins.plugins} || ${JSON.stringify(block)}::jsonb` })
    .where(sql`${customerPlugins.customerId} = ${HOTEL_ID}`);
}
