import { useState } from 'react';
import LicenceCard from './LicenceCard';
import LicenceDialog from './LicenceDialog';
import { useLicence } from './useLicence';

/** The licence card of the drawer with its info dialog; nothing when the card rule says no. */
export default function LicencePanel() {
  const state = useLicence();
  const [open, setOpen] = useState(false);
  if (!state.visible) return null;
  return (
    <>
      <LicenceCard
        licence={state.licence}
        summary={state.summary}
        loading={state.loading}
        onRefresh={state.refresh}
        onInfo={() => setOpen(true)}
      />
      <LicenceDialog open={open} onClose={() => setOpen(false)} state={state} />
    </>
  );
}
