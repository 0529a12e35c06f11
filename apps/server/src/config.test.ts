// The configuration of the login limits and of trusted proxies.
import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, so no client can name its own address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes a hop count, or addresses, CIDRs and proxy-addr range names', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 10.0.0.1, 192.168.0.0/16 ,fd00::/8,loopback ')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses `true` and anything that is not an address, naming the variable', () => {
    for (const bad of ['true', 'proxy.internal', '10.0.0.1/33', '10.0.0.0/8/1', '*']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('login limits', () => {
  it('have defaults that keep a typo cheap and a guesser slow', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      loginFreeFailures: 5,
      loginMaxDelayMs: 900_000,
      loginMaxFailures: 20,
      loginAddressMaxFailures: 100,
      loginWindowMs: 15 * 60_000,
      knownDeviceMs: 90 * 86_400_000,
      socketSessionCheckMs: 60_000,
    });
  });

  it('are read from the environment', () => {
    const config = loadConfig({
      LOGIN_FREE_FAILURES: '3',
      LOGIN_MAX_DELAY_SECONDS: '60',
      LOGIN_MAX_FAILURES: '50',
      LOGIN_ADDRESS_MAX_FAILURES: '500',
      LOGIN_WINDOW_MINUTES: '30',
      KNOWN_DEVICE_DAYS: '30',
      SOCKET_SESSION_CHECK_SECONDS: '10',
    });
    expect(config).toMatchObject({
      loginFreeFailures: 3,
      loginMaxDelayMs: 60_000,
      loginMaxFailures: 50,
      loginAddressMaxFailures: 500,
      loginWindowMs: 30 * 60_000,
      knownDeviceMs: 30 * 86_400_000,
      socketSessionCheckMs: 10_000,
    });
    expect(() => loadConfig({ LOGIN_MAX_FAILURES: '0' })).toThrow(/LOGIN_MAX_FAILURES/);
  });
});
