import { join } from 'node:path';
import type { Env } from '../env';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-store';
import { S3BlobStore } from './s3-store';

export * from './blob-store';
export { LocalBlobStore } from './local-store';
export { S3BlobStore, type S3BlobStoreOptions } from './s3-store';

/** What the store reads from the configuration; the S3 settings may be left out. */
export type StorageEnv = Pick<Env, 'DATA_DIR'> &
  Partial<
    Pick<
      Env,
      | 'S3_BUCKET'
      | 'S3_ENDPOINT'
      | 'S3_REGION'
      | 'S3_ACCESS_KEY_ID'
      | 'S3_SECRET_ACCESS_KEY'
      | 'S3_FORCE_PATH_STYLE'
    >
  >;

/** S3_BUCKET set: the S3(-compatible) store; unset: files under $DATA_DIR/blobs. */
export function createBlobStore(env: StorageEnv): BlobStore {
  if (!env.S3_BUCKET) return new LocalBlobStore(join(env.DATA_DIR, 'blobs'));
  return new S3BlobStore({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
