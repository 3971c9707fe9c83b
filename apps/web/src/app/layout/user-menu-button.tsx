import { UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import { UserAvatar } from '../../components/user-avatar';
import type { SessionUser } from '../../lib/session';
import classes from './layout.module.css';

type UserMenuButtonProps = { user: SessionUser } & Omit<ComponentPropsWithRef<'button'>, 'children'>;

/** The avatar button that opens the account menu (shown alone while the menu's code loads). */
export function UserMenuButton({ user, ...buttonProps }: UserMenuButtonProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton {...buttonProps} className={classes.avatarButton} aria-label={t('nav.accountMenu')} title={user.name}>
      <UserAvatar name={user.name} avatarUrl={user.avatarUrl} size={45} />
    </UnstyledButton>
  );
}
