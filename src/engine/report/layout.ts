/**
 * A small layout layer over pdfkit for the report: letter pages with fixed margins, section
 * headings, paragraphs, bullet lists, tables that break across pages (repeating their header),
 * callout boxes and page footers. Standard PDF fonts only (Helvetica), so nothing is downloaded
 * or embedded.
 */
import PDFDocument from 'pdfkit';

export type Doc = PDFKit.PDFDocument;

export const COLOR = {
  ink: '#1c2430',
  muted: '#5d6778',
  faint: '#8a93a3',
  navy: '#17324d',
  accent: '#2a6bb0',
  rule: '#d7dde6',
  soft: '#f3f6fa',
  zebra: '#f7f9fc',
  red: '#b3261e',
  redSoft: '#fdeeec',
  amber: '#a35f00',
  amberSoft: '#fff5e5',
  green: '#1d7a4d',
  greenSoft: '#eaf6ef',
  white: '#ffffff',
} as const;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;

export const SEVERITY_COLOR: Record<string, string> = {
  HIGH: COLOR.red,
  MEDIUM: COLOR.amber,
  LOW: COLOR.accent,
  INFO: COLOR.muted,
};

const MARGIN = 54;
const BOTTOM = 64;

export interface Column {
  header: string;
  /** Relative width; the columns share the text width in proportion. */
  weight: number;
  align?: 'left' | 'right' | 'center';
}

export interface Row {
  cells: string[];
  bold?: boolean;
  fill?: string;
  /** Per-cell text colors. */
  colors?: (string | undefined)[];
}

export interface TableOptions {
  size?: number;
  pad?: number;
  zebra?: boolean;
}

export class Layout {
  readonly doc: Doc;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(info: { title: string; subject: string; author: string; date: Date }) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM },
      bufferPages: true,
      compress: true,
      autoFirstPage: true,
      info: {
        Title: info.title,
        Subject: info.subject,
        Author: info.author,
        Creator: 'LeaseAudit',
        Producer: 'LeaseAudit',
        CreationDate: info.date,
        ModDate: info.date,
      },
    });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve, reject) => {
      this.doc.on('end', () => resolve());
      this.doc.on('error', reject);
    });
    this.doc.font(FONT.regular).fontSize(10).fillColor(COLOR.ink);
  }

  get left(): number {
    return MARGIN;
  }
  get right(): number {
    return this.doc.page.width - MARGIN;
  }
  get width(): number {
    return this.right - this.left;
  }
  get top(): number {
    return MARGIN;
  }
  get maxY(): number {
    return this.doc.page.height - BOTTOM;
  }
  get y(): number {
    return this.doc.y;
  }
  set y(v: number) {
    this.doc.y = v;
  }

  newPage(): void {
    this.doc.addPage();
    this.doc.x = this.left;
    this.doc.y = this.top;
  }

  /** Starts a new page unless `height` points still fit on this one; true when it broke. */
  ensure(height: number): boolean {
    if (this.doc.y + height <= this.maxY) return false;
    this.newPage();
    return true;
  }

  space(points: number): void {
    if (this.doc.y + points <= this.maxY) this.doc.y += points;
  }

  style(font: string, size: number, color: string = COLOR.ink): this {
    this.doc.font(font).fontSize(size).fillColor(color);
    return this;
  }

  textHeight(text: string, width: number, font: string, size: number, lineGap = 2): number {
    this.doc.font(font).fontSize(size);
    return this.doc.heightOfString(text, { width, lineGap });
  }

  /** A section title with a rule under it; `page` starts it on a new page. */
  section(title: string, opts: { page?: boolean; kicker?: string } = {}): void {
    if (opts.page) this.newPage();
    else {
      this.space(14);
      this.ensure(90);
    }
    if (opts.kicker) {
      this.style(FONT.bold, 8, COLOR.accent).text(opts.kicker.toUpperCase(), this.left, this.doc.y, {});
      this.doc.y += 2;
    }
    this.style(FONT.bold, 17, COLOR.navy).text(title, this.left, this.doc.y, { width: this.width });
    const y = this.doc.y + 4;
    this.doc.moveTo(this.left, y).lineTo(this.right, y).lineWidth(1.2).strokeColor(COLOR.accent).stroke();
    this.doc.y = y + 12;
    this.style(FONT.regular, 10);
  }

  subheading(text: string, opts: { color?: string; size?: number } = {}): void {
    this.ensure(48);
    this.style(FONT.bold, opts.size ?? 11.5, opts.color ?? COLOR.navy).text(text, this.left, this.doc.y, {
      width: this.width,
    });
    this.doc.y += 4;
    this.style(FONT.regular, 10);
  }

  text(text: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}): this {
    this.doc.text(text, x, y, opts);
    return this;
  }

  /** A flowing paragraph (pdfkit continues it on the next page when it is long). */
  para(
    text: string,
    opts: {
      font?: string;
      size?: number;
      color?: string;
      indent?: number;
      after?: number;
      align?: 'left' | 'justify';
    } = {},
  ): void {
    const font = opts.font ?? FONT.regular;
    const size = opts.size ?? 10;
    const indent = opts.indent ?? 0;
    const width = this.width - indent;
    // Keep at least two lines together.
    this.ensure(Math.min(this.textHeight(text, width, font, size), size * 2.8));
    this.style(font, size, opts.color ?? COLOR.ink).text(text, this.left + indent, this.doc.y, {
      width,
      lineGap: 2,
      align: opts.align ?? 'left',
    });
    this.doc.y += opts.after ?? 6;
  }

  /** A bulleted (or numbered) list. */
  list(
    items: string[],
    opts: { numbered?: boolean; size?: number; indent?: number; color?: string } = {},
  ): void {
    const size = opts.size ?? 10;
    const indent = opts.indent ?? 4;
    const gutter = opts.numbered ? 18 : 12;
    items.forEach((item, i) => {
      const width = this.width - indent - gutter;
      const h = this.textHeight(item, width, FONT.regular, size);
      this.ensure(Math.min(h, size * 2.8));
      const y = this.doc.y;
      this.style(opts.numbered ? FONT.bold : FONT.regular, size, COLOR.accent).text(
        opts.numbered ? `${i + 1}.` : '\u2022',
        this.left + indent,
        y,
        { width: gutter, lineBreak: false },
      );
      this.style(FONT.regular, size, opts.color ?? COLOR.ink).text(item, this.left + indent + gutter, y, {
        width,
        lineGap: 2,
      });
      this.doc.y += 4;
    });
  }

  /** A table that breaks across pages and repeats its header row there. */
  table(columns: Column[], rows: Row[], opts: TableOptions = {}): void {
    const size = opts.size ?? 9;
    const pad = opts.pad ?? 5;
    const total = columns.reduce((s, c) => s + c.weight, 0);
    const widths = columns.map((c) => (c.weight / total) * this.width);
    const xs = widths.map((_, i) => this.left + widths.slice(0, i).reduce((s, w) => s + w, 0));

    const measure = (cells: string[], font: string) =>
      Math.max(...cells.map((c, i) => this.textHeight(c, widths[i]! - 2 * pad, font, size, 1))) + 2 * pad;

    const drawRow = (
      cells: string[],
      h: number,
      font: string,
      fill: string | null,
      colors?: (string | undefined)[],
    ) => {
      const y = this.doc.y;
      if (fill) this.doc.rect(this.left, y, this.width, h).fill(fill);
      cells.forEach((cell, i) => {
        this.style(font, size, colors?.[i] ?? (fill === COLOR.navy ? COLOR.white : COLOR.ink)).text(
          cell,
          xs[i]! + pad,
          y + pad,
          { width: widths[i]! - 2 * pad, align: columns[i]!.align ?? 'left', lineGap: 1 },
        );
      });
      this.doc
        .moveTo(this.left, y + h)
        .lineTo(this.right, y + h)
        .lineWidth(0.5)
        .strokeColor(COLOR.rule)
        .stroke();
      this.doc.y = y + h;
    };
    const headers = columns.map((c) => c.header);
    const headerH = measure(headers, FONT.bold);
    const header = () => drawRow(headers, headerH, FONT.bold, COLOR.navy);

    const firstH = rows[0] ? measure(rows[0].cells, rows[0].bold ? FONT.bold : FONT.regular) : 0;
    this.ensure(headerH + firstH);
    header();
    rows.forEach((row, r) => {
      const font = row.bold ? FONT.bold : FONT.regular;
      const h = measure(row.cells, font);
      if (this.ensure(h)) header();
      const fill = row.fill ?? (opts.zebra !== false && r % 2 === 1 ? COLOR.zebra : null);
      drawRow(row.cells, h, font, fill, row.colors);
    });
    this.doc.y += 8;
    this.style(FONT.regular, 10);
  }

  /** A filled box with a colored left bar holding a title and body lines; kept on one page. */
  callout(opts: { title: string; body: string[]; color: string; fill: string; titleSize?: number }): void {
    const pad = 12;
    const inner = this.width - 2 * pad - 6;
    const titleSize = opts.titleSize ?? 13;
    const titleH = this.textHeight(opts.title, inner, FONT.bold, titleSize);
    const bodyH = opts.body.reduce((s, b) => s + this.textHeight(b, inner, FONT.regular, 10) + 4, 0);
    const h = titleH + bodyH + 2 * pad + 4;
    this.ensure(h);
    const y = this.doc.y;
    this.doc.rect(this.left, y, this.width, h).fill(opts.fill);
    this.doc.rect(this.left, y, 6, h).fill(opts.color);
    this.style(FONT.bold, titleSize, opts.color).text(opts.title, this.left + 6 + pad, y + pad, {
      width: inner,
    });
    this.doc.y += 4;
    for (const b of opts.body) {
      this.style(FONT.regular, 10, COLOR.ink).text(b, this.left + 6 + pad, this.doc.y, {
        width: inner,
        lineGap: 2,
      });
      this.doc.y += 4;
    }
    this.doc.y = y + h + 10;
    this.style(FONT.regular, 10);
  }

  /** A small rounded label (severity). */
  pill(text: string, x: number, y: number, color: string): number {
    this.style(FONT.bold, 7.5, COLOR.white);
    const w = this.doc.widthOfString(text) + 10;
    this.doc.roundedRect(x, y, w, 13, 3).fill(color);
    this.style(FONT.bold, 7.5, COLOR.white).text(text, x + 5, y + 3.2, { lineBreak: false });
    return w;
  }

  /** Page footers ("Page n of N") on every buffered page, then the PDF bytes. */
  async finish(footer: string): Promise<Buffer> {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const saved = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - 42;
      doc
        .moveTo(this.left, y - 6)
        .lineTo(this.right, y - 6)
        .lineWidth(0.5)
        .strokeColor(COLOR.rule)
        .stroke();
      this.style(FONT.regular, 7.5, COLOR.faint).text(footer, this.left, y, {
        width: this.width - 80,
        lineBreak: false,
        ellipsis: true,
      });
      this.style(FONT.regular, 7.5, COLOR.faint).text(`Page ${i + 1} of ${range.count}`, this.right - 80, y, {
        width: 80,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = saved;
    }
    doc.end();
    await this.done;
    return Buffer.concat(this.chunks);
  }
}
