import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ChartModel } from './chartModel';
import { useAnalyticsFormat } from './format';

/**
 * The table view of a chart (seed 001 §9 "table"): a real table, captioned with the chart's title. A
 * table wider than the card scrolls inside its own container, which keyboard users can focus and
 * scroll (named like the table), instead of widening the page (issue 40).
 */
export default function ChartTable({ model, title }: { model: ChartModel; title: string }) {
  const format = useAnalyticsFormat();
  return (
    <TableContainer
      sx={{ maxHeight: 360, maxWidth: '100%', overflow: 'auto' }}
      tabIndex={0}
      role="group"
      aria-label={title}
    >
      <Table size="small" stickyHeader aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {model.xLabel}
            </TableCell>
            {model.series.map((s) => (
              <TableCell key={s.key} component="th" scope="col" align="right">
                {s.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {model.rows.map((row, index) => (
            // two categories may read the same (an empty key and 'unknown'): the position keeps keys unique
            <TableRow key={`${index}:${row.csvX}`} hover>
              <TableCell component="th" scope="row">
                {row.x}
              </TableCell>
              {model.series.map((s) => {
                const value = row[s.key] as number | null;
                return (
                  <TableCell key={s.key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {s.format ? s.format(value) : format.number(value, 2)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
