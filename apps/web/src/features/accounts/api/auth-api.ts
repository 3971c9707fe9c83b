import type { OnboardingAnswers } from '@suara/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MeUser } from '../../../lib/session';

/*
 * The auth calls of ARCHITECTURE §5 (spec §7 "Auth"). Calls whose errors the screens show under
 * a field opt out of the shared error toast; none of them sends the browser to /signin on a 401
 * (a wrong password is a 401 too).
 */

export type SocialProvider = 'google' | 'facebook';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return value === 'google' || value === 'facebook';
}

export type SignInResult = { token: string; user: MeUser };
export type SignUpBody = { name: string; username: string; email: string; phone?: string; password: string };

const quiet = { toast: false, redirectOn401: false } as const;

export const authApi = {
  validate: (identifier: string) =>
    apiRequest<{ kind: 'email' | 'username' }>('/api/auth/validate', { json: { identifier }, ...quiet }),
  signIn: (identifier: string, password: string) =>
    apiRequest<SignInResult>('/api/auth/signin', { json: { identifier, password }, ...quiet }),
  signUp: (body: SignUpBody) => apiRequest<{ user: unknown }>('/api/auth/signup', { json: body, ...quiet }),
  checkUsername: (username: string) =>
    apiRequest<{ available: boolean }>('/api/auth/check-username', { json: { username }, ...quiet }),
  verifyEmail: (emailCode: string) =>
    apiRequest<{ verified: boolean }>('/api/auth/verify-email', { json: { emailCode }, ...quiet }),
  requestPasswordReset: (identifier: string) =>
    apiRequest<{ message?: string }>('/api/auth/reset-password', { json: { identifier }, ...quiet }),
  updatePassword: (code: string, password: string) =>
    apiRequest<{ message?: string }>('/api/auth/update-password', { json: { code, password }, ...quiet }),
  /** Ends the session on the server. Failures are ignored: the browser forgets the session anyway. */
  logout: () => apiRequest<void>('/api/auth/logout', { method: 'POST', ...quiet }),
  me: () => apiRequest<{ user: MeUser }>('/api/auth/me', quiet),
  providers: () => apiRequest<Record<SocialProvider, boolean>>('/api/auth/providers', quiet),
  socialVerification: (provider: SocialProvider, code: string) =>
    apiRequest<SignInResult>(`/api/auth/${provider}/verification`, { json: { code }, ...quiet }),
  saveOnboarding: (answers: OnboardingAnswers) =>
    apiRequest<{ user: MeUser }>('/api/users/me/onboarding', { method: 'PUT', json: answers }),
};

/** Where the browser goes (a full page load) to start a social sign-in. */
export function socialStartUrl(provider: SocialProvider): string {
  return `/api/auth/${provider}`;
}

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: authApi.providers,
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * Verification codes work once: one request per code, shared by StrictMode's double mount and
 * kept for the life of the page.
 */
export const verifyEmailQueryOptions = (emailCode: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', emailCode],
    queryFn: () => authApi.verifyEmail(emailCode),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const socialVerificationQueryOptions = (provider: SocialProvider, code: string) =>
  queryOptions({
    queryKey: ['auth', 'social-verification', provider, code],
    queryFn: () => authApi.socialVerification(provider, code),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useValidateIdentifier() {
  return useMutation({ mutationFn: authApi.validate });
}

export function useSignIn() {
  return useMutation({ mutationFn: ({ identifier, password }: { identifier: string; password: string }) => authApi.signIn(identifier, password) });
}

export function useSignUp() {
  return useMutation({ mutationFn: authApi.signUp });
}

export function useCheckUsername() {
  return useMutation({ mutationFn: authApi.checkUsername });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: authApi.requestPasswordReset });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: ({ code, password }: { code: string; password: string }) => authApi.updatePassword(code, password) });
}

export function useSaveOnboarding() {
  return useMutation({ mutationFn: authApi.saveOnboarding });
}
