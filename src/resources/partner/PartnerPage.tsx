import LeadList from './LeadList';
import PartnerLinks from './PartnerLinks';

/** /partner: the partner links (price list, FAQ, sheet; seed 000 §9) above the leads. */
export default function PartnerPage() {
  return (
    <>
      <PartnerLinks />
      <LeadList />
    </>
  );
}
