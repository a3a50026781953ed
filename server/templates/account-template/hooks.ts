// The hooks other modules register on account templates (platform/hooks.ts).
import { usedBy } from '../../platform/hooks';

/** Login templates (login-template) and device configurations (network) that name an account template. */
export const accountTemplateUsedBy = usedBy();
