import { randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertBucket,
  assertValidKey,
  type BlobInfo,
  BlobNotFoundError,
  type BlobStore,
  type BucketName,
  type ByteRange,
  checkRange,
  createBodyMeter,
  InvalidBlobKeyError,
  type PutOptions,
  type PutResult,
} from './blob-store';
import { notFound, whenMissing } from './when-missing';

/** Errors that mean "there is no file at this path". */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isMissing = (err: unknown) => MISSING.has((err as NodeJS.ErrnoException)?.code ?? '');

/**
 * Files under `<root>/<bucket>/<key>` (root is `$DATA_DIR/blobs`). A put writes a hidden
 * temp file next to the target and renames it into place once complete, so readers
 * never see a partial file and a failed put leaves nothing behind.
 */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file path of an object (validates bucket and key). */
  pathOf(bucket: BucketName, key: string): string {
    assertBucket(bucket);
    assertValidKey(key);
    const bucketDir = join(this.root, bucket);
    const path = join(bucketDir, ...key.split('/'));
    // Belt and braces: the key rules already exclude any escape from the bucket folder.
    if (!path.startsWith(bucketDir + sep)) throw new InvalidBlobKeyError(key, 'outside the bucket');
    return path;
  }

  async put(bucket: BucketName, key: string, body: Readable, opts: PutOptions = {}): Promise<PutResult> {
    // Until the pipeline below listens, an error of the body (a client that went away
    // while we create folders) would be an unhandled 'error' event: the process would
    // exit. The pipeline still sees it: it rejects with a destroyed stream's error.
    const ignoreUntilPiped = () => {};
    body.on('error', ignoreUntilPiped);
    try {
      return await this.putListened(bucket, key, body, opts);
    } finally {
      body.off('error', ignoreUntilPiped);
    }
  }

  private async putListened(
    bucket: BucketName,
    key: string,
    body: Readable,
    opts: PutOptions,
  ): Promise<PutResult> {
    const path = this.pathOf(bucket, key);
    await mkdir(dirname(path), { recursive: true });
    const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
    const meter = createBodyMeter(opts.maxBytes);
    // The temp file is created before the pipeline starts: with a lazily opened write
    // stream, a body that fails at once (a refused or aborted upload) made the unlink run
    // before the open, and the open then left an empty temp file behind.
    let handle: FileHandle;
    try {
      handle = await open(temp, 'wx');
    } catch (err) {
      body.destroy();
      throw err;
    }
    try {
      // The stream owns the handle: it closes it when it ends or is destroyed.
      await pipeline(body, meter.stream, handle.createWriteStream());
      await rename(temp, path);
    } catch (err) {
      await unlink(temp).catch(() => {});
      throw meter.tooLarge ?? err;
    }
    return meter.result();
  }

  async get(bucket: BucketName, key: string, range?: ByteRange): Promise<Readable> {
    if (range) checkRange(range);
    const path = this.pathOf(bucket, key);
    const handle = await whenMissing(isMissing, () => open(path, 'r'), notFound(bucket, key));
    // Opening a folder succeeds on Linux: a key that is only a prefix is not an object.
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      throw new BlobNotFoundError(bucket, key);
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end - 1 } : {});
  }

  async head(bucket: BucketName, key: string): Promise<BlobInfo | null> {
    const path = this.pathOf(bucket, key);
    return whenMissing(
      isMissing,
      async () => {
        const info = await stat(path);
        return info.isFile() ? { bytes: info.size } : null;
      },
      () => null,
    );
  }

  async exists(bucket: BucketName, key: string): Promise<boolean> {
    return (await this.head(bucket, key)) !== null;
  }

  async delete(bucket: BucketName, key: string): Promise<void> {
    const path = this.pathOf(bucket, key);
    try {
      await unlink(path);
    } catch (err) {
      if (isMissing(err)) return;
      // unlink of a folder fails with EPERM on macOS; a folder is not an object.
      if ((err as NodeJS.ErrnoException).code === 'EPERM' && (await stat(path)).isDirectory()) return;
      throw err;
    }
  }
}
