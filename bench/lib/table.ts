import type { ResultRow } from './types';

export function formatValue(value: number | null | undefined, unit: string): string {
  if (value == null || !Number.isFinite(value)) return '-';
  if (unit === 'req/s') return `${Math.round(value).toLocaleString('en-US')} req/s`;
  if (unit === 'ms')
    return `${value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} ms`;
  if (unit === 'MiB') return `${value.toFixed(1)} MiB`;
  return `${value}${unit ? ` ${unit}` : ''}`;
}

function pad(text: string, width: number, right = false) {
  return right ? text.padStart(width) : text.padEnd(width);
}

/** A plain-text table (no colours, so logs stay readable), then the notes as footnotes. */
export function formatTable(rows: ResultRow[]): string {
  const header = ['section', 'measurement', 'value', 'reference', 'ratio', 'goal', 'status'];
  const notes: string[] = [];
  const body = rows.map((r) => {
    if (r.note) {
      notes.push(
        `[${notes.length + 1}] ${r.name}: ${r.note.length > 800 ? `${r.note.slice(0, 800)}…` : r.note}`,
      );
    }
    const mark = r.note ? ` [${notes.length}]` : '';
    return [
      r.section,
      r.name,
      formatValue(r.value, r.unit),
      r.reference ? formatValue(r.reference.value, r.unit) : '',
      r.ratio != null ? `${r.ratio.toFixed(2)}x ${r.ratioLabel ?? ''}`.trim() : '',
      r.goal ?? '',
      `${r.status}${mark}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const numeric = new Set([2, 3, 4]);
  const line = (cells: string[]) =>
    cells
      .map((c, i) => pad(c, widths[i]!, numeric.has(i)))
      .join('  ')
      .trimEnd();
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];
  if (notes.length > 0) out.push('', ...notes);
  return out.join('\n');
}

/** The issue's goal, over every row that carries one: PASS only when all of them pass. */
export function goalSummary(rows: ResultRow[]) {
  const judged = rows.filter((r) => r.goal);
  const failed = judged.filter((r) => r.status !== 'PASS');
  const verdict =
    judged.length === 0
      ? 'NOT MEASURED'
      : failed.length === 0
        ? 'PASS'
        : judged.some((r) => r.status === 'ERROR')
          ? 'ERROR'
          : 'MISS';
  const parts = judged.map((r) => `${r.section}: ${r.name} ${r.status} (goal ${r.goal})`);
  return {
    line: `Goals: ${verdict}${parts.length ? `\n  ${parts.join('\n  ')}` : ''}`,
    json: {
      description: 'every row that states a goal, PASS only when all pass',
      verdict,
      rows: parts,
    },
  };
}
