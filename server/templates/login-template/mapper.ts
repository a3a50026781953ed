// A stored login template → the GraphQL HotspotLoginTemplate.
import type { HotspotLoginTemplate, LoginType } from '../../graphql/generated/resolvers';
import type { HotspotLoginTemplateRow } from './table';

/** A HotspotLoginTemplate without the fields its own resolvers answer. */
export type HotspotLoginTemplateModel = Omit<HotspotLoginTemplate, 'hotspotDeviceConfigs' | 'conditionalCooldowns'>;

export function toLoginTemplate(row: HotspotLoginTemplateRow): HotspotLoginTemplateModel {
  return {
    _id: row.id,
    customerId: row.customerId,
    name: row.name,
    description: row.description,
    active: row.active,
    loginType: row.loginType as LoginType,
    loginTypeConfig: row.loginTypeConfig,
    hotspotAccountTemplateId: row.accountTemplateId,
    termsOfUseId: row.termsOfUseId,
    cooldown: row.cooldown
      ? {
          cooldownPluginId: row.cooldown.cooldownPluginId,
          dynamicExpires: row.cooldown.dynamicExpires,
          conditionalCooldowns: row.cooldown.conditionalCooldowns ?? [],
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
