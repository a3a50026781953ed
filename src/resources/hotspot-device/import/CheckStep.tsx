// The check step: every row with its problems, invalid rows filterable and fixable in place.
import { memo, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  LinearProgress,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { CheckedRow, Draft, ImportField } from './csvCore';
import { P, describeRowError } from './shared';

/** The columns of the check table (description and keywords show up under problems when at fault). */
const COLUMNS: ImportField[] = ['name', 'mac', 'lanMac', 'deviceType', 'config', 'location', 'timezone'];
const EXTRA: ImportField[] = ['description', 'keywords'];

type Edit = (row: number, field: ImportField, value: string) => void;

const CheckRow = memo(function CheckRow({
  draft,
  checked,
  onEdit,
}: {
  draft: Draft;
  checked: CheckedRow | undefined;
  onEdit: Edit;
}) {
  const translate = useTranslate();
  const errors = checked?.errors ?? [];
  const invalid = errors.length > 0;
  const atFault = new Set(errors.map((e) => e.field));
  const rowLabel = translate(`${P}.check.row`);
  const input = (f: ImportField) => (
    <TextField
      size="small"
      variant="standard"
      value={draft[f]}
      error={atFault.has(f)}
      onChange={(e) => onEdit(draft.row, f, e.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': `${translate(`${P}.fields.${f}`)} (${rowLabel} ${draft.row})`, maxLength: 1000 },
      }}
      sx={{ minWidth: f === 'mac' ? 150 : 90 }}
    />
  );
  return (
    <TableRow data-row={draft.row} sx={invalid ? { bgcolor: 'action.hover' } : undefined}>
      <TableCell>{draft.row}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={invalid ? 'error' : 'success'}
          variant="outlined"
          label={translate(`${P}.check.${invalid ? 'invalid' : 'valid'}`)}
        />
      </TableCell>
      {/* The problems come right after the status, so they are never scrolled out of reach (issue 40). */}
      <TableCell sx={{ minWidth: 220, maxWidth: 320 }} data-testid="row-problems">
        {errors.map((e, i) => (
          <Typography key={i} variant="body2" color="error">
            {describeRowError(translate, e)}
          </Typography>
        ))}
        {EXTRA.filter((f) => atFault.has(f)).map((f) => (
          <Box key={f}>{input(f)}</Box>
        ))}
      </TableCell>
      {COLUMNS.map((f) => (
        <TableCell key={f} sx={{ wordBreak: 'break-word', minWidth: f === 'name' ? 120 : undefined }}>
          {invalid ? input(f) : draft[f]}
        </TableCell>
      ))}
    </TableRow>
  );
});

export function CheckStep({
  drafts,
  checked,
  checking,
  failed,
  dirty,
  onEdit,
  onRecheck,
  onBack,
  onImport,
}: {
  drafts: Draft[];
  checked: CheckedRow[] | null;
  checking: { done: number; conflicts: boolean } | null;
  failed: boolean;
  dirty: boolean;
  onEdit: Edit;
  onRecheck: () => void;
  onBack: () => void;
  onImport: () => void;
}) {
  const translate = useTranslate();
  const [onlyInvalid, setOnlyInvalid] = useState(false);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);

  const invalidIndexes = useMemo(() => {
    const out: number[] = [];
    checked?.forEach((r, i) => r.errors.length > 0 && out.push(i));
    return out;
  }, [checked]);
  const valid = checked ? checked.length - invalidIndexes.length : 0;
  const count = onlyInvalid ? invalidIndexes.length : drafts.length;
  const lastPage = Math.max(0, Math.ceil(count / perPage) - 1);
  const current = Math.min(page, lastPage);
  const indexes = onlyInvalid
    ? invalidIndexes.slice(current * perPage, (current + 1) * perPage)
    : Array.from(
        { length: Math.max(0, Math.min(perPage, count - current * perPage)) },
        (_, i) => current * perPage + i,
      );

  return (
    <Box>
      {checking && (
        <Box role="status" sx={{ mb: 2 }}>
          <Typography variant="body2">
            {checking.conflicts
              ? translate(`${P}.check.conflicts`)
              : translate(`${P}.check.checking`, { done: checking.done, total: drafts.length })}
          </Typography>
          <LinearProgress
            variant={checking.conflicts ? 'indeterminate' : 'determinate'}
            value={drafts.length ? (checking.done / drafts.length) * 100 : 0}
          />
        </Box>
      )}
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(`${P}.check.failed`)}
        </Alert>
      )}
      {checked && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
          <Typography>{translate(`${P}.check.summary`, { total: checked.length, valid })}</Typography>
          {invalidIndexes.length > 0 ? (
            <Chip
              color="error"
              label={translate('messages.import.invalidRows', { smart_count: invalidIndexes.length })}
            />
          ) : (
            <Chip color="success" label={translate(`${P}.check.allValid`)} />
          )}
          <FormControlLabel
            control={
              <Switch
                checked={onlyInvalid}
                onChange={(e) => {
                  setOnlyInvalid(e.target.checked);
                  setPage(0);
                }}
              />
            }
            label={translate(`${P}.check.onlyInvalid`)}
          />
          <Button startIcon={<RefreshIcon />} onClick={onRecheck} disabled={!!checking}>
            {translate(`${P}.check.recheck`)}
          </Button>
        </Stack>
      )}
      {dirty && !checking && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`${P}.check.dirty`)}
        </Alert>
      )}
      {checked && (
        <>
          <TableContainer
            sx={{ overflowX: 'auto', maxWidth: '100%' }}
            tabIndex={0}
            role="region"
            aria-label={translate(`${P}.steps.check`)}
          >
            <Table size="small" aria-label={translate(`${P}.steps.check`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${P}.check.row`)}</TableCell>
                  <TableCell>{translate(`${P}.check.status`)}</TableCell>
                  <TableCell>{translate(`${P}.check.problems`)}</TableCell>
                  {COLUMNS.map((f) => (
                    <TableCell key={f}>{translate(`${P}.fields.${f}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {indexes.map((i) => (
                  <CheckRow key={drafts[i]!.row} draft={drafts[i]!} checked={checked[i]} onEdit={onEdit} />
                ))}
                {indexes.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length + 3}>{translate(`${P}.check.noRows`)}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={count}
            page={current}
            rowsPerPage={perPage}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setPerPage(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count: total }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
            }
          />
        </>
      )}
      {checked && valid > 0 && invalidIndexes.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${P}.check.invalidSkipped`)}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button onClick={onBack} disabled={!!checking}>
          {translate(`${P}.back`)}
        </Button>
        <Button variant="contained" onClick={onImport} disabled={!checked || !!checking || dirty || valid === 0}>
          {translate(`${P}.check.import`, { smart_count: valid })}
        </Button>
      </Stack>
    </Box>
  );
}
