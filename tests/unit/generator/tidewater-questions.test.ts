import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money } from '../../generator/format';
import { randomPacketSpec, renderPacket } from '../../generator/generate-packet';
import { charges, FAX_TITLE, faxHeader, remitLine } from '../../generator/render/tidewater-questions-bill';
import { cr, fig, questionsFacts, signed } from '../../generator/render/tidewater-questions-facts';
import {
  exclusionText,
  heading,
  LEASE_SUBTITLE,
  leaseQuestions,
  leaseTitle,
  rentLines,
} from '../../generator/render/tidewater-questions-lease';
import {
  attachmentRows,
  computation,
  memoAmount,
  memoKind,
  memoShare,
  memoWords,
  shareNote,
} from '../../generator/render/tidewater-questions-statement';
import type { PacketSpec } from '../../generator/types';
import {
  expectFamilyMix,
  expectImageOnlyPacket,
  expectInManifest,
  expectPlantedOrClean,
  expectSameSeedSameBytes,
} from './family-support';
import { addDays, daysPattern, modelAndTruth, pdfLines, truthOf } from './helpers';

const family = 'tidewater-questions' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [37101, 37102, 37103, 37104, 37105, 37106, 37107, 37108, 37109, 37110, 37121, 37122];
const SCANNED = [37110, 37122];
const TEXT_SEEDS = HELD_OUT.filter((s) => !SCANNED.includes(s));

const specOf = (seed: number, errors: boolean, scanned = false): PacketSpec =>
  randomPacketSpec(seed, { errors, family, scanned });

const total = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
const norm = (t: string) => t.replace(/\s+/g, ' ').trim();

describe('generator family tidewater-questions (decision 0112)', () => {
  // The integrator enables this once tests/families.json lists the family (this test's author did
  // not open family-support's manifest reader nor tests/families.json: decision 0112's blindness).
  it('tests/families.json lists these seeds, tuned since its one held-out measurement (decision 0113)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: credits "CR", figures without "$"', () => {
    expect(fig(123456)).toBe('1,234.56');
    expect(cr(-123456)).toBe('1,234.56 CR');
    expect(signed(-123456)).toBe('1,234.56 CR');
    expect(signed(123456)).toBe('1,234.56');
  });

  it('same seed, same spec and bytes; the family fixes its forms; office, retail, industrial; no gross-up', async () => {
    await expectSameSeedSameBytes(family, 37104);
    expectFamilyMix(
      family,
      37300,
      ['QUESTION_HEADINGS', 'DEBIT_CREDIT_MEMO', 'FAX_RENT_STATEMENT'],
      ['industrial', 'office', 'retail'],
    );
    for (let seed = 37300; seed < 37340; seed++) expect(specOf(seed, true).amendment).toBeNull();
  });

  it('the held-out seeds: question headings, every truth figure printed, the memo foots, every planted error shown', async () => {
    const rules = new Set<string>();
    let planted = 0;
    for (const seed of TEXT_SEEDS) {
      const spec = specOf(seed, seed < 37120);
      const { model, pdfs } = await renderPacket(spec);
      const truth = truthOf(model);
      const t = truth.lease;
      const f = questionsFacts(model);
      // ---- lease: each question a heading line of its own, the answers below it
      const leaseLines = (await pdfLines(pdfs.get('lease.pdf')!)).flat();
      const body = norm(leaseLines.join(' '));
      expect(leaseLines).toContain(leaseTitle(model));
      expect(leaseLines).toContain(LEASE_SUBTITLE);
      for (const q of leaseQuestions(model)) {
        expect(leaseLines, `${seed} ${q.question}`).toContain(heading(q));
        expect(q.question.endsWith('?')).toBe(true);
        for (const p of q.paras) expect(body, `${seed} ${p.slice(0, 40)}`).toContain(norm(p));
      }
      expect(body).toContain(`contain ${commas(t.premisesRsf)} rentable square feet`);
      expect(body).toContain(`contains ${commas(t.buildingRsf)} rentable square feet in all`);
      if (spec.lease.shareStated)
        expect(body).toContain(
          `What is Tenant's Share? ${t.proRataSharePct.toFixed(spec.lease.shareDecimals)}%.`,
        );
      else expect(body).toContain('divided by the area stated in Answer 3');
      for (const r of rentLines(model)) expect(body).toContain(norm(r));
      for (const st of model.lease.rent.form === 'PERCENT' ? t.rentSchedule.slice(0, 1) : t.rentSchedule)
        expect(body).toContain(money(st.monthlyRentCents));
      expect(body).toContain(fmtDate(t.commencementDate, 'LONG'));
      if (spec.lease.expirationStated) expect(body).toContain(fmtDate(t.expirationDate, 'LONG'));
      expect(body).toContain(t.tenantName);
      expect(body).toContain(t.landlordName);
      expect(body).toMatch(new RegExp(`in writing within ${daysPattern(t.auditWindowDays)} after receiving`));
      expect(body).toMatch(
        new RegExp(`within ${daysPattern(t.reconciliationDeadlineDays)} after the end of each calendar year`),
      );
      expect(body).toMatch(
        new RegExp(`payment within ${daysPattern(t.lateFee.graceDays!)} after its due date`),
      );
      expect(body).toContain(t.lateFee.pct !== null ? `${t.lateFee.pct}%` : money(t.lateFee.flatCents!));
      if (t.adminFee)
        expect(body).toMatch(new RegExp(`administrative fee of (\\w|[ -])*\\(?${t.adminFee.pct}%`));
      else expect(body).toContain('Landlord charges no administrative fee');
      if (t.camCap) expect(body).toMatch(new RegExp(`Controllable Expenses[^?]*${t.camCap.pct}%`));
      else expect(body).not.toContain('how fast Operating Expenses can go up');
      if (t.managementFeeCapPct !== null)
        expect(body).toMatch(new RegExp(`not more than (\\w|[ -])*\\(?${t.managementFeeCapPct}%\\)? of the`));
      if (t.baseYearExpensesCents !== null) {
        expect(body).toContain(money(t.baseYearExpensesCents));
        expect(body).toContain(`What is the Base Year? Calendar year ${t.baseYear}.`);
      }
      if (t.capitalAmortizationYears)
        expect(body).toMatch(new RegExp(`\\(${t.capitalAmortizationYears}\\) years`));
      expect(body.includes('Landlord gives up the right to collect')).toBe(t.lateStatementWaiver);
      if (!t.lateStatementWaiver) expect(body.includes('does not cost Landlord the right')).toBe(f.nonWaiver);
      for (const c of t.excludedCategories) expect(body, c).toContain(exclusionText(model, c));
      // ---- statements: the memo and Attachment A
      for (const s of truth.statements) {
        const sm = model.statements.find((x) => x.year === s.year)!;
        const pages = await pdfLines(pdfs.get(sm.file)!);
        expect(pages.length).toBeGreaterThanOrEqual(2);
        const p1 = pages[0]!;
        expect(p1).toContain(memoKind(sm));
        expect(p1.some((x) => x.includes(`Memo No.: ${f.memoNo[s.year]}`))).toBe(true);
        expect(p1.some((x) => x.includes(`Memo Date: ${fmtDate(sm.date, 'LONG')}`))).toBe(true);
        const comp = computation(model, sm);
        for (const c of comp) {
          const text = [c.letter, c.label, c.basis, c.amount].filter(Boolean).join(' ');
          expect(p1, `${seed} ${s.year} ${text}`).toContain(text);
        }
        expect(p1).toContain(`AMOUNT OF THIS MEMO: ${memoAmount(sm)}`);
        expect(p1).toContain(`(${memoWords(sm)})`);
        expect(norm(p1.join(' '))).toContain(shareNote(model, sm));
        if (s.balanceDueCents < 0) expect(memoAmount(sm)).toBe(`credit of ${money(-s.balanceDueCents)}`);
        // Attachment A: every row as printed, each pool's lines add up to its subtotal, the
        // subtotals foot to the total exactly when no pool MATH_ERROR is planted
        const all = pages.slice(1).flat();
        expect(all).toContain(`ATTACHMENT A – RECOVERABLE EXPENSES, CALENDAR YEAR ${s.year}`);
        const rows = attachmentRows(model, sm);
        for (const r of rows) {
          const text = [r.gl, r.label, r.amount].filter(Boolean).join(' ');
          expect(all, `${seed} ${s.year} ${text}`).toContain(text);
        }
        const subs = rows.filter((r) => r.kind === 'SUB');
        for (const sub of subs) {
          let j = rows.indexOf(sub) - 1;
          let sum = 0;
          while (rows[j]!.kind === 'LINE') sum += rows[j--]!.cents;
          expect(sum).toBe(sub.cents);
        }
        const grand = rows.find((r) => r.kind === 'GRAND')!;
        expect(total(subs.map((r) => r.cents)) === grand.cents).toBe(sm.mathWhere !== 'POOL');
        expect(grand.cents).toBe(s.totalCents);
        expect(comp[0]!.cents).toBe(s.totalCents);
        // the memo's own arithmetic: net = total less estimates, share = share × basis (no error)
        const net = comp.at(-1)!;
        const est = comp.at(-2)!;
        const tot = comp.at(-3)!;
        expect(Math.abs(s.balanceDueCents)).toBe(Math.abs(net.cents));
        expect(tot.cents - est.cents === net.cents).toBe(sm.mathWhere !== 'BALANCE');
        expect(est.cents).toBe(s.estimatesPaidCents);
        expect(est.basis).toBe(`12 × ${money(sm.monthlyEstimateCents)}`);
        const shareLine = comp.find((c) => c.basis === memoShare(sm))!;
        expect(shareLine.cents).toBe(s.tenantShareCents);
        const basisCents = sm.base ? sm.numbers.excess! : s.totalCents;
        expect(Math.round(basisCents * (s.billedSharePct / 100)) === shareLine.cents).toBe(
          sm.mathWhere !== 'SHARE',
        );
        if (s.adminFeeCents) expect(p1.join('\n')).toContain(fig(s.adminFeeCents));
        expect(Number.parseFloat(memoShare(sm))).toBe(s.billedSharePct);
      }
      // ---- bill: the fax
      const blines = (await pdfLines(pdfs.get('bill.pdf')!)).flat();
      const b = truth.bills[0]!;
      expect(blines).toContain(faxHeader(model));
      expect(blines).toContain(FAX_TITLE);
      expect(blines.some((x) => x.includes(fmtDate(model.bill.invoiceDate, 'LONG')))).toBe(true);
      const due = charges(model);
      for (const [k, v] of due) expect(blines, `${seed} ${k}`).toContain(`${k} ${signed(v)}`);
      expect(blines).toContain(`${remitLine(model)} ${money(b.totalCents)}`);
      expect(remitLine(model)).toContain(fmtDate(b.date, 'LONG').toUpperCase());
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(blines.join('\n')).toContain(fig(v));
      // ---- the planted errors
      for (const e of truth.errors) {
        rules.add(e.rule);
        planted++;
        const sm = model.statements.find((x) => x.year === e.year);
        const pages = sm ? await pdfLines(pdfs.get(sm.file)!) : [];
        const all = pages.flat();
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(sm!.sharePct).not.toBe(t.proRataSharePct);
            expect(all.some((x) => x.includes(` ${memoShare(sm!)} `))).toBe(true);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(all.some((x) => x.includes('Administrative fee') && x.includes(`${sm!.fee!.pct}%`))).toBe(
              true,
            );
            expect(sm!.fee!.pct).toBeGreaterThan(t.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE': {
            const ln = sm!.lines.find((x) => x.planted === e.rule)!;
            expect(all.some((x) => x.includes(`${ln.label} ${fig(ln.amountCents)}`))).toBe(true);
            expect(t.excludedCategories).toContain(ln.category);
            break;
          }
          case 'DUPLICATE_CHARGE': {
            const ln = sm!.lines.find((x) => x.planted === e.rule)!;
            const hits = all.filter((x) => x.includes(`${ln.label} ${fig(ln.amountCents)}`));
            expect(hits.length).toBeGreaterThanOrEqual(2);
            break;
          }
          case 'MATH_ERROR': {
            const n = sm!.numbers;
            const rows = attachmentRows(model, sm!);
            if (sm!.mathWhere === 'POOL')
              expect(total(rows.filter((r) => r.kind === 'SUB').map((r) => r.cents))).not.toBe(n.pool);
            else if (sm!.mathWhere === 'SHARE')
              expect(n.tenantShare).not.toBe(Math.round((n.excess ?? n.pool) * (sm!.sharePct / 100)));
            else expect(n.totalDue - n.estimates).not.toBe(n.balance);
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(due.some(([k, v]) => k.startsWith('Late charge') && v === b.lateFeeCents)).toBe(true);
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(due.some(([k, v]) => k.startsWith('Base Rent') && v === b.baseRentCents)).toBe(true);
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(body).toContain('Is there a limit on how fast Operating Expenses can go up?');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(sm!.date > addDays(`${sm!.year}-12-31`, t.reconciliationDeadlineDays)).toBe(true);
            expect(pages[0]!.some((x) => x.includes(fmtDate(sm!.date, 'LONG')))).toBe(true);
            expect(body).toContain('Landlord gives up the right to collect');
            break;
          default:
            break;
        }
      }
    }
    expect(rules.size).toBeGreaterThanOrEqual(7);
    expect(planted).toBeGreaterThanOrEqual(16);
  }, 240_000);

  it('the scanned held-out seeds: every page one image, no text', async () => {
    for (const seed of SCANNED) await expectImageOnlyPacket(specOf(seed, seed < 37120, true));
  }, 120_000);

  it('truth foots over 60 packets: pools, share, fee, estimates, balance; the fax adds up', () => {
    let count = 0;
    const seen = new Set<string>();
    for (let seed = 37200; seed < 37230; seed++) {
      for (const errors of [true, false]) {
        const spec = specOf(seed, errors);
        const { model, truth } = modelAndTruth(spec);
        count++;
        expect(truth.lease.leaseType).toBe(spec.leaseType);
        leaseQuestions(model);
        for (const s of truth.statements) {
          const sm = model.statements.find((x) => x.year === s.year)!;
          const rows = attachmentRows(model, sm);
          computation(model, sm);
          if (s.balanceDueCents < 0) seen.add('credit');
          if (truth.errors.some((e) => e.rule === 'MATH_ERROR' && e.year === s.year)) continue;
          expect(total(rows.filter((r) => r.kind === 'SUB').map((r) => r.cents))).toBe(s.totalCents);
          const math = truth.meta.statementMath[String(s.year)]!;
          const basis =
            math.baseDeductionCents !== null ? s.totalCents - math.baseDeductionCents : s.totalCents;
          expect(s.tenantShareCents).toBe(Math.round(Math.max(0, basis) * (s.billedSharePct / 100)));
          expect(s.estimatesPaidCents).toBe(math.monthlyEstimateCents * math.estimateMonths);
          expect(s.balanceDueCents).toBe(s.tenantShareCents + s.adminFeeCents - s.estimatesPaidCents);
        }
        expectPlantedOrClean(truth, errors);
        expect(total(charges(model).map(([, v]) => v))).toBe(truth.bills[0]!.totalCents);
        seen.add(spec.leaseType);
      }
    }
    expect(count).toBe(60);
    for (const k of ['NNN', 'BASE_YEAR', 'credit']) expect(seen, k).toContain(k);
  });
});
