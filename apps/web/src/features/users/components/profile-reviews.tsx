import { Button, Center, Stack, Text } from '@mantine/core';
import { SKELETON_CARDS } from '@suara/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewTile, ReviewTileGrid, ReviewTileSkeleton } from '../../../components/review-tile';
import { userReviewsQueryOptions } from '../api/users-api';
import { ReviewEmptyState } from './review-empty-state';

type ProfileReviewsProps = { userId: string; emptyTitle: string; emptyAction?: ReactNode; label: string };

/** A user's reviews as feed tiles with 'Load more'; the profile's empty state when there are none. */
export function ProfileReviews({ userId, emptyTitle, emptyAction, label }: ProfileReviewsProps) {
  const { t } = useTranslation();
  const reviews = useInfiniteQuery({ ...userReviewsQueryOptions(userId), enabled: Boolean(userId) });

  if (reviews.isPending) {
    return (
      <div role="status" aria-label={t('reviewView.loadingList')}>
        <ReviewTileGrid>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i}>
              <ReviewTileSkeleton />
            </li>
          ))}
        </ReviewTileGrid>
      </div>
    );
  }

  if (reviews.isError) {
    return (
      <Stack align="center" gap="sm">
        <Text>{t('reviewView.listFailed')}</Text>
        <Button variant="default" onClick={() => void reviews.refetch()}>
          {t('routeError.retry')}
        </Button>
      </Stack>
    );
  }

  const items = reviews.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <ReviewEmptyState title={emptyTitle} action={emptyAction} />;

  return (
    <Stack gap="md">
      <ReviewTileGrid label={label}>
        {items.map((review) => (
          <li key={review.id}>
            <ReviewTile review={review} />
          </li>
        ))}
      </ReviewTileGrid>
      {reviews.hasNextPage ? (
        <Center>
          <Button variant="default" onClick={() => void reviews.fetchNextPage()} loading={reviews.isFetchingNextPage}>
            {t('reviewView.loadMore')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
