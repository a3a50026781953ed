/**
 * The print dialog (seed 001 §2, issue 40): the chosen codes as A4 sheets of cards (8, 12 or 21 per
 * page) or labels (Avery Zweckform 3474, 24 per page), a preview of the first pages, the network the
 * cards name (a device configuration's SSID, one typed, or none), printing through the browser
 * (window.print) and a PDF download (pdf.ts, pdf-lib loaded on demand). While open, a print-only copy
 * of every sheet sits at the end of <body>; the print CSS hides the rest of the page, so the printout
 * is exactly the sheets.
 */
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import {
  AppBar,
  Box,
  Button,
  Dialog,
  GlobalStyles,
  IconButton,
  LinearProgress,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useGetList, useTranslate } from 'react-admin';
import { ssid as ssidRule, wifiPassphrase as passphraseRule, type WifiNetwork } from '../../../domain/wifi';
import { useNotifyError } from '../../../shell/useNotifyError';
import { qrDataUrls, wifiQrDataUrl } from './qr';
import { LAYOUTS, PRINT_LAYOUTS, perPageOf, type PrintLayoutId } from './layouts';
import PrintSheets, { useValidity, type PrintItem, type PrintLook } from './PrintSheets';

const R = 'resources.wifi-code.print';
const PRINT_ROOT = 'wifi-code-print-root';
/** Pages the screen preview shows (the printout has them all). */
export const PREVIEW_PAGES = 3;

const printCss = (
  <GlobalStyles
    styles={{
      '@media screen': { [`.${PRINT_ROOT}`]: { display: 'none' } },
      '@media print': {
        '@page': { size: 'A4 portrait', margin: 0 },
        'html, body': { background: '#fff !important', margin: 0, padding: 0 },
        [`body > *:not(.${PRINT_ROOT})`]: { display: 'none !important' },
      },
    }}
  />
);

/** The print-only copy of the sheets, the last child of <body> while mounted. */
function PrintRoot({ children }: { children: React.ReactNode }) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const div = document.createElement('div');
    div.className = PRINT_ROOT;
    document.body.appendChild(div);
    setNode(div);
    return () => div.remove();
  }, []);
  return node ? createPortal(children, node) : null;
}

const CONFIGS = 'hotspot-device-config';
const CONFIG_QUERY = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' as const } };
type ConfigRow = { id: string; name: string; ssid?: string | null; wifiPassphrase?: string | null };
const NONE = 'none';
const OTHER = 'other';

/** The network the cards name: the customer's device configurations with an SSID, one typed, or none. */
function useNetworkChoice(open: boolean) {
  const { data } = useGetList<ConfigRow>(CONFIGS, CONFIG_QUERY, { enabled: open, retry: false });
  const configs = useMemo(
    () =>
      (data ?? [])
        .filter((c) => typeof c.ssid === 'string' && c.ssid)
        // One entry per network: configs naming the same SSID and password are the same choice.
        .filter((c, i, all) => all.findIndex((o) => o.ssid === c.ssid && o.wifiPassphrase === c.wifiPassphrase) === i),
    [data],
  );
  const [choice, setChoice] = useState<string | null>(null);
  const [typed, setTyped] = useState({ ssid: '', passphrase: '' });
  const selected = choice ?? (configs[0] ? String(configs[0].id) : NONE);
  const config = configs.find((c) => String(c.id) === selected);
  const ssidError = selected === OTHER ? ssidRule(typed.ssid) : undefined;
  const passphraseError = selected === OTHER ? passphraseRule(typed.passphrase) : undefined;
  let network: WifiNetwork | null = null;
  if (config) network = { ssid: config.ssid!, passphrase: config.wifiPassphrase || null };
  else if (selected === OTHER && typed.ssid.trim() && !ssidError && !passphraseError)
    network = { ssid: typed.ssid, passphrase: typed.passphrase || null };
  return { configs, selected, setChoice, typed, setTyped, ssidError, passphraseError, network };
}

function download(bytes: Uint8Array, name: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface PrintDialogProps {
  open: boolean;
  onClose: () => void;
  items: readonly PrintItem[];
  /** The shortcut's look (logo, colour, text) when printed from a shortcut. */
  look?: PrintLook | null;
}

export default function PrintDialog({ open, onClose, items, look = null }: PrintDialogProps) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const validity = useValidity();
  const [layout, setLayout] = useState<PrintLayoutId>('12');
  const [qrs, setQrs] = useState<Map<string, string> | null>(null);
  const [done, setDone] = useState(0);
  const net = useNetworkChoice(open);
  const { network } = net;
  const [wifiQr, setWifiQr] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setWifiQr(null);
    if (network) void wifiQrDataUrl(network).then((url) => live && setWifiQr(url));
    return () => {
      live = false;
    };
  }, [network?.ssid, network?.passphrase]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setQrs(null);
    setDone(0);
    qrDataUrls(
      items.map((i) => i.code),
      setDone,
      controller.signal,
    ).then(
      (map) => !controller.signal.aborted && setQrs(map),
      () => undefined, // aborted: the dialog closed or got other codes
    );
    return () => controller.abort();
  }, [open, items]);

  const pages = Math.ceil(items.length / perPageOf(LAYOUTS[layout]));
  const ready = !!qrs && (!network || !!wifiQr);

  const downloadPdf = async () => {
    if (!qrs) return;
    setPdfBusy(true);
    try {
      const { buildCardsPdf } = await import('./pdf');
      const bytes = await buildCardsPdf({
        items,
        validities: items.map(validity),
        codeQrs: qrs,
        wifiQr: network ? wifiQr : null,
        network,
        look,
        layout,
        codeLabel: translate(`${R}.codeLabel`),
        title: translate(`${R}.title`, { smart_count: items.length }),
      });
      download(bytes, `wifi-codes-${items.length}-${layout}.pdf`);
    } catch (error) {
      notifyError(error);
    } finally {
      setPdfBusy(false);
    }
  };
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="print-dialog-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <IconButton edge="start" onClick={onClose} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
          <Typography id="print-dialog-title" variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
            {translate(`${R}.title`, { smart_count: items.length })}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" id="print-layout">
              {translate(`${R}.layout`)}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={layout}
              aria-labelledby="print-layout"
              onChange={(_e, value: PrintLayoutId | null) => value && setLayout(value)}
            >
              {PRINT_LAYOUTS.map((id) =>
                LAYOUTS[id].labels ? (
                  <ToggleButton
                    key={id}
                    value={id}
                    aria-label={translate(`${R}.labels`)}
                    title={translate(`${R}.labels`)}
                  >
                    {translate(`${R}.labelsShort`)}
                  </ToggleButton>
                ) : (
                  <ToggleButton
                    key={id}
                    value={id}
                    aria-label={translate(`${R}.cards`, { smart_count: perPageOf(LAYOUTS[id]) })}
                  >
                    {id}
                  </ToggleButton>
                ),
              )}
            </ToggleButtonGroup>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {translate(`${R}.pages`, { smart_count: pages })}
          </Typography>
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!ready || pdfBusy} onClick={downloadPdf}>
            {translate(pdfBusy ? `${R}.pdfPreparing` : `${R}.pdf`)}
          </Button>
          <Button variant="contained" startIcon={<PrintIcon />} disabled={!ready} onClick={() => window.print()}>
            {translate(`${R}.print`)}
          </Button>
        </Toolbar>
        <Toolbar variant="dense" sx={{ gap: 2, flexWrap: 'wrap', pb: 1, alignItems: 'flex-start' }}>
          <TextField
            select
            size="small"
            label={translate(`${R}.network`)}
            value={net.selected}
            onChange={(e) => net.setChoice(e.target.value)}
            fullWidth={false}
            sx={{ width: 340, maxWidth: '100%' }}
            helperText={net.configs.length ? undefined : translate(`${R}.networkHint`)}
          >
            {net.configs.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {translate(`${R}.networkOf`, { ssid: c.ssid, config: c.name })}
              </MenuItem>
            ))}
            <MenuItem value={OTHER}>{translate(`${R}.networkOther`)}</MenuItem>
            <MenuItem value={NONE}>{translate(`${R}.networkNone`)}</MenuItem>
          </TextField>
          {net.selected === OTHER && (
            <>
              <TextField
                size="small"
                label={translate(`${R}.ssid`)}
                fullWidth={false}
                sx={{ width: 280, maxWidth: '100%' }}
                value={net.typed.ssid}
                onChange={(e) => net.setTyped({ ...net.typed, ssid: e.target.value })}
                error={!!net.ssidError}
                helperText={net.ssidError ? translate(net.ssidError.message, net.ssidError.args) : undefined}
                autoFocus
              />
              <TextField
                size="small"
                label={translate(`${R}.passphrase`)}
                fullWidth={false}
                sx={{ width: 280, maxWidth: '100%' }}
                value={net.typed.passphrase}
                onChange={(e) => net.setTyped({ ...net.typed, passphrase: e.target.value })}
                error={!!net.passphraseError}
                helperText={
                  net.passphraseError
                    ? translate(net.passphraseError.message, net.passphraseError.args)
                    : translate(`${R}.passphraseHelper`)
                }
                autoComplete="off"
              />
            </>
          )}
        </Toolbar>
        {!ready && (
          <Box sx={{ px: 2, pb: 1 }}>
            <LinearProgress
              variant="determinate"
              value={items.length ? (done / items.length) * 100 : 100}
              aria-label={translate(`${R}.preparing`)}
            />
            <Typography variant="caption" color="text.secondary">
              {translate(`${R}.preparing`)} {done} / {items.length}
            </Typography>
          </Box>
        )}
      </AppBar>
      <Box
        sx={{
          bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'grey.900' : 'grey.300'),
          flex: 1,
          overflow: 'auto',
          p: { xs: 1, sm: 3 },
        }}
      >
        {ready && (
          <Box
            data-testid="print-preview"
            sx={{
              // The sheets in real millimetres, shown smaller: about 60 % on a laptop, 40 % on a phone.
              zoom: { xs: 0.4, md: 0.6 },
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: '8mm',
              '& > [data-testid=print-sheet]': { boxShadow: 3 },
            }}
          >
            <PrintSheets
              items={items}
              qrs={qrs}
              wifiQr={network ? wifiQr : null}
              network={network}
              look={look}
              layout={layout}
              maxPages={PREVIEW_PAGES}
            />
          </Box>
        )}
        {ready && pages > PREVIEW_PAGES && (
          <Typography align="center" color="text.secondary" sx={{ mt: 2 }}>
            {translate(`${R}.previewNote`, { shown: PREVIEW_PAGES, smart_count: pages })}
          </Typography>
        )}
      </Box>
      {ready && (
        <PrintRoot>
          {printCss}
          <PrintSheets
            items={items}
            qrs={qrs}
            wifiQr={network ? wifiQr : null}
            network={network}
            look={look}
            layout={layout}
          />
        </PrintRoot>
      )}
    </Dialog>
  );
}
