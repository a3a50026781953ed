import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  InputAdornment,
  Link as MuiLink,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DataObjectIcon from '@mui/icons-material/DataObject';
import SearchIcon from '@mui/icons-material/Search';
import { Link, useTranslate } from 'react-admin';
import type { PageProps } from '../../routes';
import { PageHeader } from '../PageHeader';
import {
  BUILT_IN_SCALARS,
  parseApiSchema,
  searchApiSchema,
  type ApiArgument,
  type ApiField,
  type ApiType,
} from './apiSchema';

/** The SDL of schema/, taken in at build time: this chunk only (the page loads on demand). */
const SOURCES = Object.values(
  import.meta.glob<string>('../../../../schema/*.graphql', { query: '?raw', import: 'default', eager: true }),
);

const M = 'portal.docs.api';
type Section = 'queries' | 'mutations' | 'types';
const anchor = (name: string) => `type-${name}`;

/** A type as written (`[Voucher!]!`), its named type a link to its entry unless it is built in. */
function TypeRef({ type, name, onOpen }: { type: string; name: string; onOpen: (name: string) => void }) {
  if (BUILT_IN_SCALARS.has(name)) return <code>{type}</code>;
  const [before, after] = [type.slice(0, type.indexOf(name)), type.slice(type.indexOf(name) + name.length)];
  return (
    <code>
      {before}
      <MuiLink
        href={`#${anchor(name)}`}
        onClick={(event) => {
          event.preventDefault();
          onOpen(name);
        }}
      >
        {name}
      </MuiLink>
      {after}
    </code>
  );
}

function Arguments({ args, onOpen }: { args: readonly ApiArgument[]; onOpen: (name: string) => void }) {
  if (!args.length) return null;
  return (
    <Box component="dl" sx={{ m: 0, mt: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
      {args.map((a) => (
        <Box key={a.name} sx={{ mb: 0.75 }}>
          <Box component="dt" sx={{ fontFamily: 'monospace', fontSize: '0.875rem' }}>
            {a.name}: <TypeRef type={a.type} name={a.typeName} onOpen={onOpen} />
            {a.defaultValue !== undefined && (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                = {a.defaultValue}
              </Typography>
            )}
          </Box>
          {a.description && (
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {a.description}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** One query or mutation: its signature, description and arguments. */
function Operation({ field, onOpen }: { field: ApiField; onOpen: (name: string) => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={field.name}>
      <Typography component="h3" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {field.name}
        <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 400 }}>
          : <TypeRef type={field.type} name={field.typeName} onOpen={onOpen} />
        </Typography>
      </Typography>
      {field.description && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          {field.description}
        </Typography>
      )}
      <Arguments args={field.args} onOpen={onOpen} />
    </Paper>
  );
}

function TypeEntry({ type, onOpen }: { type: ApiType; onOpen: (name: string) => void }) {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, scrollMarginTop: 80 }}
      component="section"
      id={anchor(type.name)}
      aria-label={type.name}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {type.name}
        </Typography>
        <Chip size="small" variant="outlined" label={translate(`${M}.kinds.${type.kind}`)} />
      </Stack>
      {type.description && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          {type.description}
        </Typography>
      )}
      {type.fields.length > 0 && (
        <Arguments
          args={type.fields.map((f) => ({
            ...f,
            name: f.args.length ? `${f.name}(${f.args.map((a) => `${a.name}: ${a.type}`).join(', ')})` : f.name,
          }))}
          onOpen={onOpen}
        />
      )}
      {type.values.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 3 }}>
          {type.values.map((v) => (
            <li key={v.name}>
              <code>{v.name}</code>
              {v.description && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  – {v.description}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}

function List({ children, empty }: { children: ReactNode[]; empty: string }) {
  return children.length ? (
    <Stack sx={{ gap: 1.5 }}>{children}</Stack>
  ) : (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {empty}
    </Typography>
  );
}

/** /docs/api: the GraphQL schema for integrators, browsable and searchable; the REST endpoints as OpenAPI. */
export default function ApiReferencePage(_props: PageProps) {
  const translate = useTranslate();
  const schema = useMemo(() => parseApiSchema(SOURCES), []);
  const [query, setQuery] = useState('');
  const [section, setSection] = useState<Section>('queries');
  const [target, setTarget] = useState<string | null>(null);
  const shown = useMemo(() => searchApiSchema(schema, query), [schema, query]);

  const open = (name: string) => {
    setQuery('');
    setSection('types');
    setTarget(name);
  };
  useEffect(() => {
    if (!target || section !== 'types') return;
    document.getElementById(anchor(target))?.scrollIntoView?.({ block: 'start' });
    setTarget(null);
  }, [target, section]);

  const counts: Record<Section, number> = {
    queries: shown.queries.length,
    mutations: shown.mutations.length,
    types: shown.types.length,
  };
  const empty = translate(`${M}.noResults`, { query });

  return (
    <Box sx={{ mt: 1, maxWidth: 960 }}>
      <PageHeader title={`${M}.title`} icon={DataObjectIcon}>
        <Button component={Link} to="/docs" startIcon={<ArrowBackIcon />}>
          {translate('portal.docs.back')}
        </Button>
      </PageHeader>
      <Alert severity="info" sx={{ mb: 2 }}>
        <Typography variant="body2">{translate(`${M}.intro`)}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(`${M}.auth`)} <Link to="/api-keys">{translate(`${M}.apiKeys`)}</Link>
          {' · '}
          <MuiLink href="/api/openapi.json" target="_blank" rel="noopener">
            {translate(`${M}.openapi`)}
          </MuiLink>
        </Typography>
      </Alert>
      <TextField
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        label={translate(`${M}.search`)}
        placeholder={translate(`${M}.searchPlaceholder`)}
        size="small"
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Tabs
        value={section}
        onChange={(_event, value: Section) => setSection(value)}
        aria-label={translate(`${M}.sections`)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', my: 1 }}
      >
        {(['queries', 'mutations', 'types'] as const).map((s) => (
          <Tab key={s} value={s} label={`${translate(`${M}.${s}`)} (${counts[s]})`} />
        ))}
      </Tabs>
      {section === 'queries' && (
        <List empty={empty}>
          {shown.queries.map((f) => (
            <Operation key={f.name} field={f} onOpen={open} />
          ))}
        </List>
      )}
      {section === 'mutations' && (
        <List empty={empty}>
          {shown.mutations.map((f) => (
            <Operation key={f.name} field={f} onOpen={open} />
          ))}
        </List>
      )}
      {section === 'types' && (
        <List empty={empty}>
          {shown.types.map((t) => (
            <TypeEntry key={t.name} type={t} onOpen={open} />
          ))}
        </List>
      )}
    </Box>
  );
}
