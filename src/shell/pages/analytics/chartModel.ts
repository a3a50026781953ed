/**
 * What one chart shows, independent of how (line, bar, table; seed 001 §9): rows with an x label and
 * one value per series. The same model feeds the drawing, the table view and the CSV export, so the
 * file holds exactly the chart's data.
 */
import { csvDateTime, toCsv, type CsvDialect, type CsvValue } from '../../../domain/csv';

export interface ChartSeries {
  key: string;
  /** Translated label (legend, table head, CSV head). */
  label: string;
  /** The CSV head when it differs (the unit of the file's numbers, e.g. "(MB)" where the table says GB). */
  csvLabel?: string;
  /** How the table shows a value (default: the number in the UI language). */
  format?: (value: number | null) => string;
  /** false: only in the table and the file (e.g. data volume next to counts). */
  drawn?: boolean;
}

export interface ChartRow {
  /** The label of the row (a bucket time or a category). */
  x: string;
  /** The row's x in the file: the bucket's start as ISO time (written as a date), or the category as shown. */
  csvX: string;
  [series: string]: number | string | null;
}

export interface ChartModel {
  /** Head of the x column. */
  xLabel: string;
  /** Categories (browsers, hotspots) rather than time. */
  categorical: boolean;
  /** Time series: the time zone their buckets are shown (and written to the file) in. */
  timeZone?: string;
  rows: ChartRow[];
  series: ChartSeries[];
  /** The value axis' ticks (default: the number), e.g. MB values as MB/GB. */
  axisFormat?: (value: number) => string;
}

/** At least one non-zero value: otherwise the chart shows its empty state. */
export const hasData = (model: ChartModel): boolean =>
  model.rows.some((row) => model.series.some((s) => typeof row[s.key] === 'number' && row[s.key] !== 0));

export const drawnSeries = (model: ChartModel): ChartSeries[] => model.series.filter((s) => s.drawn !== false);

/**
 * The chart's data as CSV in the UI language's dialect (src/domain/csv.ts): the x column — a time
 * series' bucket starts as date and time in the series' time zone — and every series.
 */
export function chartCsv(model: ChartModel, dialect: CsvDialect): string {
  const x = (row: ChartRow) => (model.categorical ? row.csvX : csvDateTime(row.csvX, dialect, model.timeZone));
  return toCsv(
    [model.xLabel, ...model.series.map((s) => s.csvLabel ?? s.label)],
    model.rows.map((row) => [x(row), ...model.series.map((s) => row[s.key] as CsvValue)]),
    dialect,
  );
}
