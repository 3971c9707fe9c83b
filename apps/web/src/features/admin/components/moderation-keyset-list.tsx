import { Alert, Button, Center, Skeleton, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { plainList } from '../../../components/plain-list';

type KeysetListProps<Item> = {
  query: UseInfiniteQueryResult<InfiniteData<{ items: Item[] }>>;
  /** The list's accessible name. */
  label: string;
  loadingLabel: string;
  errorTitle: string;
  empty: { icon: ReactNode; text: string };
  loadMoreLabel: string;
  skeletonHeight: number;
  itemKey: (item: Item) => string;
  /** One list item (an `li`). */
  renderItem: (item: Item) => ReactNode;
  /** Set when the caller shows the failure itself (e.g. beside a search field). */
  hideError?: boolean;
};

/**
 * The moderation and tickets lists: skeleton cards while loading, the error with a retry, the
 * empty state, the items, and 'Load more' while the keyset pages go on.
 */
export function KeysetList<Item>({ query, label, loadingLabel, errorTitle, empty, loadMoreLabel, skeletonHeight, itemKey, renderItem, hideError }: KeysetListProps<Item>) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={loadingLabel}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={skeletonHeight} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError && !hideError) {
    return (
      <Alert color="red" title={errorTitle}>
        <Button variant="default" size="xs" onClick={() => void query.refetch()}>
          {t('routeError.retry')}
        </Button>
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl">
        {empty.icon}
        <Text fw={600}>{empty.text}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap="md" component="ul" aria-label={label} style={plainList}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </Stack>
      {query.hasNextPage ? (
        <Center>
          <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {loadMoreLabel}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
