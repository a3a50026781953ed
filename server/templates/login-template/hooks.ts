// The hooks other modules register on login templates (platform/hooks.ts).
import type { Db, Tx } from '../../platform/db/client';
import { hook, usedBy } from '../../platform/hooks';

/** Device configurations (network/device-config) that offer a login template. */
export const loginTemplateUsedBy = usedBy();

/**
 * A login template now names another account template (in the updating transaction): hotspot-account
 * moves the template's hotspot accounts to it, the disconnect module queues a CoA-Request with its
 * limits for every guest online through the template (issue 36, docs/decisions.md D235).
 */
export const loginTemplateAccountTemplateChanged =
  hook<[db: Db | Tx, customerId: string, loginTemplateId: string, accountTemplateId: string, by: string | null]>();
