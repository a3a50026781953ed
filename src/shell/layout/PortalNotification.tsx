import { isValidElement, useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Alert, Button, IconButton, Snackbar, type AlertColor } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { SNACKBAR_TIMEOUT_MS } from '../../domain/constants';
import { takeFocusAfterUndoWindow } from '../../components/undoFocus';

const TYPES: readonly AlertColor[] = ['info', 'success', 'warning', 'error'];

/**
 * Notification snackbar (seed 000 §3, §4): info, success, warning or error; it closes after
 * SNACKBAR_TIMEOUT_MS (6000 ms, unless the notification sets its own autoHideDuration) or with its
 * close button, not on a click elsewhere.
 *
 * It reads react-admin's notification queue like react-admin's <Notification>, which cannot carry
 * a close button without losing its undo button (its `action` prop replaces it); here the undo
 * button of undoable notifications and the close button sit side by side.
 *
 * Undoable changes (issue 39; react-admin's undoable mode): nothing is sent until the notification
 * closes — on its timeout, its close button or Escape — and nothing at all after Undo. The undo
 * button takes the focus when the notification opens, so keyboard users reach it at once (Enter
 * undoes, Escape lets the change go through); while it has the focus the timer waits (MUI pauses it).
 * The change survives navigating inside the portal (the notification lives outside the routes, like
 * react-admin's); closing or reloading the tab while it waits asks first, as react-admin does. Once
 * it closed, the focus goes where the screen that made the change asked (components/undoFocus).
 */
export default function PortalNotification() {
  const translate = useTranslate();
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<NotificationPayload | undefined>(undefined);

  useEffect(() => {
    if (notifications.length && !current) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setOpen(true);
      }
    }
  }, [notifications, current, takeNotification]);

  const undoable = current?.notificationOptions?.undoable === true;
  const undoButton = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  // An undoable notification puts the focus on its undo button.
  useEffect(() => {
    if (open && undoable) undoButton.current?.focus();
  }, [open, undoable]);

  // Leaving the page while an undoable change waits would lose it: ask first.
  useEffect(() => {
    if (!undoable) return;
    const beforeunload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
      return '';
    };
    window.addEventListener('beforeunload', beforeunload);
    return () => window.removeEventListener('beforeunload', beforeunload);
  }, [undoable]);

  const close = useCallback(() => setOpen(false), []);
  const handleClose = useCallback((_event: Event | SyntheticEvent | null, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  }, []);
  const handleExited = useCallback(() => {
    if (undoable) {
      takeMutation()?.({ isUndo: false });
      const focus = takeFocusAfterUndoWindow();
      // Only when the focus goes down with the notification (not when the user moved on).
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || !!root.current?.contains(active);
      if (focus && lost) focus();
    }
    setCurrent(undefined);
  }, [undoable, takeMutation]);
  const handleUndo = useCallback(() => {
    takeMutation()?.({ isUndo: true });
    setOpen(false);
  }, [takeMutation]);

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, multiLine } = notificationOptions;
  const severity: AlertColor = TYPES.includes(type as AlertColor) ? (type as AlertColor) : 'info';
  const text = typeof message === 'string' ? translate(message, messageArgs) : isValidElement(message) ? message : null;

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        ref={root}
        open={open}
        onClose={handleClose}
        autoHideDuration={autoHideDuration === undefined ? SNACKBAR_TIMEOUT_MS : (autoHideDuration ?? undefined)}
        disableWindowBlurListener={undoable}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ transition: { onExited: handleExited } }}
      >
        <Alert
          variant="filled"
          severity={severity}
          role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'}
          data-testid="notification"
          sx={{ alignItems: 'center', minWidth: { sm: 360 }, whiteSpace: multiLine ? 'pre-wrap' : undefined }}
          action={
            <>
              {undoable && (
                <Button ref={undoButton} color="inherit" size="small" onClick={handleUndo}>
                  {translate('ra.action.undo')}
                </Button>
              )}
              <IconButton size="small" color="inherit" aria-label={translate('ra.action.close')} onClick={close}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          }
        >
          {text}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
