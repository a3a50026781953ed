// REST of the UI settings store (seed 000 §3, §7), bearer auth:
//   GET    /ui-settings/:ownerId/:namespace        → { data: [entry…] } (by key)
//   PUT    /ui-settings/:ownerId/:namespace/:key   body { value } → { data: entry } (create or replace)
//   DELETE /ui-settings/:ownerId/:namespace/:key   → { data: true } (404 when absent)
import { requireRestViewer } from '../identity/restViewer';
import type { IncomingMessage } from 'node:http';
import type { Route } from '../../platform/http';
import type { Services, Viewer } from '../../platform/context';
import { HttpError, readJson, sendJson } from '../../platform/http';
import { deleteSetting, listSettings, namespaceMaxBytes, putSetting } from './service';

/** The body: `{ value }` with room for the JSON around a value of the namespace's largest size. */
const maxBody = (namespace: string) => namespaceMaxBytes(namespace) * 2;

function segment(value: string | undefined, field: string): string {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    throw new HttpError(400, 'BAD_USER_INPUT', `Malformed ${field}`, { field, i18n: 'forms.validationMessages.text' });
  }
}

export function uiSettingsRoutes(services: Services): Route[] {
  const viewerOf = (req: IncomingMessage): Promise<Viewer> => requireRestViewer(services, req);
  const base = '^\\/ui-settings\\/(?<ownerId>[^/]+)\\/(?<namespace>[^/]+)';
  const withKey = new RegExp(`${base}\\/(?<key>[^/]+)$`);
  return [
    {
      method: 'GET',
      pattern: new RegExp(`${base}$`),
      handler: async (req, res, p) => {
        const viewer = await viewerOf(req);
        const data = await listSettings(
          services.db,
          viewer,
          segment(p.ownerId, 'ownerId'),
          segment(p.namespace, 'namespace'),
        );
        sendJson(res, 200, { data });
      },
    },
    {
      method: 'PUT',
      pattern: withKey,
      handler: async (req, res, p) => {
        const viewer = await viewerOf(req);
        const namespace = segment(p.namespace, 'namespace');
        const body = await readJson(req, { max: maxBody(namespace), field: 'value' });
        const data = await putSetting(
          services.db,
          viewer,
          segment(p.ownerId, 'ownerId'),
          namespace,
          segment(p.key, 'key'),
          body,
        );
        sendJson(res, 200, { data });
      },
    },
    {
      method: 'DELETE',
      pattern: withKey,
      handler: async (req, res, p) => {
        const viewer = await viewerOf(req);
        await deleteSetting(
          services.db,
          viewer,
          segment(p.ownerId, 'ownerId'),
          segment(p.namespace, 'namespace'),
          segment(p.key, 'key'),
        );
        sendJson(res, 200, { data: true });
      },
    },
  ];
}
