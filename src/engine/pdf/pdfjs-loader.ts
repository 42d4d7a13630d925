/**
 * Loads pdfjs (legacy build, the one meant for Node) once, configured to run fully
 * offline: fonts, CMaps, ICC profiles and wasm decoders come from node_modules/pdfjs-dist.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfDocumentProxy = import('pdfjs-dist/legacy/build/pdf.mjs').PDFDocumentProxy;
export type PdfPageProxy = import('pdfjs-dist/legacy/build/pdf.mjs').PDFPageProxy;

const require = createRequire(import.meta.url);
/** Folder of the pdfjs-dist package, with a trailing separator as pdfjs wants for its data URLs. */
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
const BUILD_DIR = path.join(PDFJS_DIR, 'legacy', 'build');
const dataDir = (name: string) => path.join(PDFJS_DIR, name) + path.sep;

/**
 * Evaluates one of pdfjs's single-file ES modules as a plain script and returns its exports.
 * Why: under tsx (how the server and the CLI run) every ES module goes through tsx's loader,
 * which rewrites modules using `import.meta` and builds a full-resolution source map for them;
 * for pdfjs's 3.5 MB of code that costs ~400 MB of RSS for the life of the process. pdfjs's
 * bundles have no static imports and one trailing `export { ... }`, so they run unchanged as
 * a function body: `import.meta.url` becomes a parameter, the export list a return value.
 */
function evaluateBundle(file: string): Record<string, unknown> {
  const source = readFileSync(path.join(BUILD_DIR, file), 'utf8');
  const exportAt = source.lastIndexOf('\nexport {');
  const exportEnd = source.indexOf('};', exportAt);
  if (exportAt < 0 || exportEnd < 0 || /^\s*(import|export)\s/m.test(source.slice(0, exportAt))) {
    throw new Error(`${file}: unexpected module shape`);
  }
  const exportList = source.slice(exportAt + '\nexport {'.length, exportEnd);
  const body = source
    .slice(0, exportAt)
    .replaceAll('import.meta.url', '__moduleUrl')
    // No source map: Node would otherwise parse the multi-megabyte .map files too.
    .replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
  const code = `(function (__moduleUrl) {'use strict';\n${body}\nreturn {${exportList}};\n})`;
  // No importModuleDynamically (experimental, warns on stderr): pdfjs's only dynamic imports are
  // the worker (handed over via globalThis.pdfjsWorker) and a JPEG 2000 fallback for runtimes
  // without wasm, which pdfjs guards with try/catch.
  const fn = vm.runInThisContext(code, { filename: path.join(BUILD_DIR, file) }) as (
    url: string,
  ) => Record<string, unknown>;
  return fn(pathToFileURL(path.join(BUILD_DIR, file)).href);
}

let loading: Promise<Pdfjs> | null = null;
let loadedVia: 'script' | 'import' | null = null;

/** How pdfjs was loaded ('script': the light path above), for benchmarks and diagnostics. */
export const pdfjsLoadedVia = () => loadedVia;

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    try {
      // In Node pdfjs always runs its "worker" on the main thread (a fake worker) and takes it
      // from globalThis.pdfjsWorker when present, instead of a relative dynamic import.
      const worker = evaluateBundle('pdf.worker.mjs');
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      const pdfjs = evaluateBundle('pdf.mjs') as unknown as Pdfjs;
      loadedVia = 'script';
      return pdfjs;
    } catch {
      // A pdfjs release with another bundle shape: the ordinary (heavier under tsx) import.
      const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      loadedVia = 'import';
      return pdfjs;
    }
  })();
  return loading;
}

export type PdfRangeTransport = import('pdfjs-dist/legacy/build/pdf.mjs').PDFDataRangeTransport;

/**
 * getDocument parameters shared by every read: offline data, no eval, no console noise.
 * The source is the whole file, or a range transport that fetches only what pdfjs asks for
 * (no background fetching of the rest: a check reads the xref and one page, not the file).
 */
export function documentParams(source: Uint8Array | PdfRangeTransport, pdfjs: Pdfjs) {
  return {
    ...(source instanceof Uint8Array
      ? { data: source }
      : { range: source, disableAutoFetch: true, disableStream: true }),
    cMapUrl: dataDir('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: dataDir('standard_fonts'),
    wasmUrl: dataDir('wasm'),
    iccUrl: dataDir('iccs'),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    // Errors only: pdfjs otherwise warns on stdout for every odd font, which would corrupt
    // the CLI's JSON on standard output.
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  };
}
