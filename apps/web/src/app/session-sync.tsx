import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { forgetPersonalData } from '../lib/forget-personal-data';
import type { ReturnToState } from '../lib/return-to';
import { clearSession, getToken } from '../lib/session';
import { setUnauthorizedHandler } from '../lib/unauthorized';

/**
 * Wires the session to the router and the server:
 * - a 401 from any call (the session expired or was revoked) leads to /signin, remembering the page;
 * - once per page load, a stored session is refreshed from GET /api/auth/me (so a verification
 *   or a change made on another device shows), or forgotten if the server no longer knows it.
 * The API layer is loaded on demand, so a visitor's first page does not wait for it.
 */
export function SessionSync() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      forgetPersonalData(queryClient);
      const { pathname, search, hash } = window.location;
      if (pathname === '/signin') return;
      const state: ReturnToState = { from: `${pathname}${search}${hash}` };
      void navigate('/signin', { state });
    });
  }, [navigate, queryClient]);

  useEffect(() => {
    if (!getToken()) return;
    void Promise.all([import('../features/accounts/api/auth-api'), import('../lib/api-client'), import('../lib/session')]).then(
      ([{ authApi }, { isApiError }, { mergeUser }]) =>
        authApi
          .me()
          .then(({ user }) => mergeUser(user))
          .catch((error: unknown) => {
            // Expired or revoked: sign out quietly; a guarded page then sends the reader to /signin.
            if (isApiError(error) && error.status === 401) {
              clearSession();
              forgetPersonalData(queryClient);
            }
          }),
    );
  }, [queryClient]);

  return null;
}
