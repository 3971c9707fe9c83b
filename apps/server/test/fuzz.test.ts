import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.ts';
import { adminPerson, optionIds, validPayload, verifiedPerson } from '../src/modules/reviews/reviews.test-support.ts';
import { auth, insertComment, insertReview, newPerson, type SignedIn } from '../src/modules/users/users.test-support.ts';

/**
 * Issue #16: every operation of the app's own OpenAPI document, as visitor, rider and administrator,
 * with hostile values in each path parameter, query parameter and JSON body field, answers below 500
 * and, when it refuses, in the `{ error: { code, message, fields? } }` envelope (under /open311/, in
 * GeoReport's error list or the envelope).
 */

type JsonSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};
type Parameter = { in: 'path' | 'query'; name: string; required?: boolean };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  public: boolean;
};
type Actor = 'visitor' | 'rider' | 'admin';

/** Already percent-encoded, as a client would put them into a path or a query string. */
const HOSTILE_URL_VALUES = [
  'a%00b',
  'ab%ED%A0%80cd', // a lone surrogate, UTF-8 encoded
  '%C0%AF', // overlong UTF-8
  '%ZZ',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '-1',
  "'%20OR%20'1'%3D'1",
];
const HOSTILE_PATH_VALUES = [...HOSTILE_URL_VALUES, 'A'.repeat(101)];
const HOSTILE_QUERY_VALUES = [
  ...HOSTILE_URL_VALUES,
  'x'.repeat(100_000),
  '',
  '1e309',
  '9'.repeat(400),
  'bGF0ZXN0fHh8eQ', // a cursor: base64url of 'latest|x|y'
];
const HOSTILE_JSON_VALUES: unknown[] = [
  'a\u0000b',
  'ab\ud800cd',
  '\udc00',
  'x'.repeat(100_000),
  '',
  42,
  1e308,
  true,
  null,
  [],
  { 'a\u0000b': 'x' },
  'not-a-uuid',
  "' OR '1'='1",
];
/** Whole bodies: [content type, payload]. */
const HOSTILE_BODIES: [string, string][] = [
  ['application/json', '{'],
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"a\\u0000b"'],
  ['application/json', '{"a\\u0000b": 1, "\\ud800": 2}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=b'],
];
const HOSTILE_AUTHORIZATION = ['Bearer nonsense', `Bearer ${'x'.repeat(10_000)}`, 'Basic YTpi', 'Bearer'];

/**
 * The only 5xx a hostile request may get: the geocoder's own absence (no GEOCODER_URL in tests),
 * an upstream failure that no input causes.
 */
const UPSTREAM_ANSWERS = new Set(['502 geocoder_unavailable']);

const t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '10000' } });
afterAll(() => t.close());

const people: Record<Exclude<Actor, 'visitor'>, SignedIn> = { rider: await verifiedPerson(t), admin: await adminPerson(t) };
const review = await insertReview(t, people.rider.id);
const comment = await insertComment(t, people.rider.id, review.id);
const pollId = (await t.app.inject({ method: 'GET', url: '/api/polls' })).json<{ items: { id: string }[] }>().items[0]?.id ?? randomUUID();
const reviewOptionIds = await optionIds(t);

/** Real ids where a path names one, so the other fields' hostile values reach the service. */
function samplePathValue(path: string, name: string): string {
  if (name === 'targetType') return 'review';
  if (name === 'targetId' || /\/reviews\/\{id\}/.test(path)) return review.id;
  if (/\/comments\/\{id\}/.test(path)) return comment.id;
  if (path.startsWith('/api/users/{id}')) return people.rider.id;
  if (path.startsWith('/api/polls/')) return pollId;
  if (name === 'name' || name === 'key') return 'missing.webp';
  if (name === 'format') return 'json';
  return randomUUID();
}

/** A plausible value of a schema: the baseline each hostile value replaces one field of. */
function sample(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch && !schema.type) return sample(branch);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]));
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    default:
      if (schema.format === 'email') return 'fuzz@example.my';
      if (schema.format === 'date-time') return new Date(Date.now() - 3_600_000).toISOString();
      if (schema.format === 'uuid') return randomUUID();
      return 'Hello there'.padEnd(schema.minLength ?? 0, '!').slice(0, schema.maxLength);
  }
}

/** Bodies the document does not describe (checked by the service), or that a sample cannot satisfy. */
const KNOWN_BODIES: Record<string, () => Record<string, unknown>> = {
  'POST /api/reviews': () => validPayload(reviewOptionIds),
  'POST /api/auth/signup': newPerson,
};

/** Paths to every field of a body schema, nested objects included. */
function fieldPaths(schema: JsonSchema, prefix: string[] = []): string[][] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => {
    const path = [...prefix, key];
    return child.type === 'object' && prefix.length < 2 ? [path, ...fieldPaths(child, path)] : [path];
  });
}

function withField(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
  return copy;
}

const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> }; security?: object[] }>>;
}>();
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    parameters: operation.parameters ?? [],
    body: operation.requestBody?.content['application/json']?.schema,
    // A public operation accepts an optional bearer: its security lists the empty requirement.
    public: (operation.security ?? []).some((requirement) => Object.keys(requirement).length === 0),
  })),
);

type Case = { describe: string; options: InjectOptions };

/** A plausible request for an operation, and every hostile one, each changing one thing of it. */
function requestsFor(operation: Operation): { plausible: Case; hostile: Case[] } {
  const key = `${operation.method} ${operation.path}`;
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const baseBody = KNOWN_BODIES[key]?.() ?? (operation.body ? (sample(operation.body) as Record<string, unknown>) : undefined);
  const hasBody = operation.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(operation.method);

  const url = (pathValues: Record<string, string> = {}, query: string[] = []) => {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? encodeURIComponent(samplePathValue(operation.path, name)));
    const required = queryParams.filter((p) => p.required && !query.some((q) => q.startsWith(`${p.name}=`))).map((p) => `${p.name}=Hello`);
    const all = [...required, ...query];
    return all.length > 0 ? `${path}?${all.join('&')}` : path;
  };
  const request = (describe: string, options: Partial<InjectOptions> & { url: string }): Case => ({
    describe,
    options: { method: operation.method as 'GET', ...(hasBody && !('payload' in options) ? { payload: baseBody ?? {} } : {}), ...options },
  });

  const hostile = [
    ...pathParams.flatMap((p) => HOSTILE_PATH_VALUES.map((value) => request(`path ${p.name}=${value.slice(0, 30)}`, { url: url({ [p.name]: value }) }))),
    ...queryParams.flatMap((p) => [
      ...HOSTILE_QUERY_VALUES.map((value) => request(`query ${p.name}=${value.slice(0, 30)}`, { url: url({}, [`${p.name}=${value}`]) })),
      request(`query ${p.name} twice`, { url: url({}, [`${p.name}=a`, `${p.name}=b`]) }),
    ]),
    ...(baseBody && hasBody
      ? (operation.body ? fieldPaths(operation.body) : Object.keys(baseBody).map((key) => [key])).flatMap((field) =>
          HOSTILE_JSON_VALUES.map((value) =>
            request(`body ${field.join('.')}=${JSON.stringify(value).slice(0, 30)}`, { url: url(), payload: withField(baseBody, field, value) }),
          ),
        )
      : []),
    ...(hasBody
      ? [
          ...HOSTILE_BODIES.map(([type, payload]) => request(`body ${type} ${payload}`, { url: url(), headers: { 'content-type': type }, payload })),
          request('body over the limit', { url: url(), headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(t.config.bodyLimit)}"` }),
        ]
      : []),
  ];
  return { plausible: request('plausible', { url: url() }), hostile };
}

const isEnvelope = (body: unknown) => {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  if (typeof error?.code !== 'string' || error.code === '' || typeof error.message !== 'string') return false;
  return error.fields === undefined || (typeof error.fields === 'object' && error.fields !== null && Object.values(error.fields).every((v) => typeof v === 'string'));
};

/** Open311 answers its clients in GeoReport's error list, `[{ code, description }]`. */
const isGeoReportErrors = (body: unknown) =>
  Array.isArray(body) && body.length > 0 && body.every((error: { code?: unknown; description?: unknown } | null) => typeof error?.code === 'number' && typeof error.description === 'string');

/** What is wrong with an answer, or undefined when it is an acceptable one. */
function fault(res: LightMyRequestResponse, path: string): string | undefined {
  if (res.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${res.statusCode}, not JSON: ${res.body.slice(0, 120)}`;
  }
  if (path.startsWith('/open311/') && isGeoReportErrors(body)) return res.statusCode >= 500 ? `${res.statusCode} ${res.body.slice(0, 120)}` : undefined;
  if (!isEnvelope(body)) return `${res.statusCode}, not the envelope: ${res.body.slice(0, 120)}`;
  const code = (body as { error: { code: string } }).error.code;
  if (res.statusCode >= 500 && !UPSTREAM_ANSWERS.has(`${res.statusCode} ${code}`)) return `${res.statusCode} ${code}`;
  return undefined;
}

const tokens: Record<Actor, string | undefined> = { visitor: undefined, rider: people.rider.token, admin: people.admin.token };

/** A hostile request may sign its sender out (logout takes no fields): sign in again when it did. */
async function keepSignedIn(actor: Actor) {
  if (actor === 'visitor') return;
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(tokens[actor]) });
  if (me.statusCode === 200) return;
  const { username, password } = people[actor];
  const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { identifier: username, password } });
  expect(signin.statusCode, signin.body).toBe(200);
  tokens[actor] = signin.json<{ token: string }>().token;
}

let address = 0;
/** Each request from its own address, so per-address limits do not hide what is behind them. */
const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

describe('every operation of the OpenAPI document, fed hostile values', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))('%s', async (_, operation) => {
    const faults: string[] = [];
    const send = async (actor: Actor, c: Case) => {
      const res = await t.app.inject({ ...c.options, remoteAddress: nextAddress(), headers: { ...auth(tokens[actor]), ...c.options.headers } });
      const problem = fault(res, operation.path);
      if (problem) faults.push(`${actor} ${c.describe} → ${problem}`);
    };
    const { plausible, hostile } = requestsFor(operation);
    const admitted: Actor[] = operation.path.startsWith('/api/admin/') ? ['admin'] : operation.public ? ['visitor', 'rider', 'admin'] : ['rider', 'admin'];
    for (const actor of ['visitor', 'rider', 'admin'] as const) {
      // Whoever the route refuses is refused before any field is read: one request shows it in the envelope.
      for (const c of admitted.includes(actor) ? hostile : [plausible]) await send(actor, c);
      await keepSignedIn(actor);
    }
    for (const authorization of HOSTILE_AUTHORIZATION) {
      await send('visitor', { describe: `authorization ${authorization.slice(0, 20)}`, options: { ...plausible.options, headers: { authorization } } });
    }
    expect(faults).toEqual([]);
  });
});

/** app.inject skips Node's HTTP parser: what it refuses is checked over a real socket. */
describe('requests Node or the router refuse, over TCP', () => {
  const rawRequest = async (text: string) => {
    const { port } = t.app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.write(text);
    await new Promise<void>((resolve) => socket.on('close', () => resolve()).on('error', () => resolve()));
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown };
  };

  it.each([
    ['a request line over 16 KB', `GET /api/reviews?q=${'x'.repeat(17_000)} HTTP/1.1\r\nHost: a\r\n\r\n`, 431, 'headers_too_large'],
    ['headers over 16 KB', `GET /api/health HTTP/1.1\r\nHost: a\r\nX-Big: ${'x'.repeat(17_000)}\r\n\r\n`, 431, 'headers_too_large'],
    ['a request that is not HTTP', 'HELLO THERE\r\n\r\n', 400, 'bad_request'],
    ['a NUL in the request line', 'GET /api/health\u0000 HTTP/1.1\r\nHost: a\r\n\r\n', 400, 'bad_request'],
    ['a path that does not decode', 'GET /api/reviews/%C0%AF HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n', 400, 'bad_url'],
    ['a path parameter over 100 characters', `DELETE /api/reviews/${'A'.repeat(200)} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`, 414, 'uri_too_long'],
  ])('answers %s in the envelope', async (_, text, status, code) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await rawRequest(text);
    expect(res.status).toBe(status);
    expect(res.head.toLowerCase()).toContain('content-type: application/json');
    expect(res.body).toMatchObject({ error: { code, message: expect.any(String) } });
  });
});
