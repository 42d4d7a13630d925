import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlobNotFoundError,
  type BlobStore,
  BlobTooLargeError,
  type BucketName,
  createBlobStore,
  InvalidBlobKeyError,
  LocalBlobStore,
  newKey,
  S3BlobStore,
} from '../../src/server/storage';

/**
 * One contract, two stores: the local folder store in a temp dir, and the S3 store
 * against s3rver (a pure-JS S3-compatible server) on a random loopback port.
 */

// s3rver ships no types; this is the part of its API the test uses.
type S3rverCtor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverCtor;

// The SDK warns once per process that releases after January 2027 need Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const MiB = 1024 * 1024;
const S3_BUCKET = 'leaseaudit-test';

/** Deterministic pseudo-random bytes in 64 KiB chunks, produced lazily. */
function* chunks(totalBytes: number, seed: number): Generator<Buffer> {
  let x = seed >>> 0 || 1;
  for (let done = 0; done < totalBytes; ) {
    const size = Math.min(64 * 1024, totalBytes - done);
    const buf = Buffer.allocUnsafe(size);
    for (let i = 0; i < size; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      buf[i] = x & 0xff;
    }
    done += size;
    yield buf;
  }
}
const body = (totalBytes: number, seed = 1) => Readable.from(chunks(totalBytes, seed), { objectMode: false });
function sha256Of(totalBytes: number, seed = 1): string {
  const hash = createHash('sha256');
  for (const c of chunks(totalBytes, seed)) hash.update(c);
  return hash.digest('hex');
}
const text = (s: string) => Readable.from([Buffer.from(s)]);

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

interface Harness {
  store: BlobStore;
  stop(): Promise<void>;
}

const harnesses: Record<'local' | 's3', () => Promise<Harness>> = {
  async local() {
    const dir = await mkdtemp(join(tmpdir(), 'blobs-local-'));
    return { store: new LocalBlobStore(dir), stop: () => rm(dir, { recursive: true, force: true }) };
  },
  async s3() {
    const dir = await mkdtemp(join(tmpdir(), 'blobs-s3rver-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: S3_BUCKET }],
    });
    const { port } = await server.run();
    const store = createBlobStore({
      DATA_DIR: dir,
      S3_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: true,
    });
    return {
      store,
      async stop() {
        (store as S3BlobStore).close();
        await server.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  },
};

describe.each(['local', 's3'] as const)('BlobStore contract: %s', (kind) => {
  let h: Harness;
  let store: BlobStore;
  beforeAll(async () => {
    h = await harnesses[kind]();
    store = h.store;
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('is the expected implementation', () => {
    expect(store.kind).toBe(kind);
  });

  it('streams a few MB in and out with the right byte count and SHA-256', async () => {
    const size = 6 * MiB + 123; // more than one 5 MiB part: multipart on S3
    const key = newKey('user-1', 'Lease Agreement.PDF');
    const put = await store.put('documents', key, body(size, 7), {
      contentType: 'application/pdf',
      maxBytes: 10 * MiB,
    });
    expect(put).toEqual({ bytes: size, sha256: sha256Of(size, 7) });

    const back = await readAll(await store.get('documents', key));
    expect(back.length).toBe(size);
    expect(createHash('sha256').update(back).digest('hex')).toBe(put.sha256);
    expect((await store.head('documents', key))?.bytes).toBe(size);
    expect(await store.exists('documents', key)).toBe(true);
    // Buckets are separate namespaces.
    expect(await store.exists('analysis', key)).toBe(false);
  });

  it('stores an empty body and small bodies exactly', async () => {
    const empty = newKey('user-1', 'empty.txt');
    expect(await store.put('analysis', empty, Readable.from([]))).toEqual({
      bytes: 0,
      sha256: createHash('sha256').digest('hex'),
    });
    expect((await readAll(await store.get('analysis', empty))).length).toBe(0);

    const small = newKey('req-1', 'report.txt');
    await store.put('enhanced_reports', small, text('hello, tenant'));
    expect((await readAll(await store.get('enhanced_reports', small))).toString()).toBe('hello, tenant');
  });

  it('reads a byte range: the bytes asked for, clipped at the end, refused when empty', async () => {
    const key = newKey('user-1', 'range.pdf');
    await store.put('documents', key, text('0123456789abcdef'));
    const range = async (start: number, end: number) =>
      (await readAll(await store.get('documents', key, { start, end }))).toString();
    expect(await range(0, 4)).toBe('0123');
    expect(await range(10, 16)).toBe('abcdef');
    expect(await range(14, 100)).toBe('ef');
    await expect(store.get('documents', key, { start: 5, end: 5 })).rejects.toThrow(RangeError);
    await expect(store.get('documents', key, { start: -1, end: 3 })).rejects.toThrow(RangeError);
    await expect(
      store.get('documents', newKey('user-1', 'no.pdf'), { start: 0, end: 4 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('answers NotFound for a missing key, and for a key that is only a prefix', async () => {
    const missing = newKey('user-1', 'missing.pdf');
    const err = await store.get('documents', missing).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BlobNotFoundError);
    expect(err).toMatchObject({ code: 'NOT_FOUND', bucket: 'documents', key: missing });
    expect(await store.head('documents', missing)).toBeNull();
    expect(await store.exists('documents', missing)).toBe(false);

    await store.put('documents', 'prefix-owner/file.pdf', text('x'));
    await expect(store.get('documents', 'prefix-owner')).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.exists('documents', 'prefix-owner')).toBe(false);
  });

  it('deletes, and deleting a missing object is not an error', async () => {
    const key = newKey('user-2', 'bill.pdf');
    await store.put('documents', key, text('bill'));
    await store.delete('documents', key);
    await expect(store.get('documents', key)).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.exists('documents', key)).toBe(false);
    await expect(store.delete('documents', key)).resolves.toBeUndefined();
  });

  it('overwrites an existing key', async () => {
    const key = newKey('user-2', 'statement.pdf');
    await store.put('documents', key, text('first version, longer'));
    const second = await store.put('documents', key, text('second'));
    expect(second.bytes).toBe(6);
    expect((await readAll(await store.get('documents', key))).toString()).toBe('second');
    expect((await store.head('documents', key))?.bytes).toBe(6);
  });

  it('accepts a body of exactly maxBytes', async () => {
    const key = newKey('user-3', 'exact.bin');
    expect((await store.put('documents', key, body(4096), { maxBytes: 4096 })).bytes).toBe(4096);
  });

  it('refuses a body over maxBytes with TooLarge and leaves no object (within one part)', async () => {
    const key = newKey('user-3', 'big.pdf');
    const err = await store.put('documents', key, body(3 * MiB), { maxBytes: MiB }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BlobTooLargeError);
    expect(err).toMatchObject({ code: 'TOO_LARGE', maxBytes: MiB });
    await expect(store.get('documents', key)).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.exists('documents', key)).toBe(false);
  });

  it('refuses a body over maxBytes after parts were sent and leaves no object', async () => {
    const key = newKey('user-3', 'bigger.pdf');
    const err = await store
      .put('documents', key, body(12 * MiB), { maxBytes: 7 * MiB })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BlobTooLargeError);
    await expect(store.get('documents', key)).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('keeps the previous object when an overwrite fails', async () => {
    const key = newKey('user-3', 'keep.pdf');
    await store.put('documents', key, text('original'));
    await expect(store.put('documents', key, body(2 * MiB), { maxBytes: MiB })).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    expect((await readAll(await store.get('documents', key))).toString()).toBe('original');
  });

  it('leaves no object when the source stream fails', async () => {
    const key = newKey('user-3', 'broken.pdf');
    const failing = Readable.from(
      (function* () {
        yield Buffer.alloc(1024, 1);
        throw new Error('client went away');
      })(),
    );
    await expect(store.put('documents', key, failing)).rejects.toThrow('client went away');
    expect(await store.exists('documents', key)).toBe(false);
  });

  const badKeys = [
    '',
    '/etc/passwd',
    '../secret',
    'user-1/../../secret',
    'user-1/./x.pdf',
    'user-1//x.pdf',
    'user-1/',
    '.hidden',
    'user-1/.x.pdf.tmp',
    'user 1/x.pdf',
    'user-1\\x.pdf',
    'user-1/x.pdf?a=1',
    'usér/x.pdf',
    'a'.repeat(513),
  ];
  it.each(badKeys)('refuses the bad key %j in every operation', async (key) => {
    await expect(store.put('documents', key, text('x'))).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.get('documents', key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.head('documents', key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.exists('documents', key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.delete('documents', key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
  });

  it('refuses an unknown bucket', async () => {
    await expect(store.put('uploads' as BucketName, 'a/b.pdf', text('x'))).rejects.toMatchObject({
      code: 'INVALID_KEY',
    });
  });

  it('round-trips keys made by newKey', async () => {
    const key = newKey('3f1c2b9a-0000-4000-8000-000000000001', 'scan.JPEG');
    await store.put('documents', key, text('jpeg'));
    expect((await readAll(await store.get('documents', key))).toString()).toBe('jpeg');
  });
});

describe('newKey', () => {
  it('is <owner>/<random>.<lower-case extension>', () => {
    const key = newKey('user-42', 'My Lease (final).PDF');
    expect(key).toMatch(/^user-42\/[0-9a-f]{32}\.pdf$/);
    expect(newKey('user-42', 'x.pdf')).not.toBe(newKey('user-42', 'x.pdf'));
  });

  it('keeps only a safe extension, else bin', () => {
    const ext = (name: string) => newKey('o', name).split('.').pop();
    expect(ext('statement.tar.GZ')).toBe('gz');
    expect(ext('photo.jpeg')).toBe('jpeg');
    expect(ext('no-extension')).toBe('bin');
    expect(ext('.bashrc')).toBe('bin');
    expect(ext('evil.p$f')).toBe('bin');
    expect(ext('evil.pdf/../../x')).toBe('bin');
    expect(ext('dir\\file.XLSX')).toBe('xlsx');
    expect(ext('trailing.')).toBe('bin');
    expect(ext('long.abcdefghijk')).toBe('bin');
  });

  it('refuses an owner that is not one safe path segment', () => {
    for (const owner of ['', '..', 'a/b', '.x', 'a b', '/abs']) {
      expect(() => newKey(owner, 'x.pdf'), owner).toThrow(InvalidBlobKeyError);
    }
  });
});

describe('store specifics', () => {
  it('local: files live under <root>/<bucket>/<key> and a refused put leaves no temp file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'blobs-layout-'));
    try {
      const store = createBlobStore({ DATA_DIR: dir });
      expect(store).toBeInstanceOf(LocalBlobStore);
      await store.put('enhanced_reports', 'req-9/r.pdf', text('pdf'));
      expect((await stat(join(dir, 'blobs', 'enhanced_reports', 'req-9', 'r.pdf'))).size).toBe(3);
      await expect(
        store.put('enhanced_reports', 'req-9/big.pdf', body(MiB), { maxBytes: 1000 }),
      ).rejects.toThrow(BlobTooLargeError);
      expect(await readdir(join(dir, 'blobs', 'enhanced_reports', 'req-9'))).toEqual(['r.pdf']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('s3: objects live under <logical bucket>/<key> in the one S3 bucket', async () => {
    const h = await harnesses.s3();
    try {
      const store = h.store as S3BlobStore;
      expect(store).toBeInstanceOf(S3BlobStore);
      await store.put('analysis', 'req-9/a.txt', text('analysis'), { contentType: 'text/plain' });
      const out = await store.client.send(
        new HeadObjectCommand({ Bucket: S3_BUCKET, Key: 'analysis/req-9/a.txt' }),
      );
      expect(out.ContentLength).toBe(8);
      expect(await store.head('analysis', 'req-9/a.txt')).toEqual({ bytes: 8, contentType: 'text/plain' });
    } finally {
      await h.stop();
    }
  });
});
