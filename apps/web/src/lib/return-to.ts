/** Where a guard sends someone back to once they have signed in (or onboarded). */
export type ReturnToState = { from?: string };

const AUTH_PATHS = ['/signin', '/signup'];

/**
 * The path stored by a guard in the location state, if it is a safe same-site path;
 * otherwise `fallback`. Never returns an absolute URL or a protocol-relative `//host` path.
 */
export function getReturnTo(state: unknown, fallback = '/'): string {
  const from = (state as ReturnToState | null | undefined)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return fallback;
  }
  const pathname = from.split(/[?#]/, 1)[0] ?? '';
  return AUTH_PATHS.includes(pathname) ? fallback : from;
}

/**
 * The guard's `from` to pass on from one account page to the next (sign-up to sign-in, and the links
 * between them), so the visitor still comes back where they started; undefined when there is none.
 */
export function passReturnTo(state: unknown): ReturnToState | undefined {
  const from = getReturnTo(state, '');
  return from ? { from } : undefined;
}
