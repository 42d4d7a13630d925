import { describe, expect, it } from 'vitest';
import { extractBill } from '../../../../src/engine/extract/bill';
import {
  isOcrJunkCell,
  ocrDollarReading,
  repairOcrCell,
  stripLeaderWords,
} from '../../../../src/engine/extract/statement/ocr-cells';
import { readRows } from '../../../../src/engine/extract/statement/rows';
import type { DocumentText, TextLine } from '../../../../src/engine/pdf/types';

function ocrDoc(rows: { cells: string[]; x: number[] }[]): DocumentText {
  const lines: TextLine[] = rows.map((r, i) => ({
    page: 1,
    text: r.cells.join(' '),
    cells: r.cells,
    cellX: r.x,
    y: 100 + i * 14,
    x: r.x[0] ?? 0,
  }));
  return {
    file: 'scan.pdf',
    sha256: '',
    pageCount: 1,
    pages: [{ page: 1, width: 612, height: 792, lines, ocr: true, confidence: 0.8 }],
    ocrPages: [1],
    warnings: [],
  };
}

describe('repairOcrCell', () => {
  it('reads dots and colons used as thousands marks', () => {
    expect(repairOcrCell('$72.555.70')).toBe('$72,555.70');
    expect(repairOcrCell('$31:466.39')).toBe('$31,466.39');
    expect(repairOcrCell('$1.10.421.97')).toBe('$110,421.97');
    expect(repairOcrCell('107.060.94')).toBe('107,060.94');
    expect(repairOcrCell('$1,234.56')).toBe('$1,234.56');
    expect(repairOcrCell('3.3730%')).toBe('3.3730%');
  });
  it('drops quotes and specks around an amount', () => {
    expect(repairOcrCell('"$34,699.15')).toBe('$34,699.15');
    expect(repairOcrCell("'$10,474.83")).toBe('$10,474.83');
    expect(repairOcrCell('51,241.59°')).toBe('51,241.59');
  });
  it('reads a space before two digits of a grouped figure as the decimal point', () => {
    expect(repairOcrCell('47,042 63')).toBe('47,042.63');
  });
  it('puts back a decimal point OCR lost: no grouped figure ends in a group of five digits', () => {
    expect(repairOcrCell('21,20000')).toBe('21,200.00');
    expect(repairOcrCell('1,234,56789')).toBe('1,234,567.89');
    expect(repairOcrCell('21,200')).toBe('21,200');
    expect(repairOcrCell('2120000')).toBe('2120000');
  });
  it('reads a 9 that makes a four-digit first group as the dollar sign', () => {
    expect(repairOcrCell('9104,174.75')).toBe('$104,174.75');
    expect(repairOcrCell('104,174.75')).toBe('104,174.75');
  });
});

describe('OCR noise cells and leader words', () => {
  it('tells noise cells from dashes, codes and words', () => {
    for (const c of ['ee', 'to.', 'co.', ':', 'ene eee sine', '- ean']) expect(isOcrJunkCell(c)).toBe(true);
    for (const c of ['-', '$ -', 'Rent', 'CaM', '*', '12.5%', '2024']) expect(isOcrJunkCell(c)).toBe(false);
  });
  it('strips words no label has', () => {
    expect(stripLeaderWords('Total Taxes sssssnsssssmsssnsstsssssarsers')).toBe('Total Taxes');
    expect(stripLeaderWords('Telecommunications Services')).toBe('Telecommunications Services');
  });
  it('the alternative reading of an amount without a leading "$" read as a digit', () => {
    expect(ocrDollarReading('53,107.63')).toBe(310763);
    expect(ocrDollarReading('$53,107.63')).toBeNull();
    expect(ocrDollarReading('13,107.63')).toBeNull();
  });
  it('a noise cell between a charge and its running balance does not hide the charge', () => {
    const rows = readRows(
      ocrDoc([{ cells: ['Late Payment Charge', '1,763.96', 'to.', '37,043.22'], x: [131, 374, 504, 539] }]),
    );
    expect(rows[0]?.amounts.map((a) => a.value)).toEqual([176396, 3704322]);
    expect(rows[0]?.label).toBe('Late Payment Charge');
  });
});

describe('scanned ledger bill', () => {
  it('reads charges from the running balance despite noise cells', () => {
    const doc = ocrDoc([
      { cells: ['Date', 'Description', 'Charges', 'Payments', 'Balance'], x: [56, 131, 373, 457, 545] },
      { cells: ['05/01/2022', 'Base Rent - May 2022', '14,630.63', '14,630.63'], x: [56, 131, 369, 539] },
      { cells: ['05/01/2022', 'CAM Estimate - May 2022', '1,556.00', '16,186.63'], x: [56, 131, 374, 539] },
      {
        cells: ['04/11/2022', 'Late Charge - Apr 2022', '1,763.96', 'to.', '17,950.59'],
        x: [56, 131, 374, 504, 539],
      },
      { cells: ['AMOUNT DUE', '17,950.59'], x: [131, 539] },
    ]);
    const { bill } = extractBill(doc);
    expect(bill.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['BASE_RENT', 1463063],
      ['CAM_ESTIMATE', 155600],
      ['LATE_FEE', 176396],
    ]);
  });
});
