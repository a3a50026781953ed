import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { DATE_OPTIONS, DATE_TIME_OPTIONS, formatTag } from '../i18n/formats';

/**
 * A date and time in the one style of the chosen language (src/i18n/formats.ts: medium date, short
 * time); `showTime={false}` for a date alone. Formatting follows the language switch.
 */
export default function LocaleDateField({ showTime = true, ...props }: DateFieldProps) {
  const [locale] = useLocaleState();
  return (
    <DateField
      showTime={showTime}
      locales={formatTag(locale)}
      options={showTime ? DATE_TIME_OPTIONS : DATE_OPTIONS}
      {...props}
    />
  );
}
