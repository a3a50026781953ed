import { useTranslate } from 'react-admin';

/** The CSV import wizard (/hotspot-device/import). */
export default function ImportWizard() {
  const translate = useTranslate();
  return <div>{translate('resources.hotspot-device.import.title')}</div>;
}
