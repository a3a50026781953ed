// The first step of every CSV import of the portal (the hotspot devices' wizard and the WiFi codes'
// import, issue 39, D318): a drop zone with a button that opens the file dialog (a hidden file input
// behind it, named like the button), "reading …" while the file is read, the file's error, and once
// read its summary (name, rows, columns, separator) with a preview of its first rows. What an import
// says above it (intro, hints, a sample file) is its children; how a file is read (bounds, worker or
// main thread) and what a refusal says are the caller's (`read`).
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { isCsvFileName, type CsvDelimiter, type ParsedFile } from './csvFile';

const M = 'components.import.file';
/** Rows the preview shows. */
export const PREVIEW_ROWS = 5;

/** A file chosen and read: its name and its rows. */
export type ChosenCsvFile = { name: string; parsed: ParsedFile };

/** The message of a detected separator. */
const DELIMITER_NAMES: Record<CsvDelimiter, 'comma' | 'semicolon' | 'tab'> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
};

export interface CsvFileStepProps {
  /** The file read so far (summary and preview), or none. */
  file: ChosenCsvFile | null;
  /** Reads a chosen .csv or .txt file: its rows, or why it cannot be used, as the user reads it. */
  read: (file: File) => Promise<ParsedFile | { error: string }>;
  /** The message for a file that is no .csv or .txt (the import's own wording). */
  fileTypeError: string;
  onFile: (file: ChosenCsvFile) => void;
  onNext: () => void;
  /** The translated label of the button to the next step. */
  nextLabel: string;
  /** data-testid of the file input (tests and browser tests set files on it). */
  testId: string;
  /** data-testid of the drop zone. */
  dropZoneTestId?: string;
  /** What the import says above the drop zone: its intro, hints, a sample file. */
  children?: ReactNode;
}

export function CsvFileStep({
  file,
  read,
  fileTypeError,
  onFile,
  onNext,
  nextLabel,
  testId,
  dropZoneTestId,
  children,
}: CsvFileStepProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setError(null);
    if (!isCsvFileName(chosen.name)) return setError(fileTypeError);
    setReading(true);
    let parsed: ParsedFile | { error: string };
    try {
      parsed = await read(chosen);
    } catch {
      parsed = { error: translate(`${M}.readFailed`) };
    } finally {
      setReading(false);
    }
    if ('error' in parsed) setError(parsed.error);
    else onFile({ name: chosen.name, parsed });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void choose(event.dataTransfer.files?.[0]);
  };
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);

  return (
    <Box>
      {children}
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid={dropZoneTestId}
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
        <Typography>{translate(`${M}.drop`)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {translate(`${M}.or`)}
        </Typography>
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={reading}>
          {translate(`${M}.choose`)}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,.txt,text/csv,text/plain"
          aria-label={translate(`${M}.choose`)}
          data-testid={testId}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Box>
      {reading && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <span>{translate(`${M}.reading`)}</span>
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
            {translate(`${M}.summary`, {
              name: file.name,
              rows: count(file.parsed.rows.length),
              columns: count(file.parsed.headers.length),
              delimiter: translate(`${M}.delimiters.${DELIMITER_NAMES[file.parsed.delimiter]}`),
            })}
          </Alert>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {translate(`${M}.preview`)}
          </Typography>
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-label={translate(`${M}.preview`)}>
              <TableHead>
                <TableRow>
                  {file.parsed.headers.map((h, i) => (
                    <TableCell key={i}>{h}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {file.parsed.rows.slice(0, PREVIEW_ROWS).map((r, i) => (
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
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onNext} disabled={!file || reading}>
          {nextLabel}
        </Button>
      </Stack>
    </Box>
  );
}
