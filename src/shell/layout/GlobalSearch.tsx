import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import PeopleIcon from '@mui/icons-material/People';
import PhonelinkSetupIcon from '@mui/icons-material/PhonelinkSetup';
import PlaceIcon from '@mui/icons-material/Place';
import RouterIcon from '@mui/icons-material/Router';
import WifiIcon from '@mui/icons-material/Wifi';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { resourcePath } from '../../components/resourcePath';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants';
import { useActiveCustomer } from '../../providers/activeCustomer';
import { createGraphqlCall } from '../../providers/restClient';
import { tokenStore } from '../../providers/tokenStore';
import { useDebouncedValue } from '../../components/useDebouncedValue';

/** Characters before the search asks the server (as the lists' own searches). */
export const GLOBAL_SEARCH_MIN = 2;
/** Hits per kind. */
export const GLOBAL_SEARCH_PER_KIND = 5;

const T = 'portal.search';

/** One hit: what it is, how it reads, where Enter takes the user. */
interface Hit {
  key: string;
  kind: Kind;
  primary: string;
  secondary: string | null;
  path: string;
}

type Kind = 'codes' | 'devices' | 'locations' | 'deviceAccounts' | 'members';

/** The lists searched through the data provider: the resource, its list permission, how a row reads. */
const RESOURCE_KINDS: readonly {
  kind: Exclude<Kind, 'members'>;
  resource: string;
  primary: (r: RaRecord) => string;
  secondary: (r: RaRecord) => string | null;
}[] = [
  {
    kind: 'codes',
    resource: 'wifi-code',
    primary: (r) => String(r.code ?? r.id),
    secondary: (r) => (r.description as string | null) ?? null,
  },
  {
    kind: 'devices',
    resource: 'hotspot-device',
    primary: (r) => String(r.name ?? r.id),
    secondary: (r) => (r.description as string | null) ?? null,
  },
  {
    kind: 'locations',
    // The locations area's list of locations (its regions are 'locations/group').
    resource: 'locations/location',
    primary: (r) => String(r.name ?? r.id),
    secondary: (r) => [r.street, r.city].filter(Boolean).join(', ') || null,
  },
  {
    kind: 'deviceAccounts',
    resource: 'device-account',
    primary: (r) => String(r.name ?? r.id),
    secondary: (r) => (r.description as string | null) ?? null,
  },
];

const MEMBERS = `query GlobalSearchMembers($customerId: String!, $take: Int, $search: String) {
  members(customerId: $customerId, take: $take, search: $search) {
    data { _id email firstName lastName }
  }
}`;

type MemberHit = { _id: string; email: string; firstName: string | null; lastName: string | null };

/** The members' search (schema/member.graphql); replaceable in tests. */
let membersCall = (customerId: string, search: string) =>
  createGraphqlCall(tokenStore)<{ members: { data: MemberHit[] } }>(MEMBERS, {
    customerId,
    take: GLOBAL_SEARCH_PER_KIND,
    search,
  });
export const setGlobalSearchMembers = (call: typeof membersCall | null) => {
  membersCall = call ?? membersCall;
};

/** Which kinds the user may list in the active customer (the server would refuse the others). */
function useSearchableKinds(): Kind[] {
  const codes = useCanAccess({ resource: 'wifi-code', action: 'list' }).canAccess;
  const devices = useCanAccess({ resource: 'hotspot-device', action: 'list' }).canAccess;
  const locations = useCanAccess({ resource: 'locations', action: 'list' }).canAccess;
  const deviceAccounts = useCanAccess({ resource: 'device-account', action: 'list' }).canAccess;
  const members = useCanAccess({ resource: 'user', action: 'list' }).canAccess;
  const allowed = { codes, devices, locations, deviceAccounts, members };
  return (Object.keys(allowed) as Kind[]).filter((k) => allowed[k]);
}

/** The hits of every kind the user may list, each kind asked at once; a kind that fails is named. */
function useHits(term: string, kinds: readonly Kind[], customerId: string | null) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['global-search', customerId, term, kinds.join()],
    enabled: !!customerId && term.length >= GLOBAL_SEARCH_MIN && kinds.length > 0,
    staleTime: 10_000,
    queryFn: async () => {
      const asked = kinds.map(async (kind): Promise<Hit[]> => {
        if (kind === 'members') {
          const { members } = await membersCall(customerId!, term);
          return members.data.map((m) => ({
            key: `members:${m._id}`,
            kind,
            primary: [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email,
            secondary: m.email,
            path: `${resourcePath('user')}&member=${encodeURIComponent(m.email)}`,
          }));
        }
        const source = RESOURCE_KINDS.find((s) => s.kind === kind)!;
        const { data } = await dataProvider.getList(source.resource, {
          filter: { q: term },
          pagination: { page: 1, perPage: GLOBAL_SEARCH_PER_KIND },
          // No sort of its own: each list's default order (an unknown field falls back to it).
          sort: { field: '', order: 'ASC' },
        });
        return data.map((r) => ({
          key: `${kind}:${String(r.id)}`,
          kind,
          primary: source.primary(r),
          secondary: source.secondary(r),
          path: resourcePath(source.resource, r.id),
        }));
      });
      const settled = await Promise.allSettled(asked);
      return {
        hits: settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : [])),
        failed: kinds.filter((_, i) => settled[i]!.status === 'rejected'),
      };
    },
  });
}

/** Each kind's icon: its area's in the menu (the shell imports no resource module). */
const ICONS: Record<Kind, typeof WifiIcon> = {
  codes: WifiIcon,
  devices: RouterIcon,
  locations: PlaceIcon,
  deviceAccounts: PhonelinkSetupIcon,
  members: PeopleIcon,
};

function KindIcon({ kind }: { kind: Kind }): ReactNode {
  const Icon = ICONS[kind];
  return <Icon fontSize="small" />;
}

/**
 * The search over the active customer's WiFi codes, devices, locations, device accounts and members
 * (issue 39): Ctrl+K (⌘K) or the magnifier in the top bar opens it; typing searches every kind the
 * user may list, as each list's own search does; ↑/↓ choose, Enter opens, Esc closes.
 */
export default function GlobalSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { customerId } = useActiveCustomer();
  const kinds = useSearchableKinds();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useHits(term, kinds, customerId);
  const listId = useId();
  const hits = useMemo(() => data?.hits ?? [], [data]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => setActive(0), [hits]);

  if (!kinds.length) return null;

  const close = () => {
    setOpen(false);
    setText('');
  };
  const go = (hit: Hit | undefined) => {
    if (!hit) return;
    close();
    navigate(hit.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!hits.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(hits[active]);
    }
  };

  const short = term.length < GLOBAL_SEARCH_MIN;
  let status: ReactNode = null;
  if (!customerId) status = translate(`${T}.noCustomer`);
  else if (short) status = translate(`${T}.hint`, { min: GLOBAL_SEARCH_MIN });
  else if (isError) status = translate(`${T}.failed`);
  else if (data && !hits.length && !isFetching) status = translate(`${T}.empty`, { term });

  const grouped = kinds
    .map((kind) => ({ kind, items: hits.filter((h) => h.kind === kind) }))
    .filter((g) => g.items.length);
  const optionId = (i: number) => `${listId}-option-${i}`;
  let index = -1;

  return (
    <>
      <Tooltip title={translate(`${T}.open`)}>
        <IconButton
          color="inherit"
          aria-label={translate(`${T}.open`)}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        aria-label={translate(`${T}.title`)}
        slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 8 } } } }}
      >
        <DialogContent sx={{ p: 0 }}>
          <TextField
            autoFocus
            fullWidth
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, 200))}
            onKeyDown={onKeyDown}
            placeholder={translate(`${T}.placeholder`)}
            disabled={!customerId}
            slotProps={{
              htmlInput: {
                role: 'combobox',
                'aria-label': translate(`${T}.title`),
                'aria-expanded': hits.length > 0,
                'aria-controls': listId,
                'aria-autocomplete': 'list',
                'aria-activedescendant': hits.length ? optionId(active) : undefined,
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ '& .MuiOutlinedInput-notchedOutline': { border: 'none' }, borderBottom: 1, borderColor: 'divider' }}
          />
          <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={translate(`${T}.searching`)} />}</Box>
          {data && data.failed.length > 0 && hits.length > 0 && (
            <Alert severity="warning" sx={{ mx: 2, mt: 1 }}>
              {translate(`${T}.partlyFailed`, {
                kinds: data.failed.map((k) => translate(`${T}.kinds.${k}`)).join(', '),
              })}
            </Alert>
          )}
          <List
            id={listId}
            role="listbox"
            aria-label={translate(`${T}.results`)}
            dense
            sx={{ maxHeight: '60vh', overflowY: 'auto', py: 0 }}
          >
            {grouped.map((group) => (
              <li key={group.kind} role="presentation">
                <List role="group" aria-label={translate(`${T}.kinds.${group.kind}`)} dense disablePadding>
                  <ListSubheader role="presentation" sx={{ lineHeight: '32px' }}>
                    {translate(`${T}.kinds.${group.kind}`)}
                  </ListSubheader>
                  {group.items.map((hit) => {
                    index += 1;
                    const i = index;
                    return (
                      <ListItemButton
                        key={hit.key}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === active}
                        selected={i === active}
                        tabIndex={-1}
                        onMouseEnter={() => setActive(i)}
                        onClick={() => go(hit)}
                      >
                        <ListItemIcon sx={{ minWidth: 36 }}>
                          <KindIcon kind={hit.kind} />
                        </ListItemIcon>
                        <ListItemText
                          primary={hit.primary}
                          secondary={hit.secondary}
                          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                        />
                      </ListItemButton>
                    );
                  })}
                </List>
              </li>
            ))}
          </List>
          {status && (
            <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
              {status}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pb: 1.5 }}>
            {translate(`${T}.keys`)}
          </Typography>
        </DialogContent>
      </Dialog>
    </>
  );
}
