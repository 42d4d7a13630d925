import zlib from 'node:zlib';
import { expect } from 'vitest';
import { buildTruth, randomPacketSpec, renderPacket } from '../../generator/generate-packet';
import type { PacketModel } from '../../generator/model';
import type { PacketSpec, Truth } from '../../generator/types';
import { loadFamilies } from '../../support/families';
import { addDays, modelAndTruth, packetHash, packetTexts, readPdf } from './helpers';

type Family = NonNullable<Parameters<typeof randomPacketSpec>[1]>['family'];

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Model + truth of `count` consecutive seeds from `first`, each clean and with errors. */
export function familyPackets(family: Family, first: number, count: number) {
  return Array.from({ length: count }, (_, i) => first + i).flatMap((seed) => [
    modelAndTruth(randomPacketSpec(seed, { family })),
    modelAndTruth(randomPacketSpec(seed, { errors: true, family })),
  ]);
}

/** A held-out seed rendered and read back, with its truth; errors are planted when `errors`. */
export async function heldOutPacket(family: Family, seed: number, errors: boolean) {
  const spec = randomPacketSpec(seed, { errors, family });
  const { out, model } = await packetTexts(spec);
  const truth = buildTruth(model, { lease: [], reconciliation: [], bill: [], letter: [] }, {});
  expect(truth.errors.length > 0).toBe(errors);
  return { spec, out, model, truth };
}

/** The lease's share is the area ratio (to the hundredth of a percent). */
export function expectShareIsAreaRatio(truth: Truth): void {
  const l = truth.lease;
  expect(Math.abs(l.proRataSharePct - (l.premisesRsf / l.buildingRsf) * 100)).toBeLessThanOrEqual(0.005);
}

/** The audit deadline follows the last statement, and every planted error has a price. */
export function expectDeadlineAndPricedErrors(truth: Truth): void {
  const last = truth.statements[truth.statements.length - 1]!;
  expect(truth.deadlines[0]!.date).toBe(addDays(last.statementDate, truth.lease.auditWindowDays));
  for (const e of truth.errors) expect(e.amountCents).toBeGreaterThan(0);
}

/** A packet drawn with errors plants at least one, a clean one none; and the deadline and prices hold. */
export function expectPlantedOrClean(truth: Truth, errors: boolean): void {
  if (errors) expect(truth.errors.length).toBeGreaterThanOrEqual(1);
  else expect(truth.errors).toEqual([]);
  expectDeadlineAndPricedErrors(truth);
}

/** A clean packet bills the lease's share on a statement sent in time. */
export function expectCleanStatements(truth: Truth): void {
  if (truth.errors.length !== 0) return;
  for (const s of truth.statements) {
    expect(s.billedSharePct).toBe(truth.lease.proRataSharePct);
    expect(s.statementDate <= addDays(`${s.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
  }
}

/** Every statement figure of the truth is printed in its statement, in the family's money format. */
export function expectStatementFiguresPrinted(
  truth: Truth,
  out: Record<string, { text: string }>,
  money: (cents: number) => string,
): void {
  for (const s of truth.statements) {
    const st = out[`recon-${s.year}.pdf`]!.text;
    for (const v of [s.totalCents, s.tenantShareCents, -s.estimatesPaidCents, s.balanceDueCents])
      expect(st).toContain(money(v));
    if (s.adminFeeCents) expect(st).toContain(money(s.adminFeeCents));
    for (const ln of s.lines) expect(st).toContain(money(ln.amountCents));
  }
}

/** The same seed draws the same spec and renders the same bytes and truth. */
export async function expectSameSeedSameBytes(family: Family, seed: number): Promise<void> {
  const spec = randomPacketSpec(seed, { errors: true, family });
  expect(randomPacketSpec(seed, { errors: true, family })).toEqual(spec);
  expect(await packetHash(spec)).toBe(await packetHash(randomPacketSpec(seed, { errors: true, family })));
}

/**
 * A family of several kinds and lease types with no gross-up: a sweep of 40 seeds from `first`
 * draws only the family's forms and, between them, exactly the kinds and lease types given.
 */
export function expectFamilyMix(
  family: Family,
  first: number,
  forms: [string, string, string],
  kinds: string[],
  leaseTypes: string[] = ['BASE_YEAR', 'NNN'],
): void {
  const seen = { kinds: new Set<string>(), types: new Set<string>() };
  for (let seed = first; seed < first + 40; seed++) {
    const s = randomPacketSpec(seed, { errors: true, family });
    expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual(forms);
    expect(s.terms.grossUp).toBe(false);
    seen.kinds.add(s.kind);
    seen.types.add(s.leaseType);
  }
  expect([...seen.kinds].sort()).toEqual([...kinds].sort());
  expect([...seen.types].sort()).toEqual([...leaseTypes].sort());
}

/** The administrative fee is its percentage of its base (the whole share or the CAM share), or 0. */
export function expectAdminFeeFoots(
  s: Truth['statements'][number],
  math: Truth['meta']['statementMath'][string],
): void {
  if (math.adminFeePct !== null) {
    const base = math.adminFeeBase === 'ALL' ? s.tenantShareCents : math.camShareCents!;
    expect(s.adminFeeCents).toBe(Math.round((base * math.adminFeePct) / 100));
  } else expect(s.adminFeeCents).toBe(0);
}

/** A literal string as a regular expression. */
export const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line may wrap after a word's hyphen: compare with that break removed and spaces collapsed. */
export const norm = (t: string) => t.replace(/(?<=[A-Za-z])-\s+(?=[A-Za-z])/g, '-').replace(/\s+/g, ' ');

/**
 * tests/families.json lists the family's seeds with its scanned seeds, held out (tunedOn false)
 * unless a session has learned from it since (decision 0056: then it is tuned).
 */
export function expectInManifest(
  family: Family,
  seeds: number[],
  scannedSeeds: number[],
  tunedOn = false,
): void {
  const entry = loadFamilies().find((f) => f.name === family)!;
  expect(entry.tunedOn).toBe(tunedOn);
  if (!('generator' in entry.source)) throw new Error(`${family} is not a generator family`);
  const g = entry.source.generator;
  expect(g.family).toBe(family);
  expect([...g.withErrors, ...g.clean]).toEqual(seeds);
  expect(g.scannedSeeds).toEqual(scannedSeeds);
}

/** The rent forms, share kinds, admin-fee bases, cap and waiver every net family's sweep shows. */
export const NET_LEASE_KEYS = [
  'TABLE',
  'PER_RSF',
  'PERCENT',
  'stated',
  'ratio',
  'CAM_EXCLUDING_TAXES_INSURANCE',
  'ALL_OPERATING_EXPENSES',
  'cap',
  'waiver',
];

/** What a family fixes and must show over its seed sweep and on its held-out seeds. */
export interface SpecVariety {
  /** The sweep is the 60 seeds from `first` (errors planted unless the seed is a multiple of 3). */
  first: number;
  /** The lease form, statement style and bill style every seed draws. */
  forms: [string, string, string];
  kind: 'retail' | 'office';
  /** Rent forms, "stated"/"ratio", admin-fee bases, "cap", "waiver", "late" and rules to be seen. */
  keys: string[];
  /** The held-out seeds; the first ten are drawn with errors. */
  heldOut: number[];
  /** At least this many distinct rules planted on those ten. */
  minRules: number;
  /** At least this many errors planted on those ten. */
  minPlanted: number;
  /** When given, at least this many errors in each of those ten packets. */
  minErrorsEach?: number;
}

/**
 * A net, no-gross-up family with no letter or amendment: every seed of the sweep draws the family's
 * forms, the sweep shows every expected key, and the held-out seeds plant enough rules.
 */
export function expectSpecVariety(family: Family, v: SpecVariety): void {
  const seen = new Set<string>();
  for (let seed = v.first; seed < v.first + 60; seed++) {
    const s = randomPacketSpec(seed, { errors: seed % 3 !== 0, family });
    expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual(v.forms);
    expect([s.family, s.kind, s.leaseType, s.terms.grossUp, s.letter, s.amendment]).toEqual([
      family,
      v.kind,
      'NNN',
      false,
      false,
      null,
    ]);
    seen.add(s.lease.rent);
    seen.add(s.lease.shareStated ? 'stated' : 'ratio');
    if (s.terms.adminFee) seen.add(s.terms.adminFee);
    if (s.terms.camCap) seen.add('cap');
    if (s.terms.waiver) seen.add('waiver');
    if (s.lateChargeOnBill) seen.add('late');
    for (const e of s.errors) seen.add(e.rule);
  }
  for (const k of v.keys) expect(seen).toContain(k);
  const specs = v.heldOut.slice(0, 10).map((seed) => randomPacketSpec(seed, { errors: true, family }));
  const planted = specs.flatMap((s) => s.errors.map((e) => e.rule));
  expect(new Set(planted).size).toBeGreaterThanOrEqual(v.minRules);
  expect(planted.length).toBeGreaterThanOrEqual(v.minPlanted);
  if (v.minErrorsEach !== undefined)
    for (const s of specs) expect(s.errors.length).toBeGreaterThanOrEqual(v.minErrorsEach);
}

/**
 * The truth of 80 packets (40 seeds from `first`, clean and with errors) foots: the share is the
 * area ratio of the total, the fee, estimates and balance add up (unless the year's math is the
 * planted error, when `alsoFoots` is skipped too), clean statements, deadline and priced errors.
 */
export function expectTruthFoots(
  family: Family,
  first: number,
  alsoFoots?: (s: Truth['statements'][number], model: PacketModel) => void,
): void {
  const packets = familyPackets(family, first, 40);
  expect(packets).toHaveLength(80);
  for (const { truth, model } of packets) {
    expectShareIsAreaRatio(truth);
    for (const s of truth.statements) {
      const math = truth.meta.statementMath[String(s.year)]!;
      expect(math.shareMode).toBe('TOTAL');
      expect(math.baseDeductionCents).toBeNull();
      if (truth.errors.some((e) => e.rule === 'MATH_ERROR' && e.year === s.year)) continue;
      expect(s.totalCents).toBe(sum(s.lines.map((x) => x.amountCents)));
      expect(s.tenantShareCents).toBe(Math.round((s.totalCents * s.billedSharePct) / 100));
      expectAdminFeeFoots(s, math);
      expect(s.estimatesPaidCents).toBe(math.monthlyEstimateCents * math.estimateMonths);
      expect(s.balanceDueCents).toBe(s.tenantShareCents + s.adminFeeCents - s.estimatesPaidCents);
      alsoFoots?.(s, model);
    }
    expectCleanStatements(truth);
    expectDeadlineAndPricedErrors(truth);
  }
}

/** A scanned seed (clean): every bill page is one image and no text; the lease is a large file. */
export async function expectScannedPacket(family: Family, seed: number): Promise<void> {
  const spec = randomPacketSpec(seed, { errors: false, family, scanned: true });
  const { pdfs } = await renderPacket(spec);
  const info = await readPdf(pdfs.get('bill.pdf')!, true);
  for (const p of info.pages) {
    expect(p.images).toBe(1);
    expect(p.items).toBe(0);
  }
  expect(pdfs.get('lease.pdf')!.length).toBeGreaterThan(50_000);
}

/** A scanned packet's files (lease, each year's reconciliation, bill): every page one image, no text. */
export async function expectImageOnlyPacket(spec: PacketSpec): Promise<void> {
  const { pdfs } = await renderPacket(spec);
  expect([...pdfs.keys()].sort()).toEqual(
    [
      'bill.pdf',
      'lease.pdf',
      ...Array.from({ length: spec.years }, (_, i) => `recon-${spec.lastYear - spec.years + 1 + i}.pdf`),
    ].sort(),
  );
  for (const [, pdf] of pdfs) {
    const info = await readPdf(pdf, true);
    for (const p of info.pages) expect([p.images, p.items]).toEqual([1, 0]);
  }
}

/**
 * The text between two markers (to the end when `to` is absent, or not found): `to` is looked for
 * from `skip` characters after the start of `from` (by default, after the whole of `from`).
 */
export function between(t: string, from: string, to?: string, skip = from.length): string {
  const a = t.indexOf(from);
  expect(a, from).toBeGreaterThanOrEqual(0);
  const b = to ? t.indexOf(to, a + skip) : t.length;
  return t.slice(a, b < 0 ? t.length : b);
}

/** The number of rectangles (`re`) a PDF draws in its deflated content streams. */
export function rectangles(pdf: Buffer): number {
  const raw = pdf.toString('latin1');
  let count = 0;
  const re = /stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const body = zlib.inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
      count += (body.match(/ re\b/g) ?? []).length;
    } catch {
      // not a deflated content stream
    }
  }
  return count;
}
