import type { NotificationData } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { translateNow } from './i18n';

/*
 * Toasts (spec §8) through @mantine/notifications. DESIGN.md: success toasts disappear, errors stay
 * until dismissed. Every toast has a labelled close button (an unlabelled one fails axe).
 */

/**
 * Shows `toast`, with its labelled close button, once Mantine's toasts have loaded: most visits show
 * none, and their store comes with the toasts' own code (13 KB gzip), which the API client and every
 * form would otherwise put on a page's first visit. Toasts keep their order: each waits on the same import.
 */
export function showToast(toast: Omit<NotificationData, 'withCloseButton' | 'closeButtonProps'>): void {
  const closeButton = { withCloseButton: true, closeButtonProps: { 'aria-label': translateNow('common.dismiss') } };
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ ...toast, ...closeButton }));
}

export function toastSuccess(message: ReactNode, title?: string): void {
  showToast({ color: 'transit', title, message, autoClose: 5000 });
}

export function toastError(message: ReactNode, title?: string): void {
  showToast({ color: 'red', title, message, autoClose: false });
}
