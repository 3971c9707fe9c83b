import { perAddressLimit } from '../../plugins/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per-address limits suit a household or office sharing one address; RATE_LIMIT_MULTIPLIER scales
 * them. Per-account limits and the password lockout are never scaled: they protect one account.
 */
export function accountLimits(multiplier: number) {
  const perAddress = (max: number, windowMs: number) => perAddressLimit(max, windowMs, multiplier);
  return {
    signupPerAddress: perAddress(20, HOUR),
    validatePerAddress: perAddress(60, 15 * MINUTE),
    checkUsernamePerAddress: perAddress(120, 15 * MINUTE),
    signinPerAddress: perAddress(30, 15 * MINUTE),
    resetPerAddress: perAddress(10, HOUR),
    resetPerAccount: { max: 5, windowMs: HOUR },
    resendPerAccount: { max: 5, windowMs: HOUR },
    /** Ten wrong passwords in 15 minutes lock password sign-in for the account for 15 minutes. */
    lockout: { max: 10, windowMs: 15 * MINUTE },
  };
}
export type AccountLimits = ReturnType<typeof accountLimits>;
