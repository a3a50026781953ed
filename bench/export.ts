// The export's budget (issue 39, docs/exports.md): the hotel's whole list of codes exported through
// POST /api/export/vouchers at ≥ 50,000 rows/s with ≤ 100 MB extra memory. The client takes the
// stream as fast as it comes and keeps nothing but counts; the server runs in this process, so the
// peak resident memory during the export, less the memory before it, is what the export added.
// Registered in bench/run.ts (after its list figures, over its BENCH_VOUCHERS codes); alone:
//   npx tsx bench/export.ts        BENCH_EXPORT_ROWS (default 1000000) codes, BENCH_PG_URL as run.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/platform/config';
import { startServices } from '../server/services';
import { createHttpServer } from '../server/app';
import { HOTEL_ID, seedDemo } from '../server/seed/demo';
import { onEveryDatabase, signIn } from './common';

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
export async function measureExport(url: string, token: string, format: 'csv' | 'xlsx'): Promise<ExportFigure> {
  (globalThis as { gc?: () => void }).gc?.();
  const heap = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const before = process.memoryUsage().rss;
  const heapBefore = heap();
  let peak = before;
  let heapPeak = heapBefore;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
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
  peak = Math.max(peak, process.memoryUsage().rss);
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
export async function exportRows(url: string, token: string, rows: number, kind: string, missed: string[]) {
  const out: string[] = [];
  // A first export warms what any read of the list fills once (PGlite's buffer cache and WebAssembly
  // memory live in this process and never shrink): the figures are those of an export on a warm server.
  await measureExport(url, token, 'csv');
  const csv = await measureExport(url, token, 'csv');
  if (csv.rows !== rows) throw new Error(`the export wrote ${csv.rows} rows of ${rows}`);
  const over = csv.rate < EXPORT_RATE_BUDGET || csv.extraRssMb > EXPORT_RSS_BUDGET_MB;
  if (over) missed.push(`${kind}: export of ${rows} codes`);
  out.push(
    `| export of ${rows.toLocaleString('en')} codes, German CSV (${(csv.bytes / 1e6).toFixed(0)} MB) | ` +
      `${Math.round(csv.rate).toLocaleString('en')} rows/s (${csv.seconds.toFixed(1)} s) | ` +
      `+${csv.extraRssMb.toFixed(0)} MB RSS (heap +${csv.extraHeapMb.toFixed(0)} MB) | ≥ 50,000 rows/s, ≤ 100 MB${over ? ' **OVER**' : ''} |`,
  );
  const xlsx = await measureExport(url, token, 'xlsx');
  out.push(
    `| export of ${rows.toLocaleString('en')} codes, XLSX (${(xlsx.bytes / 1e6).toFixed(0)} MB) | ` +
      `${Math.round(rows / xlsx.seconds).toLocaleString('en')} rows/s (${xlsx.seconds.toFixed(1)} s) | ` +
      `+${xlsx.extraRssMb.toFixed(0)} MB RSS (heap +${xlsx.extraHeapMb.toFixed(0)} MB) | (no budget) |`,
  );
  return out;
}

async function alone(databaseUrl: string | undefined): Promise<string> {
  const rows = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-bench-export-'));
  const config = { ...loadConfig({}), dataDir, databaseUrl, staticDir: '/nonexistent' };
  const services = await startServices(config);
  try {
    const t0 = Date.now();
    await seedDemo(services.db, { customers: 12, hotelVouchers: rows, traffic: false });
    console.error(`${services.database.kind}: seeded ${rows} codes in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const server = createHttpServer(services);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const token = await signIn(url, 'admin@alpenhotel.test');
    const missed: string[] = [];
    const lines = await exportRows(url, token, rows, services.database.kind, missed);
    await new Promise<void>((r) => server.close(() => r()));
    return [`### ${services.database.kind}`, '| what | rate | memory | budget |', '|---|---|---|---|', ...lines].join(
      '\n',
    );
  } finally {
    await services.mailer.close();
    await services.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const blocks = await onEveryDatabase('hp_bench_export', alone);
  console.log(blocks.join('\n\n'));
  process.exit(0);
}
