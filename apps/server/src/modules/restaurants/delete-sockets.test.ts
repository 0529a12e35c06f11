// Deleting a restaurant ends its users' open screens at once: their sockets get force_logout and
// are dropped, while another restaurant's screens hear nothing (real Socket.IO clients).
import { describe, expect, it } from 'vitest';
import { login, seedTenants, setupTestApp } from '../../../test/harness.ts';
import { nextEvent, socketOpener } from '../../../test/sockets.ts';

const ctx = await setupTestApp();
const ids = await seedTenants(ctx.db);
const base = await ctx.listen();
const openSocket = socketOpener(base);
const open = (token: string) => openSocket({ token });

describe('DELETE restaurant/delete/:id and open screens', () => {
  it("sends force_logout to every screen of the deleted restaurant's users and drops them", async () => {
    const owner = await open((await login(ctx.app, 'owner-a@test.example')).user.token);
    const staff = await open((await login(ctx.app, 'staff-a@test.example')).user.token);
    const neighbour = await open((await login(ctx.app, 'owner-b@test.example')).user.token);
    const told = Promise.all([nextEvent(owner, 'force_logout'), nextEvent(staff, 'force_logout')]);
    const dropped = Promise.all([nextEvent(owner, 'disconnect'), nextEvent(staff, 'disconnect')]);
    const quiet = nextEvent(neighbour, 'force_logout', 500).then(
      () => 'told',
      () => 'quiet',
    );
    const admin = await login(ctx.app, 'admin@test.example');
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/restaurant/delete/${ids.restaurantA}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await told).toEqual([{ uuid: '' }, { uuid: '' }]);
    await dropped;
    expect(await quiet).toBe('quiet');
    expect(neighbour.connected).toBe(true);
    // Their sockets cannot come back either: the sessions are revoked.
    await expect(open((await login(ctx.app, 'owner-b@test.example')).user.token)).resolves.toBeTruthy();
    const revoked = await ctx.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('id_restaurant_user', 'in', [ids.ownerA, ids.staffA])
      .execute();
    expect(revoked.length).toBeGreaterThan(0);
    expect(revoked.every((session) => session.revoked_at !== null)).toBe(true);
  });
});
