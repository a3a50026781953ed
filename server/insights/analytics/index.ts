// The analytics module's face: login analytics over the guest sessions, their rollups and time zone.
import { locationDeleted } from '../../network/location';
import type { SeedStep } from '../../platform/module';
import type { Services } from '../../platform/context';
import { seedGuestTraffic } from './demo/guestTraffic';
import { forgetLocation } from './maintenance';
import { applyAnalyticsTimezone } from './service';
import { setInstallationTimeZone } from '../../platform/timeZone';
import { ANALYTICS, FILTER_IDS, write, type OperationRule } from '../../platform/authorization';

export { analyticsResolvers as resolvers } from './resolvers';
export { requireAnalytics } from './access';

// Seed 001 §3: deleting a location stops its analytics reports.
locationDeleted.register(forgetLocation);

// Analytics days are local to one zone: a changed ANALYTICS_TIMEZONE rebuilds the rollups first.
export const start = async (services: Services): Promise<void> => {
  // The same zone is the installation's for code expiry at devices without a zone (D204).
  setInstallationTimeZone(await applyAnalyticsTimezone(services.db, services.config.analyticsTimezone));
};

// Analytics traffic of hotel and café, and DNS statistics: with its own random numbers.
export const seed: readonly SeedStep[] = [
  {
    order: 85,
    async run({ db, options }) {
      if (options.traffic !== false || options.sessions !== undefined)
        await seedGuestTraffic(db, { sessions: options.sessions, seed: options.seed });
    },
  },
];

// Analytics (issue 11; ./access.ts adds the plugin and tier).
export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.analyticsTimeline': { access: ANALYTICS, scope: 'tenant', ids: [...FILTER_IDS] },
  'Query.analyticsBreakdown': write('ProfessionalAnalytics:read', FILTER_IDS),
  'Query.analyticsRanking': { access: ANALYTICS, scope: 'tenant', ids: [...FILTER_IDS] },
};
