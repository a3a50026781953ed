// The draft of an import wizard (the hotspot devices' and the WiFi codes', issue 40, D318): what the
// user chose and mapped, kept in this browser tab's drafts (components/formDraft: sessionStorage,
// per resource and customer) while they work, so that a reload, a menu click or Back loses nothing;
// restored once per customer, with the notice "Entwurf wiederhergestellt" and "Verwerfen". Never
// the import run itself: the wizard clears the draft when it sends the rows.
import { useCallback, useEffect, useRef, useState } from 'react';
import { draftKey, draftStore } from '../formDraft';
import type { CsvDelimiter, ParsedFile } from './csvFile';
import type { ChosenCsvFile } from './CsvFileStep';

/** Saving waits this long after the last change (a large file is not serialised per key stroke). */
export const WIZARD_DRAFT_DELAY_MS = 300;
/**
 * The characters a wizard's draft keeps at most of a file's cells (and of the rows edited from it):
 * sessionStorage holds a few MB per tab, shared by every draft, and a draft too large for it is
 * silently lost (about 20,000 codes or a few thousand devices). A larger file keeps its name, header
 * and mapping (`keptFile`), and is chosen again after a reload.
 */
export const DRAFT_MAX_CHARS = 1_000_000;

/**
 * The wizard's draft under `draftKey(resource)`: `restore` is given a stored draft once per customer
 * (true when it took it: the notice shows); `value` is stored while it is not null, a little after
 * it last changed (give it memoised, or every render restarts the wait). `clear()` removes it.
 */
export function useWizardDraft<T extends object>(
  resource: string,
  customerId: string | null | undefined,
  value: T | null,
  restore: (draft: T) => boolean,
  delayMs: number = WIZARD_DRAFT_DELAY_MS,
) {
  const [restored, setRestored] = useState(false);
  const loadedFor = useRef<string | null>(null);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  useEffect(() => {
    if (!customerId || loadedFor.current === customerId) return;
    loadedFor.current = customerId;
    const draft = draftStore.read<T>(draftKey(resource));
    if (draft && typeof draft === 'object' && restoreRef.current(draft)) setRestored(true);
  }, [customerId, resource]);
  // The change still waiting for its write: written at once when the page goes (a reload, the tab
  // closed: pagehide) or the wizard does (a menu click, Back), not lost with the wait.
  const pending = useRef<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (!customerId || loadedFor.current !== customerId || value === null) return undefined;
    const key = draftKey(resource);
    pending.current = { key, value };
    const timer = setTimeout(() => {
      draftStore.write(key, value);
      pending.current = null;
    }, delayMs);
    return () => clearTimeout(timer);
  }, [customerId, resource, value, delayMs]);
  useEffect(() => {
    const flush = () => {
      if (pending.current) draftStore.write(pending.current.key, pending.current.value);
      pending.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
  const clear = useCallback(() => {
    pending.current = null;
    draftStore.remove(draftKey(resource));
    setRestored(false);
  }, [resource]);
  return { restored, clear };
}

/** A chosen file as a draft keeps it: its rows only when they fit (`keptFile`). */
export interface KeptFile {
  name: string;
  headers: string[];
  delimiter: CsvDelimiter;
  rows?: string[][];
}

/**
 * A chosen file for its draft, within `maxChars` (the characters of its cells; sessionStorage holds a
 * few MB per tab, shared by every draft): all of it when it fits, else its name and header only (the
 * user chooses the file again after a reload, and its mapping is applied), else nothing.
 */
export function keptFile(file: ChosenCsvFile, maxChars: number): KeptFile | null {
  const { headers, rows, delimiter } = file.parsed;
  let size = file.name.length;
  for (const h of headers) size += h.length + 4;
  if (size > maxChars) return null;
  const base = { name: file.name, headers, delimiter };
  for (const row of rows) {
    for (const cell of row) size += cell.length + 4;
    if (size > maxChars) return base;
  }
  return { ...base, rows };
}

/** A kept file read back: the file when its rows were kept, else null (bad or partial drafts too). */
export function restoredFile(kept: unknown): ChosenCsvFile | null {
  if (!isKeptFile(kept) || !Array.isArray(kept.rows)) return null;
  const width = kept.headers.length;
  if (!kept.rows.every((r) => Array.isArray(r) && r.length === width && r.every((c) => typeof c === 'string')))
    return null;
  const parsed: ParsedFile = { headers: kept.headers, rows: kept.rows, delimiter: kept.delimiter };
  return { name: kept.name, parsed };
}

/** Whether a draft's value is a kept file (name and header at least). */
export function isKeptFile(value: unknown): value is KeptFile {
  const v = value as Partial<KeptFile> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.name === 'string' &&
    Array.isArray(v.headers) &&
    v.headers.every((h) => typeof h === 'string') &&
    (v.delimiter === ',' || v.delimiter === ';' || v.delimiter === '\t')
  );
}
