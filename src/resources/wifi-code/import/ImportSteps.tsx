// The steps of the WiFi-code import wizard (ImportWizard.tsx): choose file, map columns, check,
// import with progress, result.
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
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
import { readCsvFile, type ParsedFile } from '../../../components/import/csvFile';
import { CsvFileStep, type ChosenCsvFile } from '../../../components/import/CsvFileStep';
import { SavedMappings } from '../../../components/import/SavedMappings';
import type { SavedMappingsState } from '../../../components/import/savedMappings';
import type { VoucherImportProblem } from '../../../domain/voucherImport';
import { VOUCHER_IMPORT_MAX_ROWS } from '../../../domain/voucherImport';
import { FILE_LIMITS, IMPORT_FIELDS, REQUIRED_FIELDS, type ImportField, type Mapping } from './voucherCsv';
import { voucherMappings, type ImportProgress } from './importApi';
import { resourcePath } from '../../../components/resourcePath';

/** The wizard's message prefix. */
export const P = 'resources.wifi-code.import';
/** Problems the check step lists at most (their count is always complete). */
export const PROBLEMS_SHOWN = 200;

export const formatCount = (n: number, locale: string): string => new Intl.NumberFormat(locale).format(n);

function StepButtons({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
      {children}
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Choose file (the portal's one CSV file step: components/import/CsvFileStep)
// ---------------------------------------------------------------------------------------------

export type ChosenFile = ChosenCsvFile;

export function FileStep({
  file,
  chooseAgain,
  onFile,
  onNext,
}: {
  file: ChosenFile | null;
  /** The name of a file whose draft kept only its mapping (too large): the user chooses it again. */
  chooseAgain?: string | null;
  onFile: (file: ChosenFile) => void;
  onNext: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const read = async (chosen: File): Promise<ParsedFile | { error: string }> => {
    const parsed = await readCsvFile(chosen, FILE_LIMITS);
    if (!('error' in parsed)) return parsed;
    return {
      error: translate(`${P}.file.errors.${parsed.error}`, {
        mb: FILE_LIMITS.bytes / 1024 / 1024,
        rows: formatCount(VOUCHER_IMPORT_MAX_ROWS, locale),
      }),
    };
  };

  return (
    <CsvFileStep
      file={file}
      read={read}
      fileTypeError={translate(`${P}.file.errors.fileType`)}
      onFile={onFile}
      onNext={onNext}
      nextLabel={translate(`${P}.next`)}
      testId="voucher-import-file"
    >
      <Typography sx={{ mb: 1 }}>
        {translate(`${P}.file.intro`, { rows: formatCount(VOUCHER_IMPORT_MAX_ROWS, locale) })}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(`${P}.file.xlsx`)}
      </Alert>
      {chooseAgain && !file && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('components.import.file.chooseAgain', { name: chooseAgain })}
        </Alert>
      )}
    </CsvFileStep>
  );
}

// ---------------------------------------------------------------------------------------------
// Map columns
// ---------------------------------------------------------------------------------------------

export function MapStep({
  customerId,
  file,
  mapping,
  saved,
  applied,
  onMapping,
  onBack,
  onNext,
}: {
  customerId: string;
  file: ChosenFile;
  mapping: Mapping;
  /** The customer's saved mappings (the wizard applies one whose header is the file's). */
  saved: SavedMappingsState<ImportField>;
  /** The saved mapping the wizard applied to this file. */
  applied: string | null;
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
      <SavedMappings
        customerId={customerId}
        store={voucherMappings()}
        saved={saved}
        fields={IMPORT_FIELDS}
        headers={file.parsed.headers}
        mapping={mapping}
        onMapping={onMapping}
        withHeaders
        applied={applied}
      />
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
              required={required}
              label={label}
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
  onOtherFile,
}: {
  rows: number;
  state: CheckState;
  onBack: () => void;
  onRetry: () => void;
  onImport: () => void;
  /** To the file step: a file with problems or too many codes is corrected and chosen again. */
  onOtherFile: () => void;
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
        {(state.phase === 'problems' || state.phase === 'licence') && (
          <Button variant="outlined" onClick={onOtherFile}>
            {translate(`${P}.check.otherFile`)}
          </Button>
        )}
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
