import { listArguments } from './buildQuery';
import { codedError, toHttpError } from './errors';
import type { ResourceSpec } from './resources';
import type { TokenStore } from './tokenStore';

/**
 * The export of a whole list by the server (docs/exports.md): the list's filter and sort as its
 * list query takes them, the file streamed by POST /api/export/<exportName> — not react-admin's
 * exporter, which would fetch every page into the browser first.
 */

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportListParams {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  format: ExportFormat;
  /** The UI language: German gets semicolons and German dates, English commas. */
  locale: string;
  timeZone?: string;
  /** The columns in order, each with its header as the user reads it (and an enum's values in words). */
  columns?: readonly { key: string; label: string; values?: Readonly<Record<string, string>> }[];
  signal?: AbortSignal;
  /** Bytes received so far, as they arrive. */
  onProgress?: (bytes: number) => void;
}

export interface ExportListResult {
  data: { blob: Blob; fileName: string };
}

/** The file name of the answer's Content-Disposition, or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

export async function exportList(
  spec: ResourceSpec | undefined,
  customerId: string | null,
  tokens: Pick<TokenStore, 'getAccessToken'>,
  params: ExportListParams,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<ExportListResult> {
  if (!spec?.exportName) throw codedError('NOT_IMPLEMENTED');
  if (spec.scoped && !customerId) throw codedError('NO_CUSTOMER');
  const { args, sort } = listArguments(spec, params, spec.scoped ? customerId : null);
  return downloadExport(spec.exportName, { args, sort }, tokens, params, fetchImpl);
}

/**
 * POST /api/export/<name> with a list query's own arguments and sort (a page that is no react-admin
 * list, as the audit log, gives them itself); the file as it streams in.
 */
export async function downloadExport(
  name: string,
  query: { args: Record<string, unknown>; sort?: readonly { key: string; order: string }[] },
  tokens: Pick<TokenStore, 'getAccessToken'>,
  params: Omit<ExportListParams, 'filter' | 'sort'>,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<ExportListResult> {
  const { args, sort } = query;
  const token = await tokens.getAccessToken();
  if (!token) throw toHttpError({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
  let response: Response;
  try {
    response = await fetchImpl(`/api/export/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        format: params.format,
        locale: params.locale === 'de' ? 'de' : 'en',
        timeZone: params.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
        columns: params.columns,
        args,
        sort,
      }),
      signal: params.signal,
    });
  } catch (error) {
    throw toHttpError(error);
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    throw toHttpError({ status: response.status, body: json ?? {} });
  }
  const chunks: BlobPart[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  try {
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value as Uint8Array<ArrayBuffer>);
        received += value.byteLength;
        params.onProgress?.(received);
      }
    } else {
      chunks.push(await response.blob());
    }
  } catch (error) {
    throw toHttpError(error);
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    data: { blob: new Blob(chunks, { type }), fileName: fileNameOf(response, `export.${params.format}`) },
  };
}
