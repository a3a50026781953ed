// POST /api/import/vouchers (issue 39, D299): the WiFi-code import's one request. A file of 100,000
// codes is up to a few MB of rows, beyond the GraphQL body bound (2 MB), and its import is one
// transaction, so it is one REST request whose answer streams: a line of JSON per step
// (`{"progress":{"phase","done","total"}}`) and a last line with the result or the error. Closing the
// request cancels: the transaction is rolled back at the next step (the last one before the commit).
// Errors before the answer starts (sign-in, permission, shape) are ordinary error answers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext, Services } from '../../platform/context';
import { rowScope } from '../../platform/db/rowSecurity';
import { HttpError, readJson, type Route } from '../../platform/http';
import type { RestRule } from '../../platform/authorization';
import { httpErrorOf } from '../../platform/export/route';
import { requireRestViewer } from '../../tenancy/identity';
import { auditRest } from '../../tenancy/audit';
import { VOUCHER_IMPORT_MAX_BODY_BYTES } from '../../../src/domain/voucherImport';
import { admitImport, importVouchers, parseImportRequest, type ImportPhase } from './import';

export const VOUCHER_IMPORT_PATH = '/api/import/vouchers';

export const voucherImportRule: RestRule = {
  route: `POST ${VOUCHER_IMPORT_PATH}`,
  access: ['Voucher:create'],
  scope: 'tenant',
  ids: ['customerId'],
};

/** One line of the answer. */
const line = (res: ServerResponse, value: unknown) => {
  if (!res.destroyed) res.write(`${JSON.stringify(value)}\n`);
};

/** How often a progress line goes out at most (the last one of a phase always). */
const PROGRESS_EVERY_MS = 100;

async function handle(services: Services, req: IncomingMessage, res: ServerResponse) {
  const viewer = await requireRestViewer(services, req);
  const body = await readJson(req, { max: VOUCHER_IMPORT_MAX_BODY_BYTES, field: 'rows' });
  // The writes run on the primary with the caller's scope (row-level security), as a mutation's.
  const scoped = services.forRequest(rowScope(viewer.acl));
  const ctx: RequestContext = { ...services, db: scoped.db, systemDb: services.db, viewer };
  let aborted = false;
  const stop = () => {
    if (!res.writableFinished) aborted = true;
  };
  res.on('close', stop);
  req.on('aborted', stop);
  let started = false;
  let customerId: string | null = null;
  const audit = (outcome: string, imported: number) =>
    auditRest(services.db, req, {
      userId: viewer.id,
      email: viewer.email,
      customerId,
      operation: 'importVouchers',
      objectIds: imported ? [`${imported} codes`] : [],
      outcome,
    });
  let dryRun = true;
  try {
    const request = parseImportRequest(body);
    customerId = request.customerId;
    dryRun = request.dryRun;
    await admitImport(ctx, request);
    res.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' });
    started = true;
    let last = 0;
    let lastPhase: ImportPhase | null = null;
    const result = await importVouchers(ctx, request, {
      aborted: async () => {
        await new Promise<void>((resolve) => setImmediate(resolve));
        return aborted || res.destroyed;
      },
      progress(phase, done, total) {
        const now = Date.now();
        if (phase === lastPhase && done < total && now - last < PROGRESS_EVERY_MS) return;
        last = now;
        lastPhase = phase;
        line(res, { progress: { phase, done, total } });
      },
    });
    if (!dryRun) await audit(result.problemCount ? 'BAD_USER_INPUT' : 'ok', result.imported);
    line(res, { result });
    res.end();
  } catch (error) {
    const e = httpErrorOf(error);
    if (!dryRun && customerId) await audit(e instanceof HttpError ? e.code : 'INTERNAL', 0);
    if (!started) throw e;
    // The answer has begun: the error is its last line.
    const err =
      e instanceof HttpError
        ? { code: e.code, message: e.message, ...e.extra }
        : { code: 'INTERNAL', message: 'An error occurred' };
    line(res, { error: err });
    res.end();
    if (!(e instanceof HttpError)) throw error;
  } finally {
    await scoped.release();
  }
}

export const voucherImportRoute = (services: Services): Route => ({
  method: 'POST',
  pattern: /^\/api\/import\/vouchers$/,
  handler: (req, res) => handle(services, req, res),
});
