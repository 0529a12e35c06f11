// The bench's baseline: a bare Fastify hello-world (no logger, no database) on the same Node and
// the same machine as the Noren server, plus a bare Socket.IO emit, so each figure of the bench can
// be given as a ratio to what this machine does with no application at all.
//   GET  /hello  → {hello: 'world'}                      (baseline of the dashboard list)
//   POST /hello  → {hello: 'world'} (parses the JSON body) (baseline of order intake)
//   POST /order  → emits new_order_notify {id_food_order} to the room named in the body's
//                  id_restaurant, then answers {data: {id_food_order}} (baseline of the event path)
// Sockets join the room given in their handshake auth {room}. Listens on 127.0.0.1:PORT.
import Fastify from 'fastify';
import { Server } from 'socket.io';

const app = Fastify({ logger: false, forceCloseConnections: true });
const io = new Server(app.server, { serveClient: false });
io.on('connection', (socket) => {
  const room = socket.handshake.auth?.room;
  if (typeof room === 'string') void socket.join(room);
});

let sequence = 0;
app.get('/hello', async () => ({ hello: 'world' }));
app.post('/hello', async () => ({ hello: 'world' }));
app.post('/order', async (request, reply) => {
  const body = request.body as { id_restaurant?: number };
  sequence += 1;
  io.to(String(body.id_restaurant)).emit('new_order_notify', { flag: 'print', id_food_order: sequence, seq: sequence });
  reply.status(201);
  return { status: 201, data: { id_food_order: sequence } };
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const stop = async () => {
  io.disconnectSockets(true);
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
