/** Parts the screens of the enrollment area share: tabs, permissions, the key with reveal and copy. */
import { useState, type ReactNode } from 'react';
import { Box, IconButton, Tab, Tabs, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Link, ResourceContextProvider, useTranslate } from 'react-admin';
import { can } from '../../domain/acl';
import CopyButton from '../../components/CopyButton';
import { resourcePath } from '../../components/resourcePath';
import { useActiveCustomer } from '../../providers/activeCustomer';
import { usePermissionsAcl } from '../../shell/guards';
import RequireCustomer from '../../shell/RequireCustomer';

export const KEYS = 'enrollments';
export const LOGS = 'enrollments/logs';
export const R = `resources.${KEYS}`;
export const RL = `resources.${LOGS}`;

/** The device-side endpoint (docs/enrollment.md). */
export const ENROLL_PATH = '/enrollment/enroll';

export type EnrollmentTab = 'keys' | 'logs';

/**
 * What the user may do in the area for the active customer. The keys and the logs have subjects of
 * their own (EnrollmentKeys, EnrollmentKeyLogs), while react-admin's canAccess knows one subject per
 * area: the screens ask the ACL directly.
 */
export function useEnrollmentAccess() {
  const { acl, loaded } = usePermissionsAcl();
  const { customerId } = useActiveCustomer();
  return {
    loaded,
    keysRead: can(acl, 'EnrollmentKeys', 'read', customerId),
    keysCreate: can(acl, 'EnrollmentKeys', 'create', customerId),
    keysDelete: can(acl, 'EnrollmentKeys', 'delete', customerId),
    logsRead: can(acl, 'EnrollmentKeyLogs', 'read', customerId),
    configsRead: can(acl, 'HotspotDeviceConfig', 'read', customerId),
    configsCreate: can(acl, 'HotspotDeviceConfig', 'create', customerId),
    devicesRead: can(acl, 'HotspotDevice', 'read', customerId),
  };
}

/** Keys and log as tabs (links with ?organization); a tab the user may not read is not offered. */
export function EnrollmentTabs({ current }: { current: EnrollmentTab }) {
  const translate = useTranslate();
  const access = useEnrollmentAccess();
  const tabs: { tab: EnrollmentTab; to: string; allowed: boolean }[] = [
    { tab: 'keys', to: resourcePath(KEYS), allowed: access.keysRead },
    { tab: 'logs', to: resourcePath(LOGS), allowed: access.logsRead },
  ];
  return (
    <Tabs
      value={current}
      aria-label={translate(`${R}.tabs.label`)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
    >
      {tabs
        .filter(({ tab, allowed }) => allowed || tab === current)
        .map(({ tab, to }) => (
          <Tab key={tab} value={tab} label={translate(`${R}.tabs.${tab}`)} component={Link} to={to} />
        ))}
    </Tabs>
  );
}

/** A screen of the area: the customer required, the data resource in context, the tabs above lists. */
export function AreaScreen({
  resource,
  tab,
  children,
}: {
  resource: string;
  tab?: EnrollmentTab;
  children: ReactNode;
}) {
  return (
    <RequireCustomer>
      <ResourceContextProvider value={resource}>
        {tab && <EnrollmentTabs current={tab} />}
        {children}
      </ResourceContextProvider>
    </RequireCustomer>
  );
}

const MASK = '•'.repeat(8);

/** The secret key in monospace: masked until revealed, with a copy button. */
export function KeyValue({ value, revealed: initial = false }: { value: string; revealed?: boolean }) {
  const translate = useTranslate();
  const [revealed, setRevealed] = useState(initial);
  const toggle = translate(`${R}.actions.${revealed ? 'hideKey' : 'showKey'}`);
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
      onClick={(event) => event.stopPropagation()}
    >
      <Box
        component="code"
        sx={{ fontFamily: 'monospace', fontSize: '0.875rem', letterSpacing: revealed ? 0 : '0.05em' }}
        aria-label={revealed ? undefined : translate(`${R}.fields.key`)}
      >
        {revealed ? value : MASK}
      </Box>
      <Tooltip title={toggle}>
        <IconButton size="small" aria-label={toggle} aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
          {revealed ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <CopyButton text={value} label={`${R}.actions.copyKey`} />
    </Box>
  );
}

/** Has an expiry passed? */
export const isExpired = (expires: string | null | undefined, now = Date.now()): boolean =>
  !!expires && Date.parse(expires) <= now;
