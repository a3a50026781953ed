import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../PageHeader';

/** The attempted path, shown as it was requested. */
export function AttemptedPath({ path }: { path: string | null }) {
  const translate = useTranslate();
  if (!path) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, wordBreak: 'break-all' }}>
      {translate('pages.requirements.attemptedPath')}:{' '}
      <Box component="code" sx={{ fontFamily: 'monospace' }}>
        {path}
      </Box>
    </Typography>
  );
}

/** The frame of the requirement pages (seed 001 §2): title, explanation, what the user can do. */
export default function RequirementPage({
  title,
  icon = LockIcon,
  children,
  actions,
}: {
  title: string;
  icon?: typeof LockIcon;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 720, mt: 1 }}>
      <PageHeader title={title} icon={icon} />
      <Card>
        <CardContent>{children}</CardContent>
        <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>{actions}</CardActions>
      </Card>
    </Box>
  );
}
