import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertBucket,
  assertValidKey,
  type BlobInfo,
  type BlobStore,
  type BucketName,
  type ByteRange,
  checkRange,
  createBodyMeter,
  type PutOptions,
  type PutResult,
  rangeHeader,
} from './blob-store';
import { notFound, whenMissing } from './when-missing';

export interface S3BlobStoreOptions {
  /** The one S3 bucket; the logical buckets are its top-level prefixes. */
  bucket: string;
  /** Unset: AWS S3 itself. Set for S3-compatible services (MinIO, R2, Ceph...). */
  endpoint?: string;
  region?: string;
  /** Unset: the AWS SDK's default credential chain (env, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path instead of the host name; most self-hosted services need it. */
  forcePathStyle?: boolean;
  /** Multipart part size (minimum and default 5 MiB): memory held per part in flight. */
  partSize?: number;
  /** Parts uploaded concurrently (default 2). */
  queueSize?: number;
}

const MIN_PART_SIZE = 5 * 1024 * 1024;

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Objects at `s3://<bucket>/<logical bucket>/<key>`. A put streams through
 * `@aws-sdk/lib-storage`'s Upload: bodies under one part go out as one PutObject,
 * larger ones as a multipart upload, holding at most partSize x queueSize bytes.
 * Nothing becomes visible before the upload completes, so a put that fails (limit,
 * source error) never leaves a partial object; its uploaded parts are aborted.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  readonly #partSize: number;
  readonly #queueSize: number;

  constructor(options: S3BlobStoreOptions) {
    const config: S3ClientConfig = {
      region: options.region ?? 'us-east-1',
      forcePathStyle: options.forcePathStyle ?? false,
      // Checksums only where S3 requires them: several S3-compatible services reject
      // the SDK's default CRC32 trailers. The SHA-256 of every put is computed here.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (options.endpoint) config.endpoint = options.endpoint;
    if (options.credentials) config.credentials = options.credentials;
    this.client = new S3Client(config);
    this.bucket = options.bucket;
    this.#partSize = Math.max(options.partSize ?? MIN_PART_SIZE, MIN_PART_SIZE);
    this.#queueSize = options.queueSize ?? 2;
  }

  /** The S3 object key of a logical object (validates bucket and key). */
  objectKey(bucket: BucketName, key: string): string {
    assertBucket(bucket);
    assertValidKey(key);
    return `${bucket}/${key}`;
  }

  async put(bucket: BucketName, key: string, body: Readable, opts: PutOptions = {}): Promise<PutResult> {
    const Key = this.objectKey(bucket, key);
    const meter = createBodyMeter(opts.maxBytes);
    // Errors of the source or the meter destroy both; the Upload then fails reading.
    const feeding = pipeline(body, meter.stream).catch(() => {});
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: meter.stream, ContentType: opts.contentType },
      partSize: this.#partSize,
      queueSize: this.#queueSize,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      // Upload has already asked S3 to abort the multipart upload; if that request
      // failed too (some S3-compatible servers lack it) the error we report is still
      // the cause, and a bucket lifecycle rule removes the orphaned parts.
      body.destroy();
      throw meter.tooLarge ?? err;
    }
    await feeding;
    return meter.result();
  }

  async get(bucket: BucketName, key: string, range?: ByteRange): Promise<Readable> {
    if (range) checkRange(range);
    const Key = this.objectKey(bucket, key);
    return whenMissing(
      isNotFound,
      async () => {
        const out = await this.client.send(
          new GetObjectCommand({ Bucket: this.bucket, Key, ...(range ? { Range: rangeHeader(range) } : {}) }),
        );
        if (!(out.Body instanceof Readable)) throw new Error('S3 GetObject returned no stream body');
        return out.Body;
      },
      notFound(bucket, key),
    );
  }

  async head(bucket: BucketName, key: string): Promise<BlobInfo | null> {
    const Key = this.objectKey(bucket, key);
    return whenMissing(
      isNotFound,
      async () => {
        const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
        const info: BlobInfo = { bytes: out.ContentLength ?? 0 };
        if (out.ContentType) info.contentType = out.ContentType;
        return info;
      },
      () => null,
    );
  }

  async exists(bucket: BucketName, key: string): Promise<boolean> {
    return (await this.head(bucket, key)) !== null;
  }

  async delete(bucket: BucketName, key: string): Promise<void> {
    const Key = this.objectKey(bucket, key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
  }

  /** Closes the client's sockets (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}
