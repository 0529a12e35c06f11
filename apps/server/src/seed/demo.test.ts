import { defaultStaffPermissions } from '@noren/domain/permissions';
import { describe, expect, it } from 'vitest';
import { login, setupTestApp } from '../../test/harness.ts';
import { demoAccounts, seedDemo } from './demo.ts';

const ctx = await setupTestApp();
const firstRun = await seedDemo(ctx.db);
const password = demoAccounts.password;

describe('demo seed', () => {
  it('writes the demo platform once: store 1001 of company 100 with Sushi Kaede and Ramen Tsubaki', async () => {
    expect(firstRun).toBe(true);
    expect(await seedDemo(ctx.db)).toBe(false);
    const store = await ctx.db.selectFrom('stores').selectAll().executeTakeFirstOrThrow();
    expect(store).toMatchObject({ code_store: 1001, code_company: 100 });
    const restaurants = await ctx.db
      .selectFrom('restaurants')
      .select(['restaurant_name', 'restaurant_type', 'code_store'])
      .orderBy('id_restaurant')
      .execute();
    expect(restaurants).toEqual([
      { restaurant_name: 'Sushi Kaede', restaurant_type: 'by_order', code_store: 1001 },
      { restaurant_name: 'Ramen Tsubaki', restaurant_type: 'reservation', code_store: 1001 },
    ]);
    const versions = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/version-tablet/list' });
    expect(versions.json().data).toHaveLength(2);
  });

  it('lets every demo account sign in with noren-demo, staff with the default permissions', async () => {
    for (const account of demoAccounts.list) {
      const session = await login(ctx.app, account.email, password);
      expect(session.user.is_superadmin).toBe(account.email.startsWith('admin'));
    }
    const staff = await login(ctx.app, 'staff2@noren.example', password);
    expect(staff.user.access_permission).toEqual(defaultStaffPermissions());
  });

  it('keeps owner1 (Sushi Kaede) out of everything of Ramen Tsubaki', async () => {
    const owner1 = await login(ctx.app, 'owner1@noren.example', password);
    const ramen = await ctx.db
      .selectFrom('restaurants')
      .select('id_restaurant')
      .where('restaurant_name', '=', 'Ramen Tsubaki')
      .executeTakeFirstOrThrow();
    const ramenUsers = await ctx.db
      .selectFrom('restaurant_users')
      .select(['id_restaurant_user', 'email'])
      .where('id_restaurant', '=', ramen.id_restaurant)
      .execute();
    expect(ramenUsers.length).toBe(2);
    const before = await ctx.db
      .selectFrom('restaurant_users')
      .selectAll()
      .where('id_restaurant', '=', ramen.id_restaurant)
      .orderBy('id_restaurant_user')
      .execute();
    const headers = owner1.headers;
    const responses = [
      await ctx.app.inject({ method: 'GET', url: `/api/restaurant/users/filter/${ramen.id_restaurant}/1/10`, headers }),
    ];
    for (const user of ramenUsers) {
      responses.push(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/restaurant/users/detail/${user.id_restaurant_user}`,
          headers,
        }),
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/restaurant/users/update/bio',
          headers,
          payload: { id_restaurant_user: user.id_restaurant_user, first_name: 'x', last_name: 'y' },
        }),
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/restaurant/users/update/status',
          headers,
          payload: { id_restaurant_user: user.id_restaurant_user, status_active: 'inactive' },
        }),
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/restaurant/users/reset',
          headers,
          payload: { email: user.email, password: 'taken-over-1' },
        }),
        await ctx.app.inject({
          method: 'DELETE',
          url: '/api/restaurant/users',
          headers,
          payload: { id_restaurant_user: user.id_restaurant_user },
        }),
      );
    }
    responses.push(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/restaurant/users',
        headers,
        payload: {
          level: 2,
          id_restaurant: ramen.id_restaurant,
          email: 'mole@noren.example',
          password: 'a-good-password',
        },
      }),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      for (const user of ramenUsers) expect(response.body).not.toContain(user.email);
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/users/1/100', headers });
    for (const user of list.json().data) expect(user.restaurant_name).toBe('Sushi Kaede');
    const after = await ctx.db
      .selectFrom('restaurant_users')
      .selectAll()
      .where('id_restaurant', '=', ramen.id_restaurant)
      .orderBy('id_restaurant_user')
      .execute();
    expect(after).toEqual(before);
  });
});
