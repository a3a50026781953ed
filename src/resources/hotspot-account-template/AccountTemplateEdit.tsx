import type { RaRecord } from 'react-admin';
import { ResourceEdit } from '../../components/ResourceForms';
import { AccountTemplateInputs } from './AccountTemplateInputs';
import { toEditValues, toTemplateData, type AccountTemplateRecord } from './accountTemplateRecord';

/** Edit an account template (only changed fields are sent; a stale record answers CONFLICT). */
export default function AccountTemplateEdit() {
  return (
    <ResourceEdit
      toValues={(record: RaRecord) => toEditValues(record as AccountTemplateRecord)}
      transform={toTemplateData}
    >
      <AccountTemplateInputs />
    </ResourceEdit>
  );
}
