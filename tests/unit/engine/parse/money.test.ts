import { describe, expect, it } from 'vitest';
import {
  findMoney,
  parseMoneyCents,
  repairOcrNumerals,
  repairOcrThousandsPoints,
} from '../../../../src/engine/parse';

describe('parseMoneyCents', () => {
  it('reads dollars, commas, cents and negatives in parentheses without float drift', () => {
    expect(parseMoneyCents('$1,234.56')).toBe(123456);
    expect(parseMoneyCents('(1,234.56)')).toBe(-123456);
    expect(parseMoneyCents('($2,000)')).toBe(-200000);
    expect(parseMoneyCents('1,234')).toBe(123400);
    expect(parseMoneyCents('$10,182.00')).toBe(1018200);
    expect(parseMoneyCents('-$5.1')).toBe(-510);
    expect(parseMoneyCents('0.29')).toBe(29);
    expect(parseMoneyCents('$1,157,433.82')).toBe(115743382);
    expect(parseMoneyCents('abc')).toBeNull();
  });
});

describe('findMoney', () => {
  it('prefers the digits after an amount written in words', () => {
    const found = findMoney(
      'Ten Thousand One Hundred Eighty-Two and 00/100 Dollars ($10,182.00), in advance',
    );
    expect(found.map((f) => f.value)).toEqual([1018200]);
  });
  it('finds every amount in order', () => {
    expect(findMoney('a late charge of $250.00 or $1,000').map((f) => f.value)).toEqual([25000, 100000]);
  });
});

describe('repairOcrNumerals', () => {
  it('turns a decimal point OCR read as a comma or a space back into a point', () => {
    expect(repairOcrNumerals('11,702,78')).toBe('11,702.78');
    expect(repairOcrNumerals("Tenant's share 34,0782%")).toBe("Tenant's share 34.0782%");
    expect(repairOcrNumerals('$46,481 62')).toBe('$46,481.62');
  });
  it('turns every separator of a $ amount read as a space or a point back into commas and a point', () => {
    expect(repairOcrNumerals('Previous Balance $28 529 65')).toBe('Previous Balance $28,529.65');
    expect(repairOcrNumerals('$1 234 567 89')).toBe('$1,234,567.89');
    expect(repairOcrNumerals('(Estimated) $7.107.00')).toBe('(Estimated) $7,107.00');
    expect(repairOcrNumerals('$3.5 million')).toBe('$3.5 million');
  });
  it('turns a group mark read as a space back into a comma when the rest of the cell is a well-formed $ figure', () => {
    expect(repairOcrNumerals('$49 027.17')).toBe('$49,027.17');
    expect(repairOcrNumerals('$224 924,42')).toBe('$224,924.42');
    // Not inside a sentence, nor without the dollar sign: "12 027.17" may be two figures.
    expect(repairOcrNumerals('12 027.17')).toBe('12 027.17');
    expect(repairOcrNumerals('paid $49 027.17 twice')).toBe('paid $49 027.17 twice');
  });
  it('leaves well-formed amounts and thousands alone', () => {
    expect(repairOcrNumerals('1,234,567.89')).toBe('1,234,567.89');
    expect(repairOcrNumerals('28,244 / 82,880 RSF')).toBe('28,244 / 82,880 RSF');
    expect(repairOcrNumerals('5.25%')).toBe('5.25%');
  });
});

describe('repairOcrThousandsPoints', () => {
  it('reads thousands marks a scan read as points, and nothing else', () => {
    expect(repairOcrThousandsPoints('(a) From 2016 through 2017: $36.588.00 per month.')).toBe(
      '(a) From 2016 through 2017: $36,588.00 per month.',
    );
    expect(repairOcrThousandsPoints('$1.234.567.89')).toBe('$1,234,567.89');
    // one decimal point, an area, a date or a section number are as printed
    for (const t of ['$36.58 per square foot', '36.588.00 square feet', 'Section 12.3.1', '$7.107.00.5'])
      expect(repairOcrThousandsPoints(t)).toBe(t);
    // the same length, so a line's offsets stay where they were
    expect(repairOcrThousandsPoints('$36.588.00')).toHaveLength('$36.588.00'.length);
    expect(repairOcrNumerals('$7.107.00')).toBe('$7,107.00');
  });
});
