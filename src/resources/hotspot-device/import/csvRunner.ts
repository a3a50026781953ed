// The wizard's handle on the CSV worker: one request at a time per kind, answers as promises.
import {
  handleRequest,
  type CheckContext,
  type CheckedRow,
  type Draft,
  type ParsedFile,
  type WorkerAnswer,
  type WorkerRequest,
} from './csvCore';

export class CsvFileError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export interface CsvRunner {
  parse(file: Blob): Promise<ParsedFile>;
  /** Every row checked; `onProgress` with the rows checked so far (the worker answers in chunks). */
  check(drafts: Draft[], ctx: CheckContext, onProgress?: (done: number) => void): Promise<CheckedRow[]>;
  /** Starts the worker ahead of the first request (the wizard does on mount). */
  warm(): void;
  dispose(): void;
}

interface Endpoint {
  post(request: WorkerRequest): void;
  dispose(): void;
}

/**
 * Our module worker; where none exists (jsdom in the UI tests) the same handler runs in this thread,
 * one macrotask later, so that the wizard behaves the same (asynchronously).
 */
function endpoint(onAnswer: (answer: WorkerAnswer) => void): Endpoint {
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => onAnswer(event.data);
    return { post: (request) => worker.postMessage(request), dispose: () => worker.terminate() };
  }
  let disposed = false;
  return {
    post: (request) => setTimeout(() => void handleRequest(request, (answer) => !disposed && onAnswer(answer)), 0),
    dispose: () => {
      disposed = true;
    },
  };
}

export function createCsvRunner(): CsvRunner {
  let nextId = 1;
  const pending = new Map<number, (answer: WorkerAnswer) => void>();
  let ep: Endpoint | null = null;
  const start = () => (ep ??= endpoint((answer) => pending.get(answer.id)?.(answer)));
  const send = (request: WorkerRequest, onAnswer: (answer: WorkerAnswer) => void) => {
    pending.set(request.id, onAnswer);
    start().post(request);
  };
  return {
    warm() {
      start();
    },
    parse(file) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        send({ id, type: 'parse', file }, (answer) => {
          pending.delete(id);
          if (answer.type === 'parsed') resolve(answer.file);
          else reject(new CsvFileError(answer.type === 'failed' ? answer.error : 'read'));
        });
      });
    },
    check(drafts, ctx, onProgress) {
      return new Promise((resolve) => {
        const id = nextId++;
        const rows: CheckedRow[] = [];
        send({ id, type: 'check', drafts, ctx }, (answer) => {
          if (answer.type !== 'checked') return;
          for (const r of answer.rows) rows.push(r);
          onProgress?.(rows.length);
          if (answer.done) {
            pending.delete(id);
            resolve(rows);
          }
        });
      });
    },
    dispose() {
      pending.clear();
      ep?.dispose();
      ep = null;
    },
  };
}
