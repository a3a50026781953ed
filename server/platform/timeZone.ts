// The installation's time zone: ANALYTICS_TIMEZONE, else the stored one, else Europe/Berlin. Devices
// without a zone of their own apply code expiry formulas and login times in it (docs/decisions.md D204).
// The analytics module sets it at start (it owns the stored zone); until then, and in tests, the default.
import { DEFAULT_EXPIRY_TIMEZONE, isKnownTimeZone } from '../../src/domain/dynamicExpires';

let zone = DEFAULT_EXPIRY_TIMEZONE;

export function installationTimeZone(): string {
  return zone;
}

/** Sets the zone in force (an unknown zone leaves it unchanged); answers the zone in force. */
export function setInstallationTimeZone(next: string | null | undefined): string {
  if (isKnownTimeZone(next)) zone = next.trim();
  return zone;
}
