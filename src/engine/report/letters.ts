/**
 * The premium report's ready-to-send e-mails, as plain text so the web app can show and copy
 * them too: a dispute letter (each finding with its amount and lease clause, the credit asked
 * for, the audit-window deadline) and a request for backup documents. Filled from audit.json;
 * what it does not state is left as a [bracketed] blank for the tenant to complete.
 */
import type { AuditJson, Evidence, Finding } from '../types';
import {
  auditWindow,
  isLeaseFile,
  landlordName,
  periodText,
  premisesRsf,
  pricedFindings,
  statementYears,
  tenantName,
} from './facts';
import { area, isoDay, longDate, usd } from './format';

export interface LetterOptions {
  /** The letter's date; default today. */
  now?: Date;
}

interface Parties {
  tenant: string;
  landlord: string;
  period: string;
  plural: boolean;
  premises: string;
  date: string;
}

function parties(audit: AuditJson, now: Date): Parties {
  const rsf = premisesRsf(audit);
  const start = audit.lease?.commencementDate.value ?? null;
  const period = periodText(audit);
  return {
    tenant: tenantName(audit) ?? '[Tenant name]',
    landlord: landlordName(audit) ?? '[Landlord name]',
    period: period ?? '[year]',
    plural: statementYears(audit).length > 1,
    premises: `the premises we lease from you${rsf ? ` (${area(rsf)})` : ''}${start ? ` under our lease commencing ${longDate(start)}` : ' under our lease'}`,
    date: longDate(isoDay(now)),
  };
}

function cite(e: Evidence): string {
  return `"${e.quote.trim()}" (${e.file}, page ${e.page})`;
}

function findingItem(audit: AuditJson, f: Finding, n: number): string {
  const lease = f.evidence.filter((e) => isLeaseFile(audit, e.file));
  const other = f.evidence.filter((e) => !isLeaseFile(audit, e.file));
  const lines = [`${n}. ${f.title}${f.year !== null ? ` (${f.year})` : ''}: ${usd(f.amountCents)}.`];
  for (const e of lease) lines.push(`   Lease clause: ${cite(e)}.`);
  for (const e of other) lines.push(`   Your statement: ${cite(e)}.`);
  if (!lease.length) lines.push('   Lease clause: [cite the lease section that applies].');
  return lines.join('\n');
}

function deadlineSentence(audit: AuditJson, now: Date): string {
  const w = auditWindow(audit, now);
  return w
    ? `This notice is given within the audit and dispute period under the lease, which runs until ${longDate(w.date)}; please treat it as our timely written objection to the ${audit.statements.length > 1 ? 'statements' : 'statement'}.`
    : 'This notice is given within the audit and dispute period under the lease; please treat it as our timely written objection.';
}

/** The dispute letter to the landlord: each finding with amount and clause, the credit asked for, the deadline. */
export function disputeLetter(audit: AuditJson, opts: LetterOptions = {}): string {
  const now = opts.now ?? new Date();
  const p = parties(audit, now);
  const priced = pricedFindings(audit);
  const review = audit.findings.filter((f) => f.amountCents <= 0);
  const total = priced.reduce((s, f) => s + f.amountCents, 0);
  const statements = p.plural ? 'reconciliation statements' : 'reconciliation statement';

  const parts = [
    `Subject: Dispute of ${p.period} operating expense charges - ${p.tenant}`,
    `Date: ${p.date}\nTo: ${p.landlord}\nFrom: ${p.tenant}`,
    `Dear ${p.landlord},`,
    `We have reviewed your operating expense (CAM, taxes and insurance) ${statements} for ${p.period} for ${p.premises}. The charges below are not consistent with the lease, and we dispute them:`,
  ];
  if (priced.length) {
    parts.push(priced.map((f, i) => findingItem(audit, f, i + 1)).join('\n\n'));
    parts.push(`Total overcharge: ${usd(total)}.`);
    parts.push(
      `Please issue a credit of ${usd(total)} to our account (or a refund, at our option) and send corrected ${statements} showing the adjustment. If you believe any item is correct, please send the invoices and calculations that support it.`,
    );
  } else {
    parts[3] = `We have reviewed your operating expense (CAM, taxes and insurance) ${statements} for ${p.period} for ${p.premises}.`;
  }
  if (review.length) {
    parts.push(
      `${priced.length ? 'We also ask you to explain' : 'Before we accept the charges, please explain'} the following:\n${review
        .map((f, i) => `${i + 1}. ${f.title}${f.year !== null ? ` (${f.year})` : ''}.`)
        .join('\n')}`,
    );
  }
  parts.push(deadlineSentence(audit, now));
  parts.push(
    'Please reply in writing within 30 days. We reserve all of our rights under the lease, including the right to inspect and audit your books and records for these years.',
  );
  parts.push(`Sincerely,\n${p.tenant}`);
  return parts.join('\n\n');
}

/** The request for backup documents: invoices, the general ledger, the allocation and the fee computations. */
export function backupRequest(audit: AuditJson, opts: LetterOptions = {}): string {
  const now = opts.now ?? new Date();
  const p = parties(audit, now);
  const statements = p.plural ? 'reconciliation statements' : 'reconciliation statement';
  const questioned = [
    ...new Set(
      audit.findings.flatMap((f) =>
        f.evidence
          .filter((e) => !isLeaseFile(audit, e.file))
          .map((e) => `${e.quote.trim()} (${e.file}, page ${e.page})`),
      ),
    ),
  ];
  const items = [
    `The general ledger for the building's operating expenses for ${p.period}, with each entry's vendor, date and amount.`,
    'Copies of the invoices behind each expense line, and the paid tax bills and insurance premium invoices.',
    "The allocation: the building's total rentable area used for each year, the occupancy, your calculation of our share, and any tenant or space left out of the denominator.",
    'How the management and administrative fees were computed: the rate, and the amounts they were charged on.',
    'Any gross-up calculation (occupancy and the costs adjusted), and the amortization schedule for any capital item.',
  ];
  if (questioned.length) {
    items.push(
      `In particular, the backup for these lines we questioned:\n${questioned.map((q) => `   - ${q}`).join('\n')}`,
    );
  }
  const w = auditWindow(audit, now);
  return [
    `Subject: Request for supporting documents - ${p.period} operating expenses - ${p.tenant}`,
    `Date: ${p.date}\nTo: ${p.landlord}\nFrom: ${p.tenant}`,
    `Dear ${p.landlord},`,
    `Under the lease, we ask for the documents that support the ${statements} for ${p.period} for ${p.premises}:`,
    items.map((it, i) => `${i + 1}. ${it}`).join('\n'),
    `Electronic copies by e-mail are fine. Please send them within 30 days.${
      w
        ? ` Our audit and dispute period runs until ${longDate(w.date)}; as we cannot complete our review without these documents, we ask that you confirm the period is extended by the time it takes to provide them.`
        : ''
    } This request does not accept the statement${p.plural ? 's' : ''}, and we reserve all of our rights under the lease.`,
    `Thank you,\n${p.tenant}`,
  ].join('\n\n');
}
