import { describe, expect, it } from 'vitest';
import {
  expectAnswer,
  expectFieldError,
  login,
  type Session,
  seedTenants,
  setupTestApp,
  testPassword,
} from '../../../test/harness.ts';

const ctx = await setupTestApp({ loginMaxFailures: 3, loginFreeFailures: 10 });
const ids = await seedTenants(ctx.db);
const loginUrl = '/api/restaurant/users/login';
/** GET users/me: who the headers sign in as (401 once the session ended). */
const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/restaurant/users/me', headers });
/** Ages a session in the database, as time passing would. */
const changeSession = (session: Session, values: { expires_at?: Date; last_seen_at?: Date }) =>
  ctx.db.updateTable('sessions').set(values).where('id_session', '=', session.user.session_uuid).execute();

describe('POST /api/restaurant/users/login', () => {
  it('answers the auth user record with a session cookie and a bearer token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { email: 'owner-a@test.example', password: testPassword },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 200, message: 'Success', message_jp: 'ログインしました' });
    expect(body.data).toMatchObject({
      level: 1,
      id_restaurant: ids.restaurantA,
      is_superadmin: false,
      id_restaurant_user: ids.ownerA,
      restaurant_detail: {
        id_restaurant: ids.restaurantA,
        restaurant_name: 'Restaurant A',
        restaurant_type: 'by_order',
      },
    });
    expect(body.data.access_permission.length).toBeGreaterThan(5);
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/noren_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('accepts the credentials wrapped in {data}', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { data: { email: 'STAFF-A@test.example', password: testPassword } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.level).toBe(2);
  });

  it('gives a wrong password and an unknown email the same bilingual answer', async () => {
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { email: 'staff-b@test.example', password: 'nope-nope' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { email: 'ghost@test.example', password: 'nope-nope' },
    });
    for (const response of [wrong, unknown]) {
      expectAnswer(response, 401, {
        message: 'Please check username or password',
        message_jp: 'ユーザー名またはパスワードを確認してください',
        data: null,
      });
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it('names the missing or bad field with a 400', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: loginUrl, payload: { email: 'owner-a@test.example' } });
    expectAnswer(missing, 400, {
      field: 'password',
      message: 'password is required',
      message_jp: 'password は必須です',
    });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { email: 'not-an-email', password: 'x' },
    });
    expectFieldError(bad, 'email');
  });

  it('answers malformed JSON and an oversized body with clear errors, not a 500', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectAnswer(malformed, 400, {
      message: 'The request body is not valid JSON',
      message_jp: 'リクエストの形式が正しくありません',
    });
    const huge = await ctx.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { email: 'a@b.example', password: 'x'.repeat(2_000_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message_jp).toBe('リクエストのサイズが大きすぎます');
  });

  // The pair delay and the known-device exemptions: login-limits.test.ts.
  it('limits repeated failures for an account with a bilingual 429', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: loginUrl,
        payload: { email: 'owner-b@test.example', password: 'wrong-password' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expectAnswer(limited, 429, {
      message:
        'Too many failed sign-ins to this account. Please try again later, or sign in on a device you have used before',
      message_jp:
        'このアカウントへのログイン失敗が多すぎます。しばらくしてから再度お試しいただくか、以前ログインした端末からログインしてください',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(ctx.config.loginWindowMs / 1000 - 60);
    // Even the right password waits out the window, on a device that never signed in to it.
    const right = await ctx.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { email: 'owner-b@test.example', password: testPassword },
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('restores the user from the cookie or bearer token and ends on logout', async () => {
    const session = await login(ctx.app, 'owner-a@test.example');
    const cookie = session.cookie.split(';')[0] as string;
    const byCookie = await me({ cookie });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().data.session_uuid).toBe(session.user.session_uuid);
    const byBearer = await me(session.headers);
    expect(byBearer.json().data.email).toBe('owner-a@test.example');
    // A browser sends its Origin with every write (see security.test.ts for the refusals).
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/users/logout',
      headers: { cookie, origin: 'http://localhost' },
    });
    expect(out.statusCode).toBe(200);
    const after = await me(session.headers);
    expectAnswer(after, 401, { message_jp: 'セッションが終了しました。再度ログインしてください' });
  });

  it('refuses a forged token and an expired session', async () => {
    const forged = await me({ authorization: 'Bearer forged-token-value' });
    expect(forged.statusCode).toBe(401);
    const session = await login(ctx.app, 'staff-a@test.example');
    await changeSession(session, { expires_at: new Date(Date.now() - 1000) });
    const expired = await me(session.headers);
    expect(expired.statusCode).toBe(401);
  });

  it('ends a session left idle too long', async () => {
    const session = await login(ctx.app, 'staff-a@test.example');
    await changeSession(session, { last_seen_at: new Date(Date.now() - ctx.config.sessionIdleMs - 60_000) });
    const idle = await me(session.headers);
    expect(idle.statusCode).toBe(401);
  });

  it('ends the sessions of a user made inactive, and refuses its login', async () => {
    const staff = await login(ctx.app, 'staff-b@test.example');
    const owner = await login(ctx.app, 'owner-b@test.example').catch(() => undefined);
    // owner-b may be rate limited by the test above; the superadmin deactivates instead.
    const admin = await login(ctx.app, 'admin@test.example');
    const actor = owner ?? admin;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/restaurant/users/update/status',
      headers: actor.headers,
      payload: { id_restaurant_user: ids.staffB, status_active: 'inactive' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(staff.headers)).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { email: 'staff-b@test.example', password: testPassword },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Please check username or password');
  });
});

describe('PUT /api/restaurant/users/update/password', () => {
  it('checks the old password, keeps this session and revokes the others', async () => {
    const first = await login(ctx.app, 'staff-a@test.example');
    const second = await login(ctx.app, 'staff-a@test.example');
    const url = '/api/restaurant/users/update/password';
    const wrongOld = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: first.headers,
      payload: { old_password: 'wrong-one', password: 'new-password-1' },
    });
    expectFieldError(wrongOld, 'old_password', { message: 'The current password is incorrect' });
    const changed = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: first.headers,
      payload: { data: { old_password: testPassword, password: 'new-password-1', id_restaurant_user: ids.staffA } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Successfully changed password');
    expect((await me(first.headers)).statusCode).toBe(200);
    expect((await me(second.headers)).statusCode).toBe(401);
    await login(ctx.app, 'staff-a@test.example', 'new-password-1');
  });

  it("refuses to change someone else's password", async () => {
    const owner = await login(ctx.app, 'owner-a@test.example');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/restaurant/users/update/password',
      headers: owner.headers,
      payload: { old_password: testPassword, password: 'new-password-2', id_restaurant_user: ids.staffA },
    });
    expect(res.statusCode).toBe(403);
  });
});
