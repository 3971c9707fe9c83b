import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_ERROR_KEY, hasUnstorableCharacter, messageText } from '@suara/domain';
import { AppError } from '../lib/app-error.ts';

/** A value met while walking a body, linked to its parent so its path is spelt only when needed. */
type Visit = { value: unknown; key?: string; parent?: Visit };

const pathOf = (visit: Visit | undefined): string => {
  const keys: string[] = [];
  for (let at = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || FORM_ERROR_KEY;
};

/**
 * The path ('location.address', 'attachments.0') of the first text in `value`, key or string, that the
 * database cannot store; undefined when there is none. Iterative and linear: a deeply nested JSON body
 * must neither overflow the stack nor cost more than its size.
 */
export function unstorableTextPath(value: unknown): string | undefined {
  const pending: Visit[] = [{ value }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (hasUnstorableCharacter(next.value)) return pathOf(next);
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, child] of Object.entries(next.value)) {
        // A bad key names no field of ours: the object holding it is the field at fault.
        if (hasUnstorableCharacter(key)) return pathOf(next);
        pending.push({ value: child, key, parent: next });
      }
    }
  }
  return undefined;
}

/**
 * Refuses, before validation and for every route, a path parameter, query parameter or JSON body
 * holding NUL or a lone surrogate: PostgreSQL rejects both (in text and in jsonb), so they would
 * otherwise surface as a 500 from whichever insert or filter met them first.
 */
export function registerUnstorableTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = unstorableTextPath(part);
      if (field !== undefined) {
        throw new AppError(422, 'validation_failed', messageText('charactersNotAllowed', 'en'), { [field]: 'charactersNotAllowed' });
      }
    }
  });
}
