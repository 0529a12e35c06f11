// Every path of the permission tree is a route; a route renders only when the signed-in user may open
// it (otherwise it is "not found"). Screens not built yet show a named "coming soon" page.
import { firstPermittedPath, isPathPermitted, menuTree } from '@noren/domain/permissions';
import { Component, type ErrorInfo, lazy, type ReactNode, Suspense, use } from 'react';
import { Navigate, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { toMenuViewer, useSession } from '../lib/auth.ts';
import { loadFeatureScreens } from './feature-screens.ts';
import { SessionGate } from './session-gate.tsx';

// Loaded when opened, like the features' screens: the login page carries neither.
const DownloadAppPage = lazy(() =>
  import('../features/download-app/download-app-page.tsx').then((module) => ({ default: module.DownloadAppPage })),
);
// Neither is on the login page or the first screen of a signed-in user.
const ComingSoonPage = lazy(() =>
  import('../features/coming-soon/coming-soon-page.tsx').then((module) => ({ default: module.ComingSoonPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);
// A screen that throws is rare: its error page loads when needed.
const RouteError = lazy(() => import('./route-error.tsx').then((module) => ({ default: module.RouteError })));
const LogoutDialog = lazy(() =>
  import('./shell/logout-dialog.tsx').then((module) => ({ default: module.LogoutDialog })),
);

/** A screen whose code loads when it is opened, with the page loader meanwhile. */
function loaded(screen: ReactNode): ReactNode {
  return <Suspense fallback={<PageLoader />}>{screen}</Suspense>;
}

/** The feature's screen at `path` (feature-screens.ts), or "coming soon" named `titleKey`. */
function FeatureScreen({ path, titleKey }: { path: string; titleKey: string }) {
  const Screen = use(loadFeatureScreens()).get(path);
  return Screen ? <Screen /> : <ComingSoonPage titleKey={titleKey} />;
}

/** The screen of a path: Download App, a feature's, or "coming soon" when none is built yet. */
function screenAt(path: string, titleKey: string): ReactNode {
  return loaded(path === '/download-app' ? <DownloadAppPage /> : <FeatureScreen path={path} titleKey={titleKey} />);
}

function PermittedScreen({ children }: { children: ReactNode }) {
  const { data: user } = useSession();
  const { pathname } = useLocation();
  // Signed out, the gate lets only the public pages through, so there is nothing to check.
  if (user && !isPathPermitted(toMenuViewer(user), pathname)) return loaded(<NotFoundPage key={pathname} />);
  return children;
}

function HomeRedirect() {
  const { data: user } = useSession();
  if (!user) return null;
  return <Navigate to={firstPermittedPath(toMenuViewer(user))} replace />;
}

function LogoutRoute() {
  const navigate = useNavigate();
  return (
    <Suspense>
      <LogoutDialog open onClose={() => navigate('/', { replace: true })} />
    </Suspense>
  );
}

function screenRoute(path: string, element: ReactNode): RouteObject {
  return { path: path.replace(/^\//, ''), element: <PermittedScreen>{element}</PermittedScreen> };
}

const treeRoutes: RouteObject[] = menuTree
  .filter((node) => node.path && !node.action)
  .map((node) => screenRoute(node.path as string, screenAt(node.path as string, `menu.${node.labelKey}`)));

/** Routes below a tree page; they share its permission (isPathPermitted matches the prefix). */
const nestedRoutes: RouteObject[] = [
  screenRoute('/food/food/:id', screenAt('/food/food/:id', 'screens.foodMenuDetail')),
  screenRoute('/order-time-frame/holiday', screenAt('/order-time-frame/holiday', 'screens.holiday')),
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <SessionGate />,
    children: [
      { index: true, element: <HomeRedirect /> },
      ...treeRoutes,
      ...nestedRoutes,
      { path: 'logout', element: <LogoutRoute /> },
      { path: '*', element: loaded(<NotFoundPage />) },
    ],
  },
];

interface RouteErrorBoundaryProps {
  /** The address: moving to another screen clears the error (as the router's errorElement did). */
  resetKey: string;
  children: ReactNode;
}

/** A screen that throws (or whose code fails to load) shows the error page, not a blank one. */
class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? loaded(<RouteError />) : this.props.children;
  }
}

/**
 * The app's routes, inside the browser router the caller gives (main.tsx, testing/render-app.tsx).
 * Declarative routing (useRoutes), not the data router: the app uses no loaders or actions, and the
 * data router's code is 17 KB of gzipped JavaScript on every first screen.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const routes = useRoutes(appRoutes);
  return <RouteErrorBoundary resetKey={pathname}>{routes}</RouteErrorBoundary>;
}
