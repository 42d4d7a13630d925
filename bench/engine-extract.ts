/**
 * Engine, whole-packet extraction: a ~25-page real lease + three reconciliation
 * statements + a bill (text layers), through analyzePacket (read + extract), against
 * reading the same PDFs alone in the same run (the reference). Median of 3 after a
 * warm-up. Goal (issue 3): under 2 s.
 */
import path from 'node:path';
import { analyzePacket, type PacketInput } from '../src/engine/analyze';
import { readDocument } from '../src/engine/pdf/read-document';
import { median, timeMs } from './lib/stats';
import type { BenchContext, BenchSection, ResultRow } from './lib/types';

const RUNS = 3;

const section: BenchSection = {
  name: 'engine-extract',
  async run(ctx: BenchContext): Promise<ResultRow[]> {
    const shared = path.resolve(ctx.root, '../shared');
    const sample = path.join(shared, 'samples/sample-04');
    const packet: PacketInput[] = [
      { role: 'lease', source: path.join(shared, 'real-leases/exact-sciences-research-park.pdf') },
      { role: 'reconciliation', source: path.join(sample, 'recon-2022.pdf') },
      { role: 'reconciliation', source: path.join(sample, 'recon-2023.pdf') },
      { role: 'reconciliation', source: path.join(sample, 'recon-2024.pdf') },
      { role: 'bill', source: path.join(sample, 'bill.pdf') },
    ];
    const readOnly = () => Promise.all(packet.map((p) => readDocument(p.source as string)));
    ctx.log('engine-extract: warm-up');
    await analyzePacket(packet);
    const full: number[] = [];
    const read: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      read.push(await timeMs(readOnly));
      full.push(await timeMs(() => analyzePacket(packet)));
    }
    const audit = await analyzePacket(packet);
    const pages = audit.documents.reduce((n, d) => n + d.pages, 0);
    const fullMs = median(full);
    const readMs = median(read);
    return [
      {
        section: 'engine-extract',
        name: `full extraction, 26-page lease + 3 statements + bill (${pages} pages)`,
        value: Math.round(fullMs),
        unit: 'ms',
        reference: { name: 'reading the same PDFs only', value: Math.round(readMs) },
        ratio: Math.round((fullMs / readMs) * 100) / 100,
        ratioLabel: 'x read-only',
        goal: '< 2000 ms',
        status: fullMs < 2000 ? 'PASS' : 'MISS',
        detail: { fullMs: full, readMs: read, pages },
      },
    ];
  },
};

export default section;
