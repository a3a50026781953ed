// The hooks other modules register on account templates (platform/hooks.ts).
import type { Db, Tx } from '../../platform/db/client';
import { hook, usedBy } from '../../platform/hooks';

/** Login templates (login-template) and device configurations (network) that name an account template. */
export const accountTemplateUsedBy = usedBy();

/**
 * A template's limits changed (in the updating transaction): the disconnect module queues a
 * CoA-Request with the new limits for every online session whose login used it (issue 36).
 */
export const accountTemplateLimitsChanged =
  hook<[db: Db | Tx, customerId: string, templateId: string, by: string | null]>();
