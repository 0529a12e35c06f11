import { describe, expect, it } from 'vitest';
import {
  accountsOf,
  apiCaller,
  expectAnswer,
  expectFieldError,
  login,
  setupPlatformTest,
  testPassword,
} from '../../../test/harness.ts';

const { ctx, ids, admin, ownerA, staffA } = await setupPlatformTest();

const call = apiCaller(ctx.app);
/** POST restaurant/users; the password is a good one unless the body sends another. */
const createUser = (headers: Record<string, string>, body: object) =>
  call('POST', '/api/restaurant/users', headers, { password: 'a-good-password', ...body });

/** An account body of `id_restaurant`: staff unless `level` says owner (1). */
const account = (id_restaurant: number, email: string, level: 1 | 2 = 2) => ({ level, id_restaurant, email });

describe('creating accounts', () => {
  it('lets an owner create staff for its own restaurant with the default permissions', async () => {
    const res = await createUser(ownerA.headers, {
      ...account(ids.restaurantA, 'new-staff@test.example'),
      bio: { first_name: '花子', last_name: '山田' },
    });
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({
      first_name: '花子',
      last_name: '山田',
      level: 2,
      id_restaurant: ids.restaurantA,
      status_active: 'active',
    });
    const active = user.access_permission
      .filter((entry: { active: boolean }) => entry.active)
      .map((entry: { id: string }) => entry.id);
    expect(active).toContain('home');
    expect(active).not.toContain('staff');
    await login(ctx.app, 'new-staff@test.example', 'a-good-password');
  });

  it('refuses a duplicate email, naming the field', async () => {
    const res = await createUser(admin.headers, account(ids.restaurantA, 'Owner-A@test.example'));
    expectAnswer(res, 409, { field: 'email', message: 'This email address is already registered' });
  });

  it('refuses an owner creating an owner, or staff elsewhere, and staff creating anyone', async () => {
    const owner = await createUser(ownerA.headers, account(ids.restaurantA, 'o2@test.example', 1));
    expect(owner.statusCode).toBe(403);
    const elsewhere = await createUser(ownerA.headers, account(ids.restaurantB, 's9@test.example'));
    expect(elsewhere.statusCode).toBe(404);
    const byStaff = await createUser(staffA.headers, account(ids.restaurantA, 's8@test.example'));
    expect(byStaff.statusCode).toBe(403);
    const rows = await ctx.db
      .selectFrom('restaurant_users')
      .select('email')
      .where('email', 'in', ['o2@test.example', 's9@test.example', 's8@test.example'])
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers a missing field with a 400 naming it', async () => {
    const res = await createUser(admin.headers, {
      level: 2,
      email: 'x@test.example',
    });
    expectFieldError(res, 'id_restaurant');
    const short = await call('POST', '/api/restaurant/users', admin.headers, {
      level: 2,
      id_restaurant: ids.restaurantA,
      email: 'x@test.example',
      password: 'short',
    });
    expect(short.json().field).toBe('password');
  });
});

describe('listing and reading accounts', () => {
  it('lists every account for a superadmin with totalData, one page at a time', async () => {
    const page1 = await call('GET', '/api/restaurant/users/1/2', admin.headers);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data).toHaveLength(2);
    expect(page1.json().totalData).toBeGreaterThanOrEqual(5);
    const filtered = await call('GET', `/api/restaurant/users/filter/${ids.restaurantB}/1/10`, admin.headers);
    expect(
      filtered
        .json()
        .data.map((user: { email: string }) => user.email)
        .sort(),
    ).toEqual(['owner-b@test.example', 'staff-b@test.example']);
  });

  it("shows an owner only its own restaurant's accounts", async () => {
    const all = await call('GET', '/api/restaurant/users/1/100', ownerA.headers);
    expect(all.statusCode).toBe(200);
    for (const user of all.json().data) expect(user.id_restaurant).toBe(ids.restaurantA);
    const other = await call('GET', `/api/restaurant/users/filter/${ids.restaurantB}/1/10`, ownerA.headers);
    expect(other.statusCode).toBe(404);
  });

  it('gives staff no account lists', async () => {
    expect((await call('GET', '/api/restaurant/users/1/10', staffA.headers)).statusCode).toBe(403);
  });

  it('rejects a page of 0 naming the field (pages are 1-based)', async () => {
    const res = await call('GET', '/api/restaurant/users/0/10', admin.headers);
    expectFieldError(res, 'page');
  });
});

describe('editing accounts', () => {
  it('lets an owner rename its staff and change its menu permissions', async () => {
    const detail = await call('GET', `/api/restaurant/users/detail/${ids.staffA}`, ownerA.headers);
    const permissions = detail.json().data.access_permission.map((entry: { id: string; active: boolean }) => ({
      ...entry,
      active: entry.id !== 'wait-time' && entry.active,
    }));
    const res = await call('PUT', '/api/restaurant/users/update/bio', ownerA.headers, {
      id_restaurant_user: ids.staffA,
      bio: { first_name: '一郎', last_name: '木村' },
      access_permission: permissions,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully updated user');
    const after = await call('GET', '/api/restaurant/users/me', staffA.headers);
    expect(after.json().data.first_name).toBe('一郎');
    const waitTime = after.json().data.access_permission.find((entry: { id: string }) => entry.id === 'wait-time');
    expect(waitTime.active).toBe(false);
  });

  it('refuses an owner promoting its staff', async () => {
    const res = await call('PUT', '/api/restaurant/users/update/bio', ownerA.headers, {
      id_restaurant_user: ids.staffA,
      first_name: 'a',
      last_name: 'b',
      level: 1,
    });
    expect(res.statusCode).toBe(403);
  });

  it('resets a staff password and ends its sessions', async () => {
    const before = await login(ctx.app, 'staff-a@test.example');
    const res = await call('PUT', '/api/restaurant/users/reset', ownerA.headers, {
      data: { email: 'staff-a@test.example', password: 'reset-password-1' },
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/restaurant/users/me', before.headers)).statusCode).toBe(401);
    await login(ctx.app, 'staff-a@test.example', 'reset-password-1');
  });

  it('deletes an account and says so in both languages', async () => {
    const created = await createUser(admin.headers, account(ids.restaurantB, 'temp@test.example'));
    const id = created.json().data.id_restaurant_user;
    const res = await call('DELETE', '/api/restaurant/users', admin.headers, {
      id_restaurant_user: id,
      id_superadmin: ids.admin,
    });
    expectAnswer(res, 200, { message: 'Successfully deleted user', message_jp: 'ユーザーを削除しました' });
    expect((await call('GET', `/api/restaurant/users/detail/${id}`, admin.headers)).statusCode).toBe(404);
  });

  it('refuses deleting oneself', async () => {
    const res = await call('DELETE', '/api/restaurant/users', admin.headers, { id_restaurant_user: ids.admin });
    expect(res.statusCode).toBe(400);
  });
});

describe("tenancy: owner A's session cannot read or change anything of restaurant B", () => {
  const attempts = () => [
    call('GET', `/api/restaurant/users/detail/${ids.ownerB}`, ownerA.headers),
    call('GET', `/api/restaurant/users/detail/${ids.staffB}`, ownerA.headers),
    call('GET', `/api/restaurant/users/filter/${ids.restaurantB}/1/10`, ownerA.headers),
    call('PUT', '/api/restaurant/users/update/bio', ownerA.headers, {
      id_restaurant_user: ids.staffB,
      first_name: 'x',
      last_name: 'y',
    }),
    call('PUT', '/api/restaurant/users/update/status', ownerA.headers, {
      id_restaurant_user: ids.staffB,
      status_active: 'inactive',
    }),
    call('PUT', '/api/restaurant/users/reset', ownerA.headers, {
      email: 'staff-b@test.example',
      password: 'hijacked-password',
    }),
    call('DELETE', '/api/restaurant/users', ownerA.headers, { id_restaurant_user: ids.staffB }),
    createUser(ownerA.headers, account(ids.restaurantB, 'spy@test.example')),
  ];

  it('answers 404 to every path and changes nothing', async () => {
    const before = await accountsOf(ctx.db, ids.restaurantB);
    const responses = await Promise.all(attempts());
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('staff-b@test.example');
    }
    const after = await accountsOf(ctx.db, ids.restaurantB);
    expect(after).toEqual(before);
    await login(ctx.app, 'staff-b@test.example', testPassword);
  });

  it('lists no account of B in any of A’s lists', async () => {
    const list = await call('GET', '/api/restaurant/users/1/100', ownerA.headers);
    expect(list.body).not.toContain('@test.example","first_name":"owner-b');
    for (const user of list.json().data) expect(user.id_restaurant).not.toBe(ids.restaurantB);
  });
});
