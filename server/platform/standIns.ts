// The in-process stand-ins for outside services (a partner's login page, an app, an OpenID provider,
// a loyalty club …) are routes of the portal's own server, on while STAND_INS is not "off".
import type { Services } from './context';
import { HttpError, type Route } from './http';

/** The routes, answering 404 like any unknown address while the stand-ins are switched off. */
export function standInsOnly(services: Pick<Services, 'config'>, routes: readonly Route[]): Route[] {
  return routes.map((r) => ({
    ...r,
    handler: (req, res, params) => {
      if (services.config.standIns) return r.handler(req, res, params);
      req.resume();
      throw new HttpError(404, 'NOT_FOUND', 'Not found');
    },
  }));
}
