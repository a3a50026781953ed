/**
 * The print dialog (seed 001 §2): the chosen codes as A4 sheets of cards, 8, 12 or 21 per page, a
 * preview of the first pages, and printing through the browser (window.print, no PDF library).
 * While open, a print-only copy of every sheet sits at the end of <body>; the print CSS hides the
 * rest of the page, so the printout is exactly the sheets.
 */
import CloseIcon from '@mui/icons-material/Close';
import PrintIcon from '@mui/icons-material/Print';
import {
  AppBar,
  Box,
  Button,
  Dialog,
  GlobalStyles,
  IconButton,
  LinearProgress,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { qrDataUrls } from './qr';
import PrintSheets, { CARDS_PER_PAGE, type CardsPerPage, type PrintItem, type PrintLook } from './PrintSheets';

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

export interface PrintDialogProps {
  open: boolean;
  onClose: () => void;
  items: readonly PrintItem[];
  /** The shortcut's look (logo, colour, text) when printed from a shortcut. */
  look?: PrintLook | null;
}

export default function PrintDialog({ open, onClose, items, look = null }: PrintDialogProps) {
  const translate = useTranslate();
  const [perPage, setPerPage] = useState<CardsPerPage>(12);
  const [qrs, setQrs] = useState<Map<string, string> | null>(null);
  const [done, setDone] = useState(0);

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

  const pages = Math.ceil(items.length / perPage);
  const ready = !!qrs;
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
            <Typography variant="body2" id="print-per-page">
              {translate(`${R}.perPage`)}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={perPage}
              aria-labelledby="print-per-page"
              onChange={(_e, value: CardsPerPage | null) => value && setPerPage(value)}
            >
              {CARDS_PER_PAGE.map((n) => (
                <ToggleButton key={n} value={n} aria-label={translate(`${R}.cards`, { smart_count: n })}>
                  {n}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {translate(`${R}.pages`, { smart_count: pages })}
          </Typography>
          <Button variant="contained" startIcon={<PrintIcon />} disabled={!ready} onClick={() => window.print()}>
            {translate(`${R}.print`)}
          </Button>
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
            <PrintSheets items={items} qrs={qrs} look={look} perPage={perPage} maxPages={PREVIEW_PAGES} />
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
          <PrintSheets items={items} qrs={qrs} look={look} perPage={perPage} />
        </PrintRoot>
      )}
    </Dialog>
  );
}
