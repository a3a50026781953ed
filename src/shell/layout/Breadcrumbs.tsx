import { Breadcrumbs as MuiBreadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useQuery } from '@tanstack/react-query';
import {
  Link,
  useDataProvider,
  useGetRecordRepresentation,
  useLocation,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';
import { ORGANIZATION_QUERY_PARAM } from '../../domain';
import { findRoute } from '../routes';
import { breadcrumbsOf } from './breadcrumbs';

/**
 * The crumb of a record's id: the record's name as its resource names it (its recordRepresentation,
 * else name/title), from the record the page loaded anyway; the id while it loads or when it has none.
 */
function RecordCrumb({ resource, id }: { resource: string | null; id: string }) {
  const dataProvider = useDataProvider();
  // react-admin's own getOne key: the record the page loads is read once, by whichever asks first.
  const { data } = useQuery({
    queryKey: [resource, 'getOne', { id: String(id) }],
    queryFn: async () => (await dataProvider.getOne(resource!, { id })).data ?? null,
    enabled: !!resource,
    retry: false,
  });
  const represent = useGetRecordRepresentation(resource ?? undefined);
  const name = data ? represent(data) : null;
  return <>{typeof name === 'string' && name.trim() && name !== `#${id}` ? name : id}</>;
}

/** Breadcrumbs of the current address (seed 000 §2); nothing on the home page. */
export default function Breadcrumbs() {
  const translate = useTranslate();
  const location = useLocation();
  const crumbs = breadcrumbsOf(location.pathname);
  const resources = useResourceDefinitions();
  if (crumbs.length < 2) return null;
  /** The resource whose record an id crumb names: the path before it, when that is a resource. */
  const resourceBefore = (path: string) => {
    const name = path.split('/').filter(Boolean).slice(0, -1).join('/');
    return name && resources[name] ? name : null;
  };
  const organization = new URLSearchParams(location.search).get(ORGANIZATION_QUERY_PARAM);
  const searchFor = (path: string) =>
    organization && findRoute(path)?.organization
      ? `?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(organization)}`
      : '';
  return (
    <MuiBreadcrumbs
      aria-label={translate('shell.breadcrumbLabel')}
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{ mt: 1.5, fontSize: '0.875rem' }}
      data-testid="breadcrumbs"
    >
      {crumbs.map((crumb, i) => {
        const text = crumb.key ? (
          translate(crumb.key, { _: crumb.text })
        ) : (
          <RecordCrumb resource={resourceBefore(crumb.path)} id={crumb.text} />
        );
        const last = i === crumbs.length - 1;
        if (crumb.link) {
          return (
            <MuiLink
              key={crumb.path}
              component={Link}
              to={{ pathname: crumb.path, search: searchFor(crumb.path) }}
              underline="hover"
              color="inherit"
            >
              {text}
            </MuiLink>
          );
        }
        return (
          <Typography
            key={crumb.path}
            color={last ? 'text.primary' : 'text.secondary'}
            fontSize="inherit"
            fontWeight={last ? 600 : undefined}
            aria-current={last ? 'page' : undefined}
          >
            {text}
          </Typography>
        );
      })}
    </MuiBreadcrumbs>
  );
}
