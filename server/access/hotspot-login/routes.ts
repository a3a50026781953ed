// GET /my-profile/hotspot-config?customerId=K… (seed 000 §7 "User profile"): how a technician
// connects the customer's hotspots — the login page URL (per device and as a pattern), the RADIUS
// servers, ports and the customer's RADIUS secret. Only who may administer the hotspots sees it.
import { asc, eq } from 'drizzle-orm';
import { can } from '../../../src/domain/acl';
import { RADIUS_ACCT_PORT, RADIUS_AUTH_PORT } from '../../../src/domain/constants';
import { guestDeviceUrl, GUEST_PATH } from '../../../src/domain/guest';
import { isCustomerId } from '../../../src/domain/validation';
import type { Services } from '../../platform/context';
import { HttpError, sendJson, type Route } from '../../platform/http';
import { hotspotDevices } from '../../network/hotspot-device/table';
import { requireRestViewer } from '../../tenancy/identity';
import { customerRadiusSecret } from './devices';

/** Devices listed with their own login page URL on the profile (the rest: the pattern). */
export const HOTSPOT_CONFIG_DEVICES = 50;

export function hotspotConfigRoutes(services: Services): Route[] {
  const { db } = services;
  const requireViewer = (req: Parameters<Route['handler']>[0]) => requireRestViewer(services, req);
  const bad = (field: string, message: string) =>
    new HttpError(400, 'BAD_USER_INPUT', 'Invalid input', { field, i18n: message, args: {} });
  return [
    {
      method: 'GET',
      pattern: /^\/my-profile\/hotspot-config$/,
      handler: async (req, res) => {
        const viewer = await requireViewer(req);
        const customerId = new URL(req.url ?? '/', 'http://x').searchParams.get('customerId') ?? '';
        if (!isCustomerId(customerId)) {
          throw bad('customerId', 'forms.validationMessages.customerId');
        }
        // Only who may administer the customer's hotspots sees how to connect them (the secret!).
        if (!can(viewer.acl, 'HotspotDevice', 'update', customerId)) {
          throw new HttpError(403, 'FORBIDDEN', 'Access denied');
        }
        const devices = await db
          .select({ id: hotspotDevices.id, name: hotspotDevices.name })
          .from(hotspotDevices)
          .where(eq(hotspotDevices.customerId, customerId))
          .orderBy(asc(hotspotDevices.name), asc(hotspotDevices.id))
          .limit(HOTSPOT_CONFIG_DEVICES + 1);
        const base = services.config.publicUrl;
        const radius = services.config.radius;
        sendJson(res, 200, {
          data: {
            customerId,
            loginPageUrl: `${base}${GUEST_PATH}`,
            loginPageUrlPattern: guestDeviceUrl(base, '{deviceId}').replace(
              encodeURIComponent('{deviceId}'),
              '{deviceId}',
            ),
            devices: devices
              .slice(0, HOTSPOT_CONFIG_DEVICES)
              .map((d) => ({ id: d.id, name: d.name, loginPageUrl: guestDeviceUrl(base, d.id) })),
            moreDevices: devices.length > HOTSPOT_CONFIG_DEVICES,
            radius: {
              // RADIUS_SERVERS, by default the three of seed 000 §9 (defaultRadiusServers).
              servers: services.config.radiusServers,
              authPort: radius?.authPort || RADIUS_AUTH_PORT,
              acctPort: radius?.acctPort || RADIUS_ACCT_PORT,
              enabled: radius !== null,
              secret: await customerRadiusSecret(db, customerId),
            },
          },
        });
      },
    },
  ];
}
