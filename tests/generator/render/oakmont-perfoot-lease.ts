/**
 * Family "oakmont-perfoot" (decision 0087), the lease: an old-fashioned printed office-lease form
 * the family office has used since the building opened, filled in on a typewriter. "OFFICE LEASE",
 * "THIS LEASE, made this 14th day of February, 2024, by and between ...", "W I T N E S S E T H:",
 * two WHEREAS recitals and "NOW, THEREFORE", then twenty numbered paragraphs with ALL-CAPS run-in
 * captions ("4. ADDITIONAL RENT - OPERATING EXPENSES.") and italic sub-captions ("(g) Annual
 * Statement."). The printed text is in the lease's font; every typed value is in Courier on the
 * blank's underline; the alternatives and clauses the parties deleted are struck through with
 * "N/A" typed in their blanks. No summary page: the suite's rentable area is in Paragraph 1, the
 * Building's only in Paragraph 4(a), the rent a typed schedule in Paragraph 3. The form's imprint
 * and the page number at the foot of every page; an Exhibit A plan at the end.
 *
 * Every figure comes from the model (model.ts); the wording is oakmont-perfoot-form.ts.
 */
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import type { RenderedPdf } from './frame';
import { type FormPara, formParagraphs, madeThis, type Seg } from './oakmont-perfoot-form';
import { officeOf, suiteNo } from './oakmont-perfoot-office';

const TYPE = 'Courier';

export async function renderOakmontPerfootLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const o = officeOf(m);
  const size = 9;
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size,
    margin: 58,
    date: l.leaseDate,
    title: `Office Lease - ${o.building} Suite ${suiteNo(m)} - ${l.tenant.name}`,
    author: o.office,
    footer: `${o.formImprint}          Page {n} of {total}`,
  });
  const d = w.doc;
  const F = w.fonts;

  /** Printed text, typed fill-ins on underlines, struck passages, italic sub-captions, run together. */
  const segs = (list: Seg[], x: number, width: number, lead?: string) => {
    let first = true;
    const put = (
      font: string,
      text: string,
      deco: { underline?: boolean; strike?: boolean },
      last: boolean,
    ) => {
      d.font(font).fontSize(font === TYPE ? size - 0.3 : size);
      const opt = {
        width,
        align: 'left' as const,
        continued: !last,
        underline: deco.underline ?? false,
        strike: deco.strike ?? false,
      };
      if (first) d.text(text, x, d.y, opt);
      else d.text(text, opt);
      first = false;
    };
    const all: Seg[] = lead ? [{ i: '' }, ...list] : list;
    all.forEach((sg, i) => {
      const last = i === all.length - 1;
      if (i === 0 && lead) put(F.bold, lead, {}, false);
      else if (typeof sg === 'string') put(F.regular, sg, {}, last);
      else if ('f' in sg) {
        const pad = Math.max(1, (sg.w ?? 0) - sg.f.length);
        put(F.regular, ' ', {}, false);
        put(TYPE, `${sg.f}${' '.repeat(pad)}`, { underline: true }, false);
        if (last) put(F.regular, ' ', {}, true);
      } else if ('t' in sg) put(TYPE, sg.t, {}, last);
      else if ('s' in sg) put(F.regular, sg.s, { strike: true }, last);
      else put(F.italic, sg.i, {}, last);
    });
    w.font();
  };

  /** A typed table (the rent schedule): Courier columns, the header underlined. */
  const typedTable = (t: NonNullable<FormPara['table']>) => {
    const widths = t.header.length === 4 ? [150, 80, 115, 120] : [170, 120, 130];
    const x0 = w.left + 28;
    const line = (cells: string[], underline: boolean) => {
      w.ensure(size * 2);
      const y = d.y;
      let x = x0;
      cells.forEach((c, i) => {
        d.font(TYPE).fontSize(size - 0.5);
        const wd = widths[i]!;
        d.text(c, x, y, { width: wd - 8, align: i === 0 ? 'left' : 'right', lineBreak: false, underline });
        x += wd;
      });
      d.y = y + size * 1.35;
    };
    w.space(0.2);
    line(t.header, true);
    for (const r of t.rows) line(r, false);
    d.x = w.left;
    w.font();
    w.space(0.5);
  };

  // ---- the form's title and opening
  w.heading('OFFICE LEASE', { align: 'center', size: 16, gap: 0.05 });
  w.heading('(Multi-Tenant Office Building)', { align: 'center', size: 8.5, style: 'italic', gap: 1 });
  const [day, month, year] = madeThis(l.leaseDate);
  segs(
    [
      'made this ',
      { f: day, w: 6 },
      ' day of ',
      { f: month, w: 10 },
      ', ',
      { f: year, w: 5 },
      ', by and between ',
      { f: l.landlord.name, w: 24 },
      ', ',
      { f: l.landlord.entityDesc, w: 10 },
      ', having an office c/o ',
      { f: `${o.office}, ${o.officeStreet}, ${p.city.city}, ${p.city.state}`, w: 20 },
      ' (hereinafter called "Landlord"), and ',
      { f: l.tenant.name, w: 24 },
      ', ',
      { f: l.tenant.entityDesc, w: 10 },
      ' (hereinafter called "Tenant").',
    ],
    w.left,
    w.contentWidth,
    'THIS LEASE, ',
  );
  w.space(0.8);
  w.heading('W I T N E S S E T H:', { align: 'center', size: 10, gap: 0.6 });
  segs(
    [
      'WHEREAS, Landlord is the owner of the land and the office building known as ',
      { f: o.building, w: 16 },
      ', ',
      { f: `${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}`, w: 20 },
      ' (the "Building"); and',
    ],
    w.left + 24,
    w.contentWidth - 24,
  );
  w.space(0.5);
  segs(
    [
      'WHEREAS, Tenant desires to hire from Landlord certain space in the Building upon the terms and conditions hereinafter set forth;',
    ],
    w.left + 24,
    w.contentWidth - 24,
  );
  w.space(0.5);
  segs(
    [
      'NOW, THEREFORE, in consideration of the rents hereinafter reserved and of the covenants and agreements herein contained, Landlord and Tenant, intending to be legally bound, agree as follows:',
    ],
    w.left,
    w.contentWidth,
  );
  w.space(0.8);

  // ---- the numbered paragraphs
  for (const par of formParagraphs(m)) {
    w.ensure(size * 3.4);
    if (par.n !== null) segs(par.segs, w.left, w.contentWidth, `${par.n}. ${par.caption}. `);
    else segs(par.segs, w.left + 18, w.contentWidth - 18);
    w.space(par.table ? 0.1 : 0.55);
    if (par.table) typedTable(par.table);
  }

  // ---- signatures
  w.ensure(size * 16);
  w.space(0.4);
  segs(
    [
      'IN WITNESS WHEREOF, Landlord and Tenant have duly executed this Lease as of the day and year first above written.',
    ],
    w.left,
    w.contentWidth,
  );
  w.space(1.4);
  const half = w.contentWidth / 2;
  const sig = (x: number, who: string, name: string, signer: string) => {
    const y0 = d.y;
    w.font('bold', size);
    d.text(who, x, y0, { width: half - 16 });
    d.font(TYPE)
      .fontSize(size - 0.3)
      .text(name, x, y0 + 13, { width: half - 16 });
    w.font('regular', size);
    d.text('By: ________________________________', x, y0 + 44, { width: half - 16 });
    d.font(TYPE)
      .fontSize(size - 0.3)
      .text(signer, x + 20, y0 + 57, { width: half - 36 });
    w.font('regular', size);
    d.text('WITNESS: ___________________________', x, y0 + 84, { width: half - 16 });
    d.y = y0;
  };
  sig(w.left, 'LANDLORD:', l.landlord.name, `${o.principal}, ${o.principalTitle}`);
  sig(w.left + half, 'TENANT:', l.tenant.name, l.tenant.contact);
  d.y += 110;
  d.x = w.left;
  w.font();

  // ---- Exhibit A: the plan of the Premises
  w.newPage();
  w.heading('EXHIBIT A', { align: 'center', size: 11, gap: 0.1 });
  w.heading('PLAN OF THE PREMISES', { align: 'center', size: 9.5, style: 'regular', gap: 1 });
  const bx = w.left + 60;
  const by = d.y + 10;
  const bw = w.contentWidth - 120;
  w.box(bx, by, bw, 300, 1.2);
  d.rect(bx + bw * 0.55, by, bw * 0.45, 300 * 0.6)
    .fillOpacity(0.12)
    .fill('black')
    .fillOpacity(1)
    .fillColor('black');
  d.rect(bx + bw * 0.55, by, bw * 0.45, 300 * 0.6)
    .lineWidth(1)
    .stroke();
  w.font('bold', 10);
  d.text(`SUITE ${suiteNo(m)}`, bx + bw * 0.55, by + 80, { width: bw * 0.45, align: 'center' });
  w.font('regular', 8);
  d.text(`${o.floor.toUpperCase()} FLOOR`, bx, by + 310, { width: bw, align: 'center' });
  d.text('Not to scale. For identification of the Premises only.', bx, by + 324, {
    width: bw,
    align: 'center',
  });
  d.y = by + 350;
  d.x = w.left;
  w.font();
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
