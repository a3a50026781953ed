/**
 * The filter bar of the analytics screens: period (presets today, 7 days, 30 days, this month, or
 * custom days), granularity (the nine values of seed 001 §9; finer than a day only with
 * professional analytics), hotspots and locations. It edits the draft only; the frame applies it.
 */
import { Autocomplete, Box, Chip, MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import {
  ANALYTICS_GRANULARITIES,
  ANALYTICS_MAX_IDS,
  isSubDay,
  type AnalyticsGranularity,
} from '../../../domain/analytics';
import { PRESETS, presetRange, type FilterDraft, type Preset } from './filter';

const F = 'portal.analytics.filter';

interface Option {
  id: string;
  name: string;
}

function IdSelect({
  resource,
  label,
  value,
  onChange,
}: {
  resource: string;
  label: string;
  value: string[];
  onChange(ids: string[]): void;
}) {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<Option>(resource, {
    pagination: { page: 1, perPage: ANALYTICS_MAX_IDS },
    sort: { field: 'name', order: 'ASC' },
  });
  const selected = data.filter((o) => value.includes(o.id));
  return (
    <Autocomplete
      multiple
      size="small"
      loading={isPending}
      options={data}
      value={selected}
      limitTags={2}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next.map((o) => o.id))}
      renderValue={(items, getItemProps) =>
        items.map((o, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={o.name} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={value.length ? '' : translate(`${F}.all`)} />
      )}
      sx={{ minWidth: 220, flex: '1 1 220px', maxWidth: 420 }}
    />
  );
}

export interface FilterBarProps {
  draft: FilterDraft;
  onChange(next: FilterDraft): void;
  professional: boolean;
  /** Granularity select and hotspot/location selects (professional screens). */
  full: boolean;
  /** Translated errors at their fields (from the domain check or the server). */
  errors: { from?: string; to?: string; granularity?: string };
}

export default function FilterBar({ draft, onChange, professional, full, errors }: FilterBarProps) {
  const translate = useTranslate();
  const set = (patch: Partial<FilterDraft>) => onChange({ ...draft, ...patch });
  const choosePreset = (preset: Preset) => set(preset === 'custom' ? { preset } : { preset, ...presetRange(preset) });
  return (
    <Box
      role="group"
      aria-label={translate(`${F}.label`)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate(`${F}.range`)}
        value={draft.preset}
        onChange={(e) => choosePreset(e.target.value as Preset)}
        sx={{ minWidth: 170 }}
      >
        {PRESETS.map((p) => (
          <MenuItem key={p} value={p}>
            {translate(`${F}.presets.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label={translate(`${F}.from`)}
        value={draft.from}
        onChange={(e) => set({ preset: 'custom', from: e.target.value })}
        error={!!errors.from}
        helperText={errors.from}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label={translate(`${F}.to`)}
        value={draft.to}
        onChange={(e) => set({ preset: 'custom', to: e.target.value })}
        error={!!errors.to}
        helperText={errors.to}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      {full && (
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate(`${F}.granularity`)}
          value={draft.granularity}
          onChange={(e) => set({ granularity: e.target.value as AnalyticsGranularity })}
          error={!!errors.granularity}
          helperText={errors.granularity}
          sx={{ minWidth: 170, maxWidth: 360 }}
        >
          {ANALYTICS_GRANULARITIES.map((g) => {
            const locked = !professional && g !== 'auto' && isSubDay(g);
            return (
              <MenuItem key={g} value={g} disabled={locked}>
                {translate(`${F}.granularities.${g}`)}
                {locked ? ` (${translate(`${F}.professionalOnly`)})` : ''}
              </MenuItem>
            );
          })}
        </TextField>
      )}
      {full && (
        <IdSelect
          resource="hotspot-device"
          label={translate(`${F}.hotspots`)}
          value={draft.hotspotDeviceIds}
          onChange={(hotspotDeviceIds) => set({ hotspotDeviceIds })}
        />
      )}
      {full && (
        <IdSelect
          resource="locations/location"
          label={translate(`${F}.locations`)}
          value={draft.locationIds}
          onChange={(locationIds) => set({ locationIds })}
        />
      )}
    </Box>
  );
}
