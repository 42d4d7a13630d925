/**
 * Family "bluewater-rider" (decision 0088), the lease: the brokers' association's printed
 * "STANDARD COMMERCIAL LEASE – MULTI-TENANT – NET" (bluewater-rider-form.ts) filled in, in small
 * print with the broker's fill-ins in another typeface on the blanks' underlines, followed by the
 * "ADDENDUM / RIDER" the parties' attorneys negotiated (bluewater-rider-addendum.ts), typed in
 * Times on plain pages, numbered 41 onwards, which controls over the form. Printed words the
 * Addendum replaces are struck through with "See ¶n" and both parties' initials in the margin when
 * the parties struck them, else left as printed.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { fmtDate } from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { edgeCells, roman, ruledRow } from './blocks';
import { riderPlan } from './bluewater-rider-addendum';
import { riderCenterOf } from './bluewater-rider-center';
import { FORM_TITLE, formParagraphs, type Seg } from './bluewater-rider-form';
import type { RenderedPdf } from './frame';

const FONTS = {
  Times: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
  Helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
} as const;

/** "[X]" / "[ ]": the standard fonts have no ballot box. */
export const box = (checked: boolean) => (checked ? '[X]' : '[ ]');

export async function renderBluewaterRiderLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const c = riderCenterOf(m);
  const plan = riderPlan(m);
  const formFont = m.spec.lease.font === 'Times' ? FONTS.Times : FONTS.Helvetica;
  // the broker's fill-ins are typed in the other face
  const fillFont = m.spec.lease.font === 'Times' ? 'Helvetica-Bold' : 'Times-Bold';
  const size = 8;
  const w = new PdfWriter({
    font: 'Times',
    size: 10,
    margin: 54,
    date: l.leaseDate,
    title: `Standard Commercial Lease - Multi-Tenant - Net with Addendum - ${p.name} ${c.space}`,
    author: c.association,
    footer: null,
  });
  const d = w.doc;
  const indent = 24;

  /** The form's words and fill-ins, fragment by fragment, from (x, y) within width. */
  const segs = (list: Seg[], x: number, y: number, width: number) => {
    let first = true;
    const put = (font: string, text: string, o: { underline?: boolean; strike?: boolean }, last: boolean) => {
      d.font(font).fontSize(size);
      const opt = {
        width,
        align: 'left' as const,
        continued: !last,
        underline: o.underline ?? false,
        strike: o.strike ?? false,
      };
      if (first) d.text(text, x, y, opt);
      else d.text(text, opt);
      first = false;
    };
    list.forEach((sg, i) => {
      const last = i === list.length - 1;
      if (typeof sg === 'string') put(formFont.regular, sg, {}, last);
      else if ('fill' in sg) {
        const pad = Math.max(1, (sg.w ?? 0) - sg.fill.length);
        put(fillFont, ` ${sg.fill}${' '.repeat(pad)}`, { underline: true }, false);
        if (last) put(formFont.regular, ' ', {}, true);
      } else if ('box' in sg) put(sg.box ? formFont.bold : formFont.regular, box(sg.box), {}, last);
      else if ('blank' in sg) put(formFont.regular, '_'.repeat(sg.blank), {}, last);
      else put(formFont.regular, sg.printed, { strike: c.strike }, last);
    });
  };
  /** "See ¶49" and both parties' initials in the right margin, beside a struck sub-paragraph. */
  const marginNote = (y: number, no: number) => {
    const [x0, y0] = [d.x, d.y];
    d.font(FONTS.Times.italic).fontSize(6.5);
    d.text(`See ¶${no}\n${c.initials[0]} / ${c.initials[1]}`, w.right + 5, y, {
      width: w.margin - 10,
      lineBreak: true,
    });
    d.x = x0;
    d.y = y0;
  };

  // ---- the printed form
  d.font(formFont.bold).fontSize(7.5);
  d.text(c.association.toUpperCase(), w.left, d.y, { width: w.contentWidth, align: 'center' });
  d.font(formFont.bold).fontSize(13);
  d.text(FORM_TITLE, w.left, d.y + 2, { width: w.contentWidth, align: 'center' });
  d.font(formFont.italic).fontSize(7);
  d.text(
    `Published for the use of its members by the ${c.association}. This is a legally binding contract; if not understood, consult an attorney. Complete all blanks and check the boxes that apply; a blank not completed and a box not checked do not apply. ${c.formCode} (${c.formRev}).`,
    w.left,
    d.y + 4,
    { width: w.contentWidth, align: 'center' },
  );
  w.space(0.9);
  for (const par of formParagraphs(m)) {
    w.ensure(size * 4.5);
    d.font(formFont.bold).fontSize(size + 0.5);
    d.text(`${par.no}.  ${par.heading}`, w.left, d.y, { width: w.contentWidth });
    d.moveDown(0.15);
    par.subs.forEach((sub, si) => {
      w.ensure(size * 3);
      const y = d.y;
      if (par.subs.length > 1) {
        d.font(formFont.bold).fontSize(size);
        d.text(`${par.no}.${si + 1}`, w.left + 4, y, { lineBreak: false });
      }
      const struck = sub.find((sg) => typeof sg === 'object' && 'printed' in sg);
      if (struck && c.strike && typeof struck === 'object' && 'by' in struck)
        marginNote(y, plan.replaces[struck.by]!);
      segs(sub, w.left + indent, y, w.contentWidth - indent);
      d.moveDown(0.25);
    });
    d.moveDown(0.35);
  }
  // the form's signature block and the association's disclaimer
  w.ensure(130);
  d.moveDown(0.5);
  const half = w.contentWidth / 2;
  const sigTop = d.y;
  const sig = (x: number, who: string, name: string, by: string) => {
    d.font(formFont.bold).fontSize(size);
    d.text(who, x, sigTop, { width: half - 14 });
    d.font(fillFont).fontSize(size);
    d.text(name, x, d.y + 2, { width: half - 14 });
    d.font(formFont.regular).fontSize(size);
    d.text(`By: ________________________________\n${by}\nDate: ______________`, x, d.y + 8, {
      width: half - 14,
    });
  };
  sig(w.left, 'LANDLORD:', l.landlord.name, `${c.principal}, ${c.principalTitle}`);
  const afterLeft = d.y;
  sig(w.left + half, 'TENANT:', l.tenant.name, l.tenant.contact);
  d.y = Math.max(afterLeft, d.y) + 10;
  d.font(formFont.italic).fontSize(6.5);
  d.text(
    `NO REPRESENTATION IS MADE BY THE ${c.association.toUpperCase()} OR BY ANY BROKER AS TO THE LEGAL SUFFICIENCY OR TAX CONSEQUENCES OF THIS FORM OR OF ANY PROVISION WRITTEN INTO IT.`,
    w.left,
    d.y,
    { width: w.contentWidth, align: 'center' },
  );
  const formPages = d.bufferedPageRange().count;

  // ---- the Addendum / Rider, typed on plain pages
  w.newPage();
  w.heading('ADDENDUM / RIDER', { align: 'center', size: 13, gap: 0.1 });
  w.heading('to Standard Commercial Lease – Multi-Tenant – Net', {
    align: 'center',
    size: 10.5,
    style: 'regular',
    gap: 0.6,
  });
  for (const [k, v] of [
    ['Landlord:', l.landlord.name],
    ['Tenant:', l.tenant.name],
    ['Premises:', `${c.space}, ${p.name}, ${p.street}, ${p.city.city}, ${p.city.state}`],
    ['Lease Date:', fmtDate(l.leaseDate, 'LONG')],
  ] as const)
    w.row(
      [
        { text: k, x: w.left, width: 70, bold: true },
        { text: v, x: w.left + 70, width: w.contentWidth - 70 },
      ],
      { gap: 1 },
    );
  w.space(0.6);
  for (const r of plan.paragraphs) {
    if (!r.body) {
      w.para(r.title, { lead: `${r.no}.`, gap: 0.5 });
      continue;
    }
    w.para(r.body, { lead: `${r.no}. ${r.title}`, align: 'justify', gap: r.list || r.table ? 0.3 : 0.55 });
    if (r.list) {
      const items = r.list;
      items.forEach((item, i) => {
        w.row(
          [
            { text: `(${roman(i + 1)})`, x: w.left + 24, width: 24 },
            {
              text: `${item}${i < items.length - 1 ? ';' : '.'}`,
              x: w.left + 50,
              width: w.contentWidth - 50,
            },
          ],
          { gap: 2 },
        );
      });
      w.space(0.3);
      if (r.after) w.para(r.after, { indent: 24, align: 'justify', gap: 0.55 });
    }
    if (r.table) {
      const X = [w.left + 24, w.left + 94, w.left + 244, w.left + 364, w.right];
      ruledRow(w, edgeCells(X, r.table.header, ['left', 'left', 'right', 'right'], { bold: true }), {
        size: 9,
        line: 'both',
      });
      for (const row of r.table.rows)
        ruledRow(w, edgeCells(X, row, ['left', 'left', 'right', 'right']), { size: 9, line: null });
      w.space(0.6);
    }
  }
  w.ensure(120);
  w.space(0.4);
  w.para('IN WITNESS WHEREOF, the parties have signed this Addendum as of the date of the Lease.', {
    gap: 1,
  });
  w.row(
    [
      {
        text: `LANDLORD:\n${l.landlord.name}\n\nBy: ____________________________\n${c.principal}, ${c.principalTitle}`,
        x: w.left,
        width: half - 10,
      },
      {
        text: `TENANT:\n${l.tenant.name}\n\nBy: ____________________________\n${l.tenant.contact}`,
        x: w.left + half,
        width: half - 10,
      },
    ],
    { gap: 10 },
  );

  // ---- footers: the form's on its pages, the Addendum's on the typed pages
  const range = d.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    d.switchToPage(i);
    const saved = d.page.margins.bottom;
    d.page.margins.bottom = 0;
    const formPage = i - range.start < formPages;
    d.font(formPage ? formFont.regular : FONTS.Times.regular).fontSize(7);
    d.text(
      formPage
        ? `${c.formCode} (${c.formRev})     ${FORM_TITLE}     Page ${i - range.start + 1} of ${formPages}`
        : `Addendum to Lease – ${c.space}, ${p.name}     Page A-${i - range.start - formPages + 1}`,
      w.left,
      d.page.height - w.margin / 2 - 6,
      { width: w.contentWidth, align: 'center', lineBreak: false },
    );
    d.page.margins.bottom = saved;
  }
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
