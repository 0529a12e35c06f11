// The root of every route: waits for "who am I", then shows the login screen (signed out, any path but
// the public Download App page), the public frame, or the signed-in shell.

import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorState } from '../components/error-state.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { errorText } from '../lib/api-client.ts';
import { useSession } from '../lib/auth.ts';
import { PublicLayout } from './shell/public-layout.tsx';

/** The shell loads with the first signed-in screen: the login page never needs it. */
const SignedIn = lazy(() => import('./signed-in.tsx').then((module) => ({ default: module.SignedIn })));

export const publicPaths: readonly string[] = ['/download-app'];

export function SessionGate() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();

  if (session.isPending) return <PageLoader fullScreen />;

  if (session.isError) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Box sx={{ maxWidth: 520, width: '100%' }}>
          <ErrorState
            testId="session-error"
            title={t('common.serverUnreachable')}
            message={`${errorText(session.error)} ${t('common.serverUnreachableDetail')}`}
            onRetry={() => void session.refetch()}
          />
        </Box>
      </Box>
    );
  }

  const user = session.data;
  if (!user) {
    if (publicPaths.includes(pathname)) {
      return (
        <PublicLayout>
          <Outlet />
        </PublicLayout>
      );
    }
    return <LoginScreen />;
  }
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <SignedIn user={user} />
    </Suspense>
  );
}
