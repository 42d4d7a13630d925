import { beforeAll, describe, expect, it } from 'vitest';
import { type Figures, familyAvailable, figuresOf, loadFamilies, runFamily } from '../support/families';

/**
 * The ratchet on the held-out families (decision 0047): the engine on every packet of each
 * family of tests/families.json with tunedOn=false, the figures `npm run eval -- --families`
 * prints, each held at least at its floor. The floors are today's measurement minus about one
 * packet's worth, so any loss of quality fails the build; raise them whenever the engine
 * improves (never lower one to make a change pass). Generated and sample families are held by
 * findings-packets.test.ts and generated-packets.test.ts; this file runs only what no other
 * test runs.
 *
 * Baseline, samples-c (30 packets, 45 planted errors, 5 clean, 6 scanned), measured 2026-11-24
 * with engine 0.1.0: recall 6/45 = 0.133, precision 6/12 = 0.50, 3 priced findings on the 5 clean
 * packets, audit window 28/30, lease fields 509/630 = 0.808, quotes verbatim 10/10 (text packets).
 * Floors: one found error fewer, one false alarm more, one audit-window date fewer, 1.5 points
 * of lease fields (about 10 fields). The run takes about 5 minutes (6 scanned packets, OCR).
 */
interface Ratchet {
  recall: number;
  precision: number;
  /** Audit-window dates right, out of the packets. */
  auditWindowOk: number;
  leaseFields: number;
  /** Priced findings on clean packets may not rise above this (the target is 0). */
  maxPricedOnClean: number;
  /** At least this many packets must have been run (a lost folder must not pass as "no misses"). */
  packets: number;
}

const RATCHETS: Record<string, Ratchet> = {
  'samples-c': {
    recall: 0.11,
    precision: 0.46,
    auditWindowOk: 27,
    leaseFields: 0.79,
    maxPricedOnClean: 3,
    packets: 30,
  },
};

const families = loadFamilies();
const heldOut = families.filter((f) => !f.tunedOn);
const figures = new Map<string, Figures>();

describe('the family manifest', () => {
  it('gives every held-out family a ratchet, and ratchets only held-out families', () => {
    expect(heldOut.map((f) => f.name).sort()).toEqual(Object.keys(RATCHETS).sort());
  });
});

// Without the shared tree (../shared) a folder family is not on the machine: it is not run.
for (const family of heldOut.filter(familyAvailable)) {
  const name = family.name;
  describe(`held-out family ${name}`, () => {
    const floor = RATCHETS[name]!;
    const get = () => figures.get(name)!;
    beforeAll(async () => {
      figures.set(name, figuresOf(await runFamily(family)));
    }, 1_800_000);

    it('runs every packet', () => {
      expect(get().packets).toBeGreaterThanOrEqual(floor.packets);
    });

    it(`finds at least ${floor.recall} of the planted errors`, () => {
      expect(get().recall).toBeGreaterThanOrEqual(floor.recall);
    });

    it(`keeps precision at least ${floor.precision}`, () => {
      expect(get().precision).toBeGreaterThanOrEqual(floor.precision);
    });

    it(`prices at most ${floor.maxPricedOnClean} findings on clean packets`, () => {
      expect(get().cleanPackets).toBeGreaterThan(0);
      expect(get().pricedOnClean).toBeLessThanOrEqual(floor.maxPricedOnClean);
    });

    it(`gives the right audit-window date on at least ${floor.auditWindowOk} packets`, () => {
      expect(get().auditWindow.ok).toBeGreaterThanOrEqual(floor.auditWindowOk);
    });

    it(`reads at least ${floor.leaseFields} of the lease fields right`, () => {
      expect(get().leaseFields.share).toBeGreaterThanOrEqual(floor.leaseFields);
    });
  });
}
