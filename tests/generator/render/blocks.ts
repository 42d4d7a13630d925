/**
 * A tiny document model for legal text (articles, sections, lists, tables) and its layout onto
 * a PdfWriter with several numbering and heading styles.
 */

import type { PdfWriter } from '../pdf';
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
