import { describe, expect, it } from 'vitest';
import { backupRequest, disputeLetter } from '../../../../src/engine/report/letters';
import type { AuditJson } from '../../../../src/engine/types';
import { auditFixture, NOW } from './audit-fixture';

describe('letters', () => {
  it('the dispute letter lists each finding with amount and lease clause, the credit and the deadline', () => {
    const text = disputeLetter(auditFixture(), { now: NOW });
    expect(text.split('\n')[0]).toBe(
      'Subject: Dispute of 2023 and 2024 operating expense charges - Blue Fern Bakery LLC',
    );
    expect(text).toContain('Date: June 1, 2025\nTo: Harbor Point Properties LP\nFrom: Blue Fern Bakery LLC');
    expect(text).toContain('1. You were billed 5.62% instead of your 5.00% share (2024): $4,123.00.');
    expect(text).toContain('Lease clause: "Tenant\'s Proportionate Share: 5.00%" (lease.pdf, page 2).');
    expect(text).toContain(
      '2. Leasing commissions were billed although the lease excludes them (2024): $1,287.45.',
    );
    expect(text).toContain('3. The administrative fee was charged on taxes and insurance (2023): $862.10.');
    expect(text).toContain('Your statement: "Leasing Commissions 23,500.00" (recon-2024.pdf, page 1).');
    expect(text).toContain('Please issue a credit of $6,272.55');
    expect(text).toContain('runs until July 14, 2025');
    expect(text.trim().endsWith('Sincerely,\nBlue Fern Bakery LLC')).toBe(true);
  });

  it('the backup request asks for invoices, the general ledger and the allocation, naming the questioned lines', () => {
    const text = backupRequest(auditFixture(), { now: NOW });
    expect(text).toMatch(/^Subject: Request for supporting documents - 2023 and 2024/);
    expect(text).toContain('general ledger');
    expect(text).toContain('invoices');
    expect(text).toContain('The allocation');
    expect(text).toContain('Leasing Commissions 23,500.00 (recon-2024.pdf, page 1)');
    expect(text).not.toContain('lease.pdf, page 7');
    expect(text).toContain('runs until July 14, 2025');
  });

  it('leaves blanks for unknown facts and handles an audit without findings', () => {
    const audit: AuditJson = { ...auditFixture(), lease: null, findings: [], deadlines: [] };
    const text = disputeLetter(audit, { now: NOW });
    expect(text).toContain('To: [Landlord name]');
    expect(text).toContain('Sincerely,\n[Tenant name]');
    expect(text).not.toContain('credit of');
    expect(text).not.toContain('runs until');
    expect(backupRequest(audit, { now: NOW })).not.toContain('In particular');
  });
});
