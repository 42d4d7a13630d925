/**
 * Generator family harborpoint-condo (decision 0085): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of
 * its truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import {
  associationRows,
  billedShareText,
  chargeText,
  summaryRows,
  tblMoney,
  txtMoney,
} from '../../generator/render/harborpoint-condo';
import { condoOf } from '../../generator/render/harborpoint-condo-building';
import {
  CONDO_EXCLUSIONS,
  condoParagraphs,
  interestText,
} from '../../generator/render/harborpoint-condo-lease';
import { PLANTABLE_RULES } from '../../generator/types';
import {
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
import { addDays, modelAndTruth, packetTexts } from './helpers';

const family = 'harborpoint-condo' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [26101, 26102, 26103, 26104, 26105, 26106, 26107, 26108, 26109, 26110, 26121, 26122];
const SCANNED = [26110, 26122];

const T = tblMoney;

/** The lease's text without its "Page n of m" footers. */
const leaseText = (doc: { pages: string[] }) =>
  doc.pages.map((p) => p.replace(/ Page \d+ of \d+$/, '')).join(' ');

describe('generator family harborpoint-condo (decision 0085)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0086 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: table figures unsigned with credits in brackets, sentences and e-mail in dollars', () => {
    expect(T(123456)).toBe('1,234.56');
    expect(T(-123456)).toBe('(1,234.56)');
    expect(txtMoney(123456)).toBe('$1,234.56');
    expect(txtMoney(-123456)).toBe('-$1,234.56');
  });

  it('same seed, same spec and bytes; the family fixes its forms; office, net, no gross-up, share stated, numerals', async () => {
    await expectSameSeedSameBytes(family, 26150);
    expectSpecVariety(family, {
      first: 26100,
      forms: ['CONDO_PLAIN_ENGLISH', 'ASSOCIATION_PASS_THROUGH', 'EMAIL_RENT_STATEMENT'],
      kind: 'office',
      keys: [...NET_LEASE_KEYS.filter((k) => k !== 'ratio'), 'late', ...PLANTABLE_RULES],
      heldOut: HELD_OUT,
      minRules: 7,
      minPlanted: 24,
      minErrorsEach: 2,
    });
    for (let seed = 26100; seed < 26160; seed++) {
      const s = randomPacketSpec(seed, { errors: seed % 2 === 0, family });
      expect([s.lease.numbers, s.lease.shareStated]).toEqual(['DIGITS', true]);
    }
  });

  it('lease: numbered paragraphs with run-in headings, no articles, numerals only, the share the percentage interest', async () => {
    let withCap = 0;
    let withoutCap = 0;
    for (const seed of [26101, 26102, 26103, 26104, 26105, 26121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 26120, family });
      const { out, model } = await packetTexts(spec);
      const c = condoOf(model);
      const l = model.lease;
      const t = leaseText(out['lease.pdf']!);
      expect(t.startsWith(`LEASE ${c.condo}, Unit ${c.unit}`)).toBe(true);
      const pars = condoParagraphs(model);
      let at = 0;
      pars.forEach((p, i) => {
        const k = t.indexOf(`${i + 1}. ${p.title}`, at);
        expect(k, p.title).toBeGreaterThan(at);
        at = k;
      });
      expect(pars[6]!.title).toBe('Your Share of Building Costs.');
      expect(t).toContain(
        `7. Your Share of Building Costs. The Unit is one unit of the Condominium. ${c.association} (the “Association”)`,
      );
      expect(t).toContain(
        `the Unit’s percentage interest in the common elements, which is ${interestText(model)} as set out in Exhibit ${c.exhibit} to the Declaration`,
      );
      expect(t).not.toMatch(/ARTICLE|Section \d/);
      // numerals only: no number in words, no "thirty (30)"
      expect(t).not.toMatch(/[a-z] \(\d+%?\)|\b(thirty|sixty|ninety|hundred|percent)\b/i);
      // the areas only in passing, once each
      expect(t.split(`${commas(l.premisesRsf)} square feet`).length - 1).toBe(
        l.rent.form === 'PER_RSF' ? 2 : 1,
      );
      expect(t.split(`${commas(l.buildingRsf)} square feet`)).toHaveLength(2);
      expect(t).toContain(
        `roughly ${commas(l.premisesRsf)} square feet and the building about ${commas(l.buildingRsf)}`,
      );
      for (const cat of l.exclusions) expect(t).toContain(CONDO_EXCLUSIONS[cat]!);
      expect(t).toContain(`Within ${l.reconDeadlineDays} days after the end of each calendar year`);
      expect(t).toContain(`within ${l.auditWindowDays} days after you receive a reconciliation letter`);
      if (l.camCap) {
        withCap++;
        expect(t).toContain('“Controllable Costs” are all Building Costs except');
      } else {
        withoutCap++;
        expect(t).not.toContain('Limit on Increases');
      }
      expect(t).toContain(`This lease was prepared by ${c.attorney}`);
    }
    expect(withCap).toBeGreaterThan(0);
    expect(withoutCap).toBeGreaterThan(0);
  }, 60_000);

  it('statement: a Pass-Through Reconciliation letter, the association categories with total and unit share, taxes and insurance as one-line items', async () => {
    const spec = randomPacketSpec(26121, { family });
    const { out, model } = await packetTexts(spec);
    const c = condoOf(model);
    for (const s of model.statements) {
      const st = out[s.file]!.text;
      expect(st.startsWith(model.lease.landlord.name)).toBe(true);
      expect(st).toContain(`Re: ${s.year} Pass-Through Reconciliation – Unit ${c.unit}, ${c.condo}`);
      expect(st).toContain(`Association Category Association Total Unit ${c.unit} Share`);
      const rows = associationRows(s);
      expect(sum(rows.map((r) => r.share))).toBe(s.numbers.camShare);
      for (const r of rows) expect(st).toContain(`${r.label} ${T(r.total)} ${T(r.share)}`);
      expect(st).toContain(
        `Total Association Costs ${T(sum(rows.map((r) => r.total)))} ${T(s.numbers.camShare!)} Summary`,
      );
      const summary = summaryRows(s, c)
        .map(([label, v]) => `${label} ${T(v)}`)
        .join(' ');
      expect(st).toContain(summary);
      for (const ln of s.lines.filter((x) => x.category === 'TAX' || x.category === 'INSURANCE'))
        expect(summary).toContain(`${ln.label} ${T(ln.amountCents)}`);
      expect(st).toContain(
        `You paid ${s.estimateMonths} monthly estimates of ${txtMoney(s.monthlyEstimateCents)}, or ${txtMoney(s.numbers.estimates)} in all.`,
      );
      const table = st.slice(st.indexOf('Association Category'), st.indexOf(`Your total for ${s.year}`));
      expect(table).not.toContain('$');
    }
  }, 60_000);

  it('bill: an e-mail printout with From / To / Subject / Date, a text list of charges, Zelle or check', async () => {
    for (const seed of [26101, 26103, 26121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 26120, family });
      const { out, model } = await packetTexts(spec);
      const c = condoOf(model);
      const b = out['bill.pdf']!.text;
      expect(b).toMatch(
        new RegExp(
          `^Unit ${c.unit} – \\w+ \\d{4} rent statement From: ${esc(`${c.owner} <${c.ownerEmail}>`)} To: ${esc(`${model.lease.tenant.contact} <${c.tenantEmail}>`)} Subject: Unit ${c.unit} – \\w+ \\d{4} rent statement Date: \\w{3}, \\w{3} \\d+, \\d{4} at \\d+:\\d\\d AM`,
        ),
      );
      for (const ln of model.bill.lines)
        expect(b).toContain(`${chargeText(model, ln)}: ${txtMoney(ln.amountCents)}`);
      expect(b).toContain(
        `Total due ${fmtDate(model.bill.month, 'LONG')}: ${txtMoney(model.bill.totalCents)}`,
      );
      expect(b).toContain(
        `Please remit via Zelle (to ${c.ownerEmail}) or check payable to ${model.lease.landlord.name}`,
      );
    }
  }, 60_000);

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 26120);
      const c = condoOf(model);
      const lease = leaseText(out['lease.pdf']!);
      expect(lease).toContain(`roughly ${commas(truth.lease.premisesRsf)} square feet`);
      expect(lease).toContain(`about ${commas(truth.lease.buildingRsf)} square feet`);
      expect(lease).toContain(`which is ${interestText(model)} as set out`);
      expect(Number.parseFloat(interestText(model))).toBe(truth.lease.proRataSharePct);
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(fmtDate(truth.lease.commencementDate, 'LONG'));
      for (const s of truth.statements) {
        const sm = model.statements.find((x) => x.year === s.year)!;
        const st = out[`recon-${s.year}.pdf`]!.text;
        expect(st).toContain(`Total Building Costs for ${s.year} ${T(s.totalCents)}`);
        expect(st).toContain(`Unit ${c.unit} share at ${billedShareText(sm)} ${T(s.tenantShareCents)}`);
        if (s.adminFeeCents)
          expect(st).toMatch(
            new RegExp(`Owner’s fee, ${sm.fee!.pct}% of [^)]*\\) ${esc(T(s.adminFeeCents))}`),
          );
        expect(st).toContain(T(-s.estimatesPaidCents));
        expect(st).toContain(
          `${s.balanceDueCents < 0 ? 'Credit due to you' : 'Balance due from you'} ${T(s.balanceDueCents)}`,
        );
        for (const ln of s.lines) expect(st).toContain(`${ln.label} ${T(ln.amountCents)}`);
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(txtMoney(v));
      expect(bill).toContain(`Total due ${fmtDate(b.date, 'LONG')}: ${txtMoney(b.totalCents)}`);
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? out[s.file]!.text : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(`percentage interest of ${billedShareText(s!)}`);
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`Owner’s fee, ${s!.fee!.pct}% of`);
            expect(st).toContain(T(s!.numbers.fee));
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            const row = `${ln.label} ${T(ln.amountCents)}`;
            expect(st.split(row).length - 1).toBeGreaterThanOrEqual(e.rule === 'DUPLICATE_CHARGE' ? 2 : 1);
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            if (s!.mathWhere === 'POOL') {
              expect(n.pool).not.toBe(sum(s!.lines.map((x) => x.amountCents)));
              expect(st).toContain(`Total Building Costs for ${s!.year} ${T(n.pool)}`);
            } else if (s!.mathWhere === 'SHARE') {
              expect(Math.round((n.pool * s!.sharePct) / 100)).not.toBe(n.tenantShare);
              expect(st).toContain(`share at ${billedShareText(s!)} ${T(n.tenantShare)}`);
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(T(n.balance));
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toMatch(
              new RegExp(
                `Late charge on the \\w+ \\d{4} payment \\(lease paragraph 5\\): ${esc(txtMoney(b.lateFeeCents))}`,
              ),
            );
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toMatch(new RegExp(`Base rent, \\w+ \\d{4}: ${esc(txtMoney(b.baseRentCents))}`));
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain('“Controllable Costs” are all Building Costs');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st.startsWith(`${model.lease.landlord.name}`)).toBe(true);
            expect(st).toContain(fmtDate(s!.date, 'LONG'));
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('we give up the right to collect');
            break;
          default:
            break;
        }
      }
    }
  }, 90_000);

  it('a scanned held-out seed: every page one image, no text', async () => {
    await expectScannedPacket(family, 26122);
  }, 60_000);

  it('truth foots: share of the total, fee, estimates, balance; the association table and summary add up', () => {
    expectTruthFoots(family, 26100, (s, model) => {
      const sm = model.statements.find((x) => x.year === s.year)!;
      const rows = associationRows(sm);
      expect(sum(rows.map((r) => r.share))).toBe(sm.numbers.camShare);
      expect(sm.numbers.camShare).toBe(Math.round((sum(rows.map((r) => r.total)) * sm.sharePct) / 100));
      const summary = summaryRows(sm, condoOf(model));
      const lineItems = summary.slice(
        0,
        summary.findIndex(([l]) => l.startsWith('Total Building Costs')),
      );
      expect(sum(lineItems.map(([, v]) => v))).toBe(s.totalCents);
    });
    const { truth } = modelAndTruth(randomPacketSpec(26121, { family }));
    expect(truth.errors).toHaveLength(0);
  });
});
