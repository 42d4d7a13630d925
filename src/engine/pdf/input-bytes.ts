/** Reads the input once, fingerprints it and rejects what is plainly not a PDF before parsing. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PdfError, pdfError } from './errors';

export interface PdfInput {
  file: string;
  bytes: Uint8Array;
  sha256: string;
  /** No %%EOF marker near the end: the file was probably cut off (download or upload interrupted). */
  missingEof: boolean;
}

const MAGIC = Buffer.from('%PDF-');
const EOF_MARK = Buffer.from('%%EOF');
/** How far into the file the header may start: junk before it is allowed, up to 1024 bytes. */
export const HEAD_BYTES = 1024 + MAGIC.length;
/** How near the end the %%EOF marker must be. */
export const TAIL_BYTES = 2048;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
/** `head` (the file's first HEAD_BYTES or fewer) holds the %PDF- header. */
export const hasPdfHeader = (head: Uint8Array) => asBuffer(head).subarray(0, HEAD_BYTES).indexOf(MAGIC) >= 0;
/** `tail` (the file's last TAIL_BYTES or fewer) holds the %%EOF marker. */
export const hasEofMark = (tail: Uint8Array) => asBuffer(tail).indexOf(EOF_MARK) >= 0;

export async function loadInput(input: string | Uint8Array, file?: string): Promise<PdfInput> {
  const name = file ?? (typeof input === 'string' ? path.basename(input) : 'document.pdf');
  let bytes: Uint8Array;
  if (typeof input === 'string') {
    try {
      bytes = await readFile(input);
    } catch (err) {
      const why = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'the file does not exist' : String(err);
      throw new PdfError('UNREADABLE', name, `${name} could not be read: ${why}`, { cause: err });
    }
  } else {
    bytes = input;
  }
  if (bytes.length === 0) throw pdfError('EMPTY', name);
  // The spec allows junk before the header; 1024 bytes is what readers conventionally accept.
  if (!hasPdfHeader(bytes)) throw pdfError('NOT_PDF', name);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const tail = bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES));
  return { file: name, bytes, sha256, missingEof: !hasEofMark(tail) };
}
