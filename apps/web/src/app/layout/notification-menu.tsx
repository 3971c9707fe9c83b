import { useState } from 'react';
import { useLocation } from 'react-router';
import BellMenu from './bell-menu';

/**
 * The top bar's bell. Its open state lives here, above the signed-in bell's lazily loaded code, so
 * the dialog stays open when that code replaces the placeholder bell.
 */
export function NotificationMenu() {
  const location = useLocation();
  // Remember which location the dialog was opened at: any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const opened = openedAt === location.key;
  return <BellMenu opened={opened} onOpenedChange={(next) => setOpenedAt(next ? location.key : null)} />;
}
