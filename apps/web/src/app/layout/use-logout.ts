import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { needsSignIn } from '../guards';

/**
 * Logout (spec §4 "Session"): POST /api/auth/logout, forget the user, then go to /signin if the
 * current page needs a signed-in user, otherwise to the home page. The API layer is loaded on
 * demand (it is not part of the app shell).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  return async () => {
    const target = needsSignIn(pathname) ? '/signin' : '/';
    const { signOut } = await import('../../features/accounts/api/sign-out');
    await signOut(queryClient);
    await navigate(target, { replace: target === '/signin' });
  };
}
