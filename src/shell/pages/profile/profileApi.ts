import type { MyProfile } from '../../../providers/authProvider';
import { createRestClient, type RestClient } from '../../../providers/restClient';
import { tokenStore } from '../../../providers/tokenStore';
import type { ProfileField } from '../../../domain/profile';

export type { MyProfile };

/** What technicians need to connect the hotspots of a customer (GET /my-profile/hotspot-config). */
export interface HotspotConfig {
  customerId: string;
  /** The guest login page (`/guest`). */
  loginPageUrl: string;
  /** The login page of one device, with `{deviceId}` for the device's id. */
  loginPageUrlPattern: string;
  devices: { id: string; name: string; loginPageUrl: string }[];
  /** More devices than listed. */
  moreDevices: boolean;
  radius: { servers: string[]; authPort: number; acctPort: number; enabled: boolean; secret: string };
}

/** A message of the local outbox (GET /mail/outbox, operators only). */
export interface OutboxMessage {
  id: string;
  from: string | null;
  to: string[];
  subject: string | null;
  receivedAt: string;
  /** Only when read one by one. */
  text?: string | null;
}

export type ProfileValues = Partial<Record<ProfileField, string | null>>;

/**
 * The profile's calls (REST, with the session's bearer token; server/tenancy/identity/profile.ts) and the public
 * password calls of the forgot/reset pages. Tests replace them with `setProfileApi(fake)`.
 */
export interface ProfileApi {
  profile(): Promise<MyProfile>;
  updateProfile(values: ProfileValues): Promise<MyProfile>;
  /** Step 1 of the password change: resolves when the current password is right. */
  checkPassword(currentPassword: string): Promise<void>;
  /** Step 2: the new password; the server then ends every session of the user. */
  changePassword(values: { currentPassword: string; password: string; passwordConfirm: string }): Promise<void>;
  hotspotConfig(customerId: string): Promise<HotspotConfig>;
  /** Always resolves alike for known and unknown addresses. */
  forgotPassword(email: string, lang: string): Promise<void>;
  /** The address a reset link is for; rejects (field token) when it is unknown, used or expired. */
  checkResetToken(token: string): Promise<{ email: string }>;
  resetPassword(values: { token: string; password: string; passwordConfirm: string }): Promise<void>;
  /** The newest messages of the local outbox, optionally to one address. */
  outbox(to: string, limit: number): Promise<OutboxMessage[]>;
  outboxMessage(id: string): Promise<OutboxMessage>;
}

export function createProfileApi(rest: RestClient = createRestClient(tokenStore)): ProfileApi {
  return {
    profile: () => rest<MyProfile>('/my-profile'),
    updateProfile: (values) => rest<MyProfile>('/my-profile', { method: 'PUT', body: values }),
    async checkPassword(currentPassword) {
      await rest('/my-profile/password/check', { method: 'POST', body: { currentPassword } });
    },
    async changePassword(values) {
      await rest('/my-profile/password', { method: 'PUT', body: values });
    },
    hotspotConfig: (customerId) =>
      rest<HotspotConfig>(`/my-profile/hotspot-config?customerId=${encodeURIComponent(customerId)}`),
    async forgotPassword(email, lang) {
      await rest('/auth/forgot-password', { method: 'POST', body: { email, lang }, auth: false });
    },
    checkResetToken: (token) =>
      rest<{ email: string }>('/auth/reset-password/check', { method: 'POST', body: { token }, auth: false }),
    async resetPassword(values) {
      await rest('/auth/reset-password', { method: 'POST', body: values, auth: false });
    },
    outbox: (to, limit) =>
      rest<OutboxMessage[]>(`/mail/outbox?limit=${limit}${to ? `&to=${encodeURIComponent(to)}` : ''}`),
    outboxMessage: (id) => rest<OutboxMessage>(`/mail/outbox/${encodeURIComponent(id)}`),
  };
}

let api: ProfileApi | null = null;

export function profileApi(): ProfileApi {
  return (api ??= createProfileApi());
}

/** Replace the calls (tests); `null` restores the real ones. */
export function setProfileApi(next: ProfileApi | null): void {
  api = next;
}
