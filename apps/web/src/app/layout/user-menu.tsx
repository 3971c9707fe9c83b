import { Menu } from '@mantine/core';
import { IconInbox, IconLogout, IconMail, IconUser } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useIsOperatorStaff } from '../../features/operator/api/my-teams-api';
import type { SessionUser } from '../../lib/session';
import { UserMenuButton } from './user-menu-button';
import { useLogout } from './use-logout';

type UserMenuProps = { user: SessionUser; opened: boolean; onOpenedChange: (opened: boolean) => void };

/** The signed-in user's avatar opening Profile, the operator inbox (for a team's staff), Contact Us and Logout. */
export default function UserMenu({ user, opened, onOpenedChange }: UserMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const staff = useIsOperatorStaff(user.id);

  return (
    <Menu opened={opened} onChange={onOpenedChange} position="bottom-end" width={220} shadow="md" withArrow>
      <Menu.Target>
        <UserMenuButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={18} aria-hidden="true" />}>
          {t('nav.profile')}
        </Menu.Item>
        {staff ? (
          <Menu.Item component={Link} to="/operator" leftSection={<IconInbox size={18} aria-hidden="true" />}>
            {t('nav.operatorInbox')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/contact-us" leftSection={<IconMail size={18} aria-hidden="true" />}>
          {t('nav.contactUs')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={() => void logout()}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
