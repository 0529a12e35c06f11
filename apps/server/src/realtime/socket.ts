// Socket.IO on the API's own server: the handshake checks Origin and the session, then the
// socket joins only its restaurant's room, its own user room and its session's room.
//
// A socket lives no longer than its session: when a session ends (logout, password change,
// deactivation) its sockets are told (force_logout) and dropped at once; sessions that end by
// themselves (idle or absolute expiry) or on another API node are found by a periodic check.
// Otherwise a screen that signed out would go on receiving its restaurant's orders.
//
// With several API nodes (cluster.ts, README.md here) every room message and every drop goes
// through the cluster bus to the sockets of all nodes; what a node does for its own sockets only
// (the periodic check, shutting down) says `io.local`.
import type { Server as HttpServer } from 'node:http';
import type { ServerEventName, ServerEventPayload } from '@noren/domain/realtime-events';
import { idParam } from '@noren/domain/zod-blocks';
import { Server } from 'socket.io';
import type { AuthService, SessionUser } from '../modules/auth/service.ts';
import { tokenFromRequest } from '../plugins/auth.ts';
import { isTrustedOrigin } from '../plugins/security.ts';
import type { ClusterBus } from './cluster.ts';

export interface Realtime {
  io: Server;
  /** Call only after COMMIT: a message must never announce a change that was rolled back. */
  toRestaurant<E extends ServerEventName>(idRestaurant: number, event: E, payload: ServerEventPayload<E>): void;
  toUser<E extends ServerEventName>(idRestaurantUser: number, event: E, payload: ServerEventPayload<E>): void;
  /** Drops the user's live sockets (after force_logout has been sent). */
  disconnectUser(idRestaurantUser: number): void;
  /** To the TV boards of a store (its read-only room). Call only after COMMIT. */
  toStore<E extends ServerEventName>(codeStore: number, event: E, payload: ServerEventPayload<E>): void;
  /** Installs what board sockets need (the board module does, once); until then boards are refused. */
  useBoardFeed(feed: BoardFeed): void;
  close(): Promise<void>;
}

export const userRoom = (idRestaurantUser: number) => `id_restaurant_user_${idRestaurantUser}`;
export const restaurantRoom = (idRestaurant: number) => String(idRestaurant);
export const sessionRoom = (idSession: string) => `session_${idSession}`;
/** The read-only room of a store's TV boards (no session: modules/board/README.md). */
export const storeRoom = (codeStore: number) => `store_${codeStore}`;

/**
 * The board module's side of the store rooms: whether a store exists (checked at the handshake),
 * and a look at every message sent to a restaurant's room, to pass on to the store's boards what
 * they may see.
 */
export interface BoardFeed {
  storeExists(codeStore: number): Promise<boolean>;
  relay<E extends ServerEventName>(idRestaurant: number, event: E, payload: ServerEventPayload<E>): void;
}

/** What a signed-in socket keeps of its session. */
type SocketSession = Pick<SessionUser, 'id_session' | 'id_restaurant_user' | 'id_restaurant'>;

/** The store code a board socket asks for (`auth: {board: 1001}`), undefined for other sockets. */
function boardStoreCode(auth: unknown): number | null | undefined {
  const board = (auth as { board?: unknown } | undefined)?.board;
  if (board === undefined) return undefined;
  const parsed = idParam.safeParse(typeof board === 'number' ? board : String(board));
  return parsed.success ? parsed.data : null;
}

export interface RealtimeOptions {
  /** Origins allowed besides the server's own host (PUBLIC_URL and ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** How often open sockets check that their session still lives; default one minute. */
  sessionCheckMs?: number;
  /** The bus to the other API nodes (cluster.ts); none: this node's sockets only. */
  bus?: ClusterBus;
  log?: { warn(details: object, message: string): void };
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return cookies;
}

/** Same-host origins always pass; others only when listed (PUBLIC_URL, ALLOWED_ORIGINS). */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (!origin) return true; // non-browser clients send none; the session still has to be valid
  return isTrustedOrigin(origin, host, allowed);
}

/**
 * The refresh a `sendMessage {room, data}` may relay: the room must be the sender's restaurant
 * room, and data (an object or its JSON text) a refresh `{msg: 'refresh', id_food_order?,
 * refreshAll?}`; anything else (another room, force_logout, other fields) is dropped.
 */
export function relayableMessage(
  message: unknown,
  idRestaurant: number | null,
): { room: string; data: { msg: 'refresh'; id_food_order?: number; refreshAll?: boolean } } | null {
  if (idRestaurant === null || !message || typeof message !== 'object') return null;
  const { room, data } = message as { room?: unknown; data?: unknown };
  if (String(room) !== restaurantRoom(idRestaurant)) return null;
  let body: unknown = data;
  if (typeof data === 'string') {
    if (data.length > 2000) return null;
    try {
      body = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!body || typeof body !== 'object') return null;
  const { msg, id_food_order, refreshAll } = body as Record<string, unknown>;
  if (msg !== 'refresh') return null;
  const id = Number(id_food_order);
  return {
    room: restaurantRoom(idRestaurant),
    data: {
      msg: 'refresh',
      ...(Number.isInteger(id) && id > 0 ? { id_food_order: id } : {}),
      ...(typeof refreshAll === 'boolean' ? { refreshAll } : {}),
    },
  };
}

export function attachRealtime(server: HttpServer, auth: AuthService, options: RealtimeOptions): Realtime {
  const { allowedOrigins, sessionCheckMs = 60_000, bus, log } = options;
  const io = new Server(server, {
    path: '/socket.io',
    ...(bus ? { adapter: bus.adapter } : {}),
    serveClient: false,
    // A silent network drop (no TCP close) must show the screen's offline banner within 5 s:
    // a ping every 2 s, a missing pong noticed 2 s later.
    pingInterval: 2000,
    pingTimeout: 2000,
    allowRequest: (request, callback) => {
      callback(null, isOriginAllowed(request.headers.origin, request.headers.host, allowedOrigins));
    },
  });

  let boardFeed: BoardFeed | undefined;

  io.use(async (socket, next) => {
    try {
      // A TV board: no session; it may only listen to its store's room.
      const board = boardStoreCode(socket.handshake.auth);
      if (board !== undefined) {
        if (board === null || !boardFeed || !(await boardFeed.storeExists(board)))
          return next(new Error('UNKNOWN_STORE'));
        socket.data.board = board;
        return next();
      }
      const handshakeToken = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
      const token = handshakeToken
        ? handshakeToken
        : tokenFromRequest(
            { authorization: socket.handshake.headers.authorization },
            parseCookies(socket.handshake.headers.cookie),
          );
      const session = token ? await auth.resolveSession(token) : undefined;
      if (!session) return next(new Error('UNAUTHORIZED'));
      // Only what the socket's life needs (its rooms, the sweep): a connection may last days.
      socket.data.session = {
        id_session: session.id_session,
        id_restaurant_user: session.id_restaurant_user,
        id_restaurant: session.id_restaurant,
      } satisfies SocketSession;
      return next();
    } catch (error) {
      return next(error instanceof Error ? error : new Error('UNAUTHORIZED'));
    }
  });

  io.on('connection', (socket) => {
    const board = socket.data.board as number | undefined;
    if (board !== undefined) {
      // Read-only: nothing a board emits is listened to.
      void socket.join(storeRoom(board));
      return;
    }
    const session = socket.data.session as SocketSession | undefined;
    if (!session) return socket.disconnect(true);
    void socket.join(sessionRoom(session.id_session));
    void socket.join(userRoom(session.id_restaurant_user));
    if (session.id_restaurant !== null) void socket.join(restaurantRoom(session.id_restaurant));
    // Requests to join other rooms are ignored: rooms come from the session only.
    socket.on('join', () => undefined);
    // spec 3 §7: a screen asks the other screens of its restaurant to refresh. Relayed as
    // my_callback only into the sender's own restaurant room, and only as a refresh.
    socket.on('sendMessage', (message: unknown) => {
      const relay = relayableMessage(message, session.id_restaurant);
      if (relay) io.to(relay.room).emit('my_callback', relay.data);
    });
  });

  /**
   * Tells the screens of these sessions to sign out (uuid: the surviving session, if any), then
   * drops them: on every node, or (`local`) on this one only.
   */
  const endSessions = (sessionIds: readonly string[], survivor = '', local = false) => {
    if (sessionIds.length === 0) return;
    const rooms = sessionIds.map(sessionRoom);
    const target = local ? io.local : io;
    target.to(rooms).emit('force_logout', { uuid: survivor });
    target.in(rooms).disconnectSockets(true);
  };
  const stopListening = auth.onSessionsEnded(({ sessionIds, survivor }) => endSessions(sessionIds, survivor));

  // Sessions that expire (idle or absolute) end without an event, and one revoked on another API
  // node is not seen here: every sessionCheckMs, the sessions of this node's sockets are looked up
  // in one query and the dead ones dropped here (each node checks its own sockets: a cluster-wide
  // drop from every node would tell a screen to sign out once per node).
  let checking = false;
  const checkSessions = async () => {
    if (checking) return;
    checking = true;
    try {
      const ids = new Set<string>();
      for (const socket of io.of('/').sockets.values()) {
        const id = (socket.data.session as SocketSession | undefined)?.id_session;
        if (id) ids.add(id);
      }
      const live = await auth.liveSessionIds([...ids]);
      endSessions(
        [...ids].filter((id) => !live.has(id)),
        '',
        true,
      );
    } catch (error) {
      log?.warn({ err: error }, 'socket session check failed');
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void checkSessions(), sessionCheckMs);
  timer.unref();

  return {
    io,
    toRestaurant: (idRestaurant, event, payload) => {
      io.to(restaurantRoom(idRestaurant)).emit(event, payload);
      boardFeed?.relay(idRestaurant, event, payload);
    },
    toStore: (codeStore, event, payload) => {
      io.to(storeRoom(codeStore)).emit(event, payload);
    },
    useBoardFeed: (feed) => {
      boardFeed = feed;
    },
    toUser: (idRestaurantUser, event, payload) => {
      io.to(userRoom(idRestaurantUser)).emit(event, payload);
    },
    disconnectUser: (idRestaurantUser) => {
      io.in(userRoom(idRestaurantUser)).disconnectSockets(true);
    },
    // Upgraded websockets are not closed by the HTTP server's close: end them first (this node's
    // only: the others' screens stay), then the server can stop at once.
    close: async () => {
      clearInterval(timer);
      stopListening();
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      await bus?.close();
      io.engine.close();
    },
  };
}
