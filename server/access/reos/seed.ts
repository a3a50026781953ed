// The demo hotel's reos plugin (docs/reos.md): pointing at the local REOS stand-in that `npm start`
// runs on 127.0.0.1 (REOS_STAND_IN_PORT), with the stand-in's client, scope and domain and the VLANs
// 100–199. A real REOS is configuration alone: its URLs and credentials in the plugin.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { HOTEL_ID } from '../../platform/seed/ids';
import { customerPlugins } from '../../tenancy/customer/table';
import { REOS_DEMO_CLIENT } from './standIn';

export const REOS_DEMO_VLANS = { minVlanId: 100, maxVlanId: 199 } as const;

export async function seedReosPlugin(db: Db, standInPort: number): Promise<void> {
  const block = {
    reos: { active: true, apiUrl: `http://127.0.0.1:${standInPort}`, ...REOS_DEMO_CLIENT, ...REOS_DEMO_VLANS },
  };
  await db
    .update(customerPlugins)
    .set({ plugins: sql`${customerPlugins.plugins} || ${JSON.stringify(block)}::jsonb` })
    .where(sql`${customerPlugins.customerId} = ${HOTEL_ID}`);
}
