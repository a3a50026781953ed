// The export's budget (issue 39, docs/exports.md): the hotel's whole list of codes exported through
// POST /api/export/vouchers at ≥ 50,000 rows/s with ≤ 100 MB extra memory. The client takes the
// stream as fast as it comes and keeps nothing but counts.
// Memory: alone (`npx tsx bench/export.ts`), the server runs as `npm start` runs it, in a process of
// its own, and the figure is that process's peak resident memory during the export less before it
// (sampled from /proc every 20 ms). Inside `npm run bench` (bench/run.ts, after its list figures,
// over its BENCH_VOUCHERS codes) the server shares the bench's process, and the figure includes the
// client's side too.
//   npx tsx bench/export.ts        BENCH_EXPORT_ROWS (default 1000000) codes, BENCH_PG_URL as run.ts
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOTEL_ID } from '../server/seed/demo';
import { inTempDir, onEveryDatabase, peakRss, seedDatabase, signIn, withServer } from './common';

export const EXPORT_RATE_BUDGET = 50_000;
export const EXPORT_RSS_BUDGET_MB = 100;

export interface ExportFigure {
  format: 'csv' | 'xlsx';
  rows: number;
  bytes: number;
  seconds: number;
  rate: number;
  extraRssMb: number;
  /** The peak of V8's heap and the buffers outside it, less before the export. */
  extraHeapMb: number;
}

/** One export of the hotel's codes, newest first, as the portal asks for it. */
export async function measureExport(
  url: string,
  token: string,
  format: 'csv' | 'xlsx',
  /** The server's own process (its resident memory from /proc); else this process's. */
  serverPid?: number,
): Promise<ExportFigure> {
  (globalThis as { gc?: () => void }).gc?.();
  const heap = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const rss = () => (serverPid ? peakRss(serverPid, 'VmRSS') : process.memoryUsage().rss);
  const before = rss();
  const heapBefore = heap();
  let peak = before;
  let heapPeak = heapBefore;
  const sample = setInterval(() => {
    peak = Math.max(peak, rss());
    heapPeak = Math.max(heapPeak, heap());
  }, 20);
  const t0 = performance.now();
  const res = await fetch(`${url}/api/export/vouchers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      format,
      locale: 'de',
      timeZone: 'Europe/Berlin',
      args: { customerIds: [HOTEL_ID] },
      sort: [{ key: 'createdAt', order: 'DESC' }],
    }),
  });
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (format === 'csv') for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sample);
  peak = Math.max(peak, rss());
  const rows = format === 'csv' ? lines - 1 : Number.NaN;
  return {
    format,
    rows,
    bytes,
    seconds,
    rate: rows / seconds,
    extraRssMb: (peak - before) / 1e6,
    extraHeapMb: (heapPeak - heapBefore) / 1e6,
  };
}

/** The Markdown rows of the export figures (`rows` codes in the list); misses are added to `missed`. */
export async function exportRows(
  url: string,
  token: string,
  rows: number,
  kind: string,
  missed: string[],
  serverPid?: number,
) {
  const out: string[] = [];
  // In one process with the server, its heap too; a server of its own is measured by its RSS alone.
  const heapNote = (f: ExportFigure) => (serverPid ? '' : ` (heap +${f.extraHeapMb.toFixed(0)} MB)`);
  // A first export warms what any read of the list fills once (PGlite's buffer cache and WebAssembly
  // memory live in the server's process and never shrink): the figures are those of a warm server.
  await measureExport(url, token, 'csv', serverPid);
  const csv = await measureExport(url, token, 'csv', serverPid);
  if (csv.rows !== rows) throw new Error(`the export wrote ${csv.rows} rows of ${rows}`);
  const over = csv.rate < EXPORT_RATE_BUDGET || csv.extraRssMb > EXPORT_RSS_BUDGET_MB;
  if (over) missed.push(`${kind}: export of ${rows} codes`);
  out.push(
    `| export of ${rows.toLocaleString('en')} codes, German CSV (${(csv.bytes / 1e6).toFixed(0)} MB) | ` +
      `${Math.round(csv.rate).toLocaleString('en')} rows/s (${csv.seconds.toFixed(1)} s) | ` +
      `+${csv.extraRssMb.toFixed(0)} MB RSS${heapNote(csv)} | ≥ 50,000 rows/s, ≤ 100 MB${over ? ' **OVER**' : ''} |`,
  );
  const xlsx = await measureExport(url, token, 'xlsx', serverPid);
  out.push(
    `| export of ${rows.toLocaleString('en')} codes, XLSX (${(xlsx.bytes / 1e6).toFixed(0)} MB) | ` +
      `${Math.round(rows / xlsx.seconds).toLocaleString('en')} rows/s (${xlsx.seconds.toFixed(1)} s) | ` +
      `+${xlsx.extraRssMb.toFixed(0)} MB RSS${heapNote(xlsx)} | (no budget) |`,
  );
  return out;
}

async function alone(databaseUrl: string | undefined): Promise<string> {
  const rows = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
  return inTempDir('hp-bench-export-', async (dir) => {
    const env: Record<string, string> = databaseUrl
      ? { DATABASE_URL: databaseUrl }
      : { DATA_DIR: path.join(dir, 'pglite'), DATABASE_URL: '' };
    const kind = databaseUrl ? 'postgres' : 'pglite';
    const t0 = Date.now();
    seedDatabase(env, ['--customers', '12', '--hotel-vouchers', String(rows)]);
    console.error(`${kind}: seeded ${rows} codes in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    return withServer(env, async ({ url, child }) => {
      const token = await signIn(url, 'admin@alpenhotel.test');
      const missed: string[] = [];
      const lines = await exportRows(url, token, rows, kind, missed, child.pid);
      return [
        `### ${kind} (the server as \`npm start\` runs it; its process's resident memory)`,
        '| what | rate | memory | budget |',
        '|---|---|---|---|',
        ...lines,
      ].join('\n');
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const blocks = await onEveryDatabase('hp_bench_export', alone);
  console.log(blocks.join('\n\n'));
  process.exit(0);
}
