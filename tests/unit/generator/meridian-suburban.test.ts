/**
 * Generator family meridian-suburban (decision 0073): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of
 * its truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import { monthRange } from '../../generator/render/blocks';
import {
  detailMoney,
  feeText,
  glAccounts,
  memoDate,
  memoMoney,
  portalCharge,
  portalDate,
  portalDue,
  portalMoney,
  slashDate,
} from '../../generator/render/meridian-suburban';
import { buildingOf } from '../../generator/render/meridian-suburban-building';
import { SECTION_HEADS, shareWords } from '../../generator/render/meridian-suburban-lease';
import { poolRows, spread } from '../../generator/render/pools';
import { PLANTABLE_RULES } from '../../generator/types';
import {
  between,
  esc,
  expectInManifest,
  expectSameSeedSameBytes,
  expectScannedPacket,
  expectSpecVariety,
  expectTruthFoots,
  heldOutPacket,
  NET_LEASE_KEYS,
  sum,
} from './family-support';
import { addDays, packetTexts } from './helpers';

const family = 'meridian-suburban' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [18101, 18102, 18103, 18104, 18105, 18106, 18107, 18108, 18109, 18110, 18121, 18122];
const SCANNED = [18110, 18122];

const D = detailMoney;
const M = memoMoney;
const P = portalMoney;

/** A line may wrap after a word's hyphen ("De-\nIcing"): compare with that break removed. */
const norm = (t: string) => t.replace(/(?<=[A-Za-z])-\s+(?=[A-Za-z])/g, '-');

/** A count or percentage as the lease writes it: "ninety (90) days", "90 days", "ten percent (10%)". */
const wordsOr = (v: number | string, unit: string) => `[a-z -]*\\(?${esc(String(v))}\\)? ?${unit}`;

describe('generator family meridian-suburban (decision 0073)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0076 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: memo "$ (1,234.56)", detail "(1,234.56)", portal "-$1,234.56", dates, months, the share in words', () => {
    expect(M(123456)).toBe('$ 1,234.56');
    expect(M(-24510)).toBe('$ (245.10)');
    expect(D(-24510)).toBe('(245.10)');
    expect(P(-24510)).toBe('-$245.10');
    expect(memoDate('2025-03-04')).toBe('March 4, 2025');
    expect(slashDate('2025-03-04')).toBe('3/4/2025');
    expect(portalDate('2025-03-04')).toBe('03/04/2025');
    expect(monthRange('2019-02-01', '2019-02-01', '2020-01-31')).toBe('Months 1-12');
    expect(monthRange('2019-02-01', '2020-02-01', '2021-01-31')).toBe('Months 13-24');
    expect(shareWords(2.41, 2)).toBe('Two and 41/100 percent (2.41%)');
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('same seed, same spec and bytes; the family fixes its forms; office, net, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 18150);
    expectSpecVariety(family, {
      first: 18100,
      forms: ['LETTERED_SUMMARY', 'MEMO_POOL_DETAIL', 'PORTAL_CHARGES_DUE'],
      kind: 'office',
      keys: [...NET_LEASE_KEYS, 'late', ...PLANTABLE_RULES],
      heldOut: HELD_OUT,
      minRules: 7,
      minPlanted: 20,
    });
  });

  it('lease: lettered LEASE SUMMARY, LEASE AGREEMENT with run-in sections, the Building in 3.b beside the Project, late charge in Section 6', async () => {
    for (const seed of [18101, 18102, 18103, 18105, 18108, 18121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 18120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const b = buildingOf(model);
      const lease = norm(out['lease.pdf']!.text);
      const summary = between(
        lease,
        'LEASE SUMMARY When used in this Lease, the following terms shall have the indicated meanings:',
        'LEASE AGREEMENT THIS LEASE AGREEMENT',
      );
      let at = 0;
      for (const lead of [
        'A. Effective Date:',
        'B. Landlord:',
        "C. Landlord's Notice Address:",
        'D. Tenant:',
        "E. Tenant's Notice Address:",
        'F. Premises:',
        'G. Building:',
        'H. Term:',
        'I. Lease Commencement Date:',
        'J. Lease End Date:',
        'K. Base Annual Rent:',
        "L. Tenant's Proportionate Share:",
        'M. Security Deposit:',
        'Q. List of Exhibits:',
      ]) {
        const k = summary.indexOf(lead, at);
        expect(k, lead).toBeGreaterThanOrEqual(at);
        at = k;
      }
      expect(summary).toContain(`A. Effective Date: ${fmtDate(l.leaseDate, 'LONG')}`);
      expect(summary).toContain(
        `(${commas(l.premisesRsf)}) rentable square feet of office space, including common area load`,
      );
      expect(summary).toContain(`I. Lease Commencement Date: ${fmtDate(l.commencement, 'LONG')}`);
      expect(summary).not.toContain(commas(l.buildingRsf));
      if (l.rent.form === 'PERCENT') {
        expect(summary).toContain(
          `${money(l.rent.steps[0]!.monthlyRentCents * 12)} for the first twelve (12) Lease Months`,
        );
        expect(summary).toMatch(new RegExp(`by ${wordsOr(`${l.rent.escalationPct}%`, '')} over`));
      } else {
        expect(summary).toContain(
          l.rent.form === 'PER_RSF' ? 'Term $/SQ.FT Monthly Annually' : 'Term Monthly Annually',
        );
        l.rent.steps.forEach((st, i) => {
          const t = `(${i + 1}) ${monthRange(l.commencement, st.from, st.to)}`;
          expect(summary).toContain(
            l.rent.form === 'PER_RSF'
              ? `${t} ${money(l.rent.psfRatesCents![i]!)} ${money(st.monthlyRentCents)} ${money(st.monthlyRentCents * 12)}`
              : `${t} ${money(st.monthlyRentCents)} ${money(st.monthlyRentCents * 12)}`,
          );
        });
      }
      expect(summary.includes(shareWords(l.sharePct, spec.lease.shareDecimals))).toBe(spec.lease.shareStated);
      expect(summary).toContain(
        "Tenant's Proportionate Share is calculated by dividing the total rentable square footage in the Premises by the Building's total rentable square footage",
      );
      // the body: sections in order, run in with a period
      const body = between(lease, 'LEASE AGREEMENT THIS LEASE AGREEMENT', 'EXHIBIT A - FLOOR PLAN');
      expect(body).toContain('WITNESSETH:');
      at = 0;
      SECTION_HEADS.forEach((h, i) => {
        const k = body.indexOf(`${i + 1}. ${h}. `, at);
        expect(k, h).toBeGreaterThan(at);
        at = k;
      });
      const s3 = between(body, '3. Rent.', '4. Use.');
      expect(s3).toContain(
        `The Building contains ${commas(l.buildingRsf)} rentable square feet (the "Building's total rentable square footage")`,
      );
      expect(s3).toContain(`the ${b.otherBuilding} contains ${commas(b.otherRsf)} rentable square feet`);
      expect(b.otherRsf).not.toBe(l.buildingRsf);
      if (l.adminFee)
        expect(s3).toMatch(
          new RegExp(`an administrative fee of ${wordsOr(`${l.adminFee.pct}%`, '')} thereof`),
        );
      else expect(s3).toContain('Landlord shall not charge any administrative or overhead fee');
      if (l.mgmtFeeCapPct)
        expect(s3).toMatch(new RegExp(`management fees not to exceed ${wordsOr(`${l.mgmtFeeCapPct}%`, '')}`));
      expect(s3).toMatch(/Operating Expenses shall not include: \(1\) .*; \(2\) /);
      expect(s3.includes('"Controllable Expenses" means')).toBe(l.camCap !== null);
      expect(s3).toMatch(
        new RegExp(`Within ${wordsOr(l.reconDeadlineDays, 'days')} after the end of each calendar year`),
      );
      expect(s3).toMatch(
        new RegExp(`within ${wordsOr(l.auditWindowDays, 'days')} after receipt of a reconciliation`),
      );
      expect(s3.includes('shall be deemed to have waived any right to collect')).toBe(l.waiver);
      const s6 = between(body, '6. Late Charges.', '7. Parking.');
      expect(s6).toMatch(
        new RegExp(`more than ${wordsOr(l.lateFee.graceDays, 'days')} after the first day of the month`),
      );
      if (l.lateFee.pct !== null)
        expect(s6).toMatch(new RegExp(`a ${wordsOr(`${l.lateFee.pct}%`, '')} late charge`));
      else expect(s6).toContain(money(l.lateFee.flatCents!));
    }
  }, 30_000);

  it('statement: a one-paragraph memo with Estimated vs Actual per pool, then the Recoverable Expense Detail with pool-level shares', async () => {
    for (const seed of [18101, 18102, 18104, 18105, 18107, 18122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 18120, family });
      const { out, model } = await packetTexts(spec);
      const b = buildingOf(model);
      for (const s of model.statements) {
        const doc = out[s.file]!;
        expect(doc.pages.length).toBeGreaterThanOrEqual(2);
        const memo = norm(doc.pages[0]!);
        const st = norm(doc.text);
        const n = s.numbers;
        const pctText = `${s.sharePct.toFixed(s.shareDecimals)}%`;
        expect(memo).toContain('MEMORANDUM TO:');
        expect(memo).toContain(`DATE: ${memoDate(s.date)} RE: ${s.year} Operating Expense Reconciliation`);
        expect(memo).toContain(
          `Your Proportionate Share is ${pctText} (${commas(s.shareNumRsf)} RSF of the ${commas(s.shareDenRsf)} RSF ${b.building})`,
        );
        const { pools, feeEstimated } = poolRows(s);
        const table = between(
          memo,
          `ESTIMATED VS ACTUAL - ${s.year} Recovery Pool Estimated Actual Difference`,
          'A positive difference',
        );
        for (const p of pools)
          expect(table).toContain(`${p.name} ${M(p.estimated)} ${M(p.share)} ${M(p.share - p.estimated)}`);
        if (s.fee)
          expect(table).toContain(
            `Administrative Fee ${M(feeEstimated)} ${M(n.fee)} ${M(n.fee - feeEstimated)}`,
          );
        else expect(table).not.toContain('Administrative Fee');
        expect(table).toContain(`Total ${M(n.estimates)} ${M(n.totalDue)} ${M(n.balance)}`);
        expect(sum(pools.map((p) => p.estimated)) + (s.fee ? feeEstimated : 0)).toBe(n.estimates);
        // the detail page
        const detail = between(st, 'RECOVERABLE EXPENSE DETAIL');
        expect(detail).toContain(`Period: ${slashDate(`${s.year}-01-01`)} - ${slashDate(`${s.year}-12-31`)}`);
        expect(detail).toContain('GL Account Description Building Amount Share % Tenant Amount');
        const gl = glAccounts(model, s);
        s.lines.forEach((ln, i) => {
          expect(detail).toContain(norm(`${gl.get(i)} ${ln.label} ${D(ln.amountCents)}`));
        });
        for (const p of pools) {
          expect(p.amount).toBe(n.sectionTotals[p.section]);
          expect(detail).toContain(`Pool Total - ${p.name} ${D(p.amount)} ${pctText} ${D(p.share)}`);
        }
        expect(detail).toContain(`TOTAL RECOVERABLE EXPENSES ${D(n.pool)} ${pctText} ${D(n.tenantShare)}`);
        if (s.mathWhere !== 'POOL' && s.mathWhere !== 'SHARE')
          expect(sum(pools.map((p) => p.share))).toBe(n.tenantShare);
        if (s.fee) {
          expect(detail).toContain(`${feeText(s)} ${D(n.fee)}`);
          if (s.fee.base === 'CAM') expect(detail).toContain(D(n.camShare!));
        }
        expect(detail).toContain(`Total ${s.year} Operating Expenses Due ${D(n.totalDue)}`);
        expect(detail).toContain(
          `Less: Estimated Payments Billed (12 x ${D(s.monthlyEstimateCents)}) ${D(-n.estimates)}`,
        );
        expect(detail).toContain(`Balance Due / (Credit) ${D(n.balance)}`);
        const grid = between(detail, 'GL Account', 'Balance Due');
        expect(s.lines.reduce((x, ln) => x.replaceAll(norm(ln.label), ''), grid)).not.toContain('$');
      }
    }
  }, 30_000);

  it('bill: a browser printout of the portal page "Charges Due", one transaction per charge, Total Due', async () => {
    for (const seed of [18101, 18103, 18105, 18108, 18121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 18120, family });
      const { out, model } = await packetTexts(spec);
      const bl = model.bill;
      const b = buildingOf(model);
      const bill = out['bill.pdf']!.text;
      expect(bill).toMatch(
        new RegExp(`^${esc(portalDate(bl.invoiceDate))}, \\d+:\\d\\d [AP]M Tenant Portal - Charges Due`),
      );
      expect(bill).toContain(`${b.owner} | Tenant Portal Home Charges Due Payments`);
      expect(bill).toContain(
        `Account ${b.account} Lease ${b.leaseCode} Charges Due As of ${portalDate(bl.invoiceDate)}`,
      );
      expect(bill).toContain('Due Date Charge Description Reference Amount Due');
      for (const ln of bl.lines) {
        const c = portalCharge(ln, 6);
        expect(bill).toMatch(
          new RegExp(
            `${esc(`${portalDate(portalDue(ln, bl.month))} ${c.code} ${c.desc}`)} CHG-\\d+ ${esc(P(ln.amountCents))}`,
          ),
        );
      }
      expect(bill).toContain(`Total Due ${P(bl.totalCents)} Pay Now`);
      expect(bill).toContain(`https://${b.portal}/charges-due?account=${b.account} 1/1`);
      if (bl.pastDueCents) expect(bill).toContain('(Lease Section 6)');
      expect(sum(bl.lines.map((x) => x.amountCents))).toBe(bl.totalCents);
    }
  }, 30_000);

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 18120);
      const lease = norm(out['lease.pdf']!.text);
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(fmtDate(truth.lease.commencementDate, 'LONG'));
      for (const s of truth.statements) {
        const st = norm(out[`recon-${s.year}.pdf`]!.text);
        expect(st).toContain(D(s.totalCents));
        expect(st).toContain(D(s.tenantShareCents));
        expect(st).toContain(D(-s.estimatesPaidCents));
        expect(st).toContain(M(s.estimatesPaidCents));
        expect(st).toContain(`Balance Due / (Credit) ${D(s.balanceDueCents)}`);
        expect(st).toContain(M(s.balanceDueCents));
        if (s.adminFeeCents) expect(st).toContain(D(s.adminFeeCents));
        for (const ln of s.lines) expect(st).toContain(norm(`${ln.label} ${D(ln.amountCents)}`));
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(P(v));
      expect(bill).toContain(`Total Due ${P(b.totalCents)}`);
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? norm(out[s.file]!.text) : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(`Share basis: ${commas(s!.shareNumRsf)} / ${commas(s!.shareDenRsf)} RSF`);
            expect(st).toContain(`Your Proportionate Share is ${s!.sharePct.toFixed(s!.shareDecimals)}%`);
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`${feeText(s!)} ${D(s!.numbers.fee)}`);
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(st).toContain(norm(`${ln.label} ${D(ln.amountCents)}`));
            if (e.rule === 'DUPLICATE_CHARGE')
              expect(
                s!.lines.filter((x) => x.label === ln.label && x.amountCents === ln.amountCents),
              ).toHaveLength(2);
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            if (s!.mathWhere === 'POOL') {
              expect(n.pool).not.toBe(sum(s!.lines.map((x) => x.amountCents)));
              expect(st).toContain(`TOTAL RECOVERABLE EXPENSES ${D(n.pool)}`);
            } else if (s!.mathWhere === 'SHARE') {
              expect(Math.round((n.pool * s!.sharePct) / 100)).not.toBe(n.tenantShare);
              expect(sum(poolRows(s!).pools.map((p) => p.share))).not.toBe(n.tenantShare);
              expect(st).toContain(`${s!.sharePct.toFixed(s!.shareDecimals)}% ${D(n.tenantShare)}`);
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(`Balance Due / (Credit) ${D(n.balance)}`);
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toContain('LATE Late Fee - ');
            expect(bill).toContain(P(b.lateFeeCents));
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(`RENT Base Rent - Office`);
            expect(bill).toContain(P(b.baseRentCents));
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain('"Controllable Expenses" means');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(`DATE: ${memoDate(s!.date)}`);
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('shall be deemed to have waived any right to collect');
            break;
          default:
            break;
        }
      }
    }
  }, 60_000);

  it('a scanned held-out seed: every page one image, no text', async () => {
    await expectScannedPacket(family, 18122);
  }, 30_000);

  it('truth foots: share of the total, fee, estimates, balance; the pool shares add up', () => {
    expectTruthFoots(family, 18100, (s, model) => {
      const sm = model.statements.find((x) => x.year === s.year)!;
      expect(sum(poolRows(sm).pools.map((p) => p.share))).toBe(s.tenantShareCents);
    });
  });
});
