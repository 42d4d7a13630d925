/**
 * A thin layout layer over pdfkit: paragraphs, headings, multi-column rows with wrapping, dot
 * leaders and page footers, with the standard 14 fonts only (no embedded fonts: small files)
 * and fixed metadata dates (identical bytes for identical input).
 */
import PDFDocument from 'pdfkit';
import type { FontFamily } from './types';

const FONTS: Record<FontFamily, { regular: string; bold: string; italic: string }> = {
  Times: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
  Helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  Courier: { regular: 'Courier', bold: 'Courier-Bold', italic: 'Courier-Oblique' },
};

export interface WriterOptions {
  font: FontFamily;
  size?: number;
  margin?: number;
  /** ISO date used for CreationDate/ModDate. */
  date: string;
  title: string;
  author: string;
  /** Footer text per page; `{n}` and `{total}` are replaced. */
  footer?: string | null;
  /** Landscape letter pages (absent: portrait, as every classic document). */
  landscape?: boolean;
}

export interface Cell {
  text: string;
  /** Left edge, in points from the left page edge. */
  x: number;
  width: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  italic?: boolean;
}

export type FontStyle = 'regular' | 'bold' | 'italic';

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly fonts: { regular: string; bold: string; italic: string };
  readonly size: number;
  readonly margin: number;
  private readonly footer: string | null;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private finalPages = 0;

  constructor(opts: WriterOptions) {
    const [y, m, d] = opts.date.split('-').map(Number);
    const when = new Date(Date.UTC(y!, m! - 1, d!, 9, 30, 0));
    this.margin = opts.margin ?? 72;
    this.doc = new PDFDocument({
      size: 'LETTER',
      ...(opts.landscape ? { layout: 'landscape' as const } : {}),
      margin: this.margin,
      bufferPages: true,
      compress: true,
      info: {
        Title: opts.title,
        Author: opts.author,
        Creator: 'LeaseAudit test generator',
        Producer: 'LeaseAudit test generator',
        CreationDate: when,
        ModDate: when,
      },
    });
    this.fonts = FONTS[opts.font];
    this.size = opts.size ?? (opts.font === 'Courier' ? 9.5 : 10.5);
    this.footer = opts.footer ?? null;
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.font(this.fonts.regular).fontSize(this.size);
  }

  get pageWidth(): number {
    return this.doc.page.width;
  }
  get left(): number {
    return this.margin;
  }
  get right(): number {
    return this.doc.page.width - this.margin;
  }
  get contentWidth(): number {
    return this.right - this.left;
  }
  get bottom(): number {
    return this.doc.page.height - this.margin;
  }

  font(style: FontStyle = 'regular', size = this.size): this {
    this.doc.font(this.fonts[style]).fontSize(size);
    return this;
  }

  space(lines = 0.6): this {
    this.doc.moveDown(lines);
    return this;
  }

  /**
   * Drawn at the top of every page that ensure() opens (a table's header repeated after a page
   * break); null draws nothing.
   */
  pageHeader: (() => void) | null = null;

  ensure(height: number): this {
    if (this.doc.y + height > this.bottom) {
      this.doc.addPage();
      const header = this.pageHeader;
      if (header) {
        this.pageHeader = null; // the header's own rows must not recurse
        header();
        this.pageHeader = header;
      }
    }
    return this;
  }

  newPage(): this {
    this.doc.addPage();
    return this;
  }

  heading(
    text: string,
    opts: { size?: number; align?: 'left' | 'center'; style?: FontStyle; gap?: number } = {},
  ): this {
    const size = opts.size ?? this.size + 1.5;
    this.font(opts.style ?? 'bold', size);
    this.ensure(size * 3);
    this.doc.text(text, this.left, this.doc.y, { width: this.contentWidth, align: opts.align ?? 'left' });
    this.font();
    this.space(opts.gap ?? 0.4);
    return this;
  }

  para(
    text: string,
    opts: {
      indent?: number;
      align?: 'left' | 'justify' | 'center' | 'right';
      style?: FontStyle;
      size?: number;
      gap?: number;
      lead?: string;
      firstIndent?: number;
    } = {},
  ): this {
    const indent = opts.indent ?? 0;
    const width = this.contentWidth - indent;
    this.ensure((opts.size ?? this.size) * 2.4);
    if (opts.lead) {
      this.font('bold', opts.size);
      this.doc.text(`${opts.lead} `, this.left + indent, this.doc.y, {
        width,
        continued: true,
        align: opts.align ?? 'left',
        indent: opts.firstIndent ?? 0,
      });
      this.font(opts.style ?? 'regular', opts.size);
      this.doc.text(text, { width, align: opts.align ?? 'left' });
    } else {
      this.font(opts.style ?? 'regular', opts.size);
      this.doc.text(text, this.left + indent, this.doc.y, {
        width,
        align: opts.align ?? 'left',
        indent: opts.firstIndent ?? 0,
      });
    }
    this.font();
    this.space(opts.gap ?? 0.5);
    return this;
  }

  /** One row of cells; long cells wrap inside their width and the row grows. */
  row(
    cells: Cell[],
    opts: { size?: number; gap?: number; valign?: 'top' | 'bottom'; minHeight?: number } = {},
  ): this {
    const size = opts.size ?? this.size;
    const heights = cells.map((c) => {
      this.font(c.bold ? 'bold' : c.italic ? 'italic' : 'regular', size);
      return this.doc.heightOfString(c.text || ' ', { width: c.width, align: c.align ?? 'left' });
    });
    const h = Math.max(opts.minHeight ?? 0, ...heights);
    this.ensure(h + 2);
    const top = this.doc.y;
    cells.forEach((c, i) => {
      if (!c.text) return;
      this.font(c.bold ? 'bold' : c.italic ? 'italic' : 'regular', size);
      const dy = opts.valign === 'bottom' ? h - heights[i]! : 0;
      this.doc.text(c.text, c.x, top + dy, { width: c.width, align: c.align ?? 'left', lineBreak: true });
    });
    this.doc.x = this.left;
    this.doc.y = top + h + (opts.gap ?? 2);
    this.font();
    return this;
  }

  /** "label ........ amount" across [x, x + width]. */
  leader(
    label: string,
    amount: string,
    opts: { x?: number; width?: number; bold?: boolean; size?: number; dot?: string } = {},
  ): this {
    const size = opts.size ?? this.size;
    const x = opts.x ?? this.left;
    const width = opts.width ?? this.contentWidth;
    this.font(opts.bold ? 'bold' : 'regular', size);
    const amountW = this.doc.widthOfString(amount);
    const labelMax = width - amountW - 24;
    let labelText = label;
    // wrap long labels: all but the last line go on their own rows
    const lines: string[] = [];
    if (this.doc.widthOfString(labelText) > labelMax) {
      const words = labelText.split(' ');
      let cur = '';
      for (const w of words) {
        const next = cur ? `${cur} ${w}` : w;
        if (this.doc.widthOfString(next) > labelMax && cur) {
          lines.push(cur);
          cur = w;
        } else cur = next;
      }
      labelText = cur;
    }
    this.ensure(size * 1.3 * (lines.length + 1) + 2);
    for (const l of lines) {
      this.doc.text(l, x, this.doc.y, { lineBreak: false });
      this.doc.y += size * 1.25;
    }
    const top = this.doc.y;
    const labelW = this.doc.widthOfString(labelText);
    this.doc.text(labelText, x, top, { lineBreak: false });
    const dot = opts.dot ?? '.';
    const dotW = this.doc.widthOfString(dot);
    const gapStart = x + labelW + 6;
    const gapEnd = x + width - amountW - 6;
    const n = Math.max(0, Math.floor((gapEnd - gapStart) / dotW));
    if (n > 2) this.doc.text(dot.repeat(n), gapEnd - n * dotW, top, { lineBreak: false });
    this.doc.text(amount, x + width - amountW, top, { lineBreak: false });
    this.doc.x = this.left;
    this.doc.y = top + size * 1.3;
    this.font();
    return this;
  }

  /**
   * One printed line drawn as a single string (one text-show operator), at (x, y), without
   * wrapping: a fixed-width report's or a typewriter's line, whose columns are runs of spaces
   * inside the string rather than separately positioned cells.
   */
  textLine(text: string, x: number, y: number, style: FontStyle = 'regular', size = this.size): this {
    this.font(style, size);
    this.doc.text(text, x, y, { lineBreak: false });
    this.doc.x = this.left;
    return this;
  }

  rule(opts: { x1?: number; x2?: number; weight?: number; gap?: number } = {}): this {
    const y = this.doc.y + 1;
    this.doc
      .moveTo(opts.x1 ?? this.left, y)
      .lineTo(opts.x2 ?? this.right, y)
      .lineWidth(opts.weight ?? 0.6)
      .stroke();
    this.doc.y = y + (opts.gap ?? 4);
    return this;
  }

  box(x: number, y: number, w: number, h: number, weight = 0.6): this {
    this.doc.rect(x, y, w, h).lineWidth(weight).stroke();
    return this;
  }

  /** Writes footers, closes the document and returns its bytes. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    if (this.footer) {
      for (let i = range.start; i < range.start + range.count; i++) {
        this.doc.switchToPage(i);
        const saved = this.doc.page.margins.bottom;
        this.doc.page.margins.bottom = 0;
        this.font('regular', this.size - 2);
        const text = this.footer.replace('{n}', String(i + 1)).replace('{total}', String(range.count));
        this.doc.text(text, this.left, this.doc.page.height - this.margin / 2 - 6, {
          width: this.contentWidth,
          align: 'center',
          lineBreak: false,
        });
        this.doc.page.margins.bottom = saved;
      }
    }
    this.finalPages = range.count;
    this.doc.end();
    await this.done;
    return Buffer.concat(this.chunks);
  }

  /** Number of pages (valid after finish()). */
  get pageCount(): number {
    return this.finalPages;
  }
}
