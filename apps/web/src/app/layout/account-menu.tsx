import { Suspense } from 'react';
import type { SessionUser } from '../../lib/session';
import { lazyWithStyles } from '../page-styles';
import { UserMenuButton } from './user-menu-button';
import { useOpenOnPage } from './use-open-on-page';

// Not needed for the first paint: the avatar shows alone until the menu's code arrives.
const UserMenu = lazyWithStyles(() => import('./user-menu'));

/** The signed-in user's avatar and account menu; a press before the menu's code is in opens it on arrival. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const [opened, setOpened] = useOpenOnPage();
  return (
    <Suspense fallback={<UserMenuButton user={user} aria-haspopup="menu" aria-expanded={opened} onClick={() => setOpened(true)} />}>
      <UserMenu user={user} opened={opened} onOpenedChange={setOpened} />
    </Suspense>
  );
}
