import { ResourceCreate } from '../../components/ResourceForms';
import { DeviceInputs } from './DeviceInputs';
import { toDeviceData } from './deviceRecord';

const DEFAULTS = {
  active: true,
  mac: [''],
  keywords: [],
  monitoringConfig: { alias: '' },
  activePeriod: { start: null, end: null },
  geoLocation: { lat: null, long: null },
  timezone: 'Europe/Berlin',
};

/** Create a hotspot device (with or without a device configuration). */
export default function DeviceCreate() {
  return (
    <ResourceCreate defaultValues={DEFAULTS} transform={toDeviceData}>
      <DeviceInputs />
    </ResourceCreate>
  );
}
