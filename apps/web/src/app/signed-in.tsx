// The signed-in frame: the shell (app bar, side menu) around the page, and the session's watchers.
// Loaded only once someone is signed in (session-gate.tsx), so the login page does not carry the
// shell, its menu icons or the realtime client.
import type { AuthUser } from '@noren/domain/users';
import { useDeferredValue } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { useResourceRefresh } from '../resources/realtime-refresh.ts';
import { useForceLogout } from './session-guards.ts';
import { AppShell } from './shell/app-shell.tsx';

export function SignedIn({ user }: { user: AuthUser }) {
  useForceLogout(user);
  // Receiving methods and wait times changed on another tablet show here too, on every screen.
  useResourceRefresh();
  // The frame is drawn first, the screen in a transition right after (a second, sliced render): on
  // a tablet's CPU the app bar and menu show without waiting for the whole screen to be built.
  const screenShown = useDeferredValue(true, false);
  return <AppShell user={user}>{screenShown ? <Outlet /> : <PageLoader />}</AppShell>;
}
