/**
 * Generator family county-plaza (decision 0058): its spec, its documents' distinctive features
 * (read back from the PDFs) and the consistency of its truth.
 */
import { describe, expect, it } from 'vitest';
import { addMonths, commas, monthYear, numberWords, pctWords } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import { acctMoney, shortDate } from '../../generator/render/county-plaza';
import {
  expectCleanStatements,
  expectDeadlineAndPricedErrors,
  expectSameSeedSameBytes,
  expectShareIsAreaRatio,
  familyPackets,
  sum,
} from './family-support';
import { isCam, packetTexts } from './helpers';

const family = 'county-plaza' as const;
const plain = (c: number) => acctMoney(Math.abs(c));

const texts = packetTexts;

describe('generator family county-plaza (decision 0058)', () => {
  it('formats: accounting credits in parentheses, two-digit-year dates', () => {
    expect(acctMoney(-123456)).toBe('(1,234.56)');
    expect(acctMoney(123456)).toBe('1,234.56');
    expect(shortDate('2024-12-31')).toBe('12/31/24');
    expect(shortDate('2005-03-01')).toBe('03/01/05');
  });

  it('same seed, same spec and bytes; the family fixes its forms, NNN retail, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 8150);
    for (let seed = 8100; seed < 8140; seed++) {
      const s = randomPacketSpec(seed, { errors: seed % 3 !== 0, family });
      expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual([
        'CENTER_PROSE',
        'POOL_SCHEDULES',
        'OPEN_CHARGES',
      ]);
      expect([s.family, s.kind, s.leaseType, s.terms.grossUp, s.amendment, s.letter]).toEqual([
        family,
        'retail',
        'NNN',
        false,
        null,
        false,
      ]);
      expect(['BOTH', 'MIXED']).toContain(s.lease.numbers);
    }
  });

  it('lease: long-form prose, areas and money in words and figures, share as the floor-area ratio, Exhibit B exclusions', async () => {
    for (const seed of [8101, 8102, 8105, 8107, 8121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 8120, family });
      const { out, model } = await texts(spec);
      const l = model.lease;
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain('SHOPPING CENTER LEASE');
      expect(lease).not.toMatch(/BASIC LEASE|LEASE SUMMARY/i);
      const areaRe = (n: number) =>
        new RegExp(
          `approximately (${numberWords(n)} \\()?${commas(n)}\\)? square feet of (total leasable )?floor area`,
        );
      expect(lease).toMatch(areaRe(l.premisesRsf));
      expect(lease).toMatch(areaRe(l.buildingRsf));
      expect(lease).toContain(
        'the ratio that the floor area of the Premises bears to the total leasable floor area of the Shopping Center',
      );
      if (spec.lease.shareStated) expect(lease).toContain(`${l.sharePct.toFixed(spec.lease.shareDecimals)}%`);
      expect(lease).toContain('Minimum Annual Rent');
      for (const step of l.rentSchedule) expect(lease).toContain(plain(step.monthlyRentCents));
      if (l.adminFee)
        expect(lease).toMatch(
          new RegExp(
            `(${l.adminFee.pct}%\\)?|${pctWords(l.adminFee.pct)}) of Tenant's pro rata share of Common Area Costs.{0,40} as an administrative charge`,
          ),
        );
      expect(lease).toMatch(
        new RegExp(`within [^.]*?\\(?${l.auditWindowDays}\\)? days after receipt of such statement`),
      );
      expect(lease).toMatch(
        new RegExp(`Within [a-z -]*\\(?${l.reconDeadlineDays}\\)? days after the end of each calendar year`),
      );
      const exhibitB = lease.indexOf('EXHIBIT B - EXCLUSIONS FROM COMMON AREA COSTS');
      expect(exhibitB).toBeGreaterThan(lease.indexOf('ARTICLE 12. NOTICES'));
      expect(lease.slice(exhibitB)).toMatch(/leasing commissions/i);
    }
  });

  it('statement: a summary page, then one schedule page per pool with its own share calculation; "$" apart, credits in parentheses', async () => {
    for (const seed of [8101, 8102, 8103, 8106, 8122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 8120, family });
      const { out, model } = await texts(spec);
      for (const s of model.statements) {
        const st = out[s.file]!;
        expect(st.pages.length).toBe(1 + s.sectionOrder.length);
        expect(st.pages[0]).toContain('RECONCILIATION SUMMARY');
        expect(st.pages[0]).toContain(`For the Period January 1, ${s.year} through December 31, ${s.year}`);
        expect(st.pages[0]).toContain(shortDate(s.date));
        expect(st.pages[0]).toContain(`(${plain(s.numbers.estimates)})`);
        expect(st.pages[0]).toContain(
          s.numbers.balance < 0 ? `(${plain(s.numbers.balance)})` : plain(s.numbers.balance),
        );
        expect(st.pages[0]).toContain(`$ ${plain(s.numbers.totalDue)}`);
        s.sectionOrder.forEach((k, i) => {
          const page = st.pages[i + 1]!;
          expect(page).toMatch(new RegExp(`SCHEDULE ${i + 1} - `));
          expect(page).toContain("Tenant's Share Calculation");
          expect(page).toContain(`${s.sharePct.toFixed(s.shareDecimals)}%`);
          expect(page).toContain(plain(s.numbers.sectionShares[k]!));
          expect(page).toContain(`$ ${plain(s.numbers.sectionTotals[k]!)}`);
          for (const ln of s.lines.filter((x) => x.section === k))
            expect(page).toContain(plain(ln.amountCents));
        });
        // no "$" glued to a figure outside the labels (an amortized capital label names its cost)
        expect(s.lines.reduce((t, ln) => t.replace(ln.label, ''), st.text)).not.toMatch(/\$\d/);
      }
    }
  });

  it('bill: a tenant ledger of open charges with charge codes; an unpaid month is listed charge by charge', async () => {
    for (const seed of [8102, 8107, 8109, 8121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 8120, family });
      const { out, model } = await texts(spec);
      const b = model.bill;
      const bill = out['bill.pdf']!.text;
      expect(bill).toContain('TENANT LEDGER - OPEN CHARGES');
      expect(bill).toContain(`TOTAL OPEN BALANCE $ ${plain(b.totalCents)}`);
      expect(bill).toContain(
        `${shortDate(b.month)} MIN Minimum Rent - ${monthYear(b.month)} ${plain(b.baseRentCents)}`,
      );
      if (b.pastDueCents) {
        const prev = addMonths(b.month, -1);
        expect(bill).toContain(`${shortDate(prev)} MIN Minimum Rent - ${monthYear(prev)}`);
        expect(bill).not.toContain('Balance Forward');
        expect(bill).toContain(`LATE Late Charge - ${monthYear(prev)} Open Charges ${plain(b.lateFeeCents)}`);
      }
    }
  });

  it('truth foots: per-pool shares, fee, estimates and balance; clean packets are clean', () => {
    const packets = familyPackets(family, 8100, 40);
    for (const { truth } of packets) {
      expectShareIsAreaRatio(truth);
      for (const s of truth.statements) {
        const math = truth.meta.statementMath[String(s.year)]!;
        const cats = truth.meta.lineCategories[String(s.year)]!;
        expect(math.shareMode).toBe('SECTION');
        const mathErr = truth.errors.some((e) => e.rule === 'MATH_ERROR' && e.year === s.year);
        if (mathErr) continue;
        expect(s.totalCents).toBe(sum(s.lines.map((x) => x.amountCents)));
        expect(Math.abs(s.tenantShareCents - (s.totalCents * s.billedSharePct) / 100)).toBeLessThanOrEqual(2);
        if (math.adminFeePct !== null) {
          const base = math.adminFeeBase === 'ALL' ? s.tenantShareCents : math.camShareCents!;
          expect(s.adminFeeCents).toBe(Math.round((base * math.adminFeePct) / 100));
          const camPool = sum(s.lines.filter((_, i) => isCam(cats[i]!.category)).map((x) => x.amountCents));
          expect(Math.abs(math.camShareCents! - (camPool * s.billedSharePct) / 100)).toBeLessThanOrEqual(2);
        } else expect(s.adminFeeCents).toBe(0);
        expect(s.balanceDueCents).toBe(s.tenantShareCents + s.adminFeeCents - s.estimatesPaidCents);
      }
      expectCleanStatements(truth);
      expectDeadlineAndPricedErrors(truth);
    }
  });
});
