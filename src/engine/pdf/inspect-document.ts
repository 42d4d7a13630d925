/**
 * A quick look at a PDF before anyone pays for reading it (the web app's upload check):
 * it opens the document exactly as readDocument does and fails with the same typed
 * PdfErrors for what would make readDocument fail, without reading every page.
 */
import { isPdfError, pageLimitError, pdfError } from './errors';
import { HEAD_BYTES, hasEofMark, hasPdfHeader, loadInput, TAIL_BYTES } from './input-bytes';
import { documentParams, loadPdfjs, type PdfDocumentProxy, type PdfRangeTransport } from './pdfjs-loader';
import { classifyOpenError } from './read-document';
import { readTextSpans } from './text-layer';

export interface InspectOptions {
  /** Name used in messages. */
  file: string;
  /** More pages than this: TOO_MANY_PAGES, before any page is read. */
  maxPages?: number;
}

export interface PdfInspection {
  pageCount: number;
  /** No %%EOF near the end: readable, but the reader will warn it may be cut off. */
  missingEof: boolean;
}

/**
 * A file read piece by piece: `read(begin, end)` resolves with bytes begin..end-1 (end
 * clipped to `length`). The upload check reads a stored 100 MB PDF this way, so it holds
 * the header, the cross-reference table and one page, never the whole file.
 */
export interface RangeSource {
  length: number;
  read(begin: number, end: number): Promise<Uint8Array>;
}

/**
 * Opens the document (ENCRYPTED, TRUNCATED, UNREADABLE as readDocument classifies them),
 * checks it has pages (EMPTY) and at most `maxPages`, then reads pages' text layers until
 * one reads: readDocument fails only when every page fails, so one good page is enough,
 * and a sound file costs one page. Pages are not OCR'd: a scan's page counts as read.
 */
export async function inspectDocument(
  input: Uint8Array | RangeSource,
  opts: InspectOptions,
): Promise<PdfInspection> {
  const pdfjs = await loadPdfjs();
  const opened =
    input instanceof Uint8Array ? await wholeFile(input, opts.file) : await ranges(input, opts.file, pdfjs);
  const { file, source, missingEof } = opened;
  let task: ReturnType<typeof pdfjs.getDocument> | null = null;
  let doc: PdfDocumentProxy;
  try {
    task = pdfjs.getDocument(documentParams(source, pdfjs));
    doc = await Promise.race([task.promise, opened.failed]);
  } catch (err) {
    await task?.destroy().catch(() => {});
    throw err === opened.failure() ? err : classifyOpenError(err, file, missingEof);
  }
  try {
    const pageCount = doc.numPages;
    if (pageCount === 0) throw pdfError('EMPTY', file);
    if (opts.maxPages !== undefined && pageCount > opts.maxPages) {
      throw pageLimitError(file, pageCount, opts.maxPages);
    }
    for (let n = 1; n <= pageCount; n++) {
      if (await Promise.race([pageReads(doc, n), opened.failed])) return { pageCount, missingEof };
    }
    throw pdfError(missingEof ? 'TRUNCATED' : 'UNREADABLE', file);
  } finally {
    await doc.destroy().catch(() => {});
  }
}

interface Opened {
  file: string;
  source: Uint8Array | PdfRangeTransport;
  missingEof: boolean;
  /**
   * Rejects when a range read fails (storage, not the PDF), so the failure is reported as
   * itself, not as damage: pdfjs has no way to fail a range and would wait for it forever.
   */
  failed: Promise<never>;
  failure(): Error | undefined;
}

async function wholeFile(input: Uint8Array, name: string): Promise<Opened> {
  const { file, bytes, missingEof } = await loadInput(input, name);
  return { file, source: bytes, missingEof, failed: new Promise<never>(() => {}), failure: () => undefined };
}

/** The same header and end-marker checks as loadInput, on the first and last few KB only. */
async function ranges(
  input: RangeSource,
  file: string,
  pdfjs: Awaited<ReturnType<typeof loadPdfjs>>,
): Promise<Opened> {
  if (input.length === 0) throw pdfError('EMPTY', file);
  const head = await input.read(0, Math.min(input.length, HEAD_BYTES));
  if (!hasPdfHeader(head)) throw pdfError('NOT_PDF', file);
  const tail = await input.read(Math.max(0, input.length - TAIL_BYTES), input.length);
  let failure: Error | undefined;
  let fail: (err: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => {}); // raced, not always awaited
  class Transport extends pdfjs.PDFDataRangeTransport {
    override requestDataRange(begin: number, end: number): void {
      input.read(begin, end).then(
        (chunk) => this.onDataRange(begin, chunk),
        (err: unknown) => {
          failure ??= err instanceof Error ? err : new Error(String(err));
          fail(failure);
        },
      );
    }
  }
  return {
    file,
    source: new Transport(input.length, new Uint8Array(0)),
    missingEof: !hasEofMark(tail),
    failed,
    failure: () => failure,
  };
}

async function pageReads(doc: PdfDocumentProxy, n: number): Promise<boolean> {
  try {
    const page = await doc.getPage(n);
    try {
      await readTextSpans(page);
    } finally {
      page.cleanup();
    }
    return true;
  } catch (err) {
    if (isPdfError(err)) throw err;
    return false;
  }
}
