// The WiFi-code import's one call (D299): POST /api/import/vouchers with the mapped rows, the answer
// read line by line as it streams (progress, then the result or an error). Aborting the signal closes
// the request, and the server rolls the import back. Tests replace it with `setVoucherImportApi`.
// Its saved column mappings are the shared store's (components/import/savedMappings, D318) under
// its own namespace; tests replace them with `setVoucherMappings`.
import { createMappingStore, type MappingStore } from '../../../components/import/savedMappings';
import { toHttpError } from '../../../providers/errors';
import { tokenStore, type TokenStore } from '../../../providers/tokenStore';
import type { VoucherImportProblem, VoucherImportRow } from '../../../domain/voucherImport';
import type { ImportField } from './voucherCsv';

export const IMPORT_PATH = '/api/import/vouchers';

export type ImportPhase = 'upload' | 'check' | 'write' | 'commit';

export interface ImportProgress {
  phase: ImportPhase;
  done: number;
  total: number;
}

export interface ImportResult {
  imported: number;
  rows: number;
  problemCount: number;
  problems: VoucherImportProblem[];
  license: { allowed: number; left: number };
}

/** A refusal of the whole import: its code (LICENCE_EXCEEDED, FORBIDDEN, CONFLICT…) and arguments. */
export class ImportError extends Error {
  constructor(
    readonly code: string,
    readonly args: Record<string, unknown> = {},
    readonly reason?: string,
  ) {
    super(code);
  }
}

export interface VoucherImportApi {
  run(
    customerId: string,
    rows: VoucherImportRow[],
    options: { dryRun: boolean; signal?: AbortSignal; onProgress?: (p: ImportProgress) => void },
  ): Promise<ImportResult>;
}

type Line = {
  progress?: { phase: ImportPhase; done: number; total: number };
  result?: ImportResult;
  error?: { code?: string; args?: Record<string, unknown>; reason?: string };
};

const errorOf = (e: Line['error']) => new ImportError(e?.code ?? 'INTERNAL', e?.args ?? {}, e?.reason);

export function createVoucherImportApi(
  tokens: Pick<TokenStore, 'getAccessToken'> = tokenStore,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): VoucherImportApi {
  return {
    async run(customerId, rows, { dryRun, signal, onProgress }) {
      const token = await tokens.getAccessToken();
      if (!token) throw toHttpError({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
      onProgress?.({ phase: 'upload', done: 0, total: rows.length });
      const response = await fetchImpl(IMPORT_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ customerId, dryRun, rows }),
        signal,
      });
      if (!response.ok || !response.body) {
        const json = (await response.json().catch(() => null)) as Line | null;
        throw errorOf(json?.error ?? { code: response.status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL' });
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (value) text += decoder.decode(value, { stream: true });
        let nl: number;
        while ((nl = text.indexOf('\n')) >= 0) {
          const line = JSON.parse(text.slice(0, nl)) as Line;
          text = text.slice(nl + 1);
          if (line.progress) onProgress?.(line.progress);
          else if (line.result) return line.result;
          else if (line.error) throw errorOf(line.error);
        }
        if (done) break;
      }
      throw new ImportError('INTERNAL');
    },
  };
}

let api: VoucherImportApi | null = null;
export const voucherImportApi = (): VoucherImportApi => (api ??= createVoucherImportApi());
/** Replace the call (tests); `null` restores the real one. */
export function setVoucherImportApi(next: VoucherImportApi | null): void {
  api = next;
}

/** The UI settings namespace of the saved mappings (server/tenancy/ui-settings/service.ts). */
export const VOUCHER_MAPPING_NAMESPACE = 'wifi-code-import';

let mappings: MappingStore<ImportField> | null = null;
export const voucherMappings = (): MappingStore<ImportField> =>
  (mappings ??= createMappingStore<ImportField>(VOUCHER_MAPPING_NAMESPACE));
/** Replace the saved mappings' calls (tests); `null` restores the real ones. */
export function setVoucherMappings(next: MappingStore<ImportField> | null): void {
  mappings = next;
}
