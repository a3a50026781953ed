// A stored customer → the GraphQL Customer (plugins, licences and lists resolve on the type).
import type { customers } from '../../db/schema';

type CustomerRow = typeof customers.$inferSelect;

export const customerToGraphQL = (c: CustomerRow) => ({
  _id: c.id,
  customerId: c.customerId,
  company: c.company,
  active: c.active,
  address: c.address,
  email: c.email,
  phone: c.phone,
  description: c.description,
  website: c.website,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});
