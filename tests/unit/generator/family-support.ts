/**
 * Support shared by the per-family generator tests (parkway-flex, summit-industrial,
 * riverside-mixed, county-plaza, harbor-medical): one place for the packet hash, a family's
 * seed sweep, the held-out packet read back as text, and the truth checks every family shares.
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { buildTruth, randomPacketSpec, renderPacket } from '../../generator/generate-packet';
import type { PacketSpec, Truth } from '../../generator/types';
import { loadFamilies } from '../../support/families';
import { addDays, modelAndTruth, packetTexts } from './helpers';

type Family = NonNullable<Parameters<typeof randomPacketSpec>[1]>['family'];

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** sha256 over the rendered PDFs (by name) and the truth: same seed, same bytes. */
async function packetHash(spec: PacketSpec): Promise<string> {
  const { model, pdfs, pages, files } = await renderPacket(spec);
  const h = createHash('sha256');
  for (const [name, pdf] of [...pdfs].sort((a, b) => a[0].localeCompare(b[0]))) h.update(name).update(pdf);
  h.update(JSON.stringify(buildTruth(model, files, pages)));
  return h.digest('hex');
}

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
