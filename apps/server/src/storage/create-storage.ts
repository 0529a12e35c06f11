// Picks the storage driver from the configuration.
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config.ts';
import { createLocalStorage } from './local.ts';
import type { Storage } from './storage.ts';

export function createStorage(config: AppConfig): Storage {
  if (config.storage.driver === 's3') {
    // The S3 driver arrives with the uploads module (storage/s3.ts).
    throw new Error('STORAGE_DRIVER=s3 is not available yet');
  }
  const secret = config.storage.signingSecret ? Buffer.from(config.storage.signingSecret) : randomBytes(32);
  return createLocalStorage({ root: config.storage.localRoot, secret });
}
