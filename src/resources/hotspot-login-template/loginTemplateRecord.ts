import type { RaRecord } from 'react-admin';
import { LOGIN_TYPES, type LoginType } from '../../domain';
import { configForType, type ConditionalCooldownValues, type LoginTypeConfigValues } from '../../domain/loginTemplate';

export interface LoginTemplateCooldown {
  cooldownPluginId?: string | null;
  dynamicExpires?: string | null;
  conditionalCooldowns?: ConditionalCooldownValues[] | null;
}

/** A login template as the portal reads it. */
export interface LoginTemplateRecord extends RaRecord {
  _id: string;
  customerId: string;
  name: string;
  description?: string | null;
  active: boolean;
  loginType: LoginType;
  loginTypeConfig?: LoginTypeConfigValues | null;
  hotspotAccountTemplateId: string;
  termsOfUseId?: string | null;
  cooldown?: LoginTemplateCooldown | null;
  /**
   * EXTERNAL_LOGIN and APP_LOGIN, details query only: the secret the customer's login page and app
   * sign with (null for other types and for callers who may not edit the template).
   */
  signingSecret?: string | null;
  hotspotDeviceConfigs?: { totalCount: number; data: { _id: string; name: string; active: boolean }[] } | null;
  createdAt: string;
  updatedAt: string;
}

export const LOGIN_TYPE_CHOICES = LOGIN_TYPES.map((type) => ({
  id: type,
  name: `resources.hotspot-login-template.types.${type}`,
}));

const trimmedOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The cooldown to send: null when neither a delay nor a conditional delay is set. */
export function cooldownData(cooldown: LoginTemplateCooldown | null | undefined) {
  const dynamicExpires = trimmedOrNull(cooldown?.dynamicExpires);
  const conditionalCooldowns = (cooldown?.conditionalCooldowns ?? []).map((item) => ({
    property: item?.property ?? null,
    accountCreatedBefore: trimmedOrNull(item?.accountCreatedBefore),
    dynamicExpires: trimmedOrNull(item?.dynamicExpires) ?? '',
  }));
  if (!dynamicExpires && conditionalCooldowns.length === 0) return null;
  return { dynamicExpires, conditionalCooldowns };
}

/**
 * Form values → the data to send: the config of the chosen type only (configForType), trimmed texts,
 * and the cooldown only when the cooldown plugin is active (else the stored one stays untouched; the
 * server names the cooldown plugin itself).
 */
export function toLoginTemplateData(values: Record<string, unknown>, cooldownActive: boolean): Record<string, unknown> {
  const { cooldown, hotspotDeviceConfigs: _configs, ...rest } = values;
  const type = values.loginType as LoginType | undefined;
  const data: Record<string, unknown> = {
    ...rest,
    name: typeof values.name === 'string' ? values.name.trim() : values.name,
    description: trimmedOrNull(values.description),
    loginTypeConfig: type ? configForType(type, values.loginTypeConfig as LoginTypeConfigValues) : null,
    termsOfUseId: trimmedOrNull(values.termsOfUseId),
  };
  if (cooldownActive) data.cooldown = cooldownData(cooldown as LoginTemplateCooldown);
  return data;
}

/** The record as the edit form starts with it (nested values without __typename, no signing secret). */
export function toEditValues(record: LoginTemplateRecord): LoginTemplateRecord {
  // the signing secret is shown on the details page only, never held by the form
  const { signingSecret: _secret, ...rest } = record;
  return {
    ...rest,
    loginTypeConfig: configForType(record.loginType, record.loginTypeConfig) ?? {},
    cooldown: {
      dynamicExpires: record.cooldown?.dynamicExpires ?? null,
      conditionalCooldowns: (record.cooldown?.conditionalCooldowns ?? []).map((item) => ({
        property: item.property,
        accountCreatedBefore: item.accountCreatedBefore ?? null,
        dynamicExpires: item.dynamicExpires ?? null,
      })),
    },
  };
}
