/**
 * Family "parkway-flex" (decision 0059), the First Amendment: the fund's amendment form, which
 * amends the lettered items of Section 1.01 by letter ("Item L of Section 1.01 of the Lease is
 * amended ..."), as a real amendment restates the summary facts it changes (the Six Tower
 * Bridge First Amendment in ../shared/real-leases: "3. Term. The extended Term ... shall expire
 * on December 31, 2009", "4. Base Rent. Commencing on September 1, 2006, the Base Rent shall
 * become:" a table, "5. Additional Rent. Tenant shall continue to pay Additional Rent as
 * provided in Sections 5 and 6 of the Lease"). Two kinds, as the model holds them: an
 * extension of the Term with a new rent schedule, or new rent from a Lease Year onwards.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { countWith, fmtDate, money, pctWith } from '../format';
import type { PacketModel } from '../model';
import { type Cell, PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { fundOf, parkOf } from './parkway-flex-lease';

/** The letters the lease gives its Term and Annual Base Rent items (fixed order of Section 1.01). */
export const TERM_ITEM = 'K';
export const RENT_ITEM = 'L';

export async function renderParkwayFlexAmendment(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const a = l.amendment!;
  const park = parkOf(m);
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: 9.5,
    margin: 64,
    date: a.date,
    title: `First Amendment to Lease - ${park.name}`,
    author: l.landlord.name,
    footer: `First Amendment to Lease - ${l.tenant.name} - {n}`,
  });
  w.heading('FIRST AMENDMENT TO LEASE', { align: 'center', size: w.size + 4, gap: 0.3 });
  w.para(`${park.name} - ${park.building} - ${l.property.suite}`, { align: 'center', style: 'bold', gap: 1 });
  w.para(
    `THIS FIRST AMENDMENT TO LEASE (this "Amendment") is made as of ${fmtDate(a.date, 'LONG')} between ${l.landlord.name}, ${l.landlord.entityDesc} ("Landlord"), and ${l.tenant.name}, ${l.tenant.entityDesc} ("Tenant").`,
    { align: 'justify', gap: 0.8 },
  );
  w.para('RECITALS', { align: 'center', style: 'bold', gap: 0.4 });
  const why =
    a.kind === 'EXTENSION'
      ? 'Landlord and Tenant desire to extend the Term and to fix the Annual Base Rent for the extended Term'
      : `Landlord and Tenant desire to modify the Annual Base Rent payable from ${fmtDate(a.effective, 'LONG')} through the remainder of the Term`;
  w.para(
    `A. Landlord and Tenant are parties to a Standard Multi-Tenant Office/Flex Lease dated as of ${fmtDate(l.leaseDate, 'LONG')} (the "Lease") for premises known as ${l.property.suite} of ${park.building} of ${park.name}.\nB. ${why}, on the terms of this Amendment.`,
    { align: 'justify', gap: 0.6 },
  );
  w.para(
    'NOW, THEREFORE, in consideration of the mutual covenants below, Landlord and Tenant agree as follows:',
    { align: 'justify', gap: 0.6 },
  );
  let n = 1;
  const para = (caption: string, text: string) =>
    w.para(text, { lead: `${n++}. ${caption}.`, align: 'justify', gap: 0.5 });
  para(
    'Defined Terms',
    'Capitalized terms used and not defined in this Amendment have the meanings given them in the Lease.',
  );
  const offset = l.rent.steps.findIndex((s) => s.from === a.effective);
  const firstYear = (offset >= 0 ? offset : l.rent.steps.length) + 1;
  if (a.kind === 'EXTENSION') {
    para(
      'Extension of Term',
      `The Term is extended for ${countWith(a.extensionMonths!, 'months', 'BOTH')} (the "Extension Term"), commencing on ${fmtDate(a.effective, 'LONG')} and expiring on ${fmtDate(a.newExpiration!, 'LONG')}, which is the Expiration Date for all purposes of the Lease. Item ${TERM_ITEM} of Section 1.01 of the Lease is amended accordingly.`,
    );
  }
  const intro =
    a.kind === 'EXTENSION'
      ? `Item ${RENT_ITEM} of Section 1.01 of the Lease is amended by adding the following Annual Base Rent for the Extension Term:`
      : `Effective as of ${fmtDate(a.effective, 'LONG')}, the Annual Base Rent stated in Item ${RENT_ITEM} of Section 1.01 of the Lease for Lease Year ${firstYear} and each Lease Year after it is deleted and replaced by the following:`;
  if (a.form === 'PERCENT') {
    const first = a.steps[0]!.monthlyRentCents;
    para(
      'Annual Base Rent',
      `${intro} for the twelve (12) months beginning ${fmtDate(a.effective, 'LONG')}, ${money(first * 12)} per annum, payable in equal monthly installments of ${money(first)}; on each anniversary of ${fmtDate(a.effective, 'LONG')} during the ${a.kind === 'EXTENSION' ? 'Extension Term' : 'Term'}, the Annual Base Rent shall be increased by ${pctWith(a.escalationPct!, 'BOTH')} of the Annual Base Rent for the preceding twelve (12) months.`,
    );
  } else {
    para('Annual Base Rent', intro);
    const x = w.left + 36;
    const xs = [x, x + 70, x + 230, x + 340];
    const widths = [60, 150, 100, 100];
    const align = (i: number): Cell['align'] => (i === 0 ? 'center' : i === 1 ? 'left' : 'right');
    w.row(
      ['Lease Year', 'Period', 'Annual Base Rent', 'Monthly Installment'].map(
        (t, i): Cell => ({ text: t, x: xs[i]!, width: widths[i]!, align: align(i), bold: true }),
      ),
      { gap: 1 },
    );
    w.rule({ x1: x, x2: xs[3]! + widths[3]!, gap: 2 });
    a.steps.forEach((s, i) => {
      const cells = [
        String(firstYear + i),
        `${fmtDate(s.from, 'NUMERIC')} - ${fmtDate(s.to, 'NUMERIC')}`,
        money(s.monthlyRentCents * 12),
        money(s.monthlyRentCents),
      ];
      w.row(
        cells.map((t, j): Cell => ({ text: t, x: xs[j]!, width: widths[j]!, align: align(j) })),
        { gap: 1.2 },
      );
    });
    w.space(0.5);
  }
  para(
    'Operating Expenses',
    l.leaseType === 'NNN'
      ? "Tenant shall continue to pay Tenant's Proportionate Share of Operating Expenses and Real Estate Taxes under Article 5 of the Lease throughout the Term as amended."
      : `The Base Year and Base Operating Expenses stated in Section 1.01 of the Lease are not changed by this Amendment and apply throughout the Term as amended.`,
  );
  para(
    'Brokers',
    `Each party represents that it has dealt with no broker in connection with this Amendment other than ${rng.pick(['the brokers named in the Lease', "Landlord's leasing agent, whose commission Landlord shall pay under a separate agreement"])}.`,
  );
  para(
    'Ratification',
    `Except as modified by this Amendment, the Lease remains unmodified and in full force and effect, and Landlord and Tenant ratify it. This Amendment may be executed in counterparts and by electronic signature.`,
  );
  w.space(1);
  w.para(
    `LANDLORD:\n${l.landlord.name}\nBy: ${fundOf(m)} Advisors LLC, its investment manager\nBy: ______________________\nName: ${l.landlord.contact}\nTitle: Vice President`,
    { gap: 1 },
  );
  w.para(
    `TENANT:\n${l.tenant.name}\nBy: ______________________\nName: ${l.tenant.contact}\nTitle: President`,
  );
  return finishPdf(w);
}
