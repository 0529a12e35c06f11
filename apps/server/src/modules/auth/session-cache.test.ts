// The session cache (session-cache.ts) with two app instances on one database: a resolved session
// is served from memory, and what ends it on one node — logout, password change, deactivation — is
// refused by the node itself at once and by the other node as soon as the NOTIFY sent at the commit
// reaches it: milliseconds, before any client could hear of the ending over a network. (Here both
// nodes live in one process and are called without a network, so the other node's answer is
// awaited within `notifyDelivery`.) A lost listener empties the cache.
import { defaultStaffPermissions } from '@noren/domain/permissions';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { apiCaller, login, type Session, setupTenantsTest, testPassword } from '../../../test/harness.ts';
import { secondNode } from '../../../test/two-nodes.ts';
import type { BuiltApp } from '../../app.ts';

const { ctx, ids, ownerA } = await setupTenantsTest();
const nodeB = await secondNode(ctx);
const nodeA = ctx;
const onA = apiCaller(nodeA.app, '/api/restaurant/');
const onB = apiCaller(nodeB.app, '/api/restaurant/');

const me = (node: Pick<BuiltApp, 'app'>, session: Session) =>
  (node === nodeB ? onB : onA)('GET', 'users/me', session.headers);
/** The status each node answers a session with: [node A, node B]. */
const both = async (session: Session) => [(await me(nodeA, session)).statusCode, (await me(nodeB, session)).statusCode];

/** Ends a session behind the nodes' backs: no NOTIFY, as if the cache had missed it. */
const revokeQuietly = (session: Session) =>
  ctx.db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id_session', '=', session.user.session_uuid)
    .execute();

/** Whether `node` answers a session from memory: one it resolved, then revoked quietly, still passes. */
async function servesFromMemory(node: Pick<BuiltApp, 'app'>, email = 'staff-b@test.example') {
  const probe = await login(nodeA.app, email);
  expect((await me(node, probe)).statusCode).toBe(200);
  await revokeQuietly(probe);
  return (await me(node, probe)).statusCode === 200;
}

/** How long the other node may take to hear a NOTIFY (a few milliseconds in practice). */
const notifyDelivery = { timeout: 1000, interval: 5 };
/** `check` holds once the other node has heard the NOTIFY. */
const onceHeard = (check: () => Promise<void>) => vi.waitFor(check, notifyDelivery);

/** Both nodes' listeners connect a moment after the app is built. */
const untilCached = (node: Pick<BuiltApp, 'app'>) =>
  vi.waitFor(async () => expect(await servesFromMemory(node)).toBe(true), { timeout: 5000, interval: 100 });

describe('the session cache across two nodes', () => {
  it('serves a resolved session without reading it again', async () => {
    await untilCached(nodeA);
    await untilCached(nodeB);
  });

  it('refuses a token logged out on node A at the next request on node B', async () => {
    const session = await login(nodeA.app, 'staff-a@test.example');
    expect(await both(session)).toEqual([200, 200]);
    expect((await onA('POST', 'users/logout', session.headers)).statusCode).toBe(200);
    expect((await me(nodeA, session)).statusCode).toBe(401);
    await onceHeard(async () => expect(await both(session)).toEqual([401, 401]));
  });

  it("ends the user's other sessions everywhere at once on a password change, keeping the changer's", async () => {
    const changer = await login(nodeA.app, 'staff-a@test.example');
    const other = await login(nodeA.app, 'staff-a@test.example');
    expect([...(await both(changer)), ...(await both(other))]).toEqual([200, 200, 200, 200]);
    const password = { old_password: testPassword, password: 'another-password-1' };
    expect((await onA('PUT', 'users/update/password', changer.headers, password)).statusCode).toBe(200);
    expect((await me(nodeA, other)).statusCode).toBe(401);
    await onceHeard(async () => expect(await both(other)).toEqual([401, 401]));
    expect(await both(changer)).toEqual([200, 200]);
  });

  it('refuses a deactivated account on the other node as soon as it hears of it', async () => {
    const staff = await login(nodeA.app, 'staff-b@test.example');
    const ownerB = await login(nodeA.app, 'owner-b@test.example');
    expect((await me(nodeB, staff)).statusCode).toBe(200);
    const status = (status_active: string) =>
      onA('PUT', 'users/update/status', ownerB.headers, { id_restaurant_user: ids.staffB, status_active });
    expect((await status('inactive')).statusCode).toBe(200);
    try {
      await onceHeard(async () => expect((await me(nodeB, staff)).statusCode).toBe(401));
    } finally {
      expect((await status('active')).statusCode).toBe(200);
    }
  });

  it("applies an owner's change of a staff member's permissions on the other node as soon as it hears of it", async () => {
    const staff = await login(nodeA.app, 'staff-a@test.example', 'another-password-1');
    const home = () => onB('GET', 'order/events?since=0', staff.headers);
    expect((await home()).statusCode).toBe(200);
    const withoutHome = defaultStaffPermissions().map((entry) => ({ ...entry, active: entry.id !== 'home' }));
    const bio = { id_restaurant_user: ids.staffA, first_name: 'Staff', last_name: 'A', access_permission: withoutHome };
    const res = await onA('PUT', 'users/update/bio', ownerA.headers, bio);
    expect(res.statusCode, res.body).toBe(200);
    await onceHeard(async () => expect((await home()).statusCode).toBe(403));
  });

  it('is emptied and bypassed when its listener loses the database, and used again once back', async () => {
    const session = await login(nodeA.app, 'owner-a@test.example');
    expect((await me(nodeB, session)).statusCode).toBe(200);
    // Every node's listener connection dropped: what happens meanwhile is not heard.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'noren-sessions' AND datname = current_database()`.execute(ctx.db);
    await vi.waitFor(
      async () => {
        await revokeQuietly(session);
        expect((await me(nodeB, session)).statusCode).toBe(401);
      },
      { timeout: 3000, interval: 20 },
    );
    await untilCached(nodeB);
    expect((await me(nodeB, ownerA)).statusCode).toBe(200);
  });
});
