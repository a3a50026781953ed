import { useState } from 'react';
import { Box, Link, List as MuiList, ListItem, ListItemText, TablePagination, Typography } from '@mui/material';
import {
  BooleanField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useGetList,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import LocaleDateField from '../../components/LocaleDateField';
import RecordNotFound from '../../components/RecordNotFound';
import ShowActions from '../../components/ShowActions';
import { resourcePath } from '../../components/resourcePath';
import {
  ACCOUNT_PROFILE_LIMIT_FIELDS,
  ACCOUNT_PROFILE_LIMITS,
  type AccountProfileLimit,
} from '../../domain/accountTemplate';
import { localeTag } from '../../providers/i18nProvider';
import RequireCustomer from '../../shell/RequireCustomer';
import ConfirmDeleteButton from '../../components/ConfirmDeleteButton';
import type { AccountProfileValues, AccountTemplateRecord } from './accountTemplateRecord';
import { FormulaExplanation } from './DynamicExpiresInput';

const R = 'resources.hotspot-account-template';
const LOGIN_TEMPLATES = 'hotspot-login-template';
const PER_PAGE = 10;

/** A profile limit with its unit ("2.000 kbit/s"), or "Unbegrenzt". */
export function useLimitText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (field: AccountProfileLimit, profile: AccountProfileValues | null | undefined) => {
    const value = profile?.[field];
    if (value === null || value === undefined) return translate(`${R}.values.unlimited`);
    return translate(`${R}.values.withUnit`, {
      value: value.toLocaleString(localeTag(locale)),
      unit: translate(`${R}.units.${ACCOUNT_PROFILE_LIMITS[field].unit}`),
    });
  };
}

function Limits() {
  const record = useRecordContext<AccountTemplateRecord>();
  const limit = useLimitText();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      {ACCOUNT_PROFILE_LIMIT_FIELDS.map((field) => (
        <Labeled key={field} label={`${R}.fields.accountProfile.${field}`}>
          <Typography variant="body2">{limit(field, record.accountProfile)}</Typography>
        </Labeled>
      ))}
    </Box>
  );
}

function Formula() {
  const translate = useTranslate();
  const record = useRecordContext<AccountTemplateRecord>();
  const formula = record?.accountConfiguration?.dynamicExpires;
  return (
    <Labeled label={`${R}.fields.accountConfiguration.dynamicExpires`}>
      <Box>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {formula || translate(`${R}.values.none`)}
        </Typography>
        <FormulaExplanation value={formula} />
      </Box>
    </Labeled>
  );
}

/** The login templates using this account template, paged (hotspotLoginTemplates filtered by it). */
export function LoginTemplatesUsing() {
  const translate = useTranslate();
  const record = useRecordContext<AccountTemplateRecord>();
  const [page, setPage] = useState(0);
  const { data, total, isPending, error } = useGetList(
    LOGIN_TEMPLATES,
    {
      filter: { hotspotAccountTemplateIds: [record?.id] },
      pagination: { page: page + 1, perPage: PER_PAGE },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: !!record },
  );
  if (!record || isPending || error) return null;
  return (
    <Box component="section" aria-labelledby="login-templates-using" sx={{ width: '100%' }}>
      <Typography id="login-templates-using" variant="subtitle1" component="h3">
        {translate(`${R}.sections.loginTemplates`)}
      </Typography>
      {!data || data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.empty.loginTemplates`)}
        </Typography>
      ) : (
        <>
          <MuiList dense>
            {data.map((template) => (
              <ListItem key={template.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={resourcePath(LOGIN_TEMPLATES, template.id)}>
                      {template.name}
                    </Link>
                  }
                  secondary={translate(`resources.${LOGIN_TEMPLATES}.types.${template.loginType}`, {
                    _: template.loginType,
                  })}
                />
              </ListItem>
            ))}
          </MuiList>
          {(total ?? 0) > PER_PAGE && (
            <TablePagination
              component="div"
              count={total ?? 0}
              page={page}
              rowsPerPage={PER_PAGE}
              rowsPerPageOptions={[PER_PAGE]}
              onPageChange={(_event, next) => setPage(next)}
              labelDisplayedRows={({ from, to, count }) =>
                translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
              }
              getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
            />
          )}
        </>
      )}
    </Box>
  );
}

function NameHeader() {
  const record = useRecordContext<AccountTemplateRecord>();
  if (!record) return null;
  return (
    <Typography variant="h5" component="h2">
      {record.name}
    </Typography>
  );
}

/** Details of one account template (/hotspot-account-template/{id}). */
export default function AccountTemplateShow() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'hotspot-account-template';
  return (
    <RequireCustomer>
      <Show
        resource={resource}
        actions={
          <ShowActions>
            <ConfirmDeleteButton />
          </ShowActions>
        }
        error={<RecordNotFound />}
        redirectOnError={false}
      >
        <SimpleShowLayout>
          <NameHeader />
          <TextField source="description" emptyText={translate(`${R}.values.none`)} />
          <Labeled source="active">
            <BooleanField source="active" />
          </Labeled>
          <Formula />
          <Labeled source="accountProfile.expires" label={`${R}.fields.accountProfile.expires`}>
            <LocaleDateField source="accountProfile.expires" emptyText={translate(`${R}.values.none`)} />
          </Labeled>
          <Limits />
          <LoginTemplatesUsing />
          <LocaleDateField source="createdAt" />
          <LocaleDateField source="updatedAt" />
        </SimpleShowLayout>
      </Show>
    </RequireCustomer>
  );
}
