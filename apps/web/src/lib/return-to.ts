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
