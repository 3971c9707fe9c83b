import type { Language } from '@suara/domain';
import type { FastifyRequest } from 'fastify';

/** The signed-in user's language, else the browser's first preference when it is Malay, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  if (request.auth) return request.auth.user.language === 'ms' ? 'ms' : 'en';
  const preferred = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return preferred.startsWith('ms') ? 'ms' : 'en';
}
