import { Tooltip } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import type { ReactElement } from 'react';
import { ORGANIZATION_QUERY_PARAM, type Subject } from '../domain';
import { useActiveCustomer } from '../providers/activeCustomer';
import wifiCode from '../resources/wifi-code';
import { useSubjectAccess } from './useSubjectAccess';

interface Entry {
  to: string;
  label: string;
  icon: ReactElement;
  subject: Subject;
}

const ENTRIES: Entry[] = [
  { to: '/wifi-code', label: 'shell.menu.wifiCodes', icon: <wifiCode.icon />, subject: 'Voucher' },
];

/** One area: a link, or — when the permission is missing — a disabled entry with a lock icon. */
function MenuEntry({ entry }: { entry: Entry }) {
  const translate = useTranslate();
  const { customerId } = useActiveCustomer();
  const allowed = useSubjectAccess(entry.subject);
  const label = translate(entry.label);
  if (allowed !== false) {
    const search = customerId ? `?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(customerId)}` : '';
    return <RaMenu.Item to={{ pathname: entry.to, search }} primaryText={label} leftIcon={entry.icon} />;
  }
  return (
    <Tooltip title={translate('shell.locked')} placement="right">
      <span>
        <RaMenu.Item to={entry.to} primaryText={label} leftIcon={<LockIcon />} disabled aria-disabled />
      </span>
    </Tooltip>
  );
}

/** Menu (seed 000 §2, §6): Home and the areas built so far. */
export default function Menu() {
  const translate = useTranslate();
  return (
    <RaMenu>
      <RaMenu.DashboardItem primaryText={translate('shell.menu.home')} />
      {ENTRIES.map((entry) => (
        <MenuEntry key={entry.to} entry={entry} />
      ))}
    </RaMenu>
  );
}
