import type { TranslateFunction } from 'react-admin';
import type { RowError } from './csvCore';

/** The wizard's message prefix. */
export const P = 'resources.hotspot-device.import';

/** The server's field names (GraphQL input) → the wizard's fields. */
const FIELD_ALIASES: Record<string, string> = {
  hotspotDeviceConfig: 'config',
  locationId: 'location',
  monitoringAlias: 'name',
  'monitoringConfig.alias': 'name',
};

/** A problem of a row as the user reads it: "<field label>: <message>". */
export function describeRowError(translate: TranslateFunction, e: RowError): string {
  const field = FIELD_ALIASES[e.field] ?? e.field;
  const label = translate(`${P}.fields.${field}`, { _: e.field });
  const args = { ...(e.args ?? {}) } as Record<string, unknown>;
  if (typeof args.index === 'number') args.index = args.index + 1;
  const text = translate(e.message, { ...args, _: translate(`${P}.errors.invalidValue`) });
  return `${label}: ${text}`;
}

/** A count as the user's language writes it (de: 1.000, en: 1,000). */
export const formatCount = (n: number, locale: string): string => new Intl.NumberFormat(locale).format(n);
