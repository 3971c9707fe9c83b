import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { latestNotificationsQueryOptions, useMarkAllRead } from '../../features/notifications/api/notifications-api';
import { useNotificationStream } from '../../features/notifications/api/use-notification-stream';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { BellPopover, type BellControl } from './bell-popover';

/**
 * The signed-in bell (spec §2 "Navigation", issue #6): the unread count on the bell and in its
 * name, and a dialog with 'Mark all as read', the latest notifications ('No new notification'
 * when there is none) and 'See All'. It also keeps the tab's live stream open.
 */
export default function SignedInNotificationMenu({ userId, ...control }: { userId: string } & BellControl) {
  const { t } = useTranslation();
  useNotificationStream(userId);
  const latest = useQuery(latestNotificationsQueryOptions(userId));
  const markAll = useMarkAllRead(userId);
  const unread = latest.data?.unreadCount ?? 0;
  const label = unread > 0 ? t('notificationsList.bellUnread', { count: unread }) : t('notificationsList.bell');

  return (
    <BellPopover label={label} badge={unread} {...control}>
      {(close) => (
        <Stack gap="sm">
          <Group justify="space-between" gap={4}>
            <Text fw={700}>{t('notifications.title')}</Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              underline="hover"
              style={{ whiteSpace: 'nowrap' }}
              onClick={() => markAll.mutate()}
              disabled={markAll.isPending}
            >
              {t('notifications.markAllRead')}
            </Anchor>
          </Group>
          {latest.isPending ? (
            <Group justify="center" py="md">
              <Loader size="sm" role="status" aria-label={t('notificationsList.loading')} />
            </Group>
          ) : latest.isError ? (
            <Text c="dimmed" ta="center" py="md">
              {t('notificationsList.loadFailed')}
            </Text>
          ) : latest.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {t('notifications.empty')}
            </Text>
          ) : (
            <NotificationList items={latest.data.items} onOpen={close} />
          )}
          <Button component={Link} to="/notification" variant="light" fullWidth onClick={close}>
            {t('notifications.seeAll')}
          </Button>
        </Stack>
      )}
    </BellPopover>
  );
}
