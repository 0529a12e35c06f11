// The server's announcements that a restaurant resource changed (my_callback {msg:
// 'refresh_receiving_method' | 'refresh_wait_time', id_restaurant}, sent to the restaurant's room
// after a commit, whichever tablet made the change): each invalidates the resource through its own
// invalidate function, so every screen showing it — the dashboard, the Wait Time and Receiving
// Method lists, the menu form — asks again. Socket.IO delivers at most once, so a reconnection
// refreshes both resources too: an announcement may have been missed while offline.

import { resourceRefreshSchema } from '@noren/domain/realtime-events';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type AppSocket, readPayload, watchAppSocket } from '../lib/socket.ts';
import { invalidateReceivingMethods } from './receiving-methods.ts';
import { invalidateWaitTimes } from './wait-times.ts';

/** Listens on `socket`; returns the stop function. */
export function startResourceRefresh(socket: AppSocket, queryClient: QueryClient): () => void {
  // The first connection is no reconnection: the screens are loading their data anyway.
  let connectedBefore = socket.connected;

  const onCallback = (payload: unknown) => {
    const parsed = resourceRefreshSchema.safeParse(readPayload(payload));
    if (!parsed.success) return;
    if (parsed.data.msg === 'refresh_receiving_method') void invalidateReceivingMethods(queryClient);
    else void invalidateWaitTimes(queryClient);
  };
  const onConnect = () => {
    // invalidateWaitTimes refreshes the methods too (they carry the wait time they announce).
    if (connectedBefore) void invalidateWaitTimes(queryClient);
    connectedBefore = true;
  };

  socket.on('my_callback', onCallback);
  socket.on('connect', onConnect);
  return () => {
    socket.off('my_callback', onCallback);
    socket.off('connect', onConnect);
  };
}

/** Keeps the app's socket (whichever it is now) refreshing the resources while mounted. */
export function useResourceRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | null = null;
    const unwatch = watchAppSocket((socket) => {
      stop?.();
      stop = socket ? startResourceRefresh(socket, queryClient) : null;
    });
    return () => {
      unwatch();
      stop?.();
    };
  }, [queryClient]);
}
