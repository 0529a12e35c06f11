// The S3 driver signs upload URLs offline: fake credentials, no network, nothing sent anywhere.
import { describe, expect, it } from 'vitest';
import { createStorage } from './create-storage.ts';
import { bucketUrl, createS3Storage } from './s3.ts';

const credentials = { accessKeyId: 'AKIAFAKEFAKEFAKEFAKE', secretAccessKey: 'fake-secret-key-for-tests-only' };

describe('S3 storage', () => {
  it('presigns a PUT for a server-made key, with the bucket, expiry and signature in the URL', async () => {
    const storage = createS3Storage({ bucket: 'noren-files', region: 'ap-northeast-1', credentials });
    const before = Date.now();
    const ticket = await storage.createUpload({ fileName: '../../Ramen Photo.JPG', idRestaurant: 7 });

    expect(ticket.file_key).toMatch(/^r7\/[0-9a-f-]{36}\.jpg$/);
    const url = new URL(ticket.url);
    expect(url.host).toBe('noren-files.s3.ap-northeast-1.amazonaws.com');
    expect(url.pathname).toBe(`/${ticket.file_key}`);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('X-Amz-Credential')).toContain('AKIAFAKEFAKEFAKEFAKE');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    // A checksum of an empty body in the URL would make S3 refuse the real bytes.
    expect([...url.searchParams.keys()].filter((key) => key.toLowerCase().includes('checksum'))).toEqual([]);
    expect(ticket.content_type).toBe('image/jpeg');
    expect(ticket.public_url).toBe(`https://noren-files.s3.ap-northeast-1.amazonaws.com/${ticket.file_key}`);
    const expires = Date.parse(ticket.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 899_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 901_000);
  });

  it('uses path-style URLs on a custom endpoint and the public URL for reading', async () => {
    const storage = createS3Storage({
      bucket: 'noren',
      region: 'us-east-1',
      endpoint: 'http://minio.local:9000/',
      publicUrl: 'https://cdn.example.jp/files/',
      credentials,
    });
    const ticket = await storage.createUpload({ fileName: 'menus.csv', idRestaurant: null, contentType: 'text/csv' });
    const url = new URL(ticket.url);
    expect(url.origin).toBe('http://minio.local:9000');
    expect(url.pathname).toBe(`/noren/${ticket.file_key}`);
    expect(ticket.file_key).toMatch(/^platform\/[0-9a-f-]{36}\.csv$/);
    expect(url.searchParams.get('X-Amz-Signature')).toBeTruthy();
    expect(ticket.public_url).toBe(`https://cdn.example.jp/files/${ticket.file_key}`);
    expect(storage.publicUrl('r1/abc.png')).toBe('https://cdn.example.jp/files/r1/abc.png');
    expect(storage.publicUrl(null)).toBeNull();
    expect(bucketUrl({ bucket: 'b', region: 'r', endpoint: 'http://h:1' })).toBe('http://h:1/b');
  });

  it('never signs a content type a browser would run', async () => {
    const storage = createS3Storage({ bucket: 'b', region: 'ap-northeast-1', credentials });
    const ticket = await storage.createUpload({ fileName: 'a.jpg', idRestaurant: 1, contentType: 'text/html' });
    expect(ticket.content_type).toBe('image/jpeg');
    const zip = await storage.createUpload({
      fileName: 'a.zip',
      idRestaurant: 1,
      contentType: 'application/x-zip-compressed',
    });
    expect(zip.content_type).toBe('application/x-zip-compressed');
  });

  it('is chosen by STORAGE_DRIVER=s3', () => {
    const storage = createStorage({
      storage: {
        driver: 's3',
        localRoot: '/nonexistent',
        s3Bucket: 'noren',
        s3Region: 'ap-northeast-1',
        s3Endpoint: undefined,
        s3PublicUrl: undefined,
        signingSecret: undefined,
        maxUploadBytes: 1,
      },
    } as Parameters<typeof createStorage>[0]);
    expect(storage.driver).toBe('s3');
    expect(storage.verifyUploadSignature).toBeUndefined();
  });
});
