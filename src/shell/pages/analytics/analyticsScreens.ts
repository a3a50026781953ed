/**
 * The loaders of the analytics screens (/analytics, /analytics/basic, /analytics/professional[/hotspots],
 * /analytics/professional/locations), one chunk each. screens.ts reaches them through this small
 * module, so the entry (the login page) carries one dynamic import instead of four.
 */
/** A screen with charts: recharts (ChartView) loads along with it, not after its first render. */
const withCharts =
  <T>(load: () => Promise<T>) =>
  () => {
    void import('./ChartView');
    return load();
  };

export const ANALYTICS_SCREENS = {
  analytics: () => import('./AnalyticsStartPage'),
  analyticsBasic: withCharts(() => import('./BasicAnalyticsPage')),
  analyticsProfessional: withCharts(() => import('./ProfessionalAnalyticsPage')),
  analyticsLocations: withCharts(() => import('./LocationsAnalyticsPage')),
};

export type AnalyticsScreen = keyof typeof ANALYTICS_SCREENS;
