import { Box, Burger, Button, Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { LogoMark } from '../../components/logo-mark';
import { useSession } from '../../lib/session';
import classes from './layout.module.css';
import { lazyWithStyles } from '../page-styles';
import { AccountMenu } from './account-menu';
import { NotificationMenu } from './notification-menu';
import { PRIMARY_NAV_ITEMS } from './nav-items';

// Not needed for the first paint: the drawer's code comes when the burger is first pressed.
const MobileNavDrawer = lazyWithStyles(() => import('./mobile-nav-drawer'));

/** The top bar: logo, Survey / Review / Popular, language, bell, Sign In or the avatar; a burger under 768 px. */
export function TopBar() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  // The drawer is open only at the location where it was opened: any navigation closes it.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const isMobile = useMediaQuery('(max-width: 47.99em)');
  const drawerOpened = drawerOpenedAt === location.key && isMobile === true;
  const closedByNavigation = drawerOpenedAt !== null && drawerOpenedAt !== location.key;
  const onSignIn = location.pathname === '/signin';
  const [drawerWanted, setDrawerWanted] = useState(false);

  return (
    <header className={classes.header}>
      <Container size="lg" px={{ base: 'sm', sm: 'md' }} className={classes.headerInner}>
        <Link to="/" className={classes.brand}>
          <LogoMark size={36} />
          <span className={classes.wordmark}>{t('app.name')}</span>
        </Link>

        <Box component="nav" aria-label={t('nav.main')} visibleFrom="sm" ml="md">
          <ul className={classes.navList}>
            {PRIMARY_NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={classes.navLink}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </Box>

        <div className={classes.actions}>
          <Box visibleFrom="sm">
            <LanguageSwitch />
          </Box>
          <NotificationMenu />
          {user ? (
            <AccountMenu user={user} />
          ) : onSignIn ? null : (
            // Not on the sign-in page itself: a button to the page one is on only distracts.
            <Button component={Link} to="/signin" size="sm" px="sm">
              {t('nav.signIn')}
            </Button>
          )}
          <Burger
            hiddenFrom="sm"
            opened={drawerOpened}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpenedAt(drawerOpened ? null : location.key);
            }}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpened}
            aria-haspopup="dialog"
            size="md"
            className={classes.burger}
          />
        </div>
      </Container>

      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={drawerOpened} onClose={() => setDrawerOpenedAt(null)} returnFocus={!closedByNavigation} />
        </Suspense>
      )}
    </header>
  );
}
