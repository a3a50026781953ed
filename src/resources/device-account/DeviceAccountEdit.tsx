import { useRecordContext, type RaRecord } from 'react-admin';
import { ResourceEdit } from '../../components/ResourceForms';
import { DeviceAccountInputs } from './DeviceAccountInputs';
import { toEditValues, toUpdateData, type DeviceAccountRecord } from './deviceAccountRecord';

function StoredTypeInputs() {
  const record = useRecordContext<DeviceAccountRecord>();
  return <DeviceAccountInputs storedType={record?.criteria?.accountType} />;
}

/**
 * Edit a device account. The MAC (stored as a hash) and the password are write-only: the form starts
 * from the record without them, and they are only sent when a new value is typed (or the type changes).
 */
export default function DeviceAccountEdit() {
  return (
    <ResourceEdit
      toValues={(record: RaRecord) => toEditValues(record as DeviceAccountRecord)}
      transform={(data, options) => toUpdateData(data, options?.previousData as DeviceAccountRecord | undefined)}
    >
      <StoredTypeInputs />
    </ResourceEdit>
  );
}
