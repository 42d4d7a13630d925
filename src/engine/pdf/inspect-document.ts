/**
 * A quick look at a PDF before anyone pays for reading it (the web app's upload check):
 * it opens the document exactly as readDocument does and fails with the same typed
 * PdfErrors for what would make readDocument fail, without reading every page.
 */
import { isPdfError, pageLimitError, pdfError } from './errors';
import { loadInput } from './input-bytes';
import { documentParams, loadPdfjs, type PdfDocumentProxy } from './pdfjs-loader';
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
 * Opens the document (ENCRYPTED, TRUNCATED, UNREADABLE as readDocument classifies them),
 * checks it has pages (EMPTY) and at most `maxPages`, then reads pages' text layers until
 * one reads: readDocument fails only when every page fails, so one good page is enough,
 * and a sound file costs one page. Pages are not OCR'd: a scan's page counts as read.
 */
export async function inspectDocument(input: Uint8Array, opts: InspectOptions): Promise<PdfInspection> {
  const { file, bytes, missingEof } = await loadInput(input, opts.file);
  const pdfjs = await loadPdfjs();
  let task: ReturnType<typeof pdfjs.getDocument> | null = null;
  let doc: PdfDocumentProxy;
  try {
    task = pdfjs.getDocument(documentParams(bytes, pdfjs));
    doc = await task.promise;
  } catch (err) {
    await task?.destroy().catch(() => {});
    throw classifyOpenError(err, file, missingEof);
  }
  try {
    const pageCount = doc.numPages;
    if (pageCount === 0) throw pdfError('EMPTY', file);
    if (opts.maxPages !== undefined && pageCount > opts.maxPages) {
      throw pageLimitError(file, pageCount, opts.maxPages);
    }
    for (let n = 1; n <= pageCount; n++) {
      if (await pageReads(doc, n)) return { pageCount, missingEof };
    }
    throw pdfError(missingEof ? 'TRUNCATED' : 'UNREADABLE', file);
  } finally {
    await doc.destroy().catch(() => {});
  }
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
