import { ResourceCreate } from '../../components/ResourceForms';
import { DeviceAccountInputs } from './DeviceAccountInputs';
import { toCreateData } from './deviceAccountRecord';

const DEFAULTS = { active: true, showTermsOfUse: false, keywords: [], criteria: { accountType: 'MAC' } };

/** Create a device account: the criteria inputs follow the chosen account type. */
export default function DeviceAccountCreate() {
  return (
    <ResourceCreate defaultValues={DEFAULTS} transform={toCreateData}>
      <DeviceAccountInputs />
    </ResourceCreate>
  );
}
