import { Transform, type TransformCallback } from 'node:stream';
import { DomainError } from '../../domain/errors';

const MAGIC = Buffer.from('%PDF-');
const TAIL_BYTES = 1024;

export const notPdf = () => new DomainError('unsupported_type', 'NOT_PDF', 'Only PDF files are allowed');

/**
 * Pass-through that checks the content is a PDF while it streams: the first bytes must
 * be `%PDF-` (else it fails with 415 before anything is stored). It also keeps the last
 * KiB, so `looksComplete()` can tell whether the file ends with a `%%EOF` marker.
 */
export class PdfSniffer extends Transform {
  private head: Buffer = Buffer.alloc(0);
  private checked = false;
  private tail: Buffer = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (!this.checked) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < MAGIC.length) {
        callback();
        return;
      }
      if (!this.head.subarray(0, MAGIC.length).equals(MAGIC)) {
        callback(notPdf());
        return;
      }
      this.checked = true;
      chunk = this.head;
      this.head = Buffer.alloc(0);
    }
    this.tail = Buffer.concat([this.tail, chunk.subarray(-TAIL_BYTES)]).subarray(-TAIL_BYTES);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    // Shorter than the magic (an empty file included): not a PDF.
    callback(this.checked ? null : notPdf());
  }

  /** True when the `%%EOF` marker appears in the last KiB (a cheap "not truncated" check). */
  looksComplete(): boolean {
    return this.tail.includes('%%EOF');
  }
}
