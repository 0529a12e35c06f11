// Every path of the permission tree is a route; a route renders only when the signed-in user may open
// it (otherwise it is "not found"). Screens not built yet show a named "coming soon" page.
import { firstPermittedPath, isPathPermitted, menuTree } from '@noren/domain/permissions';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { ComingSoonPage } from '../features/coming-soon/coming-soon-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { toMenuViewer, useSession } from '../lib/auth.ts';
import { featureRoutes } from './feature-routes.ts';
import { RouteError } from './route-error.tsx';
import { SessionGate } from './session-gate.tsx';

// Loaded when opened, like the features' screens: the login page carries neither.
const DownloadAppPage = lazy(() =>
  import('../features/download-app/download-app-page.tsx').then((module) => ({ default: module.DownloadAppPage })),
);
const LogoutDialog = lazy(() =>
  import('./shell/logout-dialog.tsx').then((module) => ({ default: module.LogoutDialog })),
);

/** Screens that exist, by path; every other page of the tree is "coming soon". */
const builtScreens = new Map<string, () => ReactNode>(
  [{ path: '/download-app', Component: DownloadAppPage }, ...featureRoutes].map(({ path, Component }) => [
    path,
    () => (
      <Suspense fallback={<PageLoader />}>
        <Component />
      </Suspense>
    ),
  ]),
);

function PermittedScreen({ children }: { children: ReactNode }) {
  const { data: user } = useSession();
  const { pathname } = useLocation();
  // Signed out, the gate lets only the public pages through, so there is nothing to check.
  if (user && !isPathPermitted(toMenuViewer(user), pathname)) return <NotFoundPage key={pathname} />;
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
  .map((node) =>
    screenRoute(
      node.path as string,
      builtScreens.get(node.path as string)?.() ?? <ComingSoonPage titleKey={`menu.${node.labelKey}`} />,
    ),
  );

/** Routes below a tree page; they share its permission (isPathPermitted matches the prefix). */
const nestedRoutes: RouteObject[] = [
  screenRoute(
    '/food/food/:id',
    builtScreens.get('/food/food/:id')?.() ?? <ComingSoonPage titleKey="screens.foodMenuDetail" />,
  ),
  screenRoute(
    '/order-time-frame/holiday',
    builtScreens.get('/order-time-frame/holiday')?.() ?? <ComingSoonPage titleKey="screens.holiday" />,
  ),
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <SessionGate />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRedirect /> },
      ...treeRoutes,
      ...nestedRoutes,
      { path: 'logout', element: <LogoutRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
