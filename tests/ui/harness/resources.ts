/**
 * The resource modules for UI tests: every descriptor registered (as App.tsx does), every module's
 * messages added to the i18n provider and every mapping available without a network, so a test can
 * render one resource's view with the real messages and build its real GraphQL documents.
 */
import { RESOURCE_MODULES } from '../../../src/resources';
import { registerResourceModules, type ResourceApi, type ResourceMessages } from '../../../src/shell/registry';
import { loadLocale, registerMessages } from '../../../src/providers/i18nProvider';
import { SHELL_RESOURCES, type ResourceSpec } from '../../../src/providers/resources';

const apis = import.meta.glob<ResourceApi>('../../../src/resources/*/api.ts', { eager: true, import: 'default' });
const messages = import.meta.glob<ResourceMessages>('../../../src/resources/*/messages.ts', {
  eager: true,
  import: 'default',
});

/** Every mapping the data provider knows: the shell's and every module's. */
export const ALL_SPECS: Readonly<Record<string, ResourceSpec>> = Object.assign(
  {},
  SHELL_RESOURCES,
  ...Object.values(apis),
);

// The portal pages' messages (src/i18n/portalPages.ts), loaded with the layout like the modules'.
const pageMessages = import.meta.glob<ResourceMessages>('../../../src/i18n/portal/*.ts', {
  eager: true,
  import: 'default',
});

/** Every module's and portal page group's messages, German and English, merged per language. */
export const RESOURCE_MESSAGES: readonly ResourceMessages[] = [
  ...Object.values(messages),
  ...Object.values(pageMessages),
];

registerResourceModules(RESOURCE_MODULES);
registerMessages(RESOURCE_MESSAGES);
await loadLocale('en');
