// S3 (or S3-compatible: MinIO, R2, ...) storage: clients PUT straight to the bucket through a
// presigned, expiring URL; the server reads and writes through the SDK client.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isValidFileKey, newFileKey, uploadContentType } from './file-keys.ts';
import type { Storage, UploadTicket } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (path-style addressing is used then). */
  endpoint?: string | undefined;
  /** Where files are read from (a CDN or the bucket's public URL); default: the bucket URL. */
  publicUrl?: string | undefined;
  /** Explicit credentials (tests); otherwise the SDK's default chain (env, profile, role). */
  credentials?: S3ClientConfig['credentials'];
  uploadTtlMs?: number;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** `https://bucket.s3.region.amazonaws.com`, or `<endpoint>/<bucket>` for path-style endpoints. */
export function bucketUrl(options: Pick<S3StorageOptions, 'bucket' | 'region' | 'endpoint'>): string {
  if (options.endpoint) return `${trimSlash(options.endpoint)}/${options.bucket}`;
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}

/** S3's smallest part but the last; what a streamed write holds in memory at a time. */
const partBytes = 8 * 1024 * 1024;

const httpStatusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || httpStatusOf(error) === 404;
}

export function createS3Storage(options: S3StorageOptions): Storage & { readonly client: S3Client } {
  const ttlSeconds = Math.round((options.uploadTtlMs ?? 15 * 60_000) / 1000);
  const client = new S3Client({
    region: options.region,
    // Otherwise the SDK puts the CRC32 of an empty body into presigned URLs, and S3 then refuses
    // every real upload through them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const base = trimSlash(options.publicUrl ?? bucketUrl(options));
  /** The object's bytes (or the `Range` of them), null when there is no such object. */
  const getObject = async (fileKey: string, range?: string): Promise<Buffer | null> => {
    if (!isValidFileKey(fileKey)) return null;
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: options.bucket, Key: fileKey, ...(range ? { Range: range } : {}) }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      // A range starting past the end (416): no bytes there, as the local driver answers.
      if (range && httpStatusOf(error) === 416) return Buffer.alloc(0);
      throw error;
    }
  };
  const checked = (fileKey: string) => {
    if (!isValidFileKey(fileKey)) throw new Error(`invalid file key ${fileKey}`);
    return fileKey;
  };

  return {
    driver: 's3',
    client,
    async createUpload({ fileName, idRestaurant, contentType }): Promise<UploadTicket> {
      const fileKey = newFileKey(fileName, idRestaurant);
      const type = uploadContentType(fileName, contentType);
      const signedAt = Date.now();
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: options.bucket, Key: fileKey, ContentType: type }),
        // Content-Type is signed as a header: S3 refuses a PUT with another one.
        { expiresIn: ttlSeconds, signableHeaders: new Set(['content-type']) },
      );
      return {
        url,
        file_key: fileKey,
        public_url: `${base}/${fileKey}`,
        expires_at: new Date(signedAt + ttlSeconds * 1000).toISOString(),
        content_type: type,
      };
    },
    publicUrl(fileKey) {
      return fileKey ? `${base}/${fileKey}` : null;
    },
    read(fileKey) {
      return getObject(fileKey);
    },
    async size(fileKey) {
      if (!isValidFileKey(fileKey)) return null;
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: fileKey }));
        return answer.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async readRange(fileKey, start, endExclusive) {
      // An empty range cannot be asked for (S3 answers 416 to `bytes=5-4`).
      if (endExclusive <= start) return isValidFileKey(fileKey) ? Buffer.alloc(0) : null;
      return getObject(fileKey, `bytes=${start}-${endExclusive - 1}`);
    },
    async write(fileKey, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: checked(fileKey),
          Body: bytes,
          ContentType: contentType,
          // Keys are never reused, so a stored file never changes.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async writeStream(fileKey, stream, contentType) {
      // A multipart upload with the existing client (@aws-sdk/lib-storage is not installed): one
      // part of 8 MB in memory at a time; a body smaller than one part is a plain PutObject.
      const Key = checked(fileKey);
      const object = { Bucket: options.bucket, Key };
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let uploadId: string | undefined;
      const parts: { ETag: string | undefined; PartNumber: number }[] = [];
      const sendPart = async (body: Buffer) => {
        if (!uploadId) {
          const created = await client.send(
            new CreateMultipartUploadCommand({
              ...object,
              ContentType: contentType,
              CacheControl: 'public, max-age=31536000, immutable',
            }),
          );
          uploadId = created.UploadId;
        }
        const PartNumber = parts.length + 1;
        const answer = await client.send(
          new UploadPartCommand({ ...object, UploadId: uploadId, PartNumber, Body: body }),
        );
        parts.push({ ETag: answer.ETag, PartNumber });
      };
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= partBytes) {
            const body = Buffer.concat(pending);
            pending = [];
            pendingBytes = 0;
            await sendPart(body);
          }
        }
        const rest = Buffer.concat(pending);
        if (!uploadId) {
          await client.send(
            new PutObjectCommand({
              ...object,
              Body: rest,
              ContentType: contentType,
              CacheControl: 'public, max-age=31536000, immutable',
            }),
          );
          return;
        }
        if (rest.length > 0) await sendPart(rest);
        await client.send(
          new CompleteMultipartUploadCommand({ ...object, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
        );
      } catch (error) {
        if (uploadId) {
          await client.send(new AbortMultipartUploadCommand({ ...object, UploadId: uploadId })).catch(() => undefined);
        }
        throw error;
      }
    },
    async remove(fileKey) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: checked(fileKey) }));
    },
  };
}
