import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyWithStyles } from '../page-styles';
import { BellButton } from './bell-button';

// The dialog (and the floating-position code under it) is not needed for the first paint: the bell
// shows at once, and a press made before the code arrives opens the dialog when it does.
const BellMenu = lazyWithStyles(() => import('./bell-menu'));

/** The top bar's bell. Its state lives here, so the bell keeps it when the dialog's code replaces it. */
export function NotificationMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  // Remember which location the dialog was opened at: any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const opened = openedAt === location.key;
  const onOpenedChange = (next: boolean) => setOpenedAt(next ? location.key : null);

  return (
    <div style={{ display: 'contents' }} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      <Suspense fallback={<BellButton label={t('notifications.button')} onClick={() => onOpenedChange(!opened)} />}>
        <BellMenu opened={opened} onOpenedChange={onOpenedChange} autoFocus={focused} />
      </Suspense>
    </div>
  );
}
