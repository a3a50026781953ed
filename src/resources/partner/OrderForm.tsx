/**
 * The order form (seed 001 §1 lists it for the partner portal without defining it; decision): a
 * printable summary of the lead — partner, prospect, project state, approval and the comment
 * history — that the partner prints (browser print, no PDF library) or sends as an e-mail draft.
 * With a configured price per concurrent user (LICENCE_PRICE_PER_USER) it states the list price in EUR.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  GlobalStyles,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import MailIcon from '@mui/icons-material/Mail';
import PrintIcon from '@mui/icons-material/Print';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../i18n/formats';
import { useAppConfig } from '../../shell/layout/useAppConfig';
import { leadApprovalName, leadStatusName } from '../../domain/partnerLead';
import { useFormatDate } from './LeadComments';
import { R, type LeadRecord } from './leadParts';

const PRINT_ROOT = 'partner-lead-order-print';

const printCss = (
  <GlobalStyles
    styles={{
      '@media screen': { [`.${PRINT_ROOT}`]: { display: 'none' } },
      '@media print': {
        '@page': { size: 'A4 portrait', margin: '15mm' },
        'html, body': { background: '#fff !important', color: '#000 !important' },
        [`body > *:not(.${PRINT_ROOT})`]: { display: 'none !important' },
      },
    }}
  />
);

function PrintRoot({ children }: { children: ReactNode }) {
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

type Row = [label: string, value: string];
type Section = { title: string; rows: Row[] };

const joinAddress = (a: LeadRecord['address']) =>
  [a?.street, [a?.zip, a?.city].filter(Boolean).join(' '), a?.country].filter(Boolean).join(', ');

/** The form's content as sections of label/value rows (shared by the sheet and the e-mail text). */
function useSections(record: LeadRecord): { title: string; generated: string; sections: Section[] } {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const [locale] = useLocaleState();
  const { licencePricePerUser } = useAppConfig();
  const F = `resources.partner/partner-lead.fields`;
  const none = translate(`${R}.values.none`);
  const v = (s: string | null | undefined) => (s && s.trim() ? s : none);
  const status = leadStatusName(record.status);
  const approval = leadApprovalName(record.approved);
  const partner = record.customer;
  return {
    title: translate(`${R}.order.title`),
    generated: translate(`${R}.order.generated`, { date: formatDate(new Date().toISOString()) }),
    sections: [
      {
        title: translate(`${R}.order.partner`),
        rows: [
          [translate(`${F}.customer`), v(partner?.company)],
          [translate(`${F}.customerId`), record.customerId],
          [translate(`${R}.sections.address`), v(joinAddress(partner?.address))],
          [translate('forms.fields.email.label'), v(partner?.email)],
        ],
      },
      {
        title: translate(`${R}.order.prospect`),
        rows: [
          [translate(`${F}.company`), record.company],
          [translate(`${R}.sections.address`), v(joinAddress(record.address))],
          [translate(`${F}.website`), v(record.website)],
        ],
      },
      {
        title: translate(`${R}.order.project`),
        rows: [
          [translate(`${F}.status`), status ? translate(`${R}.status.${status}`) : none],
          [translate(`${F}.approved`), approval ? translate(`${R}.approval.${approval}`) : none],
          [translate(`${F}.description`), v(record.description)],
          [translate(`${F}.createdAt`), formatDate(record.createdAt)],
          // the configured list price, in EUR as the language writes money (seed 000 §9, D254)
          ...(licencePricePerUser != null
            ? [
                [
                  translate(`${R}.order.price`),
                  translate(`${R}.order.priceValue`, { price: formatMoney(licencePricePerUser, locale) }),
                ] as Row,
              ]
            : []),
        ],
      },
      {
        title: translate(`${R}.order.history`),
        rows: (record.messages ?? []).map((m) => [`${formatDate(m.createdAt)} · ${m.from ?? ''}`, m.text] as Row),
      },
    ],
  };
}

function Sheet({ title, generated, sections }: ReturnType<typeof useSections>) {
  return (
    <Box sx={{ color: 'text.primary' }}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {generated}
      </Typography>
      {sections
        .filter((s) => s.rows.length > 0)
        .map((section) => (
          <Box key={section.title} sx={{ mt: 2, breakInside: 'avoid' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {section.title}
            </Typography>
            <Table size="small">
              <TableBody>
                {section.rows.map(([label, value], i) => (
                  <TableRow key={i}>
                    <TableCell component="th" scope="row" sx={{ width: '35%', verticalAlign: 'top' }}>
                      {label}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ))}
    </Box>
  );
}

/** The summary as plain text (e-mail body). */
const asText = ({ title, generated, sections }: ReturnType<typeof useSections>) =>
  [
    title,
    generated,
    ...sections.filter((s) => s.rows.length).flatMap((s) => ['', s.title, ...s.rows.map(([l, v]) => `${l}: ${v}`)]),
  ].join('\n');

/** The order-form button of a lead's details and its dialog. */
export default function OrderFormButton({ record }: { record: LeadRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const content = useSections(record);
  const mailto = `mailto:?subject=${encodeURIComponent(
    translate(`${R}.order.subject`, { company: record.company }),
  )}&body=${encodeURIComponent(asText(content))}`;
  return (
    <>
      <Button size="small" startIcon={<DescriptionIcon />} onClick={() => setOpen(true)}>
        {translate(`${R}.order.open`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="order-form-title">
        <DialogTitle id="order-form-title">{translate(`${R}.order.title`)}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${R}.order.intro`)}
          </Typography>
          <Sheet {...content} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={() => setOpen(false)}>{translate(`${R}.order.close`)}</Button>
          <Button startIcon={<MailIcon />} href={mailto}>
            {translate(`${R}.order.mail`)}
          </Button>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {translate(`${R}.order.print`)}
          </Button>
        </DialogActions>
      </Dialog>
      {open && (
        <PrintRoot>
          {printCss}
          <Sheet {...content} />
        </PrintRoot>
      )}
    </>
  );
}
