// "Who am I" as the page asked it: index.html's head sends the request when the page opens signed in
// (vite.config.ts, languagePreload); the app's first asking reads that answer, every later one asks.
import { afterEach, describe, expect, it } from 'vitest';
import { ownerOf, staffWith } from '../testing/fixtures.ts';
import { fail, meHandler, mockApi, ok, type Reply } from '../testing/mock-api.ts';
import { ApiError } from './api-client.ts';
import { getMe } from './auth.ts';

const page = window as { norenMe?: Promise<Response> };
const sentByPage = (reply: Reply) =>
  Promise.resolve(
    new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } }),
  );

afterEach(() => {
  page.norenMe = undefined;
});

describe("getMe and the page's own asking", () => {
  it('reads the answer the page asked for, once; the next asking goes to the server', async () => {
    const calls = mockApi(meHandler(staffWith(['home'])));
    page.norenMe = sentByPage(ok(ownerOf()));
    expect((await getMe())?.email).toBe(ownerOf().email);
    expect(calls).toHaveLength(0);
    expect(page.norenMe).toBeUndefined();

    expect((await getMe())?.email).toBe('staff@example.com');
    expect(calls.map((call) => call.path)).toEqual(['/api/restaurant/users/me']);
  });

  it("a 401 in the page's answer: nobody is signed in", async () => {
    mockApi(meHandler(ownerOf()));
    page.norenMe = sentByPage(fail(401, 'UNAUTHORIZED'));
    expect(await getMe()).toBeNull();
  });

  it("a page's request that failed is the network error it was, and the next asking tries again", async () => {
    const calls = mockApi(meHandler(ownerOf()));
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    page.norenMe = failed;
    const error = await getMe().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((await getMe())?.email).toBe(ownerOf().email);
    expect(calls).toHaveLength(1);
  });
});
