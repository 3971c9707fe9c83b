import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getReturnTo, type ReturnToState } from '../lib/return-to';
import { useSession } from '../lib/session';

/*
 * Route guards (spec §2 "Guards"). Each renders its `children`, or the child routes through
 * <Outlet /> when used as a layout route. Redirects use `replace` so Back does not bounce the
 * user into the guard again.
 */

type GuardProps = { children?: ReactNode };

function useFromState(): ReturnToState {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** Anonymous visitors go to /signin; the page they wanted travels in `location.state.from`. */
export function RequireSignedIn({ children }: GuardProps) {
  const { user } = useSession();
  const from = useFromState();
  if (!user) return <Navigate to="/signin" replace state={from} />;
  return children ?? <Outlet />;
}

/**
 * Signed-in users who have not answered the onboarding question go to /on-board-question first
 * (with `state.from` so onboarding can send them on). Place it inside RequireSignedIn: on its own
 * it lets anonymous visitors through.
 */
export function RequireOnboarded({ children }: GuardProps) {
  const { user } = useSession();
  const from = useFromState();
  if (user && !user.hasAnsweredOnBoardQuestion) return <Navigate to="/on-board-question" replace state={from} />;
  return children ?? <Outlet />;
}

/**
 * Pages a new user goes back to before the onboarding question: an operator team's invitation is what
 * they signed up for, and a rider's questions need not stand between them and it (they are asked
 * when they next open a page that needs the answers).
 */
const ONBOARDING_LATER = /^\/join-team\//;

/**
 * /signin and /signup: a signed-in user goes to "/" — or, right after signing in, back to the page
 * a guard stopped them at (state.from), so the sign-in form does not have to race this redirect.
 * Someone who has not answered the onboarding question goes there first (state.from travels on).
 */
export function RedirectIfSignedIn({ children }: GuardProps) {
  const { user } = useSession();
  const location = useLocation();
  if (user) {
    const returnTo = getReturnTo(location.state);
    if (!user.hasAnsweredOnBoardQuestion && !ONBOARDING_LATER.test(returnTo)) {
      const state: ReturnToState = { from: returnTo };
      return <Navigate to="/on-board-question" replace state={state} />;
    }
    return <Navigate to={returnTo} replace />;
  }
  return children ?? <Outlet />;
}

/**
 * Pages only a signed-in user can see (the routes under RequireSignedIn in router.tsx). Logging
 * out from one of them goes to /signin, from anywhere else to / (spec §4 "Session").
 */
export const SIGNED_IN_ONLY_PATHS = ['/on-board-question', '/admin-dashboard', '/operator', '/dashboard', '/notification', '/profile', '/setting'];

export function needsSignIn(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return SIGNED_IN_ONLY_PATHS.includes(path);
}
