// A live session ended from outside by a force_logout broadcast after a password change on another
// session. Used by the signed-in frame only (signed-in.tsx), so the realtime client stays out of the
// login page; the other way, a 401 on an ordinary call, is watched by app.tsx.
import type { AuthUser } from '@noren/domain/users';
import { useEffect } from 'react';
import { endSession, isForcedOut } from '../lib/auth.ts';
import { connectSocket, onForceLogout } from '../lib/socket.ts';

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
