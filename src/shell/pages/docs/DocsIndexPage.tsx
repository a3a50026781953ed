import { useMemo, useState, useEffect, useRef } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  IconButton,
  InputAdornment,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SearchIcon from '@mui/icons-material/Search';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../routes';
import { PageHeader } from '../PageHeader';
import { useAllDocs } from './docsSource';
import { highlight, searchDocs, type DocPage } from './markdown';

const SEARCH_DEBOUNCE_MS = 200;
const QUERY_MAX = 200;

function Marked({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((part, i) =>
        part.match ? (
          <Box
            component="mark"
            key={i}
            sx={(theme) => ({
              // Dark text on a light marker in both themes (readable contrast either way).
              bgcolor: theme.palette.mode === 'dark' ? theme.palette.warning.light : '#ffe082',
              color: 'rgba(0, 0, 0, 0.87)',
              borderRadius: 0.5,
            })}
          >
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function DocCard({ page, text, query }: { page: DocPage; text: string; query: string }) {
  const translate = useTranslate();
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardActionArea
        component={Link}
        to={`/docs/${page.id}`}
        aria-label={translate('portal.docs.open', { title: page.title })}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            <Marked text={page.title} query={query} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Marked text={text} query={query} />
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /docs: the guides with a search over their titles and text (the query is kept in ?q=). */
export default function DocsIndexPage({ route }: PageProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const [input, setInput] = useState(urlQuery);
  const docs = useAllDocs(locale);

  // The URL follows the typing (debounced, replacing the history entry); back/forward restore it.
  // The query this page last wrote to the URL: when it arrives there, the box may hold more already
  // (a key pressed while it rendered), so only a query from elsewhere (back, forward, a link) is
  // taken into the box.
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (written.current === urlQuery) {
      written.current = null;
      return;
    }
    setInput(urlQuery);
  }, [urlQuery]);
  useEffect(() => {
    if (input === urlQuery) return;
    const timer = setTimeout(() => {
      const wanted = input.trim() ? input : '';
      if (wanted !== urlQuery) written.current = wanted;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (wanted) next.set('q', wanted);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, urlQuery, setParams]);

  const query = urlQuery.trim();
  const hits = useMemo(() => (query && docs.data ? searchDocs(docs.data, query) : []), [docs.data, query]);
  const pages = docs.data ?? [];

  return (
    <Box sx={{ maxWidth: 1100, mt: 1 }}>
      <PageHeader title={route.title ?? 'shell.menu.docs'} icon={MenuBookIcon} />
      <Typography sx={{ mb: 1 }}>{translate('portal.docs.intro')}</Typography>
      <Typography sx={{ mb: 2 }}>
        <Link to="/docs/api">{translate('portal.docs.api.link')}</Link>
      </Typography>
      <TextField
        type="search"
        label={translate('portal.docs.search')}
        placeholder={translate('portal.docs.searchPlaceholder')}
        value={input}
        onChange={(e) => setInput(e.target.value.slice(0, QUERY_MAX))}
        fullWidth
        sx={{ mb: 1, maxWidth: 560 }}
        helperText={
          query && docs.data
            ? translate('portal.docs.results', { smart_count: hits.length })
            : translate('portal.docs.all')
        }
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
            endAdornment: input ? (
              <InputAdornment position="end">
                <IconButton aria-label={translate('portal.docs.clearSearch')} onClick={() => setInput('')} edge="end">
                  <ClearIcon />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {docs.isPending && <LinearProgress aria-label={translate('portal.docs.loading')} sx={{ my: 2 }} />}
      {docs.isError && (
        <Alert
          severity="error"
          sx={{ my: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void docs.refetch()}>
              {translate('portal.docs.retry')}
            </Button>
          }
        >
          {translate('portal.docs.loadError')}
        </Alert>
      )}
      {docs.isSuccess && pages.length === 0 && (
        <Alert severity="info" sx={{ my: 2 }}>
          {translate('portal.docs.noData')}
        </Alert>
      )}
      {docs.isSuccess && query && hits.length === 0 && (
        <Alert severity="info" role="status" sx={{ my: 2 }}>
          {translate('portal.docs.noResults', { query })}
        </Alert>
      )}
      {docs.isSuccess && (
        <Box
          component="ul"
          aria-label={
            query ? translate('portal.docs.results', { smart_count: hits.length }) : translate('portal.docs.all')
          }
          sx={{
            p: 0,
            m: 0,
            mt: 1,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {query
            ? hits.map((hit) => <DocCard key={hit.page.id} page={hit.page} text={hit.snippet} query={query} />)
            : pages.map((page) => <DocCard key={page.id} page={page} text={page.summary} query="" />)}
        </Box>
      )}
    </Box>
  );
}
