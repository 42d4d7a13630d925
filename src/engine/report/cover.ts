/** The cover: who and what the audit is about, the total potential recovery and the deadline box. */
import type { AuditJson } from '../types';
import {
  type AuditWindow,
  auditWindow,
  buildingRsf,
  landlordName,
  periodText,
  premisesRsf,
  pricedFindings,
  tenantName,
  totalRecovery,
} from './facts';
import { area, days, isoDay, longDate, usd } from './format';
import { COLOR, FONT, type Layout } from './layout';
import { NOT_STATED } from './lease-text';
import type { ReportOptions } from './render-report';

export function propertyText(audit: AuditJson, opts: ReportOptions): string {
  if (opts.property) return opts.property;
  const prem = premisesRsf(audit);
  const bldg = buildingRsf(audit);
  if (prem && bldg) return `Premises of ${area(prem)} in a building of ${area(bldg)}`;
  if (prem) return `Premises of ${area(prem)}`;
  if (bldg) return `Building of ${area(bldg)}`;
  return NOT_STATED;
}

export function drawCover(l: Layout, audit: AuditJson, opts: ReportOptions, now: Date): void {
  const doc = l.doc;
  const bandH = 168;
  doc.rect(0, 0, doc.page.width, bandH).fill(COLOR.navy);
  doc.rect(0, bandH, doc.page.width, 4).fill(COLOR.accent);
  l.style(FONT.bold, 10, '#9fc1e6').text('LEASEAUDIT', l.left, 52, { lineBreak: false });
  l.style(FONT.bold, 9, '#9fc1e6').text(
    `${opts.tier === 'premium' ? 'PREMIUM' : 'BASIC'} REPORT`,
    l.left,
    52,
    {
      width: l.width,
      align: 'right',

      lineBreak: false,
    },
  );
  l.style(FONT.bold, 28, COLOR.white).text('CAM Audit Report', l.left, 76, { width: l.width });
  l.style(FONT.regular, 11.5, '#d6e4f2').text(
    'Review of operating expense charges: taxes, insurance and common area maintenance (TICAM)',
    l.left,
    116,
    { width: l.width },
  );

  // Who and what.
  const rows: [string, string][] = [
    ['Property', propertyText(audit, opts)],
    ['Tenant', tenantName(audit) ?? NOT_STATED],
    ['Landlord', landlordName(audit) ?? NOT_STATED],
    [
      'Period reviewed',
      periodText(audit) ? `Statement years ${periodText(audit)}` : 'No reconciliation statements',
    ],
    ['Prepared', longDate(isoDay(now))],
  ];
  let y = bandH + 34;
  for (const [label, value] of rows) {
    l.style(FONT.bold, 8, COLOR.muted).text(label.toUpperCase(), l.left, y + 2, {
      width: 120,

      lineBreak: false,
    });
    l.style(FONT.regular, 11.5, COLOR.ink).text(value, l.left + 130, y, { width: l.width - 130 });
    y = Math.max(doc.y, y + 14) + 8;
  }

  // Total potential recovery.
  y += 14;
  const total = totalRecovery(audit);
  const priced = pricedFindings(audit);
  const boxH = 84;
  doc.rect(l.left, y, l.width, boxH).fill(COLOR.soft);
  doc.rect(l.left, y, l.width, boxH).lineWidth(0.75).strokeColor(COLOR.rule).stroke();
  l.style(FONT.bold, 9, COLOR.muted).text('TOTAL POTENTIAL RECOVERY', l.left + 20, y + 18, {
    lineBreak: false,
  });
  l.style(FONT.bold, 32, priced.length ? COLOR.green : COLOR.navy).text(usd(total), l.left + 20, y + 36, {
    lineBreak: false,
  });
  const years = new Set(priced.map((f) => f.year).filter((x) => x !== null));
  const sub = priced.length
    ? `${priced.length} priced finding${priced.length === 1 ? '' : 's'}${years.size ? ` across ${years.size} year${years.size === 1 ? '' : 's'}` : ''}`
    : 'No overcharges found';
  l.style(FONT.regular, 10, COLOR.muted).text(sub, l.left + l.width / 2, y + 42, {
    width: l.width / 2 - 20,
    align: 'right',
  });
  const reviewCount = audit.findings.length - priced.length;
  if (reviewCount > 0) {
    l.style(FONT.regular, 9, COLOR.muted).text(
      `plus ${reviewCount} item${reviewCount === 1 ? '' : 's'} to review`,
      l.left + l.width / 2,
      y + 58,
      { width: l.width / 2 - 20, align: 'right' },
    );
  }
  l.y = y + boxH + 18;
  if (opts.reviewLine) {
    l.style(FONT.bold, 10.5, COLOR.navy).text(opts.reviewLine, l.left, l.y - 8, { width: l.width });
    l.y = Math.max(doc.y, l.y) + 8;
  }

  drawDeadlineBox(l, auditWindow(audit, now), now);
  drawAtAGlance(l, audit, doc.page.height - 150);

  l.y = Math.max(l.y, doc.page.height - 150);
  l.para(
    'This report is computed only from the documents you submitted. It is informational, not legal or financial advice; see the important notice at the end.',
    { size: 8.5, color: COLOR.muted },
  );
}

/** The largest findings, one line each, as far as the cover has room (above `limitY`). */
function drawAtAGlance(l: Layout, audit: AuditJson, limitY: number): void {
  if (!audit.findings.length) return;
  const rowH = 16;
  const room = Math.floor((limitY - l.y - 22) / rowH);
  if (room < 2) return;
  const sorted = [...audit.findings].sort((a, b) => b.amountCents - a.amountCents);
  const shown = sorted.length > room ? sorted.slice(0, room - 1) : sorted;
  l.style(FONT.bold, 8, COLOR.muted).text('AT A GLANCE', l.left, l.y, { lineBreak: false });
  l.y += 14;
  for (const f of shown) {
    const y = l.y;
    l.style(FONT.regular, 10, COLOR.ink).text(
      `${f.year !== null ? `${f.year}  ` : ''}${f.title}`,
      l.left,
      y,
      {
        width: l.width - 110,
        lineBreak: false,
        ellipsis: true,
      },
    );
    l.style(FONT.bold, 10, f.amountCents > 0 ? COLOR.ink : COLOR.muted).text(
      f.amountCents > 0 ? usd(f.amountCents) : 'To review',
      l.right - 100,
      y,
      { width: 100, align: 'right', lineBreak: false },
    );
    l.doc
      .moveTo(l.left, y + rowH - 4)
      .lineTo(l.right, y + rowH - 4)
      .lineWidth(0.4)
      .strokeColor(COLOR.rule)
      .stroke();
    l.y = y + rowH;
  }
  if (shown.length < sorted.length) {
    const more = sorted.length - shown.length;
    l.style(FONT.regular, 9, COLOR.muted).text(
      `and ${more} more finding${more === 1 ? '' : 's'} inside`,
      l.left,
      l.y,
      {
        lineBreak: false,
      },
    );
    l.y += rowH;
  }
}

/** The deadline in a bold box: the audit-window date and the days left from `now`. */
export function drawDeadlineBox(l: Layout, w: AuditWindow | null, now: Date): void {
  const doc = l.doc;
  let title: string;
  let lines: string[];
  let color: string;
  let fill: string;
  if (!w) {
    title = 'Audit deadline: not determined';
    lines = [
      'We could not determine the audit-window date from your documents. Check the audit clause of your lease and send any dispute in writing as soon as possible.',
    ];
    color = COLOR.amber;
    fill = COLOR.amberSoft;
  } else if (w.daysLeft === null || w.daysLeft >= 0) {
    const left =
      w.daysLeft === null
        ? ''
        : w.daysLeft === 0
          ? 'Today is the last day.'
          : `${days(w.daysLeft)} left as of ${longDate(isoDay(now))}.`;
    title = `Audit deadline: ${longDate(w.date)}`;
    lines = [
      `${left} Send your written dispute to the landlord before this date.`.trim(),
      `Basis: ${w.basis}.`,
    ];
    color = COLOR.red;
    fill = COLOR.redSoft;
  } else {
    title = `Audit window closed on ${longDate(w.date)}`;
    lines = [
      `The window closed ${days(-w.daysLeft)} ago (as of ${longDate(isoDay(now))}). Some leases still allow a dispute of errors after it; check your lease and act promptly.`,
      `Basis: ${w.basis}.`,
    ];
    color = COLOR.red;
    fill = COLOR.redSoft;
  }
  const pad = 16;
  const inner = l.width - 2 * pad;
  const titleH = l.textHeight(title, inner, FONT.bold, 16);
  const fontOf = (i: number) => (i === 0 ? FONT.bold : FONT.regular);
  const bodyH = lines.reduce((s, t, i) => s + l.textHeight(t, inner, fontOf(i), 10.5) + 4, 0);
  const h = titleH + bodyH + 2 * pad + 6;
  l.ensure(h);
  const y = l.y;
  doc.rect(l.left, y, l.width, h).fill(fill);
  doc
    .rect(l.left + 1.25, y + 1.25, l.width - 2.5, h - 2.5)
    .lineWidth(2.5)
    .strokeColor(color)
    .stroke();
  l.style(FONT.bold, 16, color).text(title, l.left + pad, y + pad, { width: inner });
  l.y += 6;
  for (const [i, t] of lines.entries()) {
    l.style(fontOf(i), 10.5, i === 0 ? COLOR.ink : COLOR.muted).text(t, l.left + pad, l.y, {
      width: inner,
      lineGap: 2,
    });
    l.y += 4;
  }
  l.y = y + h + 12;
  l.style(FONT.regular, 10);
}
