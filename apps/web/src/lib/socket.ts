// The realtime connection (Socket.IO, same origin, cookie-authenticated). The server decides which
// rooms a session joins; this module only connects and hands out typed events.

import { forceLogoutSchema } from '@noren/domain/realtime-events';
import { io, type Socket } from 'socket.io-client';

export interface ServerToClientEvents {
  force_logout: (payload: unknown) => void;
  // Order events (spec 3 §7), read by lib/realtime.ts; payloads are checked there.
  new_order_notify: (payload: unknown) => void;
  update_order_notify: (payload: unknown) => void;
  my_callback: (payload: unknown) => void;
}

export type AppSocket = Socket<ServerToClientEvents>;

/** Spec 3 §9: after a lost connection, try again every second (no growing back-off). */
export const reconnectDelayMs = 1000;

export function connectSocket(): AppSocket {
  const socket: AppSocket = io({
    path: '/socket.io',
    // WebSocket only: one connection a proxy can send to any node, no sticky sessions (README).
    transports: ['websocket'],
    withCredentials: true,
    reconnectionDelay: reconnectDelayMs,
    reconnectionDelayMax: reconnectDelayMs,
    randomizationFactor: 0,
  });
  // A server that shuts down (restart, deploy) ends its connections itself ('io server disconnect'),
  // which Socket.IO never retries on its own: try again after the same second. A session the server
  // has ended is then refused at the handshake, which stops the retries.
  socket.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    setTimeout(() => {
      if (!socket.connected && !socket.active) socket.connect();
    }, reconnectDelayMs);
  });
  setAppSocket(socket);
  return socket;
}

/** A message's body; JSON text is parsed too (the original clients sent bodies as strings). */
export function readPayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
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

// --- The app's one connection, shared ------------------------------------------------------------
// The signed-in frame opens the connection (session-guards.ts); the order stream and the offline
// banner listen on that same socket instead of opening their own. The newest socket opened is the
// app's socket (a remount replaces it).

type AppSocketListener = (socket: AppSocket | null) => void;
let appSocket: AppSocket | null = null;
const appSocketListeners = new Set<AppSocketListener>();

/** Makes `socket` the app's connection and tells the watchers (connectSocket does it). */
export function setAppSocket(socket: AppSocket | null): void {
  appSocket = socket;
  for (const listener of appSocketListeners) listener(socket);
}

/** Calls `listener` with the app's socket now and whenever it is replaced; returns the unsubscribe. */
export function watchAppSocket(listener: AppSocketListener): () => void {
  appSocketListeners.add(listener);
  listener(appSocket);
  return () => {
    appSocketListeners.delete(listener);
  };
}

/**
 * 'connecting' until the first answer, then 'connected' or 'disconnected' (a lost connection, or a
 * refused or failed attempt while Socket.IO keeps retrying).
 */
export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

/** Follows the connection state of `socket`; calls `listener` now and on every change. */
export function watchConnection(socket: AppSocket, listener: (state: ConnectionState) => void): () => void {
  let state: ConnectionState = socket.connected ? 'connected' : 'connecting';
  const set = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    listener(next);
  };
  const onConnect = () => set('connected');
  const onDown = () => set('disconnected');
  socket.on('connect', onConnect);
  socket.on('disconnect', onDown);
  socket.on('connect_error', onDown);
  listener(state);
  return () => {
    socket.off('connect', onConnect);
    socket.off('disconnect', onDown);
    socket.off('connect_error', onDown);
  };
}
