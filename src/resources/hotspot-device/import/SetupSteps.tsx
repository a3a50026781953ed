// The wizard's first three steps: choose file, map data, fill data.
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Grid, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DEVICE_TYPES } from '../../../domain/enums';
import { CsvFileStep, type ChosenCsvFile } from '../../../components/import/CsvFileStep';
import { SavedMappings } from '../../../components/import/SavedMappings';
import { useSavedMappings, type MappingStore } from '../../../components/import/savedMappings';
import {
  FILL_FIELDS,
  IMPORT_COLUMNS_MAX,
  IMPORT_FIELDS,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_ROWS_MAX,
  REQUIRED_FIELDS,
  guessMapping,
  missingRequired,
  type FillValues,
  type ImportField,
  type Mapping,
  type Named,
  type ParsedFile,
} from './csvCore';
import { CsvFileError, type CsvRunner } from './csvRunner';
import { importApi } from './importApi';
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
// Choose file (the portal's one CSV file step: components/import/CsvFileStep)
// ---------------------------------------------------------------------------------------------

export function FileStep({
  runner,
  file,
  chooseAgain,
  onFile,
  onNext,
}: {
  runner: CsvRunner;
  file: ChosenCsvFile | null;
  /** The name of a file whose draft kept only its header and mapping (too large): the user chooses it again. */
  chooseAgain?: string | null;
  onFile: (name: string, parsed: ParsedFile, guessed: Mapping) => void;
  onNext: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const read = async (chosen: File): Promise<ParsedFile | { error: string }> => {
    try {
      return await runner.parse(chosen);
    } catch (e) {
      const reason = e instanceof CsvFileError ? e.reason : 'read';
      return {
        error:
          reason === 'fileTooLarge'
            ? translate('forms.validationMessages.fileTooLarge', {
                maxSize: `${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`,
              })
            : translate(`${P}.file.errors.${reason}`, {
                max: reason === 'tooManyColumns' ? IMPORT_COLUMNS_MAX : IMPORT_ROWS_MAX,
              }),
      };
    }
  };

  return (
    <CsvFileStep
      file={file}
      read={read}
      fileTypeError={translate('messages.import.fileType')}
      onFile={(chosen) => onFile(chosen.name, chosen.parsed, guessMapping(chosen.parsed.headers))}
      onNext={onNext}
      nextLabel={translate(`${P}.next`)}
      testId="import-file-input"
      dropZoneTestId="import-drop-zone"
    >
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
      {chooseAgain && !file && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('components.import.file.chooseAgain', { name: chooseAgain })}
        </Alert>
      )}
    </CsvFileStep>
  );
}

// ---------------------------------------------------------------------------------------------
// Map data (with the saved mappings of the customer: components/import/SavedMappings)
// ---------------------------------------------------------------------------------------------

/** The device import's saved mappings, through its ImportApi (tests replace that whole object). */
const DEVICE_MAPPINGS: MappingStore<ImportField> = {
  list: (customerId) => importApi().mappings(customerId),
  save: (customerId, key, value) => importApi().saveMapping(customerId, key, value),
  remove: (customerId, key) => importApi().deleteMapping(customerId, key),
};

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
  const [showRequired, setShowRequired] = useState(false);
  const saved = useSavedMappings(DEVICE_MAPPINGS, customerId);
  const missing = missingRequired(mapping);

  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{translate(`${P}.map.intro`)}</Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(`${P}.map.macHint`)}
      </Alert>

      <SavedMappings
        customerId={customerId}
        store={DEVICE_MAPPINGS}
        saved={saved}
        fields={IMPORT_FIELDS}
        headers={headers}
        mapping={mapping}
        onMapping={onMapping}
      />

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
