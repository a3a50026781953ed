// The wizard's first three steps: choose file, map data, fill data.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import SaveIcon from '@mui/icons-material/Save';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { DEVICE_TYPES } from '../../../domain/enums';
import {
  FILL_FIELDS,
  IMPORT_COLUMNS_MAX,
  IMPORT_FIELDS,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_ROWS_MAX,
  REQUIRED_FIELDS,
  fromSavedMapping,
  guessMapping,
  isCsvFileName,
  missingRequired,
  toSavedMapping,
  type CsvDelimiter,
  type FillValues,
  type Mapping,
  type Named,
  type ParsedFile,
} from './csvCore';
import { CsvFileError, type CsvRunner } from './csvRunner';
import { importApi, type SavedMappingEntry } from './importApi';
import { P } from './shared';
import { downloadSample } from './sampleCsv';

// Native selects whose empty option shows text ("– nicht zugeordnet –"): the label always sits above
// the value (MUI does not shrink it for an empty value and would draw it over that text; issue 40).
const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

function StepButtons({
  onBack,
  onNext,
  nextDisabled,
  nextLabel,
}: {
  onBack?: () => void;
  onNext: () => void;
  nextDisabled?: boolean;
  nextLabel?: string;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
      {onBack && <Button onClick={onBack}>{translate(`${P}.back`)}</Button>}
      <Button variant="contained" onClick={onNext} disabled={nextDisabled}>
        {nextLabel ?? translate(`${P}.next`)}
      </Button>
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Choose file
// ---------------------------------------------------------------------------------------------

/** The message of a detected separator. */
const DELIMITER_NAMES: Record<CsvDelimiter, 'comma' | 'semicolon' | 'tab'> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
};

export function FileStep({
  runner,
  file,
  onFile,
  onNext,
}: {
  runner: CsvRunner;
  file: { name: string; parsed: ParsedFile } | null;
  onFile: (name: string, parsed: ParsedFile, guessed: Mapping) => void;
  onNext: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setError(null);
    if (!isCsvFileName(chosen.name)) return setError(translate('messages.import.fileType'));
    setReading(true);
    try {
      const parsed = await runner.parse(chosen);
      onFile(chosen.name, parsed, guessMapping(parsed.headers));
    } catch (e) {
      const reason = e instanceof CsvFileError ? e.reason : 'read';
      setError(
        reason === 'fileTooLarge'
          ? translate('forms.validationMessages.fileTooLarge', {
              maxSize: `${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`,
            })
          : translate(`${P}.file.errors.${reason}`, {
              max: reason === 'tooManyColumns' ? IMPORT_COLUMNS_MAX : IMPORT_ROWS_MAX,
            }),
      );
    } finally {
      setReading(false);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void choose(event.dataTransfer.files?.[0]);
  };

  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{translate(`${P}.file.intro`)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => downloadSample(locale)}
          data-testid="import-sample"
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate(`${P}.file.sample`)}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate(`${P}.file.sampleHint`)}
        </Typography>
      </Stack>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="import-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 4,
          textAlign: 'center',
          bgcolor: over ? 'action.hover' : 'transparent',
        }}
      >
        <UploadFileIcon color="action" fontSize="large" />
        <Typography>{translate(`${P}.file.drop`)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {translate(`${P}.file.or`)}
        </Typography>
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={reading}>
          {translate(`${P}.file.choose`)}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,.txt,text/csv,text/plain"
          aria-label={translate(`${P}.file.choose`)}
          data-testid="import-file-input"
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Box>
      {reading && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <span>{translate(`${P}.file.reading`)}</span>
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {file && !reading && (
        <Box sx={{ mt: 2 }}>
          <Alert severity="success">
            {translate(`${P}.file.summary`, {
              name: file.name,
              rows: file.parsed.rows.length,
              columns: file.parsed.headers.length,
              delimiter: translate(`${P}.file.${DELIMITER_NAMES[file.parsed.delimiter]}`),
            })}
          </Alert>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {translate(`${P}.file.preview`)}
          </Typography>
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-label={translate(`${P}.file.preview`)}>
              <TableHead>
                <TableRow>
                  {file.parsed.headers.map((h, i) => (
                    <TableCell key={i}>{h}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {file.parsed.rows.slice(0, 5).map((r, i) => (
                  <TableRow key={i}>
                    {r.map((c, j) => (
                      <TableCell key={j}>{c}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      )}
      <StepButtons onNext={onNext} nextDisabled={!file || reading} />
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------
// Map data (with the saved mappings of the customer)
// ---------------------------------------------------------------------------------------------

const MAPPING_NAME = /^[A-Za-z0-9 _.-]{1,100}$/;

export function MapStep({
  customerId,
  headers,
  mapping,
  onMapping,
  onBack,
  onNext,
}: {
  customerId: string;
  headers: string[];
  mapping: Mapping;
  onMapping: (mapping: Mapping) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [showRequired, setShowRequired] = useState(false);
  const [saved, setSaved] = useState<SavedMappingEntry[] | null>(null);
  const [savedError, setSavedError] = useState(false);
  const [selected, setSelected] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const missing = missingRequired(mapping);

  useEffect(() => {
    let live = true;
    importApi()
      .mappings(customerId)
      .then(
        (list) => live && setSaved(list),
        () => {
          if (!live) return;
          setSaved([]);
          setSavedError(true);
        },
      );
    return () => {
      live = false;
    };
  }, [customerId]);

  const load = (key: string) => {
    setSelected(key);
    const entry = saved?.find((e) => e.key === key);
    if (!entry) return;
    onMapping(fromSavedMapping(entry.value, headers));
    setName(key);
  };

  const save = async () => {
    const key = name.trim();
    if (!MAPPING_NAME.test(key)) return;
    const exists = !!saved?.some((e) => e.key === key);
    const value = toSavedMapping(mapping, headers);
    setBusy(true);
    try {
      await importApi().saveMapping(customerId, key, value);
      setSaved((list) =>
        [...(list ?? []).filter((e) => e.key !== key), { key, value }].sort((a, b) => a.key.localeCompare(b.key)),
      );
      setSelected(key);
      notify(`${P}.map.savedOk`, { type: 'success', messageArgs: { name: key } });
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
      await importApi().deleteMapping(customerId, key);
      setSaved((list) => (list ?? []).filter((e) => e.key !== key));
      setSelected('');
      notify(`${P}.map.deleted`, { type: 'info', messageArgs: { name: key } });
    } catch {
      notify('messages.import.mappingDeleteError', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const nameInvalid = name.trim() !== '' && !MAPPING_NAME.test(name.trim());

  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{translate(`${P}.map.intro`)}</Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(`${P}.map.macHint`)}
      </Alert>

      <Box sx={{ mb: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="subtitle2" gutterBottom>
          {translate(`${P}.map.saved`)}
        </Typography>
        {savedError && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate(`${P}.map.loadError`)}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            select
            size="small"
            label={translate(`${P}.map.load`)}
            value={selected}
            onChange={(e) => load(e.target.value)}
            slotProps={NATIVE}
            disabled={!saved || saved.length === 0 || busy}
            helperText={saved && saved.length === 0 ? translate(`${P}.map.savedNone`) : ' '}
            sx={{ minWidth: 220 }}
          >
            <option value="" />
            {(saved ?? []).map((e) => (
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
            {translate(`${P}.map.delete`)}
          </Button>
          <TextField
            size="small"
            label={translate(`${P}.map.mappingName`)}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={nameInvalid}
            helperText={nameInvalid ? translate(`${P}.map.nameInvalid`) : ' '}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Button
            startIcon={<SaveIcon />}
            disabled={!MAPPING_NAME.test(name.trim()) || busy}
            onClick={() => void save()}
            sx={{ mb: { md: 2.5 } }}
          >
            {translate(`${P}.map.save`)}
          </Button>
        </Stack>
      </Box>

      <Grid container spacing={2}>
        {IMPORT_FIELDS.map((f) => {
          const isRequired = REQUIRED_FIELDS.includes(f);
          const error = showRequired && missing.includes(f);
          return (
            <Grid key={f} size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField
                select
                fullWidth
                size="small"
                required={isRequired}
                error={error}
                label={translate(`${P}.fields.${f}`)}
                value={mapping[f] === null ? '' : String(mapping[f])}
                onChange={(e) => onMapping({ ...mapping, [f]: e.target.value === '' ? null : Number(e.target.value) })}
                slotProps={NATIVE}
              >
                <option value="">{translate(`${P}.map.none`)}</option>
                {headers.map((h, i) => (
                  <option key={i} value={i}>
                    {h}
                  </option>
                ))}
              </TextField>
            </Grid>
          );
        })}
      </Grid>
      {showRequired && missing.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('messages.import.mappingRequired')}
        </Alert>
      )}
      <StepButtons
        onBack={onBack}
        onNext={() => {
          setShowRequired(true);
          if (missing.length === 0) onNext();
        }}
      />

      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)}>
        <DialogTitle>{translate(`${P}.map.deleteTitle`, { name: selected })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(`${P}.map.deleteText`, { name: selected })}</DialogContentText>
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

// ---------------------------------------------------------------------------------------------
// Fill data
// ---------------------------------------------------------------------------------------------

const timeZones = (): string[] => {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? ['UTC', 'Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich'];
  } catch {
    return ['UTC', 'Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich'];
  }
};

export function FillStep({
  headers,
  mapping,
  fill,
  onFill,
  lists,
  listsError,
  onBack,
  onNext,
}: {
  headers: string[];
  mapping: Mapping;
  fill: FillValues;
  onFill: (fill: FillValues) => void;
  lists: { configs: Named[]; locations: Named[] } | null;
  listsError: boolean;
  onBack: () => void;
  onNext: () => void;
}) {
  const translate = useTranslate();
  const [zones] = useState(timeZones);
  const options: Record<(typeof FILL_FIELDS)[number], { value: string; label: string }[]> = {
    deviceType: DEVICE_TYPES.map((t) => {
      // the shown name (in the user's language) is the value too: the check step shows and accepts it
      const label = translate(`resources.hotspot-device.types.${t}`, { _: t });
      return { value: label, label };
    }),
    config: (lists?.configs ?? []).map((c) => ({ value: c.name, label: c.name })),
    location: (lists?.locations ?? []).map((l) => ({ value: l.name, label: l.name })),
    timezone: zones.map((z) => ({ value: z, label: z })),
  };
  const helper = (f: (typeof FILL_FIELDS)[number]): string => {
    if (mapping[f] !== null) return translate(`${P}.fill.mapped`, { column: headers[mapping[f]!] });
    if (lists && f === 'config' && lists.configs.length === 0) return translate('messages.device.noConfig');
    if (lists && f === 'location' && lists.locations.length === 0) return translate(`${P}.fill.noLocations`);
    return ' ';
  };
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{translate(`${P}.fill.intro`)}</Typography>
      {!lists && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <span>{translate(`${P}.fill.loading`)}</span>
        </Stack>
      )}
      {listsError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`${P}.fill.loadError`)}
        </Alert>
      )}
      <Grid container spacing={2}>
        {FILL_FIELDS.map((f) => (
          <Grid key={f} size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={translate(`${P}.fields.${f}`)}
              value={fill[f]}
              onChange={(e) => onFill({ ...fill, [f]: e.target.value })}
              slotProps={NATIVE}
              disabled={!lists && (f === 'config' || f === 'location')}
              helperText={helper(f)}
            >
              <option value="">{translate(`${P}.fill.none`)}</option>
              {options[f].map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </TextField>
          </Grid>
        ))}
      </Grid>
      <StepButtons onBack={onBack} onNext={onNext} nextDisabled={!lists} />
    </Box>
  );
}
