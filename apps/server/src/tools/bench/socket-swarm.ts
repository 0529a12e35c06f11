// Child process of the bench: holds the dashboard sockets (socket.io-client, websocket transport,
// no reconnection) in a process of its own, so that receiving thousands of messages a second does
// not share an event loop with the HTTP load. It notes when each `new_order_notify` arrives
// (performance.timeOrigin + now, comparable across processes after the ping calibration) and sends
// the notes to the parent in batches. Driven over IPC:
//   parent → {type: 'connect', origin, auths: [{token} | {room}]}  → {type: 'connected', ok, failed, ms}
//   parent → {type: 'ping', id}                                   → {type: 'pong', id, at}
//   parent → {type: 'flush'}                                      → {type: 'events', items} … {type: 'flushed'}
//   parent → {type: 'close'}                                      → {type: 'closed'}, then exit
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

type Message =
  | { type: 'connect'; origin: string; auths: Record<string, string>[] }
  | { type: 'ping'; id: number }
  | { type: 'flush' }
  | { type: 'close' };

const now = () => performance.timeOrigin + performance.now();
const sockets: Socket[] = [];
/** [id_food_order, received at] pairs not yet sent. */
let pending: [number, number][] = [];

const send = (message: unknown) => process.send?.(message);

function flush() {
  for (let start = 0; start < pending.length; start += 5000) {
    send({ type: 'events', items: pending.slice(start, start + 5000) });
  }
  pending = [];
}
const flusher = setInterval(flush, 250);

function open(origin: string, auth: Record<string, string>): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = io(origin, { transports: ['websocket'], reconnection: false, auth, timeout: 20_000 });
    sockets.push(socket);
    socket.on('new_order_notify', (payload: { id_food_order?: number }) => {
      if (typeof payload?.id_food_order === 'number') pending.push([payload.id_food_order, now()]);
    });
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
  });
}

async function connectAll(origin: string, auths: Record<string, string>[]) {
  const started = now();
  let ok = 0;
  // 25 handshakes at a time: each one is a session lookup on the server.
  for (let start = 0; start < auths.length; start += 25) {
    const results = await Promise.all(auths.slice(start, start + 25).map((auth) => open(origin, auth)));
    ok += results.filter(Boolean).length;
  }
  send({ type: 'connected', ok, failed: auths.length - ok, ms: now() - started });
}

process.on('message', (message: Message) => {
  if (message.type === 'connect') void connectAll(message.origin, message.auths);
  else if (message.type === 'ping') send({ type: 'pong', id: message.id, at: now() });
  else if (message.type === 'flush') {
    flush();
    send({ type: 'flushed' });
  } else if (message.type === 'close') {
    clearInterval(flusher);
    for (const socket of sockets) socket.close();
    send({ type: 'closed' });
    process.disconnect?.();
    setTimeout(() => process.exit(0), 100);
  }
});
// The bench went away: do not linger.
process.on('disconnect', () => process.exit(0));
