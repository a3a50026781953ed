import type { RaRecord } from 'react-admin';
import { ResourceEdit } from '../../components/ResourceForms';
import { DeviceInputs } from './DeviceInputs';
import { toDeviceData, toEditValues, type DeviceRecord } from './deviceRecord';

/** Edit a hotspot device (only changed fields are sent; a stale record answers CONFLICT). */
export default function DeviceEdit() {
  return (
    <ResourceEdit toValues={(record: RaRecord) => toEditValues(record as DeviceRecord)} transform={toDeviceData}>
      <DeviceInputs />
    </ResourceEdit>
  );
}
