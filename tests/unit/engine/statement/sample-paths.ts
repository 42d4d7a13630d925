import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const samplesDir = path.resolve(repoRoot, '../shared/samples');

export interface SampleTruth {
  statements: {
    year: number;
    statementDate: string;
    billedSharePct: number;
    totalCents: number;
    tenantShareCents: number;
    adminFeeCents: number;
    estimatesPaidCents: number;
    balanceDueCents: number;
    occupancyPct: number | null;
    lines: { label: string; amountCents: number; actualCents?: number }[];
  }[];
  bills: {
    date: string;
    baseRentCents: number;
    pastDueCents: number;
    lateFeeCents: number;
    totalCents: number;
  }[];
}

/** The sample packets with their answer keys; empty when the shared folder is absent. */
export function samples(): { name: string; dir: string; truth: SampleTruth }[] {
  if (!existsSync(samplesDir)) return [];
  return readdirSync(samplesDir)
    .filter((d) => existsSync(path.join(samplesDir, d, 'truth.json')))
    .sort()
    .map((name) => {
      const dir = path.join(samplesDir, name);
      return {
        name,
        dir,
        truth: JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8')) as SampleTruth,
      };
    });
}

/** Edit distance, for labels read by OCR (a letter may be misread). */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j] as number;
      row[j] = Math.min(cur + 1, (row[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length] as number;
}
