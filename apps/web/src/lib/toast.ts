import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { translateNow } from './i18n';

/*
 * Toasts (spec §8) through @mantine/notifications. DESIGN.md: success toasts disappear, errors stay
 * until dismissed. Every toast has a labelled close button (an unlabelled one fails axe).
 */

function closeButtonProps() {
  return { 'aria-label': translateNow('common.dismiss') };
}

export function toastSuccess(message: ReactNode, title?: string): void {
  notifications.show({
    color: 'transit',
    title,
    message,
    autoClose: 5000,
    withCloseButton: true,
    closeButtonProps: closeButtonProps(),
  });
}

export function toastError(message: ReactNode, title?: string): void {
  notifications.show({
    color: 'red',
    title,
    message,
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: closeButtonProps(),
  });
}
