// A stand-in for the Socket.IO connection: tests play the server by calling `serverEmit`.
import type { AppSocket } from '../lib/socket.ts';

type Listener = (payload: unknown) => void;

export interface FakeSocket {
  connected: boolean;
  serverEmit: (event: string, payload: unknown) => void;
}

export const fakeSockets: FakeSocket[] = [];

export function createFakeSocket(): AppSocket {
  const listeners = new Map<string, Set<Listener>>();
  const fake = {
    connected: true,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return fake;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return fake;
    },
    disconnect() {
      fake.connected = false;
      return fake;
    },
    serverEmit(event: string, payload: unknown) {
      if (!fake.connected) return;
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  };
  fakeSockets.push(fake);
  return fake as unknown as AppSocket;
}

export function latestSocket(): FakeSocket {
  const socket = fakeSockets.at(-1);
  if (!socket) throw new Error('No socket was opened');
  return socket;
}
