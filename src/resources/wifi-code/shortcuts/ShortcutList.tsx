/**
 * The shortcuts of the active customer (/wifi-code/templates, seed 001 §2): name, look, what a click
 * creates; use (create the codes and print), edit, delete.
 */
import AddIcon from '@mui/icons-material/Add';
import BoltIcon from '@mui/icons-material/Bolt';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import WifiIcon from '@mui/icons-material/Wifi';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Grid,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, Link, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { parseDynamicExpires } from '../../../domain';
import type { Shortcut } from '../../../domain/shortcut';
import { useActiveCustomer } from '../../../providers/activeCustomer';
import RequireCustomer from '../../../shell/RequireCustomer';
import { PageHeader } from '../../../shell/pages/PageHeader';
import { useNotifyError } from '../../../shell/useNotifyError';
import { explainDynamicExpires } from '../../hotspot-account-template/DynamicExpiresInput';
import { resourcePath } from '../../../components/resourcePath';
import { shortcutApi, useShortcuts, type ShortcutEntry } from './shortcutApi';
import { shortcutCreatePath, shortcutEditPath } from './paths';
import ShortcutWidget from './ShortcutWidget';

const R = 'resources.wifi-code.shortcuts';

/** What the codes of a shortcut get, in words. */
export function useShortcutSummary() {
  const translate = useTranslate();
  return (s: Shortcut): string[] => {
    const ops = s.expiry ? parseDynamicExpires(s.expiry) : null;
    return [
      translate(`${R}.summary.amount`, { smart_count: s.amount }),
      ops
        ? translate(`${R}.summary.${s.expiryMode === 'firstLogin' ? 'fromFirstLogin' : 'fromCreation'}`, {
            text: explainDynamicExpires(ops, translate),
          })
        : translate(`${R}.summary.noExpiry`),
      s.simultaneousUse
        ? translate(`${R}.summary.devices`, { smart_count: s.simultaneousUse })
        : translate(`${R}.summary.unlimitedDevices`),
      ...(s.deviceVoucher ? [translate('resources.wifi-code.fields.deviceVoucher')] : []),
    ];
  };
}

function ShortcutCard({
  entry,
  canEdit,
  onDelete,
}: {
  entry: ShortcutEntry;
  canEdit: boolean;
  onDelete: (entry: ShortcutEntry) => void;
}) {
  const translate = useTranslate();
  const summary = useShortcutSummary();
  const s = entry.value;
  return (
    <Card
      component="section"
      aria-label={s.name}
      data-testid="shortcut-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderTop: 6,
        borderTopColor: s.color || 'primary.main',
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              flex: 'none',
              borderRadius: 1,
              bgcolor: '#fff',
              border: 1,
              borderColor: 'divider',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
            }}
          >
            {s.logo ? (
              <img src={s.logo} alt={translate(`${R}.fields.logo`)} style={{ maxWidth: '100%', maxHeight: '100%' }} />
            ) : (
              <WifiIcon sx={{ color: s.color || 'primary.main' }} aria-hidden />
            )}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {s.name}
            </Typography>
            {s.text && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {s.text}
              </Typography>
            )}
          </Box>
        </Box>
        <Box component="ul" sx={{ pl: 2.5, mb: 0, mt: 1.5 }}>
          {summary(s).map((line) => (
            <Typography component="li" variant="body2" key={line}>
              {line}
            </Typography>
          ))}
        </Box>
      </CardContent>
      {canEdit && (
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Tooltip title={translate('ra.action.edit')}>
            <IconButton
              component={Link}
              to={shortcutEditPath(entry.key)}
              aria-label={`${translate('ra.action.edit')}: ${s.name}`}
            >
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={translate('ra.action.delete')}>
            <IconButton
              onClick={() => onDelete(entry)}
              aria-label={`${translate('ra.action.delete')}: ${s.name}`}
              color="error"
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </CardActions>
      )}
    </Card>
  );
}

function Shortcuts() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { customerId } = useActiveCustomer();
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'wifi-code', action: 'create' });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'wifi-code', action: 'edit' });
  const { data, isPending, error, invalidate } = useShortcuts(customerId);
  const [deleting, setDeleting] = useState<ShortcutEntry | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!deleting || !customerId) return;
    setBusy(true);
    try {
      await shortcutApi().remove(customerId, deleting.key);
      notify(`${R}.notifications.deleted`, { type: 'success', messageArgs: { name: deleting.value.name } });
      await invalidate();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <PageHeader title={`${R}.page.list`} icon={BoltIcon}>
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          <Button component={Link} to={resourcePath('wifi-code')} size="small">
            {translate(`${R}.toCodes`)}
          </Button>
          {canCreate && (
            <Button component={Link} to={shortcutCreatePath()} variant="contained" size="small" startIcon={<AddIcon />}>
              {translate(`${R}.actions.create`)}
            </Button>
          )}
        </Box>
      </PageHeader>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${R}.intro`)}
      </Typography>
      {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{translate(`${R}.loadError`)}</Alert>}
      {data && data.length === 0 && (
        <Card sx={{ textAlign: 'center', py: 4 }}>
          <BoltIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {translate(`${R}.empty.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2, px: 2 }}>
            {translate(`${R}.empty.text`)}
          </Typography>
          {canCreate && (
            <Button component={Link} to={shortcutCreatePath()} variant="contained" startIcon={<AddIcon />}>
              {translate(`${R}.actions.create`)}
            </Button>
          )}
        </Card>
      )}
      {data && data.length > 0 && (
        <>
          <ShortcutWidget variant="list" manageLink={false} />
          <Grid container spacing={2} sx={{ mt: 1 }}>
            {data.map((entry) => (
              <Grid key={entry.key} size={{ xs: 12, sm: 6, lg: 4 }}>
                <ShortcutCard entry={entry} canEdit={canEdit} onDelete={setDeleting} />
              </Grid>
            ))}
          </Grid>
        </>
      )}
      <Confirm
        isOpen={!!deleting}
        loading={busy}
        title={`${R}.confirm.deleteTitle`}
        content={`${R}.confirm.deleteContent`}
        translateOptions={{ name: deleting?.value.name ?? '' }}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

export default function ShortcutList() {
  return (
    <RequireCustomer>
      <Shortcuts />
    </RequireCustomer>
  );
}
