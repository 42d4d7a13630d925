/** Shared helpers for the generator tests. */
import { createHash } from 'node:crypto';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildTruth, renderPacket } from '../../generator/generate-packet';
import { buildModel, type PacketModel } from '../../generator/model';
import type { PacketSpec, Truth } from '../../generator/types';

export interface PdfInfo {
  pages: { text: string; items: number; images: number }[];
}

/** Opens a PDF with pdfjs: per page the text (items joined by spaces, whitespace collapsed) and image count. */
export async function readPdf(bytes: Buffer, withImages = false): Promise<PdfInfo> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: PdfInfo['pages'] = [];
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const tc = await page.getTextContent();
    const strs = tc.items.map((it) => ('str' in it ? it.str : '')).filter((s) => s.trim() !== '');
    let images = 0;
    if (withImages) {
      const ops = await page.getOperatorList();
      images = ops.fnArray.filter((f) => f === OPS.paintImageXObject).length;
    }
    pages.push({ text: strs.join(' ').replace(/\s+/g, ' '), items: strs.length, images });
  }
  await pdf.destroy();
  return { pages };
}

/** The answer key of a model, its files named as a packet of one lease and one bill. */
export const truthOf = (model: PacketModel): Truth =>
  buildTruth(model, { lease: ['lease.pdf'], reconciliation: [], bill: ['bill.pdf'], letter: [] }, {});

/** A count of days as a lease prints it: "60 days", "sixty (60) days", "sixty (60) calendar days" read back. */
export const daysPattern = (n: number) => `(\\w|[ -])*\\(?${n}\\)? days`;

/** Model + truth without rendering (fast). */
export function modelAndTruth(spec: PacketSpec): { model: PacketModel; truth: Truth } {
  const model = buildModel(spec);
  return { model, truth: truthOf(model) };
}

export const isCam = (category: string) => category !== 'TAX' && category !== 'INSURANCE';

export function scheduledRent(truth: Truth, date: string): number {
  const step = truth.lease.rentSchedule.find((s) => s.from <= date && date <= s.to);
  if (!step) throw new Error(`no rent step for ${date}`);
  return step.monthlyRentCents;
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Renders a packet and reads every PDF's text: the whole document and per page. */
export async function packetTexts(spec: PacketSpec) {
  const { pdfs, model } = await renderPacket(spec);
  const out: Record<string, { text: string; pages: string[] }> = {};
  for (const [name, pdf] of pdfs) {
    const info = await readPdf(pdf);
    out[name] = { text: info.pages.map((p) => p.text).join(' '), pages: info.pages.map((p) => p.text) };
  }
  return { out, model, pdfs };
}

/** sha256 of a packet: its files (sorted by name) and its truth.json. */
export async function packetHash(spec: PacketSpec): Promise<string> {
  const { model, pdfs, pages, files } = await renderPacket(spec);
  const h = createHash('sha256');
  for (const [name, pdf] of [...pdfs].sort((a, b) => a[0].localeCompare(b[0]))) {
    h.update(name);
    h.update(pdf);
  }
  h.update(JSON.stringify(buildTruth(model, files, pages)));
  return h.digest('hex');
}

/** A text item of a PDF page where pdfjs places it. */
export interface PdfItem {
  s: string;
  x: number;
  y: number;
  w: number;
}

/** Each page's non-blank text items and its size. */
export async function pdfItems(
  bytes: Buffer,
): Promise<{ items: PdfItem[]; width: number; height: number }[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const [, , width, height] = page.view as number[];
    const tc = await page.getTextContent();
    const items = tc.items
      .flatMap((it) => ('str' in it && it.str.trim() ? [it] : []))
      .map((it) => ({ s: it.str, x: it.transform[4] as number, y: it.transform[5] as number, w: it.width }));
    pages.push({ items, width: width!, height: height! });
  }
  await pdf.destroy();
  return pages;
}

/** Items grouped by baseline (within 1 pt), left to right, joined with a space at a gap. */
export function itemLines(items: PdfItem[]): string[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PdfItem[][] = [];
  for (const it of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - it.y) <= 1) row.push(it);
    else rows.push([it]);
  }
  return rows.map((r) => {
    r.sort((a, b) => a.x - b.x);
    let out = '';
    r.forEach((it, k) => {
      const prev = r[k - 1];
      out += prev && it.x - (prev.x + prev.w) > 0.8 ? ` ${it.s}` : it.s;
    });
    return out.replace(/\s+/g, ' ').trim();
  });
}

/** A PDF's printed lines, page by page (`itemLines`). */
export async function pdfLines(bytes: Buffer): Promise<string[][]> {
  return (await pdfItems(bytes)).map((p) => itemLines(p.items));
}
