// What the guest page does with a login template (src/domain/guestLogin.ts), in words: what the guest
// will see on the start page, what an integrator needs (the signing secret and the integration guide,
// for external and app logins), and what is missing for it to work (the type not served yet, its
// plugin not active, a cooldown that is saved but not enforced). Shown under the login type of the
// form and on the details page.
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { LoginType } from '../../domain';
import { GUEST_LOGIN_SUPPORT } from '../../domain/guestLogin';
import type { PluginsRow } from './usePluginsRow';

const G = 'resources.hotspot-login-template.guestPage';

export interface GuestLoginInfoProps {
  type: LoginType | null | undefined;
  /** The active customer's plugins row (null: no plugin is active). */
  row: PluginsRow | null;
  /** Whether the template names terms of use. */
  hasTerms: boolean;
  /** Whether the template holds a cooldown (a delay or a conditional one). */
  hasCooldown: boolean;
}

/** The guest-facing summary of a login template and what is missing for it to work. */
export function GuestLoginInfo({ type, row, hasTerms, hasCooldown }: GuestLoginInfoProps) {
  const translate = useTranslate();
  const support = type ? GUEST_LOGIN_SUPPORT[type] : undefined;
  if (!type || !support) return null;
  const plugin = support.plugin;
  const pluginMissing = !!plugin && !row?.active(plugin);
  const cooldownNotEnforced = hasCooldown && !row?.active('cooldown');
  const problem = !support.served || pluginMissing || cooldownNotEnforced;
  const form = support.form === 'clickThrough' ? (hasTerms ? 'clickThroughTerms' : 'clickThrough') : support.form;
  const sees = translate(`${G}.forms.${form}`, { plugin: plugin ? translate(`plugins.${plugin}`) : '' });
  const signed = support.form === 'externalRedirect' || support.form === 'app';
  const lines = [
    support.served ? sees : translate(`${G}.planned`, { what: sees }),
    !support.served && translate(`${G}.notServed`),
    support.served && signed && translate(`${G}.integration`),
    pluginMissing && translate(`${G}.pluginMissing`, { plugin: translate(`plugins.${plugin}`) }),
    type === 'EASY_LOGIN' && translate(`${G}.easyLimits`),
    cooldownNotEnforced && translate(`${G}.cooldownNotEnforced`),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <Alert
      severity={problem ? 'warning' : 'info'}
      role="status"
      data-testid="guest-login-info"
      sx={{ mb: 2, width: '100%', boxSizing: 'border-box', overflowWrap: 'anywhere' }}
    >
      <AlertTitle>{translate(`${G}.title`)}</AlertTitle>
      {lines.map((line, i) => (
        <Box component="p" key={i} sx={{ m: 0, '& + &': { mt: 0.75 } }}>
          {line}
        </Box>
      ))}
    </Alert>
  );
}

const hasValue = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Whether a cooldown value holds a delay or a conditional delay. */
export function cooldownIsSet(
  cooldown: { dynamicExpires?: string | null; conditionalCooldowns?: readonly unknown[] | null } | null | undefined,
): boolean {
  return hasValue(cooldown?.dynamicExpires) || (cooldown?.conditionalCooldowns?.length ?? 0) > 0;
}

/** The panel inside the login-template form: follows the chosen type, the terms of use and the cooldown. */
export function GuestLoginFormInfo({ row }: { row: PluginsRow | null }) {
  const [type, termsOfUseId, cooldown] = useWatch({ name: ['loginType', 'termsOfUseId', 'cooldown'] }) as [
    LoginType | undefined,
    string | null | undefined,
    Parameters<typeof cooldownIsSet>[0],
  ];
  return (
    <GuestLoginInfo type={type} row={row} hasTerms={hasValue(termsOfUseId)} hasCooldown={cooldownIsSet(cooldown)} />
  );
}
