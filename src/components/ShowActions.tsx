import type { ReactNode } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Link, ListButton, TopToolbar, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import { resourcePath } from './resourcePath';

/**
 * The action bar of a details page: back to the list, edit (for users who may edit the record),
 * and the resource's own actions (`children`, e.g. its delete button). Links carry ?organization.
 */
export default function ShowActions({ children }: { children?: ReactNode }) {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const { canAccess: canEdit = false } = useCanAccess({ resource, action: 'edit', record });
  return (
    <TopToolbar>
      <ListButton to={resourcePath(resource)} />
      {record && canEdit && (
        <Button component={Link} to={resourcePath(resource, record.id, 'edit')} label="ra.action.edit">
          <EditIcon />
        </Button>
      )}
      {children}
    </TopToolbar>
  );
}
