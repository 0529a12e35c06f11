// The S3 driver's streamed write (issue 9: APKs up to 200 MB): a multipart upload of 8 MB parts
// with the existing client, a plain PutObject for a small body, and an aborted upload (nothing
// stored) when the stream fails. The client's send is stubbed: nothing goes over the network.
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createS3Storage } from './s3.ts';

const credentials = { accessKeyId: 'AKIAFAKEFAKEFAKEFAKE', secretAccessKey: 'fake-secret-key-for-tests-only' };
const mb = 1024 * 1024;

function stubbed() {
  const storage = createS3Storage({ bucket: 'noren-files', region: 'ap-northeast-1', credentials });
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  vi.spyOn(storage.client, 'send').mockImplementation((async (command: {
    constructor: { name: string };
    input: Record<string, unknown>;
  }) => {
    sent.push({ name: command.constructor.name, input: command.input });
    if (command.constructor.name === 'CreateMultipartUploadCommand') return { UploadId: 'up-1' };
    if (command.constructor.name === 'UploadPartCommand') return { ETag: `"etag-${String(command.input.PartNumber)}"` };
    return {};
  }) as never);
  return { storage, sent };
}

async function* chunks(total: number, failAfter?: number) {
  const chunk = Buffer.alloc(mb, 7);
  for (let sentBytes = 0; sentBytes < total; sentBytes += mb) {
    if (failAfter !== undefined && sentBytes >= failAfter) throw new Error('client went away');
    yield chunk.subarray(0, Math.min(mb, total - sentBytes));
  }
}

/** Streams `size` bytes to `key` as an Android package. */
function writeApk(storage: ReturnType<typeof stubbed>['storage'], key: string, size: number) {
  return storage.writeStream(key, Readable.from(chunks(size)), 'application/vnd.android.package-archive');
}

describe('S3 streamed write', () => {
  it('sends a large body as 8 MB parts and completes the upload with their ETags', async () => {
    const { storage, sent } = stubbed();
    await writeApk(storage, 'platform/a.apk', 20 * mb);
    expect(sent.map((command) => command.name)).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand',
    ]);
    expect(sent[0]?.input).toMatchObject({
      Key: 'platform/a.apk',
      ContentType: 'application/vnd.android.package-archive',
    });
    expect(sent.slice(1, 4).map((command) => (command.input.Body as Buffer).length)).toEqual([8 * mb, 8 * mb, 4 * mb]);
    expect(sent[4]?.input).toMatchObject({
      UploadId: 'up-1',
      MultipartUpload: {
        Parts: [
          { ETag: '"etag-1"', PartNumber: 1 },
          { ETag: '"etag-2"', PartNumber: 2 },
          { ETag: '"etag-3"', PartNumber: 3 },
        ],
      },
    });
  });

  it('sends a body smaller than one part as one PutObject', async () => {
    const { storage, sent } = stubbed();
    await writeApk(storage, 'platform/b.apk', 3 * mb);
    expect(sent.map((command) => command.name)).toEqual(['PutObjectCommand']);
    expect((sent[0]?.input.Body as Buffer | undefined)?.length).toBe(3 * mb);
  });

  it('aborts the multipart upload when the stream fails, so nothing is stored', async () => {
    const { storage, sent } = stubbed();
    await expect(
      storage.writeStream('platform/c.apk', Readable.from(chunks(30 * mb, 12 * mb)), 'application/octet-stream'),
    ).rejects.toThrow('client went away');
    expect(sent.map((command) => command.name)).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'AbortMultipartUploadCommand',
    ]);
  });
});
