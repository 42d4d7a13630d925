/**
 * Engine, whole packet (issue 4): extraction + rules + the premium report PDF for a text-layer
 * sample packet, against extraction alone (read + extract, no rules, no report) in the same
 * run. Median of 3 after a warm-up. Goals: rules + report add < 50 % to extraction; the whole
 * packet under 3 s.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyzePacket, type PacketInput } from '../src/engine/analyze';
import { renderReport } from '../src/engine/report/render-report';
import { median, timeMs } from './lib/stats';
import type { BenchContext, BenchSection, ResultRow } from './lib/types';

const RUNS = 3;

const section: BenchSection = {
  name: 'engine-packet',
  async run(ctx: BenchContext): Promise<ResultRow[]> {
    const shared = path.resolve(ctx.root, '../shared');
    const dir = path.join(shared, 'samples/sample-01');
    const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
    const small: PacketInput[] = Object.entries(truth.files as Record<string, string[]>).flatMap(
      ([role, files]) => files.map((f) => ({ role: role as PacketInput['role'], source: path.join(dir, f) })),
    );
    const s4 = path.join(shared, 'samples/sample-04');
    const large: PacketInput[] = [
      { role: 'lease', source: path.join(shared, 'real-leases/exact-sciences-research-park.pdf') },
      ...['recon-2022.pdf', 'recon-2023.pdf', 'recon-2024.pdf'].map((f) => ({
        role: 'reconciliation' as const,
        source: path.join(s4, f),
      })),
      { role: 'bill', source: path.join(s4, 'bill.pdf') },
    ];
    const rows: ResultRow[] = [];
    for (const [name, packet] of [
      ['sample-01 (8 pages, 2 findings)', small],
      ['26-page real lease + sample-04 statements and bill', large],
    ] as const) {
      const whole = async () => {
        const audit = await analyzePacket(packet);
        await renderReport(audit, { tier: 'premium' });
      };
      ctx.log(`engine-packet: ${name}: warm-up`);
      await whole();
      const extract: number[] = [];
      const full: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        extract.push(await timeMs(() => analyzePacket(packet, { rules: false })));
        full.push(await timeMs(whole));
      }
      const fullMs = median(full);
      const extractMs = median(extract);
      const ratio = Math.round((fullMs / extractMs) * 100) / 100;
      rows.push({
        section: 'engine-packet',
        name: `${name}: extraction + rules + premium report`,
        value: Math.round(fullMs),
        unit: 'ms',
        reference: { name: 'extraction alone', value: Math.round(extractMs) },
        ratio,
        ratioLabel: 'x extraction',
        goal: '< 1.5x and < 3000 ms',
        status: ratio < 1.5 && fullMs < 3000 ? 'PASS' : 'MISS',
        detail: { fullMs: full, extractMs: extract },
      });
    }
    return rows;
  },
};

export default section;
