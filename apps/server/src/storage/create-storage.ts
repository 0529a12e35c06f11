// Picks the storage driver from the configuration.
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export function createStorage(config: AppConfig): Storage {
  const settings = config.storage;
  if (settings.driver === 's3') {
    if (!settings.s3Bucket) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3');
    return createS3Storage({
      bucket: settings.s3Bucket,
      region: settings.s3Region,
      endpoint: settings.s3Endpoint,
      publicUrl: settings.s3PublicUrl,
    });
  }
  const secret = settings.signingSecret ? Buffer.from(settings.signingSecret) : randomBytes(32);
  return createLocalStorage({ root: settings.localRoot, secret });
}
