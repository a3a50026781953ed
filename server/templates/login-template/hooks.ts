// The hooks other modules register on login templates (platform/hooks.ts).
import { usedBy } from '../../platform/hooks';

/** Device configurations (network/device-config) that offer a login template. */
export const loginTemplateUsedBy = usedBy();
