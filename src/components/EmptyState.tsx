import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { CreateButton, useResourceContext, useTranslate } from 'react-admin';
import { resourceModule } from '../shell/registry';
import { resourcePath } from './resourcePath';

/**
 * A list without any record yet (no filter set): the resource's icon, `resources.<name>.empty.title`
 * and `.text`, and its create button when the user may create (`canCreate`), else `children` (e.g.
 * "ask your administrator").
 */
export default function EmptyState({ canCreate, children }: { canCreate: boolean; children?: ReactNode }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const Icon = resourceModule(resource)?.icon;
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 480, px: 2 }}>
      {Icon && <Icon sx={{ fontSize: 72, color: 'text.disabled' }} />}
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`resources.${resource}.empty.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`resources.${resource}.empty.text`)}
      </Typography>
      {canCreate ? (
        <CreateButton
          variant="contained"
          label={`resources.${resource}.actions.create`}
          to={resourcePath(resource, undefined, 'create')}
        />
      ) : (
        children
      )}
    </Box>
  );
}
