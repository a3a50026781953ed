// The saved column mappings of a CSV import's mapping step (the hotspot devices' and the WiFi codes'
// wizards, D318): load one of the customer's named mappings onto the file's columns, save the current
// mapping under a name (a name that exists is replaced), delete one after a confirmation naming it.
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  MAPPING_NAME,
  fromSavedMapping,
  toSavedMapping,
  type ColumnMapping,
  type MappingStore,
  type SavedMappingsState,
} from './savedMappings';

const M = 'components.import.mappings';

// A native select whose empty option has no text: its label always sits above (issue 40).
const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

export interface SavedMappingsProps<F extends string> {
  customerId: string;
  store: MappingStore<F>;
  /** The customer's saved mappings (useSavedMappings), shared with the wizard that applies them. */
  saved: SavedMappingsState<F>;
  fields: readonly F[];
  headers: readonly string[];
  mapping: ColumnMapping<F>;
  onMapping: (mapping: ColumnMapping<F>) => void;
  /** Save the file's whole header too, so that a later file with it gets the mapping. */
  withHeaders?: boolean;
  /** The saved mapping the wizard applied to this file, shown as loaded. */
  applied?: string | null;
}

export function SavedMappings<F extends string>({
  customerId,
  store,
  saved: { entries, failed, setEntries },
  fields,
  headers,
  mapping,
  onMapping,
  withHeaders = false,
  applied = null,
}: SavedMappingsProps<F>) {
  const translate = useTranslate();
  const notify = useNotify();
  const [selected, setSelected] = useState(applied ?? '');
  const [name, setName] = useState(applied ?? '');
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const load = (key: string) => {
    setSelected(key);
    const entry = entries?.find((e) => e.key === key);
    if (!entry) return;
    onMapping(fromSavedMapping(fields, entry.value, headers));
    setName(key);
  };

  const save = async () => {
    const key = name.trim();
    if (!MAPPING_NAME.test(key)) return;
    const exists = !!entries?.some((e) => e.key === key);
    const value = toSavedMapping(fields, mapping, headers, { withHeaders });
    setBusy(true);
    try {
      await store.save(customerId, key, value);
      const updatedAt = new Date().toISOString();
      setEntries((list) =>
        [...(list ?? []).filter((e) => e.key !== key), { key, value, updatedAt }].sort((a, b) =>
          a.key.localeCompare(b.key),
        ),
      );
      setSelected(key);
      notify(`${M}.savedOk`, { type: 'success', messageArgs: { name: key } });
    } catch {
      notify(exists ? 'messages.import.mappingUpdateError' : 'messages.import.mappingCreateError', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const key = selected;
    setConfirmDelete(false);
    setBusy(true);
    try {
      await store.remove(customerId, key);
      setEntries((list) => (list ?? []).filter((e) => e.key !== key));
      setSelected('');
      notify(`${M}.deleted`, { type: 'info', messageArgs: { name: key } });
    } catch {
      notify('messages.import.mappingDeleteError', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const nameInvalid = name.trim() !== '' && !MAPPING_NAME.test(name.trim());

  return (
    <Box sx={{ mb: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle2" gutterBottom>
        {translate(`${M}.saved`)}
      </Typography>
      {applied && selected === applied && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(`${M}.applied`, { name: applied })}
        </Alert>
      )}
      {failed && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(`${M}.loadError`)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label={translate(`${M}.load`)}
          value={selected}
          onChange={(e) => load(e.target.value)}
          slotProps={NATIVE}
          disabled={!entries || entries.length === 0 || busy}
          helperText={entries && entries.length === 0 ? translate(`${M}.savedNone`) : ' '}
          sx={{ minWidth: 220 }}
        >
          <option value="" />
          {(entries ?? []).map((e) => (
            <option key={e.key} value={e.key}>
              {e.key}
            </option>
          ))}
        </TextField>
        <Button
          startIcon={<DeleteIcon />}
          color="error"
          disabled={!selected || busy}
          onClick={() => setConfirmDelete(true)}
          sx={{ mb: { md: 2.5 } }}
        >
          {translate(`${M}.delete`)}
        </Button>
        <TextField
          size="small"
          label={translate(`${M}.mappingName`)}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameInvalid}
          helperText={nameInvalid ? translate(`${M}.nameInvalid`) : ' '}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button
          startIcon={<SaveIcon />}
          disabled={!MAPPING_NAME.test(name.trim()) || busy}
          onClick={() => void save()}
          sx={{ mb: { md: 2.5 } }}
        >
          {translate(`${M}.save`)}
        </Button>
      </Stack>

      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)}>
        <DialogTitle>{translate(`${M}.deleteTitle`, { name: selected })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(`${M}.deleteText`, { name: selected })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void remove()}>
            {translate('ra.action.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
