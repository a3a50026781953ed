import { useState, type MouseEvent } from 'react';
import { Collapse, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import LockIcon from '@mui/icons-material/Lock';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WebIcon from '@mui/icons-material/Web';
import { Menu as RaMenu, useLocation, useSidebarState, useTranslate } from 'react-admin';
import { useActiveCustomer } from '../providers/activeCustomer';
import { buildMenu, withOrganization, type MenuEntryModel, type MenuLabel } from './layout/menuModel';
import { useAcl, useActivePlugins, useAppConfig } from './layout/useShell';
import { usePrefetchScreens } from './layout/preloadScreen';
import { useStartList } from './layout/startList';
import { areaIcon } from './areaIcons';
import { resourceTitleKey, type SvgIconComponent } from './registry';

/** Entries that are not an area of their own (areas take theirs from areas.ts and the modules). */
const OWN_ICONS: Partial<Record<MenuLabel, SvgIconComponent>> = {
  cms: WebIcon,
  vendor: StorefrontIcon,
  changelog: HistoryIcon,
};
const AREA_OF: Partial<Record<MenuLabel, string>> = {
  home: 'home',
  analytics: 'analytics',
  analyticsHotspots: 'hotspot-device',
  analyticsLocations: 'locations',
  docs: 'info',
};

function EntryIcon({ entry }: { entry: MenuEntryModel }) {
  const Icon = OWN_ICONS[entry.key] ?? areaIcon(entry.resource ?? AREA_OF[entry.key] ?? entry.key);
  return <Icon />;
}

/** The entry's name: its resource area's, else shell.menu.<key>. */
function useEntryLabel(entry: MenuEntryModel): string {
  const translate = useTranslate();
  return translate(entry.resource ? resourceTitleKey(entry.resource) : `shell.menu.${entry.key}`);
}

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
  const label = useEntryLabel(entry);
  // locked for a plugin that is switched off: the needs-plugin text names it (seed 000 §2)
  // no plugin access or a missing configuration: the catalogue's texts for them (seed 001 §6)
  const why = entry.plugin
    ? translate('requirements.needsPlugin.text', { plugin: translate(`plugins.${entry.plugin}`) })
    : entry.reason
      ? translate(`requirements.${entry.reason}`)
      : translate('shell.locked');
  // No wrapper element between the menu and its item (a labelled span there broke the list's
  // structure for screen readers, issue 39): the item itself carries the tooltip, as its description,
  // and stays focusable so keyboard users hear why it is locked; it does nothing when chosen.
  return (
    <Tooltip title={why} placement="right" describeChild>
      <MenuItem
        aria-disabled="true"
        data-locked="true"
        onClick={(event) => event.preventDefault()}
        sx={{ ...itemSx(depth), opacity: 0.38, cursor: 'default', '&:hover': { bgcolor: 'transparent' } }}
      >
        <ListItemIcon>
          <LockIcon fontSize="small" />
        </ListItemIcon>
        <Typography variant="inherit" noWrap>
          {label}
        </Typography>
      </MenuItem>
    </Tooltip>
  );
}

function ExternalEntry({ entry }: { entry: MenuEntryModel }) {
  const label = useEntryLabel(entry);
  return (
    <MenuItem component="a" href={entry.href} target="_blank" rel="noopener noreferrer" sx={itemSx()}>
      <ListItemIcon>
        <EntryIcon entry={entry} />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
      <OpenInNewIcon fontSize="inherit" sx={{ opacity: 0.6 }} />
    </MenuItem>
  );
}

function GroupEntry({ entry, customerId }: { entry: MenuEntryModel; customerId: string | null }) {
  const label = useEntryLabel(entry);
  const location = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(true);
  const inside = (entry.children ?? []).some((child) => child.to && location.pathname.startsWith(child.to));
  const expanded = open || inside || !sidebarOpen;
  return (
    <>
      <MenuItem onClick={() => setOpen(!expanded)} aria-expanded={expanded} sx={itemSx()}>
        <ListItemIcon>
          <EntryIcon entry={entry} />
        </ListItemIcon>
        <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
          {label}
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
  const label = useEntryLabel(entry);
  const [sidebarOpen] = useSidebarState();
  const startList = useStartList();
  const depth = sidebarOpen ? level : 0; // collapsed: icons in one column
  if (entry.state === 'locked') return <LockedEntry entry={entry} depth={depth} />;
  if (entry.href) return <ExternalEntry entry={entry} />;
  if (entry.children) return <GroupEntry entry={entry} customerId={customerId} />;
  if (entry.state === 'pending' || !entry.to) {
    return (
      <MenuItem disabled sx={itemSx(depth)}>
        <ListItemIcon>
          <EntryIcon entry={entry} />
        </ListItemIcon>
        <Typography variant="inherit" noWrap>
          {label}
        </Typography>
      </MenuItem>
    );
  }
  const to = withOrganization(entry.to, customerId);
  return (
    <RaMenu.Item
      to={to}
      // a plain click opens the list here: its request starts now, while its screen renders (D337)
      onClick={(event: MouseEvent) => {
        if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey)
          startList(`${to.pathname}${to.search}`);
      }}
      primaryText={label}
      leftIcon={<EntryIcon entry={entry} />}
      sx={depth > 0 ? { pl: 4 } : undefined}
    />
  );
}

/** The routes of the usable entries, groups included, in the menu's order. */
function openPaths(entries: readonly MenuEntryModel[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.state === 'enabled' && entry.to ? [entry.to] : []),
    ...openPaths(entry.children ?? []),
  ]);
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
  usePrefetchScreens(isPending ? [] : openPaths(entries));
  return (
    <RaMenu sx={{ mt: 0, mb: 1 }}>
      {entries.map((entry) => (
        <Entry key={entry.key} entry={entry} customerId={customerId} />
      ))}
    </RaMenu>
  );
}
