import { createHash } from 'node:crypto';
import { klDateString } from '@suara/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ChangeWatch } from '../../db/change-watch.ts';
import { keptAnswers } from './kept-answers.ts';

/** An answer with its JSON (checked against the route's schema once) and the tag of that JSON. */
export type Prepared<T> = { answer: T; json: string; etag: string };

/**
 * Answers kept until the data changes (keptAnswers), serialized once when read: a request the
 * data has not changed for costs a lookup, not a read, a check and a serialization. The key holds
 * Malaysia's date, as an answer without dates in its query covers the weeks to today.
 */
export function preparedAnswers<T>(changes: ChangeWatch, schema: z.ZodType<T>) {
  const kept = keptAnswers<Prepared<T>>(changes);
  return (key: readonly unknown[], load: () => Promise<T>): Promise<Prepared<T>> =>
    kept(JSON.stringify([klDateString(new Date()), ...key]), async () => {
      const answer = await load();
      // What the route's serializer would send: the schema's output, unknown keys dropped.
      const json = JSON.stringify(schema.parse(answer));
      // Weak: the same answer gzipped or brotli-compressed is the same to the reader.
      return { answer, json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
    });
}

/** Whether an If-None-Match header names `etag`, compared weakly (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/**
 * The JSON as is (Fastify sends a string with a JSON type without serializing it again), or 304 when
 * the reader holds it. Readers ask again each time (no-cache): the answer is exact, and cheap to confirm.
 */
export function sendPrepared<T>(request: FastifyRequest, reply: FastifyReply, prepared: Prepared<T>) {
  reply.header('cache-control', 'public, no-cache');
  reply.header('etag', prepared.etag);
  if (matchesEtag(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(prepared.json);
}
