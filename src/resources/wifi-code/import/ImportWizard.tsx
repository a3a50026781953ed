import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, Card, CardContent, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useActiveCustomer } from '../../../providers/activeCustomer';
import { DraftNotice, useLeaveGuard } from '../../../components/formDraft';
import {
  fromSavedMapping,
  mappingForHeaders,
  restoredMapping,
  sameHeaders,
  useSavedMappings,
} from '../../../components/import/savedMappings';
import {
  DRAFT_MAX_CHARS,
  isKeptFile,
  keptFile,
  restoredFile,
  useWizardDraft,
  type KeptFile,
} from '../../../components/import/wizardDraft';
import type { VoucherImportRow } from '../../../domain/voucherImport';
import { IMPORT_FIELDS, buildRows, checkRows, emptyMapping, guessMapping, type Mapping } from './voucherCsv';
import { ImportError, voucherImportApi, voucherMappings, type ImportProgress } from './importApi';
import {
  CheckStep,
  FileStep,
  MapStep,
  P,
  ResultStep,
  RunStep,
  formatCount,
  type CheckState,
  type ChosenFile,
  type Outcome,
} from './ImportSteps';

const STEPS = ['file', 'map', 'check', 'import', 'result'] as const;
/** The draft's resource key (with the customer: draftKey). */
const DRAFT = 'wifi-code/import';

/** What the wizard keeps across a reload, a menu click or Back (D318); never the import run. */
interface VoucherDraft {
  step: number;
  file: KeptFile | null;
  mapping: Mapping;
  /** The saved mapping applied to the file. */
  applied: string | null;
}

/**
 * The import of existing WiFi codes (/wifi-code/import, issue 39): choose file → map columns → check
 * → import with progress → result. The file is read by the portal's shared CSV reader; every row is
 * checked here with the rules the server applies (src/domain/voucherImport.ts), then by the server
 * itself without writing (a dry run: the customer's live codes and the licence). The import is one
 * request and one transaction on the server (D299): all codes or none; Cancel closes the request and
 * the server rolls back. File, mapping and step are kept as a draft (components/import/wizardDraft); a
 * file whose header equals that of a saved mapping (components/import/savedMappings) gets that mapping.
 */
export default function ImportWizard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { customerId } = useActiveCustomer();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [mapping, setMapping] = useState<Mapping>(emptyMapping);
  const [rows, setRows] = useState<VoucherImportRow[]>([]);
  const [check, setCheck] = useState<CheckState>({ phase: 'local' });
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const abort = useRef<AbortController | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      abort.current?.abort(); // leaving the page cancels a check or an import: nothing is written
    };
  }, []);
  useLeaveGuard((!!file && step < 4) || progress !== null);

  // Saved mappings: the one made for a file with the same header is applied when a file is chosen.
  const saved = useSavedMappings(voucherMappings(), customerId);
  const [applied, setApplied] = useState<string | null>(null);
  // A restored draft whose file was too large to keep: its mapping waits for the file to be chosen again.
  const [pending, setPending] = useState<{ name: string; headers: string[]; mapping: Mapping } | null>(null);
  const [recheck, setRecheck] = useState(false);

  const kept = useMemo(() => (file ? keptFile(file, DRAFT_MAX_CHARS) : null), [file]);
  const draftValue = useMemo<VoucherDraft | null>(
    () => (file && step < 3 ? { step, file: kept, mapping, applied } : null),
    [file, kept, step, mapping, applied],
  );
  const draft = useWizardDraft<VoucherDraft>(DRAFT, customerId, draftValue, (stored) => {
    if (!isKeptFile(stored.file)) return false;
    const restoredMap = restoredMapping(IMPORT_FIELDS, stored.mapping, stored.file.headers.length);
    const whole = restoredFile(stored.file);
    if (!whole) {
      setPending({ name: stored.file.name, headers: stored.file.headers, mapping: restoredMap });
      return true;
    }
    setFile(whole);
    setMapping(restoredMap);
    setApplied(typeof stored.applied === 'string' ? stored.applied : null);
    // the check step is checked again (the server's answer may have changed)
    const at = Math.min(Math.max(0, stored.step | 0), 2);
    setStep(Math.min(at, 1));
    if (at === 2) setRecheck(true);
    return true;
  });

  const onFile = (chosen: ChosenFile) => {
    const headers = chosen.parsed.headers;
    setFile(chosen);
    if (pending && sameHeaders(pending.headers, headers)) {
      setMapping(pending.mapping);
      setApplied(null);
    } else {
      const remembered = mappingForHeaders(saved.entries, headers);
      setMapping(remembered ? fromSavedMapping(IMPORT_FIELDS, remembered.value, headers) : guessMapping(headers));
      setApplied(remembered?.key ?? null);
    }
    setPending(null);
  };

  const refusal = useCallback(
    (error: unknown): string => {
      if (error instanceof ImportError) {
        if (error.code === 'FORBIDDEN') return translate(`${P}.errors.forbidden`);
        return translate(`errors.${error.code}`, { _: translate(`${P}.check.failed`) });
      }
      return translate(`${P}.check.failed`);
    },
    [translate],
  );

  const runCheck = useCallback(
    async (built: VoucherImportRow[], problems: ReturnType<typeof checkRows>) => {
      if (!customerId) return;
      if (problems.length) {
        setCheck({ phase: 'problems', problems, count: problems.length });
        return;
      }
      setCheck({ phase: 'server', progress: null });
      const controller = new AbortController();
      abort.current = controller;
      try {
        const result = await voucherImportApi().run(customerId, built, {
          dryRun: true,
          signal: controller.signal,
          onProgress: (p) => mounted.current && setCheck({ phase: 'server', progress: p }),
        });
        if (!mounted.current) return;
        if (result.problemCount) setCheck({ phase: 'problems', problems: result.problems, count: result.problemCount });
        else setCheck({ phase: 'ok', left: result.license.left, allowed: result.license.allowed });
      } catch (error) {
        if (!mounted.current || controller.signal.aborted) return;
        if (error instanceof ImportError && error.code === 'LICENCE_EXCEEDED')
          setCheck({ phase: 'licence', left: Number(error.args.left), allowed: Number(error.args.allowed) });
        else setCheck({ phase: 'failed', message: refusal(error) });
      } finally {
        if (abort.current === controller) abort.current = null;
      }
    },
    [customerId, refusal],
  );

  const toCheck = useCallback(() => {
    if (!file) return;
    setStep(2);
    setCheck({ phase: 'local' });
    // one macrotask later, so that the step and its progress show before 100,000 rows are checked
    setTimeout(() => {
      const built = buildRows(file.parsed, mapping);
      const problems = checkRows(built);
      setRows(built.rows);
      void runCheck(built.rows, problems);
    }, 0);
  }, [file, mapping, runCheck]);

  // a restored check step is checked again
  useEffect(() => {
    if (!recheck || !file) return;
    setRecheck(false);
    toCheck();
  }, [recheck, file, toCheck]);

  const startImport = async () => {
    if (!customerId) return;
    const controller = new AbortController();
    abort.current = controller;
    setCancelling(false);
    // the rows are being sent: a draft would import them again
    draft.clear();
    setProgress({ phase: 'upload', done: 0, total: rows.length });
    setStep(3);
    let result: Outcome;
    try {
      const answer = await voucherImportApi().run(customerId, rows, {
        dryRun: false,
        signal: controller.signal,
        onProgress: (p) => mounted.current && !controller.signal.aborted && setProgress(p),
      });
      result = answer.problemCount ? { kind: 'refused', message: '' } : { kind: 'imported', count: answer.imported };
      if (answer.problemCount) setCheck({ phase: 'problems', problems: answer.problems, count: answer.problemCount });
    } catch (error) {
      if (controller.signal.aborted) result = { kind: 'cancelled' };
      else if (error instanceof ImportError && error.code === 'LICENCE_EXCEEDED')
        result = {
          kind: 'refused',
          message: translate(`${P}.check.licenceLeft`, {
            left: formatCount(Number(error.args.left), locale),
            allowed: formatCount(Number(error.args.allowed), locale),
          }),
        };
      else if (error instanceof ImportError && error.code !== 'INTERNAL')
        result = { kind: 'refused', message: refusal(error) };
      else result = { kind: 'failed' };
    } finally {
      if (abort.current === controller) abort.current = null;
    }
    if (!mounted.current) return;
    setProgress(null);
    setOutcome(result);
    setStep(4);
  };

  const cancel = () => {
    setCancelling(true);
    abort.current?.abort();
  };

  const restart = () => {
    abort.current?.abort();
    draft.clear();
    setStep(0);
    setFile(null);
    setPending(null);
    setApplied(null);
    setMapping(emptyMapping());
    setRows([]);
    setOutcome(null);
    setProgress(null);
  };

  if (!customerId) return <Alert severity="info">{translate('shell.noCustomer')}</Alert>;

  return (
    // A grid column of minmax(0, 1fr): a wide table scrolls inside the card instead of widening the page.
    <Card sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(`${P}.title`)}
        </Typography>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }}>
          {STEPS.map((s) => (
            <Step key={s}>
              <StepLabel>{translate(`${P}.steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {/* On a phone the step's name only: five labels side by side do not fit. */}
        <Typography variant="subtitle1" sx={{ display: { xs: 'block', sm: 'none' }, mb: 2 }}>
          {`${step + 1}/${STEPS.length} · ${translate(`${P}.steps.${STEPS[step]}`)}`}
        </Typography>
        {draft.restored && <DraftNotice onDiscard={restart} />}
        <Box>
          {step === 0 && <FileStep file={file} chooseAgain={pending?.name} onFile={onFile} onNext={() => setStep(1)} />}
          {step === 1 && file && (
            <MapStep
              customerId={customerId}
              file={file}
              mapping={mapping}
              saved={saved}
              applied={applied}
              onMapping={setMapping}
              onBack={() => setStep(0)}
              onNext={toCheck}
            />
          )}
          {step === 2 && (
            <CheckStep
              rows={rows.length || file?.parsed.rows.length || 0}
              state={check}
              onBack={() => {
                abort.current?.abort();
                setStep(1);
              }}
              onRetry={toCheck}
              onImport={() => void startImport()}
              onOtherFile={() => {
                abort.current?.abort();
                setStep(0);
              }}
            />
          )}
          {step === 3 && progress && <RunStep progress={progress} cancelling={cancelling} onCancel={cancel} />}
          {step === 4 && outcome && <ResultStep outcome={outcome} onAgain={restart} />}
        </Box>
      </CardContent>
    </Card>
  );
}
