import { QueryClient } from '@tanstack/react-query';

/** One QueryClient for the app. Server state lives here; the session store holds only the user. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
