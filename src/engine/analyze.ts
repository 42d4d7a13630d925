import path from 'node:path';
import { extractBill } from './extract/bill';
import { extractLease } from './extract/lease';
import { extractStatement, inferMissingYears } from './extract/statement';
import { repairScannedStatement } from './model/scan-repair';
import { isPdfError, timeLimitError } from './pdf/errors';
import { closeOcr } from './pdf/ocr';
import { readDocument } from './pdf/read-document';
import type { DocumentText } from './pdf/types';
import { runRules } from './rules';
import type { AuditJson, DocumentRole, DocumentSummary, Evidence } from './types';
import { ENGINE_VERSION } from './version';

export interface PacketInput {
  role: DocumentRole;
  /** A file path, or the bytes with `file` naming them. */
  source: string | Uint8Array;
  file?: string;
}

export interface AnalyzeOptions {
  /** Progress messages (the CLI sends them to standard error). */
  log?: (message: string) => void;
  /** false: extraction only, no findings (the benchmark's reference). Default true. */
  rules?: boolean;
  /** Page limit per document (PdfError TOO_MANY_PAGES above it). */
  maxPages?: number;
  /** Time budget per document, in seconds (PdfError TIME_LIMIT when reading runs past it). */
  documentSeconds?: number;
  /** Time budget for reading the whole packet, in seconds. */
  packetSeconds?: number;
  /**
   * Roles whose unreadable documents (damaged, too long, over budget) are left out with a
   * warning instead of failing the packet. Default none.
   */
  optionalRoles?: readonly DocumentRole[];
  /**
   * Called before each document is read (its index in `inputs`) and once when reading is
   * done; the web app's worker uses it to know which document a crash or overrun belongs to.
   */
  onProgress?: (step: { reading: number } | { extracting: true }) => void;
}

/** Tells the rules which evidence came from a page read by OCR (file and page). */
function scannedPages(docs: DocumentText[]): (evidence: Evidence | null | undefined) => boolean {
  const pages = new Set(docs.flatMap((d) => d.ocrPages.map((page) => `${d.file}#${page}`)));
  return (evidence) => Boolean(evidence && pages.has(`${evidence.file}#${evidence.page}`));
}

/**
 * Reads a packet and extracts its lease, statements and bills into audit.json
 * (schemaVersion 1). The CLI and the web app's worker both call this. Documents are
 * read one at a time, page by page, to keep memory flat on large uploads; an unreadable
 * PDF throws a PdfError with a one-line reason.
 */
export async function analyzePacket(inputs: PacketInput[], opts: AnalyzeOptions = {}): Promise<AuditJson> {
  const log = opts.log ?? (() => {});
  const read: { input: PacketInput; doc: DocumentText }[] = [];
  const warnings: string[] = [];
  const leftOut: string[] = [];
  const packetEnds = opts.packetSeconds === undefined ? Infinity : Date.now() + opts.packetSeconds * 1000;
  try {
    for (const [index, input] of inputs.entries()) {
      const file =
        input.file ?? (typeof input.source === 'string' ? path.basename(input.source) : 'document.pdf');
      log(`reading ${file} (${input.role})`);
      opts.onProgress?.({ reading: index });
      const documentEnds =
        opts.documentSeconds === undefined ? Infinity : Date.now() + opts.documentSeconds * 1000;
      const deadline =
        documentEnds <= packetEnds
          ? { at: documentEnds, error: (f: string) => timeLimitError(f, opts.documentSeconds!, 'document') }
          : { at: packetEnds, error: (f: string) => timeLimitError(f, opts.packetSeconds!, 'packet') };
      let doc: DocumentText;
      try {
        doc = await readDocument(input.source, {
          file,
          maxPages: opts.maxPages,
          deadline: Number.isFinite(deadline.at) ? deadline : undefined,
        });
      } catch (err) {
        if (!isPdfError(err) || !opts.optionalRoles?.includes(input.role)) throw err;
        log(`${file}: left out (${err.code})`);
        leftOut.push(`${err.message} (left out of the audit)`);
        continue;
      }
      if (doc.ocrPages.length) log(`${file}: OCR on ${doc.ocrPages.length} of ${doc.pageCount} pages`);
      warnings.push(...doc.warnings);
      read.push({ input, doc });
    }
  } finally {
    await closeOcr();
  }
  // What was left out comes first: it changes what the audit could see.
  warnings.unshift(...leftOut);
  opts.onProgress?.({ extracting: true });

  const documents: DocumentSummary[] = read.map(({ input, doc }) => summarize(input.role, doc));
  const ofRole = (role: DocumentRole) => read.filter((r) => r.input.role === role).map((r) => r.doc);

  const leaseDocs = ofRole('lease');
  let lease: AuditJson['lease'] = null;
  if (leaseDocs.length) {
    log('extracting the lease');
    const extracted = extractLease(leaseDocs);
    lease = extracted.lease;
    warnings.push(...extracted.warnings);
  }

  const readStatements = ofRole('reconciliation').map((doc) => {
    log(`extracting the statement ${doc.file}`);
    const { statement, warnings: w } = extractStatement(doc);
    warnings.push(...w);
    if (!doc.ocrPages.length) return statement;
    // a digit OCR misread, put right only where the statement's other figures agree on it
    const { statement: repaired, repair } = repairScannedStatement(statement);
    if (repair) log(`${doc.file}: ${repaired.checks.at(-1)?.detail}`);
    return repaired;
  });
  const dated = inferMissingYears(readStatements);
  warnings.push(...dated.warnings);
  const statements = dated.statements.sort((a, b) => (a.year ?? 0) - (b.year ?? 0));

  const bills = ofRole('bill').map((doc) => {
    log(`extracting the bill ${doc.file}`);
    const { bill, warnings: w } = extractBill(doc);
    warnings.push(...w);
    return bill;
  });

  log('running the audit rules');
  const result =
    opts.rules === false
      ? { findings: [], deadlines: [], totals: { overchargeCents: 0, byYear: {} }, warnings: [] }
      : runRules({ lease, statements, bills, scanned: scannedPages(read.map((r) => r.doc)) });
  warnings.push(...result.warnings);

  return {
    schemaVersion: 1,
    engineVersion: ENGINE_VERSION,
    documents,
    lease,
    statements,
    bills,
    findings: result.findings,
    deadlines: result.deadlines,
    totals: result.totals,
    warnings,
  };
}

function summarize(role: DocumentRole, doc: DocumentText): DocumentSummary {
  const ocr = doc.pages.filter((p) => p.ocr && p.confidence !== null);
  const summary: DocumentSummary = {
    file: doc.file,
    role,
    pages: doc.pageCount,
    ocrPages: doc.ocrPages.length,
    sha256: doc.sha256,
  };
  if (ocr.length)
    summary.ocrConfidence =
      Math.round((ocr.reduce((s, p) => s + (p.confidence ?? 0), 0) / ocr.length) * 1000) / 1000;
  return summary;
}
