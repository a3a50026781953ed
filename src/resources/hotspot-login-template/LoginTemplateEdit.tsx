import type { RaRecord } from 'react-admin';
import { ResourceEdit } from '../../components/ResourceForms';
import { LoginTemplateInputs } from './LoginTemplateInputs';
import { toEditValues, toLoginTemplateData, type LoginTemplateRecord } from './loginTemplateRecord';
import { usePluginsRow } from './usePluginsRow';

/** Edit a login template (only changed fields are sent; a stale record answers CONFLICT). */
export default function LoginTemplateEdit() {
  const { row, isPending } = usePluginsRow();
  const cooldownActive = !!row?.active('cooldown');
  return (
    <ResourceEdit
      toValues={(record: RaRecord) => toEditValues(record as LoginTemplateRecord)}
      transform={(data) => toLoginTemplateData(data, cooldownActive)}
    >
      {!isPending && <LoginTemplateInputs row={row} />}
    </ResourceEdit>
  );
}
