import { Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { DocumentTitle } from '../../../components/document-title';
import { useSession } from '../../../lib/session';
import { notificationsQueryOptions, useMarkAllRead } from '../api/notifications-api';
import { NotificationList } from '../components/notification-list';
import { LoadError } from '../../../components/load-error';

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{t('notificationsList.loading')}</VisuallyHidden>
      {[0, 1, 2].map((i) => (
        <Group key={i} gap="sm" aria-hidden="true">
          <Skeleton height={36} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={14} width="70%" />
            <Skeleton height={10} width="20%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * /notification (issue #6): every notification, newest first, PAGE_SIZE at a time with 'Load
 * more'; 'Mark all as read'; each opens its review. The route is guarded (signed in, onboarded).
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const list = useInfiniteQuery({ ...notificationsQueryOptions(userId), enabled: Boolean(user) });
  const markAll = useMarkAllRead(userId);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unreadCount ?? 0;

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <DocumentTitle page={t('pages.notifications')} />
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1}>{t('pages.notifications')}</Title>
          {items.length > 0 ? (
            <Anchor component="button" type="button" onClick={() => markAll.mutate()} disabled={markAll.isPending || unread === 0}>
              {t('notifications.markAllRead')}
            </Anchor>
          ) : null}
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError ? (
            <LoadError message={t('notificationsList.loadFailed')} onRetry={() => void list.refetch()} />
          ) : items.length === 0 ? (
            <Stack align="center" py="xl" gap="sm">
              <IconBellOff size={48} stroke={1.5} aria-hidden="true" color="var(--mantine-color-gray-7)" />
              <Text>{t('notificationsList.empty')}</Text>
            </Stack>
          ) : (
            <Stack gap="md">
              <NotificationList items={items} />
              {list.hasNextPage ? (
                <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} style={{ alignSelf: 'center' }}>
                  {t('notificationsList.loadMore')}
                </Button>
              ) : null}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
