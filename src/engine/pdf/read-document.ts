/**
 * Reads a PDF into reading-order lines, page by page: the text layer where it is usable,
 * OCR where it is not (scans). Pages are loaded, read and released one at a time so a long
 * document never holds more than a page's objects, and at most a few pages' OCR bitmaps
 * (one per OCR worker, while they are being recognized), in memory.
 */
import { isPdfError, type PdfError, pageLimitError, pdfError } from './errors';
import { loadInput } from './input-bytes';
import { buildLines } from './line-builder';
import { type OcrResult, startOcr } from './ocr';
import { acquireOcr, ocrWorkerCount, releaseOcr } from './ocr-pool';
import { hasImages } from './page-images';
import { documentParams, loadPdfjs, type PdfDocumentProxy } from './pdfjs-loader';
import { isUsableTextLayer, readTextSpans } from './text-layer';
import type { DocumentText, PageText } from './types';

export type OcrMode = 'auto' | 'never' | 'always';

export interface ReadDocumentOptions {
  /** Name used in messages and in the result; defaults to the input path's base name. */
  file?: string;
  /** 'auto' (default): OCR only pages without a usable text layer. 'never': text layer only. */
  ocr?: OcrMode;
  /** Called as soon as each page is read, in page order. */
  onPage?: (page: PageText) => void;
  /** Refuse documents with more pages than this before reading any page. */
  maxPages?: number;
  /**
   * A time budget: once `at` (epoch ms) has passed, reading stops before the next page and
   * `error(file)` is thrown. Checked between pages, so one page may overrun it; a caller
   * that needs a hard stop runs the reader in a process it can kill.
   */
  deadline?: { at: number; error: (file: string) => PdfError };
}

export async function readDocument(
  input: string | Uint8Array,
  opts: ReadDocumentOptions = {},
): Promise<DocumentText> {
  const { file, bytes, sha256, missingEof } = await loadInput(input, opts.file);
  const pdfjs = await loadPdfjs();
  let task: ReturnType<typeof pdfjs.getDocument> | null = null;
  let doc: PdfDocumentProxy;
  try {
    // A plain Uint8Array copy: pdfjs refuses Buffers and may take ownership of what it is given.
    task = pdfjs.getDocument(documentParams(new Uint8Array(bytes), pdfjs));
    doc = await task.promise;
  } catch (err) {
    await task?.destroy().catch(() => {});
    throw classifyOpenError(err, file, missingEof);
  }

  const mode = opts.ocr ?? 'auto';
  const pages: PageText[] = [];
  const warnings: string[] = [];
  let failed = 0;
  let usesOcr = false;
  const ocrUsed = () => {
    if (!usesOcr) acquireOcr();
    usesOcr = true;
  };
  // Pages whose OCR is still running, oldest first; emitted strictly in page order.
  const pending: { n: number; result: Promise<PageText> }[] = [];
  const emitOldest = async () => {
    const next = pending.shift()!;
    try {
      const page = await next.result;
      pages.push(page);
      opts.onPage?.(page);
    } catch (err) {
      if (isPdfError(err)) throw err;
      failed++;
      warnings.push(`${file} page ${next.n} could not be read and was skipped: ${reason(err)}`);
    }
  };

  try {
    if (doc.numPages === 0) throw pdfError('EMPTY', file);
    if (opts.maxPages !== undefined && doc.numPages > opts.maxPages)
      throw pageLimitError(file, doc.numPages, opts.maxPages);
    if (missingEof) warnings.push(`${file}: the file has no end marker (%%EOF); it may be incomplete`);
    for (let n = 1; n <= doc.numPages; n++) {
      if (opts.deadline && Date.now() > opts.deadline.at) throw opts.deadline.error(file);
      const result = startPage(doc, n, mode, ocrUsed);
      // Keeps the started promise from being reported as unhandled while it waits in the queue.
      result.catch(() => {});
      pending.push({ n, result });
      // One page beyond the worker count keeps every OCR worker busy while the next page renders.
      while (pending.length > ocrWorkerCount()) await emitOldest();
    }
    while (pending.length) await emitOldest();
    if (opts.deadline && Date.now() > opts.deadline.at) throw opts.deadline.error(file);
    // Nothing readable at all: a cut-off file explains it better than "damaged".
    if (failed === doc.numPages) throw pdfError(missingEof ? 'TRUNCATED' : 'UNREADABLE', file);
  } finally {
    await Promise.allSettled(pending.map((p) => p.result));
    await doc.destroy().catch(() => {});
    if (usesOcr) await releaseOcr();
  }
  return {
    file,
    sha256,
    pageCount: doc.numPages,
    pages,
    ocrPages: pages.filter((p) => p.ocr).map((p) => p.page),
    warnings,
  };
}

/**
 * Reads page `n` on this thread (text layer, or rendering for OCR) and resolves once the
 * page is complete; for OCR pages that is when the worker finishes, after this returns.
 */
async function startPage(
  doc: PdfDocumentProxy,
  n: number,
  mode: OcrMode,
  ocrUsed: () => void,
): Promise<PageText> {
  let ocr: Promise<OcrResult>;
  let width: number;
  let height: number;
  const page = await doc.getPage(n);
  try {
    const text = await readTextSpans(page);
    width = text.width;
    height = text.height;
    const needsOcr =
      mode === 'always' ||
      (mode === 'auto' &&
        !isUsableTextLayer(text.spans) &&
        (text.spans.length > 0 || (await hasImages(page))));
    if (!needsOcr) {
      return { page: n, width, height, lines: buildLines(text.spans, n), ocr: false, confidence: null };
    }
    ocrUsed();
    ocr = (await startOcr(doc, page, n)).done;
  } finally {
    // Drops the page's fonts, images and operator lists now rather than at document end.
    page.cleanup();
  }
  const { lines, confidence } = await ocr;
  return { page: n, width, height, lines, ocr: true, confidence };
}

export function classifyOpenError(err: unknown, file: string, missingEof: boolean) {
  if (isPdfError(err)) return err;
  const name = (err as { name?: string } | null)?.name;
  if (name === 'PasswordException') return pdfError('ENCRYPTED', file, err);
  return pdfError(missingEof ? 'TRUNCATED' : 'UNREADABLE', file, err);
}

function reason(err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  return msg.split('\n')[0] ?? 'unknown error';
}
