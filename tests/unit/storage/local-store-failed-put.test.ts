import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Transform } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../../../src/server/storage/local-store';
import { filesUnder, openFilesUnder } from '../../support/factories';

/**
 * A put whose body fails before the temp file is even open (the upload's PDF sniffer
 * refusing the first chunk) leaves no temp file and no descriptor. Before the fix the
 * clean-up ran before the lazy open, which then created the temp file for good.
 */

const root = mkdtempSync(path.join(os.tmpdir(), 'leaseaudit-blobs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Like PdfSniffer on a non-PDF: fails on the first chunk, which is already waiting. */
function refusingFirstChunk(): Transform {
  const t = new Transform({
    transform(_chunk, _enc, cb) {
      cb(new Error('not a PDF'));
    },
  });
  Readable.from([Buffer.from('PK\u0003\u0004 not a pdf')]).pipe(t);
  return t;
}

describe('LocalBlobStore.put with a failing body', () => {
  it('keeps nothing when the body fails at once, on its first chunk, or later', async () => {
    const store = new LocalBlobStore(root);
    for (let i = 0; i < 10; i++) {
      const failed = new PassThrough();
      failed.destroy(new Error('client went away'));
      await expect(store.put('documents', `u/a${i}.pdf`, failed)).rejects.toThrow();
      await expect(store.put('documents', `u/b${i}.pdf`, refusingFirstChunk())).rejects.toThrow('not a PDF');
      const later = Readable.from(
        (async function* () {
          yield Buffer.from('%PDF-1.7 some bytes');
          throw new Error('cut off');
        })(),
      );
      await expect(store.put('documents', `u/c${i}.pdf`, later)).rejects.toThrow('cut off');
    }
    // Any temp file a late open would create exists by now.
    await new Promise((r) => setTimeout(r, 100));
    expect(filesUnder(root)).toEqual([]);
    expect(openFilesUnder('self', root)).toEqual([]);
  });
});
