import { ResourceCreate } from '../../components/ResourceForms';
import { AccountTemplateInputs } from './AccountTemplateInputs';
import { toTemplateData } from './accountTemplateRecord';

const DEFAULTS = { active: true, accountConfiguration: { dynamicExpires: 'eod' }, accountProfile: {} };

/** Create an account template. */
export default function AccountTemplateCreate() {
  return (
    <ResourceCreate defaultValues={DEFAULTS} transform={toTemplateData}>
      <AccountTemplateInputs />
    </ResourceCreate>
  );
}
