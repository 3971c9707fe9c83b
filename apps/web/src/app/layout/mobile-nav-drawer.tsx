import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { IconBell, IconHome, IconInbox, IconLogout, IconMail, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { NavLink, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { useIsOperatorStaff } from '../../features/operator/api/my-teams-api';
import { useSession } from '../../lib/session';
import classes from './layout.module.css';
import { PRIMARY_NAV_ITEMS } from './nav-items';
import { useLogout } from './use-logout';

type MobileNavDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** False when the drawer closes because the route changed: focus then goes to the new page. */
  returnFocus: boolean;
};

function DrawerLink({ to, icon, children, onClick }: { to: string; icon?: ReactNode; children: ReactNode; onClick: () => void }) {
  return (
    <li>
      <NavLink to={to} end className={classes.drawerLink} onClick={onClick}>
        {icon}
        {children}
      </NavLink>
    </li>
  );
}

/** The burger's drawer (under 768 px): the same links as the top bar, the account links, the language switch. */
/** 'Operator inbox', for a member of an operator team only. */
function OperatorInboxLink({ userId, onClick }: { userId: string; onClick: () => void }) {
  const { t } = useTranslation();
  if (!useIsOperatorStaff(userId)) return null;
  return (
    <DrawerLink to="/operator" icon={<IconInbox size={20} aria-hidden="true" />} onClick={onClick}>
      {t('nav.operatorInbox')}
    </DrawerLink>
  );
}

export default function MobileNavDrawer({ opened, onClose, returnFocus }: MobileNavDrawerProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useLogout();
  const onSignIn = useLocation().pathname === '/signin';
  const logout = () => {
    onClose();
    void signOut();
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('nav.menu')}
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Stack gap="md">
        <nav aria-label={t('nav.mobileMain')}>
          <ul className={classes.drawerList}>
            <DrawerLink to="/" icon={<IconHome size={20} aria-hidden="true" />} onClick={onClose}>
              {t('nav.home')}
            </DrawerLink>
            {PRIMARY_NAV_ITEMS.map((item) => (
              <DrawerLink key={item.to} to={item.to} icon={<item.icon size={20} aria-hidden="true" />} onClick={onClose}>
                {t(item.labelKey)}
              </DrawerLink>
            ))}
          </ul>
        </nav>
        <Divider />
        {user ? (
          <Stack gap={4}>
            <Text fw={700} px="sm">
              {user.name}
            </Text>
            <ul className={classes.drawerList}>
              <DrawerLink to="/notification" icon={<IconBell size={20} aria-hidden="true" />} onClick={onClose}>
                {t('notifications.title')}
              </DrawerLink>
              <DrawerLink to="/profile" icon={<IconUser size={20} aria-hidden="true" />} onClick={onClose}>
                {t('nav.profile')}
              </DrawerLink>
              <OperatorInboxLink userId={user.id} onClick={onClose} />
              <DrawerLink to="/contact-us" icon={<IconMail size={20} aria-hidden="true" />} onClick={onClose}>
                {t('nav.contactUs')}
              </DrawerLink>
            </ul>
            <Button variant="default" leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={logout} mt="xs">
              {t('nav.logout')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs">
            {onSignIn ? null : (
              // Not on the sign-in page itself (the top bar hides its button there too).
              <Button component={NavLink} to="/signin" onClick={onClose} fullWidth>
                {t('nav.signIn')}
              </Button>
            )}
            <Button component={NavLink} to="/signup" variant="default" onClick={onClose} fullWidth>
              {t('nav.signUp')}
            </Button>
          </Stack>
        )}
        <Divider />
        <LanguageSwitch size="sm" />
      </Stack>
    </Drawer>
  );
}
