// The signed-in frame: app bar (menu toggle, screen name, who is signed in) and the side menu drawer,
// permanent and collapsible on wide screens, a slide-over on phones and portrait tablets. For
// restaurant users it also hosts the new-order sound, so the chime rings on every screen.

import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { menuTree } from '@noren/domain/permissions';
import { productVersion } from '@noren/domain/restaurant';
import type { AuthUser } from '@noren/domain/users';
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { OfflineBanner } from '../../components/offline-banner.tsx';
import { OrderSoundHost } from '../../features/home/order-sound-host.tsx';
import { displayName } from '../../lib/auth.ts';
import { formatUsDate } from '../../lib/format.ts';
import { getStoredLanguage, otherLanguage, switchLanguage } from '../../lib/language.ts';
import { lazyComponent, useOpenedOnce } from '../../lib/lazy-module.ts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';
import { useToastsBelow } from '../../lib/toast.ts';
import { collapsedDrawerWidth, drawerWidth } from '../theme.ts';
import { SideMenu } from './side-menu.tsx';

// The slide-over menu and the logout question load at their first opening: the first screen needs
// neither (MUI's modal, focus trap, slide and dialog stay out of it).
const SlideOverMenu = lazyComponent(() => import('./slide-over-menu.tsx').then((module) => module.SlideOverMenu));
const LogoutDialog = lazyComponent(() => import('./logout-dialog.tsx').then((module) => module.LogoutDialog));

export interface AppShellProps {
  user: AuthUser;
  children: ReactNode;
}

function screenLabelKey(pathname: string): string | null {
  const node = menuTree.find(
    (candidate) =>
      candidate.path && !candidate.action && (pathname === candidate.path || pathname.startsWith(`${candidate.path}/`)),
  );
  return node ? `menu.${node.labelKey}` : null;
}

export function AppShell({ user, children }: AppShellProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { pathname } = useLocation();
  const language = getStoredLanguage();
  const [collapsed, setCollapsed] = useState(() => readStorage(storageKeys.sidebarCollapsed) === 'true');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const slideOverMounted = useOpenedOnce(narrow && mobileOpen);
  const logoutMounted = useOpenedOnce(logoutOpen);
  const appBar = useRef<HTMLElement>(null);
  useToastsBelow(appBar);

  const miniDrawer = collapsed && !narrow;
  const width = miniDrawer ? collapsedDrawerWidth : drawerWidth;
  const homePath = user.is_superadmin ? '/restaurant' : '/';
  const labelKey = screenLabelKey(pathname);

  function setCollapsedAndRemember(next: boolean) {
    setCollapsed(next);
    writeStorage(storageKeys.sidebarCollapsed, String(next));
  }

  function toggleMenu() {
    if (narrow) setMobileOpen(!mobileOpen);
    else setCollapsedAndRemember(!collapsed);
  }

  const toggleLabel = narrow ? t('shell.openMenu') : collapsed ? t('shell.expandMenu') : t('shell.collapseMenu');

  const drawerContent = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Toolbar sx={{ px: miniDrawer ? 1.5 : 2.5, gap: 1.5 }}>
        <Box
          component={Link}
          to={homePath}
          onClick={() => setMobileOpen(false)}
          aria-label={t('shell.goHome')}
          data-testid="brand-link"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none' }}
        >
          <BrandMark size={40} />
          {!miniDrawer && (
            <Box>
              <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.2 }}>{t('app.name')}</Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('app.tagline')}
              </Typography>
            </Box>
          )}
        </Box>
      </Toolbar>
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <SideMenu
          user={user}
          collapsed={miniDrawer}
          onExpand={() => setCollapsedAndRemember(false)}
          onNavigate={() => setMobileOpen(false)}
          onLanguage={() => switchLanguage(otherLanguage(language))}
          onLogout={() => {
            setMobileOpen(false);
            setLogoutOpen(true);
          }}
        />
      </Box>
      <Typography
        variant="caption"
        data-testid="product-version"
        sx={{ px: 2.5, py: 1.5, color: 'text.secondary', whiteSpace: miniDrawer ? 'nowrap' : 'normal' }}
      >
        {miniDrawer
          ? `v${productVersion.version}`
          : t('app.version', {
              version: productVersion.version,
              date: formatUsDate(productVersion.releaseDate, language),
            })}
      </Typography>
    </Box>
  );

  const paperStyle = {
    width,
    boxSizing: 'border-box',
    borderRight: `1px solid ${theme.palette.divider}`,
    transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
  } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {narrow ? (
        slideOverMounted && (
          <Suspense fallback={null}>
            <SlideOverMenu
              open={mobileOpen}
              onClose={() => setMobileOpen(false)}
              paperSx={{ ...paperStyle, width: drawerWidth }}
            >
              {drawerContent}
            </SlideOverMenu>
          </Suspense>
        )
      ) : (
        // Docked: what MUI's permanent Drawer draws (a fixed, scrolling column beside a spacer of its
        // width), without the Drawer module and the modal it imports for its temporary variant.
        <Box sx={{ width, flexShrink: 0, transition: paperStyle.transition }}>
          <Box
            sx={{
              ...paperStyle,
              position: 'fixed',
              top: 0,
              left: 0,
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              overflowY: 'auto',
              zIndex: 'drawer',
              bgcolor: 'background.paper',
              color: 'text.primary',
            }}
          >
            {drawerContent}
          </Box>
        </Box>
      )}

      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          ref={appBar}
          position="sticky"
          color="inherit"
          sx={{ bgcolor: 'background.paper', borderBottom: `1px solid ${theme.palette.divider}` }}
        >
          <Toolbar sx={{ gap: 1.5 }}>
            <IconButton
              edge="start"
              onClick={toggleMenu}
              aria-label={toggleLabel}
              aria-expanded={narrow ? mobileOpen : !collapsed}
              data-testid="sidebar-toggle"
            >
              {!narrow && !collapsed ? <MenuOpenIcon /> : <MenuIcon />}
            </IconButton>
            <Typography component="div" sx={{ fontWeight: 700, fontSize: '1.125rem', flexGrow: 1 }} noWrap>
              {labelKey ? t(labelKey) : ''}
            </Typography>
            {/* Spec 3 §6: the looping new-order sound is not the dashboard's alone (its speaker mark shows here). */}
            {!user.is_superadmin && user.id_restaurant !== null && <OrderSoundHost user={user} />}
            <CurrentUser user={user} />
          </Toolbar>
          {/* Issue 5: a lost server connection is said on every signed-in screen, under the sticky bar. */}
          <OfflineBanner />
        </AppBar>
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, maxWidth: 1400, width: '100%', mx: 'auto' }}>
          {children}
        </Box>
      </Box>

      {logoutMounted && (
        <Suspense fallback={null}>
          <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

function CurrentUser({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const name = displayName(user, getStoredLanguage());
  const place = user.is_superadmin ? t('shell.superadmin') : (user.restaurant_detail?.restaurant_name ?? '');
  return (
    <Box
      data-testid="current-user"
      aria-label={t('shell.signedInAs', { name })}
      role="group"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ textAlign: 'right', minWidth: 0, display: { xs: 'none', sm: 'block' } }}>
        <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }} noWrap data-testid="current-user-name">
          {name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap data-testid="current-restaurant-name">
          {place}
        </Typography>
      </Box>
      <Avatar sx={{ bgcolor: 'primary.main', width: 40, height: 40 }} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
    </Box>
  );
}
