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
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The spec allows junk before the header; 1024 bytes is what readers conventionally accept.
  const magicAt = buf.subarray(0, 1024 + MAGIC.length).indexOf(MAGIC);
  if (magicAt < 0) throw pdfError('NOT_PDF', name);
  const sha256 = createHash('sha256').update(buf).digest('hex');
  const tail = buf.subarray(Math.max(0, buf.length - 2048));
  return { file: name, bytes, sha256, missingEof: tail.indexOf(EOF_MARK) < 0 };
}
