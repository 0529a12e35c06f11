// The PostgreSQL adapter's sending side, batched: the stock client sends each message as its own
// `SELECT pg_notify(…)`, one round trip after another on the node's one sending connection, and
// under load (2 messages an order, a busy database) the round trips, not the database, set the
// pace: messages queued for seconds. Here every message that waits while one is in flight goes
// out with the others in one statement (`SELECT pg_notify($1, $2), pg_notify($3, $4), …`) —
// notifications of one transaction are delivered in the order they were sent, so the order holds.
// PostgreSQL folds identical notifications of one transaction into one: an identical message
// starts the next batch instead. Messages too big for NOTIFY (or binary) keep the stock path,
// in their turn.
import { hasBinary } from '@socket.io/postgres-adapter/dist/util.js';
import type pg from 'pg';
import { MessageType } from 'socket.io-adapter';

/** The adapter's PubSubClient, as far as batching needs it (not exported by the package). */
export interface NotifyClient {
  pool: pg.Pool;
  opts: { channelPrefix: string; payloadThreshold: number; errorHandler(error: Error): void };
  publish(message: { type: MessageType; nsp: string }): Promise<unknown>;
}

/** Notifications in one statement at most. */
const batchLimit = 64;
const withAttachments = new Set([
  MessageType.BROADCAST,
  MessageType.BROADCAST_ACK,
  MessageType.SERVER_SIDE_EMIT,
  MessageType.SERVER_SIDE_EMIT_RESPONSE,
]);
const patched = new WeakSet<NotifyClient>();

interface Queued {
  message: { type: MessageType; nsp: string };
  channel: string;
  /** The JSON text, or null when the stock path must send it (binary, or too big for NOTIFY). */
  payload: string | null;
  done(): void;
}

export function batchNotifies(client: NotifyClient): void {
  if (patched.has(client)) return;
  patched.add(client);
  const stock = client.publish.bind(client);
  const queue: Queued[] = [];
  let sending = false;

  const sendBatch = async () => {
    const batch: Queued[] = [];
    const texts = new Set<string>();
    for (let next = queue[0]; next && next.payload !== null && batch.length < batchLimit; next = queue[0]) {
      const key = `${next.channel}\n${next.payload}`;
      if (texts.has(key)) break;
      texts.add(key);
      batch.push(next);
      queue.shift();
    }
    const calls = batch.map((_, index) => `pg_notify($${2 * index + 1}, $${2 * index + 2})`).join(', ');
    try {
      await client.pool.query(
        `SELECT ${calls}`,
        batch.flatMap((item) => [item.channel, item.payload]),
      );
    } catch (error) {
      client.opts.errorHandler(error as Error);
    }
    for (const item of batch) item.done();
  };

  const drain = async () => {
    sending = true;
    try {
      while (queue.length > 0) {
        const head = queue[0] as Queued;
        if (head.payload === null) {
          queue.shift();
          await stock(head.message).catch((error: Error) => client.opts.errorHandler(error));
          head.done();
        } else {
          await sendBatch();
        }
      }
    } finally {
      sending = false;
    }
  };

  client.publish = (message) =>
    new Promise<void>((resolve) => {
      // Serialised now: the caller may change the message once this returns.
      let payload: string | null = null;
      if (!(withAttachments.has(message.type) && hasBinary(message))) {
        const text = JSON.stringify(message);
        if (Buffer.byteLength(text) <= client.opts.payloadThreshold) payload = text;
      }
      queue.push({ message, channel: `${client.opts.channelPrefix}#${message.nsp}`, payload, done: resolve });
      if (!sending) void drain();
    });
}
