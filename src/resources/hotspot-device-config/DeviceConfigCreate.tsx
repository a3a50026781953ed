import { ResourceCreate } from '../../components/ResourceForms';
import { DeviceConfigInputs } from './DeviceConfigInputs';
import { toDeviceConfigData } from './deviceConfigRecord';

const DEFAULTS = {
  active: true,
  keywords: [],
  hotspotLoginTemplates: [],
  customStartPage: false,
  templateBundle: null,
  deviceSettings: [],
};

/** Create a device configuration (/hotspot-device-config/create). */
export default function DeviceConfigCreate() {
  return (
    <ResourceCreate defaultValues={DEFAULTS} transform={toDeviceConfigData} maxWidth={760}>
      <DeviceConfigInputs />
    </ResourceCreate>
  );
}
