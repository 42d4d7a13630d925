/**
 * Measurement per document family (decision 0047): the family manifest (tests/families.json),
 * the engine run on each packet, and the figures per family and pooled over the held-out
 * families (tunedOn=false). `npm run eval -- --families` prints them; the CI ratchet
 * (tests/families/families-eval.test.ts) asserts them.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzePacket, type PacketInput } from '../../src/engine/analyze';
import { readDocument } from '../../src/engine/pdf/read-document';
import type { AuditJson } from '../../src/engine/types';
import { type GeneratorFamily, generatePacket, randomPacketSpec } from '../generator/generate-packet';
import { compareExtraction } from './extraction-score';
import { type PacketScore, type RuleStats, scoreFindings, summarize } from './findings-score';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface GeneratorSource {
  clean: number[];
  withErrors: number[];
  /** Every packet of the family rendered as an image-only scan. */
  scanned: boolean;
  /** These seeds (of clean or withErrors) are scanned even when `scanned` is false. */
  scannedSeeds?: number[];
  /** The generator's document family (decision 0052); absent: classic. */
  family?: GeneratorFamily;
}

export type FamilySource = { dir: string } | { generator: GeneratorSource };

export interface Family {
  name: string;
  description: string;
  source: FamilySource;
  /** Whether the engine's rules or patterns were fitted while looking at this family. */
  tunedOn: boolean;
  why: string;
}

export function loadFamilies(file = path.join(repoRoot, 'tests/families.json')): Family[] {
  const { families } = JSON.parse(readFileSync(file, 'utf8')) as { families: Family[] };
  const names = new Set<string>();
  for (const f of families) {
    if (!f.name || names.has(f.name)) throw new Error(`families.json: missing or repeated name ${f.name}`);
    names.add(f.name);
    if (typeof f.tunedOn !== 'boolean' || !f.why)
      throw new Error(`families.json: ${f.name} needs tunedOn and why`);
    if ('generator' in f.source) {
      const g = f.source.generator;
      const seeds = [...g.clean, ...g.withErrors];
      if (new Set(seeds).size !== seeds.length) throw new Error(`families.json: ${f.name} repeats a seed`);
      if ((g.scannedSeeds ?? []).some((x) => !seeds.includes(x)))
        throw new Error(`families.json: ${f.name} scans a seed it does not generate`);
    }
  }
  return families;
}

/** A packet folder holds truth.json; a family folder holds packet folders. */
const hasTruth = (d: string) => existsSync(path.join(d, 'truth.json'));

export function packetDirsIn(dir: string): string[] {
  if (hasTruth(dir)) return [dir];
  return readdirSync(dir)
    .map((x) => path.join(dir, x))
    .filter((x) => statSync(x).isDirectory() && hasTruth(x))
    .sort();
}

/** False when a folder family's data is not on this machine (the shared tree is absent). */
export function familyAvailable(f: Family): boolean {
  return 'generator' in f.source || existsSync(path.resolve(repoRoot, f.source.dir));
}

/** A packet's answer key (truth.json), as the two scorers read it. */
type Truth = Parameters<typeof compareExtraction>[1] &
  Parameters<typeof scoreFindings>[1] & { scanned?: boolean; files: Record<string, string[]> };

export interface PacketResult {
  id: string;
  clean: boolean;
  scanned: boolean;
  score: PacketScore;
  /** Priced findings (amount > 0); on a clean packet every one is wrong. */
  priced: number;
  /** Lease fields of the answer key (compareExtraction), each read right or not. */
  lease: { ok: number; n: number; fields: Record<string, boolean> };
  /** Priced findings whose quotes are on their cited pages, both sides; null: not checked (scanned). */
  quotes: { ok: number; n: number; bad: string[] } | null;
  seconds: number;
}

/** Rules that are wrong whatever the lease says: their evidence needs no lease side. */
const NO_LEASE_SIDE = new Set(['MATH_ERROR', 'DUPLICATE_CHARGE']);

/**
 * Each priced finding must quote the lease (except a math error or double billing) and a
 * statement or bill, and every quote must appear verbatim in the text of the page it cites.
 * The page text is read again from the PDF, which is cheap for text PDFs; on scanned packets
 * that would mean OCR-ing every page twice, so they are not checked.
 */
async function checkQuotes(dir: string, audit: AuditJson, truth: Truth): Promise<PacketResult['quotes']> {
  if (truth.scanned) return null;
  const leaseFiles = new Set(truth.files.lease ?? []);
  const pages = new Map<string, Map<number, string>>();
  const pageText = async (file: string, page: number) => {
    let doc = pages.get(file);
    if (!doc) {
      doc = new Map();
      try {
        const read = await readDocument(path.join(dir, file), { file });
        for (const p of read.pages) doc.set(p.page, p.lines.map((l) => l.text).join('\n'));
      } catch {
        // An unreadable cited file leaves its quotes unmatched.
      }
      pages.set(file, doc);
    }
    return doc.get(page) ?? '';
  };
  const out = { ok: 0, n: 0, bad: [] as string[] };
  for (const f of audit.findings.filter((x) => x.amountCents > 0)) {
    out.n++;
    const problems: string[] = [];
    for (const e of f.evidence)
      if (!(await pageText(e.file, e.page)).includes(e.quote))
        problems.push(`${e.file} p${e.page} "${e.quote}"`);
    if (!NO_LEASE_SIDE.has(f.rule) && !f.evidence.some((e) => leaseFiles.has(e.file)))
      problems.push('no lease quote');
    if (!f.evidence.some((e) => !leaseFiles.has(e.file))) problems.push('no statement or bill quote');
    if (problems.length) out.bad.push(`${f.rule} ${f.year}: ${problems.join('; ')}`);
    else out.ok++;
  }
  return out;
}

export async function runPacket(id: string, dir: string): Promise<PacketResult & { audit: AuditJson }> {
  const started = Date.now();
  const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8')) as Truth;
  const inputs: PacketInput[] = Object.entries(truth.files).flatMap(([role, files]) =>
    files.map((f) => ({ role: role as PacketInput['role'], source: path.join(dir, f) })),
  );
  const audit = await analyzePacket(inputs);
  const seconds = (Date.now() - started) / 1000;
  const leaseFields = compareExtraction(audit, truth).filter((c) => c.field.startsWith('lease.'));
  return {
    id,
    audit,
    clean: truth.errors.length === 0,
    scanned: truth.scanned === true,
    score: scoreFindings(audit, truth),
    priced: audit.findings.filter((f) => f.amountCents > 0).length,
    lease: {
      ok: leaseFields.filter((c) => c.ok).length,
      n: leaseFields.length,
      fields: Object.fromEntries(leaseFields.map((c) => [c.field.slice('lease.'.length), c.ok])),
    },
    quotes: await checkQuotes(dir, audit, truth),
    seconds,
  };
}

export interface Figures {
  packets: number;
  planted: number;
  found: number;
  falseAlarms: number;
  recall: number;
  precision: number;
  cleanPackets: number;
  /** Priced findings on clean packets (each one tells a tenant of an overcharge that is not there). */
  pricedOnClean: number;
  auditWindow: { ok: number; n: number };
  leaseFields: { ok: number; n: number; share: number; byField: Record<string, { ok: number; n: number }> };
  quotes: { ok: number; n: number; share: number | null; packetsNotChecked: number };
  byRule: Record<string, RuleStats>;
  seconds: number;
}

/** The figures over a set of packet results (one family, or several pooled). */
export function figuresOf(results: PacketResult[]): Figures {
  const s = summarize(results.map((r) => r.score));
  const byField: Figures['leaseFields']['byField'] = {};
  for (const r of results)
    for (const [field, ok] of Object.entries(r.lease.fields)) {
      byField[field] ??= { ok: 0, n: 0 };
      byField[field].n++;
      if (ok) byField[field].ok++;
    }
  const leaseOk = results.reduce((n, r) => n + r.lease.ok, 0);
  const leaseN = results.reduce((n, r) => n + r.lease.n, 0);
  const checked = results.flatMap((r) => (r.quotes ? [r.quotes] : []));
  const qOk = checked.reduce((n, q) => n + q.ok, 0);
  const qN = checked.reduce((n, q) => n + q.n, 0);
  const planted = results.reduce((n, r) => n + r.score.found.length + r.score.missed.length, 0);
  const found = results.reduce((n, r) => n + r.score.found.length, 0);
  return {
    packets: results.length,
    planted,
    found,
    falseAlarms: results.reduce((n, r) => n + r.score.falseAlarms.length, 0),
    recall: s.recall,
    precision: s.precision,
    cleanPackets: results.filter((r) => r.clean).length,
    pricedOnClean: results.filter((r) => r.clean).reduce((n, r) => n + r.priced, 0),
    auditWindow: s.deadlines,
    leaseFields: { ok: leaseOk, n: leaseN, share: leaseN ? leaseOk / leaseN : 1, byField },
    quotes: {
      ok: qOk,
      n: qN,
      share: qN ? qOk / qN : null,
      packetsNotChecked: results.length - checked.length,
    },
    byRule: Object.fromEntries(s.byRule),
    seconds: results.reduce((n, r) => n + r.seconds, 0),
  };
}

/**
 * Runs the engine on every packet of a family. Generator families are generated into a
 * temporary folder that is removed afterwards. `onPacket` sees each result as it comes (the
 * eval script prints misses with it).
 */
export async function runFamily(
  family: Family,
  onPacket: (r: PacketResult & { audit: AuditJson }) => void = () => {},
): Promise<PacketResult[]> {
  const results: PacketResult[] = [];
  const keep = (r: PacketResult & { audit: AuditJson }) => {
    onPacket(r);
    const { audit: _audit, ...rest } = r;
    results.push(rest);
  };
  if ('dir' in family.source) {
    for (const dir of packetDirsIn(path.resolve(repoRoot, family.source.dir)))
      keep(await runPacket(path.basename(dir), dir));
    return results;
  }
  const { clean, withErrors, scanned, scannedSeeds = [], family: generatorFamily } = family.source.generator;
  const tmp = mkdtempSync(path.join(os.tmpdir(), `leaseaudit-family-${family.name}-`));
  try {
    for (const seed of [...clean, ...withErrors]) {
      const dir = path.join(tmp, `seed-${seed}`);
      const spec = randomPacketSpec(seed, {
        errors: withErrors.includes(seed),
        scanned: scanned || scannedSeeds.includes(seed),
        ...(generatorFamily ? { family: generatorFamily } : {}),
      });
      await generatePacket(spec, dir);
      keep(await runPacket(`seed-${seed}`, dir));
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return results;
}
