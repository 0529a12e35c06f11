// The two ways a live session is ended from outside: a 401 on any ordinary call (the session died on
// the server) and a force_logout broadcast after a password change on another session.
import type { AuthUser } from '@noren/domain/users';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { endSession, isForcedOut, sessionKeys } from '../lib/auth.ts';
import { connectSocket, onForceLogout } from '../lib/socket.ts';

export function useUnauthorizedLogout(queryClient: QueryClient): void {
  useEffect(() => {
    setUnauthorizedHandler(() => {
      // Only a signed-in page has a session to lose; the login screen's 401s are answers, not news.
      if (queryClient.getQueryData(sessionKeys.me())) void endSession();
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient]);
}

export function useForceLogout(user: AuthUser): void {
  const sessionUuid = user.session_uuid;
  useEffect(() => {
    const socket = connectSocket();
    const unsubscribe = onForceLogout(socket, (uuid) => {
      if (isForcedOut({ session_uuid: sessionUuid }, uuid)) void endSession();
    });
    return () => {
      unsubscribe();
      socket.disconnect();
    };
  }, [sessionUuid]);
}
