/**
 * The loaders of the analytics screens (/analytics, /analytics/basic, /analytics/professional[/hotspots],
 * /analytics/professional/locations), one chunk each. screens.ts reaches them through this small
 * module, so the entry (the login page) carries one dynamic import instead of four.
 */
export const ANALYTICS_SCREENS = {
  analytics: () => import('./AnalyticsStartPage'),
  analyticsBasic: () => import('./BasicAnalyticsPage'),
  analyticsProfessional: () => import('./ProfessionalAnalyticsPage'),
  analyticsLocations: () => import('./LocationsAnalyticsPage'),
};

export type AnalyticsScreen = keyof typeof ANALYTICS_SCREENS;
