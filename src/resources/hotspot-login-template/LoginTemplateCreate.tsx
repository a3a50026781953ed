import { Alert, Link } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourcePath } from '../../components/resourcePath';
import { ResourceCreate } from '../../components/ResourceForms';
import { ACCOUNT_TEMPLATES, LoginTemplateInputs, TERMS_OF_USE } from './LoginTemplateInputs';
import { toLoginTemplateData } from './loginTemplateRecord';
import { usePluginsRow } from './usePluginsRow';

const DEFAULTS = {
  active: true,
  loginType: 'EASY_LOGIN',
  loginTypeConfig: {},
  cooldown: { dynamicExpires: null, conditionalCooldowns: [] },
};
const FIRST = { pagination: { page: 1, perPage: 1 } };

/** Whether the customer has at least one record of `resource` (undefined while unknown or unreadable). */
function useHasAny(resource: string): boolean | undefined {
  const { total, isPending, error } = useGetList(resource, FIRST);
  if (isPending || error) return undefined;
  return (total ?? 0) > 0;
}

/** A catalogue message saying what is missing, with a link to create it. */
function Missing({ message, to }: { message: string; to: string }) {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate(message)}{' '}
      <Link component={RouterLink} to={to}>
        {translate('resources.hotspot-login-template.helper.createLink')}
      </Link>
    </Alert>
  );
}

/**
 * Create a login template. It needs an account template and terms of use: without one the page
 * says so (catalogue messages) with a link to create it, instead of a form that cannot be saved.
 */
export default function LoginTemplateCreate() {
  const { row, isPending } = usePluginsRow();
  const hasAccountTemplates = useHasAny(ACCOUNT_TEMPLATES);
  const hasTermsOfUse = useHasAny(TERMS_OF_USE);
  const cooldownActive = !!row?.active('cooldown');
  const missing = hasAccountTemplates === false || hasTermsOfUse === false;
  return (
    <ResourceCreate
      defaultValues={DEFAULTS}
      transform={(data: Record<string, unknown>) => toLoginTemplateData(data, cooldownActive)}
      instead={
        missing ? (
          <>
            {hasAccountTemplates === false && (
              <Missing
                message="messages.loginTemplate.noAccountTemplates"
                to={resourcePath(ACCOUNT_TEMPLATES, undefined, 'create')}
              />
            )}
            {hasTermsOfUse === false && (
              <Missing
                message="messages.loginTemplate.noTermsOfUse"
                to={resourcePath(TERMS_OF_USE, undefined, 'create')}
              />
            )}
          </>
        ) : isPending ? (
          <></>
        ) : null
      }
    >
      <LoginTemplateInputs row={row} create />
    </ResourceCreate>
  );
}
