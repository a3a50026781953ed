import { useEffect, useMemo, type MouseEvent } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Divider,
  LinearProgress,
  Link as MuiLink,
  Paper,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import DOMPurify from 'dompurify';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { PageProps } from '../../routes';
import { PageHeader } from '../PageHeader';
import { useAllDocs } from './docsSource';
import { headingsOf, renderMarkdown } from './markdown';

/** Sanitised HTML of a page body: DOMPurify's HTML profile, no forms, no inline styles. */
export function safeHtml(body: string): string {
  return DOMPurify.sanitize(renderMarkdown(body), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

/**
 * A click on a link inside the rendered page: portal paths (/docs/…, /wifi-code) go through the
 * router instead of reloading the app; anchors, external links and modified clicks stay the browser's.
 */
function useRouterLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank') return;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
}

/** /docs/{id}: one guide, rendered and sanitised, with its contents and the previous and next guide. */
export default function DocsPage(_props: PageProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const docs = useAllDocs(locale);
  const onClick = useRouterLinks();

  const pages = docs.data ?? [];
  const index = pages.findIndex((p) => p.id === id);
  const page = index >= 0 ? pages[index] : undefined;
  const html = useMemo(() => (page ? safeHtml(page.body) : ''), [page]);
  const contents = useMemo(() => (page ? headingsOf(page.body) : []), [page]);

  // A link to a section (#print) scrolls there once the page is rendered; a new page starts at the top.
  useEffect(() => {
    if (!html) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView?.();
    else window.scrollTo?.(0, 0);
  }, [html, hash]);

  const back = (
    <Button component={Link} to="/docs" startIcon={<ArrowBackIcon />}>
      {translate('portal.docs.back')}
    </Button>
  );

  if (docs.isPending) return <LinearProgress aria-label={translate('portal.docs.loading')} sx={{ mt: 2 }} />;
  if (docs.isError) {
    return (
      <Box sx={{ maxWidth: 720, mt: 1 }}>
        <PageHeader title="shell.menu.docs" icon={MenuBookIcon} />
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void docs.refetch()}>
              {translate('portal.docs.retry')}
            </Button>
          }
        >
          {translate('portal.docs.loadError')}
        </Alert>
        <Box sx={{ mt: 2 }}>{back}</Box>
      </Box>
    );
  }
  if (!page) {
    return (
      <Box sx={{ maxWidth: 720, mt: 1 }}>
        <PageHeader title="shell.menu.docs" icon={MenuBookIcon} />
        <Alert severity="warning" role="status">
          <AlertTitle>{translate('portal.docs.notFound.title')}</AlertTitle>
          {translate('portal.docs.notFound.text', { id })}
        </Alert>
        <Box sx={{ mt: 2 }}>{back}</Box>
      </Box>
    );
  }

  const previous = index > 0 ? pages[index - 1] : undefined;
  const next = index < pages.length - 1 ? pages[index + 1] : undefined;

  return (
    <Box sx={{ mt: 1, display: 'flex', gap: 3, alignItems: 'flex-start', flexDirection: { xs: 'column', md: 'row' } }}>
      <Box sx={{ flex: 1, minWidth: 0, maxWidth: 860 }}>
        {/* The page's own title is its first heading: not translatable, shown as it is. */}
        <PageHeader title={page.title} icon={MenuBookIcon}>
          {back}
        </PageHeader>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            component="article"
            lang={locale}
            onClick={onClick}
            className="docs-article"
            sx={{
              typography: 'body1',
              lineHeight: 1.65,
              overflowWrap: 'anywhere',
              '& h2': { typography: 'h5', mt: 3, mb: 1, scrollMarginTop: 80 },
              '& h3': { typography: 'h6', mt: 2, mb: 1, scrollMarginTop: 80 },
              '& h2:first-of-type': { mt: 0 },
              '& a': { color: 'primary.main' },
              '& code': {
                fontFamily: 'monospace',
                bgcolor: 'action.hover',
                px: 0.5,
                borderRadius: 0.5,
              },
              '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
              '& table': { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' },
              '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
              '& blockquote': {
                borderLeft: 4,
                borderColor: 'info.main',
                m: 0,
                my: 2,
                px: 2,
                py: 0.5,
                bgcolor: 'action.hover',
              },
              '& img': { maxWidth: '100%' },
            }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </Paper>
        <Box
          component="nav"
          aria-label={translate('shell.menu.docs')}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mt: 2 }}
        >
          {previous ? (
            <Button component={Link} to={`/docs/${previous.id}`} startIcon={<ArrowBackIcon />}>
              {translate('portal.docs.previous', { title: previous.title })}
            </Button>
          ) : (
            <span />
          )}
          {next && (
            <Button component={Link} to={`/docs/${next.id}`} endIcon={<ArrowForwardIcon />}>
              {translate('portal.docs.next', { title: next.title })}
            </Button>
          )}
        </Box>
      </Box>
      {contents.length > 1 && (
        <Paper
          component="nav"
          variant="outlined"
          aria-label={translate('portal.docs.contents')}
          sx={{
            p: 2,
            width: { xs: '100%', md: 260 },
            position: { md: 'sticky' },
            top: { md: 80 },
            order: { xs: -1, md: 0 },
          }}
        >
          <Typography variant="subtitle2" component="h2" gutterBottom>
            {translate('portal.docs.contents')}
          </Typography>
          <Divider sx={{ mb: 1 }} />
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
            {contents.map((h) => (
              <li key={h.id}>
                <MuiLink href={`#${h.id}`} underline="hover" variant="body2">
                  {h.text}
                </MuiLink>
              </li>
            ))}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
