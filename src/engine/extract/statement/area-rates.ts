import { findMoney } from '../../parse';
import type { DocumentText, TextLine } from '../../pdf/types';
import { splitCellAmounts } from './amount-cells';
import type { Row } from './rows';

/**
 * A cost-per-square-foot column beside the costs ("Landscape Maintenance | 29,887.20 | 0.1547"),
 * as statements that compute the tenant's share per rentable foot print them. The rates are no
 * amounts (three or more decimals, no currency), and a row ending in one would read as a label
 * with no figure. The column is found by arithmetic, not by its heading: every rate is its row's
 * cost divided by one area, rounded to the rate's decimals. The cells are dropped from the lines
 * (the line's text, which evidence quotes, is left whole), and the area is kept: it is the
 * denominator of the tenant's share when the share is stated as a rate times the premises.
 */

const RATE_CELL = /^\$?\s?(\d{1,3}\.(\d{3,9}))$/;
/** At least this many rows must agree on the area (a table, not a coincidence). */
const MIN_ROWS = 3;

interface Candidate {
  line: TextLine;
  /** How many cells the line keeps (the label and the money). */
  keep: number;
  dollars: number;
  rate: number;
  decimals: number;
}

const DASH_CELL = /^[-–—]$/;

/**
 * The line's money cell and the rates after it: the first rate is the cost's, the others (a base
 * year's rate, the increase over it) are further per-foot columns, a dash where a cost had none.
 */
function candidateOf(line: TextLine): Candidate | null {
  let k = line.cells.length - 1;
  while (
    k > 0 &&
    (RATE_CELL.test((line.cells[k] as string).trim()) || DASH_CELL.test((line.cells[k] as string).trim()))
  )
    k--;
  if (k < 1 || k === line.cells.length - 1) return null;
  const m = RATE_CELL.exec((line.cells[k + 1] as string).trim());
  if (!m) return null;
  const money = splitCellAmounts(line.cells[k] as string, line.cellX[k] ?? 0).amounts.at(-1);
  if (money?.kind !== 'money') return null;
  return {
    line,
    keep: k + 1,
    dollars: money.value / 100,
    rate: Number(m[1]),
    decimals: (m[2] as string).length,
  };
}

/** The rate is the cost over `area`, rounded to its printed decimals (a little slack for the cost's own cents). */
function agrees(c: Candidate, area: number): boolean {
  if (c.rate === 0) return c.dollars === 0;
  return Math.abs(c.dollars / area - c.rate) <= 0.5 * 10 ** -c.decimals * 1.01 + 0.01 / area;
}

export function withoutAreaRates(doc: DocumentText): { doc: DocumentText; area: number | null } {
  const candidates = doc.pages.flatMap((p) =>
    p.lines.map(candidateOf).filter((c): c is Candidate => c !== null),
  );
  // The area from the row whose rate has the most significant digits (the total's, usually).
  const sized = candidates.filter((c) => c.rate >= 0.1 && c.dollars > 0);
  if (sized.length < MIN_ROWS) return { doc, area: null };
  const precise = sized.reduce((a, b) => (b.rate * 10 ** b.decimals > a.rate * 10 ** a.decimals ? b : a));
  const area = precise.dollars / precise.rate;
  const agreeing = new Map(candidates.filter((c) => agrees(c, area)).map((c) => [c.line, c.keep]));
  if (agreeing.size < MIN_ROWS || agreeing.size < 0.8 * candidates.length) return { doc, area: null };
  const drop = (line: TextLine): TextLine => {
    const keep = agreeing.get(line);
    if (keep === undefined) return line;
    return {
      ...line,
      cells: line.cells.slice(0, keep),
      cellX: line.cellX.slice(0, keep),
      ...(line.cellRight ? { cellRight: line.cellRight.slice(0, keep) } : {}),
    };
  };
  return { doc: { ...doc, pages: doc.pages.map((p) => ({ ...p, lines: p.lines.map(drop) })) }, area };
}

const PER_AREA_RATE =
  /\$?\s?(\d{1,3}\.(\d{2,9}))\s*(?:per|\/)\s*(?:rentable\s+square\s+f(?:oo|ee)t|square\s+f(?:oo|ee)t|r\.?s\.?f\.?|sq\.?\s*ft\.?|sf)\b/i;
const AREA =
  /(\d{1,3}(?:,\d{3})+|\d{3,})\s*(?:rentable\s+square\s+feet|square\s+feet|r\.?s\.?f\.?|sq\.?\s*ft\.?|sf)\b/gi;

/**
 * The tenant's share as a per-foot statement states it: "Your share: $7.257185883 per RSF x your
 * rentable area (3,679 RSF)  $26,699.19", or "increase of $0.847599252 per RSF x ..." over a base
 * year. Taken only when the document's arithmetic holds: the rate times the area is the row's
 * amount, and the rate is the pool (less one of `deductions`, the base year's costs, where the
 * rate is an increase) over the area the cost column was divided by. The share is then the
 * premises' area times the rate over that pool.
 */
export function perAreaShare(
  text: string,
  shareCents: number,
  poolCents: number,
  columnArea: number,
  deductions: number[] = [0],
): { pct: number; rate: number; premises: number; deductionCents: number } | null {
  const r = PER_AREA_RATE.exec(text);
  if (!r || !(poolCents > 0)) return null;
  const rate = Number(r[1]);
  const decimals = (r[2] as string).length;
  const afterRate = text.slice((r.index ?? 0) + r[0].length);
  const premises = [...afterRate.matchAll(AREA)].map((m) => Number((m[1] as string).replace(/,/g, '')))[0];
  if (!premises || !(rate > 0)) return null;
  const slack = 0.5 * 10 ** -decimals;
  if (Math.abs(rate * premises - shareCents / 100) > premises * slack + 0.01) return null;
  for (const deductionCents of deductions) {
    const dollars = (poolCents - deductionCents) / 100;
    if (!(dollars > 0)) continue;
    if (Math.abs(dollars / rate - columnArea) > columnArea * (slack / rate) + 1) continue;
    const pct = Math.round(((rate * premises) / dollars) * 100 * 10_000) / 10_000;
    return { pct, rate, premises, deductionCents };
  }
  return null;
}

/**
 * The money a note states for a base year's costs ("Base Operating Expenses for the Base Year
 * 2019 ...: $1,200,893.67 in total"), each with its year and the line as a row: candidates only,
 * which perAreaShare takes when the pool less one of them is what the increase rate divides.
 */
export function baseYearFigures(doc: DocumentText): { cents: number; year: number | null; row: Row }[] {
  const out: { cents: number; year: number | null; row: Row }[] = [];
  for (const page of doc.pages)
    for (const line of page.lines) {
      const year = /\bbase\s+(?:year|period)\b\D{0,12}((?:19|20)\d{2})/i.exec(line.text);
      if (!year && !/\bbase\s+(?:year|period|operating|expenses?)\b/i.test(line.text)) continue;
      for (const m of findMoney(line.text))
        if (m.value > 0)
          out.push({
            cents: m.value,
            year: year ? Number(year[1]) : null,
            row: {
              page: line.page,
              lines: [line],
              label: line.text,
              amounts: [],
              cells: line.cells,
              prose: true,
            },
          });
    }
  return out;
}
