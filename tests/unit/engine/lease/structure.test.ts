import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { checkAreasByShare } from '../../../../src/engine/extract/lease/areas';
import {
  definedTerms,
  lookupTerm,
  referencedSection,
} from '../../../../src/engine/extract/lease/defined-terms';
import { flatten, flattenDocuments } from '../../../../src/engine/extract/lease/flat-text';
import { segmentAt, segmentLease } from '../../../../src/engine/extract/lease/segments';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A numbered-section lease: contents, a definitions article, sections, and a Basic Lease
// Information exhibit whose rows hold the values the articles refer to.
const LEASE = `OFFICE LEASE
TABLE OF CONTENTS
ARTICLE 1 DEFINITIONS
ARTICLE 2 PREMISES
Exhibit A – Basic Lease Information
Exhibit B – Floor Plan
This Office Lease is made between the Landlord and the Tenant named in the Basic Lease Information attached as
Exhibit A.
ARTICLE 1 DEFINITIONS
1.1 “Base Operating Expenses” means the dollar amount so designated in the Basic Lease Information.
1.2 “Building” means the office building commonly known as Ridge Tower (the “Project”).
ARTICLE 2 PREMISES
2.1 Premises. The Premises contain 6,256 rentable square feet on the third floor of the Building.
2.2 Building Area. The Building contains 32,000 rentable square feet.
ARTICLE 6 OPERATING EXPENSES
6.1 Payment. Tenant shall pay Tenant's Proportionate Share of Operating Expenses in excess of Base Operating Expenses.
6.4 Exclusions. Operating Expenses shall not include: (a) depreciation of the Building; (b) costs of
capital improvements, except as amortized under
Section 6.5; (c) leasing commissions; (d) legal fees in disputes with tenants; (e) interest on any mortgage.
6.5 Capital Costs. Capital costs shall be amortized over ten (10) years.
6.6 Late Statements. Landlord shall deliver a statement within 120 days after the end of each calendar year.
\f
EXHIBIT A
BASIC LEASE INFORMATION
1.1   Landlord          Ridge Tower Owner, LLC, a Delaware limited liability company
1.2   Tenant            Quill & Ink Design, Inc., a Texas corporation
1.3   Premises          Suite 300, containing 6,256 rentable square feet
1.4   Proportionate Share   6,256 / 32,000
1.5 Base Operating Expenses $412,500.00
1.6   Commencement Date     See Section 2.1
EXHIBIT B
FLOOR PLAN
[plan]`;

describe('segmentLease', () => {
  const flat = flatten(
    'lease.pdf',
    documentFromText('lease.pdf', LEASE).pages.flatMap((p) => p.lines),
  );
  const segments = segmentLease(flat);

  it('finds articles, sections and exhibits, and drops the table of contents', () => {
    const outline = segments.map((s) => `${s.kind}:${s.number}`);
    expect(outline).toEqual([
      'definitions:1',
      'section:1.1',
      'section:1.2',
      'article:2',
      'section:2.1',
      'section:2.2',
      'article:6',
      'section:6.1',
      'section:6.4',
      'section:6.5',
      'section:6.6',
      'basicInfo:A',
      'section:1.1',
      'section:1.2',
      'section:1.3',
      'section:1.4',
      'section:1.5',
      'section:1.6',
      'exhibit:B',
    ]);
  });

  it('ends a section at the next heading, not at a cross-reference inside it', () => {
    const at = flat.text.indexOf('(c) leasing commissions');
    const s = segmentAt(segments, at);
    expect(s?.number).toBe('6.4');
    expect(flat.text.slice(s?.start, s?.end)).toContain('(e) interest on any mortgage');
    expect(flat.text.slice(s?.start, s?.end)).not.toContain('amortized over ten');
  });

  it('keeps an article holding its sections, and an exhibit running to the next exhibit', () => {
    const article = segments.find((s) => s.kind === 'article' && s.number === '6');
    expect(flat.text.slice(article?.start, article?.end)).toContain('6.6 Late Statements');
    const bli = segments.find((s) => s.kind === 'basicInfo');
    expect(flat.text.slice(bli?.start, bli?.end)).toContain('Base Operating Expenses $412,500.00');
    expect(flat.text.slice(bli?.start, bli?.end)).not.toContain('FLOOR PLAN');
  });

  it('reads a summary placed before the articles as its own block', () => {
    const front = flatten(
      'l.pdf',
      documentFromText(
        'l.pdf',
        'BASIC LEASE INFORMATION\nTenant:  Acme Corp.\nPremises:  Suite 1\n1. PREMISES\nLandlord leases the Premises to Tenant.\n2. TERM\nThe Term is five years.',
      ).pages.flatMap((p) => p.lines),
    );
    const segs = segmentLease(front);
    expect(segs.map((s) => `${s.kind}:${s.number}`)).toEqual(['basicInfo:null', 'article:1', 'article:2']);
    expect(front.text.slice(segs[0]?.start, segs[0]?.end)).not.toContain('Landlord leases');
  });
});

describe('definedTerms', () => {
  const flat = flatten(
    'lease.pdf',
    documentFromText('lease.pdf', LEASE).pages.flatMap((p) => p.lines),
  );
  const terms = definedTerms(flat);

  it('reads summary rows by their cells, a value continued below, and run-together rows', () => {
    const row = (key: RegExp) => lookupTerm(terms, key).find((t) => t.form === 'summary')?.value;
    expect(row(/^landlord$/)).toBe('Ridge Tower Owner, LLC, a Delaware limited liability company');
    expect(row(/^proportionate share$/)).toBe('6,256 / 32,000');
    expect(row(/^base operating expenses$/)).toBe('$412,500.00');
  });

  it('reads "means" definitions and parenthetical definitions, summary rows first', () => {
    const base = lookupTerm(terms, /^base operating expenses$/);
    expect(base.map((t) => t.form)).toEqual(['summary', 'means']);
    const project = lookupTerm(terms, /^project$/)[0];
    expect(project?.form).toBe('parenthetical');
    expect(project?.value).toContain('Ridge Tower');
    for (const t of terms) expect(flat.text.slice(t.start, t.end)).toContain(t.value.slice(0, 10));
  });

  it('follows a row that refers to a section', () => {
    const row = lookupTerm(terms, /^commencement date$/)[0];
    const target = referencedSection(row?.value ?? '', segmentLease(flat));
    expect(target?.number).toBe('2.1');
    expect(target?.kind).toBe('section');
  });
});

describe('extractLease by structure', () => {
  it('resolves terms from the Basic Lease Information and reads the whole exclusions section', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', LEASE)]);
    expect(lease.landlordName.value).toBe('Ridge Tower Owner, LLC');
    expect(lease.tenantName.value).toBe('Quill & Ink Design, Inc.');
    expect(lease.proRataSharePct.value).toBe(19.55);
    expect(lease.premisesRsf.value).toBe(6256);
    expect(lease.buildingRsf.value).toBe(32000);
    expect(lease.baseYearExpensesCents.value).toBe(41250000);
    expect(lease.capitalAmortizationYears.value).toBe(10);
    expect(lease.excludedCategories.value).toEqual(
      expect.arrayContaining([
        'DEPRECIATION',
        'CAPITAL',
        'LEASING_COMMISSIONS',
        'LEGAL_DISPUTES',
        'DEBT_SERVICE',
      ]),
    );
  });

  it('takes the rent and expiration an amendment sets over the lease', () => {
    const base = `LEASE
Landlord: Elm Street Owner LLC
Tenant: Fern Analytics Inc.
Commencement Date: January 1, 2022
Expiration Date: December 31, 2024
Base Rent: Tenant shall pay monthly Base Rent of $10,000.00 from January 1, 2022 through December 31, 2024.`;
    const amendment = `FIRST AMENDMENT TO LEASE
This First Amendment is made between Elm Street Owner LLC ("Landlord") and Fern Analytics Inc. ("Tenant").
1. Extension. The Expiration Date is hereby extended to December 31, 2026.
2. Base Rent. Effective January 1, 2025, monthly Base Rent shall be $11,000.00 through December 31, 2026.`;
    const { lease } = extractLease([
      documentFromText('lease.pdf', base),
      documentFromText('amendment.pdf', amendment),
    ]);
    expect(lease.expirationDate.value).toBe('2026-12-31');
    expect(lease.expirationDate.evidence?.file).toBe('amendment.pdf');
    const steps = lease.rentSchedule.value ?? [];
    expect(steps[0]).toMatchObject({ from: '2022-01-01', monthlyRentCents: 1000000 });
    expect(steps[steps.length - 1]).toMatchObject({ to: '2026-12-31', monthlyRentCents: 1100000 });
  });

  // Each area is read as the one its label names; here the labels hold each other's figure.
  const areasLease = (share: string, premises = '32,000', building = '6,256') =>
    `LEASE
1. Premises: ${premises} rentable square feet.
2. Building: ${building} rentable square feet.
3. Share. Tenant's Proportionate Share: ${share}.`;

  it('exchanges areas attached to the wrong nouns when exchanged they give the stated share', () => {
    const { lease, warnings } = extractLease([documentFromText('lease.pdf', areasLease('19.55%'))]);
    expect(lease.premisesRsf.value).toBe(6256);
    expect(lease.buildingRsf.value).toBe(32000);
    expect(lease.proRataSharePct.value).toBe(19.55);
    expect(warnings.join(' ')).toMatch(/other way round/);
  });

  it('leaves both areas unread when they give the stated share neither way', () => {
    const { lease, warnings } = extractLease([
      documentFromText('lease.pdf', areasLease('7.5%', '6,256', '32,000')),
    ]);
    expect(lease.premisesRsf.value).toBeNull();
    expect(lease.buildingRsf.value).toBeNull();
    expect(lease.proRataSharePct.value).toBe(7.5);
    expect(warnings.join(' ')).toMatch(/left unread/);
  });

  it('checks areas against a share printed rounded or truncated', () => {
    expect(checkAreasByShare(28994, 54731, 52.9).outcome).toBe('agree');
    expect(checkAreasByShare(6256, 32000, 19.55).outcome).toBe('agree');
    expect(checkAreasByShare(32000, 6256, 19.55).outcome).toBe('swapped');
    expect(checkAreasByShare(6256, 32000, 21).outcome).toBe('neither');
    // The premises figure read twice: only the building is dropped.
    expect(checkAreasByShare(24045, 24045, 8.1396)).toEqual({
      premises: 24045,
      building: null,
      outcome: 'building',
    });
  });

  it('splits a lease file with an amendment inside into parts, the amendment last', () => {
    const parts = flattenDocuments([
      documentFromText(
        'all.pdf',
        `${'LEASE line\n'.repeat(25)}FIRST AMENDMENT TO LEASE\nThe Expiration Date is extended to June 30, 2030.`,
      ),
    ]);
    expect(parts).toHaveLength(2);
    expect(parts[1]?.text).toMatch(/^FIRST AMENDMENT/);
  });
});

describe('running headers and footers', () => {
  it('drops a footer that recurs on every page, so a sentence across the break stays whole', () => {
    const pages = [
      'Preamble text of the lease.\n6.7 Administrative Charge. Tenant shall pay an administrative charge of\nForm OL-2 (Rev. 3/99) - 1 -',
      'fifteen percent (15%) of Operating Expenses, excluding Real Estate Taxes.\nForm OL-2 (Rev. 3/99) - 2 -',
      'Other text.\nForm OL-2 (Rev. 3/99) - 3 -',
    ];
    const [flat] = flattenDocuments([documentFromText('lease.pdf', pages.join('\f'))]);
    expect(flat?.text).not.toContain('Form OL-2');
    expect(flat?.text).toContain('administrative charge of fifteen percent (15%)');
    const { lease } = extractLease([documentFromText('lease.pdf', pages.join('\f'))]);
    expect(lease.adminFee.value).toEqual({ pct: 15, base: 'CAM_EXCLUDING_TAXES_INSURANCE' });
  });
});
