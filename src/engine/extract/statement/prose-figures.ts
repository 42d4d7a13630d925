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

/** A figure followed by these words is a monthly amount ("$4,365.00 a month toward these costs"). */
const MONTHLY_AFTER = /^\s*(?:a|per|each|every)\s+month\b|^\s*monthly\b/i;
/** A rate applied to the figure just before it ("12% of that", "10% of which"). */
const RATE_OF_THAT = /^\s*of\s+(?:that|this|it|which|them)\b/i;
/** The words before a figure that is a rate of the previous one ("and 12% of that is"). */
const RATE_OF_THAT_BEFORE = /(\d+(?:\.\d+)?)\s*%\s+of\s+(?:that|this|it|which|them)\b[^$]*$/i;

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
      // "and 12% of that is $3,903.75": a rate applied to the figure before it, not a share.
      if (RATE_OF_THAT.test(s.slice(p.index + p.length))) continue;
      if (p.value > 0 && p.value < 100)
        rows.push(
          row(s.slice(0, p.index), amount('pct', p.value, s.slice(p.index, p.index + p.length)), p.index),
        );
    }
    const moneys = findMoney(s);
    const rates = findPercents(s).map((p) => p.value);
    // The sentence's figures so far: a figure that is one of the sentence's rates of an earlier
    // one is that rate's result ("calculated on ..., $13,457.51, and comes to $1,614.90"), and the
    // earlier figure its base, which states nothing of its own.
    const said: { value: number; label: string; row: Row | null }[] = [];
    let monthly: { value: number; raw: string; label: string } | null = null;
    let from0 = 0;
    moneys.forEach((m, k) => {
      const raw = s.slice(m.index, m.index + m.length);
      // The words since the sentence's previous figure name this one first.
      const prefix = s.slice(from0, m.index);
      from0 = m.index + m.length;
      const money = (label: string) => {
        const r = row(label, amount('money', m.value, raw), m.index);
        rows.push(r);
        return r;
      };
      // A base the sentence named as the result's kind is the result's base, not another result
      // ("The administration fee ... is calculated on ..., $13,457.51"); a share stays a share.
      const dropBase = (base: (typeof said)[number], result: string) => {
        if (!base.row || labelKind(base.row.label) !== labelKind(result)) return;
        rows.splice(rows.indexOf(base.row), 1);
        base.row = null;
      };
      // "$4,365.00 a month ..., $52,380.00 in all": the months' total is what was paid.
      if (MONTHLY_AFTER.test(s.slice(from0))) {
        monthly = { value: m.value, raw, label: labelOf(prefix) };
        return;
      }
      const months = monthly && monthly.value > 0 ? m.value / monthly.value : 0;
      if (monthly && Number.isInteger(months) && months >= 2 && months <= 24) {
        said.push({
          value: m.value,
          label: monthly.label,
          row: money(`${monthly.label} (${months} monthly installments of ${monthly.raw})`),
        });
        monthly = null;
        return;
      }
      const isRate = (base: { value: number }, pct: number) =>
        pct > 0 && Math.abs(Math.round((base.value * pct) / 100) - m.value) <= 1;
      // "your share of them is $32,531.26, and 12% of that is $3,903.75": the rate of the figure
      // before, the charge the letter named at that rate ("our administrative charge of 12%").
      const rate = RATE_OF_THAT_BEFORE.exec(prefix);
      const last = said.at(-1);
      if (rate && last) {
        const pct = Number(rate[1]);
        const named = rows.find(
          (r) => r.amounts[0]?.kind === 'pct' && r.amounts[0].value === pct && labelKind(r.label),
        );
        if (named && isRate(last, pct)) {
          const label = `${named.label} ${pct}% of ${last.label}`;
          dropBase(last, label);
          said.push({ value: m.value, label: named.label, row: money(label) });
          return;
        }
      }
      const base = said.find((b) => rates.some((pct) => isRate(b, pct)));
      if (base) {
        const label = labelOf(s.slice(0, m.index));
        dropBase(base, label);
        said.push({ value: m.value, label, row: money(label) });
        return;
      }
      const own = labelOf(prefix);
      const kind = labelKind(own);
      let made: Row | null = null;
      if (kind) made = money(own);
      else if (k === moneys.length - 1) {
        // The sentence's last figure, its own words naming nothing: the sentence's words name it,
        // unless an earlier figure of the sentence already is what they name.
        const whole = labelOf(s.slice(0, m.index));
        const wholeKind = labelKind(whole);
        const taken = said.some((b) => b.row && labelKind(b.row.label) === wholeKind);
        made = money(wholeKind && !taken ? whole : own);
      }
      said.push({
        value: m.value,
        label: own.replace(/[\s,]+(?:is|was|are|were|comes?\s+to|came\s+to)$/i, ''),
        row: made,
      });
    });
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
