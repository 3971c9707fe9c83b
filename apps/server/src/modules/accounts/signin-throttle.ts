import { tooMany, type RateLimiter } from '../../plugins/rate-limiter.ts';
import type { AccountLimits } from './accounts.limits.ts';
import { normalizeIdentifier } from './accounts.repository.ts';

const throttled = (resetInMs: number) =>
  tooMany('signin_throttled', 'Too many failed sign-ins. Please wait a few minutes before you try again, or reset your password.', resetInMs);

/**
 * Throttles failed password sign-ins per address, per identifier and address, and per identifier
 * across addresses (the numbers and why are in accounts.limits.ts). Keys use the identifier as typed
 * (normalised), never the account, so a known and an unknown identifier behave alike.
 */
export function createSigninThrottle({ store }: RateLimiter, limits: AccountLimits) {
  const keys = (identifier: string, ip: string) => {
    const id = normalizeIdentifier(identifier);
    // An address never contains '/', so `${ip}/${id}` names one pair only.
    return { address: `signin-fail:ip:${ip}`, pair: `signin-fail:pair:${ip}/${id}`, account: `signin-fail:id:${id}` };
  };

  return {
    /** Throws 429 signin_throttled when this address may not try this identifier now. */
    async check(identifier: string, ip: string) {
      const k = keys(identifier, ip);
      const [address, pair, account] = await Promise.all([store.peek(k.address), store.peek(k.pair), store.peek(k.account)]);
      if (address.count >= limits.signinFailuresPerAddress.max) throw throttled(address.resetInMs);
      if (pair.count >= limits.signinFailuresPerAccountAddress.max) throw throttled(pair.resetInMs);
      if (account.count >= limits.signinFailuresPerAccount.max && pair.count > 0) throw throttled(Math.min(pair.resetInMs, account.resetInMs));
    },

    async recordFailure(identifier: string, ip: string) {
      const k = keys(identifier, ip);
      await Promise.all([
        store.hit(k.address, limits.signinFailuresPerAddress.windowMs),
        store.hit(k.pair, limits.signinFailuresPerAccountAddress.windowMs),
        store.hit(k.account, limits.signinFailuresPerAccount.windowMs),
      ]);
    },

    /** Forgets this address's failures on these identifiers: it signed in, or reset the password. */
    async forgive(identifiers: string[], ip: string) {
      await Promise.all(identifiers.map((identifier) => store.clear(keys(identifier, ip).pair)));
    },
  };
}
