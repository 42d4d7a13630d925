import { describe, expect, it } from 'vitest';
import { mathError } from '../../../../src/engine/rules/math-error';
import { ctx, line, statement } from './fixtures';

const lines = () => [
  line('Landscaping', 3_000_000, 'CONTROLLABLE'),
  line('Repairs', 7_000_000, 'CONTROLLABLE'),
  line('Taxes', 10_000_000, 'TAX'),
];

describe('MATH_ERROR', () => {
  it('a total that does not foot, carried through the share and the fee on it', () => {
    // lines 20,000,000; printed total 20,900,000; 5% share -> 45,000 over, fee 10% on all -> 49,500
    const st = statement(2024, lines(), { totalCents: 20_900_000, feePct: 10 });
    const f = mathError.run(ctx({ statements: [st] }));
    expect(f).toHaveLength(1);
    expect(f[0]!.amountCents).toBeCloseTo(49_500, 4);
    expect(f[0]!.evidence.length).toBeGreaterThan(1);
  });

  it('a total that does not foot with the fee on CAM lines only: no fee effect', () => {
    const st = statement(2024, lines(), { totalCents: 20_900_000, feePct: 10, feeBase: 'CAM' });
    expect(mathError.run(ctx({ statements: [st] }))[0]!.amountCents).toBeCloseTo(45_000, 4);
  });

  it('a tenant share that is not % x pool, with the fee following it', () => {
    // right share 1,000,000; printed 1,100,000; fee 10% of the printed share -> 110,000
    const base = statement(2024, lines(), { feePct: 10 });
    const share = 1_100_000;
    const fee = 110_000;
    const st = {
      ...base,
      tenantShareCents: share,
      adminFeeCents: fee,
      totalDueCents: share + fee,
      balanceDueCents: share + fee - 1_200_000,
    };
    const f = mathError.run(ctx({ statements: [st] }));
    expect(f).toHaveLength(1);
    expect(f[0]!.amountCents).toBeCloseTo(110_000, 4);
  });

  it('no share finding when the lines do not confirm the total the share was taken of', () => {
    // a subtotal read as the total (the lines add up to far more), and another figure read as the share
    const base = statement(2024, lines(), { feePct: null });
    const misread = {
      ...base,
      totalCents: 2_000_000,
      tenantShareCents: 130_000,
      totalDueCents: null,
      balanceDueCents: null,
    };
    expect(mathError.run(ctx({ statements: [misread] }))).toEqual([]);
  });

  it('no finding for a scanned figure one digit away from the arithmetic (a probable OCR misread)', () => {
    const st = statement(2024, lines());
    const right = st.balanceDueCents as number; // -200,000: 1,000,000 due - 1,200,000 estimates
    const misread = { ...st, balanceDueCents: right + 100_000 }; // -100,000: one digit off
    const scannedBalance = (e: { quote: string } | null | undefined) => e?.quote === 'Balance line';
    expect(mathError.run(ctx({ statements: [misread], scanned: scannedBalance }))).toEqual([]);
    // the same figure on a text page is the landlord's arithmetic
    expect(mathError.run(ctx({ statements: [misread] }))[0]?.amountCents).toBe(100_000);
    // two digits off on a scan is not one misread digit
    const twoOff = { ...st, balanceDueCents: right + 110_000 }; // -90,000
    expect(mathError.run(ctx({ statements: [twoOff], scanned: scannedBalance }))[0]?.amountCents).toBe(
      110_000,
    );
  });

  it('on a scan, a gap that is only a multiple of 9 is a lost line, not a transposition', () => {
    // lines 20,000,000; printed total 20,045,054: a gap of 45,054 cents, 9 x 5,006, not whole dollars
    const st = statement(2024, lines(), { totalCents: 20_045_054 });
    const scannedTotal = (e: { quote: string } | null | undefined) => e?.quote === 'Total line';
    expect(mathError.run(ctx({ statements: [st], scanned: scannedTotal }))).toEqual([]);
    // on a text page the same gap reads as transposed digits, the landlord's slip
    expect(mathError.run(ctx({ statements: [st] }))).toHaveLength(1);
    // whole dollars on a scan (and more than one digit off) are still a slip
    const whole = statement(2024, lines(), { totalCents: 20_950_000 });
    expect(mathError.run(ctx({ statements: [whole], scanned: scannedTotal }))).toHaveLength(1);
  });

  it('no balance finding where the lines were not read whole (they do not foot the total)', () => {
    // The same wrong balance, on a statement whose lines add up to half its printed total: the
    // rows read as due, estimates and balance cannot be trusted to be those rows.
    const st = statement(2024, lines(), { balanceDueCents: -150_000, totalCents: 40_000_000 });
    const halfRead = {
      ...st,
      tenantShareCents: 2_000_000,
      totalDueCents: 2_000_000,
      balanceDueCents: 850_000,
    };
    expect(mathError.run(ctx({ statements: [halfRead] }))).toEqual([]);
  });

  it('a balance that is not total due - estimates (a credit made smaller)', () => {
    // due 1,000,000, estimates 1,200,000 -> credit -200,000; printed -150,000 -> 50,000 over
    const st = statement(2024, lines(), { balanceDueCents: -150_000 });
    const f = mathError.run(ctx({ statements: [st] }));
    expect(f).toHaveLength(1);
    expect(f[0]!.amountCents).toBe(50_000);
  });

  it('no finding for clean arithmetic, errors in the tenant favour, sign-flipped credits or two breaks', () => {
    expect(mathError.run(ctx({ statements: [statement(2024, lines())] }))).toEqual([]);
    expect(
      mathError.run(ctx({ statements: [statement(2024, lines(), { totalCents: 19_100_000 })] })),
    ).toEqual([]);
    // credit of 200,000 read without its parentheses
    expect(
      mathError.run(ctx({ statements: [statement(2024, lines(), { balanceDueCents: 200_000 })] })),
    ).toEqual([]);
    const two = statement(2024, lines(), { totalCents: 20_900_000, balanceDueCents: 0 });
    expect(mathError.run(ctx({ statements: [two] }))).toEqual([]);
  });
});
