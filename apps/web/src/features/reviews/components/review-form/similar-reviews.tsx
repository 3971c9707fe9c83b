import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ReviewTile } from '../../../../components/review-tile';
import { apiErrorText } from '../../../../lib/api-client';
import { canAskSimilar, similarReviewsQueryOptions, useAddMeToo, type SimilarAsk } from '../../api/similar-reviews-api';
import { plainList } from '../../../../components/plain-list';

/** Long enough that typing a route or a sentence asks once, at the pause. */
const ASK_AFTER_MS = 600;

/**
 * 'Did this happen to others too?' (issue #18): up to three recent reviews like the one being written,
 * each with 'Add me too instead'. Nothing shows until there are some; the rider may still post their own.
 */
export function SimilarReviews({ ask }: { ask: SimilarAsk }) {
  const { t } = useTranslation();
  const titleId = useId();
  // Debounced as text: the form makes a new object at every render, the same ask or not.
  const [settled] = useDebouncedValue(JSON.stringify(ask), ASK_AFTER_MS);
  const asked = JSON.parse(settled) as SimilarAsk;
  const similar = useQuery(similarReviewsQueryOptions(asked));
  const addMeToo = useAddMeToo();
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  // Kept while the next answer comes, but not once nothing is asked (the route cleared, say).
  const items = canAskSimilar(asked) ? (similar.data?.items ?? []) : [];
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)" component="section" aria-labelledby={titleId}>
      <Text component="h3" id={titleId} fw={600} mb={4}>
        {t('reviewForm.similar.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('reviewForm.similar.intro')}
      </Text>
      <Stack gap="sm" component="ul" style={plainList}>
        {items.map((review) => {
          const failed = addMeToo.isError && addMeToo.variables === review.id;
          return (
            <li key={review.id}>
              <ReviewTile review={review} compact />
              <Text size="sm" mt={6} lineClamp={3}>
                {review.excerpt}
              </Text>
              <Group mt={6} gap="sm">
                {added.has(review.id) ? (
                  <Text size="sm" fw={600} c="teal.9" role="status">
                    <IconCircleCheck size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> {t('reviewForm.similar.added')}
                  </Text>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconUsers size={16} aria-hidden="true" />}
                    loading={addMeToo.isPending && addMeToo.variables === review.id}
                    onClick={() => addMeToo.mutate(review.id, { onSuccess: () => setAdded((ids) => new Set(ids).add(review.id)) })}
                    aria-describedby={`${titleId}-${review.id}`}
                  >
                    {t('reviewForm.similar.addMeToo')}
                  </Button>
                )}
                <Text id={`${titleId}-${review.id}`} size="xs" c="dimmed">
                  {t('community.meTooCount', { count: review.meTooCount })}
                </Text>
              </Group>
              {failed ? (
                <Text size="sm" c="red.8" role="alert" mt={4}>
                  {apiErrorText(addMeToo.error)}
                </Text>
              ) : null}
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
