import Fastify from 'fastify';
import { validatorCompiler, isResponseSerializationError, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from './response-serializer.ts';

/** The shapes the app's responses are made of. */
const ZItem = z.object({
  id: z.string(),
  createdAt: z.date(),
  score: z.number().int(),
  ratio: z.number(),
  kind: z.enum(['bus', 'rail']),
  note: z.string().nullable(),
  plate: z.string().optional(),
  flags: z.array(z.boolean()),
  counts: z.record(z.string(), z.number()),
  feeling: z.object({ id: z.string(), score: z.number().nullable() }),
  target: z.discriminatedUnion('type', [z.object({ type: z.literal('review'), reviewId: z.string() }), z.object({ type: z.literal('comment'), commentId: z.string() })]),
  extra: z.unknown(),
});
const ZPage = z.object({ items: z.array(ZItem), nextCursor: z.string().nullable() });

const sample = {
  items: [
    {
      id: 'r1',
      createdAt: new Date('2026-11-27T08:30:00.000Z'),
      score: 3,
      ratio: 0.25,
      kind: 'rail',
      note: null,
      flags: [true, false],
      counts: { like: 2, me_too: 0 },
      feeling: { id: 'happy', score: null },
      target: { type: 'comment', commentId: 'c9' },
      extra: { nested: ['a', 1, null] },
    },
    {
      id: 'r2 "quoted" \\ \u2028',
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
      score: -3,
      ratio: 1e-7,
      kind: 'bus',
      note: 'Pemandu <b>baik</b>',
      plate: 'WXY 1234',
      flags: [],
      counts: {},
      feeling: { id: 'angry', score: -3 },
      target: { type: 'review', reviewId: 'r0' },
      extra: null,
    },
  ],
  nextCursor: 'abc',
};

let app: ReturnType<typeof build> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function build(checkResponses: boolean, payload: unknown) {
  const server = Fastify().withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(createResponseSerializerCompiler({ checkResponses }));
  server.get('/page', { schema: { response: { 200: ZPage } } }, async () => payload as z.infer<typeof ZPage>);
  return server;
}

describe('responses written by fast-json-stringify from the zod schema', () => {
  it.each([true, false])('write what the zod serializer wrote: dates as ISO text, nulls, unions, records, escapes (checked: %s)', async (checkResponses) => {
    app = build(checkResponses, sample);
    const res = await app.inject({ method: 'GET', url: '/page' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(ZPage.parse(sample))));
    expect(res.json().items[0].createdAt).toBe('2026-11-27T08:30:00.000Z');
  });

  it('leave out what the schema does not name, as the zod serializer did', async () => {
    app = build(false, { ...sample, secret: 'password-hash', items: [{ ...sample.items[0], email: 'rider@example.com' }] });
    const res = await app.inject({ method: 'GET', url: '/page' });
    expect(res.body).not.toContain('password-hash');
    expect(res.body).not.toContain('rider@example.com');
  });

  it('in development and tests, refuse a payload that drifts from its schema (a 500, as before)', async () => {
    const errors: unknown[] = [];
    app = build(true, { ...sample, items: [{ ...sample.items[0], kind: 'ferry' }] });
    app.setErrorHandler((error, _request, reply) => {
      errors.push(error);
      return reply.status(500).send();
    });
    const res = await app.inject({ method: 'GET', url: '/page' });
    expect(res.statusCode).toBe(500);
    expect(errors.some(isResponseSerializationError)).toBe(true);
  });
});
