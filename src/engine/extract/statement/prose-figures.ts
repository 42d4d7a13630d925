import { findMoney, findPercents } from '../../parse';
import type { DocumentText, TextLine } from '../../pdf/types';
import type { Amount } from './amount-cells';
import { labelKind } from './row-kinds';
import type { Row } from './rows';

/**
 * A reconciliation written as a letter states the tenant's arithmetic in sentences: "Your share
 * of 2025 Commercial Component operating costs was $31,000.40, based on 2.9743% (...)", "The
 * administration fee of 12.00% is calculated on ..., $13,457.51, and comes to $1,614.90", "you
 * paid ... $32,184.00 in total", "That leaves a balance of $431.30 owing to us". Small landlords
 * and in-house teams write them this way, with the ledger behind. Each sentence becomes rows the
 * summary reader classifies by their words, as it does a statement's labelled rows: one row per
 * percentage, and one for the sentence's last amount (what the sentence comes to: earlier
 * amounts in it are its bases, "a month" figures and the like), each labelled by the words
 * before its figure and evidenced by the line the figure is printed on. Only amounts marked by
 * "$" or "USD" are read: a prose number without one is an area, a date, a count.
 */

/** A line of running text: one cell of at least this many words. */
const PROSE_WORDS = 8;
/** A page is a letter when it has this many prose lines, and the letter states this many amounts. */
const MIN_PROSE_LINES = 4;
const MIN_AMOUNTS = 2;

interface Placed {
  line: TextLine;
  start: number;
}

const words = (t: string) => t.split(/\s+/).filter(Boolean).length;

/**
 * The words that name a figure: the shortest run of the sentence's last clauses before it that
 * names a summary row ("You paid more than your share, so there is a credit of" is a credit, not
 * a share), else everything before it ("The administration fee of 12.00% is calculated on ...,
 * $13,457.51, and comes to" is the fee).
 */
function labelOf(prefix: string): string {
  const breaks = [...prefix.matchAll(/[,;]\s+|\s+so\s+/g)].map((m) => (m.index ?? 0) + m[0].length);
  for (const b of breaks.reverse()) {
    const clause = prefix.slice(b).trim();
    if (clause && labelKind(clause)) return clause;
  }
  return prefix.trim();
}

function amount(kind: Amount['kind'], value: number, raw: string): Amount {
  return { kind, value, negative: value < 0, raw, x: 0 };
}

/** The rows a letter page's sentences state, with the lines they replace. */
function pageFigures(lines: TextLine[]): { rows: Row[]; replaced: Set<TextLine> } | null {
  const prose = lines.filter((l) => l.cells.length === 1);
  if (prose.filter((l) => words(l.text) >= PROSE_WORDS).length < MIN_PROSE_LINES) return null;
  let text = '';
  const placed: Placed[] = [];
  for (const line of prose) {
    if (text) text += /[A-Za-z]-$/.test(text) ? '' : ' ';
    placed.push({ line, start: text.length });
    text += line.text.trim();
  }
  const lineAt = (offset: number) => placed.filter((p) => p.start <= offset).at(-1)?.line as TextLine;
  const rows: Row[] = [];
  // Sentences end at a stop before a capital (not the point inside "$1,042,275.36").
  const ends = [...text.matchAll(/[.!?](?=\s+["“(]?[A-Z])/g)].map((m) => (m.index ?? 0) + 1);
  let at = 0;
  for (const end of [...ends, text.length]) {
    const s = text.slice(at, end);
    const from = at;
    at = end;
    if (!s.trim()) continue;
    const row = (label: string, a: Amount, offset: number): Row => {
      const line = lineAt(from + offset);
      const words = labelOf(label);
      return { page: line.page, lines: [line], label: words, amounts: [a], cells: [words], prose: true };
    };
    for (const p of findPercents(s)) {
      if (p.value > 0 && p.value < 100)
        rows.push(
          row(s.slice(0, p.index), amount('pct', p.value, s.slice(p.index, p.index + p.length)), p.index),
        );
    }
    const last = findMoney(s).at(-1);
    if (last)
      rows.push(
        row(
          s.slice(0, last.index),
          amount('money', last.value, s.slice(last.index, last.index + last.length)),
          last.index,
        ),
      );
  }
  if (rows.filter((r) => r.amounts[0]?.kind === 'money').length < MIN_AMOUNTS) return null;
  return { rows, replaced: new Set(prose) };
}

/**
 * The document's rows with each letter page's prose replaced by the rows its sentences state,
 * placed where the page's prose began; null when no page is a letter with figures.
 */
export function withProseFigures(doc: DocumentText, rows: Row[]): Row[] | null {
  let out = rows;
  let found = false;
  for (const page of doc.pages) {
    const figures = pageFigures(page.lines);
    if (!figures) continue;
    found = true;
    const first = out.findIndex((r) => r.lines.some((l) => figures.replaced.has(l)));
    const kept = out.filter((r) => !r.lines.every((l) => figures.replaced.has(l)));
    const at = first < 0 ? kept.length : out.slice(0, first).filter((r) => kept.includes(r)).length;
    out = [...kept.slice(0, at), ...figures.rows, ...kept.slice(at)];
  }
  return found ? out : null;
}
