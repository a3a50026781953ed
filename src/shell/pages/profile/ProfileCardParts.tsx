import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Tooltip,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Confirm, useTranslate } from 'react-admin';
import { RecoveryCodeList } from '../../login/TotpEnrolment';

// The parts the profile's security cards share (issue 38, D321): SessionsCard, SecondFactorCard and
// PasskeysCard. Each takes the card's message prefix (`portal.profile.<card>`) where it shows the
// card's own texts: `title`, `loadError`, `retry`, `recoveryTitle`, `recoveryText`, `done`.

/**
 * A card's query while it loads (a progress bar named by the card's title) or after it failed (the
 * message and "retry"); else what `children` draws (a function: it may read the loaded data).
 */
export function LoadState({
  prefix,
  pending,
  failed,
  onRetry,
  children,
}: {
  prefix: string;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  children: () => ReactNode;
}) {
  const translate = useTranslate();
  if (pending) return <LinearProgress aria-label={translate(`${prefix}.title`)} />;
  if (failed)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate(`${prefix}.retry`)}
          </Button>
        }
      >
        {translate(`${prefix}.loadError`)}
      </Alert>
    );
  return <>{children()}</>;
}

/** One entry of a `DatedList`: its name, its dates (label and formatted value), and its removal. */
export interface DatedEntry {
  id: string;
  primary: string;
  dates: readonly { label: string; value: string }[];
  /** The trash button: its accessible name (naming the entry) and its tooltip. */
  remove?: { label: string; tooltip: string; onClick: () => void; disabled?: boolean };
}

/**
 * The entries of a card (sessions, passkeys) as a dense list named `label`, each with its icon, name
 * and dates, and a trash button when it can be removed; `empty` when there is none.
 */
export function DatedList({
  label,
  icon,
  entries,
  empty,
}: {
  label: string;
  icon: ReactNode;
  entries: readonly DatedEntry[];
  empty: string;
}) {
  if (entries.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List dense disablePadding aria-label={label}>
      {entries.map((entry) => (
        <ListItem
          key={entry.id}
          disableGutters
          secondaryAction={
            entry.remove && (
              <Tooltip title={entry.remove.tooltip}>
                <IconButton
                  edge="end"
                  aria-label={entry.remove.label}
                  onClick={entry.remove.onClick}
                  disabled={entry.remove.disabled}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            )
          }
        >
          <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
          <ListItemText
            primary={entry.primary}
            secondary={
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                {entry.dates.map((d) => (
                  <span key={d.label}>
                    {d.label}: {d.value}
                  </span>
                ))}
              </Box>
            }
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere', ...(entry.remove ? { pr: 4 } : {}) } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The confirmation before something is removed or ended (react-admin's Confirm: a dialog named by its
 * title, the confirming button in the warning colour and busy while the call runs; closing it returns
 * the focus to the button that opened it).
 */
export function ConfirmRemoveDialog({
  open,
  busy,
  title,
  content,
  confirm,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  title: string;
  content: string;
  /** The confirming button's message key (react-admin translates it). */
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Confirm
      isOpen={open}
      loading={busy}
      title={title}
      content={content}
      confirm={confirm}
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/** The recovery codes, shown once after a first factor, with the card's warning and "done". */
export function RecoveryCodesOnce({
  prefix,
  codes,
  onDone,
  sx,
}: {
  prefix: string;
  codes: readonly string[];
  onDone: () => void;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <Box sx={sx}>
      <Typography variant="subtitle1" component="h3">
        {translate(`${prefix}.recoveryTitle`)}
      </Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        {translate(`${prefix}.recoveryText`)}
      </Alert>
      <RecoveryCodeList codes={codes} label={translate(`${prefix}.recoveryTitle`)} />
      <Button variant="contained" onClick={onDone}>
        {translate(`${prefix}.done`)}
      </Button>
    </Box>
  );
}
