// The steps of the WiFi-code import wizard (ImportWizard.tsx): choose file, map columns, check,
// import with progress, result.
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  LinearProgress,
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
import { isCsvFileName, readCsvFile, type CsvDelimiter, type ParsedFile } from '../../../components/import/csvFile';
import type { VoucherImportProblem } from '../../../domain/voucherImport';
import { VOUCHER_IMPORT_MAX_ROWS } from '../../../domain/voucherImport';
import { FILE_LIMITS, IMPORT_FIELDS, REQUIRED_FIELDS, guessMapping, type Mapping } from './voucherCsv';
import type { ImportProgress } from './importApi';
import { resourcePath } from '../../../components/resourcePath';

/** The wizard's message prefix. */
export const P = 'resources.wifi-code.import';
/** Problems the check step lists at most (their count is always complete). */
export const PROBLEMS_SHOWN = 200;

const DELIMITER_NAMES: Record<CsvDelimiter, 'comma' | 'semicolon' | 'tab'> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
};

export const formatCount = (n: number, locale: string): string => new Intl.NumberFormat(locale).format(n);

function StepButtons({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
      {children}
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Choose file
// ---------------------------------------------------------------------------------------------

export type ChosenFile = { name: string; parsed: ParsedFile };

export function FileStep({
  file,
  onFile,
  onNext,
}: {
  file: ChosenFile | null;
  onFile: (file: ChosenFile, guessed: Mapping) => void;
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
    if (!isCsvFileName(chosen.name)) return setError(translate(`${P}.file.errors.fileType`));
    setReading(true);
    const parsed = await readCsvFile(chosen, FILE_LIMITS);
    setReading(false);
    if ('error' in parsed) {
      setError(
        translate(`${P}.file.errors.${parsed.error}`, {
          mb: FILE_LIMITS.bytes / 1024 / 1024,
          rows: formatCount(VOUCHER_IMPORT_MAX_ROWS, locale),
        }),
      );
      return;
    }
    onFile({ name: chosen.name, parsed }, guessMapping(parsed.headers));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void choose(event.dataTransfer.files?.[0]);
  };

  return (
    <Box>
      <Typography sx={{ mb: 1 }}>
        {translate(`${P}.file.intro`, { rows: formatCount(VOUCHER_IMPORT_MAX_ROWS, locale) })}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(`${P}.file.xlsx`)}
      </Alert>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: { xs: 2, sm: 4 },
          textAlign: 'center',
          bgcolor: over ? 'action.hover' : 'transparent',
        }}
      >
        <UploadFileIcon color="action" fontSize="large" />
        <Box sx={{ mt: 1 }}>
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={reading}>
            {translate(`${P}.file.choose`)}
          </Button>
        </Box>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,.txt,text/csv,text/plain"
          aria-label={translate(`${P}.file.choose`)}
          data-testid="voucher-import-file"
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
              rows: formatCount(file.parsed.rows.length, locale),
              columns: file.parsed.headers.length,
              delimiter: translate(`${P}.file.delimiters.${DELIMITER_NAMES[file.parsed.delimiter]}`),
            })}
          </Alert>
          <TableContainer sx={{ mt: 2, maxWidth: '100%', overflowX: 'auto' }}>
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
      <StepButtons>
        <Button variant="contained" onClick={onNext} disabled={!file || reading}>
          {translate(`${P}.next`)}
        </Button>
      </StepButtons>
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------
// Map columns
// ---------------------------------------------------------------------------------------------

export function MapStep({
  file,
  mapping,
  onMapping,
  onBack,
  onNext,
}: {
  file: ChosenFile;
  mapping: Mapping;
  onMapping: (mapping: Mapping) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const translate = useTranslate();
  const missing = REQUIRED_FIELDS.filter((f) => mapping[f] === null);
  const sample = (col: number | null) => {
    if (col === null) return '';
    return file.parsed.rows.find((r) => (r[col] ?? '').trim() !== '')?.[col]?.trim() ?? '';
  };
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{translate(`${P}.map.intro`)}</Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 2,
        }}
      >
        {IMPORT_FIELDS.map((field) => {
          const label = translate(`${P}.fields.${field}`);
          const value = sample(mapping[field]);
          const required = REQUIRED_FIELDS.includes(field);
          return (
            <TextField
              key={field}
              select
              label={required ? `${label} *` : label}
              value={mapping[field] === null ? '' : String(mapping[field])}
              onChange={(e) =>
                onMapping({ ...mapping, [field]: e.target.value === '' ? null : Number(e.target.value) })
              }
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              helperText={
                value
                  ? `${translate(`${P}.map.hints.${field}`)} ${translate(`${P}.map.sample`, { value: value.slice(0, 60) })}`
                  : translate(`${P}.map.hints.${field}`)
              }
              size="small"
              fullWidth
            >
              <option value="">{translate(`${P}.map.none`)}</option>
              {file.parsed.headers.map((h, i) => (
                <option key={i} value={String(i)}>
                  {h}
                </option>
              ))}
            </TextField>
          );
        })}
      </Box>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(`${P}.map.missing`, { field: translate(`${P}.fields.${missing[0]}`) })}
        </Alert>
      )}
      <StepButtons>
        <Button onClick={onBack}>{translate(`${P}.back`)}</Button>
        <Button variant="contained" onClick={onNext} disabled={missing.length > 0}>
          {translate(`${P}.next`)}
        </Button>
      </StepButtons>
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------
// Check
// ---------------------------------------------------------------------------------------------

export type CheckState =
  | { phase: 'local' }
  | { phase: 'server'; progress: ImportProgress | null }
  | { phase: 'problems'; problems: VoucherImportProblem[]; count: number }
  | { phase: 'licence'; left: number; allowed: number }
  | { phase: 'failed'; message: string }
  | { phase: 'ok'; left: number; allowed: number };

/** A problem as the user reads it: the field's label and the message with its arguments. */
export function useDescribe() {
  const translate = useTranslate();
  return (p: VoucherImportProblem) => ({
    field: translate(`${P}.fields.${p.field}`, { _: p.field }),
    text: translate(p.message, { ...p.args, _: p.message }),
  });
}

export function CheckStep({
  rows,
  state,
  onBack,
  onRetry,
  onImport,
}: {
  rows: number;
  state: CheckState;
  onBack: () => void;
  onRetry: () => void;
  onImport: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const describe = useDescribe();
  const n = (v: number) => formatCount(v, locale);
  return (
    <Box>
      {(state.phase === 'local' || state.phase === 'server') && (
        <Box role="status">
          <Typography sx={{ mb: 1 }}>
            {translate(state.phase === 'local' ? `${P}.check.checking` : `${P}.check.server`)}
          </Typography>
          <LinearProgress
            aria-label={translate(`${P}.check.checking`)}
            variant={state.phase === 'server' && state.progress?.phase === 'check' ? 'determinate' : 'indeterminate'}
            value={
              state.phase === 'server' && state.progress && state.progress.total
                ? (100 * state.progress.done) / state.progress.total
                : 0
            }
          />
        </Box>
      )}
      {state.phase === 'ok' && (
        <Alert severity="success" role="status">
          {translate(`${P}.check.ok`, { rows: n(rows) })}
          {state.allowed !== -1 && (
            <> {translate(`${P}.check.licenceLeft`, { left: n(state.left), allowed: n(state.allowed) })}</>
          )}
        </Alert>
      )}
      {state.phase === 'licence' && (
        <Alert severity="error" role="alert">
          {translate(`${P}.check.licence`, { left: n(state.left), allowed: n(state.allowed), rows: n(rows) })}
        </Alert>
      )}
      {state.phase === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate(`${P}.check.retry`)}
            </Button>
          }
        >
          {state.message}
        </Alert>
      )}
      {state.phase === 'problems' && (
        <>
          <Alert severity="error" role="alert">
            {translate(`${P}.check.problems`, {
              problems: n(state.count),
              rows: n(new Set(state.problems.map((p) => p.row)).size),
            })}
            {state.count > PROBLEMS_SHOWN && <> {translate(`${P}.check.shown`, { shown: n(PROBLEMS_SHOWN) })}</>}
          </Alert>
          <TableContainer sx={{ mt: 2, maxHeight: 420, overflow: 'auto' }} tabIndex={0}>
            <Table size="small" stickyHeader aria-label={translate(`${P}.check.table`)}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: { sm: '6em' } }}>{translate(`${P}.check.line`)}</TableCell>
                  <TableCell sx={{ width: { sm: '12em' } }}>{translate(`${P}.check.field`)}</TableCell>
                  <TableCell>{translate(`${P}.check.problem`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {state.problems.slice(0, PROBLEMS_SHOWN).map((p, i) => {
                  const d = describe(p);
                  return (
                    <TableRow key={i}>
                      <TableCell>{p.row}</TableCell>
                      <TableCell>{d.field}</TableCell>
                      <TableCell>{d.text}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      <StepButtons>
        <Button onClick={onBack}>{translate(`${P}.back`)}</Button>
        <Button variant="contained" onClick={onImport} disabled={state.phase !== 'ok'}>
          {translate(`${P}.check.start`, { rows: n(rows) })}
        </Button>
      </StepButtons>
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------
// Import (progress, cancel) and result
// ---------------------------------------------------------------------------------------------

export function RunStep({
  progress,
  cancelling,
  onCancel,
}: {
  progress: ImportProgress;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const n = (v: number) => formatCount(v, locale);
  // the share of the whole: sending and checking the first third, writing the rest
  const share =
    progress.phase === 'upload'
      ? 0
      : progress.phase === 'check'
        ? (33 * progress.done) / Math.max(1, progress.total)
        : progress.phase === 'write'
          ? 33 + (66 * progress.done) / Math.max(1, progress.total)
          : 100;
  return (
    <Box>
      <Typography role="status" sx={{ mb: 1 }}>
        {cancelling
          ? translate(`${P}.run.cancelling`)
          : translate(`${P}.run.${progress.phase}`, { done: n(progress.done), total: n(progress.total) })}
      </Typography>
      <LinearProgress
        variant={progress.phase === 'upload' ? 'indeterminate' : 'determinate'}
        value={share}
        aria-label={translate(`${P}.run.progress`)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate(`${P}.run.allOrNothing`)}
      </Typography>
      <StepButtons>
        <Button
          variant="outlined"
          color="warning"
          onClick={onCancel}
          disabled={cancelling || progress.phase === 'commit'}
        >
          {translate(`${P}.run.cancel`)}
        </Button>
      </StepButtons>
    </Box>
  );
}

export type Outcome =
  | { kind: 'imported'; count: number }
  | { kind: 'cancelled' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

export function ResultStep({ outcome, onAgain }: { outcome: Outcome; onAgain: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box>
      {outcome.kind === 'imported' && (
        <Alert severity="success" role="status">
          {translate(`${P}.result.imported`, { count: formatCount(outcome.count, locale) })}
        </Alert>
      )}
      {outcome.kind === 'cancelled' && (
        <Alert severity="warning" role="status">
          {translate(`${P}.result.cancelled`)}
        </Alert>
      )}
      {outcome.kind === 'refused' && (
        <Alert severity="error" role="alert">
          {translate(`${P}.result.refused`)} {outcome.message}
        </Alert>
      )}
      {outcome.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {translate(`${P}.result.failed`)}
        </Alert>
      )}
      <StepButtons>
        <Button variant="contained" component={RouterLink} to={resourcePath('wifi-code')}>
          {translate(`${P}.result.toList`)}
        </Button>
        <Button onClick={onAgain}>{translate(`${P}.result.again`)}</Button>
      </StepButtons>
    </Box>
  );
}
