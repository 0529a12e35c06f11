// The API client as screens rely on it: envelope unwrapped, the cookie sent, bilingual errors, and
// a 401 on an ordinary call reported as a dead session.
import { messages } from '@noren/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../testing/mock-api.ts';
import { ApiError, api, errorText, setUnauthorizedHandler } from './api-client.ts';

afterEach(() => setUnauthorizedHandler(null));

describe('api client', () => {
  it('sends JSON with the session cookie and returns the envelope', async () => {
    const calls = mockApi({ 'POST /api/restaurant/things': (body) => ok({ echoed: body }, 1) });
    const answer = await api.post<{ echoed: unknown }>('restaurant/things', { a: 1 });
    expect(answer.data).toEqual({ echoed: { a: 1 } });
    expect(answer.totalData).toBe(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/restaurant/things', credentials: 'include' });
  });

  it('turns an error answer into an ApiError with both texts, the code and the field', async () => {
    mockApi({ 'PUT /api/restaurant/things': () => fail(400, 'REQUIRED_FIELD', 'title') });
    const error = await api.put('restaurant/things', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorText(error, 'en')).toBe('title is required');
    expect(errorText(error, 'jp')).toBe('title は必須です');
    expect(error).toMatchObject({ status: 400, code: 'REQUIRED_FIELD', field: 'title' });
  });

  it('reports no answer at all as "Network Error" / 通信エラーが発生しました。', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('restaurant/things').catch((caught: unknown) => caught);
    expect(errorText(error, 'en')).toBe(messages.NETWORK_ERROR.en);
    expect(errorText(error, 'jp')).toBe('通信エラーが発生しました。');
  });

  it('uses the catalogue text when a proxy answers with something that is not an envelope', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })));
    const error = await api.get('restaurant/things').catch((caught: unknown) => caught);
    expect(errorText(error, 'jp')).toBe('エラーが発生しました');
  });

  it('reports a 401 as a dead session, except on calls that expect one', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({ 'GET /api/restaurant/things': () => fail(401, 'UNAUTHORIZED') });
    await api.get('restaurant/things', { expectUnauthorized: true }).catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
    await api.get('restaurant/things').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('adds query parameters and leaves out undefined ones', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(ok([]).body), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('restaurant/things', { query: { page: 1, q: 'そば', none: undefined } });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/restaurant/things?page=1&q=%E3%81%9D%E3%81%B0');
  });
});
