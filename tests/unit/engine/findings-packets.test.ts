import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzePacket, type PacketInput } from '../../../src/engine/analyze';
import { readDocument } from '../../../src/engine/pdf/read-document';
import { usd } from '../../../src/engine/report/format';
import { renderReport } from '../../../src/engine/report/render-report';
import type { AuditJson } from '../../../src/engine/types';
import { generatePacket, randomPacketSpec } from '../../generator/generate-packet';
import { type PacketScore, scoreFindings, summarize } from '../../support/findings-score';
import { hasShared, sharedDir } from './lease/shared-paths';

/**
 * The whole engine (extraction + rules) against answer keys: the shared samples, where every
 * planted error must be found with the right rule, year and amount and nothing else priced, and
 * our generator's packets (other wording and layouts), where recall and precision must stay
 * above a measured floor and clean packets must get no priced finding at all.
 * `npm run eval -- <dir>` prints the same numbers per rule.
 */
interface Packet {
  id: string;
  dir: string;
  truth: {
    errors: { rule: string; year: number; amountCents: number }[];
    scanned?: boolean;
    files: Record<string, string[]>;
  };
  audit: AuditJson;
  score: PacketScore;
}

async function run(id: string, dir: string): Promise<Packet> {
  const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
  const inputs: PacketInput[] = Object.entries(truth.files as Record<string, string[]>).flatMap(
    ([role, files]) => files.map((f) => ({ role: role as PacketInput['role'], source: path.join(dir, f) })),
  );
  const audit = await analyzePacket(inputs);
  return { id, dir, truth, audit, score: scoreFindings(audit, truth) };
}

async function quotesOffPage(p: Packet): Promise<string[]> {
  const text = new Map<string, string>();
  const bad: string[] = [];
  for (const f of p.audit.findings) {
    for (const e of f.evidence) {
      if (!text.has(e.file)) {
        const doc = await readDocument(path.join(p.dir, e.file));
        for (const page of doc.pages)
          text.set(`${e.file}#${page.page}`, page.lines.map((l) => l.text).join('\n'));
        text.set(e.file, 'read');
      }
      if (!(text.get(`${e.file}#${e.page}`) ?? '').includes(e.quote))
        bad.push(`${p.id} ${f.rule} ${e.file} p${e.page}: ${e.quote}`);
    }
  }
  return bad;
}

const samplesDir = path.join(sharedDir, 'samples');
const samples: Packet[] = [];
const generated: Packet[] = [];
let genDir: string;

describe.skipIf(!hasShared)('findings on the shared samples', () => {
  beforeAll(async () => {
    for (const s of readdirSync(samplesDir)
      .filter((d) => d.startsWith('sample-'))
      .sort())
      samples.push(await run(s, path.join(samplesDir, s)));
  }, 600_000);

  it('finds every planted error with the right rule, year and amount', () => {
    const missed = samples.flatMap((p) =>
      p.score.missed.map((m) => `${p.id} ${m.rule} ${m.year} ${m.amountCents}`),
    );
    expect(missed).toEqual([]);
  });

  it('prices nothing else (clean samples get no priced finding)', () => {
    const alarms = samples.flatMap((p) =>
      p.score.falseAlarms.map((a) => `${p.id} ${a.rule} ${a.year} ${a.amountCents}`),
    );
    expect(alarms).toEqual([]);
  });

  it('gives the audit-window date of the answer key', () => {
    expect(samples.filter((p) => p.score.deadlineOk === false).map((p) => p.id)).toEqual([]);
  });

  it('totals are the sum of the priced findings', () => {
    for (const p of samples) {
      const sum = p.audit.findings.reduce((s, f) => s + Math.max(0, f.amountCents), 0);
      expect(p.audit.totals.overchargeCents).toBe(sum);
    }
  });

  it('backs every priced finding with the lease and the statement or bill, quoted verbatim', async () => {
    for (const p of samples) {
      for (const f of p.audit.findings.filter((x) => x.amountCents > 0)) {
        const files = new Set(f.evidence.map((e) => e.file));
        expect(f.evidence.length, `${p.id} ${f.rule}`).toBeGreaterThan(0);
        // A math error or a cost billed twice is wrong whatever the lease says.
        if (!['MATH_ERROR', 'DUPLICATE_CHARGE'].includes(f.rule))
          expect(
            [...files].some((x) => (p.truth.files.lease ?? []).includes(x)),
            `${p.id} ${f.rule} cites the lease`,
          ).toBe(true);
        expect(
          [...files].some((x) => !(p.truth.files.lease ?? []).includes(x)),
          `${p.id} ${f.rule} cites a statement or bill`,
        ).toBe(true);
        expect(f.calculation.length).toBeGreaterThan(0);
        expect(f.title.length).toBeGreaterThan(10);
        expect(f.recommendation.length).toBeGreaterThan(10);
      }
    }
    const bad = (await Promise.all(samples.filter((p) => !p.truth.scanned).map(quotesOffPage))).flat();
    expect(bad).toEqual([]);
  }, 120_000);
});

describe.skipIf(!hasShared)('the report of a sample packet', () => {
  it('states the total, the audit deadline and every finding in both tiers', async () => {
    const p =
      samples.find((x) => x.id === 'sample-01') ??
      (await run('sample-01', path.join(samplesDir, 'sample-01')));
    const deadline = p.audit.deadlines.find((d) => d.kind === 'AUDIT_WINDOW');
    expect(deadline).toBeDefined();
    const longDate = new Date(`${deadline!.date}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const tier of ['basic', 'premium'] as const) {
      const pdf = await renderReport(p.audit, { tier, now: new Date('2025-05-01T12:00:00Z') });
      const doc = await readDocument(new Uint8Array(pdf), { file: 'report.pdf', ocr: 'never' });
      const text = doc.pages.flatMap((pg) => pg.lines.map((l) => l.text)).join('\n');
      expect(text).toContain(usd(p.audit.totals.overchargeCents));
      expect(text).toContain(longDate);
      for (const f of p.audit.findings.filter((x) => x.amountCents > 0))
        expect(text).toContain(usd(f.amountCents));
      expect(text.includes('Dispute letter')).toBe(tier === 'premium');
    }
  }, 120_000);
});

describe('findings on generated packets', () => {
  const CLEAN = [301, 302, 303, 304];
  const WITH_ERRORS = [311, 312, 313, 314, 315, 316, 317, 318, 319, 320, 321, 322];
  beforeAll(async () => {
    genDir = mkdtempSync(path.join(os.tmpdir(), 'leaseaudit-findings-'));
    for (const seed of [...CLEAN, ...WITH_ERRORS]) {
      const spec = randomPacketSpec(seed, { errors: WITH_ERRORS.includes(seed) });
      const dir = path.join(genDir, `seed-${seed}`);
      await generatePacket(spec, dir);
      generated.push(await run(`seed-${seed}`, dir));
    }
  }, 600_000);
  afterAll(() => rmSync(genDir, { recursive: true, force: true }));

  it('prices nothing on clean packets', () => {
    const clean = generated.filter((p) => p.truth.errors.length === 0);
    expect(clean.length).toBeGreaterThanOrEqual(CLEAN.length);
    expect(
      clean.flatMap((p) => p.audit.findings.filter((f) => f.amountCents > 0).map((f) => `${p.id} ${f.rule}`)),
    ).toEqual([]);
  });

  it('finds at least 90% of planted errors, with at least 95% precision', () => {
    const s = summarize(generated.map((p) => p.score));
    const planted = generated.reduce((n, p) => n + p.truth.errors.length, 0);
    expect(planted).toBeGreaterThan(12);
    expect(s.recall).toBeGreaterThanOrEqual(0.9);
    expect(s.precision).toBeGreaterThanOrEqual(0.95);
  });

  it('quotes every finding verbatim from the page it cites', async () => {
    const bad = (await Promise.all(generated.map(quotesOffPage))).flat();
    expect(bad).toEqual([]);
  }, 120_000);
});
