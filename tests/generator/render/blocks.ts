/**
 * A tiny document model for legal text (articles, sections, lists, tables) and its layout onto
 * a PdfWriter with several numbering and heading styles.
 */

import { addDays } from '../format';
import type { Cell, PdfWriter } from '../pdf';
import type { Rng } from '../prng';

export type Block =
  | { kind: 'p'; text: string; lead?: string }
  | { kind: 'list'; items: string[]; marker: 'alpha' | 'roman' | 'numeric' | 'dash' }
  | {
      kind: 'table';
      header: string[];
      rows: string[][];
      widths: number[];
      align?: ('left' | 'right' | 'center')[];
    };

export interface SectionDoc {
  /** Short caption, e.g. "Late Charge". */
  caption?: string;
  blocks: Block[];
}

export interface ArticleDoc {
  title: string;
  sections: SectionDoc[];
}

export interface NumberingStyle {
  article: 'ARTICLE_WORD' | 'NUMBER_DOT' | 'SECTION_WORD' | 'ROMAN';
  section: 'DECIMAL' | 'SECTION_DECIMAL' | 'PAREN_ALPHA';
  captionInline: boolean;
  headingCentered: boolean;
}

const ROMAN = [
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'vi',
  'vii',
  'viii',
  'ix',
  'x',
  'xi',
  'xii',
  'xiii',
  'xiv',
  'xv',
  'xvi',
];

export function roman(n: number): string {
  return ROMAN[n - 1] ?? String(n);
}

export function randomNumbering(rng: Rng): NumberingStyle {
  return {
    article: rng.pick(['ARTICLE_WORD', 'NUMBER_DOT', 'SECTION_WORD', 'ROMAN'] as const),
    section: rng.pick(['DECIMAL', 'SECTION_DECIMAL', 'PAREN_ALPHA'] as const),
    captionInline: rng.chance(0.6),
    headingCentered: rng.chance(0.4),
  };
}

function articleHeading(style: NumberingStyle, n: number, title: string): string {
  switch (style.article) {
    case 'ARTICLE_WORD':
      return `ARTICLE ${n}\n${title.toUpperCase()}`;
    case 'SECTION_WORD':
      return `SECTION ${n}. ${title.toUpperCase()}`;
    case 'ROMAN':
      return `${roman(n).toUpperCase()}. ${title}`;
    default:
      return `${n}. ${title.toUpperCase()}`;
  }
}

function sectionLabel(style: NumberingStyle, a: number, s: number): string {
  switch (style.section) {
    case 'SECTION_DECIMAL':
      return `Section ${a}.${s}`;
    case 'PAREN_ALPHA':
      return `(${String.fromCharCode(96 + s)})`;
    default:
      return `${a}.${s}`;
  }
}

export function layoutBlock(w: PdfWriter, b: Block, indent = 0): void {
  if (b.kind === 'p') {
    w.para(b.text, { lead: b.lead, indent, align: 'justify' });
    return;
  }
  if (b.kind === 'list') {
    b.items.forEach((item, i) => {
      const marker =
        b.marker === 'alpha'
          ? `(${String.fromCharCode(97 + i)})`
          : b.marker === 'roman'
            ? `(${roman(i + 1)})`
            : b.marker === 'numeric'
              ? `${i + 1}.`
              : '-';
      w.row(
        [
          { text: marker, x: w.left + indent + 14, width: 26 },
          { text: item, x: w.left + indent + 42, width: w.contentWidth - indent - 42 },
        ],
        { gap: 3 },
      );
    });
    w.space(0.4);
    return;
  }
  // table
  const total = b.widths.reduce((a, x) => a + x, 0);
  const scale = (w.contentWidth - indent - 10) / total;
  const xs: number[] = [];
  let x = w.left + indent + 10;
  for (const wd of b.widths) {
    xs.push(x);
    x += wd * scale;
  }
  const cells = (texts: string[], bold: boolean) =>
    texts.map((t, i) => ({
      text: t,
      x: xs[i]!,
      width: b.widths[i]! * scale - 6,
      align: b.align?.[i] ?? 'left',
      bold,
    }));
  w.row(cells(b.header, true), { gap: 1, valign: 'bottom' });
  w.rule({ x1: w.left + indent + 10, x2: w.right, gap: 3 });
  for (const r of b.rows) w.row(cells(r, false), { gap: 3 });
  w.space(0.5);
}

export function layoutArticles(
  w: PdfWriter,
  style: NumberingStyle,
  articles: ArticleDoc[],
  startAt = 1,
): void {
  articles.forEach((art, ai) => {
    const n = startAt + ai;
    w.space(0.3);
    w.heading(articleHeading(style, n, art.title), { align: style.headingCentered ? 'center' : 'left' });
    art.sections.forEach((sec, si) => {
      const label =
        art.sections.length > 1 || style.section !== 'PAREN_ALPHA' ? sectionLabel(style, n, si + 1) : '';
      sec.blocks.forEach((b, bi) => {
        if (bi === 0 && b.kind === 'p') {
          const caption = sec.caption ? (style.captionInline ? `${sec.caption}.` : '') : '';
          if (!style.captionInline && sec.caption) {
            w.para(`${label} ${sec.caption}`.trim(), { style: 'bold', gap: 0.2 });
            w.para(b.text, { align: 'justify' });
          } else {
            w.para(b.text, { lead: `${label} ${caption}`.trim() || undefined, align: 'justify' });
          }
        } else layoutBlock(w, b, 18);
      });
    });
  });
}

/** Months after the commencement date, as a rent table counts them ("Months 1-12"). */
export function monthRange(commencement: string, from: string, to: string): string {
  const months = (a: string, b: string) => {
    const [ya, ma, da] = a.split('-').map(Number) as [number, number, number];
    const [yb, mb, db] = b.split('-').map(Number) as [number, number, number];
    return (yb - ya) * 12 + (mb - ma) + (db >= da ? 0 : -1);
  };
  const a = months(commencement, from) + 1;
  const b = Math.max(a, months(commencement, addDays(to, 1)));
  return `Months ${a}-${b}`;
}

// ---------------------------------------------------------------- tables drawn by the families

export type Align = 'left' | 'right' | 'center';

/** The left edges of columns of the given widths laid side by side from x0, then their right end. */
export function columnEdges(x0: number, widths: readonly number[]): number[] {
  const xs: number[] = [];
  let x = x0;
  for (const v of widths) {
    xs.push(x);
    x += v;
  }
  xs.push(x);
  return xs;
}

/**
 * One row of a plain table (for `w.row`): cell i starts `inset` after xs[i] and is widths[i] less
 * `trim` wide; the columns from `rightFrom` on are right-aligned.
 */
export function tableCells(
  xs: readonly number[],
  widths: readonly number[],
  vals: readonly string[],
  opt: { bold?: boolean; rightFrom: number; inset?: number; trim?: number },
): Cell[] {
  const inset = opt.inset ?? 0;
  const trim = opt.trim ?? 6;
  return vals.map((v, i) => ({
    text: v,
    x: xs[i]! + inset,
    width: widths[i]! - trim,
    bold: opt.bold,
    align: i >= opt.rightFrom ? ('right' as const) : ('left' as const),
  }));
}

/** One row's cells between consecutive edges: vals[i] spans edges[i] to edges[i + 1]. */
export function edgeCells<T extends object = object>(
  edges: readonly number[],
  vals: readonly string[],
  align: readonly (Align | undefined)[],
  extra?: T,
): (Cell & T)[] {
  return vals.map((text, i) => ({
    ...(extra as T),
    x: edges[i]!,
    width: edges[i + 1]! - edges[i]!,
    text,
    align: align[i],
  }));
}

/** Fills a rectangle with a colour, leaving the fill colour and the pen as they were. */
export function fillRect(w: PdfWriter, x: number, y: number, width: number, h: number, color: string): void {
  w.doc.save().rect(x, y, width, h).fillColor(color).fill().restore();
}

export type RuleLine = 'top' | 'bottom' | 'both' | 'double' | null;

/**
 * One table row of padded cells (3 pt each side) under an optional shade across the row, with
 * horizontal rules only: above, below, both, or "double" (above, and a double rule below).
 */
export function ruledRow(
  w: PdfWriter,
  cells: Cell[],
  opt: { size?: number; shade?: string | null; line?: RuleLine; weight?: number } = {},
): void {
  const size = opt.size ?? 8.5;
  const weight = opt.weight ?? 0.5;
  const heights = cells.map((c) => {
    w.font(c.bold ? 'bold' : 'regular', size);
    return w.doc.heightOfString(c.text || ' ', { width: c.width - 6 });
  });
  const h = Math.max(...heights) + 5;
  w.ensure(h + 2);
  const top = w.doc.y;
  const x0 = cells[0]!.x;
  const last = cells[cells.length - 1]!;
  const x1 = last.x + last.width;
  if (opt.shade) fillRect(w, x0, top, x1 - x0, h, opt.shade);
  for (const c of cells) {
    if (!c.text) continue;
    w.font(c.bold ? 'bold' : 'regular', size);
    w.doc
      .fillColor('black')
      .text(c.text, c.x + 3, top + 2.5, { width: c.width - 6, align: c.align ?? 'left' });
  }
  const hl = (y: number) => w.doc.moveTo(x0, y).lineTo(x1, y).lineWidth(weight).stroke();
  if (opt.line === 'top' || opt.line === 'both') hl(top);
  if (opt.line === 'bottom' || opt.line === 'both') hl(top + h);
  if (opt.line === 'double') {
    hl(top);
    hl(top + h);
    hl(top + h + 1.5);
  }
  w.doc.x = w.left;
  w.doc.y = top + h + (opt.line === 'double' ? 2 : 0);
  w.font();
}

/**
 * One row of cells each with its own border (a form's boxes, a spreadsheet's gridlines), a cell
 * shaded where it asks; text at the top of its cell, or at the bottom (`valign`).
 */
export function boxedRow(
  w: PdfWriter,
  cells: (Cell & { shade?: boolean })[],
  size: number,
  style: { pad?: number; weight?: number; fill?: string; valign?: 'top' | 'bottom' } = {},
): void {
  const pad = style.pad ?? 3;
  const heights = cells.map((c) => {
    w.font(c.bold ? 'bold' : 'regular', size);
    return w.doc.heightOfString(c.text || ' ', { width: c.width - 2 * pad });
  });
  const h = Math.max(...heights) + 2 * pad;
  w.ensure(h + 2);
  const top = w.doc.y;
  for (const [i, c] of cells.entries()) {
    if (c.shade) fillRect(w, c.x, top, c.width, h, style.fill ?? '#e8e8e8');
    w.doc
      .rect(c.x, top, c.width, h)
      .lineWidth(style.weight ?? 0.5)
      .stroke();
    if (c.text) {
      w.font(c.bold ? 'bold' : 'regular', size);
      const dy = style.valign === 'bottom' ? h - 2 * pad - heights[i]! : 0;
      w.doc.fillColor('black').text(c.text, c.x + pad, top + pad + dy, {
        width: c.width - 2 * pad,
        align: c.align ?? 'left',
      });
    }
  }
  w.doc.x = w.left;
  w.doc.y = top + h;
  w.font();
}
