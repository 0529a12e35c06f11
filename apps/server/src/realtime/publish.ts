// The one way a change is announced to the restaurant's screens (orders, menus, receiving methods,
// wait times): the message goes out after the change's transaction commits, never for one rolled
// back, and not at all while Socket.IO is not attached (tests, jobs before the app is built).
import { afterCommit, type Executor } from '../lib/transaction.ts';
import type { Realtime } from './socket.ts';

/** Sends `send`'s messages once what `db` wrote is committed. */
export function publishAfterCommit(
  db: Executor,
  realtime: () => Realtime | undefined,
  send: (realtime: Realtime) => void,
): void {
  afterCommit(db, () => {
    const live = realtime();
    if (live) send(live);
  });
}
