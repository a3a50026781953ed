/**
 * A customer's plugin settings record as the portal reads it (api.ts) and what its forms send: one
 * block per plugin, credentials write-only (the record only says which are stored, `secretsSet`).
 */
import type { RaRecord } from 'react-admin';
import type { PluginKey } from '../../domain/enums';
import { PLUGIN_BLOCKS, PLUGIN_FIELDS, type PluginField } from '../../domain/plugins';

export const RESOURCE = 'customer-plugins';

export type PluginBlock = Record<string, unknown> & { active?: boolean | null };

export interface PluginsRecord extends RaRecord {
  _id: string;
  customerId: string;
  updatedAt: string;
  secretsSet?: string[] | null;
}

/** The configured blocks of a record, in the order of the plugin types. */
export function configuredBlocks(record: PluginsRecord | null | undefined): { key: PluginKey; block: PluginBlock }[] {
  if (!record) return [];
  return PLUGIN_BLOCKS.flatMap((key) => {
    const block = record[key] as PluginBlock | null | undefined;
    return block && typeof block === 'object' ? [{ key, block }] : [];
  });
}

/** The credentials of a block that are stored (field names). */
export function storedSecrets(record: PluginsRecord | null | undefined, key: PluginKey): string[] {
  const prefix = `${key}.`;
  return (record?.secretsSet ?? []).filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length));
}

function initialValue(field: PluginField, value: unknown): unknown {
  if (field.kind === 'secret') return '';
  if (value !== undefined && value !== null) return value;
  if (field.kind === 'enumList' || field.kind === 'textList') return [];
  if (field.kind === 'bool') return false;
  if (field.kind === 'enum' && field.required) return field.options?.[0] ?? '';
  return field.kind === 'int' ? null : '';
}

/** The form values of a block (new: its defaults): `{ <key>: { active, …fields } }`; credentials start empty. */
export function toFormValues(key: PluginKey, block: PluginBlock | null | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = { active: block ? block.active === true : true };
  for (const field of PLUGIN_FIELDS[key]) values[field.name] = initialValue(field, block?.[field.name]);
  return { [key]: values };
}

function inputValue(field: PluginField, value: unknown): unknown {
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  switch (field.kind) {
    case 'secret':
      // Left empty: the stored credential stays (a required one is sent as '', its input type needs a string).
      return typeof value === 'string' && value !== '' ? value : field.required ? '' : undefined;
    case 'int':
      return empty ? null : Number(value);
    case 'bool':
      return typeof value === 'boolean' ? value : null;
    case 'enumList':
    case 'textList': {
      const items = Array.isArray(value) ? value.filter((v) => typeof v === 'string' && v.trim() !== '') : [];
      return items.length ? items.map((v: string) => v.trim()) : null;
    }
    default:
      return empty ? null : String(value).trim();
  }
}

/** The block input of the form values: typed, trimmed, empty values null, credentials only when typed. */
export function toBlockInput(key: PluginKey, values: Record<string, unknown>): Record<string, unknown> {
  const own = (values[key] ?? {}) as Record<string, unknown>;
  const block: Record<string, unknown> = { active: own.active === true };
  for (const field of PLUGIN_FIELDS[key]) {
    const value = inputValue(field, own[field.name]);
    if (value !== undefined) block[field.name] = value;
  }
  return block;
}
