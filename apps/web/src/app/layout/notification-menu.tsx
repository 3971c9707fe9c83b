import { ActionIcon, Button, Indicator, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session';

// The signed-in bell needs the API layer and a live stream: loaded only for a signed-in user.
const SignedInNotificationMenu = lazy(() => import('./signed-in-notification-menu'));

type BellPopoverProps = {
  /** The bell's accessible name ('Notifications', 'Notifications, 2 unread'). */
  label: string;
  /** Unread count shown on the bell; none when 0. */
  badge?: number;
  /** The dialog's content; `close` closes it (after following a link). */
  children: (close: () => void) => ReactNode;
};

/**
 * The bell: a button opening a small dialog named "Notifications" (a popover rather than
 * role="menu", because it holds text as well as actions). Focus is trapped inside while open,
 * Escape closes it, and any navigation closes it.
 */
export function BellPopover({ label, badge = 0, children }: BellPopoverProps) {
  const { t } = useTranslation();
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
      width={320}
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
          aria-label={label}
          // Controlled popover: Mantine leaves toggling to us (onChange still reports closes).
          onClick={() => setOpenedAt(opened ? null : location.key)}
        >
          <Indicator label={badge > 99 ? '99+' : badge} disabled={badge === 0} size={18} color="red.8" offset={3} aria-hidden="true">
            <IconBell size={24} stroke={1.75} aria-hidden="true" />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('notifications.title')} p="md">
        {children(close)}
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * Spec §2 "Navigation": anonymous visitors get the invitation and a Sign Up link; a signed-in
 * user gets the live bell (signed-in-notification-menu.tsx).
 */
export function NotificationMenu() {
  const { t } = useTranslation();
  const { user } = useSession();

  if (user) {
    return (
      <Suspense fallback={<BellPopover label={t('notifications.button')}>{() => null}</BellPopover>}>
        <SignedInNotificationMenu key={user.id} userId={user.id} />
      </Suspense>
    );
  }
  return (
    <BellPopover label={t('notifications.button')}>
      {(close) => (
        <Stack gap="sm">
          <Text>{t('notifications.joinCommunity')}</Text>
          <Button component={Link} to="/signup" fullWidth onClick={close}>
            {t('nav.signUp')}
          </Button>
        </Stack>
      )}
    </BellPopover>
  );
}
