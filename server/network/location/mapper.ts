// Stored locations and regions → the GraphQL Location and LocationGroup.
import type { DnsFilterError, Location, LocationGroup } from '../../graphql/generated/resolvers';
import { toOpeningHours } from '../../platform/periods';
import type { LocationGroupRow, LocationRow } from './table';

/** A Location without the fields its own resolvers answer. */
export type LocationModel = Omit<Location, 'locationGroups' | 'monitoring' | 'hotspotDeviceIds' | 'dnsFilterConfig'> & {
  row: LocationRow;
};
/** A LocationGroup without the fields its own resolvers answer. */
export type LocationGroupModel = Omit<LocationGroup, 'locations' | 'locationIds'>;

export function toLocation(row: LocationRow): LocationModel {
  const address =
    row.street || row.zip || row.city || row.state || row.country
      ? { street: row.street, zip: row.zip, city: row.city, state: row.state, country: row.country }
      : null;
  return {
    _id: row.id,
    customerId: row.customerId,
    name: row.name,
    description: row.description,
    externalId: row.externalId,
    address,
    geoLocation: row.geoLat !== null && row.geoLong !== null ? { lat: row.geoLat, long: row.geoLong } : null,
    geoEstimated: row.geoEstimated,
    openingHours: toOpeningHours(row.openingHours),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    row,
  };
}

export const dnsFailuresOf = (row: LocationRow) =>
  row.dnsFailures.map((f) => ({ error: f.error as DnsFilterError, message: f.message }));

export function toLocationGroup(row: LocationGroupRow): LocationGroupModel {
  return {
    _id: row.id,
    customerId: row.customerId,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
