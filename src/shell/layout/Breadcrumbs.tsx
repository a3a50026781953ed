import { Breadcrumbs as MuiBreadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Link, useLocation, useTranslate } from 'react-admin';
import { ORGANIZATION_QUERY_PARAM } from '../../domain';
import { findRoute } from '../routes';
import { breadcrumbsOf } from './breadcrumbs';

/** Breadcrumbs of the current address (seed 000 §2); nothing on the home page. */
export default function Breadcrumbs() {
  const translate = useTranslate();
  const location = useLocation();
  const crumbs = breadcrumbsOf(location.pathname);
  if (crumbs.length < 2) return null;
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
        const text = crumb.key ? translate(crumb.key, { _: crumb.text }) : crumb.text;
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
