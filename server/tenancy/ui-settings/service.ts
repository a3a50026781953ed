// The UI settings store (seed 000 §3 "per owner namespace, per key entries"): small JSON values the
// portal keeps per owner (a customer) and namespace. A namespace is known to the server and belongs to
// a permission subject: reading needs its read, writing and deleting its create. Bounded: key length
// and characters, value size, entries per owner and namespace.
import { can, type Subject } from '../../../src/domain/acl';
import { formatBytes, shortcutProblem, SHORTCUT_NAMESPACE } from '../../../src/domain/shortcut';
import { LIST_VIEWS, listViewProblem } from '../../../src/domain/listViews';
import { hasControlChars, isCustomerId, type Invalid } from '../../../src/domain/validation';
import type { Db } from '../../platform/db/client';
import type { Viewer } from '../../platform/context';
import { HttpError } from '../../platform/http';
import * as store from './store';
import type { UiSettingRow } from './table';

export interface UiSettingsNamespace {
  /** The subject whose permissions guard it. */
  subject: Subject;
  /** Largest value (its JSON) in bytes; default UI_SETTING_VALUE_MAX_BYTES. */
  maxBytes?: number;
  /** The value's first problem (the field rules the portal's form uses), undefined when valid. */
  check?: (value: unknown, key: string) => ({ field: string } & Invalid) | undefined;
  /**
   * Entries of each user on their own (saved list views): a user lists, writes and deletes only
   * theirs, and writing needs only the subject's read. Its `check` must allow a fixed set of keys —
   * that bounds the entries per user (the per-namespace count does not apply).
   */
  perUser?: boolean;
}

export const UI_SETTING_KEY_MAX = 100;
export const UI_SETTING_VALUE_MAX_BYTES = 16 * 1024;

/** Known namespaces: subject, value limit and value rules. */
export const UI_SETTINGS_NAMESPACES: Readonly<Record<string, UiSettingsNamespace>> = {
  'hotspot-device-import': { subject: 'HotspotDevice' },
  // Saved column mappings of the WiFi-code import (src/components/import/savedMappings, D318).
  'wifi-code-import': { subject: 'Voucher' },
  // WiFi-code shortcuts carry a logo (≤ 200 kB as a data URL, a third more as base64).
  [SHORTCUT_NAMESPACE]: { subject: 'Voucher', maxBytes: 300 * 1024, check: shortcutProblem },
  // Saved queries and column choices of the main lists, per user (issue 39; src/domain/listViews).
  ...Object.fromEntries(
    Object.values(LIST_VIEWS).map(({ namespace, subject }) => [
      namespace,
      { subject, perUser: true, check: (value: unknown, key: string) => listViewProblem(key, value) },
    ]),
  ),
};

/** The value limit of a namespace (an unknown one gets the default: it is refused before any read). */
export const namespaceMaxBytes = (namespace: string): number =>
  (Object.hasOwn(UI_SETTINGS_NAMESPACES, namespace) ? UI_SETTINGS_NAMESPACES[namespace].maxBytes : undefined) ??
  UI_SETTING_VALUE_MAX_BYTES;
export const UI_SETTINGS_PER_NAMESPACE = 100;
const KEY_PATTERN = /^[A-Za-z0-9 _.-]+$/;

export interface UiSettingEntry {
  ownerId: string;
  namespace: string;
  key: string;
  value: unknown;
  updatedAt: string;
}

const entryOf = (row: UiSettingRow): UiSettingEntry => ({
  ownerId: row.ownerId,
  namespace: row.namespace,
  key: row.key,
  value: row.value,
  updatedAt: row.updatedAt.toISOString(),
});

const invalid = (field: string, i18n: string, message: string, args: Record<string, unknown> = {}) =>
  new HttpError(400, 'BAD_USER_INPUT', message, { field, i18n, args });

/**
 * The stored key of a viewer's entry: per-user namespaces keep each user's entries under their id
 * (`<userId>/<key>`; '/' never occurs in a key the caller gives).
 */
const storedKey = (viewer: Viewer, namespace: string, key: string) =>
  UI_SETTINGS_NAMESPACES[namespace].perUser ? `${viewer.id}/${key}` : key;

/** The namespace's subject after the owner and permission checks (404 for an unknown namespace). */
function guard(viewer: Viewer, ownerId: string, namespace: string, action: 'read' | 'create') {
  const known = Object.hasOwn(UI_SETTINGS_NAMESPACES, namespace) ? UI_SETTINGS_NAMESPACES[namespace] : null;
  const subject = known?.subject;
  if (!subject) throw new HttpError(404, 'NOT_FOUND', 'Unknown settings namespace', { field: 'namespace' });
  // One's own view of a list needs no more than reading the list.
  if (known.perUser) action = 'read';
  if (!isCustomerId(ownerId)) {
    throw invalid('ownerId', 'forms.validationMessages.customerId', 'ownerId must be a customer id');
  }
  if (!can(viewer.acl, subject, action, ownerId)) {
    throw new HttpError(403, 'FORBIDDEN', 'Access denied', { field: 'ownerId' });
  }
}

function checkKey(key: string) {
  if (!key.trim()) throw invalid('key', 'forms.validationMessages.required', 'key is required');
  if (key.length > UI_SETTING_KEY_MAX) {
    throw invalid('key', 'forms.validationMessages.max', `key: at most ${UI_SETTING_KEY_MAX} characters`, {
      max: UI_SETTING_KEY_MAX,
    });
  }
  if (hasControlChars(key) || !KEY_PATTERN.test(key)) {
    throw invalid('key', 'forms.validationMessages.text', 'key: letters, digits, space, _ . - only');
  }
}

export async function listSettings(db: Db, viewer: Viewer, ownerId: string, namespace: string) {
  guard(viewer, ownerId, namespace, 'read');
  const rows = await store.listEntries(db, ownerId, namespace);
  if (!UI_SETTINGS_NAMESPACES[namespace].perUser) return rows.map(entryOf);
  const mine = `${viewer.id}/`;
  return rows
    .filter((row) => row.key.startsWith(mine))
    .map((row) => ({ ...entryOf(row), key: row.key.slice(mine.length) }));
}

export async function putSetting(
  db: Db,
  viewer: Viewer,
  ownerId: string,
  namespace: string,
  key: string,
  body: Record<string, unknown>,
): Promise<UiSettingEntry> {
  guard(viewer, ownerId, namespace, 'create');
  checkKey(key);
  if (!('value' in body) || body.value === undefined) {
    throw invalid('value', 'forms.validationMessages.required', 'value is required');
  }
  const maxBytes = namespaceMaxBytes(namespace);
  const size = Buffer.byteLength(JSON.stringify(body.value));
  if (size > maxBytes) {
    throw invalid('value', 'forms.validationMessages.fileTooLarge', `value: at most ${maxBytes} bytes`, {
      maxSize: formatBytes(maxBytes),
    });
  }
  const problem = UI_SETTINGS_NAMESPACES[namespace].check?.(body.value, key);
  if (problem) {
    const { field, message, args } = problem;
    throw invalid(field, message, `${field}: invalid (${message})`, args);
  }
  const perUser = UI_SETTINGS_NAMESPACES[namespace].perUser === true;
  const stored = storedKey(viewer, namespace, key);
  return db.transaction(async (tx) => {
    const existing = await store.findEntry(tx, ownerId, namespace, stored);
    if (!perUser && !existing && (await store.countEntries(tx, ownerId, namespace)) >= UI_SETTINGS_PER_NAMESPACE) {
      throw invalid('key', 'forms.validationMessages.arrayMaxSize', `at most ${UI_SETTINGS_PER_NAMESPACE} entries`, {
        maxSize: UI_SETTINGS_PER_NAMESPACE,
      });
    }
    return { ...entryOf(await store.upsertEntry(tx, ownerId, namespace, stored, body.value)), key };
  });
}

export async function deleteSetting(db: Db, viewer: Viewer, ownerId: string, namespace: string, key: string) {
  guard(viewer, ownerId, namespace, 'create');
  checkKey(key);
  if (!(await store.deleteEntry(db, ownerId, namespace, storedKey(viewer, namespace, key)))) {
    throw new HttpError(404, 'NOT_FOUND', 'No such setting', { field: 'key' });
  }
  return true;
}
