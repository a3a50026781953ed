import { isValidElement, useCallback, useEffect, useState, type SyntheticEvent } from 'react';
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

const TYPES: readonly AlertColor[] = ['info', 'success', 'warning', 'error'];

/**
 * Notification snackbar (seed 000 §3, §4): info, success, warning or error; it closes after
 * SNACKBAR_TIMEOUT_MS (6000 ms, unless the notification sets its own autoHideDuration) or with its
 * close button, not on a click elsewhere.
 *
 * It reads react-admin's notification queue like react-admin's <Notification>, which cannot carry
 * a close button without losing its undo button (its `action` prop replaces it); here the undo
 * button of undoable notifications and the close button sit side by side.
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
    if (undoable) takeMutation()?.({ isUndo: false });
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
                <Button color="inherit" size="small" onClick={handleUndo}>
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
