// Customers, their details and licences, and the caller's white-label partner (seed 000 §3, §7).
import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerPlugins, customers, users, type PluginBlocks } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { forbidden, notImplemented } from '../../graphql/errors';
import { requireViewer, visibleCustomers } from '../../graphql/guard';
import { can } from '../../../src/domain/acl';
import { countAll, idList, likePattern, orderBy, page, pageWindow, searchTerm } from '../../lib/paging';
import type { QueryCustomersArgs, QueryLicenseUtilizationArgs } from '../../graphql/generated/resolvers';
import { licenseUtilization, voucherLicense } from '../../graphql/licences';
import { customerToGraphQL } from './mapper';

const companyOrder = sql`${customers.company} collate "und-x-icu"`;

const sortable = {
  // Language-aware order (ICU root collation, on PGlite and PostgreSQL alike): "Bäckerei" before
  // "Bibliothek", "Ärztehaus" with the A's — not after "Z" as the database's C collation would.
  company: companyOrder,
  customerId: customers.customerId,
  active: customers.active,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

async function listCustomers(ctx: GraphQLContext, args: QueryCustomersArgs) {
  const viewer = requireViewer(ctx);
  const { offset, limit } = pageWindow(args);
  const scope = visibleCustomers(viewer);
  const conds: SQL[] = [];
  if (scope !== '*') conds.push(inArray(customers.customerId, scope.length ? scope : ['']));
  const customerIds = idList('customerIds', args.customerIds);
  const ids = idList('ids', args.ids);
  if (customerIds) conds.push(inArray(customers.customerId, customerIds));
  if (ids) conds.push(inArray(customers.id, ids));
  if (args.active != null) conds.push(eq(customers.active, args.active));
  const q = searchTerm(args.search)?.toLowerCase();
  if (q) conds.push(ilike(customers.searchText, likePattern(q)));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(customers)
      .where(where)
      .orderBy(...orderBy(args, sortable, customers.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: countAll }).from(customers).where(where),
  ]);
  return page(rows.map(customerToGraphQL), total, offset);
}

/** The caller works for this customer (any grant), else FORBIDDEN. */
function requireVisible(ctx: GraphQLContext, customerId: string) {
  const viewer = requireViewer(ctx);
  const scope = visibleCustomers(viewer);
  if (scope !== '*' && !scope.includes(customerId)) throw forbidden('customerId');
  return viewer;
}

async function whitelabelPartner(db: Db, userId: string) {
  const [u] = await db.select({ home: users.homeCustomerId }).from(users).where(eq(users.id, userId));
  if (!u?.home) return null;
  const [home] = await db.select().from(customers).where(eq(customers.customerId, u.home));
  if (!home) return null;
  // A partner's own staff see their own brand: the home customer is the partner of others.
  let partnerId = home.partnerCustomerId;
  if (!partnerId) {
    const [client] = await db
      .select({ id: customers.customerId })
      .from(customers)
      .where(eq(customers.partnerCustomerId, home.customerId))
      .limit(1);
    if (!client) return null;
    partnerId = home.customerId;
  }
  const [partner] = await db.select().from(customers).where(eq(customers.customerId, partnerId));
  return partner ? { customerId: partner.customerId, company: partner.company } : null;
}

type CustomerParent = { customerId: string };

/** Plugin fields that are credentials: only callers who may change plugins read them. */
const SECRET_FIELDS = new Set(['clientSecret', 'password', 'token', 'analyticsToken']);

function withoutSecrets(plugins: PluginBlocks): PluginBlocks {
  const out: PluginBlocks = {};
  for (const [name, block] of Object.entries(plugins)) {
    out[name] =
      block && (Object.fromEntries(Object.entries(block).filter(([k]) => !SECRET_FIELDS.has(k))) as typeof block);
  }
  return out;
}

export const customerResolvers = {
  Query: {
    customers: (_: unknown, args: QueryCustomersArgs, ctx: GraphQLContext) => listCustomers(ctx, args),
    licenseUtilization: async (_: unknown, args: QueryLicenseUtilizationArgs, ctx: GraphQLContext) => {
      const viewer = requireVisible(ctx, args.customerId);
      if (!can(viewer.acl, 'OnlineUsers', 'read', args.customerId)) throw forbidden('customerId');
      return licenseUtilization(ctx.db, args.customerId);
    },
    whitelabelPartner: (_: unknown, __: unknown, ctx: GraphQLContext) =>
      whitelabelPartner(ctx.db, requireViewer(ctx).id),
  },
  Customer: {
    lastLogin: (_c: unknown, _a: unknown, ctx: GraphQLContext) => {
      requireViewer(ctx);
      throw notImplemented('Customer.lastLogin');
    },
    plugins: async (c: CustomerParent, _: unknown, ctx: GraphQLContext) => {
      const [row] = await ctx.db.select().from(customerPlugins).where(eq(customerPlugins.customerId, c.customerId));
      if (!row) return null;
      const viewer = requireViewer(ctx);
      const blocks = can(viewer.acl, 'CustomerPlugins', 'update', c.customerId)
        ? row.plugins
        : withoutSecrets(row.plugins);
      return { _id: row.id, customerId: row.customerId, createdAt: row.createdAt, updatedAt: row.updatedAt, ...blocks };
    },
    licenseUtilization: (c: CustomerParent, _: unknown, ctx: GraphQLContext) => {
      const viewer = requireViewer(ctx);
      // Shown only to callers who may read online users (seed 000 §6, licence card rule).
      if (!can(viewer.acl, 'OnlineUsers', 'read', c.customerId)) return null;
      return licenseUtilization(ctx.db, c.customerId);
    },
    voucherLicense: (c: CustomerParent, _: unknown, ctx: GraphQLContext) => {
      const viewer = requireViewer(ctx);
      if (!can(viewer.acl, 'Voucher', 'any', c.customerId)) return null;
      return voucherLicense(ctx.db, c.customerId);
    },
  },
};
