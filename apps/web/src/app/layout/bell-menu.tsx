import { Button, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { BellPopover, type BellControl } from './bell-popover';
import { lazyWithStyles } from '../page-styles';

// The signed-in bell needs the API layer and a live stream: loaded only for a signed-in user.
const SignedInNotificationMenu = lazyWithStyles(() => import('./signed-in-notification-menu'));

/**
 * Spec §2 "Navigation": anonymous visitors get the invitation and a Sign Up link; a signed-in
 * user gets the live bell (signed-in-notification-menu.tsx).
 */
export default function BellMenu(control: BellControl) {
  const { t } = useTranslation();
  const { user } = useSession();

  if (user) {
    return (
      <Suspense fallback={<BellPopover label={t('notifications.button')} {...control}>{() => null}</BellPopover>}>
        <SignedInNotificationMenu key={user.id} userId={user.id} {...control} />
      </Suspense>
    );
  }
  return (
    <BellPopover label={t('notifications.button')} {...control}>
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
