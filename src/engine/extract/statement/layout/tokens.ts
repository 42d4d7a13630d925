import { parseMoneyCents, parsePercentCell, parseShare } from '../../../parse';
import type { PageText, TextLine } from '../../../pdf/types';
import { NOT_MEANINGFUL } from '../amount-cells';
import { repairedOcrLine } from '../ocr-cells';
import { endsWrappedLabel, splitRegions } from './regions';

/**
 * A page read as positioned figures: each line becomes a label (its words) and the figures
 * printed after it, each figure with the x of its right edge. Amount columns are right-aligned
 * in every statement layout we know of (accounting convention), so right edges, not left edges,
 * line up down a column.
 */
export interface Figure {
  kind: 'money' | 'pct';
  /** Cents for money (signed as printed), the plain number for a percentage. */
  value: number;
  raw: string;
  right: number;
}

export interface GridRow {
  page: number;
  lines: TextLine[];
  label: string;
  /** A leading account / GL code ("6120", "5010-00"): an identifier, never an amount. */
  code: string | null;
  figures: Figure[];
}

interface Token {
  text: string;
  right: number;
  /** The token is its cell's only word (a dash alone in a cell stands for zero). */
  alone: boolean;
}

// Average glyph width as a fraction of the font size when a line carries no cell right edges.
const FALLBACK_CHAR = 5;

/** Words of a line with an estimated right edge each (proportional to characters within the cell). */
function tokensOf(line: TextLine): Token[] {
  const out: Token[] = [];
  line.cells.forEach((cell, i) => {
    const left = line.cellX[i] ?? 0;
    const right = line.cellRight?.[i] ?? left + cell.length * FALLBACK_CHAR;
    const perChar = cell.length > 0 ? (right - left) / cell.length : 0;
    const words = [...cell.matchAll(/\S+/g)];
    for (const m of words) {
      out.push({ text: m[0], right: left + (m.index + m[0].length) * perChar, alone: words.length === 1 });
    }
  });
  return out;
}

// An amount needs a "$", thousands commas or cents so that years, suite numbers and counts are
// not money ("$500", "1,234", "12.50"); "CR", a trailing minus or parentheses mark a credit
// ("1,234.56 CR", "1,234.56-", "(1,234.56)").
const MONEY_TOKEN = /^\(?[-–]?(?:\$[-–]?\d+|\$?[-–]?(?:\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+\.\d{2}))\)?[-–]?$/;
// A share printed as a decimal factor ("0.0152", "0.050375"), as accounting systems print a
// pro-rata factor: below 1 with three or more decimals, so no amount ("0.50") is taken for one.
const FACTOR_TOKEN = /^0?\.\d{3,8}$/;
// An account code: 3-6 digits, optionally a dash suffix, first on its line.
const CODE_TOKEN = /^\d{3,6}(?:-\d{1,4})?$/;
// A dash standing for zero in an amount column.
const DASH_TOKEN = /^[-–—]$/;

function figure(tokens: Token[], i: number): { fig: Figure; used: number } | null {
  const t = tokens[i] as Token;
  const next = tokens[i + 1];
  const pct = parsePercentCell(t.text);
  if (pct !== null) return { fig: { kind: 'pct', value: pct, raw: t.text, right: t.right }, used: 1 };
  if (FACTOR_TOKEN.test(t.text)) {
    const share = parseShare(t.text);
    return share ? { fig: { kind: 'pct', value: share.pct, raw: t.text, right: t.right }, used: 1 } : null;
  }
  if (!MONEY_TOKEN.test(t.text)) return null;
  const open = t.text.startsWith('(') ? 1 : 0;
  const close = t.text.endsWith(')') || t.text.endsWith(')-') ? 1 : 0;
  if (open !== close) return null;
  const credit = next && /^CR$/i.test(next.text);
  const raw = credit ? `${t.text} ${next.text}` : t.text;
  const cents = parseMoneyCents(raw.replace(/–/g, '-'));
  if (cents === null) return null;
  return {
    fig: { kind: 'money', value: cents, raw, right: t.right },
    used: credit ? 2 : 1,
  };
}

/** Splits one physical line into label, leading code and its trailing run of figures. */
export function gridLine(line: TextLine): { label: string; code: string | null; figures: Figure[] } {
  const tokens = tokensOf(line).filter((t) => t.text !== '$' && t.text !== 'USD');
  // Each token is a figure, a dash (zero) or a word; the figures are the trailing run after the last word.
  type Item = { fig: Figure } | { word: string };
  const items: Item[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const f = figure(tokens, i);
    if (f) {
      items.push({ fig: f.fig });
      i += f.used - 1;
    } else if (DASH_TOKEN.test(t.text) && t.alone && items.length > 0) {
      items.push({ fig: { kind: 'money', value: 0, raw: t.text, right: t.right } });
    } else if (NOT_MEANINGFUL.test(t.text) && t.alone && items.some((it) => 'fig' in it)) {
      // "n/m": a blank cell, not a word that would end the row's run of figures
    } else items.push({ word: t.text });
  }
  let start = items.length;
  while (start > 0 && 'fig' in (items[start - 1] as Item)) start--;
  const figures = items.slice(start).map((it) => (it as { fig: Figure }).fig);
  let words = items.slice(0, start).map((it) => ('word' in it ? it.word : it.fig.raw));
  let code: string | null = null;
  if (words.length > 1 && CODE_TOKEN.test(words[0] as string)) {
    code = words[0] as string;
    words = words.slice(1);
  }
  return { label: words.join(' '), code, figures };
}

/** Lines that only continue the previous row's label ("#316514", "INS)", "27,040.38)"). */
function continues(prev: GridRow, line: TextLine, label: string, figures: Figure[]): boolean {
  if (figures.length || prev.page !== line.page) return false;
  const last = prev.lines[prev.lines.length - 1] as TextLine;
  if (line.y - last.y > 16) return false;
  const open = (prev.label.match(/\(/g)?.length ?? 0) > (prev.label.match(/\)/g)?.length ?? 0);
  return open || /^[#)a-z]/.test(label);
}

/** A row whose label began on the line above (the line above has no figure, see endsWrappedLabel). */
function wrapsInto(prev: GridRow, line: TextLine, label: string, figures: Figure[]): boolean {
  if (!figures.length || prev.figures.length || prev.page !== line.page || !prev.label) return false;
  const last = prev.lines[prev.lines.length - 1] as TextLine;
  if (line.y - last.y > 16 || Math.abs(line.x - last.x) > 3) return false;
  return endsWrappedLabel(label);
}

/** Every line of the pages as grid rows, wrapped labels joined to the row they continue. */
export function gridRows(pages: PageText[]): GridRow[] {
  const rows: GridRow[] = [];
  for (const page of pages) {
    for (const read of splitRegions(page)) {
      const line = page.ocr ? repairedOcrLine(read) : read;
      const g = gridLine(line);
      const prev = rows[rows.length - 1];
      if (prev && continues(prev, line, g.label, g.figures)) {
        prev.lines.push(line);
        prev.label = `${prev.label} ${g.label}`.trim();
        continue;
      }
      if (prev && wrapsInto(prev, line, g.label, g.figures)) {
        prev.lines.push(line);
        prev.label = `${prev.label} ${g.label}`.trim();
        prev.figures = g.figures;
        continue;
      }
      rows.push({ page: line.page, lines: [line], ...g });
    }
  }
  return rows;
}

export const moneyOf = (row: GridRow) => row.figures.filter((f) => f.kind === 'money');
export const pctOf = (row: GridRow) => row.figures.filter((f) => f.kind === 'pct');
