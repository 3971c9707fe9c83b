import { Button, Center, Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ReviewTile, ReviewTileGrid, ReviewListError, ReviewTileSkeletons } from '../../../components/review-tile';
import { useSession } from '../../../lib/session';
import { userReviewsQueryOptions } from '../api/users-api';
import { ReviewEmptyState } from './review-empty-state';

type ProfileReviewsProps = { userId: string; emptyTitle: string; emptyAction?: ReactNode; label: string };

/** A user's reviews as feed tiles with 'Load more' (with their tickets on one's own profile); the profile's empty state when there are none. */
export function ProfileReviews({ userId, emptyTitle, emptyAction, label }: ProfileReviewsProps) {
  const { t } = useTranslation();
  const reviews = useInfiniteQuery({ ...userReviewsQueryOptions(userId), enabled: Boolean(userId) });
  // A rider's own list shows each ticket's number and status, to follow it.
  const own = useSession().user?.id === userId;

  if (reviews.isPending) return <ReviewTileSkeletons label={t('reviewView.loadingList')} />;

  if (reviews.isError) return <ReviewListError onRetry={() => void reviews.refetch()} />;

  const items = reviews.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <ReviewEmptyState title={emptyTitle} action={emptyAction} />;

  return (
    <Stack gap="md">
      <ReviewTileGrid label={label}>
        {items.map((review) => (
          <li key={review.id}>
            <ReviewTile review={review} showTicket={own} />
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
