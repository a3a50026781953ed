// The hooks other modules register on plugin settings (platform/hooks.ts).
import { usedBy } from '../../platform/hooks';

/** Login templates (templates/login-template) name a plugins record in their configuration. */
export const pluginsUsedBy = usedBy();
