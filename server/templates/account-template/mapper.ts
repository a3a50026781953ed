// A stored account template → the GraphQL HotspotAccountTemplate (profile and configuration nested).
import type { HotspotAccountTemplate } from '../../graphql/generated/resolvers';
import type { HotspotAccountTemplateRow } from './table';

/** A HotspotAccountTemplate without its login templates, which resolve on the type. */
export type HotspotAccountTemplateModel = Omit<HotspotAccountTemplate, 'hotspotLoginTemplates'>;

export function toAccountTemplate(row: HotspotAccountTemplateRow): HotspotAccountTemplateModel {
  return {
    _id: row.id,
    customerId: row.customerId,
    name: row.name,
    description: row.description,
    active: row.active,
    accountConfiguration: { dynamicExpires: row.dynamicExpires },
    accountProfile: {
      expires: row.expires?.toISOString() ?? null,
      idleTimeout: row.idleTimeout,
      maxBandwidthDown: row.maxBandwidthDown,
      maxBandwidthUp: row.maxBandwidthUp,
      maxSurftime: row.maxSurftime,
      maxVolume: row.maxVolume,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
