/**
 * Section "engine-pdf": the PDF reading layer of the audit engine (src/engine/pdf).
 *  - text extraction ms/page with readDocument vs poppler's `pdftotext` (reference, when
 *    installed) over the sample leases and statements: goal <= 10x;
 *  - OCR seconds per page on one worker at 300 dpi over the scanned sample (sample-06): goal <= 1.5 s;
 *  - peak RSS of a child process reading a generated 300-page text PDF: goal < 400 MB.
 * poppler is only the yardstick here, never a dependency of the engine.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { closeOcr, configureOcr } from '../src/engine/pdf/ocr';
import { ocrWorkerCount } from '../src/engine/pdf/ocr-pool';
import { readDocument } from '../src/engine/pdf/read-document';
import { runToCompletion } from './lib/proc';
import type { BenchContext, BenchSection, ResultRow } from './lib/types';

const SECTION = 'engine-pdf';
const THIS_FILE = fileURLToPath(import.meta.url);
const CHILD_FLAG = 'ENGINE_PDF_RSS_CHILD';
const TEXT_GOAL_RATIO = 10;
const OCR_GOAL_S = 1.5;
const RSS_GOAL_MIB = 400;
const BIG_PAGES = 300;

const status = (ok: boolean) => (ok ? 'PASS' : 'MISS');

function samplesDir(root: string) {
  return path.resolve(root, '../shared/samples');
}

/** Lease and statement PDFs of the samples that have a text layer (sample-06 is all scans). */
function textSampleFiles(root: string): string[] {
  const dir = samplesDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((d) => d !== 'sample-06')
    .sort()
    .flatMap((d) =>
      readdirSync(path.join(dir, d))
        .filter((f) => f === 'lease.pdf' || /^recon-\d{4}\.pdf$/.test(f))
        .map((f) => path.join(dir, d, f)),
    );
}

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function textExtraction(ctx: BenchContext): Promise<ResultRow[]> {
  const files = textSampleFiles(ctx.root);
  if (files.length === 0) {
    return [
      {
        section: SECTION,
        name: 'text extraction ms/page',
        value: null,
        unit: 'ms',
        status: 'ERROR',
        note: 'no samples beside the repo (../shared/samples)',
      },
    ];
  }
  // Warm-up: pdfjs import and JIT, which a long-running worker pays once.
  await readDocument(files[0]!, { ocr: 'never' });
  let pages = 0;
  const t0 = performance.now();
  for (const f of files) pages += (await readDocument(f, { ocr: 'never' })).pageCount;
  const oursMs = (performance.now() - t0) / pages;
  ctx.log(`${SECTION}: readDocument ${files.length} files, ${pages} pages, ${oursMs.toFixed(1)} ms/page`);

  let refMs: number | null = null;
  if (hasPdftotext()) {
    const t1 = performance.now();
    for (const f of files)
      execFileSync('pdftotext', ['-layout', f, '-'], { stdio: ['ignore', 'pipe', 'ignore'] });
    refMs = (performance.now() - t1) / pages;
  }
  const ratio = refMs ? oursMs / refMs : null;
  return [
    {
      section: SECTION,
      name: `text extraction ms/page (${files.length} sample PDFs, ${pages} pages)`,
      value: Math.round(oursMs * 10) / 10,
      unit: 'ms/page',
      reference: {
        name: 'pdftotext -layout (one process per file)',
        value: refMs === null ? null : Math.round(refMs * 10) / 10,
      },
      ratio,
      ratioLabel: 'readDocument/pdftotext',
      goal: `<= ${TEXT_GOAL_RATIO}x`,
      status: ratio === null ? 'INFO' : status(ratio <= TEXT_GOAL_RATIO),
      note: ratio === null ? 'pdftotext not installed: no reference' : undefined,
      detail: { files: files.map((f) => path.relative(ctx.root, f)), pages, oursMs, refMs },
    },
  ];
}

async function ocrSpeed(ctx: BenchContext): Promise<ResultRow[]> {
  const dir = path.join(samplesDir(ctx.root), 'sample-06');
  const files = ['recon-2021.pdf', 'recon-2022.pdf', 'recon-2023.pdf', 'bill.pdf']
    .map((f) => path.join(dir, f))
    .filter((f) => existsSync(f));
  if (files.length === 0) {
    return [
      {
        section: SECTION,
        name: 'OCR s/page',
        value: null,
        unit: 's',
        status: 'ERROR',
        note: 'sample-06 (scans) not found',
      },
    ];
  }
  const defaultWorkers = ocrWorkerCount();
  configureOcr({ workers: 1, keepAlive: true });
  try {
    // The first document starts the worker (loads the English model); timed separately.
    const tStart = performance.now();
    const first = await readDocument(files[0]!);
    const firstMs = performance.now() - tStart;
    let pages = 0;
    let confidence = 0;
    const t0 = performance.now();
    for (const f of files) {
      const doc = await readDocument(f);
      pages += doc.ocrPages.length;
      for (const p of doc.pages) confidence += p.confidence ?? 0;
    }
    const perPage = (performance.now() - t0) / 1000 / pages;
    return [
      {
        section: SECTION,
        name: `OCR s/page, 1 worker, 300 dpi (sample-06 scans, ${pages} pages)`,
        value: Math.round(perPage * 100) / 100,
        unit: 's/page',
        goal: `<= ${OCR_GOAL_S} s`,
        status: status(perPage <= OCR_GOAL_S),
        note: 'render + cleanup + tesseract per page, worker already started',
        detail: { files: files.map((f) => path.basename(f)), pages, meanConfidence: confidence / pages },
      },
      {
        section: SECTION,
        name: 'OCR first document incl. worker start',
        value: Math.round(firstMs) / 1000,
        unit: 's',
        status: 'INFO',
        detail: { file: path.basename(files[0]!), pages: first.ocrPages.length },
      },
    ];
  } finally {
    configureOcr({ workers: defaultWorkers, keepAlive: false });
    await closeOcr();
  }
}

/** A long statement-like document: header, a table with right-aligned amounts, prose. */
function writeBigPdf(file: string, pages: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 72, autoFirstPage: false });
    const out = createWriteStream(file);
    out.on('finish', () => resolve());
    out.on('error', reject);
    doc.pipe(out);
    for (let p = 1; p <= pages; p++) {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(13).text(`Schedule ${p}: Operating Expenses`, 72, 72);
      doc.font('Helvetica').fontSize(10);
      for (let r = 0; r < 30; r++) {
        const y = 110 + r * 15;
        doc.text(`Expense line ${p}.${r + 1} Common area maintenance`, 72, y);
        doc.text(`$${(p * 1000 + r * 37.25).toFixed(2)}`, 400, y, { width: 140, align: 'right' });
      }
      doc.text(
        'Tenant shall pay its proportionate share of operating expenses as provided in the lease, subject to the exclusions and caps set forth therein.',
        72,
        580,
        { width: 468 },
      );
    }
    doc.end();
  });
}

async function peakRss(ctx: BenchContext): Promise<ResultRow[]> {
  const file = path.join(ctx.tmpDir, `engine-pdf-${BIG_PAGES}-pages.pdf`);
  await writeBigPdf(file, BIG_PAGES);
  // A fresh process, so the peak is the reader's own and not the bench's.
  const out = await runToCompletion(
    ctx.procs,
    'engine-pdf rss reader',
    process.execPath,
    ['--import', 'tsx', THIS_FILE, file],
    { cwd: ctx.root, env: { ...process.env, [CHILD_FLAG]: '1' }, timeoutMs: 300_000 },
  );
  const line = out
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{"maxRssMiB"'));
  if (!line) throw new Error(`rss reader printed no result:\n${out}`);
  const r = JSON.parse(line) as {
    maxRssMiB: number;
    baseRssMiB: number;
    pages: number;
    ms: number;
    loadedVia: string | null;
  };
  return [
    {
      section: SECTION,
      name: `peak RSS reading a ${BIG_PAGES}-page text PDF`,
      value: Math.round(r.maxRssMiB),
      unit: 'MiB',
      goal: `< ${RSS_GOAL_MIB} MB`,
      status: status(r.maxRssMiB < RSS_GOAL_MIB && r.pages === BIG_PAGES),
      note: `${r.pages} pages in ${(r.ms / 1000).toFixed(1)} s; under tsx, pdfjs loaded via ${r.loadedVia}; ${Math.round(r.baseRssMiB)} MiB before reading`,
      detail: r,
    },
    {
      section: SECTION,
      name: `RSS growth while reading the ${BIG_PAGES}-page PDF`,
      value: Math.round(r.maxRssMiB - r.baseRssMiB),
      unit: 'MiB',
      status: 'INFO',
      note: 'peak minus RSS once pdfjs is loaded: what reading itself costs',
    },
  ];
}

/** Child mode: read one PDF and print the peak RSS (resourceUsage().maxRSS is the high-water mark). */
async function rssChild(file: string) {
  const loader = await import('../src/engine/pdf/pdfjs-loader');
  await loader.loadPdfjs();
  const loadedVia = loader.pdfjsLoadedVia();
  const baseRssMiB = process.memoryUsage().rss / 2 ** 20;
  const t0 = performance.now();
  let pages = 0;
  await readDocument(file, { onPage: () => pages++ });
  const ms = performance.now() - t0;
  console.log(
    JSON.stringify({ maxRssMiB: process.resourceUsage().maxRSS / 1024, baseRssMiB, pages, ms, loadedVia }),
  );
}

const enginePdf: BenchSection = {
  name: SECTION,
  async run(ctx) {
    const rows: ResultRow[] = [];
    const parts: [string, (c: BenchContext) => Promise<ResultRow[]>][] = [
      ['text extraction', textExtraction],
      ['OCR speed', ocrSpeed],
      ['peak RSS', peakRss],
    ];
    // Each measurement stands alone: one that cannot be taken becomes an ERROR row, the rest still run.
    for (const [name, part] of parts) {
      try {
        rows.push(...(await part(ctx)));
      } catch (err) {
        rows.push({
          section: SECTION,
          name,
          value: null,
          unit: '',
          status: 'ERROR',
          note: err instanceof Error ? err.message : String(err),
        });
      }
    }
    return rows;
  },
};

export default enginePdf;

if (process.env[CHILD_FLAG] === '1' && process.argv[1] && path.resolve(process.argv[1]) === THIS_FILE) {
  rssChild(process.argv[2]!).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
