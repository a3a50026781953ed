/**
 * The shortcut widget (seed 001 §2 "shortcuts … widget"): one button per shortcut of the active
 * customer; a click creates the shortcut's codes in one createVoucherBatch and opens the print
 * dialog with them, in the shortcut's look. On the WiFi-code list (compact) and on the home page
 * (a card, registered as the module's homeWidget).
 */
import BoltIcon from '@mui/icons-material/Bolt';
import SettingsIcon from '@mui/icons-material/Tune';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useCanAccess, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { shortcutBatchInput, type Shortcut } from '../../../domain/shortcut';
import { useActiveCustomer } from '../../../providers/activeCustomer';
import { useNotifyError } from '../../../shell/useNotifyError';
import { useFormulaTimeZone } from '../../hotspot-account-template/DynamicExpiresInput';
import PrintDialog from '../print/PrintDialog';
import type { PrintItem } from '../print/PrintSheets';
import { useShortcuts, type ShortcutEntry } from './shortcutApi';
import { shortcutsPath } from './paths';

const R = 'resources.wifi-code.shortcuts';

type Printing = { items: PrintItem[]; look: Shortcut };

/** Creates the codes of a shortcut and hands them to the print dialog. */
function useUseShortcut(onCreated: (printing: Printing) => void) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const { zone } = useFormulaTimeZone();
  const [pending, setPending] = useState<string | null>(null);
  const run = async ({ key, value }: ShortcutEntry) => {
    setPending(key);
    try {
      const input = shortcutBatchInput(value, new Date(), zone);
      const { data } = await dataProvider.create('wifi-code', { data: input });
      const codes = ((data as { codes?: string[] }).codes ?? []).filter(Boolean);
      refresh(); // the list (and the licence) show the new codes
      notify('resources.wifi-code.notifications.batchCreated', {
        type: 'success',
        messageArgs: { smart_count: codes.length },
      });
      onCreated({
        items: codes.map((code) => ({
          code,
          expires: 'expires' in input ? input.expires : null,
          dynamicExpires: 'dynamicExpires' in input ? input.dynamicExpires : null,
        })),
        look: value,
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(null);
    }
  };
  return { run, pending };
}

export default function ShortcutWidget({
  variant = 'list',
  manageLink = true,
}: {
  variant?: 'list' | 'home';
  /** The link to the shortcut screens (not on the shortcut list itself). */
  manageLink?: boolean;
}) {
  const translate = useTranslate();
  const { customerId } = useActiveCustomer();
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'wifi-code', action: 'create' });
  const { data: shortcuts, isPending } = useShortcuts(canCreate ? customerId : null);
  const [printing, setPrinting] = useState<Printing | null>(null);
  const { run, pending } = useUseShortcut(setPrinting);
  if (!customerId || !canCreate) return null;
  // On the list the widget gives way when there is nothing to click; home says how to start.
  if (variant === 'list' && !shortcuts?.length) return null;

  const buttons = (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="group" aria-label={translate(`${R}.widget`)}>
      {(shortcuts ?? []).map((entry) => (
        <Button
          key={entry.key}
          variant="contained"
          size={variant === 'list' ? 'small' : 'medium'}
          disabled={pending !== null}
          onClick={() => run(entry)}
          startIcon={pending === entry.key ? <CircularProgress size={16} color="inherit" /> : <BoltIcon />}
          title={translate(`${R}.useHint`, { smart_count: entry.value.amount })}
          sx={{
            bgcolor: entry.value.color || undefined,
            color: entry.value.color ? (theme) => theme.palette.getContrastText(entry.value.color!) : undefined,
            '&:hover': { bgcolor: entry.value.color || undefined, filter: 'brightness(0.92)' },
            textTransform: 'none',
          }}
        >
          {translate(`${R}.useLabel`, { name: entry.value.name, smart_count: entry.value.amount })}
        </Button>
      ))}
    </Stack>
  );
  const manage = manageLink && (
    <Button component={Link} to={shortcutsPath()} size="small" startIcon={<SettingsIcon />}>
      {translate(`${R}.manage`)}
    </Button>
  );
  const dialog = printing && (
    <PrintDialog open items={printing.items} look={printing.look} onClose={() => setPrinting(null)} />
  );

  if (variant === 'list') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.widget`)}:
        </Typography>
        {buttons}
        {manage}
        {dialog}
      </Box>
    );
  }
  return (
    <Card component="section" aria-labelledby="home-wifi-code-shortcuts" sx={{ mb: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <BoltIcon color="primary" aria-hidden />
          <Typography variant="h6" component="h2" id="home-wifi-code-shortcuts">
            {translate(`${R}.widget`)}
          </Typography>
        </Box>
        {isPending ? (
          <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
        ) : shortcuts?.length ? (
          buttons
        ) : (
          <Typography color="text.secondary">{translate(`${R}.widgetEmpty`)}</Typography>
        )}
        <Box sx={{ mt: 1 }}>{manage}</Box>
      </CardContent>
      {dialog}
    </Card>
  );
}
