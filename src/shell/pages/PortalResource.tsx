import type { ComponentType, ReactNode } from 'react';
import {
  Navigate,
  ResourceContextProvider,
  useLocation,
  type RecordToStringFunction,
  type ResourceDefinition,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { RouteDef } from '../routes';
import { NotFound } from './RouteErrorBoundary';
import RoutePage from './RoutePage';

export interface PortalResourceProps {
  /** The route segment (react-admin resource name). */
  name: string;
  /** The routes of the table under /{name}. */
  routes: readonly RouteDef[];
  icon?: ComponentType;
  recordRepresentation?: ReactNode | RecordToStringFunction | string;
}

/**
 * The path of a route relative to its resource ('' for the list). A record parameter right below
 * the resource (/wifi-code/:code) is react-admin's `:id`, which its controllers read.
 */
function relativePath(route: RouteDef, name: string): string {
  return route.path.slice(name.length + 2).replace(/^:[^/?]+(?=\/|$)/, ':id');
}

const DETAIL = /^:[^/]+$/;
const EDIT = /^:[^/]+\/edit$/;

/** react-admin's own show links (/{name}/{id}/show) → the details page of the table (/{name}/{id}). */
function ShowAlias() {
  const location = useLocation();
  return <Navigate to={{ pathname: location.pathname.replace(/\/show\/?$/, ''), search: location.search }} replace />;
}

/**
 * A react-admin resource whose routes are exactly the table's paths under /{name} — nested ones
 * included (/locations/location/…, /partner/partner-lead/…) — and nothing else: an unknown path
 * below it is the 404 page, not the list (react-admin's own <Resource> mounts the list on /*).
 */
export default function PortalResource({ name, routes }: PortalResourceProps) {
  const hasDetail = routes.some((route) => DETAIL.test(relativePath(route, name)));
  return (
    <ResourceContextProvider value={name}>
      <Routes>
        {routes.map((route) => {
          const path = relativePath(route, name);
          const element = <RoutePage route={route} />;
          return path ? (
            <Route key={route.path} path={path} element={element} />
          ) : (
            <Route key={route.path} index element={element} />
          );
        })}
        {hasDetail && <Route path=":id/show" element={<ShowAlias />} />}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ResourceContextProvider>
  );
}

PortalResource.raName = 'Resource';

PortalResource.registerResource = ({
  name,
  routes,
  icon,
  recordRepresentation,
}: PortalResourceProps): ResourceDefinition => {
  const paths = routes.map((route) => relativePath(route, name));
  return {
    name,
    hasList: paths.includes(''),
    hasCreate: paths.includes('create'),
    hasShow: paths.some((path) => DETAIL.test(path)),
    hasEdit: paths.some((path) => EDIT.test(path)),
    icon,
    recordRepresentation: recordRepresentation as ResourceDefinition['recordRepresentation'],
  };
};
