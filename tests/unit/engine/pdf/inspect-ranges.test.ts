import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectDocument, type RangeSource } from '../../../../src/engine/pdf/inspect-document';
import { encryptedPdf, paddedPdfParts } from '../../../support/factories';

/**
 * The upload check reads a stored file in ranges (decision 0031): it must give the same
 * answers as reading the whole file, while reading only part of a large one.
 */

const SHARED = path.resolve(import.meta.dirname, '../../../../../shared');

/** A RangeSource over `data` that counts what was read; `failAfter` reads succeed first. */
function counted(data: Uint8Array, failAfter = Infinity) {
  const stats = { bytes: 0, reads: 0 };
  const source: RangeSource = {
    length: data.length,
    async read(begin, end) {
      if (stats.reads++ >= failAfter) throw new Error('storage went away');
      const chunk = data.slice(begin, Math.min(end, data.length));
      stats.bytes += chunk.length;
      return chunk;
    },
  };
  return { source, stats };
}

describe('inspectDocument over byte ranges', () => {
  it('answers as the whole-file check does for a real 139-page lease, reading part of it', async () => {
    const lease = new Uint8Array(readFileSync(path.join(SHARED, 'real-leases/generation-best-buy-ames.pdf')));
    // A copy: pdfjs takes over the buffer it is given whole.
    const whole = await inspectDocument(lease.slice(), { file: 'lease.pdf' });
    const { source, stats } = counted(lease);
    expect(await inspectDocument(source, { file: 'lease.pdf' })).toEqual(whole);
    expect(whole.pageCount).toBe(139);
    expect(stats.bytes).toBeLessThan(lease.length);
  });

  it('reads a few hundred KB of a 20 MB file whose bulk is padding', async () => {
    const { head, padding, body } = paddedPdfParts(20 * 1024 * 1024);
    const pad = Buffer.alloc(padding, '\n');
    pad[0] = 0x25; // '%': the padding is one long comment
    const file = new Uint8Array(Buffer.concat([head, pad, body]));
    const { source, stats } = counted(file);
    expect(await inspectDocument(source, { file: 'big.pdf' })).toEqual({ pageCount: 1, missingEof: false });
    expect(stats.bytes).toBeLessThan(1024 * 1024);
  });

  it('refuses what the whole-file check refuses: not a PDF, empty, encrypted, cut off', async () => {
    const reason = (data: Uint8Array) =>
      inspectDocument(counted(data).source, { file: 'x.pdf' }).then(
        () => null,
        (err: { code?: string }) => err.code,
      );
    expect(await reason(new Uint8Array(Buffer.from('hello, this is text')))).toBe('NOT_PDF');
    expect(await reason(new Uint8Array(0))).toBe('EMPTY');
    expect(await reason(new Uint8Array(await encryptedPdf()))).toBe('ENCRYPTED');
    const lease = readFileSync(path.join(SHARED, 'real-leases/generation-best-buy-ames.pdf'));
    expect(await reason(new Uint8Array(lease.subarray(0, lease.length / 2)))).toBe('TRUNCATED');
  });

  it('reports a failed read as itself, not as a damaged PDF', async () => {
    const lease = new Uint8Array(readFileSync(path.join(SHARED, 'real-leases/generation-best-buy-ames.pdf')));
    // The header and the end marker read; the first range pdfjs asks for does not.
    const { source } = counted(lease, 2);
    const err = await inspectDocument(source, { file: 'lease.pdf' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe('storage went away');
    expect((err as { code?: string }).code).toBeUndefined();
  });
});
