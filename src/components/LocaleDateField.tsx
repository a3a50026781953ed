import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { localeTag } from '../providers/i18nProvider';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date and time in the format of the chosen language (date formatting follows the language switch). */
export default function LocaleDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField showTime locales={localeTag(locale)} options={DATE_TIME} {...props} />;
}
