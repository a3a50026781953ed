import { useState, type ReactElement } from 'react';
import { Collapse, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BarChartIcon from '@mui/icons-material/BarChart';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExtensionIcon from '@mui/icons-material/Extension';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import KeyIcon from '@mui/icons-material/Key';
import LockIcon from '@mui/icons-material/Lock';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PeopleIcon from '@mui/icons-material/People';
import PhonelinkSetupIcon from '@mui/icons-material/PhonelinkSetup';
import PlaceIcon from '@mui/icons-material/Place';
import RouterIcon from '@mui/icons-material/Router';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import WebIcon from '@mui/icons-material/Web';
import WifiIcon from '@mui/icons-material/Wifi';
import { Menu as RaMenu, useLocation, useSidebarState, useTranslate } from 'react-admin';
import { useActiveCustomer } from '../providers/activeCustomer';
import { buildMenu, withOrganization, type MenuEntryModel, type MenuLabel } from './layout/menuModel';
import { useAcl, useActivePlugins, useAppConfig } from './layout/useShell';

const ICONS: Record<MenuLabel, ReactElement> = {
  home: <HomeIcon />,
  cms: <WebIcon />,
  wifiCodes: <WifiIcon />,
  deviceAccounts: <PhonelinkSetupIcon />,
  locations: <PlaceIcon />,
  hotspotDevices: <RouterIcon />,
  hotspotDeviceConfigs: <DevicesOtherIcon />,
  loginTemplates: <ViewQuiltIcon />,
  accountTemplates: <AccountTreeIcon />,
  analytics: <BarChartIcon />,
  analyticsHotspots: <RouterIcon />,
  analyticsLocations: <PlaceIcon />,
  customerPlugins: <ExtensionIcon />,
  partner: <HandshakeIcon />,
  users: <PeopleIcon />,
  enrollments: <KeyIcon />,
  vendor: <StorefrontIcon />,
  docs: <MenuBookIcon />,
  changelog: <HistoryIcon />,
};

/** Like react-admin's menu items: secondary text colour, 40 px icon column; sub-items indented. */
const itemSx = (depth = 0) =>
  ({
    color: 'text.secondary',
    '& .MuiListItemIcon-root': { minWidth: 40, color: 'text.secondary' },
    ...(depth > 0 ? { pl: 4 } : {}),
  }) as const;

/** A locked entry: lock icon, disabled, and a tooltip saying why (seed 000 §2). */
function LockedEntry({ entry, depth }: { entry: MenuEntryModel; depth: number }) {
  const translate = useTranslate();
  const label = translate(`shell.menu.${entry.key}`);
  const why = translate('shell.locked');
  return (
    <Tooltip title={why} placement="right">
      <span>
        <MenuItem disabled aria-disabled="true" data-locked="true" sx={itemSx(depth)}>
          <ListItemIcon>
            <LockIcon fontSize="small" />
          </ListItemIcon>
          <Typography variant="inherit" noWrap>
            {label}
          </Typography>
        </MenuItem>
      </span>
    </Tooltip>
  );
}

function ExternalEntry({ entry }: { entry: MenuEntryModel }) {
  const translate = useTranslate();
  return (
    <MenuItem component="a" href={entry.href} target="_blank" rel="noopener noreferrer" sx={itemSx()}>
      <ListItemIcon>{ICONS[entry.key]}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {translate(`shell.menu.${entry.key}`)}
      </Typography>
      <OpenInNewIcon fontSize="inherit" sx={{ opacity: 0.6 }} />
    </MenuItem>
  );
}

function GroupEntry({ entry, customerId }: { entry: MenuEntryModel; customerId: string | null }) {
  const translate = useTranslate();
  const location = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(true);
  const inside = (entry.children ?? []).some((child) => child.to && location.pathname.startsWith(child.to));
  const expanded = open || inside || !sidebarOpen;
  return (
    <>
      <MenuItem onClick={() => setOpen(!expanded)} aria-expanded={expanded} sx={itemSx()}>
        <ListItemIcon>{ICONS[entry.key]}</ListItemIcon>
        <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
          {translate(`shell.menu.${entry.key}`)}
        </Typography>
        {sidebarOpen && (expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
      </MenuItem>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        {(entry.children ?? []).map((child) => (
          <Entry key={child.key} entry={child} customerId={customerId} depth={1} />
        ))}
      </Collapse>
    </>
  );
}

function Entry({
  entry,
  customerId,
  depth: level = 0,
}: {
  entry: MenuEntryModel;
  customerId: string | null;
  depth?: number;
}) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const depth = sidebarOpen ? level : 0; // collapsed: icons in one column
  if (entry.state === 'locked') return <LockedEntry entry={entry} depth={depth} />;
  if (entry.href) return <ExternalEntry entry={entry} />;
  if (entry.children) return <GroupEntry entry={entry} customerId={customerId} />;
  const label = translate(`shell.menu.${entry.key}`);
  if (entry.state === 'pending' || !entry.to) {
    return (
      <MenuItem disabled sx={itemSx(depth)}>
        <ListItemIcon>{ICONS[entry.key]}</ListItemIcon>
        <Typography variant="inherit" noWrap>
          {label}
        </Typography>
      </MenuItem>
    );
  }
  return (
    <RaMenu.Item
      to={withOrganization(entry.to, customerId)}
      primaryText={label}
      leftIcon={ICONS[entry.key]}
      sx={depth > 0 ? { pl: 4 } : undefined}
    />
  );
}

/**
 * The menu of the drawer (seed 000 §2 "Menu items", §6): Home, CMS, the customer areas, analytics,
 * plugins, partner, users, enrollments, vendor, docs and changelog. Which entries exist and which
 * are locked is decided by buildMenu (layout/menuModel.ts) from the domain's menu rules.
 */
export default function Menu() {
  const { customerId } = useActiveCustomer();
  const { acl, isPending } = useAcl();
  const plugins = useActivePlugins();
  const { cmsUrl } = useAppConfig();
  const entries = buildMenu({ acl, aclLoaded: !isPending, customerId, plugins, cmsUrl });
  return (
    <RaMenu sx={{ mt: 0, mb: 1 }}>
      {entries.map((entry) => (
        <Entry key={entry.key} entry={entry} customerId={customerId} />
      ))}
    </RaMenu>
  );
}
