import { describe, expect, it } from 'vitest';
import { findPeriod } from '../../../../src/engine/extract/statement/header';
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
