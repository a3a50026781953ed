/**
 * Drafts, the leave guard and submit-once: the shared behaviour of the portal's long forms and
 * wizards (issue 40).
 *
 * - A draft is what was typed and not saved yet, kept in sessionStorage (this browser tab only)
 *   under `hp-draft:<resource>:<customer>:<record id or "new">`, so that a reload, a menu click or
 *   the browser's Back loses nothing. It is cleared on a successful save or by "Verwerfen"; a restored
 *   draft says so ("Entwurf wiederhergestellt"). Secrets (passwords, signing secrets, tokens, keys)
 *   are never stored.
 * - The leave guard asks before an in-app navigation (react-router's useBlocker) and before a reload
 *   or closing the tab (beforeunload) while there are unsaved changes. Forms use react-admin's
 *   `warnWhenUnsavedChanges`; wizards use `useLeaveGuard`.
 * - Submit once: a second click (or Enter) while the first submission runs does nothing, and the
 *   button shows it is busy; after a successful save the form stays locked until it is left.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Button } from '@mui/material';
import { SaveButton, useSaveContext, useTranslate, type SaveButtonProps } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import { activeCustomer } from '../providers/activeCustomer';

const PREFIX = 'hp-draft:';

/** Field names whose values are never put into a draft. */
const SECRET = /passw|passphrase|secret|token|credential|api_?key|private_?key/i;

/** The storage key of a draft: resource, active customer and record (or "new"). */
export function draftKey(resource: string, recordId?: string | number | null): string {
  return `${PREFIX}${resource}:${activeCustomer.getId() ?? '-'}:${recordId ?? 'new'}`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof File);

/** The value without secret fields (at any depth) and without files. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof File || value instanceof Blob) return undefined;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET.test(key)) continue;
    const clean = withoutSecrets(inner);
    if (clean !== undefined) out[key] = clean;
  }
  return out;
}

/** sessionStorage, or nothing where it is unavailable (private modes, quota): drafts are best effort. */
export const draftStore = {
  read<T = unknown>(key: string): T | null {
    try {
      const text = globalThis.sessionStorage?.getItem(key);
      return text ? (JSON.parse(text) as T) : null;
    } catch {
      return null;
    }
  },
  write(key: string, value: unknown): void {
    try {
      globalThis.sessionStorage?.setItem(key, JSON.stringify(withoutSecrets(value)));
    } catch {
      /* full or unavailable: no draft */
    }
  },
  remove(key: string): void {
    try {
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      /* unavailable */
    }
  },
};

const blank = (value: unknown) => value === undefined || value === null || value === '';
const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || JSON.stringify(a) === JSON.stringify(b);

/** The fields of `values` that differ from `defaults` (objects compared field by field, arrays whole). */
export function changedFields(values: unknown, defaults: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(values)) return undefined;
  const base = isPlainObject(defaults) ? defaults : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (SECRET.test(key)) continue;
    if (isPlainObject(value) && (isPlainObject(base[key]) || blank(base[key]))) {
      const inner = changedFields(value, base[key]);
      if (inner) out[key] = inner;
    } else if (!same(value, base[key])) {
      out[key] = value;
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The notice of a restored draft, with "Verwerfen". */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="draft-restored"
      sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}
      action={
        <Button color="inherit" size="small" onClick={onDiscard} data-testid="draft-discard">
          {translate('components.draft.discard')}
        </Button>
      }
    >
      <AlertTitle sx={{ mb: 0 }}>{translate('components.draft.restored')}</AlertTitle>
      {translate('components.draft.restoredDetail')}
    </Alert>
  );
}

/**
 * The draft of a react-hook-form form (inside it): restores a stored draft once (the changed fields
 * over the form's values, which makes the form dirty), keeps the changed fields stored while typing,
 * and shows the notice with "Verwerfen". The form's owner clears it after a successful save
 * (`draftStore.remove(key)`).
 */
export function FormDraft({
  storageKey,
  onRestore,
  onDiscard,
}: {
  storageKey: string;
  /** Called when a draft was restored (e.g. a wizard goes back to its stored step). */
  onRestore?: () => void;
  onDiscard?: () => void;
}) {
  const { watch, setValue, reset, formState } = useFormContext();
  const [restored, setRestored] = useState(false);
  const ready = useRef(false);
  const defaults = formState.defaultValues;
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  const onRestoreRef = useRef(onRestore);
  onRestoreRef.current = onRestore;

  useEffect(() => {
    ready.current = false;
    const draft = draftStore.read<Record<string, unknown>>(storageKey);
    // After react-admin has set the record's values (it resets the form when the record arrives).
    const timer = setTimeout(() => {
      if (isPlainObject(draft) && Object.keys(draft).length > 0) {
        const apply = (value: Record<string, unknown>, prefix: string) => {
          for (const [key, inner] of Object.entries(value)) {
            const path = prefix ? `${prefix}.${key}` : key;
            if (isPlainObject(inner)) apply(inner, path);
            else setValue(path, inner, { shouldDirty: true });
          }
        };
        apply(draft, '');
        setRestored(true);
        onRestoreRef.current?.();
      }
      ready.current = true;
    }, 0);
    return () => clearTimeout(timer);
  }, [storageKey, setValue]);

  useEffect(() => {
    const subscription = watch((values) => {
      if (!ready.current) return;
      const changed = changedFields(values, defaultsRef.current);
      if (changed) draftStore.write(storageKey, changed);
      else draftStore.remove(storageKey);
    });
    return () => subscription.unsubscribe();
  }, [watch, storageKey]);

  if (!restored) return null;
  return (
    <DraftNotice
      onDiscard={() => {
        ready.current = false;
        draftStore.remove(storageKey);
        reset();
        setRestored(false);
        onDiscard?.();
        setTimeout(() => {
          ready.current = true;
        }, 0);
      }}
    />
  );
}

/**
 * A submit handler that runs once at a time: a call while the previous one runs is ignored. After a
 * successful save (`markDone`), every further call is ignored too (the screen is being left).
 */
export function useSubmitOnce<A extends unknown[], R>(submit: ((...args: A) => Promise<R> | R) | undefined) {
  const running = useRef(false);
  const done = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (running.current || done.current || !submit) return undefined;
      running.current = true;
      setBusy(true);
      try {
        return await submit(...args);
      } finally {
        running.current = false;
        if (!done.current) setBusy(false);
      }
    },
    [submit],
  );
  const markDone = useCallback(() => {
    done.current = true;
  }, []);
  const reopen = useCallback(() => {
    done.current = false;
    setBusy(false);
  }, []);
  return { run, busy, markDone, reopen };
}

/**
 * The lock of a create/edit mutation: taken by the first submission, given back only when the
 * mutation failed (`unlock` in the mutation's onError) or the submission answered field errors;
 * after a success the screen is left. Independent of when react-admin's save promise resolves.
 */
export function useMutationLock() {
  const locked = useRef(false);
  const [busy, setBusy] = useState(false);
  const lock = useCallback(() => {
    if (locked.current) return false;
    locked.current = true;
    setBusy(true);
    return true;
  }, []);
  const unlock = useCallback(() => {
    locked.current = false;
    setBusy(false);
  }, []);
  return { lock, unlock, busy };
}
export type MutationLock = ReturnType<typeof useMutationLock>;

/**
 * The save context's save, once at a time (for a form's onSubmit inside Create/Edit). With the
 * screen's `lock` (whose `unlock` its mutation's onError calls) the button stays disabled until the
 * mutation settles; without one, until the save promise settles.
 */
export function useSaveOnce(lock?: MutationLock) {
  const { save } = useSaveContext();
  const own = useSubmitOnce(save as ((values: Record<string, unknown>) => Promise<unknown>) | undefined);
  const run = useCallback(
    async (values: Record<string, unknown>) => {
      if (!lock) return own.run(values);
      if (!save || !lock.lock()) return undefined;
      const errors = await save(values);
      if (errors) lock.unlock();
      return errors;
    },
    [lock, own, save],
  );
  return { run, busy: lock ? lock.busy : own.busy };
}

/** SaveButton that is disabled while its form submits or the save context saves. */
export function OnceSaveButton({ busy, disabled, alwaysEnable, ...props }: SaveButtonProps & { busy?: boolean }) {
  const { isSubmitting } = useFormState();
  const save = useSaveContext();
  const running = !!busy || isSubmitting || !!save?.saving;
  return (
    <SaveButton
      {...props}
      disabled={!!disabled || running}
      alwaysEnable={alwaysEnable === undefined ? undefined : alwaysEnable && !running}
    />
  );
}

/**
 * Asks before leaving while `when` holds: an in-app navigation (menu, Back) through react-router's
 * blocker and window.confirm, a reload or closing the tab through beforeunload.
 */
export function useLeaveGuard(when: boolean) {
  const translate = useTranslate();
  // release(): the next navigation goes without asking (e.g. the redirect after a successful save)
  const released = useRef(false);
  // The screen's own path: only a navigation away from it asks. While the next screen's code loads,
  // the router is already there but this screen is still mounted (React keeps it during the
  // transition); a Back in that moment must not be taken for leaving this screen (it was blocked and
  // sent the user forward again).
  const [own] = useState(() => window.location.pathname);
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) =>
        when &&
        !released.current &&
        currentLocation.pathname === own &&
        currentLocation.pathname !== nextLocation.pathname,
      [when, own],
    ),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!when || released.current || window.confirm(translate('components.draft.leave'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, when, translate]);
  useEffect(() => {
    if (!when) return;
    const beforeunload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', beforeunload);
    return () => window.removeEventListener('beforeunload', beforeunload);
  }, [when]);
  return {
    release: useCallback(() => {
      released.current = true;
    }, []),
  };
}
