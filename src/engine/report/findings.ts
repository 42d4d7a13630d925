/** The findings: the summary table, what each year should have cost, and one section per finding. */
import type { AuditJson, Finding } from '../types';
import { billFindings, isLeaseFile, paidRows, pricedFindings } from './facts';
import { humanize, moneyOr, usd } from './format';
import { COLOR, FONT, type Layout, SEVERITY_COLOR } from './layout';

export function drawFindingsSummary(l: Layout, audit: AuditJson): void {
  l.section('Summary of findings', { page: true, kicker: 'What we found' });
  if (!audit.findings.length) {
    l.callout({
      title: 'No overcharges found',
      body: [
        'We checked the statements and bills you submitted against your lease and found no billing error we could price.',
        'That is good news, but it is only as complete as the documents: a missing year, page or lease amendment can hide an error. The TICAM breakdown below shows how your costs moved from year to year.',
      ],
      color: COLOR.green,
      fill: COLOR.greenSoft,
    });
    return;
  }
  const priced = pricedFindings(audit);
  l.para(
    priced.length
      ? `We found ${priced.length} billing error${priced.length === 1 ? '' : 's'} with a price, totalling ${usd(audit.totals.overchargeCents)}. Each is explained with its calculation and the exact text of your documents in "Findings in detail".`
      : 'We found no billing error we could price, but some items deserve a question to the landlord; they are explained in "Findings in detail".',
  );
  l.table(
    [
      { header: '#', weight: 4, align: 'right' },
      { header: 'Finding', weight: 56 },
      { header: 'Year', weight: 9, align: 'center' },
      { header: 'Severity', weight: 12, align: 'center' },
      { header: 'Amount', weight: 17, align: 'right' },
    ],
    [
      ...audit.findings.map((f, i) => ({
        cells: [
          String(i + 1),
          f.title,
          f.year === null ? '-' : String(f.year),
          humanize(f.severity),
          f.amountCents > 0 ? usd(f.amountCents) : 'To review',
        ],
        colors: [undefined, undefined, undefined, SEVERITY_COLOR[f.severity]],
      })),
      {
        cells: ['', 'Total potential recovery', '', '', usd(audit.totals.overchargeCents)],
        bold: true,
        fill: COLOR.soft,
      },
    ],
  );
}

export function drawShouldHavePaid(l: Layout, audit: AuditJson): void {
  l.section('What you should actually have paid', { kicker: 'By year' });
  const rows = paidRows(audit);
  if (!rows.length) {
    l.para('No reconciliation statements were submitted, so there is no yearly total to check.', {
      color: COLOR.muted,
    });
  } else {
    l.para(
      'For each year, what the reconciliation billed you (your share plus any fees) and what it comes to once the overcharges found for that year are taken out.',
    );
    l.table(
      [
        { header: 'Year', weight: 22 },
        { header: 'Billed to you', weight: 26, align: 'right' },
        { header: 'Overcharges found', weight: 26, align: 'right' },
        { header: 'What you should have paid', weight: 26, align: 'right' },
      ],
      rows.map((r) => ({
        cells: [r.label, moneyOr(r.billedCents), usd(r.findingsCents), moneyOr(r.shouldHavePaidCents)],
        colors: [undefined, undefined, r.findingsCents > 0 ? COLOR.red : undefined, COLOR.green],
      })),
    );
    if (rows.some((r) => r.billedCents === null)) {
      l.para(
        '"Not stated": the statement does not show what it billed you, so the corrected total cannot be computed.',
        {
          size: 8.5,
          color: COLOR.muted,
        },
      );
    }
  }
  const bills = billFindings(audit);
  if (bills.length) {
    l.para(
      `On your monthly bills: ${bills.map((f) => `${f.title} (${usd(f.amountCents)})`).join('; ')}. These are not part of the yearly totals above.`,
      { size: 9.5 },
    );
  }
}

export function drawFindingDetails(l: Layout, audit: AuditJson): void {
  if (!audit.findings.length) return;
  l.section('Findings in detail', { page: true, kicker: 'Evidence and calculations' });
  audit.findings.forEach((f, i) => {
    // The heading, the meta line and the start of the explanation stay together (with the rule above them).
    const need = headingHeight(l, f, i + 1) + 90;
    if (i > 0) {
      l.space(6);
      l.ensure(need + 14);
      const y = l.y;
      l.doc.moveTo(l.left, y).lineTo(l.right, y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
      l.y = y + 14;
    }
    l.ensure(need);
    drawFinding(l, audit, f, i + 1);
  });
}

const AMOUNT_W = 110;

function headingHeight(l: Layout, f: Finding, n: number): number {
  return l.textHeight(`${n}. ${f.title}`, l.width - AMOUNT_W - 10, FONT.bold, 12.5);
}

function drawFinding(l: Layout, audit: AuditJson, f: Finding, n: number): void {
  const amountW = AMOUNT_W;
  const titleW = l.width - amountW - 10;
  const title = `${n}. ${f.title}`;
  const y = l.y;
  l.style(FONT.bold, 12.5, COLOR.navy).text(title, l.left, y, { width: titleW });
  const afterTitle = l.y;
  l.style(FONT.bold, 14, f.amountCents > 0 ? COLOR.red : COLOR.muted).text(
    f.amountCents > 0 ? usd(f.amountCents) : 'To review',
    l.right - amountW,
    y,
    { width: amountW, align: 'right', lineBreak: false },
  );
  l.y = afterTitle + 5;
  const pillW = l.pill(f.severity, l.left, l.y, SEVERITY_COLOR[f.severity] ?? COLOR.muted);
  const meta = [
    f.year !== null ? `Year ${f.year}` : null,
    humanize(f.rule),
    `Confidence ${Math.round(f.confidence * 100)}%`,
  ]
    .filter(Boolean)
    .join('   |   ');
  l.style(FONT.regular, 8.5, COLOR.muted).text(meta, l.left + pillW + 8, l.y + 2.5, { lineBreak: false });
  l.y += 22;

  l.para(f.explanation);
  if (f.calculation.length) {
    label(l, 'How we calculated it');
    l.list(f.calculation, { numbered: true, size: 9.5 });
    l.y += 2;
  }
  if (f.evidence.length) {
    label(l, 'Evidence from your documents', 50);
    for (const e of f.evidence)
      quote(
        l,
        `${isLeaseFile(audit, e.file) ? 'Lease' : 'Statement / bill'}: ${e.file}, page ${e.page}`,
        e.quote,
      );
  }
  if (f.recommendation) {
    label(l, 'What to ask for', l.textHeight(f.recommendation, l.width, FONT.regular, 10));
    l.para(f.recommendation);
  }
}

function label(l: Layout, text: string, next = 30): void {
  l.ensure(14 + next);
  l.style(FONT.bold, 8.5, COLOR.accent).text(text.toUpperCase(), l.left, l.y, {});
  l.y += 4;
  l.style(FONT.regular, 10);
}

/** A quoted passage in a shaded box with its source above it. */
function quote(l: Layout, source: string, text: string): void {
  const pad = 8;
  const inner = l.width - 2 * pad - 4;
  const t = text.trim();
  const q = `"${t.length > 700 ? `${t.slice(0, 700)}...` : t}"`;
  const h =
    l.textHeight(source, inner, FONT.bold, 8, 0) + 3 + l.textHeight(q, inner, FONT.italic, 9.5) + 2 * pad - 2;
  l.ensure(h);
  const y = l.y;
  l.doc.rect(l.left, y, l.width, h).fill(COLOR.soft);
  l.doc.rect(l.left, y, 3, h).fill(COLOR.accent);
  l.style(FONT.bold, 8, COLOR.muted).text(source, l.left + 4 + pad, y + pad, { width: inner });
  l.y += 3;
  l.style(FONT.italic, 9.5, COLOR.ink).text(q, l.left + 4 + pad, l.y, { width: inner, lineGap: 2 });
  l.y = y + h + 6;
  l.style(FONT.regular, 10);
}
