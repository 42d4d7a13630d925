import { describe, expect, it } from 'vitest';
import { categorizeExpense } from '../../../../src/engine/extract/categories';
import type { ExpenseCategory } from '../../../../src/engine/types';

const cases: [string, string | null, ExpenseCategory][] = [
  ['Landscape Maintenance', null, 'CONTROLLABLE'],
  ['Snow & Ice Removal', null, 'CONTROLLABLE'],
  ['Janitorial Services *', null, 'CONTROLLABLE'],
  ['Day Porter / Cleaning', null, 'CONTROLLABLE'],
  ['HVAC Service Contract', null, 'CONTROLLABLE'],
  ['HVAC Filter Replacement', null, 'CONTROLLABLE'],
  ['Parking Lot Sweeping & Striping', null, 'CONTROLLABLE'],
  ['Fire Alarm Monitoring', null, 'CONTROLLABLE'],
  ['Exterior Lighting Repairs', null, 'CONTROLLABLE'],
  ['Waste Management', null, 'CONTROLLABLE'],
  ['Electricity - Common Areas', null, 'UTILITIES'],
  ['Water / Sewer', null, 'UTILITIES'],
  ['Natural Gas', null, 'UTILITIES'],
  ['Real Property Taxes', null, 'TAX'],
  ['Special Assessment - Road District', null, 'TAX'],
  ['Assessments', 'Real Estate Taxes', 'TAX'],
  ['Tax Consultant', 'REAL ESTATE TAXES', 'TAX'],
  ['Property & Liability Insurance', null, 'INSURANCE'],
  ['Umbrella Premium', 'Insurance', 'INSURANCE'],
  ['Property Management Fee', 'Common Area Maintenance', 'MANAGEMENT_FEE'],
  ['Mgmt Fee - Property', 'OPEX - Operating Expenses', 'MANAGEMENT_FEE'],
  ['6310 Mgt. Fees', null, 'MANAGEMENT_FEE'],
  ['Capital Amort. - Parking Lot Overlay (2/15 of 81,060.00)', null, 'CAPITAL'],
  ['Management Fee', null, 'MANAGEMENT_FEE'],
  ['Roof Replacement - Amortization (Year 1 of 7; cost $24,600.00)', null, 'CAPITAL'],
  ['HVAC Rooftop Unit Replacement', null, 'CAPITAL'],
  ['Parking Lot Resurfacing - Capital', null, 'CAPITAL'],
  ['Parking Lot Repaving', 'Common Area Maintenance', 'CAPITAL'],
  ['Lobby Renovation', null, 'CAPITAL'],
  ['Brokerage Commission - New Lease', null, 'LEASING_COMMISSIONS'],
  ['Leasing Commissions', null, 'LEASING_COMMISSIONS'],
  ['Legal Fees - Tenant Dispute (Suite 220)', null, 'LEGAL_DISPUTES'],
  ['Eviction Costs', null, 'LEGAL_DISPUTES'],
  ['Depreciation', null, 'DEPRECIATION'],
  ['Mortgage Interest', null, 'DEBT_SERVICE'],
  ['Loan Fees', null, 'DEBT_SERVICE'],
  ['Charitable Contribution', null, 'CHARITABLE'],
  ['Little League Sponsorship', null, 'CHARITABLE'],
  ['Center Promotions', 'COMMON AREA MAINTENANCE', 'MARKETING'],
  ["Merchants' Association Dues", null, 'MARKETING'],
  ['Advertising', null, 'MARKETING'],
  ['Ground Rent', null, 'GROUND_RENT'],
  ['Capital Reserve Contribution', null, 'RESERVES'],
  ['Replacement Reserves', null, 'RESERVES'],
  ['Miscellaneous', null, 'OTHER'],
  ['Miscellaneous', 'Common Area Maintenance', 'CONTROLLABLE'],
];

describe('categorizeExpense', () => {
  it.each(cases)('%s (under %s) -> %s', (label, section, category) => {
    expect(categorizeExpense(label, section)).toBe(category);
  });
});

describe('categorizeExpense: fees that are not operating costs', () => {
  it('keeps an admin fee line out of the controllable pool even under a CAM heading', () => {
    expect(categorizeExpense('Administrative Fee (15%)', 'Common Area Maintenance')).toBe('OTHER');
  });
});
