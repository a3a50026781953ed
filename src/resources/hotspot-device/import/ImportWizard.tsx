import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Card, CardContent, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useActiveCustomer } from '../../../providers/activeCustomer';
import { DraftNotice, useLeaveGuard } from '../../../components/formDraft';
import { restoredMapping, sameHeaders } from '../../../components/import/savedMappings';
import {
  DRAFT_MAX_CHARS,
  isKeptFile,
  keptFile,
  restoredFile,
  useWizardDraft,
  type KeptFile,
} from '../../../components/import/wizardDraft';
import { IMPORT_BATCH_MAX } from '../../../domain/hotspotDevice';
import {
  addConflicts,
  buildDrafts,
  emptyFill,
  emptyMapping,
  IMPORT_FIELDS,
  type CheckedRow,
  type Draft,
  type FillValues,
  type Mapping,
  type Named,
  type ParsedFile,
} from './csvCore';
import { createCsvRunner } from './csvRunner';
import { CONFLICTS_BATCH, importApi, type ImportRowResult } from './importApi';
import { FileStep, MapStep, FillStep } from './SetupSteps';
import { CheckStep } from './CheckStep';
import { StatusStep, type RunState } from './StatusStep';
import { P, formatCount } from './shared';

const STEPS = ['file', 'map', 'fill', 'check', 'status'] as const;
/** The draft's resource key (with the customer: draftKey). */
const DRAFT = 'hotspot-device/import';

/**
 * What the wizard keeps across a reload, a menu click or Back (issue 40); never the import run. All
 * within DRAFT_MAX_CHARS: a larger file keeps its name and header only (chosen again after a reload,
 * its mapping applied), and the check step's rows are kept only when they fit beside the whole file.
 */
interface WizardDraft {
  step: number;
  file: KeptFile | null;
  mapping: Mapping;
  fill: FillValues;
  drafts: Draft[];
}

/** The characters of the check step's rows in a draft (their keys and values), or null beyond `maxChars`. */
function draftsChars(drafts: readonly Draft[], maxChars: number): number | null {
  let size = 0;
  for (const d of drafts) {
    for (const [key, value] of Object.entries(d)) size += key.length + String(value).length + 6;
    if (size > maxChars) return null;
  }
  return size;
}
/** Import batches in flight at once (the server answers each batch in its own transaction). */
const IMPORT_LANES = 2;
/** The first batch's rows; later ones are sized to take about BATCH_TARGET_MS (at least BATCH_MIN rows). */
const FIRST_BATCH = 50;
const BATCH_MIN = 10;
const BATCH_TARGET_MS = 300;

/** Runs async work over items with at most `limit` in flight. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * The CSV import wizard (/hotspot-device/import, seed 001 §4 "CSV import"): choose file → map data →
 * fill data → check data → import status. Parsing and the per-row check run in our own module worker;
 * conflicts with existing devices come from hotspotDeviceConflicts; the import sends batches of
 * at most IMPORT_BATCH_MAX rows (each one transaction on the server, sized to answer in about
 * BATCH_TARGET_MS), two at a time; a cancel lets the batches in flight finish, sends no further one
 * and reports how many rows were imported.
 */
export default function ImportWizard() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { customerId } = useActiveCustomer();
  const runner = useMemo(() => createCsvRunner(), []);
  useEffect(() => {
    runner.warm();
    return () => runner.dispose();
  }, [runner]);

  const [step, setStep] = useState(0);
  const [file, setFile] = useState<{ name: string; parsed: ParsedFile } | null>(null);
  const [mapping, setMapping] = useState<Mapping>(emptyMapping);
  const [fill, setFill] = useState<FillValues>(emptyFill);
  const [lists, setLists] = useState<{ configs: Named[]; locations: Named[] } | null>(null);
  const [listsError, setListsError] = useState(false);

  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [checked, setChecked] = useState<CheckedRow[] | null>(null);
  const [checking, setChecking] = useState<{ done: number; conflicts: boolean } | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const [dirty, setDirty] = useState(false);
  // names (lower case) and MACs already asked with hotspotDeviceConflicts, and the taken ones
  const asked = useRef({ names: new Set<string>(), macs: new Set<string>() });
  const taken = useRef({ names: new Set<string>(), macs: new Set<string>() });

  const [run, setRun] = useState<RunState | null>(null);
  const cancelRef = useRef(false);

  // The draft (components/import/wizardDraft): restored once per customer (a check step is checked
  // again), saved while working.
  const [recheck, setRecheck] = useState(false);
  // A restored draft whose file was too large to keep: its mapping waits for the file to be chosen again.
  const [pending, setPending] = useState<{ name: string; headers: string[]; mapping: Mapping } | null>(null);
  const working = !!file && !run;
  const kept = useMemo(() => (file ? keptFile(file, DRAFT_MAX_CHARS) : null), [file]);
  // the check step's rows only beside the whole file and within the same bound (else the fill step)
  const keptDrafts = useMemo(() => {
    if (step !== 3 || !file || !kept?.rows) return [];
    const size = draftsChars(drafts, DRAFT_MAX_CHARS);
    return size !== null && keptFile(file, DRAFT_MAX_CHARS - size)?.rows ? drafts : [];
  }, [step, file, kept, drafts]);
  const draftValue = useMemo<WizardDraft | null>(
    () => (working ? { step, file: kept, mapping, fill, drafts: keptDrafts } : null),
    [working, step, kept, mapping, fill, keptDrafts],
  );
  const draft = useWizardDraft<WizardDraft>(DRAFT, customerId, draftValue, (stored) => {
    if (!isKeptFile(stored.file)) return false;
    const restoredMap = restoredMapping(IMPORT_FIELDS, stored.mapping, stored.file.headers.length);
    setFill({ ...emptyFill(), ...stored.fill });
    const whole = restoredFile(stored.file);
    if (!whole) {
      setPending({ name: stored.file.name, headers: stored.file.headers, mapping: restoredMap });
      return true;
    }
    setFile(whole);
    setMapping(restoredMap);
    const step = Math.min(Math.max(0, stored.step | 0), 3);
    if (step === 3 && Array.isArray(stored.drafts) && stored.drafts.length > 0) {
      setDrafts(stored.drafts);
      setRecheck(true);
    }
    setStep(step === 3 && !stored.drafts?.length ? 2 : step);
    return true;
  });
  // Leaving with a file chosen and not imported, or while the import runs, asks first.
  useLeaveGuard(working || run?.phase === 'running' || run?.phase === 'cancelling');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      cancelRef.current = true; // leaving the page: no further batch
    };
  }, []);

  // the fill step's lists
  useEffect(() => {
    if (!customerId) return;
    let live = true;
    setLists(null);
    setListsError(false);
    Promise.all([importApi().deviceConfigs(customerId), importApi().locations(customerId)]).then(
      ([configs, locations]) => live && setLists({ configs, locations }),
      () => {
        if (!live) return;
        setListsError(true);
        setLists({ configs: [], locations: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [customerId]);

  const onFile = useCallback(
    (name: string, parsed: ParsedFile, guessed: Mapping) => {
      setFile({ name, parsed });
      // the file of a draft too large to keep, chosen again: the draft's mapping
      setMapping(pending && sameHeaders(pending.headers, parsed.headers) ? pending.mapping : guessed);
      setPending(null);
      setChecked(null);
      asked.current = { names: new Set(), macs: new Set() };
      taken.current = { names: new Set(), macs: new Set() };
    },
    [pending],
  );

  const check = useCallback(
    async (rows: Draft[]) => {
      if (!customerId || !lists) return;
      setChecking({ done: 0, conflicts: false });
      setCheckFailed(false);
      try {
        const result = await runner.check(rows, lists, (done) => setChecking({ done, conflicts: false }));
        setChecking({ done: rows.length, conflicts: true });
        // ask the server only for names and MACs not asked before (a re-check asks for the edits only)
        const names: string[] = [];
        const macs: string[] = [];
        for (const r of result) {
          const nameKey = r.input.name.toLowerCase();
          const nameOk = !r.errors.some((e) => e.field === 'name' && !e.message.endsWith('InFile'));
          if (nameOk && nameKey && !asked.current.names.has(nameKey)) {
            asked.current.names.add(nameKey);
            names.push(r.input.name);
          }
          const macsOk = !r.errors.some((e) => e.field === 'mac' && !e.message.endsWith('InFile'));
          if (macsOk)
            for (const m of r.input.mac)
              if (!asked.current.macs.has(m)) {
                asked.current.macs.add(m);
                macs.push(m);
              }
        }
        const batches: { names: string[]; macs: string[] }[] = [];
        for (let i = 0; i < Math.max(names.length, macs.length); i += CONFLICTS_BATCH)
          batches.push({ names: names.slice(i, i + CONFLICTS_BATCH), macs: macs.slice(i, i + CONFLICTS_BATCH) });
        try {
          await inParallel(batches, 3, async (b) => {
            const answer = await importApi().conflicts(customerId, b.names, b.macs);
            for (const n of answer.names) taken.current.names.add(n.toLowerCase());
            for (const m of answer.macs) taken.current.macs.add(m);
          });
        } catch (error) {
          // not asked after all: a later re-check asks again
          for (const n of names) asked.current.names.delete(n.toLowerCase());
          for (const m of macs) asked.current.macs.delete(m);
          throw error;
        }
        addConflicts(result, taken.current.names, taken.current.macs);
        setChecked(result);
        setDirty(false);
      } catch {
        setCheckFailed(true);
      } finally {
        setChecking(null);
      }
    },
    [customerId, lists, runner],
  );

  // a restored check step is checked again once the lists are there
  useEffect(() => {
    if (!recheck || !lists) return;
    setRecheck(false);
    void check(drafts);
  }, [recheck, lists, check, drafts]);

  const discardDraft = () => {
    draft.clear();
    restart();
  };

  const toCheck = () => {
    if (!file) return;
    const rows = buildDrafts(file.parsed.rows, mapping, fill);
    setDrafts(rows);
    setStep(3);
    void check(rows);
  };

  const editDraft = useCallback((row: number, field: keyof Draft, value: string) => {
    setDrafts((list) => {
      const next = list.slice();
      next[row - 1] = { ...next[row - 1]!, [field]: value };
      return next;
    });
    setDirty(true);
  }, []);

  const startImport = async () => {
    if (!customerId || !checked) return;
    const valid = checked.filter((r) => r.errors.length === 0).map((r) => r.input);
    const skipped = checked.filter((r) => r.errors.length > 0).map((r) => r.row);
    cancelRef.current = false;
    // the rows are being sent: a draft would import them again
    draft.clear();
    const results = new Map<number, ImportRowResult>();
    const state: RunState = { total: valid.length, done: 0, results, skipped, phase: 'running', sent: valid };
    setRun({ ...state });
    setStep(4);
    let failedCall = false;
    // IMPORT_LANES batches in flight, each one transaction. The batches are small and sized to take
    // about BATCH_TARGET_MS on the server, so that a cancel takes effect at once: no further batch is
    // sent, the ones in flight finish and are reported (issue 40: large batches let a cancel import
    // everything).
    let next = 0;
    let size = FIRST_BATCH;
    const lane = async () => {
      while (next < valid.length && !cancelRef.current && !failedCall) {
        const batch = valid.slice(next, next + size);
        next += batch.length;
        const started = Date.now();
        try {
          const answer = await importApi().importRows(customerId, batch);
          for (const r of answer) results.set(r.row, r);
          // a row the server did not answer was not written (the batch is all or nothing)
          for (const r of batch)
            if (!results.has(r.row))
              results.set(r.row, { row: r.row, status: 'FAILED', message: 'messages.import.finishedWithError' });
          const took = Math.max(1, Date.now() - started);
          size = Math.max(
            BATCH_MIN,
            Math.min(IMPORT_BATCH_MAX, Math.round((batch.length * BATCH_TARGET_MS) / took), size * 2),
          );
        } catch {
          for (const r of batch)
            results.set(r.row, { row: r.row, status: 'FAILED', message: 'messages.import.finishedWithError' });
          failedCall = true;
        }
        state.done += batch.length;
        setRun({ ...state, phase: cancelRef.current ? 'cancelling' : 'running' });
      }
    };
    await Promise.all(Array.from({ length: Math.min(IMPORT_LANES, valid.length) }, lane));
    if (!mounted.current) return;
    const failed = [...results.values()].filter((r) => r.status === 'FAILED').length;
    const imported = [...results.values()].filter((r) => r.status === 'IMPORTED').length;
    // a cancel is reported as such even when the batches in flight happened to be the last ones;
    // rows only skipped (invalid, not sent) are no error (issue 40: it said 'mit Fehlern abgeschlossen')
    const phase: RunState['phase'] = cancelRef.current
      ? 'cancelled'
      : failed || state.done < valid.length
        ? 'finishedWithError'
        : skipped.length
          ? 'finishedWithSkipped'
          : 'finished';
    setRun({ ...state, phase });
    if (phase === 'cancelled') {
      notify(`${P}.status.cancelledCount`, {
        type: 'warning',
        messageArgs: { imported: formatCount(imported, locale), total: formatCount(valid.length, locale) },
      });
    } else
      notify(`${P}.status.summary`, {
        type: phase === 'finishedWithError' ? 'warning' : 'success',
        messageArgs: {
          imported: formatCount(imported, locale),
          skipped: formatCount(skipped.length, locale),
          failed: formatCount(failed, locale),
        },
      });
  };

  const cancel = () => {
    cancelRef.current = true;
    setRun((r) => (r && r.phase === 'running' ? { ...r, phase: 'cancelling' } : r));
  };

  function restart() {
    draft.clear();
    setStep(0);
    setFile(null);
    setPending(null);
    setChecked(null);
    setDrafts([]);
    setRun(null);
    setFill(emptyFill());
    setMapping(emptyMapping());
  }

  if (!customerId) return <Alert severity="info">{translate('shell.noCustomer')}</Alert>;

  return (
    // A grid column of minmax(0, 1fr): the wide check table scrolls inside the card instead of
    // widening the page (seen at 1024 px).
    <Card sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(`${P}.title`)}
        </Typography>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((s) => (
            <Step key={s}>
              <StepLabel>{translate(`${P}.steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {draft.restored && <DraftNotice onDiscard={discardDraft} />}
        <Box>
          {step === 0 && (
            <FileStep
              runner={runner}
              file={file}
              chooseAgain={pending?.name}
              onFile={onFile}
              onNext={() => setStep(1)}
            />
          )}
          {step === 1 && file && (
            <MapStep
              customerId={customerId}
              headers={file.parsed.headers}
              mapping={mapping}
              onMapping={setMapping}
              onBack={() => setStep(0)}
              onNext={() => setStep(2)}
            />
          )}
          {step === 2 && file && (
            <FillStep
              headers={file.parsed.headers}
              mapping={mapping}
              fill={fill}
              onFill={setFill}
              lists={lists}
              listsError={listsError}
              onBack={() => setStep(1)}
              onNext={toCheck}
            />
          )}
          {step === 3 && (
            <CheckStep
              drafts={drafts}
              checked={checked}
              checking={checking}
              failed={checkFailed}
              dirty={dirty}
              onEdit={editDraft}
              onRecheck={() => void check(drafts)}
              onBack={() => setStep(2)}
              onImport={() => void startImport()}
            />
          )}
          {step === 4 && run && <StatusStep run={run} drafts={drafts} onCancel={cancel} onRestart={restart} />}
        </Box>
      </CardContent>
    </Card>
  );
}
