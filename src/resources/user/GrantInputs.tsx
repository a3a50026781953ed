import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { AutocompleteInput, CheckboxGroupInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { AclMap } from '../../domain/acl';
import { LOCALES } from '../../domain/constants';
import { INVITE_ROLES } from '../../domain/enums';
import {
  INVITE_PERMISSION_GROUP_NAMES,
  INVITE_RULES,
  grantsBeyond,
  inviteGrants,
  isPermissionString,
} from '../../domain/invite';
import { useFieldRules } from '../../components/fieldRules';
import { R } from './inviteParts';

/** The further 'Subject:action' strings of the text field. */
export const splitExtra = (value: string): string[] =>
  value
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

const validateExtra = (value: unknown) => {
  const bad = splitExtra(typeof value === 'string' ? value : '').find((p) => !isPermissionString(p));
  return bad ? { message: `${R}.errors.permission`, args: { value: bad } } : undefined;
};

const GROUPS: readonly string[] = INVITE_PERMISSION_GROUP_NAMES;

/** An invite's permissions as the form edits them: the groups' checkboxes and the further strings. */
export const permissionsToForm = (permissions: readonly string[]) => ({
  groups: permissions.filter((p) => GROUPS.includes(p)),
  extra: permissions.filter((p) => !GROUPS.includes(p)).join(', '),
});

/** The form's groups and further strings → the invite's permissions. */
export const permissionsFromForm = (groups: readonly string[] | undefined, extra: string | undefined) => [
  ...(groups ?? []),
  ...splitExtra(extra ?? ''),
];

function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf
    ? intl.supportedValuesOf('timeZone')
    : ['Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich', 'UTC'];
}

/** Name, language of the mail and time zone of an invite (all optional). */
export function OptionalInputs() {
  const translate = useTranslate();
  const zones = useMemo(() => timeZones().map((id) => ({ id, name: id })), []);
  const firstNameRules = useFieldRules('firstName', INVITE_RULES.firstName!);
  const lastNameRules = useFieldRules('lastName', INVITE_RULES.lastName!);
  const timezoneRules = useFieldRules('timezone', INVITE_RULES.timezone!);
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.steps.optionalHelp`)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput source="firstName" label={`${R}.fields.firstName`} validate={firstNameRules} />
        <TextInput source="lastName" label={`${R}.fields.lastName`} validate={lastNameRules} />
        <SelectInput
          source="lang"
          label={`${R}.fields.lang`}
          choices={LOCALES.map((l) => ({ id: l, name: `${R}.languages.${l}` }))}
        />
        <AutocompleteInput source="timezone" label={`${R}.fields.timezone`} choices={zones} validate={timezoneRules} />
      </Box>
    </Box>
  );
}

/**
 * Roles, the permission groups and further permission strings. A grant the inviter does not hold in
 * every one of `customerIds` is greyed out (the server refuses it anyway: never more than you hold).
 */
export function GrantInputs({ acl, customerIds }: { acl: AclMap | undefined; customerIds: readonly string[] }) {
  const translate = useTranslate();
  const beyond = (roles: string[], permissions: string[]) =>
    !acl || customerIds.some((c) => grantsBeyond(acl, c, inviteGrants(roles, permissions)).length > 0);
  const roleChoices = INVITE_ROLES.map((role) => ({
    id: role,
    name: `${R}.roles.${role}`,
    disabled: beyond([role], []),
  }));
  const groupChoices = INVITE_PERMISSION_GROUP_NAMES.map((g) => ({
    id: g,
    name: `${R}.groups.${g}`,
    disabled: beyond([], [g]),
  }));
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.steps.permissionsHelp`)}
      </Typography>
      <CheckboxGroupInput
        source="roles"
        label={`${R}.fields.roles`}
        choices={roleChoices}
        row={false}
        sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } }}
      />
      <CheckboxGroupInput source="groups" label={`${R}.fields.permissions`} choices={groupChoices} row={false} />
      <TextInput
        source="extra"
        label={`${R}.fields.extraPermissions`}
        helperText={`${R}.steps.extraHelp`}
        validate={[validateExtra]}
        sx={{ maxWidth: 560 }}
        fullWidth
      />
    </Box>
  );
}
