import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Divider,
  IconButton,
  LinearProgress,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import RouterIcon from '@mui/icons-material/Router';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import CopyButton from '../../../components/CopyButton';
import { can, canAnywhere } from '../../../domain/acl';
import { useActiveCustomer } from '../../../providers/activeCustomer';
import { usePermissionsAcl } from '../../guards';
import { profileApi, type HotspotConfig } from './profileApi';

const H = 'portal.profile.hotspot';

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
} as const;

function Item({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function Secret({ secret }: { secret: string }) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const label = translate(shown ? `${H}.hideSecret` : `${H}.showSecret`);
  return (
    <>
      <Typography sx={mono} data-testid="radius-secret">
        {shown ? secret : '•'.repeat(12)}
      </Typography>
      <Tooltip title={label}>
        <IconButton size="small" onClick={() => setShown((s) => !s)} aria-label={label} aria-pressed={shown}>
          {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
        </IconButton>
      </Tooltip>
      <CopyButton text={secret} label={`${H}.copySecret`} />
    </>
  );
}

function Details({ config }: { config: HotspotConfig }) {
  const translate = useTranslate();
  return (
    <>
      <Box component="dl" sx={{ m: 0 }}>
        <Item label={`${H}.loginPage`}>
          <Typography sx={mono}>{config.loginPageUrlPattern}</Typography>
          <CopyButton text={config.loginPageUrlPattern} label={`${H}.copyUrl`} />
        </Item>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${H}.loginPageHelp`)}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate(`${H}.devices`)}
      </Typography>
      {config.devices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${H}.noDevices`)}
        </Typography>
      ) : (
        <Box component="dl" sx={{ m: 0 }}>
          {config.devices.map((d) => (
            <Box
              key={d.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr' },
                gap: { xs: 0, sm: 2 },
                py: 0.5,
              }}
            >
              <Typography component="dt" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {d.name}
              </Typography>
              <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                <Typography variant="body2" sx={mono}>
                  {d.loginPageUrl}
                </Typography>
                <CopyButton text={d.loginPageUrl} label={`${H}.copyUrl`} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {config.moreDevices && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${H}.moreDevices`)}
        </Typography>
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3">
        {translate(`${H}.radius`)}
      </Typography>
      {!config.radius.enabled && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {translate(`${H}.radiusOff`)}
        </Alert>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        <Item label={`${H}.servers`}>
          <Stack>
            {config.radius.servers.map((server) => (
              <Typography key={server} sx={mono}>
                {server}
              </Typography>
            ))}
          </Stack>
        </Item>
        <Item label={`${H}.authPort`}>
          <Typography sx={mono}>{config.radius.authPort}</Typography>
        </Item>
        <Item label={`${H}.acctPort`}>
          <Typography sx={mono}>{config.radius.acctPort}</Typography>
        </Item>
        <Item label={`${H}.secret`}>
          <Secret secret={config.radius.secret} />
        </Item>
      </Box>
    </>
  );
}

/**
 * The hotspot configuration information (seed 001 §2 "Profile"; seed 000 §9 RADIUS ports) of the
 * active customer: only for who may administer that customer's hotspots (HotspotDevice:update; the
 * server checks the same). Nothing shows for everyone else.
 */
export default function HotspotConfigCard() {
  const translate = useTranslate();
  const { customerId, customer, summary } = useActiveCustomer();
  const { acl, loaded } = usePermissionsAcl();
  const allowed = !!customerId && loaded && can(acl, 'HotspotDevice', 'update', customerId);
  const query = useQuery({
    queryKey: ['portal', 'hotspot-config', customerId],
    queryFn: () => profileApi().hotspotConfig(customerId!),
    enabled: allowed,
    retry: false,
  });
  if (!customerId) {
    // Who administers hotspots somewhere learns where the information is.
    return loaded && canAnywhere(acl, 'HotspotDevice', 'update') ? (
      <Alert severity="info" icon={<RouterIcon />}>
        {translate(`${H}.noCustomer`)}
      </Alert>
    ) : null;
  }
  if (!allowed) return null;
  const company = customer?.company ?? summary?.company ?? customerId;
  return (
    <Card component="section" aria-labelledby="hotspot-config-title">
      <CardHeader
        avatar={<RouterIcon color="primary" aria-hidden />}
        title={translate(`${H}.title`)}
        subheader={translate(`${H}.intro`, { company })}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'hotspot-config-title' } }}
      />
      <Divider />
      <CardContent>
        {query.isPending ? (
          <LinearProgress aria-label={translate(`${H}.title`)} />
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {translate('portal.profile.retry')}
              </Button>
            }
          >
            {translate(`${H}.loadError`)}
          </Alert>
        ) : (
          // a secret shown for one customer is hidden for the next: the profile stays through a switch
          <Details key={customerId} config={query.data} />
        )}
      </CardContent>
    </Card>
  );
}
