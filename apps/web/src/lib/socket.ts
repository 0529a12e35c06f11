// The realtime connection (Socket.IO, same origin, cookie-authenticated). The server decides which
// rooms a session joins; this module only connects and hands out typed events.
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';

const forceLogoutSchema = z.object({ uuid: z.string() });

export interface ServerToClientEvents {
  force_logout: (payload: unknown) => void;
}

export type AppSocket = Socket<ServerToClientEvents>;

export function connectSocket(): AppSocket {
  return io({ path: '/socket.io', withCredentials: true });
}

/** Calls `onForceLogout(uuid)` for every well-formed force_logout; returns the unsubscribe. */
export function onForceLogout(socket: AppSocket, handler: (uuid: string) => void): () => void {
  const listener = (payload: unknown) => {
    const parsed = forceLogoutSchema.safeParse(payload);
    if (parsed.success) handler(parsed.data.uuid);
  };
  socket.on('force_logout', listener);
  return () => {
    socket.off('force_logout', listener);
  };
}
