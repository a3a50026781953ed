/**
 * The loaders of the info pages (/docs, /docs/{id}, /changelog, /i18n-export, /test), one chunk each.
 * screens.ts reaches them through this small module, so the entry (the login page) carries one
 * dynamic import instead of five, each with the list of chunks it preloads.
 */
export const INFO_SCREENS = {
  docs: () => import('../docs/DocsIndexPage'),
  docsPage: () => import('../docs/DocsPage'),
  apiReference: () => import('../docs/ApiReferencePage'),
  changelog: () => import('../changelog/ChangelogPage'),
  i18nExport: () => import('./I18nExportPage'),
  diagnostics: () => import('./DiagnosticsPage'),
};

export type InfoScreen = keyof typeof INFO_SCREENS;
