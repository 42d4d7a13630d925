import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatePacket, randomPacketSpec, renderPacket } from '../../generator/generate-packet';
import { Rng } from '../../generator/prng';
import { modelAndTruth } from './helpers';

describe('generator determinism', () => {
  it('the PRNG is seeded: same key, same stream; forks are independent', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(xs);
    expect(new Rng(43).next()).not.toEqual(xs[0]);
    expect(new Rng(42).fork('x').next()).toEqual(new Rng(42).fork('x').next());
    expect(new Rng(42).fork('x').next()).not.toEqual(new Rng(42).fork('y').next());
  });

  it('same seed gives the same spec and truth; another seed differs', () => {
    for (const seed of [3, 17, 58]) {
      const s1 = randomPacketSpec(seed, { errors: true });
      const s2 = randomPacketSpec(seed, { errors: true });
      expect(s2).toEqual(s1);
      expect(modelAndTruth(s2).truth).toEqual(modelAndTruth(s1).truth);
    }
    expect(modelAndTruth(randomPacketSpec(4)).truth).not.toEqual(modelAndTruth(randomPacketSpec(5)).truth);
  });

  it('same spec renders byte-identical PDFs', async () => {
    for (const seed of [11, 12]) {
      const spec = randomPacketSpec(seed, { errors: true });
      const a = await renderPacket(spec);
      const b = await renderPacket(spec);
      expect([...b.pdfs.keys()]).toEqual([...a.pdfs.keys()]);
      for (const [name, pdf] of a.pdfs) expect(Buffer.compare(pdf, b.pdfs.get(name)!), name).toBe(0);
    }
  });

  it('the scanned variant is byte-identical too', async () => {
    const { scanPdf } = await import('../../generator/scan');
    const { pdfs } = await renderPacket(randomPacketSpec(13));
    const bill = pdfs.get('bill.pdf')!;
    for (const mode of ['gray', 'bw'] as const) {
      const a = await scanPdf(bill, new Rng('scan-test'), { dpi: 200, mode, date: '2024-05-01' });
      const b = await scanPdf(bill, new Rng('scan-test'), { dpi: 200, mode, date: '2024-05-01' });
      expect(Buffer.compare(a.pdf, b.pdf), mode).toBe(0);
    }
  });

  it('writes one folder with the PDFs and a truth.json in the samples format', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gen-'));
    try {
      const spec = randomPacketSpec(7, { errors: true });
      const truth = await generatePacket(spec, dir);
      const files = (await readdir(dir)).sort();
      const expected = [
        ...truth.files.lease,
        ...truth.files.reconciliation,
        ...truth.files.bill,
        ...truth.files.letter,
        'truth.json',
      ].sort();
      expect(files).toEqual(expected);
      const onDisk = JSON.parse(await readFile(path.join(dir, 'truth.json'), 'utf8'));
      expect(onDisk).toEqual(JSON.parse(JSON.stringify(truth)));
      // same top-level keys and statement/bill fields as the shared sample answer keys
      expect(Object.keys(onDisk).sort()).toEqual(
        [
          'packetId',
          'files',
          'lease',
          'errors',
          'deadlines',
          'scanned',
          'totals',
          'statements',
          'bills',
          'meta',
        ].sort(),
      );
      expect(Object.keys(onDisk.statements[0]).sort()).toEqual(
        [
          'year',
          'statementDate',
          'billedSharePct',
          'totalCents',
          'tenantShareCents',
          'adminFeeCents',
          'estimatesPaidCents',
          'balanceDueCents',
          'occupancyPct',
          'lines',
        ].sort(),
      );
      expect(Object.keys(onDisk.bills[0]).sort()).toEqual(
        ['date', 'baseRentCents', 'pastDueCents', 'lateFeeCents', 'totalCents'].sort(),
      );
      expect(Object.keys(onDisk.lease).length).toBe(21);
      for (const f of files.filter((x) => x.endsWith('.pdf'))) {
        const bytes = await readFile(path.join(dir, f));
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(bytes.length, f).toBeLessThan(100_000);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
