import { Suspense } from 'react';
import { useTranslation } from '../../lib/i18n';
import { lazyWithStyles } from '../page-styles';
import { BellButton } from './bell-button';
import { useOpenOnPage } from './use-open-on-page';

// The dialog and its floating-position code (25 KB gzip) are not needed for the first paint: the
// bell shows at once, and a press made before the code arrives opens the dialog when it does.
const BellMenu = lazyWithStyles(() => import('./bell-menu'));

/** The top bar's bell; its open state lives here, so it survives the dialog's code replacing the placeholder. */
export function NotificationMenu() {
  const { t } = useTranslation();
  const [opened, setOpened] = useOpenOnPage();
  return (
    <Suspense
      fallback={<BellButton label={t('notifications.button')} aria-haspopup="dialog" aria-expanded={opened} onClick={() => setOpened(!opened)} />}
    >
      <BellMenu opened={opened} onOpenedChange={setOpened} />
    </Suspense>
  );
}
