/**
 * Generator family pinecrest-trust (decision 0090): its spec, its documents' distinctive features
 * (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of its
 * truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import { rentDueRows, rentMoney } from '../../generator/render/pinecrest-trust-bill';
import {
  accountingText,
  EXCLUSION_WORDS,
  exclusionsText,
  exhibitB,
  ORDINALS,
  particulars,
  serviceChargeText,
  supervisoryText,
} from '../../generator/render/pinecrest-trust-lease';
import {
  computationRows,
  glMoney,
  glShare,
  ledgerGroups,
  pctChange,
} from '../../generator/render/pinecrest-trust-statement';
import { nonRecoverable, trustFacts } from '../../generator/render/pinecrest-trust-trust';
import { PLANTABLE_RULES } from '../../generator/types';
import {
  esc,
  expectCleanStatements,
  expectDeadlineAndPricedErrors,
  expectInManifest,
  expectSameSeedSameBytes,
  expectScannedPacket,
  expectShareIsAreaRatio,
  familyPackets,
  heldOutPacket,
  NET_LEASE_KEYS,
  sum,
} from './family-support';
import { addDays, packetTexts } from './helpers';

const family = 'pinecrest-trust' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [29101, 29102, 29103, 29104, 29105, 29106, 29107, 29108, 29109, 29110, 29121, 29122];
const SCANNED = [29110, 29122];

/** A line may wrap after a word's hyphen ("Non-\nrecoverable"): compare with that break removed. */
const norm = (t: string) => t.replace(/(?<=[A-Za-z])-\s+(?=[A-Za-z])/g, '-').replace(/\s+/g, ' ');

/** The lease read back without its page footers. */
const FOOTER = / ?Trust No\. [\d-]+ – .*? – Indenture of Lease – Page \d+$/;
const leaseText = (doc: { pages: string[] }) => norm(doc.pages.map((p) => p.replace(FOOTER, '')).join(' '));

/** One ledger row as read back: account, name, prior, current, % change, flag. */
const rowText = (r: ReturnType<typeof ledgerGroups>[number]['rows'][number]) =>
  `${r.acct} ${r.name} ${r.prior ? glMoney(r.prior) : '—'} ${glMoney(r.current)} ${pctChange(r.prior, r.current)} ${r.flag}`;

describe('generator family pinecrest-trust (decision 0090)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0093 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: ledger figures unsigned with brackets, the rent statement with $ and brackets, % change', () => {
    expect(glMoney(123456)).toBe('1,234.56');
    expect(glMoney(-123456)).toBe('(1,234.56)');
    expect(rentMoney(-123456)).toBe('($1,234.56)');
    expect(pctChange(0, 100)).toBe('new');
    expect(pctChange(1000, 1100)).toBe('10.0%');
    expect(pctChange(1000, 900)).toBe('(10.0%)');
  });

  it('same seed, same spec and bytes; the family fixes its forms; industrial, net or base year, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 29150);
    const seen = new Set<string>();
    for (let seed = 29100; seed < 29160; seed++) {
      const s = randomPacketSpec(seed, { errors: seed % 3 !== 0, family });
      expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual([
        'INDENTURE_PARTICULARS',
        'GL_RECOVERABLE_FLAGS',
        'TRUST_RENT_DUE',
      ]);
      expect([s.family, s.kind, s.terms.grossUp, s.letter, s.amendment]).toEqual([
        family,
        'industrial',
        false,
        false,
        null,
      ]);
      if (s.leaseType === 'BASE_YEAR') expect([s.terms.adminFee, s.terms.camCap]).toEqual([null, null]);
      seen.add(s.leaseType);
      seen.add(s.lease.rent);
      seen.add(s.lease.shareStated ? 'stated' : 'ratio');
      if (s.terms.adminFee) seen.add(s.terms.adminFee);
      if (s.terms.camCap) seen.add('cap');
      if (s.terms.waiver) seen.add('waiver');
      if (s.lateChargeOnBill) seen.add('late');
      for (const e of s.errors) seen.add(e.rule);
    }
    for (const k of ['NNN', 'BASE_YEAR', ...NET_LEASE_KEYS, 'late', ...PLANTABLE_RULES])
      expect(seen, k).toContain(k);
    const specs = HELD_OUT.slice(0, 10).map((seed) => randomPacketSpec(seed, { errors: true, family }));
    const planted = specs.flatMap((s) => s.errors.map((e) => e.rule));
    expect(new Set(planted).size).toBeGreaterThanOrEqual(7);
    expect(planted.length).toBeGreaterThanOrEqual(22);
    for (const s of specs) expect(s.errors.length).toBeGreaterThanOrEqual(2);
    // the renderer's own facts come from the family's streams: same seed, same bank and trust
    const { model } = await packetTexts(randomPacketSpec(29121, { family }));
    expect(trustFacts(model)).toEqual(trustFacts(model));
  });

  it('lease: the Schedule of Particulars in front, THIS INDENTURE ... WITNESSETH, ARTICLE THE FIRST ... citing the Items, Exhibit B', async () => {
    const seen = new Set<string>();
    for (const seed of [29101, 29102, 29103, 29104, 29107, 29109, 29121, 29122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 29120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const t = trustFacts(model);
      const doc = out['lease.pdf']!;
      const text = leaseText(doc);
      expect(text.startsWith('INDENTURE OF LEASE')).toBe(true);
      // the schedule on page 1, every Item in order, caption then text
      const p1 = norm(doc.pages[0]!);
      expect(p1).toContain('SCHEDULE OF PARTICULARS');
      let at = 0;
      for (const [no, cap, body] of particulars(model)) {
        const k = p1.indexOf(norm(`Item ${no}. ${cap} ${body}`), at);
        expect(k, `Item ${no}`).toBeGreaterThanOrEqual(at);
        at = k;
      }
      expect(p1).toContain(
        `${t.bank}, not personally but solely as Trustee under Trust Agreement dated ${fmtDate(t.trustDate, 'LONG')} and known as Trust No. ${t.trustNo}`,
      );
      expect(p1).toContain(`Sole beneficiary of the Trust: ${l.landlord.name}`);
      expect(p1).toContain(`Rentable Area of the Demised Premises: ${commas(l.premisesRsf)} square feet`);
      expect(p1).toContain(`Rentable Area of the Park: ${commas(l.buildingRsf)} square feet`);
      if (spec.lease.shareStated) {
        seen.add('stated');
        expect(p1).toContain(
          `Item 5. Lessee’s Proportionate Share ${l.sharePct.toFixed(spec.lease.shareDecimals)}%`,
        );
      } else {
        seen.add('ratio');
        expect(p1).toContain('A fraction, the numerator of which is the Rentable Area set forth in Item 3');
      }
      if (l.baseYear !== null) {
        seen.add('base year');
        expect(p1).toContain(
          `Base Year: calendar year ${l.baseYear}. Expense Stop: ${money(l.baseYearExpensesCents!)} per annum`,
        );
      } else {
        seen.add('net');
        expect(p1).toContain('None. This is a net lease');
      }
      for (const step of l.rentSchedule.slice(0, l.rent.form === 'PERCENT' ? 1 : undefined))
        expect(p1).toContain(money(step.monthlyRentCents));
      // the Indenture: WITNESSETH, fifteen articles by written-out ordinals, sections citing Items
      expect(text).toMatch(/THIS INDENTURE, made the \d+(st|nd|rd|th) day of \w+, \d{4}, by and between/);
      expect(text).toContain('WITNESSETH: That Lessor, in consideration of the rents hereinafter reserved');
      at = 0;
      for (const o of ORDINALS) {
        const k = text.indexOf(`ARTICLE THE ${o} `, at);
        expect(k, o).toBeGreaterThan(at);
        at = k;
      }
      expect(text).toContain(
        `Section 1.02. “Rentable Area” of the Demised Premises means the Rentable Area set forth in Item 3`,
      );
      for (const body of [exclusionsText(model), supervisoryText(model), accountingText(model)])
        expect(text).toContain(norm(body));
      expect(text).toContain(`Section 10.01. ${norm(serviceChargeText(model))}`);
      expect(text).toContain('provided, however, that Park Charges shall not include');
      for (const cat of l.exclusions) expect(text).toContain(norm(EXCLUSION_WORDS[cat]!));
      expect(text).toContain('inspect Lessor’s books');
      if (l.waiver) seen.add('waiver');
      expect(text.includes('shall be deemed to have waived its right to collect')).toBe(l.waiver);
      if (l.adminFee) {
        seen.add('fee');
        expect(supervisoryText(model)).toMatch(
          new RegExp(`supervisory charge equal to .*\\(?${l.adminFee.pct}%\\)?`),
        );
      } else expect(supervisoryText(model)).toContain('No supervisory');
      // Exhibit B: the capital, management-fee and controllable limits
      expect(text).toContain('EXHIBIT B LIMITATIONS UPON PARK CHARGES');
      for (const para of exhibitB(model)) expect(text).toContain(norm(para));
      if (l.capitalAmortYears) expect(exhibitB(model)[0]).toContain(`(${l.capitalAmortYears}) years`);
      if (l.mgmtFeeCapPct !== null) expect(exhibitB(model)[1]).toContain(`${l.mgmtFeeCapPct}%`);
      expect(exhibitB(model).some((x) => x.startsWith('3. Controllable Park Charges'))).toBe(!!l.camCap);
      if (l.camCap) seen.add('cap');
      expect(text).toContain(`This Indenture is executed by ${t.bank}, not personally but solely as Trustee`);
    }
    for (const k of ['stated', 'ratio', 'base year', 'net', 'fee', 'cap']) expect(seen, k).toContain(k);
  }, 90_000);

  it('statement: a general-ledger listing with a Recoverable Y/N flag, N accounts out of the subtotals, then the computation box', async () => {
    for (const seed of [29121, 29102, 29101]) {
      const spec = randomPacketSpec(seed, { errors: seed < 29120, family });
      const { out, model } = await packetTexts(spec);
      for (const s of model.statements) {
        const st = norm(out[s.file]!.text);
        expect(st).toContain('GENERAL LEDGER LISTING – PARK CHARGES AND IMPOSITIONS');
        expect(st).toContain(
          `Account Account name ${s.year - 1} Actual ${s.year} Actual % Change Recoverable (Y/N)`,
        );
        expect(st).toContain(`Trust No. ${trustFacts(model).trustNo}`);
        const groups = ledgerGroups(model, s);
        const nr = nonRecoverable(model, s.year);
        expect(groups.flatMap((g) => g.rows).filter((r) => r.flag === 'N')).toHaveLength(nr.length);
        for (const g of groups) {
          expect(st).toContain(`${g.acct} ${g.title}`);
          for (const r of g.rows) expect(st).toContain(norm(rowText(r)));
          expect(g.recoverable.current).toBe(sum(g.rows.filter((r) => r.flag === 'Y').map((r) => r.current)));
          expect(st).toContain(`${glMoney(g.recoverable.prior)} ${glMoney(g.recoverable.current)}`);
          if (g.excluded.current)
            expect(st).toContain(
              `Non-recoverable accounts (N) – not billed ${glMoney(g.excluded.prior)} ${glMoney(g.excluded.current)}`,
            );
        }
        // every model line is a Y row; the N rows are not model lines
        const yRows = groups.flatMap((g) => g.rows).filter((r) => r.flag === 'Y');
        expect(yRows.map((r) => r.line)).toEqual(s.lines.map((_, i) => i));
        expect(st).toMatch(
          new RegExp(
            `TOTAL RECOVERABLE PARK CHARGES AND IMPOSITIONS [\\d,.]+ ${esc(glMoney(s.numbers.pool))}`,
          ),
        );
        for (const [label, amount] of computationRows(model, s))
          expect(st).toContain(norm(`${label}${amount ? ` ${amount}` : ''}`));
        expect(st).toContain(
          `COMPUTATION OF LESSEE’S ADDITIONAL RENT – ${model.lease.property.suite.toUpperCase()}`,
        );
        // no dollar signs outside the labels (an amortized capital line names its cost in dollars)
        expect(s.lines.reduce((x, ln) => x.replace(ln.label, ''), out[s.file]!.text)).not.toContain('$');
      }
    }
  }, 60_000);

  it('bill: the Land Trust Department’s STATEMENT OF RENT DUE, the items with their lease references, a remittance stub', async () => {
    for (const seed of [29101, 29103, 29121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 29120, family });
      const { out, model } = await packetTexts(spec);
      const t = trustFacts(model);
      const b = norm(out['bill.pdf']!.text);
      const bl = model.bill;
      expect(b.startsWith(`${t.bank} Land Trust Department`)).toBe(true);
      expect(b).toContain('STATEMENT OF RENT DUE');
      expect(b).toContain(
        `Trust No. ${t.trustNo} Rent Account ${t.rentAccount} Statement No. ${bl.invoiceNo} Statement Date ${fmtDate(bl.invoiceDate, 'NUMERIC')} Due Date ${fmtDate(bl.month, 'NUMERIC')}`,
      );
      const rows = rentDueRows(model);
      expect(sum(rows.map((r) => r[3]))).toBe(bl.totalCents);
      for (const [item, ref, per, cents] of rows)
        expect(b).toContain(norm(`${item} ${ref}${per ? ` ${per}` : ''} ${rentMoney(cents)}`));
      expect(b).toContain(`TOTAL DUE ${fmtDate(bl.month, 'LONG')} ${rentMoney(bl.totalCents)}`);
      expect(b).toContain('PLEASE DETACH ALONG THIS LINE AND RETURN THIS STUB WITH YOUR REMITTANCE');
      expect(b).toContain(`Trust No. Rent Account Lessee Due Date Amount Due ${t.trustNo} ${t.rentAccount}`);
      expect(b).toContain('Amount enclosed $ ____');
    }
  }, 60_000);

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 29120);
      const lease = leaseText(out['lease.pdf']!);
      expect(lease).toContain(`${commas(truth.lease.premisesRsf)} square feet`);
      expect(lease).toContain(`${commas(truth.lease.buildingRsf)} square feet`);
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(fmtDate(truth.lease.commencementDate, 'LONG'));
      expect(lease).toContain(truth.lease.tenantName);
      expect(lease).toContain(truth.lease.landlordName);
      for (const s of truth.statements) {
        const sm = model.statements.find((x) => x.year === s.year)!;
        const st = norm(out[`recon-${s.year}.pdf`]!.text);
        for (const v of [s.totalCents, s.tenantShareCents, -s.estimatesPaidCents, s.balanceDueCents])
          expect(st).toContain(glMoney(v));
        if (s.adminFeeCents) expect(st).toContain(glMoney(s.adminFeeCents));
        expect(st).toContain(glShare(sm));
        expect(Number.parseFloat(glShare(sm))).toBe(s.billedSharePct);
        expect(st).toContain(fmtDate(s.statementDate, 'NUMERIC'));
        for (const ln of s.lines)
          expect(st).toMatch(
            new RegExp(`${esc(norm(ln.label))} (—|[\\d,.]+) ${esc(glMoney(ln.amountCents))} `),
          );
      }
      const bill = norm(out['bill.pdf']!.text);
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(rentMoney(v));
      expect(bill).toContain(rentMoney(b.totalCents));
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? norm(out[s.file]!.text) : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            expect(st).toContain(
              `${commas(s!.shareNumRsf)} RSF / ${commas(s!.shareDenRsf)} RSF ${glShare(s!)}`,
            );
            expect(
              s!.shareNumRsf !== truth.lease.premisesRsf || s!.shareDenRsf !== truth.lease.buildingRsf,
            ).toBe(true);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`Lessor’s supervisory charge, ${s!.fee!.pct}%`);
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            const row = new RegExp(
              `${esc(norm(ln.label))} (—|[\\d,.]+) ${esc(glMoney(ln.amountCents))} \\S+ Y`,
              'g',
            );
            expect((st.match(row) ?? []).length).toBeGreaterThanOrEqual(
              e.rule === 'DUPLICATE_CHARGE' ? 2 : 1,
            );
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            if (s!.mathWhere === 'POOL') expect(n.pool).not.toBe(sum(s!.lines.map((x) => x.amountCents)));
            else if (s!.mathWhere === 'SHARE')
              expect(Math.round(((n.excess ?? n.pool) * s!.sharePct) / 100)).not.toBe(n.tenantShare);
            else expect(n.totalDue - n.estimates).not.toBe(n.balance);
            expect(st).toContain(glMoney(n.pool));
            expect(st).toContain(glMoney(n.tenantShare));
            expect(st).toContain(glMoney(n.balance));
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toMatch(
              new RegExp(
                `Service charge on the \\w+ \\d{4} installment Section 10\\.01 ${esc(rentMoney(b.lateFeeCents))}`,
              ),
            );
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toMatch(
              new RegExp(`Fixed Minimum Rent – .*? Item 7 [\\d/ –]+ ${esc(rentMoney(b.baseRentCents))}`),
            );
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain(
              '“Controllable Park Charges” means all Park Charges other than Impositions',
            );
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(fmtDate(s!.date, 'NUMERIC'));
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('shall be deemed to have waived its right to collect');
            break;
          default:
            break;
        }
      }
    }
  }, 120_000);

  it('a scanned held-out seed: every page one image, no text', async () => {
    await expectScannedPacket(family, 29122);
  }, 60_000);

  it('truth foots over 80 packets: the share of the total (less the Expense Stop), fee, estimates, balance; the ledger’s Y rows add up to the total', () => {
    const packets = familyPackets(family, 29200, 40);
    expect(packets).toHaveLength(80);
    const kinds = new Set<string>();
    for (const { truth, model } of packets) {
      expectShareIsAreaRatio(truth);
      kinds.add(truth.lease.leaseType);
      for (const s of truth.statements) {
        const math = truth.meta.statementMath[String(s.year)]!;
        expect(math.shareMode).toBe('TOTAL');
        expect(math.baseDeductionCents).toBe(truth.lease.baseYearExpensesCents);
        const sm = model.statements.find((x) => x.year === s.year)!;
        const groups = ledgerGroups(model, sm);
        expect(sum(groups.map((g) => g.recoverable.current))).toBe(sum(s.lines.map((x) => x.amountCents)));
        if (truth.errors.some((e) => e.rule === 'MATH_ERROR' && e.year === s.year)) continue;
        expect(s.totalCents).toBe(sum(s.lines.map((x) => x.amountCents)));
        const base =
          math.baseDeductionCents === null
            ? s.totalCents
            : Math.max(0, s.totalCents - math.baseDeductionCents);
        expect(s.tenantShareCents).toBe(Math.round((base * s.billedSharePct) / 100));
        if (math.adminFeePct !== null) {
          const feeBase = math.adminFeeBase === 'ALL' ? s.tenantShareCents : math.camShareCents!;
          expect(s.adminFeeCents).toBe(Math.round((feeBase * math.adminFeePct) / 100));
        } else expect(s.adminFeeCents).toBe(0);
        expect(s.estimatesPaidCents).toBe(math.monthlyEstimateCents * math.estimateMonths);
        expect(s.balanceDueCents).toBe(s.tenantShareCents + s.adminFeeCents - s.estimatesPaidCents);
      }
      expectCleanStatements(truth);
      expectDeadlineAndPricedErrors(truth);
      expect(sum(rentDueRows(model).map((r) => r[3]))).toBe(truth.bills[0]!.totalCents);
    }
    expect([...kinds].sort()).toEqual(['BASE_YEAR', 'NNN']);
  });
});
