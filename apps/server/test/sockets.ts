// Real Socket.IO clients of a listening test app: `socketOpener(base)` answers `open(options)`,
// which connects (websocket only, no reconnection unless asked) and answers the connected socket or
// the refusal; every socket it opened is closed after the file. `nextEvent` waits for one event.
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll } from 'vitest';

export interface SocketOptions {
  token?: string;
  cookie?: string;
  origin?: string;
  reconnection?: boolean;
}

export function socketOpener(base: string): (options: SocketOptions) => Promise<Socket> {
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  return (options) => {
    const socket = connect(base, {
      transports: ['websocket'],
      reconnection: options.reconnection ?? false,
      reconnectionDelay: 100,
      ...(options.token ? { auth: { token: options.token } } : {}),
      extraHeaders: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.origin ? { origin: options.origin } : {}),
      },
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
}

/** The payload of the socket's next `event`; refused after `timeoutMs` without one. */
export const nextEvent = (socket: Socket, event: string, timeoutMs = 1500) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), timeoutMs);
    socket.once(event, (payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
