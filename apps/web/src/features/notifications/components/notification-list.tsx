import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { useSession } from '../../../lib/session';
import { relativeTime, useNow } from '../../../lib/review-format';
import { notificationHref, useMarkRead, type NotificationItem } from '../api/notifications-api';
import { notificationText } from '../notification-text';
import classes from './notification-list.module.css';

type NotificationListProps = {
  items: NotificationItem[];
  /** Called after an item is opened (the bell closes its popover). */
  onOpen?: () => void;
};

/**
 * Notifications as a list of links to their review's dialog. An unread one is marked by a 'New'
 * badge and bold text as well as its edge colour (never by colour alone); opening it marks it read.
 */
export function NotificationList({ items, onOpen }: NotificationListProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const markRead = useMarkRead(user?.id ?? '');
  const now = useNow();

  return (
    <ul className={classes.list}>
      {items.map((item) => {
        const unread = item.readAt === null;
        return (
          <li key={item.id}>
            <UnstyledButton
              component={Link}
              to={notificationHref(item)}
              className={classes.item}
              data-unread={unread || undefined}
              onClick={() => {
                if (unread) markRead.mutate(item.id);
                onOpen?.();
              }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {item.actor ? (
                  <UserAvatar name={item.actor.name} avatarUrl={item.actor.avatarUrl} size={36} />
                ) : (
                  <IconCircleCheck size={36} stroke={1.5} aria-hidden="true" className={classes.statusIcon} />
                )}
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={unread ? 700 : 400}>
                    {notificationText(t, item)}
                  </Text>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed" component="time" dateTime={item.createdAt}>
                      {relativeTime(item.createdAt, now, t)}
                    </Text>
                    {unread ? (
                      <Badge size="xs" variant="filled">
                        {t('notificationsList.unread')}
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
