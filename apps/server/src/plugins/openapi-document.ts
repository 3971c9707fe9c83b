import { OPERATION_SUMMARIES } from './openapi-summaries.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};
type Schema = { type?: string; nullable?: boolean; oneOf?: Schema[]; anyOf?: Schema[] };
export type ApiDocument = {
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

const TAGS: Record<string, string> = {
  health: 'Liveness and readiness for load balancers and orchestrators.',
  config: 'Settings the web app reads at start-up.',
  auth: 'Accounts, sign-in (password and social), sessions, e-mail verification and password reset.',
  users: 'Profiles, avatars, onboarding answers and the data export.',
  files: 'Uploaded files: avatars, review attachments and poster images.',
  community: 'Reports, comments, replies and reactions.',
  reviews: 'Rider reviews: submitting, listing, the map, search and trending.',
  content: 'The home page posters.',
  polls: 'The MaaS feature questions and their votes.',
  contact: "The 'Drop us a message' form.",
  admin: 'Administration: moderation, tickets, users, posters, overview and exports.',
  notifications: 'In-app notifications and their live stream.',
  transit: 'Public transport operators, routes and stops.',
  geo: 'Geocoding: addresses for points and places for text.',
  'open-data': 'Public reviews as open data (CSV, GeoJSON; CC BY 4.0), the Open311 GeoReport v2 read API at /open311/v2 and Atom feeds of new reviews per operator and route at /feeds.',
  teams: "Operator teams: an operator's staff, invited by e-mail, who answer riders in public.",
  operator: "The operator loop: a team's inbox, its official responses and status moves, and the rider's answer to a resolution.",
  insights: 'Public scorecards of operators, routes and stops, with the findings the rules derive; every table as CSV.',
};

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: "Stable, machine-readable: 'validation_failed', 'not_found', 'rate_limited', …" },
        message: { type: 'string', description: 'A sentence for people, in English.' },
        fields: {
          type: 'object',
          description: "Field path (e.g. 'location.address', '_form' for the whole request) → message code the web app translates.",
          additionalProperties: { type: 'string' },
        },
      },
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'get' + '/api/reviews/{id}/comments' → 'getReviewsByIdComments': unique per method and path, URL-safe. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment)?.[1];
      return parameter ? ['by', parameter] : segment.split(/[^A-Za-z0-9]+/);
    });
  return method + words.filter(Boolean).map(capitalise).join('');
}

/**
 * OpenAPI 3.0 ignores `nullable` without a `type` beside it (zod emits one for a nullable union):
 * when every branch has the same type, state it.
 */
function typeNullableUnions(node: unknown) {
  if (Array.isArray(node)) return node.forEach(typeNullableUnions);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Schema;
  const branches = schema.oneOf ?? schema.anyOf;
  if (schema.nullable && !schema.type && branches) {
    const types = new Set(branches.map((branch) => branch.type));
    const [only] = types;
    if (types.size === 1 && only) schema.type = only;
  }
  Object.values(node).forEach(typeNullableUnions);
}

/**
 * What the routes' schemas do not say: the server, tag descriptions, and for every operation an
 * operationId, a summary, its security (a bearer is optional wherever a route does not demand one)
 * and its error answers in the `{ error: { code, message, fields? } }` envelope.
 */
export function completeOpenApiDocument<T extends ApiDocument>(document: T, publicUrl: string): T {
  document.servers = [{ url: publicUrl.replace(/\/+$/, ''), description: 'This server' }];
  const usedTags = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const tag of (operation as { tags?: string[] }).tags ?? []) usedTags.add(tag);
      operation.operationId ??= operationIdOf(method, path);
      operation.summary ??= OPERATION_SUMMARIES[`${method.toUpperCase()} ${path}`];
      operation.security ??= [{}, { bearer: [] }];
      operation.responses = {
        ...operation.responses,
        '4XX': { $ref: '#/components/responses/ClientError' },
        '5XX': { $ref: '#/components/responses/ServerError' },
      };
    }
  }
  document.tags = [...usedTags].map((name) => ({ name, description: TAGS[name] }));
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Error: ERROR_SCHEMA },
    responses: {
      ...document.components?.responses,
      ClientError: errorResponse('The request was refused: the envelope says why, with a stable code and, for fields, message codes.'),
      ServerError: errorResponse("A fault on the server's side (503 service_unavailable: try again in a few seconds)."),
    },
  };
  typeNullableUnions(document.paths);
  return document;
}
