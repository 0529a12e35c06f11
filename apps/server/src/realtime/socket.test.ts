import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { login, seedTenants, setupTestApp, testPassword } from '../../test/harness.ts';
import { nextEvent, socketOpener } from '../../test/sockets.ts';

// Sockets look up their sessions every 200 ms here (a minute by default).
const ctx = await setupTestApp({ socketSessionCheckMs: 200 });
const ids = await seedTenants(ctx.db);
const base = await ctx.listen();
const open = socketOpener(base);

/** Changes the signed-in user's password (from the harness's) through the API. */
const changePassword = (headers: Record<string, string>, password: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/restaurant/users/update/password',
    headers,
    payload: { old_password: testPassword, password },
  });

describe('Socket.IO handshake', () => {
  it('refuses a socket without a valid session', async () => {
    await expect(open({})).rejects.toThrow(/UNAUTHORIZED/);
    await expect(open({ token: 'forged' })).rejects.toThrow(/UNAUTHORIZED/);
  });

  it('refuses a foreign Origin even with a valid session', async () => {
    const session = await login(ctx.app, 'owner-a@test.example');
    await expect(open({ token: session.user.token, origin: 'https://evil.example' })).rejects.toThrow();
    const same = await open({ cookie: session.cookie.split(';')[0], origin: base });
    expect(same.connected).toBe(true);
  });
});

describe('rooms', () => {
  it("delivers a restaurant's events only to that restaurant's sockets", async () => {
    const a = await open({ token: (await login(ctx.app, 'staff-a@test.example')).user.token });
    const b = await open({ token: (await login(ctx.app, 'staff-b@test.example')).user.token });
    const gotA = nextEvent(a, 'my_callback');
    const gotB = nextEvent(b, 'my_callback', 500).then(
      () => 'leaked',
      () => 'silent',
    );
    ctx.realtime.toRestaurant(ids.restaurantA, 'my_callback', { msg: 'refresh', refreshAll: true });
    expect(await gotA).toEqual({ msg: 'refresh', refreshAll: true });
    expect(await gotB).toBe('silent');
  });

  it('sends force_logout with the surviving session UUID to every socket of the user after a password change', async () => {
    const keep = await login(ctx.app, 'owner-b@test.example');
    const other = await login(ctx.app, 'owner-b@test.example');
    const keepSocket = await open({ token: keep.user.token });
    const otherSocket = await open({ token: other.user.token });
    const bystander = await open({ token: (await login(ctx.app, 'owner-a@test.example')).user.token });
    const received = Promise.all([nextEvent(keepSocket, 'force_logout'), nextEvent(otherSocket, 'force_logout')]);
    const quiet = nextEvent(bystander, 'force_logout', 500).then(
      () => 'leaked',
      () => 'silent',
    );
    const res = await changePassword(keep.headers, 'brand-new-password');
    expect(res.statusCode).toBe(200);
    const payloads = await received;
    // Every screen gets the UUID of the session that changed it; the others log out.
    expect(payloads).toEqual([{ uuid: keep.user.session_uuid }, { uuid: keep.user.session_uuid }]);
    expect(keep.user.session_uuid).not.toBe(other.user.session_uuid);
    expect(await quiet).toBe('silent');
  });

  it('disconnects the sockets of a user made inactive', async () => {
    const staff = await login(ctx.app, 'staff-a@test.example');
    const socket = await open({ token: staff.user.token });
    const forced = nextEvent(socket, 'force_logout');
    const gone = nextEvent(socket, 'disconnect');
    const admin = await login(ctx.app, 'admin@test.example');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/restaurant/users/update/status',
      headers: admin.headers,
      payload: { id_restaurant_user: ids.staffA, status_active: 'inactive' },
    });
    expect(await forced).toEqual({ uuid: '' });
    await gone;
    expect(socket.connected).toBe(false);
  });
});

describe('a socket lives no longer than its session', () => {
  const isQuiet = (socket: Socket, event: string, timeoutMs = 500) =>
    nextEvent(socket, event, timeoutMs).then(
      () => 'heard',
      () => 'quiet',
    );

  it("is told and dropped when its session logs out; the same user's other session stays", async () => {
    // (staff-a was made inactive above.)
    const leaving = await login(ctx.app, 'owner-a@test.example');
    const staying = await login(ctx.app, 'owner-a@test.example');
    const tabs = [await open({ token: leaving.user.token }), await open({ token: leaving.user.token })];
    const other = await open({ token: staying.user.token });
    const told = Promise.all(tabs.map((tab) => nextEvent(tab, 'force_logout')));
    const gone = Promise.all(tabs.map((tab) => nextEvent(tab, 'disconnect')));
    const otherQuiet = isQuiet(other, 'force_logout');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/restaurant/users/logout', headers: leaving.headers });
    expect(out.statusCode).toBe(200);
    // Every screen of that session signs out (no surviving session), and its sockets close.
    expect(await told).toEqual([{ uuid: '' }, { uuid: '' }]);
    await gone;
    expect(tabs.map((tab) => tab.connected)).toEqual([false, false]);
    expect(await otherQuiet).toBe('quiet');
    expect(other.connected).toBe(true);
    // The remaining session still gets its restaurant's orders.
    const order = nextEvent(other, 'my_callback');
    ctx.realtime.toRestaurant(ids.restaurantA, 'my_callback', { msg: 'refresh', refreshAll: true });
    expect(await order).toEqual({ msg: 'refresh', refreshAll: true });
  });

  it("drops the other sessions' sockets after a password change, keeping the changer's", async () => {
    const keep = await login(ctx.app, 'owner-a@test.example');
    const other = await login(ctx.app, 'owner-a@test.example');
    const keepSocket = await open({ token: keep.user.token });
    const otherSocket = await open({ token: other.user.token });
    const gone = nextEvent(otherSocket, 'disconnect', 3000);
    const res = await changePassword(keep.headers, 'another-new-password');
    expect(res.statusCode).toBe(200);
    await gone;
    expect(otherSocket.connected).toBe(false);
    expect(keepSocket.connected).toBe(true);
  });

  const expire = {
    absolute: { expires_at: new Date(Date.now() - 1000) },
    idle: { last_seen_at: new Date(Date.now() - 73 * 3_600_000) },
    'revoked on another node': { revoked_at: new Date() },
  };
  for (const [how, change] of Object.entries(expire)) {
    it(`is dropped soon after its session ends by itself (${how})`, async () => {
      const session = await login(ctx.app, 'staff-b@test.example');
      const socket = await open({ token: session.user.token });
      const told = nextEvent(socket, 'force_logout', 3000);
      const gone = nextEvent(socket, 'disconnect', 3000);
      // Straight in the database: no event tells this node.
      await ctx.db.updateTable('sessions').set(change).where('id_session', '=', session.user.session_uuid).execute();
      expect(await told).toEqual({ uuid: '' });
      await gone;
      expect(socket.connected).toBe(false);
    });
  }

  it('is left alone while its session lives', async () => {
    const socket = await open({ token: (await login(ctx.app, 'staff-b@test.example')).user.token });
    // Several checks pass.
    expect(await isQuiet(socket, 'disconnect', 1000)).toBe('quiet');
    expect(socket.connected).toBe(true);
  });
});
