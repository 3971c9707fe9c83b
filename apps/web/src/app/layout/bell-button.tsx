import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type BellButtonProps = {
  /** The bell's accessible name ('Notifications', 'Notifications, 2 unread'). */
  label: string;
  /** Unread count shown on the bell; none when 0. */
  badge?: number;
} & Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'>;

/** The bell in the top bar: the target that opens the notifications dialog. */
export function BellButton({ label, badge = 0, ...buttonProps }: BellButtonProps) {
  return (
    <ActionIcon {...buttonProps} variant="subtle" color="gray" c="gray.8" size={44} radius="xl" aria-label={label}>
      <Indicator label={badge > 99 ? '99+' : badge} disabled={badge === 0} size={18} color="red.8" offset={3} aria-hidden="true">
        <IconBell size={24} stroke={1.75} aria-hidden="true" />
      </Indicator>
    </ActionIcon>
  );
}
