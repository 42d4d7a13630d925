import { describe, expect, it } from 'vitest';
import { findPeriod, findYear } from '../../../../src/engine/extract/statement/header';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

describe('findPeriod: a scan that garbled the first date', () => {
  it('does not pair the period end with the statement date beside it', () => {
    // "January 1; 2023" (a comma read as a semicolon) is no date: the period's own end and the
    // statement date on the next line are not a period (it would start on December 31).
    const doc = documentFromText(
      'recon.pdf',
      `For the Period January 1; 2023 through December 31, 2023
Tenant:  Corner Bakery Co.     Statement Date: 06/15/24
Period:  01/01/23 - 12/31/23
`,
    );
    expect(findPeriod(doc)).toMatchObject({ start: '2023-01-01', end: '2023-12-31' });
  });

  it('still reads a period that begins mid-month and closes at a month end', () => {
    const doc = documentFromText('recon.pdf', 'For the Period June 15, 2023 through December 31, 2023\n');
    expect(findPeriod(doc)).toMatchObject({ start: '2023-06-15', end: '2023-12-31' });
  });
});

describe('findPeriod: whole months', () => {
  it('reads an accounting report header "Period = Jan 2022 - Dec 2022" as the calendar year', () => {
    const doc = documentFromText(
      'recon.pdf',
      `12 Month Operating Statement
Period = Jan 2022 - Dec 2022   Book = Accrual   Tenant: Delacroix Title & Escrow, L.L.C. (Suite 301)
`,
    );
    expect(findPeriod(doc)).toMatchObject({ start: '2022-01-01', end: '2022-12-31' });
  });
});

describe('findYear: a month-by-month grid whose period a scan garbled', () => {
  it('takes the year of the column heading’s months', () => {
    const doc = documentFromText(
      'recon.pdf',
      `Report date: February 11, 2026   Mill Pond Partners, LP   Page 1 of 2
12 Month Operating Statement
Period = Jgn 2025 - Dec 2025 Book = Accrual
Account   Account Name   Jan 2025   Feb 2025   Mar 2025   Apr 2025   May 2025   Jun 2025
`,
    );
    expect(findPeriod(doc).end).toBeNull();
    expect(findYear(doc, null, null)?.value).toBe(2025);
  });
});
