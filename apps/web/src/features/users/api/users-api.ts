import type { OnboardingAnswers } from '@suara/domain';
import { infiniteQueryOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '../../../lib/api-client';
import type { ReviewPage } from '../../../lib/review-format';
import { mergeUser, type MeUser } from '../../../lib/session';

/*
 * The users calls of ARCHITECTURE §5 (spec §7 "Users"), plus the two auth calls the profile and
 * settings screens make (resend verification, request a password reset): features do not import
 * each other.
 */

export type ProfileUpdateBody = {
  name?: string;
  phone?: string | null;
  about?: string | null;
  location?: string | null;
  language?: 'en' | 'ms';
  emailReviewUpdates?: boolean;
  emailDigest?: boolean;
};

/** GET /api/users/:id: what anyone may see of a user. */
export type PublicUser = {
  id: string;
  name: string;
  username: string;
  avatarUrl: string | null;
  about: string | null;
  location: string | null;
  deleted: boolean;
  createdAt: string;
  reviewCount: number;
};

type UserResponse = { user: MeUser };

export const usersApi = {
  me: (signal?: AbortSignal) => apiRequest<UserResponse>('/api/auth/me', { signal, redirectOn401: true, toast: false }),
  updateProfile: (body: ProfileUpdateBody) => apiRequest<UserResponse>('/api/users/me', { method: 'PUT', json: body, toast: false }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('avatar', file, file.name);
    return apiRequest<UserResponse>('/api/users/me/avatar', { method: 'PUT', form });
  },
  removeAvatar: () => apiRequest<UserResponse>('/api/users/me/avatar', { method: 'DELETE' }),
  saveOnboarding: (answers: OnboardingAnswers) =>
    apiRequest<UserResponse>('/api/users/me/onboarding', { method: 'PUT', json: answers }),
  publicProfile: (id: string, signal?: AbortSignal) =>
    apiRequest<{ user: PublicUser }>(`/api/users/${encodeURIComponent(id)}`, { signal, toast: false, redirectOn401: false }),
  reviews: (id: string, cursor: string | null, signal?: AbortSignal) =>
    apiRequest<ReviewPage>(`/api/users/${encodeURIComponent(id)}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
      signal,
      toast: false,
      redirectOn401: false,
    }),
  exportMyData: () => apiFetch('/api/users/me/export'),
  deleteAccount: (username: string) => apiRequest<void>('/api/users/me', { method: 'DELETE', json: { username }, toast: false }),
  resendVerification: () => apiRequest<{ sent: boolean }>('/api/auth/resend-verification', { method: 'POST', toast: false }),
  requestPasswordReset: (identifier: string) =>
    apiRequest<{ message?: string }>('/api/auth/reset-password', { json: { identifier }, redirectOn401: false }),
};

export const publicProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['users', 'public', id],
    queryFn: ({ signal }) => usersApi.publicProfile(id, signal).then((response) => response.user),
    // A missing user stays missing: do not retry a 404.
    retry: (count, error) => count < 1 && !(error && 'status' in error && (error as { status: number }).status === 404),
  });

/** GET /api/users/:id/reviews, 12 a page, newest first. Under 'reviews' so a deleted review refreshes it. */
export const userReviewsQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['reviews', 'user', id],
    queryFn: ({ signal, pageParam }) => usersApi.reviews(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The signed-in user, fresh from the server; keeps the session copy in step. */
const meKey = ['users', 'me'] as const;

export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: async ({ signal }) => {
      const { user } = await usersApi.me(signal);
      mergeUser(user);
      return user;
    },
    staleTime: 0,
  });
}

/**
 * Each mutation stores the returned user in the session (spec §4: "success stores the returned user").
 * A read of /me sent before the change would answer the old user after it: it is called off.
 */
function useUserMutation<Variables>(mutationFn: (variables: Variables) => Promise<UserResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: () => client.cancelQueries({ queryKey: meKey }),
    onSuccess: ({ user }) => mergeUser(user),
  });
}

export const useUpdateProfile = () => useUserMutation(usersApi.updateProfile);
export const useUploadAvatar = () => useUserMutation(usersApi.uploadAvatar);
export const useRemoveAvatar = () => useUserMutation(() => usersApi.removeAvatar());
export const useSaveOnboardingAnswers = () => useUserMutation(usersApi.saveOnboarding);

export function useResendVerification() {
  return useMutation({ mutationFn: usersApi.resendVerification });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: usersApi.requestPasswordReset });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: usersApi.deleteAccount });
}

/** The file name from a Content-Disposition header, if any. */
export function attachmentFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      const response = await usersApi.exportMyData();
      const blob = await response.blob();
      const name = attachmentFileName(response.headers.get('content-disposition'), 'suara-transit-my-data.json');
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return name;
    },
  });
}
