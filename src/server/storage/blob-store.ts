import { createHash, randomBytes } from 'node:crypto';
import { type Readable, Transform, type TransformCallback } from 'node:stream';

/**
 * Where uploaded and generated files live. Two implementations share one contract
 * (tests/integration/blob-store.test.ts): a folder on disk by default, an
 * S3-compatible bucket when S3_BUCKET is set. See docs/decisions/0011-blob-storage.md.
 */

/** The product's storage buckets (product spec, section 3). */
export const BUCKETS = ['documents', 'enhanced_reports', 'analysis'] as const;
export type BucketName = (typeof BUCKETS)[number];

export interface PutOptions {
  /** Stored with the object where the backend can keep it (S3); informative only. */
  contentType?: string;
  /** The put fails with BlobTooLargeError as soon as the body grows past this many bytes. */
  maxBytes?: number;
}

export interface PutResult {
  bytes: number;
  /** Lower-case hex SHA-256 of the stored bytes. */
  sha256: string;
}

/** Bytes `start` (inclusive) to `end` (exclusive) of an object; `end` > `start` >= 0. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The HTTP/S3 Range header value for `range` (its end is inclusive there). */
export const rangeHeader = (range: ByteRange) => `bytes=${range.start}-${range.end - 1}`;

/** Refuses an empty, negative or fractional range before any backend sees it. */
export function checkRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end <= start) {
    throw new RangeError(`invalid byte range ${start}-${end}`);
  }
}

export interface BlobInfo {
  bytes: number;
  contentType?: string;
}

export interface BlobStore {
  readonly kind: 'local' | 's3';
  /**
   * Streams `body` into `bucket/key`, replacing any previous object only once the
   * whole body has been received. On any failure (too large, source error) nothing
   * is left behind and a previous object under the same key is untouched.
   */
  put(bucket: BucketName, key: string, body: Readable, opts?: PutOptions): Promise<PutResult>;
  /**
   * The object's bytes as a stream; BlobNotFoundError when there is none. With `range`,
   * only bytes `start` (inclusive) to `end` (exclusive), clipped to the object's size:
   * the upload check reads a PDF's cross-reference table and first page, not the file.
   */
  get(bucket: BucketName, key: string, range?: ByteRange): Promise<Readable>;
  /** Size (and content type where kept) or null when there is no object. */
  head(bucket: BucketName, key: string): Promise<BlobInfo | null>;
  exists(bucket: BucketName, key: string): Promise<boolean>;
  /** Removes the object; removing a missing object is not an error. */
  delete(bucket: BucketName, key: string): Promise<void>;
}

export type BlobErrorCode = 'NOT_FOUND' | 'TOO_LARGE' | 'INVALID_KEY';

export class BlobStoreError extends Error {
  constructor(
    readonly code: BlobErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BlobNotFoundError extends BlobStoreError {
  constructor(
    readonly bucket: string,
    readonly key: string,
  ) {
    super('NOT_FOUND', `No object ${bucket}/${key}`);
  }
}

export class BlobTooLargeError extends BlobStoreError {
  constructor(readonly maxBytes: number) {
    super('TOO_LARGE', `The file is larger than the limit of ${maxBytes} bytes`);
  }
}

export class InvalidBlobKeyError extends BlobStoreError {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super('INVALID_KEY', `Invalid storage key ${JSON.stringify(key)}: ${reason}`);
  }
}

const KEY_CHARS = /^[A-Za-z0-9._/-]+$/;
const SEGMENT_CHARS = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/**
 * A key is a relative path of segments made of [A-Za-z0-9._-]: no absolute path, no
 * empty segment, no segment starting with a dot (so no `.` / `..`, and no clash with
 * the local store's hidden temp files).
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidBlobKeyError(String(key), 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidBlobKeyError(key, `longer than ${MAX_KEY_LENGTH}`);
  if (!KEY_CHARS.test(key)) throw new InvalidBlobKeyError(key, 'only A-Z a-z 0-9 . _ - / are allowed');
  if (key.startsWith('/')) throw new InvalidBlobKeyError(key, 'absolute path');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidBlobKeyError(key, 'empty path segment');
    if (!SEGMENT_CHARS.test(segment)) throw new InvalidBlobKeyError(key, 'a path segment starts with a dot');
  }
}

export function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

export function assertBucket(bucket: string): asserts bucket is BucketName {
  if (!(BUCKETS as readonly string[]).includes(bucket)) {
    throw new BlobStoreError('INVALID_KEY', `Unknown storage bucket ${JSON.stringify(bucket)}`);
  }
}

/**
 * The extension kept from a user's file name: lower case, letters and digits only,
 * at most 10 characters; `bin` when there is none.
 */
export function safeExtension(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : 'bin';
}

/**
 * A fresh key `<owner>/<random>.<ext>` (product spec: "user id / random name .
 * extension"; enhanced reports use the request id as owner). `owner` must be one
 * valid key segment.
 */
export function newKey(owner: string, originalName: string): string {
  const key = `${owner}/${randomBytes(16).toString('hex')}.${safeExtension(originalName)}`;
  if (owner.includes('/')) throw new InvalidBlobKeyError(key, 'the owner must be a single path segment');
  assertValidKey(key);
  return key;
}

export interface BodyMeter {
  /** Pass the upload through this: counts bytes, hashes them, stops past maxBytes. */
  readonly stream: Transform;
  /** Set once the limit was crossed (the stream then errors with it). */
  readonly tooLarge: BlobTooLargeError | null;
  result(): PutResult;
}

/** Counting and hashing pass-through shared by both stores; never holds more than one chunk. */
export function createBodyMeter(maxBytes?: number): BodyMeter {
  const hash = createHash('sha256');
  let bytes = 0;
  let tooLarge: BlobTooLargeError | null = null;
  let digest: string | null = null;
  const stream = new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      bytes += buf.length;
      if (maxBytes !== undefined && bytes > maxBytes) {
        tooLarge = new BlobTooLargeError(maxBytes);
        callback(tooLarge);
        return;
      }
      hash.update(buf);
      callback(null, buf);
    },
  });
  return {
    stream,
    get tooLarge() {
      return tooLarge;
    },
    result() {
      digest ??= hash.digest('hex');
      return { bytes, sha256: digest };
    },
  };
}
