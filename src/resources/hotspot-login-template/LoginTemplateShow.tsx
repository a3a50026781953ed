import { Box, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import {
  BooleanField,
  Labeled,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import LocaleDateField from '../../components/LocaleDateField';
import RecordNotFound from '../../components/RecordNotFound';
import ShowActions from '../../components/ShowActions';
import { resourcePath } from '../../components/resourcePath';
import { LOGIN_TYPE_CONFIG } from '../../domain/loginTemplate';
import { parseDynamicExpires } from '../../domain';
import RequireCustomer from '../../shell/RequireCustomer';
import ConfirmDeleteButton from '../../components/ConfirmDeleteButton';
import { explainDynamicExpires, FormulaExplanation } from '../hotspot-account-template/DynamicExpiresInput';
import { cooldownIsSet, GuestLoginInfo } from './GuestLoginInfo';
import { ACCOUNT_TEMPLATES, TERMS_OF_USE } from './LoginTemplateInputs';
import type { LoginTemplateRecord } from './loginTemplateRecord';
import { SigningSecretField } from './SigningSecretField';
import { usePluginsRow } from './usePluginsRow';

const R = 'resources.hotspot-login-template';
const linkTo = (reference: string) => (record: { id: string | number }) => resourcePath(reference, record.id);

function TypeAndConfig() {
  const translate = useTranslate();
  const record = useRecordContext<LoginTemplateRecord>();
  if (!record) return null;
  const specs = LOGIN_TYPE_CONFIG[record.loginType] ?? [];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <Labeled label={`${R}.fields.loginType`}>
        <Typography variant="body2">{translate(`${R}.types.${record.loginType}`)}</Typography>
      </Labeled>
      {specs.map((spec) => {
        const value = record.loginTypeConfig?.[spec.field];
        return (
          <Labeled key={spec.field} label={`${R}.fields.loginTypeConfig.${spec.field}`}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {spec.kind === 'plugin'
                ? value
                  ? translate(`plugins.${spec.plugin}`)
                  : translate(`${R}.values.none`)
                : (value ?? translate(`${R}.values.none`))}
            </Typography>
          </Labeled>
        );
      })}
    </Box>
  );
}

/** What the guest will see for this template, and what is missing for it to work. */
function GuestSummary() {
  const record = useRecordContext<LoginTemplateRecord>();
  const { row } = usePluginsRow();
  if (!record) return null;
  return (
    <GuestLoginInfo
      type={record.loginType}
      row={row}
      hasTerms={!!record.termsOfUseId}
      hasCooldown={cooldownIsSet(record.cooldown)}
    />
  );
}

function Cooldown() {
  const translate = useTranslate();
  const record = useRecordContext<LoginTemplateRecord>();
  if (!record) return null;
  const cooldown = record.cooldown;
  const conditional = cooldown?.conditionalCooldowns ?? [];
  const words = (formula: string | null | undefined) => {
    const ops = formula ? parseDynamicExpires(formula) : null;
    return ops ? explainDynamicExpires(ops, translate) : (formula ?? translate(`${R}.values.none`));
  };
  return (
    <Labeled label={`${R}.sections.cooldown`}>
      <Box>
        {!cooldown?.dynamicExpires && conditional.length === 0 ? (
          <Typography variant="body2">{translate(`${R}.values.noCooldown`)}</Typography>
        ) : (
          <>
            {cooldown?.dynamicExpires && (
              <>
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {cooldown.dynamicExpires}
                </Typography>
                <FormulaExplanation value={cooldown.dynamicExpires} />
              </>
            )}
            {conditional.length > 0 && (
              <MuiList dense>
                {conditional.map((item, i) => (
                  <ListItem key={i} disableGutters>
                    <ListItemText
                      primary={translate(
                        `${R}.values.${item.accountCreatedBefore ? 'conditionalBefore' : 'conditional'}`,
                        {
                          property: translate(`${R}.properties.${item.property}`),
                          before: item.accountCreatedBefore ? words(item.accountCreatedBefore) : '',
                          duration: words(item.dynamicExpires),
                        },
                      )}
                    />
                  </ListItem>
                ))}
              </MuiList>
            )}
          </>
        )}
      </Box>
    </Labeled>
  );
}

/** The device configurations offering the template (first page; the network area manages them). */
function DeviceConfigs() {
  const translate = useTranslate();
  const record = useRecordContext<LoginTemplateRecord>();
  const page = record?.hotspotDeviceConfigs;
  const rows = page?.data ?? [];
  return (
    <Box component="section" sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h3">
        {translate(`${R}.sections.deviceConfigs`)}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.empty.deviceConfigs`)}
        </Typography>
      ) : (
        <>
          <MuiList dense>
            {rows.map((config) => (
              <ListItem key={config._id} disableGutters>
                <ListItemText primary={config.name} />
              </ListItem>
            ))}
          </MuiList>
          {(page?.totalCount ?? 0) > rows.length && (
            <Typography variant="caption" color="text.secondary">
              {translate(`${R}.sections.deviceConfigsTotal`, { shown: rows.length, total: page?.totalCount })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

function NameHeader() {
  const record = useRecordContext<LoginTemplateRecord>();
  if (!record) return null;
  return (
    <Typography variant="h5" component="h2">
      {record.name}
    </Typography>
  );
}

/** Details of one login template (/hotspot-login-template/{id}). */
export default function LoginTemplateShow() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'hotspot-login-template';
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
          <TypeAndConfig />
          <GuestSummary />
          <SigningSecretField />
          <Labeled source="hotspotAccountTemplateId">
            <ReferenceField
              source="hotspotAccountTemplateId"
              reference={ACCOUNT_TEMPLATES}
              link={linkTo(ACCOUNT_TEMPLATES)}
            >
              <TextField source="name" />
            </ReferenceField>
          </Labeled>
          <Labeled source="termsOfUseId">
            <ReferenceField
              source="termsOfUseId"
              reference={TERMS_OF_USE}
              link={linkTo(TERMS_OF_USE)}
              emptyText={translate(`${R}.values.none`)}
            >
              <TextField source="name" />
            </ReferenceField>
          </Labeled>
          <Cooldown />
          <DeviceConfigs />
          <LocaleDateField source="createdAt" />
          <LocaleDateField source="updatedAt" />
        </SimpleShowLayout>
      </Show>
    </RequireCustomer>
  );
}
