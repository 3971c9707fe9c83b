import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import type { SortKey } from '@suara/domain';
import { hashKey, useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ReviewTile, ReviewTileGrid, ReviewListError, ReviewTileSkeletons } from '../../../components/review-tile';
import { useMessage } from '../../../lib/messages';
import { reviewListQueryOptions } from '../api/browse-api';
import type { BrowseFilters } from './browse-filters';

/** Starts loading the next page this far before the end of the list comes into view. */
const PREFETCH_MARGIN = '600px';

/**
 * The Card view: feed tiles in the chosen sort, three skeleton cards while loading, the next page
 * loading as the end of the list nears (and a 'Load more' button for keyboards and slow phones).
 */
export function ReviewCardList({ filters, sort }: { filters: BrowseFilters; sort: SortKey }) {
  const options = reviewListQueryOptions(filters, sort);
  // A list of its own for each filter and sort, so the tiles deferred below are never another list's.
  return <CardList key={hashKey(options.queryKey)} options={options} />;
}

function CardList({ options }: { options: ReturnType<typeof reviewListQueryOptions> }) {
  const { t } = useTranslation();
  const text = useMessage();
  const reviews = useInfiniteQuery(options);
  // Pages are drawn in a render React can pause (see ReviewTileGrid), what was there staying meanwhile.
  const pages = useDeferredValue(reviews.data?.pages);
  const { ref: sentinel, entry } = useIntersection({ rootMargin: PREFETCH_MARGIN });
  const nearEnd = entry?.isIntersecting ?? false;
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = reviews;

  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  if (reviews.isError && !reviews.data) return <ReviewListError onRetry={() => void reviews.refetch()} />;

  if (pages === undefined) return <ReviewTileSkeletons label={t('reviewView.loadingList')} />;

  const items = pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Text ta="center" py="xl" c="dimmed" role="status">
        {text('noResultFound')}
      </Text>
    );
  }

  return (
    <Stack gap="md">
      <ReviewTileGrid label={t('browse.resultsLabel')}>
        {items.map((review) => (
          <li key={review.id}>
            <ReviewTile review={review} />
          </li>
        ))}
      </ReviewTileGrid>
      <div ref={sentinel} aria-hidden="true" />
      {reviews.hasNextPage ? (
        <Center>
          {reviews.isError ? (
            <Button variant="default" onClick={() => void reviews.fetchNextPage()}>
              {t('routeError.retry')}
            </Button>
          ) : (
            <Button variant="default" onClick={() => void reviews.fetchNextPage()} loading={reviews.isFetchingNextPage}>
              {t('reviewView.loadMore')}
            </Button>
          )}
        </Center>
      ) : (
        <Center>{reviews.isFetching ? <Loader size="sm" role="status" aria-label={t('reviewView.loadingList')} /> : null}</Center>
      )}
    </Stack>
  );
}
