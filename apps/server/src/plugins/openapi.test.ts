import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { operationIdOf } from './openapi-document.ts';

/**
 * The properties Redocly's `recommended` ruleset checks (issue #16), on the document the app serves:
 * servers, tag descriptions, operationIds, summaries, security, 2xx and 4xx answers, path
 * parameters, resolvable and used components, nullable with a type.
 */
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, { $ref?: string }>;
};
type Document = {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

let t: Awaited<ReturnType<typeof buildTestApp>>;
let doc: Document;
let operations: [string, Operation][];

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://suara.example.my/' } });
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]));
});
afterAll(() => t.close());

/** Every `$ref` in a tree. */
function refs(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refs);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value] : refs(value)));
}

/** Every schema object with `nullable` and no `type`, by where it is. */
function untypedNullables(node: unknown, at = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const own = 'nullable' in node && !('type' in node) ? [at] : [];
  return own.concat(Object.entries(node).flatMap(([key, value]) => untypedNullables(value, `${at}/${key}`)));
}

describe('the OpenAPI document', () => {
  it('names the server it is served from, without a trailing slash', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://suara.example.my' })]);
  });

  it('gives every operation a unique, URL-safe operationId and a summary', () => {
    const ids = operations.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const [name, op] of operations) {
      expect(op.operationId, name).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
      expect(op.summary?.trim(), name).toBeTruthy();
    }
  });

  it('gives every operation its security: a bearer, optional where a route does not demand it', () => {
    const schemes = Object.keys(doc.components.securitySchemes ?? {});
    for (const [name, op] of operations) {
      expect(op.security, name).toBeInstanceOf(Array);
      for (const requirement of op.security!) for (const scheme of Object.keys(requirement)) expect(schemes, name).toContain(scheme);
    }
    expect(doc.paths['/api/reviews']!.get!.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths['/api/auth/me']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('describes a 2xx answer and the 4xx answers, in the error envelope, of every operation', () => {
    for (const [name, op] of operations) {
      expect(Object.keys(op.responses).some((status) => status.startsWith('2')), name).toBe(true);
      expect(op.responses['4XX'], name).toEqual({ $ref: '#/components/responses/ClientError' });
    }
    expect(doc.components.responses!.ClientError).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    expect(doc.components.schemas!.Error).toMatchObject({ required: ['error'], properties: { error: { required: ['code', 'message'] } } });
  });

  it('declares each path parameter', () => {
    for (const [name, op] of operations) {
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort();
      const inPath = [...name.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(declared, name).toEqual(inPath);
    }
  });

  it('describes every tag it uses', () => {
    const used = new Set(operations.flatMap(([, op]) => op.tags ?? []));
    expect(doc.tags?.map((tag) => tag.name).sort()).toEqual([...used].sort());
    for (const tag of doc.tags ?? []) expect(tag.description, tag.name).toBeTruthy();
  });

  it('resolves every reference and uses every component', () => {
    const used = new Set(refs(doc));
    for (const ref of used) {
      const [, , kind, name] = ref.split('/');
      expect(doc.components[kind!]?.[name!], ref).toBeDefined();
    }
    const securityUsed = new Set(operations.flatMap(([, op]) => (op.security ?? []).flatMap(Object.keys)));
    for (const [kind, entries] of Object.entries(doc.components)) {
      for (const name of Object.keys(entries)) {
        expect(kind === 'securitySchemes' ? securityUsed.has(name) : used.has(`#/components/${kind}/${name}`), `${kind}/${name}`).toBe(true);
      }
    }
  });

  it('never says nullable without a type beside it (OpenAPI 3.0 ignores it)', () => {
    expect(untypedNullables(doc.paths)).toEqual([]);
  });
});

describe('Redocly', () => {
  it('finds no problem in the document with its recommended rules', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    try {
      const redocly = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/redocly');
      // Exit status 1 on any error; the printed problems name the rule and the place.
      const run = promisify(execFile)(redocly, ['lint', file, '--extends', 'recommended', '--format', 'stylish'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      await expect(run.catch((error: { stdout: string; stderr: string }) => Promise.reject(new Error(error.stdout + error.stderr)))).resolves.toBeDefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('operationIdOf', () => {
  it.each([
    ['get', '/api/reviews/{id}/comments', 'getReviewsByIdComments'],
    ['put', '/api/admin/reports/{targetType}/{targetId}', 'putAdminReportsByTargetTypeByTargetId'],
    ['get', '/api/admin/exports/full-report.xlsx', 'getAdminExportsFullReportXlsx'],
  ])('%s %s → %s', (method, path, id) => {
    expect(operationIdOf(method, path)).toBe(id);
  });
});
