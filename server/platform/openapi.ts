// The REST endpoints as an OpenAPI 3.1 document (issue 37, docs/api-keys.md), generated from the rows
// of the authorisation matrix (`restRoutes` of every module, server/graphql/authorization.ts): a route
// cannot be served without a row (tests/unit/authorizationMatrix.test.ts), so it cannot be missing here.
// A row names a sample path (`GET /content/K100001-logo.png`); the document lists that path with the
// arguments that name objects or customers, who may call it and how to authenticate.
import type { RestRule } from './authorization';

const accessText = (rule: RestRule): string => {
  if (Array.isArray(rule.access)) return `Needs one of: ${rule.access.join(', ')} (for the customer of the object).`;
  switch (rule.access) {
    case 'public':
      return 'Public: no sign-in.';
    case 'viewer':
      return 'Any signed-in caller (access token or API key), about themselves.';
    case 'invite-token':
      return "The invitation link's token as bearer.";
    case 'device-key':
      return "A hotspot device's or location's own key.";
    default:
      return '';
  }
};

/** `GET /a/b` → the operation id `get_a_b`. */
const operationId = (method: string, path: string) =>
  `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, '')}`;

export function openApiDocument(
  rules: readonly RestRule[],
  version: string,
  serverUrl?: string,
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const rule of rules) {
    const [method, sample] = rule.route.split(' ') as [string, string];
    const path = sample.split('?')[0]!;
    const secured = rule.access !== 'public';
    (paths[path] ??= {})[method.toLowerCase()] = {
      operationId: operationId(method, path),
      summary: `${method} ${path}`,
      description: [
        accessText(rule),
        rule.ids.length ? `Names objects or customers by: ${rule.ids.join(', ')}.` : '',
        path !== sample ? `Example: ${sample}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      tags: [path.split('/')[1] || 'root'],
      ...(secured ? { security: [{ bearer: [] }] } : { security: [] }),
      responses: {
        '200': { description: 'Done.' },
        ...(secured ? { '401': { $ref: '#/components/responses/Unauthenticated' } } : {}),
        '429': { $ref: '#/components/responses/RateLimited' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hotspot Portal REST endpoints',
      version,
      description:
        'The REST endpoints of the server. The data interface itself is GraphQL (POST /graphql); its schema is browsable in the portal at /docs/api. Authenticate with `Authorization: Bearer <access token or API key>`.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A session access token (POST /auth/authorize) or an API key (hpk_…).',
        },
      },
      responses: {
        Unauthenticated: {
          description: 'No or an invalid, expired or revoked token or key.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        RateLimited: {
          description: 'Too many requests; the Retry-After header says when to try again.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              properties: { code: { type: 'string' }, message: { type: 'string' } },
              required: ['code', 'message'],
            },
          },
          required: ['error'],
        },
      },
    },
  };
}
