import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../../src/engine/pdf/read-document';
import { usd } from '../../../../src/engine/report/format';
import { renderReport } from '../../../../src/engine/report/render-report';
import type { AuditJson } from '../../../../src/engine/types';
import { auditFixture, NOW } from './audit-fixture';

/** The PDF's text as the engine's own reader sees it: every line, joined. */
async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const doc = await readDocument(new Uint8Array(pdf), { file: 'report.pdf', ocr: 'never' });
  return { text: doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n'), pages: doc.pageCount };
}

describe('renderReport', () => {
  it('basic: total, deadline, each finding, what to pay, TICAM, lease summary and the notice; no premium sections', async () => {
    const audit = auditFixture();
    const pdf = await renderReport(audit, { tier: 'basic', now: NOW });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(pdf);
    expect(text).toContain('$6,272.55');
    expect(text).toContain('Audit deadline: July 14, 2025');
    expect(text).toContain('43 days left as of June 1, 2025');
    for (const f of audit.findings) {
      expect(text).toContain(usd(f.amountCents));
      expect(text).toContain(f.title);
    }
    expect(['$4,123.00', '$1,287.45', '$862.10']).toEqual(audit.findings.map((f) => usd(f.amountCents)));
    // Quoted evidence with its source.
    expect(text).toContain('Leasing Commissions 23,500.00');
    expect(text).toContain('recon-2024.pdf, page 1');
    // What you should have paid: 2024 billed $23,387.84 less $5,410.45.
    expect(text).toContain('What you should actually have paid');
    expect(text).toContain('$17,977.39');
    // TICAM.
    expect(text).toContain('Complete TICAM breakdown');
    expect(text).toContain('$193,000.00');
    expect(text).toMatch(/\$7\.15\/sf/);
    // Lease summary with unknowns.
    expect(text).toContain('Lease summary');
    expect(text).toContain('Not stated');
    expect(text).toContain('Harbor Point Properties LP');
    expect(text).toContain('informational, not legal or financial advice');
    expect(text).toContain('LeaseAudit verifies no submitted data');
    expect(text).toContain('guarantees no outcome');
    expect(text).not.toContain('Dispute letter');
    expect(text).not.toContain('in plain English');
  });

  it('premium adds the plain-English lease, tips and both e-mails', async () => {
    const { text, pages } = await pdfText(await renderReport(auditFixture(), { tier: 'premium', now: NOW }));
    expect(text).toContain('$6,272.55');
    expect(text).toContain('July 14, 2025');
    expect(text).toContain('Your lease in plain English');
    expect(text).toContain('Tips for negotiating with your landlord');
    expect(text).toMatch(/Your share: ask for the building RSF/);
    expect(text).toContain('Dispute letter');
    expect(text).toContain(
      'Subject: Dispute of 2023 and 2024 operating expense charges - Blue Fern Bakery LLC',
    );
    expect(text).toContain('Please issue a credit of $6,272.55');
    expect(text).toContain('Request for backup documents');
    expect(text).toContain('informational, not legal or financial advice');
    expect(pages).toBeGreaterThan(8);
  });

  it('is deterministic for the same audit and date', async () => {
    const a = await renderReport(auditFixture(), { tier: 'premium', now: NOW });
    const b = await renderReport(auditFixture(), { tier: 'premium', now: NOW });
    expect(a.equals(b)).toBe(true);
  });

  it('says "No overcharges found" when there are no findings', async () => {
    const audit: AuditJson = { ...auditFixture(), findings: [], totals: { overchargeCents: 0, byYear: {} } };
    const { text } = await pdfText(await renderReport(audit, { tier: 'premium', now: NOW }));
    expect(text).toContain('No overcharges found');
    expect(text).toContain('$0.00');
    expect(text).not.toContain('Findings in detail');
    expect(text).toContain('Complete TICAM breakdown');
  });

  it('renders a lease-only audit and a statements-only audit, and a closed or unknown deadline', async () => {
    const base = auditFixture();
    const leaseOnly: AuditJson = {
      ...base,
      statements: [],
      findings: [],
      deadlines: [],
      totals: { overchargeCents: 0, byYear: {} },
    };
    const a = (await pdfText(await renderReport(leaseOnly, { tier: 'premium', now: NOW }))).text;
    expect(a).toContain('No reconciliation statements were submitted');
    expect(a).toContain('Audit deadline: not determined');
    expect(a).toContain('Lease summary');

    const noLease: AuditJson = {
      ...base,
      lease: null,
      statements: base.statements.map((s) => ({ ...s, shareDenominatorRsf: null, shareNumeratorRsf: null })),
    };
    const b = (
      await pdfText(await renderReport(noLease, { tier: 'premium', now: new Date('2025-08-01T12:00:00Z') }))
    ).text;
    expect(b).toContain('No lease was submitted');
    expect(b).toContain('Audit window closed on July 14, 2025');
    expect(b).toContain('Cost per square foot is not shown');
    expect(b).toContain('[Landlord name]');
  });
});
