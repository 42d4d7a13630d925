import { describe, expect, it } from 'vitest';
import { commas, money } from '../../generator/format';
import { buildTruth, randomPacketSpec, renderPacket } from '../../generator/generate-packet';
import { readPdf } from './helpers';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
/** "$1,234.56" without the dollar sign: statements may print amounts with or without "$". */
const amount = (cents: number) => money(Math.abs(cents), { dollar: false });

describe('generated PDFs open with pdfjs and carry the truth', () => {
  it('text packets: lease, statements and bill show the values truth.json records', async () => {
    for (const seed of process.env.GEN_SEEDS
      ? Array.from({ length: Number(process.env.GEN_SEEDS) }, (_, i) => 100 + i)
      : [31, 32, 33, 34]) {
      const spec = randomPacketSpec(seed, { errors: seed % 2 === 0 });
      const { model, pdfs, pages, files } = await renderPacket(spec);
      const truth = buildTruth(model, files, pages);
      for (const [name, bytes] of pdfs) {
        expect(bytes.length, name).toBeLessThan(100_000);
        const info = await readPdf(bytes);
        expect(info.pages.length).toBe(pages[name]);
        expect(
          info.pages.every((p) => p.items > 0),
          name,
        ).toBe(true);
      }
      const lease = norm((await readPdf(pdfs.get('lease.pdf')!)).pages.map((p) => p.text).join(' '));
      expect(lease).toContain(truth.lease.tenantName);
      expect(lease).toContain(truth.lease.landlordName);
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      for (const s of truth.statements) {
        const text = norm(
          (await readPdf(pdfs.get(`recon-${s.year}.pdf`)!)).pages.map((p) => p.text).join(' '),
        );
        expect(text).toContain(truth.lease.tenantName);
        for (const l of s.lines) {
          expect(text, `${spec.id} ${s.year}`).toContain(norm(l.label));
          expect(text).toContain(amount(l.amountCents));
          if (l.actualCents !== undefined) expect(text).toContain(amount(l.actualCents));
        }
        expect(text).toContain(amount(s.totalCents));
        expect(text).toContain(amount(s.tenantShareCents));
        expect(text).toContain(amount(s.balanceDueCents));
        expect(text).toContain(amount(s.estimatesPaidCents));
        if (s.adminFeeCents) expect(text).toContain(amount(s.adminFeeCents));
        const pcts = [...text.matchAll(/(\d+\.\d+)%/g)].map((x) => Number(x[1]));
        expect(pcts, `${spec.id} ${s.year} share`).toContain(s.billedSharePct);
      }
      const bill = norm((await readPdf(pdfs.get('bill.pdf')!)).pages.map((p) => p.text).join(' '));
      const b = truth.bills[0]!;
      expect(bill).toContain(amount(b.baseRentCents));
      expect(bill).toContain(amount(b.totalCents));
      if (b.lateFeeCents) expect(bill).toContain(amount(b.lateFeeCents));
    }
  });

  it('scanned packets: every page is one image and has no text layer', async () => {
    const spec = { ...randomPacketSpec(41, { scanned: true, years: 1 }), amendment: null, letter: false };
    const { pdfs, pages } = await renderPacket(spec);
    let total = 0;
    for (const [name, bytes] of pdfs) {
      const info = await readPdf(bytes, true);
      expect(info.pages.length, name).toBe(pages[name]);
      for (const p of info.pages) {
        expect(p.items, name).toBe(0);
        expect(p.images, name).toBe(1);
      }
      expect(bytes.length / info.pages.length, name).toBeLessThan(400_000);
      total += info.pages.length;
    }
    expect(total).toBeGreaterThanOrEqual(4);
  }, 60_000);
});
