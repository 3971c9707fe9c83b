import type { PollAnswer } from '@suara/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type PollResults = { yes: number; no: number };

/** A MaaS feature card as GET /api/polls returns it; `answer` is the caller's own (null: not voted). */
export type PollQuestion = {
  id: string;
  key: string;
  title: string;
  titleMs: string;
  description: string;
  descriptionMs: string;
  images: string[];
  link: string | null;
  results: PollResults;
  answer: PollAnswer | null;
};

type VoteResult = { id: string; results: PollResults; answer: PollAnswer };

/** GET /api/polls. The answers are the caller's: a visitor and each user get their own copy. */
export const pollsQueryOptions = (voter: string) =>
  queryOptions({
    queryKey: ['polls', voter],
    queryFn: ({ signal }) => apiRequest<{ items: PollQuestion[] }>('/api/polls', { signal, toast: false }).then((r) => r.items),
  });

/** The poll as the current reader sees it: their own answers, refetched on sign-in or sign-out. */
export function usePollsQueryOptions() {
  const { user } = useSession();
  return pollsQueryOptions(user?.id ?? 'visitor');
}

/** The counts once the reader's answer moves from their old one (if any) to `answer`. */
export function resultsAfter({ results, answer: before }: Pick<PollQuestion, 'results' | 'answer'>, answer: PollAnswer): PollResults {
  const next = { ...results };
  if (before) next[before] -= 1;
  next[answer] += 1;
  return next;
}

/**
 * POST /api/polls/:id/vote. The pressed answer and its count show at once; success puts the server's counts on
 * the card. Failure shows the server's message as a toast (the API client) and fetches the
 * current results and answer instead (spec §4, §8).
 */
export function useVote() {
  const client = useQueryClient();
  const { queryKey } = usePollsQueryOptions();
  const patch = (id: string, change: Partial<PollQuestion>) =>
    client.setQueryData<PollQuestion[]>(queryKey, (items) => items?.map((q) => (q.id === id ? { ...q, ...change } : q)));
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: PollAnswer }) =>
      apiRequest<VoteResult>(`/api/polls/${encodeURIComponent(id)}/vote`, { json: { answer } }),
    onMutate: async ({ id, answer }) => {
      await client.cancelQueries({ queryKey, exact: true });
      const question = client.getQueryData<PollQuestion[]>(queryKey)?.find((q) => q.id === id);
      if (question) patch(id, { answer, results: resultsAfter(question, answer) });
    },
    onSuccess: ({ id, results, answer }) => patch(id, { results, answer }),
    onError: () => client.invalidateQueries({ queryKey, exact: true }),
  });
}
