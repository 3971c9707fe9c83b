import path from 'node:path';
import type { Config } from '../../config.ts';
import { localDiskStorage } from './local-disk-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The bucket when S3_BUCKET is set, so every app process serves every file; else DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(path.join(config.dataDir, 'uploads'));
}
