// The signed-in frame: the shell (app bar, side menu) around the page, and the session's watchers.
// Loaded only once someone is signed in (session-gate.tsx), so the login page does not carry the
// shell, its menu icons or the realtime client.
import type { AuthUser } from '@noren/domain/users';
import { Outlet } from 'react-router';
import { useResourceRefresh } from '../resources/realtime-refresh.ts';
import { useForceLogout } from './session-guards.ts';
import { AppShell } from './shell/app-shell.tsx';

export function SignedIn({ user }: { user: AuthUser }) {
  useForceLogout(user);
  // Receiving methods and wait times changed on another tablet show here too, on every screen.
  useResourceRefresh();
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}
