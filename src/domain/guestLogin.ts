// What the guest page does with each login type (docs/guest-page.md): the one table the server's
// guest page follows (it offers only the login templates whose type it serves, in the device
// configuration's order) and the portal's login-template form explains (what the guest will see,
// which plugin or setting is missing). A type that is not served yet is saved, but the guest page
// leaves it out: the portal says so instead of letting a customer believe guests can log in with it.
import type { LoginType, PluginKey } from './enums';
import { pluginOfLoginType } from './loginTemplate';

/** What the guest does on the start page for a login template of this type. */
export type GuestLoginForm =
  /** Types a WiFi code (VOUCHER_LOGIN). */
  | 'code'
  /** Accepts the terms (when the template has them) and taps one button (EASY_LOGIN). */
  | 'clickThrough'
  /** Types a device account's username and password; MAC accounts log in without the page. */
  | 'usernamePassword'
  /** Is sent to the customer's own login page and comes back signed (EXTERNAL_LOGIN). */
  | 'externalRedirect'
  /** Opens the customer's app, which logs the device in with a one-time token (APP_LOGIN). */
  | 'app'
  /** Types a phone number, receives a WiFi code by SMS and types it (VOUCHER_SMS_LOGIN, docs/sms.md). */
  | 'sms'
  /** Logs in at the customer's OpenID Connect provider (the cidaas plugin) and comes back (CIDAAS_LOGIN, docs/oidc-login.md). */
  | 'oidc'
  /** Types the room number and surname, checked at the hotel's REOS; gets the room's VLAN (REOS_LOGIN, docs/reos.md). */
  | 'room'
  /** Types the room number and the friend code the room's guest sees: joins the room's VLAN (REOS_FRIEND_LOGIN). */
  | 'roomFriend'
  /** Signs up for (or in to) the customer's loyalty club with name, e-mail and mobile number (BOOSTCOM_LOGIN, docs/boostcom.md). */
  | 'loyalty'
  /** Served by an outside service not connected yet (SMS, identity provider, room system, loyalty club). */
  | 'none';

export interface GuestLoginSupport {
  form: GuestLoginForm;
  /** Whether the guest page offers templates of this type today. */
  served: boolean;
  /** The plugin block the type needs active at the customer (none for code and click-through). */
  plugin?: PluginKey;
}

const support = (form: GuestLoginForm, served: boolean, type: LoginType): GuestLoginSupport => {
  const plugin = pluginOfLoginType(type);
  return plugin ? { form, served, plugin } : { form, served };
};

export const GUEST_LOGIN_SUPPORT: Readonly<Record<LoginType, GuestLoginSupport>> = {
  VOUCHER_LOGIN: support('code', true, 'VOUCHER_LOGIN'),
  EASY_LOGIN: support('clickThrough', true, 'EASY_LOGIN'),
  DEVICE_ACCOUNT_LOGIN: support('usernamePassword', true, 'DEVICE_ACCOUNT_LOGIN'),
  EXTERNAL_LOGIN: support('externalRedirect', true, 'EXTERNAL_LOGIN'),
  APP_LOGIN: support('app', true, 'APP_LOGIN'),
  VOUCHER_SMS_LOGIN: support('sms', true, 'VOUCHER_SMS_LOGIN'),
  CIDAAS_LOGIN: support('oidc', true, 'CIDAAS_LOGIN'),
  REOS_LOGIN: support('room', true, 'REOS_LOGIN'),
  REOS_FRIEND_LOGIN: support('roomFriend', true, 'REOS_FRIEND_LOGIN'),
  BOOSTCOM_LOGIN: support('loyalty', true, 'BOOSTCOM_LOGIN'),
};

/** Whether the guest page offers a login template of `type` (its plugin active where it needs one). */
export function servedOnGuestPage(type: LoginType, pluginActive: (plugin: PluginKey) => boolean): boolean {
  const s = GUEST_LOGIN_SUPPORT[type];
  if (!s?.served) return false;
  return !s.plugin || pluginActive(s.plugin);
}
