// uploadFile: asks put-url for a signed URL, PUTs the bytes with the ticket's Content-Type, sends
// the session cookie only to our own API, and turns failures into bilingual errors.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorText } from './api-client.ts';
import { uploadFile } from './upload.ts';

const localTicket = {
  url: '/api/files/upload/r1/a1b2.csv?expires=1&signature=s',
  file_key: 'r1/a1b2.csv',
  public_url: '/api/files/r1/a1b2.csv',
  expires_at: '2030-01-01T00:00:00.000Z',
  content_type: 'text/csv',
};

const envelope = (status: number, data: unknown, message = 'Success.', message_jp = '成功しました。') =>
  new Response(JSON.stringify({ status, data, message, message_jp }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function stubFetch(ticket: typeof localTicket, put: () => Promise<Response> | Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') return envelope(200, ticket);
    return put();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('gets a signed URL for the file name, then PUTs the bytes there with our cookie', async () => {
    const fetchMock = stubFetch(localTicket, () => envelope(200, { file_key: localTicket.file_key }));
    const file = new File(['jancode,name\n'], 'menus.csv', { type: 'text/csv' });
    await expect(uploadFile(file)).resolves.toEqual({
      file_key: localTicket.file_key,
      public_url: localTicket.public_url,
    });
    const [postUrl, postInit] = fetchMock.mock.calls[0] ?? [];
    expect(String(postUrl)).toBe('/api/restaurant/upload/put-url');
    expect(JSON.parse(String(postInit?.body))).toEqual({ file_name: 'menus.csv', content_type: 'text/csv' });
    const [putUrl, putInit] = fetchMock.mock.calls[1] ?? [];
    expect(putUrl).toBe(localTicket.url);
    expect(putInit?.method).toBe('PUT');
    expect(putInit?.body).toBe(file);
    expect(putInit?.headers).toEqual({ 'Content-Type': 'text/csv' });
    expect(putInit?.credentials).toBe('include');
  });

  it('sends no cookie to a bucket URL, and uses the given file name', async () => {
    const s3Ticket = {
      ...localTicket,
      url: 'https://bucket.s3.ap-northeast-1.amazonaws.com/r1/a1b2.zip?X-Amz-Signature=x',
    };
    const fetchMock = stubFetch(s3Ticket, () => new Response(null, { status: 200 }));
    await uploadFile(new Blob([new Uint8Array([0x50, 0x4b, 3, 4])]), { fileName: 'images.zip' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ file_name: 'images.zip' });
    expect(fetchMock.mock.calls[1]?.[1]?.credentials).toBe('omit');
  });

  it("carries the server's text when the PUT is refused", async () => {
    stubFetch(localTicket, () => envelope(400, null, 'Invalid data', '不正データ'));
    const failure = await uploadFile(new File(['x'], 'a.csv')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorText(failure, 'jp')).toBe('不正データ');
    expect(errorText(failure, 'en')).toBe('Invalid data');
  });

  it('says Upload failed! / アップロード失敗 when the PUT gets no answer or no envelope', async () => {
    stubFetch(localTicket, () => Promise.reject(new TypeError('Failed to fetch')));
    const noAnswer = await uploadFile(new File(['x'], 'a.csv')).catch((error: unknown) => error);
    expect(errorText(noAnswer, 'jp')).toBe('アップロード失敗');
    expect(errorText(noAnswer, 'en')).toBe('Upload failed!');

    stubFetch(localTicket, () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }));
    const xml = await uploadFile(new File(['x'], 'a.csv')).catch((error: unknown) => error);
    expect(errorText(xml, 'en')).toBe('Upload failed!');
    expect((xml as ApiError).status).toBe(403);
  });
});
