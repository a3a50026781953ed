import { useEffect } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DataObjectIcon from '@mui/icons-material/DataObject';
import TableChartIcon from '@mui/icons-material/TableChart';
import TranslateIcon from '@mui/icons-material/Translate';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOCALES, type Locale } from '../../../domain/constants';
import { isOperatorAcl } from '../../../domain/portalTools';
import { noAccessTarget } from '../../guards';
import { useAcl } from '../../layout/useShell';
import type { PageProps } from '../../routes';
import { PageHeader } from '../PageHeader';
import {
  catalogueFileName,
  downloadText,
  flattenMessages,
  loadCatalogue,
  missingKeys,
  toCsv,
  type MessageTree,
} from './catalogueExport';

/**
 * Operators only (decision: seed 000 names no rule; translating the portal is the operator's job).
 * Others are sent to the no-access page like any refused route.
 */
export function useOperatorOnly(): { allowed: boolean; pending: boolean } {
  const { acl, isPending } = useAcl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const allowed = isOperatorAcl(acl);
  useEffect(() => {
    if (!isPending && !allowed) navigate(noAccessTarget(pathname + search), { replace: true });
  }, [isPending, allowed, navigate, pathname, search]);
  return { allowed, pending: isPending };
}

/** /i18n-export: the message catalogue per language as JSON and CSV downloads. */
export default function I18nExportPage({ route }: PageProps) {
  const translate = useTranslate();
  const { allowed, pending } = useOperatorOnly();
  const catalogues = useQuery({
    queryKey: ['i18n-export', 'catalogues'],
    queryFn: async () => {
      const trees = await Promise.all(LOCALES.map((locale) => loadCatalogue(locale)));
      return Object.fromEntries(LOCALES.map((locale, i) => [locale, trees[i]])) as Record<Locale, MessageTree>;
    },
    enabled: allowed,
    staleTime: Infinity,
  });

  if (pending || !allowed)
    return <LinearProgress aria-label={translate('portal.tools.export.loading')} sx={{ mt: 2 }} />;

  const download = (locale: Locale, format: 'json' | 'csv') => {
    const tree = catalogues.data?.[locale];
    if (!tree) return;
    if (format === 'json') {
      downloadText(catalogueFileName(locale, 'json'), `${JSON.stringify(tree, null, 2)}\n`, 'application/json');
    } else {
      const header = [translate('portal.tools.export.csvKey'), translate('portal.tools.export.csvText')];
      downloadText(catalogueFileName(locale, 'csv'), toCsv(header, flattenMessages(tree)), 'text/csv;charset=utf-8');
    }
  };

  return (
    <Box sx={{ maxWidth: 900, mt: 1 }}>
      <PageHeader title={route.title ?? 'shell.breadcrumbs.i18nExport'} icon={TranslateIcon} />
      <Typography sx={{ mb: 2 }}>{translate('portal.tools.export.intro')}</Typography>
      {catalogues.isPending && <LinearProgress aria-label={translate('portal.tools.export.loading')} />}
      {catalogues.isError && <Alert severity="error">{translate('portal.tools.export.loadError')}</Alert>}
      {catalogues.data && (
        <TableContainer component={Paper} variant="outlined">
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>{translate('portal.tools.export.language')}</TableCell>
                <TableCell align="right">{translate('portal.tools.export.keys')}</TableCell>
                <TableCell align="right">{translate('portal.tools.export.fallback')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {LOCALES.map((locale) => {
                const language = translate(`shell.languages.${locale}`);
                const keys = flattenMessages(catalogues.data[locale]).length;
                const missing = locale === 'de' ? 0 : missingKeys(catalogues.data.de, catalogues.data[locale]).length;
                return (
                  <TableRow key={locale}>
                    <TableCell component="th" scope="row">
                      {language}
                    </TableCell>
                    <TableCell align="right">{keys.toLocaleString()}</TableCell>
                    <TableCell align="right">{missing.toLocaleString()}</TableCell>
                    <TableCell align="right">
                      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                        <Button
                          size="small"
                          variant="outlined"
                          startIcon={<DataObjectIcon />}
                          onClick={() => download(locale, 'json')}
                          aria-label={translate('portal.tools.export.downloadJson', { language })}
                        >
                          {translate('portal.tools.export.json')}
                        </Button>
                        <Button
                          size="small"
                          variant="outlined"
                          startIcon={<TableChartIcon />}
                          onClick={() => download(locale, 'csv')}
                          aria-label={translate('portal.tools.export.downloadCsv', { language })}
                        >
                          {translate('portal.tools.export.csv')}
                        </Button>
                      </Box>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('portal.tools.export.fallbackHelp')} {translate('portal.tools.export.csvNote')}
      </Typography>
    </Box>
  );
}
