/** What an operator reads for a socket's error code: 'connection refused', not 'connect ECONNREFUSED 10.0.0.5:5432'. */
const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection reset',
  ETIMEDOUT: 'timed out',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/** The plain reason for a network error code, or undefined when `code` is not one. */
export const networkErrorReason = (code: unknown): string | undefined => (typeof code === 'string' ? REASONS[code] : undefined);
