import { perAddressLimit } from '../../plugins/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per-address limits suit a household or office sharing one address; RATE_LIMIT_MULTIPLIER scales
 * them. Per-account limits are never scaled: they protect one account.
 */
export function accountLimits(multiplier: number) {
  const perAddress = (max: number, windowMs: number) => perAddressLimit(max, windowMs, multiplier);
  return {
    signupPerAddress: perAddress(20, HOUR),
    validatePerAddress: perAddress(60, 15 * MINUTE),
    checkUsernamePerAddress: perAddress(120, 15 * MINUTE),
    signinPerAddress: perAddress(30, 15 * MINUTE),
    resetPerAddress: perAddress(10, HOUR),
    /** Link codes are 256-bit random, so guessing is hopeless; these only stop a script hammering the routes. */
    verifyEmailPerAddress: perAddress(20, 15 * MINUTE),
    updatePasswordPerAddress: perAddress(10, 15 * MINUTE),
    /** Past this many links an hour for one account, a reset request still answers 202 but sends nothing. */
    resetPerAccount: { max: 5, windowMs: HOUR },
    resendPerAccount: { max: 5, windowMs: HOUR },
    /*
     * Failed sign-ins (a wrong password or an unknown identifier) are counted per identifier, so an
     * unknown one is throttled exactly like an account. Nothing locks the owner out: an address with
     * no failures of its own on the identifier may always try it.
     */
    /** Failures from one address, whatever the identifier: then the address waits. */
    signinFailuresPerAddress: perAddress(20, 15 * MINUTE),
    /** Failures on one identifier from one address: then that address waits for that identifier. */
    signinFailuresPerAccountAddress: { max: 5, windowMs: 15 * MINUTE },
    /**
     * Failures on one identifier from all addresses: past this the identifier is under attack, and
     * only addresses with no failure on it in their own window may try it.
     */
    signinFailuresPerAccount: { max: 20, windowMs: 15 * MINUTE },
  };
}
export type AccountLimits = ReturnType<typeof accountLimits>;
