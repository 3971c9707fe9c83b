import { perAddressLimit, type Limit } from '../../plugins/rate-limiter.ts';

const HOUR = 3_600_000;

/**
 * Each message lands in every administrator's inbox, so flooding is costly. The per-address limit
 * scales with RATE_LIMIT_MULTIPLIER (a whole office may share one address); the per-e-mail limit
 * never does: it protects one sender's name from being used to spam us.
 */
export function contactLimits(multiplier: number) {
  return {
    perAddress: perAddressLimit(10, HOUR, multiplier),
    perEmail: { max: 5, windowMs: HOUR } satisfies Limit,
  };
}
