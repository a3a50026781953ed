/**
 * The linked-hotspots input of the location form (seed 001 §2): the chosen devices as chips and a
 * dialog listing the customer's devices (searchable, paged, with checkboxes) that says where each
 * device is listed now — a device belongs to at most one location, so saving moves it here.
 */
import { useState } from 'react';
import RouterIcon from '@mui/icons-material/Router';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  FormLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import {
  useGetList,
  useGetMany,
  useInput,
  useRecordContext,
  useTranslate,
  ValidationError,
  type Identifier,
} from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import { LOCATION_RULES } from '../../domain/location';
import { fieldRules } from '../../components/fieldRules';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { DEVICES_SHOWN } from './api';

const HOTSPOTS = 'locations/hotspots';
const M = 'resources.locations.hotspots';
const PER_PAGE = 10;
const rules = fieldRules('hotspotDeviceIds', LOCATION_RULES.hotspotDeviceIds);

interface Device {
  id: Identifier;
  name: string;
  mac?: string[];
  locationId?: string | null;
  location?: { _id: string; name: string } | null;
}

/** Where a device is listed now, relative to the location being edited. */
function useWhere(locationId: Identifier | undefined) {
  const translate = useTranslate();
  return (device: Device): string | undefined => {
    if (!device.locationId || device.locationId === locationId)
      return device.locationId ? undefined : translate(`${M}.notListed`);
    return translate(`${M}.listedAt`, { name: device.location?.name ?? device.locationId });
  };
}

function HotspotsDialog({
  open,
  initial,
  onApply,
  onClose,
}: {
  open: boolean;
  initial: readonly Identifier[];
  onApply: (ids: Identifier[]) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const record = useRecordContext();
  const where = useWhere(record?.id);
  const [selected, setSelected] = useState<Identifier[]>([...initial]);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A new search starts on its first page (kept with the search, so no request for a stale page).
  const [paging, setPaging] = useState({ q, page: 0 });
  const page = paging.q === q ? paging.page : 0;
  const setPage = (next: number) => setPaging({ q, page: next });
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<Device>(
    HOTSPOTS,
    {
      pagination: { page: page + 1, perPage: PER_PAGE },
      sort: { field: 'name', order: 'ASC' },
      filter: q ? { q } : {},
    },
    { enabled: open },
  );
  const toggle = (id: Identifier) =>
    setSelected((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  const titleId = 'linked-hotspots-title';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(`${M}.title`)}</DialogTitle>
      <DialogContent dividers>
        <TextField
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          label={translate(`${M}.search`)}
          type="search"
          size="small"
          fullWidth
          autoFocus
          sx={{ mb: 1 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${M}.moveHint`)}
        </Typography>
        {error ? (
          <Alert severity="error">{translate(`${M}.loadError`)}</Alert>
        ) : !isPending && data.length === 0 ? (
          <Typography sx={{ py: 2 }} color="text.secondary">
            {translate(`${M}.noDevices`)}
          </Typography>
        ) : (
          <List dense aria-busy={isPending} aria-label={translate(`${M}.title`)}>
            {data.map((device) => {
              const checked = selected.includes(device.id);
              const labelId = `hotspot-${device.id}`;
              const note = where(device);
              return (
                <ListItem key={device.id} disablePadding>
                  <ListItemButton onClick={() => toggle(device.id)} dense>
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      <Checkbox
                        edge="start"
                        checked={checked}
                        tabIndex={-1}
                        disableRipple
                        slotProps={{ input: { 'aria-labelledby': labelId } }}
                      />
                    </ListItemIcon>
                    <ListItemText
                      id={labelId}
                      primary={device.name}
                      secondary={[device.mac?.join(', '), note].filter(Boolean).join(' · ')}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
        <TablePagination
          component="div"
          count={total}
          page={page}
          onPageChange={(_e, p) => setPage(p)}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
        />
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" sx={{ mr: 'auto', pl: 2 }} aria-live="polite">
          {translate(`${M}.selected`, { smart_count: selected.length })}
        </Typography>
        <Button onClick={onClose}>{translate(`${M}.cancel`)}</Button>
        <Button variant="contained" onClick={() => onApply(selected)}>
          {translate(`${M}.apply`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The devices of a location by name (the first DEVICES_SHOWN), the rest counted. */
export function useDeviceNames(ids: readonly Identifier[]) {
  const shown = ids.slice(0, DEVICES_SHOWN);
  const { data = [], isPending } = useGetMany<Device>(HOTSPOTS, { ids: shown }, { enabled: shown.length > 0 });
  const byId = new Map(data.map((d) => [String(d.id), d]));
  return {
    shown: shown.map((id) => ({ id, name: byId.get(String(id))?.name ?? String(id) })),
    more: ids.length - shown.length,
    isPending,
  };
}

export default function LinkedHotspotsInput() {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source: 'hotspotDeviceIds', validate: rules, defaultValue: [] });
  const ids: Identifier[] = Array.isArray(field.value) ? field.value : [];
  const [open, setOpen] = useState(false);
  const { shown, more } = useDeviceNames(ids);
  const error = fieldState.error && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error : undefined;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {translate('resources.locations/location.fields.hotspotDeviceIds')}
      </FormLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {ids.length === 0 && <Typography color="text.secondary">{translate(`${M}.none`)}</Typography>}
        {shown.map((d) => (
          <Chip
            key={d.id}
            label={d.name}
            icon={<RouterIcon />}
            onDelete={() => field.onChange(ids.filter((x) => x !== d.id))}
          />
        ))}
        {more > 0 && (
          <Chip variant="outlined" label={translate('resources.locations.values.more', { smart_count: more })} />
        )}
      </Stack>
      <Button variant="outlined" startIcon={<RouterIcon />} onClick={() => setOpen(true)}>
        {translate(`${M}.open`)}
      </Button>
      {error?.message && (
        <FormHelperText error>
          <ValidationError error={error.message} />
        </FormHelperText>
      )}
      {open && (
        <HotspotsDialog
          open={open}
          initial={ids}
          onClose={() => setOpen(false)}
          onApply={(next) => {
            field.onChange(next);
            field.onBlur();
            setOpen(false);
          }}
        />
      )}
    </Box>
  );
}
