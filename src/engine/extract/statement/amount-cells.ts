import { parseMoneyCents } from '../../parse';

/** A number printed in an amount column: money (cents) or a percentage. */
export interface Amount {
  kind: 'money' | 'pct';
  /** Cents for money (negative when printed negative), the plain number for a percentage. */
  value: number;
  /** Printed as negative: "(1,234.00)", "-$1,234.00", "1,234.00 CR". */
  negative: boolean;
  raw: string;
  /** Left edge of the cell it came from (page units), for column assignment. */
  x: number;
}

// Words a money amount may carry apart from its digits: a currency or sign before it ("$ 1,234.56",
// "- $500", "USD 1,234.56", "( 75.00 )"), a credit mark or closing parenthesis after it
// ("1,234.56 CR"). The amount itself is read by parse/ (parseMoneyCents), in every form it knows.
const BEFORE_WORD = /^(?:\$|US\$|USD|\(|\(\$|[-–]|[-–]\$)$/;
const AFTER_WORD = /^(?:CR|Cr|cr|CREDIT|Credit|\))$/;

/** The money-shaped tail of a cell: its last word with the marker words around it, and where it starts. */
function moneyTail(text: string): { token: string; index: number } | null {
  const words = [...text.matchAll(/\S+/g)];
  let last = words.length - 1;
  if (last < 0) return null;
  if (last > 0 && AFTER_WORD.test(words[last]?.[0] ?? '')) last--;
  if (!/\d/.test(words[last]?.[0] ?? '')) return null;
  let first = last;
  while (first > 0 && first > last - 2 && BEFORE_WORD.test(words[first - 1]?.[0] ?? '')) first--;
  const index = words[first]?.index ?? 0;
  return { token: text.slice(index), index };
}

// A signed change ("-1.5%", "+3%") is a percentage cell too.
const PCT_TAIL = /(?:^|\s)([-–+]?\d{1,3}(?:\.\d+)?)\s?%$/;
// A currency sign standing alone at a cell's end: its figure is in the cell to its right.
const DANGLING_CURRENCY = /(?:^|\s)(?:\$|US\$|USD)$/;
// A dash standing for zero in an amount column: "-", "$ -", "—", and the "-0-" that tax forms
// and accountants' worksheets enter on a line with nothing on it.
export const DASH_FIGURE = /^\$?\s*(?:[-–—]+|[-–—]0[-–—])\s*$/;
const DASH_CELL = DASH_FIGURE;
// An amount cell left without a figure: "n/a", "N/M", "nm" (a change against a zero prior year, a
// variance of a line with no budget); a scan reads the slash as "i", "l" or "1" ("nim"). A
// spreadsheet prints its error value there instead ("#DIV/0!" for a % change against nothing).
export const NOT_MEANINGFUL =
  /^(?:(?:n[/il1|]?a|n[/il1|]?m|nmf?|n\.[am]\.)\.?|#(?:DIV\/0!|N\/A|VALUE!|REF!|NUM!|NAME\?|NULL!))$/i;
const EMPTY_CELL = NOT_MEANINGFUL;

// OCR can read "$" as "S" before the digits ("S1,234.56").
function moneyToken(token: string, x: number): Amount | null {
  const cleaned = token.replace(/^(\(?\s*[-–]?\s*)S(?=\d)/, '$1$').replace(/–/g, '-');
  const digits = cleaned.replace(/[^\d]/g, '');
  if (!digits) return null;
  const grouped = /\d{1,3}(?:,\d{3})+/.test(cleaned);
  // A bare "(1234)" is a footnote or count, not money.
  if (!cleaned.includes('$') && !grouped && !/\.\d{2}\b/.test(cleaned)) return null;
  if (grouped && !/^[^\d]*\d{1,3}(?:,\d{3})+(?:\.\d{2})?[^\d]*$/.test(cleaned)) return null;
  const cents = parseMoneyCents(cleaned);
  if (cents === null) return null;
  // The raw figure as printed, without the credit word beside it (OCR re-readings work on digits).
  const raw = token.trim().replace(/\s+(?:CR|Cr|cr|CREDIT|Credit)$/, '');
  return { kind: 'money', value: cents, negative: cents < 0, raw, x };
}

function opensParen(text: string): boolean {
  return (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
}

/** Splits trailing amounts off one cell: "Tenant's Share 18.18%" -> rest "Tenant's Share", [18.18 %]. */
export function splitCellAmounts(cell: string, x: number): { rest: string; amounts: Amount[] } {
  let rest = cell.trim();
  const amounts: Amount[] = [];
  if (EMPTY_CELL.test(rest)) return { rest: '', amounts: [] };
  if (DASH_CELL.test(rest))
    return { rest: '', amounts: [{ kind: 'money', value: 0, negative: false, raw: rest, x }] };
  for (;;) {
    // Accounting layouts print the "$" at a column's left edge and the figure right-aligned, so a
    // cell can end with the next column's lone "$" ("Insurance $ | 36,700.18"): it is no label text.
    const dangling = DANGLING_CURRENCY.exec(rest);
    if (dangling) {
      rest = rest.slice(0, dangling.index).trimEnd();
      continue;
    }
    const pct = PCT_TAIL.exec(rest);
    if (pct) {
      const text = pct[1] as string;
      const negative = /[-–]/.test(text);
      const value = Number(text.replace(/[^\d.]/g, ''));
      amounts.unshift({ kind: 'pct', value: negative ? -value : value, negative, raw: pct[0].trim(), x });
      rest = rest.slice(0, pct.index).trimEnd();
      continue;
    }
    const money = moneyTail(rest);
    // Inside an open parenthesis ("(4,984 / 100,000") a number belongs to the label.
    // After "@", "at", "x" a figure is a rate the label states ("12 months at $75.00"), not a column;
    // after "Section", "Paragraph", "§" it is a reference ("... that Section 5.04"), no amount.
    const before = money ? rest.slice(0, money.index) : '';
    if (
      money &&
      !opensParen(before) &&
      !/(?:@|\bat|\bx|×|\bof|\bper|\bcost|\bsections?|\bparagraphs?|\barticles?|\bclauses?|§)\s*$/i.test(
        before,
      )
    ) {
      const amount = moneyToken(money.token, x);
      if (!amount) break;
      amounts.unshift(amount);
      rest = rest.slice(0, money.index).trimEnd();
      continue;
    }
    break;
  }
  return { rest, amounts };
}

// A decrease in a "% Change" column printed the accounting way: "(1.1%)", a cell of its own.
const PAREN_PCT_CELL = /^\((\d{1,3}(?:\.\d+)?)\s?%\)$/;

/** Splits a line's cells into its label (left) and the amounts printed after it (right). */
export function splitLabelAndAmounts(cells: string[], cellX: number[]): { label: string; amounts: Amount[] } {
  // Year-over-year statements end each row with its % change, a decrease in parentheses. Only
  // as the row's last cell after money amounts is it read so: elsewhere a "(15%)" is a rate the
  // label states ("Admin Fee | (15%) | 1,000.00").
  const paren = cells.length > 1 ? PAREN_PCT_CELL.exec((cells[cells.length - 1] as string).trim()) : null;
  if (paren) {
    const inner = splitLabelAndAmounts(cells.slice(0, -1), cellX.slice(0, -1));
    if (inner.amounts.some((a) => a.kind === 'money')) {
      const value = -Number(paren[1]);
      const x = cellX[cells.length - 1] ?? 0;
      const raw = (cells[cells.length - 1] as string).trim();
      return {
        label: inner.label,
        amounts: [...inner.amounts, { kind: 'pct', value, negative: true, raw, x }],
      };
    }
  }
  // A "% Change" cell of a line the prior year did not have reads "new": no figure, no label word.
  if (cells.length > 1 && /^new$/i.test((cells[cells.length - 1] as string).trim())) {
    const inner = splitLabelAndAmounts(cells.slice(0, -1), cellX.slice(0, -1));
    if (inner.amounts.some((a) => a.kind === 'money')) return inner;
  }
  const amounts: Amount[] = [];
  let i = cells.length - 1;
  let rest = '';
  for (; i >= 0; i--) {
    const split = splitCellAmounts(cells[i] as string, cellX[i] ?? 0);
    amounts.unshift(...split.amounts);
    if (split.rest) {
      rest = split.rest;
      break;
    }
  }
  const label = [...cells.slice(0, Math.max(i, 0)), rest].filter(Boolean).join(' ');
  return { label: i < 0 ? '' : label, amounts };
}
