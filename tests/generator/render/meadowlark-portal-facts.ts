/**
 * Family "meadowlark-portal" (decision 0105): what the renderers add that the model does not hold,
 * drawn from the family's own streams (`meadowlark-portal:facts:<seed>`,
 * `meadowlark-portal:print:<seed>:<name>`): the portal's brand and host, the e-signature envelope
 * ID, the tenant's account ID, the autopay setting, the browser's print times. None of it enters
 * a truth figure. Also the portal's writer: every document is set in the portal's web font
 * (Liberation Sans, embedded from pdfjs-dist's standard fonts, as a browser embeds a web font),
 * which has the real minus sign (U+2212) the standard PDF fonts lack.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { money, parseIso } from '../format';
import type { PacketModel } from '../model';
import { PdfWriter, type WriterOptions } from '../pdf';
import { Rng } from '../prng';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');

/** The portal's amounts: "$1,234.56", a credit "−$1,234.56" (U+2212, a real minus sign). */
export const MINUS = '\u2212';
export const pmoney = (cents: number) => (cents < 0 ? `${MINUS}${money(-cents)}` : money(cents));

const BRANDS = ['Tenantry', 'Suitewise', 'Keyline', 'Occupi'] as const;

export interface PortalFacts {
  brand: string;
  host: string;
  envelopeId: string;
  accountId: string;
  autopay: boolean;
  /** Last four digits of the autopay bank account. */
  bankLast4: string;
  /** The landlord's notice e-mail. */
  noticeEmail: string;
}

const HEX = '0123456789ABCDEF';

export function portalFacts(m: PacketModel): PortalFacts {
  const r = new Rng(`meadowlark-portal:facts:${m.spec.seed}`);
  const brand = r.pick(BRANDS);
  const slug = m.lease.property.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const hex = (n: number) => Array.from({ length: n }, () => HEX[r.int(0, 15)]).join('');
  return {
    brand,
    host: `${slug}.${brand.toLowerCase()}.app`,
    envelopeId: `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`,
    accountId: `T-${String(r.int(1000, 99999)).padStart(6, '0')}`,
    autopay: r.chance(0.5),
    bankLast4: String(r.int(1000, 9999)),
    noticeEmail: `leasing@${slug}.com`,
  };
}

/** The browser's print time for a document printed on `iso` ("3/14/25, 9:41 AM"). */
export function printStamp(m: PacketModel, name: string, iso: string): string {
  const r = new Rng(`meadowlark-portal:print:${m.spec.seed}:${name}`);
  const { y, m: mo, d } = parseIso(iso);
  const h = r.int(8, 18);
  const min = r.int(0, 59);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${mo}/${d}/${String(y).slice(2)}, ${h12}:${String(min).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A writer in the portal's embedded web font (regular, bold, italic). */
export function portalWriter(opts: Omit<WriterOptions, 'font'>): PdfWriter {
  const w = new PdfWriter({ font: 'Helvetica', ...opts });
  const d = w.doc;
  d.registerFont('MP-Regular', path.join(FONT_DIR, 'LiberationSans-Regular.ttf'));
  d.registerFont('MP-Bold', path.join(FONT_DIR, 'LiberationSans-Bold.ttf'));
  d.registerFont('MP-Italic', path.join(FONT_DIR, 'LiberationSans-Italic.ttf'));
  (w as unknown as { fonts: PdfWriter['fonts'] }).fonts = {
    regular: 'MP-Regular',
    bold: 'MP-Bold',
    italic: 'MP-Italic',
  };
  w.font();
  return w;
}

/**
 * Draws the browser's print header and footer on every page (date/time and title at the top,
 * URL and "n/N" at the foot), then the per-page `extra` (the lease's envelope header).
 */
export function browserChrome(
  w: PdfWriter,
  chrome: { stamp: string; title: string; url: string } | null,
  extra?: (page: number, total: number) => void,
): void {
  const d = w.doc;
  const range = d.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    d.switchToPage(i);
    const saved = d.page.margins.bottom;
    d.page.margins.bottom = 0;
    if (chrome) {
      w.font('regular', 7.5);
      d.fillColor('#333333');
      d.text(chrome.stamp, 24, 14, { width: 140, lineBreak: false });
      d.text(chrome.title, 170, 14, { width: d.page.width - 340, align: 'center', lineBreak: false });
      d.text(chrome.url, 24, d.page.height - 22, { width: d.page.width - 120, lineBreak: false });
      d.text(`${i + 1}/${range.count}`, d.page.width - 90, d.page.height - 22, {
        width: 66,
        align: 'right',
        lineBreak: false,
      });
      d.fillColor('#000000');
    }
    extra?.(i + 1, range.count);
    d.page.margins.bottom = saved;
  }
  w.font();
}
