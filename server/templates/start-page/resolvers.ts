// GraphQL of the start-page content: thin, every decision is the services'.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as bundles from './service/bundle';
import * as imprints from './service/imprint';
import * as templates from './service/template';
import * as termsOfUse from './service/termsOfUse';

export const startPageResolvers = {
  Query: {
    termsOfUses: (_parent, args, ctx) => termsOfUse.listTermsOfUses(ctx, args),
    imprint: (_parent, args, ctx) => imprints.listImprints(ctx, args),
    templates: (_parent, args, ctx) => templates.listTemplates(ctx, args),
    templateBundles: (_parent, args, ctx) => bundles.listTemplateBundles(ctx, args),
  },
  Customer: {
    termsOfUses: (customer, args, ctx) =>
      termsOfUse.listTermsOfUses(ctx, { ...args, customerIds: [customer.customerId!] }),
    imprints: (customer, args, ctx) => imprints.listImprints(ctx, { ...args, customerIds: [customer.customerId!] }),
    templates: (customer, args, ctx) => templates.listTemplates(ctx, { ...args, customerIds: [customer.customerId!] }),
    templateBundles: (customer, args, ctx) =>
      bundles.listTemplateBundles(ctx, { ...args, customerIds: [customer.customerId!] }),
  },
  TemplateBundle: {
    boundTemplates: (bundle, args, ctx) => bundles.boundTemplates(ctx, bundle, args),
  },
  Mutation: {
    createTermsOfUse: (_parent, { data }, ctx) => termsOfUse.createTermsOfUse(ctx, data),
    updateTermsOfUse: (_parent, { data }, ctx) => termsOfUse.updateTermsOfUse(ctx, data),
    deleteTermsOfUse: (_parent, { _id }, ctx) => termsOfUse.deleteTermsOfUse(ctx, _id),
    createImprint: (_parent, { data }, ctx) => imprints.createImprint(ctx, data),
    updateImprint: (_parent, { data }, ctx) => imprints.updateImprint(ctx, data),
    deleteImprint: (_parent, { _id }, ctx) => imprints.deleteImprint(ctx, _id),
    createTemplate: (_parent, { data }, ctx) => templates.createTemplate(ctx, data),
    updateTemplate: (_parent, { data }, ctx) => templates.updateTemplate(ctx, data),
    deleteTemplate: (_parent, { _id }, ctx) => templates.deleteTemplate(ctx, _id),
    createTemplateBundle: (_parent, { data }, ctx) => bundles.createTemplateBundle(ctx, data),
    updateTemplateBundle: (_parent, { data }, ctx) => bundles.updateTemplateBundle(ctx, data),
    deleteTemplateBundle: (_parent, { _id }, ctx) => bundles.deleteTemplateBundle(ctx, _id),
  },
} satisfies Resolvers;
