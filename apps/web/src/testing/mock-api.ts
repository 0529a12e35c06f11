// A fake server behind `fetch`: answers by "METHOD /api/path", records every call, speaks the envelope.
import { type Envelope, formatMessage, type MessageCode } from '@noren/domain/messages';
import type { AuthUser } from '@noren/domain/users';
import { waitFor, type waitForOptions } from '@testing-library/react';
import { expect, vi } from 'vitest';

export interface Reply {
  status: number;
  body: unknown;
}

export type Handler = (body: unknown) => Reply | Promise<Reply>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export function ok<T>(data: T, totalData?: number): Reply {
  const envelope: Envelope<T> = { status: 200, data, message: 'Success.', message_jp: '成功しました。', totalData };
  return { status: 200, body: envelope };
}

/** A success answer carrying the catalogue's text for `code`, as the server sends it. */
export function said(code: MessageCode, data: unknown): Reply {
  const text = formatMessage(code);
  return { status: 200, body: { status: 200, data, message: text.en, message_jp: text.jp } };
}

export function fail(status: number, code: MessageCode, field?: string): Reply {
  const text = formatMessage(code, field ? { field } : {});
  return { status, body: { status, data: null, message: text.en, message_jp: text.jp, code, field } };
}

/** Never answers: the request stays in flight for the whole test. */
export function pending(): Promise<Reply> {
  return new Promise<Reply>(() => {});
}

export function mockApi(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body, credentials: init?.credentials });
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = handler ? await handler(body) : fail(404, 'ROUTE_NOT_FOUND');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** GET /users/me: the given user, or "no session". */
export function meHandler(user: AuthUser | null): Record<string, Handler> {
  return { 'GET /api/restaurant/users/me': () => (user ? ok(user) : fail(401, 'UNAUTHORIZED')) };
}

/** The last call of `method` to `path`, or undefined while none was made. */
export function lastCall(calls: readonly RecordedCall[], method: string, path: string): RecordedCall | undefined {
  return calls.filter((call) => call.method === method && call.path === path).at(-1);
}

/** Waits (as long as `options` or the suite's default allow) for a `method` call to `path`; answers the last one. */
export function callMade(
  calls: readonly RecordedCall[],
  method: string,
  path: string,
  options?: waitForOptions,
): Promise<RecordedCall> {
  return waitFor(() => {
    const call = lastCall(calls, method, path);
    expect(call).toBeDefined();
    return call as RecordedCall;
  }, options);
}
