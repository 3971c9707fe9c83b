import { Popover } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { BellButton } from './bell-button';

/** Whether the bell's dialog is open, kept by NotificationMenu so it survives the code arriving. */
export type BellControl = {
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
};

type BellPopoverProps = BellControl & {
  label: string;
  badge?: number;
  /** The dialog's content; `close` closes it (after following a link). */
  children: (close: () => void) => ReactNode;
};

/**
 * The bell: a button opening a small dialog named "Notifications" (a popover rather than
 * role="menu", because it holds text as well as actions). Focus is trapped inside while open,
 * Escape closes it, and any navigation closes it.
 */
export function BellPopover({ label, badge, opened, onOpenedChange, children }: BellPopoverProps) {
  const { t } = useTranslation();
  const close = () => onOpenedChange(false);

  return (
    <Popover opened={opened} onChange={onOpenedChange} position="bottom-end" width={320} shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <BellButton
          label={label}
          badge={badge}
          // Controlled popover: Mantine leaves toggling to us (onChange still reports closes).
          onClick={() => onOpenedChange(!opened)}
        />
      </Popover.Target>
      <Popover.Dropdown aria-label={t('notifications.title')} p="md">
        {children(close)}
      </Popover.Dropdown>
    </Popover>
  );
}
