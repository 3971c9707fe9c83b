import { ActionIcon, Anchor, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session';

/**
 * The bell: a button opening a small dialog named "Notifications" (a popover rather than
 * role="menu", because it holds text as well as actions). Anonymous visitors get the invitation
 * and a Sign Up link; signed-in users get 'Mark all as read', the (for now always empty) list and
 * 'See All'. Focus is trapped inside while open, Escape closes it, and any navigation closes it.
 */
export function NotificationMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  // Remember which location the popover was opened at: any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const opened = openedAt === location.key;
  const close = () => setOpenedAt(null);

  return (
    <Popover
      opened={opened}
      onChange={(next) => setOpenedAt(next ? location.key : null)}
      position="bottom-end"
      width={300}
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          c="gray.8"
          size={44}
          radius="xl"
          aria-label={t('notifications.button')}
          // Controlled popover: Mantine leaves toggling to us (onChange still reports closes).
          onClick={() => setOpenedAt(opened ? null : location.key)}
        >
          <IconBell size={24} stroke={1.75} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('notifications.title')} p="md">
        {user ? (
          <Stack gap="sm">
            <Group justify="space-between" gap={4}>
              <Text fw={700}>{t('notifications.title')}</Text>
              {/* Wired to POST /api/notifications/read-all by the notifications issue. */}
              <Anchor component="button" type="button" size="sm" underline="hover" style={{ whiteSpace: 'nowrap' }}>
                {t('notifications.markAllRead')}
              </Anchor>
            </Group>
            <Text c="dimmed" ta="center" py="md">
              {t('notifications.empty')}
            </Text>
            <Button component={Link} to="/notification" variant="light" fullWidth onClick={close}>
              {t('notifications.seeAll')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text>{t('notifications.joinCommunity')}</Text>
            <Button component={Link} to="/signup" fullWidth onClick={close}>
              {t('nav.signUp')}
            </Button>
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
