/** Bill (invoice / charge-code statement / ledger) and cover-letter renderers. */
import { addDays, fmtDate, money, monthYear } from '../format';
import type { PacketModel } from '../model';
import { type Cell, PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

export async function renderBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = m.bill;
  // The new families' bills have renderers of their own (render/ledger-west.ts, tower-office.ts).
  const style = m.spec.billStyle as 'INVOICE' | 'CODES' | 'LEDGER';
  const font = rng.pick(['Helvetica', 'Courier', 'Times'] as const);
  const w = new PdfWriter({
    font,
    size: font === 'Courier' ? 8.5 : 9.5,
    margin: 54,
    date: b.invoiceDate,
    title: 'Rent Invoice',
    author: l.property.manager,
  });
  const dateStyle = rng.pick(['LONG', 'NUMERIC', 'SHORT'] as const);
  const half = w.left + w.contentWidth / 2;
  const top = w.doc.y;
  w.heading(style === 'LEDGER' ? l.property.manager : l.landlord.name, { size: w.size + 3 });
  w.para(
    style === 'LEDGER'
      ? `Agent for ${l.landlord.name}\n${l.property.managerStreet}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`
      : `c/o ${l.property.manager}\n${l.property.managerStreet}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
  );
  const after = w.doc.y;
  const title = { INVOICE: 'INVOICE', CODES: 'TENANT RENT STATEMENT', LEDGER: 'STATEMENT OF ACCOUNT' }[style];
  w.doc.y = top;
  w.row([{ text: title, x: half, width: w.contentWidth / 2, align: 'right', bold: true }], {
    size: w.size + 4,
  });
  const meta: [string, string][] = [
    [style === 'INVOICE' ? 'Invoice #' : 'Statement #', b.invoiceNo],
    [style === 'INVOICE' ? 'Invoice Date' : 'Statement Date', fmtDate(b.invoiceDate, dateStyle)],
    ['Due Date', fmtDate(b.month, dateStyle)],
    ['Account', b.accountNo],
  ];
  for (const [k, v] of meta)
    w.row([{ text: `${k}: ${v}`, x: half, width: w.contentWidth / 2, align: 'right' }], { gap: 1 });
  w.doc.y = Math.max(after, w.doc.y) + 10;
  w.para(
    `${rng.pick(['Bill To', 'Tenant', 'Lessee'])}:\n${l.tenant.name}\n${l.property.suite}, ${l.property.name}\n${l.property.street}, ${l.property.city.city}, ${l.property.city.state}`,
    { gap: 1 },
  );

  const ms = { dollar: rng.chance(0.6), parens: rng.chance(0.5) };
  const fmt = (c: number) => money(c, ms);
  const periodText = (p: string, kind: string) =>
    kind === 'RECON' ? `Year ${p.slice(0, 4)}` : monthYear(p, rng.chance(0.3));
  if (style === 'LEDGER') {
    const cols = [w.left, w.left + 75, w.left + 280, w.left + 370, w.left + 450];
    w.row(
      ['Date', 'Description', 'Charges', 'Payments', 'Balance'].map(
        (t, i): Cell => ({
          text: t,
          x: cols[i]!,
          width: i === 1 ? 200 : 75,
          align: i >= 2 ? 'right' : 'left',
          bold: true,
        }),
      ),
    );
    w.rule();
    let running = 0;
    for (const ln of b.lines) {
      running += ln.amountCents;
      const date =
        ln.kind === 'PAST_DUE' || ln.kind === 'LATE_FEE'
          ? addDays(ln.period, ln.kind === 'LATE_FEE' ? 10 : 0)
          : b.month;
      w.row(
        [
          { text: fmtDate(date, 'NUMERIC'), x: cols[0]!, width: 72 },
          {
            text:
              ln.kind === 'PAST_DUE'
                ? `${ln.label} (${monthYear(ln.period)})`
                : `${ln.label} - ${periodText(ln.period, ln.kind)}`,
            x: cols[1]!,
            width: 200,
          },
          { text: ln.amountCents >= 0 ? fmt(ln.amountCents) : '', x: cols[2]!, width: 75, align: 'right' },
          { text: ln.amountCents < 0 ? fmt(-ln.amountCents) : '', x: cols[3]!, width: 75, align: 'right' },
          { text: fmt(running), x: cols[4]!, width: 75, align: 'right' },
        ],
        { gap: 3 },
      );
    }
    w.rule();
    w.row([
      { text: 'AMOUNT DUE', x: cols[1]!, width: 200, bold: true },
      { text: fmt(b.totalCents), x: cols[4]!, width: 75, align: 'right', bold: true },
    ]);
  } else {
    const codes = style === 'CODES';
    const cols = codes
      ? [w.left, w.left + 60, w.left + 300, w.left + 400]
      : [w.left, w.left + 260, w.left + 400];
    const head = codes ? ['Code', 'Charge', 'Period', 'Amount'] : ['Description', 'Period', 'Amount'];
    w.row(
      head.map(
        (t, i): Cell => ({
          text: t,
          x: cols[i]!,
          width: i === head.length - 1 ? w.right - cols[i]! : 200,
          align: i === head.length - 1 ? 'right' : 'left',
          bold: true,
        }),
      ),
    );
    w.rule();
    for (const ln of b.lines) {
      const cells = codes
        ? [ln.code, ln.label, periodText(ln.period, ln.kind), fmt(ln.amountCents)]
        : [ln.label, periodText(ln.period, ln.kind), fmt(ln.amountCents)];
      w.row(
        cells.map(
          (t, i): Cell => ({
            text: t,
            x: cols[i]!,
            width: i === cells.length - 1 ? w.right - cols[i]! : 200,
            align: i === cells.length - 1 ? 'right' : 'left',
          }),
        ),
        { gap: 3 },
      );
    }
    w.rule();
    w.row([
      {
        text: rng.pick(['TOTAL AMOUNT DUE', 'Total Due', 'PLEASE PAY THIS AMOUNT']),
        x: cols[codes ? 1 : 0]!,
        width: 220,
        bold: true,
      },
      {
        text: fmt(b.totalCents),
        x: cols[cols.length - 1]!,
        width: w.right - cols[cols.length - 1]!,
        align: 'right',
        bold: true,
      },
    ]);
  }
  w.space(2);
  w.para(
    rng.pick([
      `Rent is due on the first of the month. Make checks payable to ${l.landlord.name}, or pay through the tenant portal.`,
      `Please include your account number with your payment. Payments received after the grace period provided in your lease are subject to a late charge.`,
      `Remit to: ${l.landlord.name}, P.O. Box ${rng.int(1000, 99999)}, ${l.property.city.city}, ${l.property.city.state}. Thank you for your prompt payment.`,
    ]),
    { size: w.size - 1 },
  );
  return finishPdf(w);
}

export async function renderLetter(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const letter = m.letter!;
  const last = m.statements[m.statements.length - 1]!;
  const years = m.statements.map((s) => s.year);
  const w = writerWithDrawnFont(rng, ['Times', 'Helvetica'], {
    date: letter.date,
    title: 'Reconciliation cover letter',
    author: l.property.manager,
  });
  w.heading(l.property.manager, { align: 'center', size: w.size + 3 });
  w.para(
    `${l.property.managerStreet} | ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    { align: 'center', gap: 2 },
  );
  w.para(fmtDate(letter.date, 'LONG'), { gap: 1 });
  w.para(
    `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${l.property.suite}, ${l.property.name}\n${l.property.city.city}, ${l.property.city.state}`,
    { gap: 1 },
  );
  w.para(
    `Re: ${years.length > 1 ? `${years[0]}-${years[years.length - 1]}` : years[0]} Operating Expense Reconciliation - ${l.property.suite}`,
    { style: 'bold', gap: 1 },
  );
  w.para(rng.pick(['Dear Tenant:', `Dear ${l.tenant.contact}:`]), { gap: 0.6 });
  const bal = last.numbers.balance;
  w.para(
    rng.pick([
      `On behalf of ${l.landlord.name}, enclosed is the ${last.year} reconciliation of operating expenses for your premises, prepared under the terms of your lease.`,
      `We have completed the annual reconciliation of common area, tax and insurance charges for ${last.year}. The detailed statement is enclosed for your records.`,
    ]),
    { align: 'justify' },
  );
  w.para(
    bal >= 0
      ? `Your actual share exceeded the estimated payments received, leaving a balance of ${money(bal)}. Please remit this amount within thirty days or with your next rent payment.`
      : `Your estimated payments exceeded your actual share, resulting in a credit of ${money(-bal)}, which will be applied to your account.`,
    { align: 'justify' },
  );
  if (rng.chance(0.6)) {
    w.para(
      'Beginning with your next invoice your monthly estimated payments will be revised to reflect the current budget.',
      { align: 'justify' },
    );
  }
  w.para('Please do not hesitate to contact our office with any questions.', { gap: 1.5 });
  w.para(`Sincerely,\n\n\n${letter.signer}\n${letter.title}\n${l.property.manager}`);
  w.para('Enclosure', { size: w.size - 1 });
  return finishPdf(w);
}
