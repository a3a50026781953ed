// The hooks other modules register on start-page content (platform/hooks.ts).
import { usedBy } from '../../platform/hooks';

/** Device configurations (network/device-config) that show a template bundle. */
export const bundleUsedBy = usedBy();
