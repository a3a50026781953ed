import {
  Box,
  Button as MuiButton,
  Card,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import { Link } from 'react-router-dom';
import { ResourceContextProvider, Title, useLocaleState, useTranslate } from 'react-admin';
import type { PluginKey } from '../../domain/enums';
import { PLUGIN_BLOCKS, PLUGIN_FIELDS } from '../../domain/plugins';
import EmptyState from '../../components/EmptyState';
import RequireCustomer from '../../shell/RequireCustomer';
import CustomerSettingsCard from './CustomerSettingsCard';
import {
  PluginMessage,
  PluginsLoading,
  RemovePluginButton,
  pluginPath,
  usePluginPermissions,
  usePluginsRecord,
} from './pluginParts';
import { RESOURCE, configuredBlocks, storedSecrets, type PluginBlock, type PluginsRecord } from './pluginRecord';

const R = 'resources.customer-plugins';

/** The settings of a block worth a glance: numbers with their units, tiers, VLAN range, key texts, credentials. */
function useSummary() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'de-DE');
  return (key: PluginKey, block: PluginBlock, record: PluginsRecord): string[] => {
    const out: string[] = [];
    const label = (name: string) => translate(`${R}.fields.${key}.${name}`);
    for (const field of PLUGIN_FIELDS[key]) {
      const value = block[field.name];
      if (key === 'reos' && field.name === 'minVlanId') {
        out.push(translate(`${R}.values.vlanRange`, { min: block.minVlanId, max: block.maxVlanId }));
        continue;
      }
      if (key === 'reos' && field.name === 'maxVlanId') continue;
      if (field.kind === 'int') {
        const unlimited =
          field.unlimited && (value === -1 || (key === 'concurrentUser' && (value === 0 || value == null)));
        if (unlimited) out.push(`${label(field.name)}: ${translate(`${R}.values.unlimited`)}`);
        else if (typeof value === 'number')
          out.push(
            `${label(field.name)}: ${number.format(value)}${field.unit ? ` ${translate(`${R}.units.${field.unit}`)}` : ''}`,
          );
      } else if (field.kind === 'enum' && typeof value === 'string') {
        out.push(`${label(field.name)}: ${translate(`enums.${field.enumGroup}.${value}`)}`);
      } else if (field.required && typeof value === 'string' && field.kind !== 'secret') {
        out.push(`${label(field.name)}: ${value}`);
      }
    }
    for (const name of storedSecrets(record, key)) {
      out.push(`${label(name)}: ${translate(`${R}.values.secretSet`)}`);
    }
    return out;
  };
}

function StatusChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(`${R}.values.${active ? 'active' : 'inactive'}`)}
    />
  );
}

function PluginTable({ record, canUpdate }: { record: PluginsRecord; canUpdate: boolean }) {
  const translate = useTranslate();
  const summary = useSummary();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = configuredBlocks(record);
  return (
    <Card sx={{ maxWidth: '100%', minWidth: 0 }}>
      <Box sx={{ overflowX: 'auto', width: '100%' }}>
        <Table size="small" aria-label={translate(`${R}.page.list`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${R}.fields.plugin`)}</TableCell>
              <TableCell>{translate(`${R}.fields.status`)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {translate(`${R}.fields.settings`)}
              </TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ key, block }) => {
              const items = summary(key, block, record);
              return (
                <TableRow key={key} data-plugin={key} hover>
                  <TableCell sx={{ minWidth: { xs: 0, sm: 140 }, overflowWrap: 'anywhere' }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {translate(`plugins.${key}`)}
                    </Typography>
                    {/* on phones the settings go under the name */}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: { xs: 'block', sm: 'none' }, overflowWrap: 'anywhere' }}
                    >
                      {items.join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <StatusChip active={block.active === true} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}>
                    {items.length ? (
                      <Stack component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                        {items.map((item) => (
                          <Typography component="li" variant="body2" key={item}>
                            {item}
                          </Typography>
                        ))}
                      </Stack>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {translate(`${R}.values.noSettings`)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', px: { xs: 0.5, sm: 2 } }}>
                    {canUpdate &&
                      (isPhone ? (
                        <IconButton
                          component={Link}
                          to={pluginPath(key, 'edit')}
                          color="primary"
                          aria-label={`${translate(`${R}.actions.edit`)}: ${translate(`plugins.${key}`)}`}
                        >
                          <EditIcon />
                        </IconButton>
                      ) : (
                        <MuiButton
                          size="small"
                          component={Link}
                          to={pluginPath(key, 'edit')}
                          startIcon={<EditIcon />}
                          aria-label={`${translate(`${R}.actions.edit`)}: ${translate(`plugins.${key}`)}`}
                        >
                          {translate(`${R}.actions.edit`)}
                        </MuiButton>
                      ))}
                    <RemovePluginButton pluginKey={key} record={record} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Card>
  );
}

function PluginList() {
  const translate = useTranslate();
  const { record, isPending, error, refetch } = usePluginsRecord();
  const { canCreate, canUpdate } = usePluginPermissions();
  const configured = configuredBlocks(record);
  const missing = PLUGIN_BLOCKS.length - configured.length;
  const title = <Title title={`${R}.page.list`} />;
  if (isPending)
    return (
      <>
        {title}
        <PluginsLoading />
      </>
    );
  if (error)
    return (
      <>
        {title}
        <PluginMessage
          severity="error"
          action={<MuiButton onClick={() => void refetch()}>{translate(`${R}.actions.retry`)}</MuiButton>}
        >
          {translate(`${R}.states.loadError`)}
        </PluginMessage>
      </>
    );
  if (configured.length === 0)
    return (
      <>
        {title}
        <EmptyState canCreate={canCreate}>
          <Typography color="text.secondary">{translate(`${R}.empty.readOnly`)}</Typography>
        </EmptyState>
      </>
    );
  return (
    <>
      {title}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, my: 1, flexWrap: 'wrap' }}>
        {canCreate && missing > 0 && (
          <MuiButton component={Link} to={pluginPath(null, 'create')} startIcon={<AddIcon />}>
            {translate(`${R}.actions.create`)}
          </MuiButton>
        )}
        {!canUpdate && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mr: 'auto' }}
          >
            <LockIcon fontSize="small" aria-hidden />
            {translate(`${R}.empty.readOnly`)}
          </Typography>
        )}
      </Box>
      <PluginTable record={record!} canUpdate={canUpdate} />
    </>
  );
}

/**
 * /customer-plugins: the plugin blocks of the active customer, their state and settings (seed 001 §2),
 * and the customer's own settings (retention, second factor of its members; issue 38).
 */
export default function CustomerPluginList() {
  return (
    <RequireCustomer>
      <ResourceContextProvider value={RESOURCE}>
        <PluginList />
        <CustomerSettingsCard />
      </ResourceContextProvider>
    </RequireCustomer>
  );
}
