import type { RaRecord } from 'react-admin';
import { ResourceEdit } from '../../components/ResourceForms';
import { DeviceConfigInputs } from './DeviceConfigInputs';
import { toDeviceConfigData, toEditValues, type DeviceConfigRecord } from './deviceConfigRecord';

/** Edit a device configuration (only changed fields are sent; a stale record answers CONFLICT). */
export default function DeviceConfigEdit() {
  return (
    <ResourceEdit
      toValues={(record: RaRecord) => toEditValues(record as DeviceConfigRecord)}
      transform={toDeviceConfigData}
      maxWidth={760}
    >
      <DeviceConfigInputs />
    </ResourceEdit>
  );
}
