import type { CodegenConfig } from '@graphql-codegen/cli';

// One source of truth: the SDL files in schema/. Types for the server resolvers and for the client.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    'src/generated/graphql.ts': {
      plugins: ['typescript'],
      config: {
        useTypeImports: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        avoidOptionals: false,
      },
    },
    'server/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        contextType: '../context#GraphQLContext',
        mappers: {},
        defaultMapper: 'Partial<{T}>',
      },
    },
  },
};
export default config;
