import { BlobNotFoundError, type BucketName } from './blob-store';

/**
 * How both stores turn their backend's "no such object" failure into the contract's answer:
 * `op`'s result, or, when it fails and `isMissing` says the failure means there is no object
 * (an errno code on disk, a 404 on S3), what `missing` gives instead. Every other failure is
 * passed on as it is.
 */
export async function whenMissing<T, R>(
  isMissing: (err: unknown) => boolean,
  op: () => Promise<T>,
  missing: () => R,
): Promise<T | R> {
  try {
    return await op();
  } catch (err) {
    if (isMissing(err)) return missing();
    throw err;
  }
}

/** The `missing` of get: the contract's BlobNotFoundError for `bucket/key`. */
export function notFound(bucket: BucketName, key: string): () => never {
  return () => {
    throw new BlobNotFoundError(bucket, key);
  };
}
