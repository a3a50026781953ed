// A stored customer → the GraphQL Customer (plugins, licences and lists resolve on the type).
import type { customers } from './table';
import type { Customer } from '../../graphql/generated/resolvers';

type CustomerRow = typeof customers.$inferSelect;

/** A Customer's own fields; plugins, licences and the lists of other modules resolve on the type. */
export type CustomerModel = Pick<
  Customer,
  | '_id'
  | 'customerId'
  | 'company'
  | 'active'
  | 'address'
  | 'email'
  | 'phone'
  | 'description'
  | 'website'
  | 'createdAt'
  | 'updatedAt'
  | 'retentionMonths'
  | 'secondFactorRequired'
>;

export const customerToGraphQL = (c: CustomerRow): CustomerModel => ({
  _id: c.id,
  customerId: c.customerId,
  company: c.company,
  active: c.active,
  address: c.address,
  email: c.email,
  phone: c.phone,
  description: c.description,
  website: c.website,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
  retentionMonths: c.retentionMonths,
  secondFactorRequired: c.secondFactorRequired,
});
