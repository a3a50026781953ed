import type { CodegenConfig } from '@graphql-codegen/cli';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The resolver models, found by convention: every `server/<domain>/<module>/mapper.ts` that exports a
 * type `<GraphQLType>Model` maps that GraphQL type (paths relative to the generated file).
 */
function modelsOfModules(): Record<string, string> {
  const server = path.resolve(import.meta.dirname, 'server');
  const out: Record<string, string> = {};
  for (const domain of readdirSync(server)) {
    const dir = path.join(server, domain);
    if (!statSync(dir).isDirectory()) continue;
    for (const module of readdirSync(dir)) {
      const file = path.join(dir, module, 'mapper.ts');
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      for (const [, type] of text.matchAll(/^export (?:type|interface) (\w+)Model\b/gm))
        out[type!] = `../../${domain}/${module}/mapper#${type}Model`;
    }
  }
  return out;
}

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
        contextType: '../../platform/context#RequestContext',
        // What the resolvers of a type receive and what lists return: each module's model (its
        // mapper's output, typed against the generated type), so a wrong field shape fails typecheck.
        // Types without a module yet stay Partial (their operations answer NOT_IMPLEMENTED).
        mappers: modelsOfModules(),
        defaultMapper: 'Partial<{T}>',
      },
    },
  },
};
export default config;
