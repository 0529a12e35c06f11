// Login limits that cannot be turned against users: a delay per (account, address) pair, account
// and address limits that known devices are spared, and addresses taken from trusted proxies only.

import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectAnswer, seedTenants, setupTestApp, testPassword } from '../../../test/harness.ts';
import { clientAddressKey, pairDelaySeconds } from './service.ts';

const limits = {
  loginFreeFailures: 2,
  loginMaxFailures: 6,
  loginAddressMaxFailures: 8,
  loginMaxDelayMs: 300_000,
};
const ctx = await setupTestApp(limits);
await seedTenants(ctx.db);
const loginUrl = '/api/restaurant/users/login';

type App = typeof ctx.app;
const attempt = (
  email: string,
  password: string,
  options: { address: string; headers?: Record<string, string>; app?: App },
) =>
  (options.app ?? ctx.app).inject({
    method: 'POST',
    url: loginUrl,
    remoteAddress: options.address,
    ...(options.headers ? { headers: options.headers } : {}),
    payload: { email, password },
  });

/** Moves every recorded failure of an email `seconds` into the past (as if that time had passed). */
const backdate = (email: string, seconds: number) =>
  sql`UPDATE login_failed_attempts SET failed_at = failed_at - ${seconds} * interval '1 second' WHERE email = ${email}`.execute(
    ctx.db,
  );

const failuresOf = async (email: string) =>
  Number(
    (
      await ctx.db
        .selectFrom('login_failed_attempts')
        .select(ctx.db.fn.countAll().as('n'))
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).n,
  );

function setCookie(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((line) => line.startsWith(`${name}=`));
}
const cookieValue = (response: LightMyRequestResponse, name: string) =>
  setCookie(response, name)
    ?.split(';')[0]
    ?.slice(name.length + 1);

describe('the delay of one account tried from one address', () => {
  it('grows 2 s, 4 s, 8 s … after the free failures, up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => pairDelaySeconds(n, 2, 300))).toEqual([0, 0, 2, 4, 8, 16]);
    expect(pairDelaySeconds(12, 2, 300)).toBe(300);
    expect(pairDelaySeconds(10_000, 2, 300)).toBe(300);
  });

  it('answers 429 with Retry-After and both texts, even for the right password, and forgives after a success', async () => {
    const email = 'owner-a@test.example';
    const address = '203.0.113.10';
    expect((await attempt(email, 'wrong-1', { address })).statusCode).toBe(401);
    expect((await attempt(email, 'wrong-2', { address })).statusCode).toBe(401);
    const delayed = await attempt(email, testPassword, { address });
    expect(delayed.statusCode).toBe(429);
    expect(delayed.headers['retry-after']).toBe('2');
    expect(delayed.json()).toMatchObject({
      status: 429,
      data: null,
      message: 'Too many failed sign-ins. Please try again in 2 seconds',
      message_jp: 'ログインの失敗が続いています。2 秒後に再度お試しください',
    });
    // A refused try is no failure: it neither counts nor pushes the wait further out.
    expect(await failuresOf(email)).toBe(2);

    await backdate(email, 3);
    expect((await attempt(email, 'wrong-3', { address })).statusCode).toBe(401);
    expect((await attempt(email, 'wrong-4', { address })).headers['retry-after']).toBe('4');

    // The same account from another address is not slowed by these failures.
    expect((await attempt(email, testPassword, { address: '198.51.100.7' })).statusCode).toBe(200);

    await backdate(email, 5);
    expect((await attempt(email, testPassword, { address })).statusCode).toBe(200);
    // The success forgave the pair's mistakes: the next ones are free again.
    expect((await attempt(email, 'wrong-5', { address })).statusCode).toBe(401);
    expect((await attempt(email, 'wrong-6', { address })).statusCode).toBe(401);
  });

  it('caps the wait and says it in minutes when long', async () => {
    const email = 'nobody-cap@test.example';
    const address = '203.0.113.11';
    await ctx.db
      .insertInto('login_failed_attempts')
      .values(Array.from({ length: 12 }, () => ({ email, address, pair: `a:${address}` })))
      .execute();
    const capped = await attempt(email, 'wrong', { address });
    expect(capped.statusCode).toBe(429);
    const seconds = Number(capped.headers['retry-after']);
    expect(seconds).toBeGreaterThan(290);
    expect(seconds).toBeLessThanOrEqual(300);
    expect(capped.json()).toMatchObject({
      message: 'Too many failed sign-ins. Please try again in 5 minutes',
      message_jp: 'ログインの失敗が続いています。5 分後に再度お試しください',
    });
  });

  it('cannot be outrun by firing many tries at once', async () => {
    const address = '203.0.113.12';
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt('staff-a@test.example', `parallel-${i}`, { address })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([401, 401, 429, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('counts an IPv6 client by its /64 network, which it can change at will', async () => {
    expect(clientAddressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('192.0.2.1')).toBe('192.0.2.1');
    const email = 'nobody-v6@test.example';
    expect((await attempt(email, 'x', { address: '2001:db8:7:7::1' })).statusCode).toBe(401);
    expect((await attempt(email, 'x', { address: '2001:db8:7:7::2' })).statusCode).toBe(401);
    expect((await attempt(email, 'x', { address: '2001:db8:7:7:ffff::3' })).statusCode).toBe(429);
  });
});

describe('known devices', () => {
  it('are marked by an HttpOnly, SameSite=Strict cookie sent only to the sign-in path', async () => {
    const first = await attempt('owner-b@test.example', testPassword, { address: '192.0.2.20' });
    expect(first.statusCode).toBe(200);
    const cookie = setCookie(first, 'noren_device') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/restaurant\/users\/login/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${ctx.config.knownDeviceMs / 1000}`));
    const token = cookieValue(first, 'noren_device') as string;
    // The same browser keeps its token; a value the server never issued is replaced.
    const again = await attempt('owner-b@test.example', testPassword, {
      address: '192.0.2.20',
      headers: { cookie: `noren_device=${token}` },
    });
    expect(cookieValue(again, 'noren_device')).toBe(token);
    const planted = 'p'.repeat(43);
    const replaced = await attempt('owner-b@test.example', testPassword, {
      address: '192.0.2.20',
      headers: { cookie: `noren_device=${planted}` },
    });
    expect(cookieValue(replaced, 'noren_device')).not.toBe(planted);
  });

  it('let the right password in after the account limit; strangers wait the window out', async () => {
    const email = 'staff-b@test.example';
    const earlier = await attempt(email, testPassword, { address: '192.0.2.50' });
    const device = cookieValue(earlier, 'noren_device') as string;
    const bearer = earlier.json().data.token as string;
    // Guesses from many addresses, one each: never delayed, but they add up on the account.
    for (let i = 1; i <= limits.loginMaxFailures; i++) {
      expect((await attempt(email, `guess-${i}`, { address: `198.18.0.${i}` })).statusCode).toBe(401);
    }
    const stranger = await attempt(email, testPassword, { address: '198.18.1.1' });
    expectAnswer(stranger, 429, {
      message:
        'Too many failed sign-ins to this account. Please try again later, or sign in on a device you have used before',
    });
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(ctx.config.loginWindowMs / 1000 - 60);
    // A forged device cookie is no known device.
    const forged = await attempt(email, testPassword, {
      address: '198.18.1.1',
      headers: { cookie: `noren_device=${'f'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(429);
    // Another account's device is not this account's.
    const otherAccount = await attempt('admin@test.example', testPassword, { address: '198.18.1.1' });
    const otherDevice = cookieValue(otherAccount, 'noren_device') as string;
    expect(
      (
        await attempt(email, testPassword, {
          address: '198.18.1.1',
          headers: { cookie: `noren_device=${otherDevice}` },
        })
      ).statusCode,
    ).toBe(429);
    // The browser that signed in before gets in, from anywhere.
    const known = await attempt(email, testPassword, {
      address: '198.18.1.1',
      headers: { cookie: `noren_device=${device}` },
    });
    expect(known.statusCode).toBe(200);
    // So does a client that still holds a live session of the account.
    const live = await attempt(email, testPassword, {
      address: '198.18.1.2',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(live.statusCode).toBe(200);
  });

  it('are not delayed by a stranger failing on the same account from the same address', async () => {
    const email = 'owner-b@test.example';
    const foodCourt = '192.0.2.99';
    const device = cookieValue(await attempt(email, testPassword, { address: foodCourt }), 'noren_device') as string;
    expect((await attempt(email, 'guess-1', { address: foodCourt })).statusCode).toBe(401);
    expect((await attempt(email, 'guess-2', { address: foodCourt })).statusCode).toBe(401);
    expect((await attempt(email, testPassword, { address: foodCourt })).statusCode).toBe(429);
    const owner = await attempt(email, testPassword, {
      address: foodCourt,
      headers: { cookie: `noren_device=${device}` },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('pass the limit of an address shared with someone trying many accounts', async () => {
    const shared = '192.0.2.77';
    const device = cookieValue(await attempt('admin@test.example', testPassword, { address: shared }), 'noren_device');
    for (let i = 1; i <= limits.loginAddressMaxFailures; i++) {
      expect((await attempt(`stuffing-${i}@test.example`, 'leaked', { address: shared })).statusCode).toBe(401);
    }
    const next = await attempt('stuffing-next@test.example', 'leaked', { address: shared });
    expectAnswer(next, 429, {
      message:
        'Too many failed sign-ins from this network. Please try again later, or sign in on a device you have used before',
      message_jp:
        'このネットワークからのログイン失敗が多すぎます。しばらくしてから再度お試しいただくか、以前ログインした端末からログインしてください',
    });
    expect(
      (
        await attempt('admin@test.example', testPassword, {
          address: shared,
          headers: { cookie: `noren_device=${device}` },
        })
      ).statusCode,
    ).toBe(200);
    // Other addresses are not concerned.
    expect((await attempt('stuffing-next@test.example', 'leaked', { address: '192.0.2.78' })).statusCode).toBe(401);
  });
});

describe('client addresses', () => {
  it('ignore X-Forwarded-For by default: rotating it does not escape the delay', async () => {
    const email = 'nobody-xff@test.example';
    const address = '203.0.113.30';
    for (let i = 1; i <= 2; i++) {
      const answer = await attempt(email, 'x', { address, headers: { 'x-forwarded-for': `100.64.0.${i}` } });
      expect(answer.statusCode).toBe(401);
    }
    const rotated = await attempt(email, 'x', { address, headers: { 'x-forwarded-for': '100.64.0.3' } });
    expect(rotated.statusCode).toBe(429);
    expect(rotated.json().message).toBe('Too many failed sign-ins. Please try again in 2 seconds');
  });

  it('take X-Forwarded-For from a configured proxy only', async () => {
    const behindProxy = await setupTestApp({ ...limits, trustProxy: ['10.0.0.1'] });
    const app = behindProxy.app;
    const email = 'nobody-proxy@test.example';
    // Through the proxy, each client is itself: three clients, one failure each, none delayed.
    for (let i = 1; i <= 3; i++) {
      const answer = await attempt(email, 'x', {
        app,
        address: '10.0.0.1',
        headers: { 'x-forwarded-for': `100.64.1.${i}` },
      });
      expect(answer.statusCode).toBe(401);
    }
    // A client behind the proxy is delayed by its own failures.
    const viaProxy = { app, address: '10.0.0.1', headers: { 'x-forwarded-for': '100.64.1.1' } };
    expect((await attempt(email, 'x', viaProxy)).statusCode).toBe(401);
    const delayed = await attempt(email, 'x', viaProxy);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json().message).toBe('Too many failed sign-ins. Please try again in 2 seconds');
    // Anyone else naming a client is not believed.
    const other = 'nobody-direct@test.example';
    const direct = '10.0.0.2';
    for (let i = 1; i <= 2; i++) {
      const answer = await attempt(other, 'x', {
        app,
        address: direct,
        headers: { 'x-forwarded-for': `100.64.2.${i}` },
      });
      expect(answer.statusCode).toBe(401);
    }
    const spoofed = await attempt(other, 'x', { app, address: direct, headers: { 'x-forwarded-for': '100.64.2.3' } });
    expect(spoofed.statusCode).toBe(429);
    expect(spoofed.json().message).toBe('Too many failed sign-ins. Please try again in 2 seconds');
  });
});
