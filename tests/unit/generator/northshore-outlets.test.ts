/**
 * Generator family northshore-outlets (decision 0082): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of
 * its truth.
 */
import { describe, expect, it } from 'vitest';
import { commas } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import {
  costRows,
  feeBasisCosts,
  poolShares,
  reconciliationRows,
  sharePctText,
} from '../../generator/render/northshore-outlets';
import { BUCKETS, openCharges } from '../../generator/render/northshore-outlets-bill';
import {
  centreOf,
  dmyLong,
  dmySlash,
  fig,
  monthWords,
  sqftMetric,
  tradeNameOf,
  usd,
} from '../../generator/render/northshore-outlets-centre';
import { basicTerms, definitions, OUTLET_ARTICLES } from '../../generator/render/northshore-outlets-lease';
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
import { addDays, modelAndTruth, packetTexts } from './helpers';

const family = 'northshore-outlets' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [24101, 24102, 24103, 24104, 24105, 24106, 24107, 24108, 24109, 24110, 24121, 24122];
const SCANNED = [24110, 24122];

/** A US-style long date ("March 4, 2025"): the family never writes one. */
const US_LONG_DATE =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;

/** A cost-table row: label, budget (or "—") and actual, in that order. */
const rowRe = (label: string, ...figs: string[]) => new RegExp(`${esc(label)} ${figs.map(esc).join(' ')}`);

describe('generator family northshore-outlets (decision 0082)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0084 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: day-month-year dates, bracketed credits, US$, square metres, trade names', () => {
    expect(dmyLong('2024-12-31')).toBe('31 December 2024');
    expect(dmySlash('2025-07-01')).toBe('01/07/2025');
    expect(dmySlash('2025-03-24')).toBe('24/03/2025');
    expect(monthWords('2025-06-01')).toBe('June 2025');
    expect(fig(123456)).toBe('1,234.56');
    expect(fig(-24510)).toBe('(245.10)');
    expect(usd(299300)).toBe('US$2,993.00');
    expect(sqftMetric(2211)).toBe('2,211 square feet (205.4 m²)');
    expect(sqftMetric(145200)).toBe('145,200 square feet (13,489.5 m²)');
    expect(tradeNameOf('Sorensen Optical, L.L.C.')).toBe('Sorensen Optical');
  });

  it('same seed, same spec and bytes; the family fixes its forms; retail, net, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 24150);
    expectSpecVariety(family, {
      first: 24100,
      forms: ['SUMMARY_OF_BASIC_TERMS', 'BUDGET_CARRIED_FORWARD', 'AGED_STATEMENT_OF_ACCOUNT'],
      kind: 'retail',
      keys: [...NET_LEASE_KEYS, 'late', ...PLANTABLE_RULES],
      heldOut: HELD_OUT,
      minRules: 7,
      minPlanted: 22,
      minErrorsEach: 2,
    });
  });

  it('the centre: a US border state, codes that agree, the same for every document', () => {
    for (const seed of HELD_OUT) {
      const { model } = modelAndTruth(randomPacketSpec(seed, { errors: seed < 24120, family }));
      const c = centreOf(model);
      expect(['WA', 'VT', 'NY']).toContain(c.state);
      expect(c.tenantId.startsWith(`${c.propCode}-`)).toBe(true);
      expect(c.headOffice[c.headOffice.length - 1]).toBe('Canada');
      expect(c.tradeName).toBe(tradeNameOf(model.lease.tenant.name));
      expect(centreOf(model)).toEqual(c);
    }
  });

  it('lease: a SUMMARY OF BASIC TERMS 1.1-1.21, ARTICLES with hanging numbers, definitions in alphabetical order', async () => {
    for (const seed of [24101, 24102, 24104, 24106, 24108, 24121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 24120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const c = centreOf(model);
      const lease = out['lease.pdf']!.text;
      expect(out['lease.pdf']!.pages[0]).toContain(
        `${c.centre.toUpperCase()} ${c.city}, ${c.stateName} LEASE SUMMARY OF BASIC TERMS`,
      );
      // the Basic Terms in order, each number with its caption and information
      const terms = basicTerms(model);
      expect(terms.map((t) => t.no)).toEqual(Array.from({ length: 21 }, (_, i) => `1.${i + 1}`));
      let at = 0;
      for (const t of terms) {
        const text = [`${t.no} ${t.caption}: ${t.lines.join(' ')}`];
        if (t.table) text.push(t.table.header.join(' '), ...t.table.rows.map((r) => r.join(' ')));
        const k = lease.indexOf(text.join(' '), at);
        expect(k, t.caption).toBeGreaterThanOrEqual(at);
        at = k;
      }
      expect(lease).toContain(`1.9 Rentable Area of the Premises: ${sqftMetric(l.premisesRsf)}`);
      expect(lease).toContain(`1.10 Rentable Area of the Shopping Centre: ${sqftMetric(l.buildingRsf)}`);
      expect(lease).toContain(`1.12 Commencement Date: ${dmyLong(l.commencement)}`);
      if (spec.lease.expirationStated)
        expect(lease).toContain(`1.13 Expiry Date: ${dmyLong(l.originalExpiration)}`);
      const pct = `${l.sharePct.toFixed(spec.lease.shareDecimals)}%`;
      expect(lease.includes(`1.17 Proportionate Share: ${pct}`)).toBe(spec.lease.shareStated);
      if (l.adminFee)
        expect(lease).toContain(
          `1.18 Administration Fee: ${l.adminFee.pct}% of the Tenant’s Proportionate Share`,
        );
      else expect(lease).toContain('1.18 Administration Fee: Nil');
      expect(lease).toContain(
        l.lateFee.pct !== null
          ? `1.20 Late Payment Charge: ${l.lateFee.pct}% of the overdue amount, if any Rent is not paid within ${l.lateFee.graceDays} days`
          : `1.20 Late Payment Charge: ${usd(l.lateFee.flatCents!)} for each payment of Rent not paid within ${l.lateFee.graceDays} days`,
      );
      // the parties in the Canadian form, the dates day first
      expect(lease).toContain(`THIS LEASE is dated as of ${dmyLong(l.leaseDate)}. B E T W E E N:`);
      expect(lease).toContain(
        `${l.landlord.name.toUpperCase()} (the “Landlord”) - and - ${l.tenant.name.toUpperCase()} (the “Tenant”)`,
      );
      expect(lease).not.toMatch(US_LONG_DATE);
      // Canadian wording: Operating Costs and Realty Taxes, never CAM
      expect(lease).not.toMatch(/\bCAM\b|Common Area Maintenance/);
      for (const w of ['Additional Rent', 'Landlord’s Fiscal Year', 'instalments', 'cheque', 'Centre'])
        expect(lease).toContain(w);
      // articles and their sections in order, the section numbers hanging in the gutter
      let pos = lease.indexOf('THIS LEASE is dated');
      OUTLET_ARTICLES.forEach(([title, secs], a) => {
        const k = lease.indexOf(`ARTICLE ${a + 1} — ${title} ${a + 1}.1 ${secs[0]}`, pos);
        expect(k, title).toBeGreaterThanOrEqual(pos);
        pos = k;
        secs.forEach((h, i) => {
          const j = lease.indexOf(`${a + 1}.${i + 1} ${h}`, pos);
          expect(j, h).toBeGreaterThanOrEqual(pos);
          pos = j;
        });
      });
      // every definition in Section 1.1, in alphabetical order
      const art1 = between(lease, 'ARTICLE 1 — INTERPRETATION', '1.2 Basic Terms');
      const defined = [...art1.matchAll(/“([^”]+)” means/g)].map((x) => x[1]);
      expect(defined).toEqual([...defined].sort((a, b) => a!.localeCompare(b!, 'en')));
      expect(defined).toEqual(definitions(model, () => 'BOTH').map(([t]) => t));
      expect(defined.includes('Controllable Operating Costs')).toBe(l.camCap !== null);
      const opc = between(art1, '“Operating Costs” means', '“Premises” means');
      expect(opc).toMatch(/but excluding: \(A\) .*; \(B\) /);
      expect(opc).toContain('Operating Costs do not include Realty Taxes.');
      expect(art1).toContain(
        '“Proportionate Share” means a fraction, the numerator of which is the Rentable Area of the Premises (Basic Term 1.9) and the denominator of which is the Rentable Area of the Shopping Centre (Basic Term 1.10)',
      );
      const art4 = between(lease, 'ARTICLE 4 — OPERATING COSTS AND REALTY TAXES', 'ARTICLE 5');
      expect(art4).toMatch(
        new RegExp(
          `Within [a-z -]*\\(?${l.reconDeadlineDays}\\)? days after the end of each Landlord’s Fiscal Year`,
        ),
      );
      expect(art4.includes('shall be deemed to have waived its right to recover')).toBe(l.waiver);
      expect(art4).toMatch(
        new RegExp(`within [a-z -]*\\(?${l.auditWindowDays}\\)? days after receipt of an Annual Statement`),
      );
      expect(lease).toContain(`governed by the laws of the State of ${c.stateName}`);
      expect(lease).toMatch(/I have authority to bind the (corporation|company|partnership|trust)\./);
      expect(lease).toContain('SCHEDULE “A” LEGAL DESCRIPTION OF THE LANDS');
    }
  }, 60_000);

  it('statement: two pages, the cost table carried forward and brought forward, Annual Budget beside Actual, a share line per pool', async () => {
    let credits = 0;
    let fees = 0;
    for (const seed of [24101, 24104, 24105, 24106, 24110, 24121, 24122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 24120, family });
      const { out, model } = await packetTexts(spec);
      const c = centreOf(model);
      for (const s of model.statements) {
        const doc = out[s.file]!;
        const t = doc.text;
        const n = s.numbers;
        expect(doc.pages).toHaveLength(2);
        expect(t).toContain(`Date ${dmyLong(s.date)} Tenant ID ${c.tenantId} Premises ${c.unit}`);
        expect(t).toContain(
          `OPERATING COST AND REALTY TAX RECONCILIATION Landlord’s Fiscal Year ended 31 December ${s.year} (1 January ${s.year} to 31 December ${s.year})`,
        );
        expect(t).not.toMatch(US_LONG_DATE);
        const head = `Description Annual Budget ${s.year} US$ Actual ${s.year} US$`;
        // page 1 ends with "Carried forward", page 2 opens "(continued)" and "Brought forward" the same figures
        const [p1, p2] = doc.pages as [string, string];
        expect(p1).toContain(head);
        const carried = p1.match(/Carried forward ([\d,]+\.\d\d) ([\d,]+\.\d\d) /);
        expect(carried).not.toBeNull();
        expect(p2).toMatch(/^.* \(continued\) /);
        expect(p2).toContain(`${head} Brought forward ${carried![1]} ${carried![2]}`);
        const rows = costRows(model, s);
        const before = rows.filter((r) =>
          p1.includes(`${r.label} ${r.budget === null ? '—' : fig(r.budget)} ${fig(r.actual)}`),
        );
        expect(fig(sum(before.map((r) => r.budget ?? 0)))).toBe(carried![1]);
        expect(fig(sum(before.map((r) => r.actual)))).toBe(carried![2]);
        expect(before.every((r) => r.group !== 'TAX')).toBe(true);
        // every row with its budget and actual; pools, their shares and the grand total
        for (const r of rows)
          expect(t).toMatch(rowRe(r.label, r.budget === null ? '—' : fig(r.budget), fig(r.actual)));
        const p = poolShares(s);
        const pct = sharePctText(s);
        const bud = (g: (x: (typeof rows)[number]) => boolean) =>
          sum(rows.filter(g).map((r) => r.budget ?? 0));
        const opB = bud((r) => r.group !== 'TAX');
        const taxB = bud((r) => r.group === 'TAX');
        expect(t).toContain('OPERATING COSTS Common Areas and Facilities');
        expect(t).toContain(`Total Operating Costs ${fig(opB)} ${fig(p.op)}`);
        expect(t).toContain(
          `Tenant’s Proportionate Share of Operating Costs @ ${pct} ${fig(Math.round((opB * s.sharePct) / 100))} ${fig(p.opShare)}`,
        );
        expect(t).toContain(`Total Realty Taxes ${fig(taxB)} ${fig(p.tax)}`);
        expect(t).toContain(`Tenant’s Proportionate Share of Realty Taxes @ ${pct}`);
        expect(t).toContain(`TOTAL OPERATING COSTS AND REALTY TAXES ${fig(opB + taxB)} ${fig(n.pool)}`);
        // the reconciliation of Additional Rent, in order
        const rec = between(t, `RECONCILIATION OF ADDITIONAL RENT — ${s.year} US$`, 'NOTES');
        expect(rec).toContain(
          reconciliationRows(s)
            .map((r) => r.join(' '))
            .join(' '),
        );
        if (s.fee) {
          fees += 1;
          expect(rec).toContain(`Administration Fee @ ${s.fee.pct}% on`);
        } else expect(rec).toContain('Administration Fee (Basic Term 1.18) Nil');
        expect(rec).toContain(`(${s.estimateMonths} × ${fig(s.monthlyEstimateCents)}) (${fig(n.estimates)})`);
        if (n.balance < 0) {
          credits += 1;
          expect(rec).toContain(`AMOUNT OWING TO TENANT (CREDIT) (${fig(-n.balance)})`);
        } else expect(rec).toContain(`AMOUNT OWING BY TENANT ${fig(n.balance)}`);
        // no "$" but "US$", no "CAM", outside the model's labels
        const rest = s.lines.reduce((x, ln) => x.replaceAll(ln.label, ''), t);
        expect(rest.replaceAll('US$', '')).not.toContain('$');
        expect(rest).not.toMatch(/\bCAM\b/);
        expect(rest).not.toMatch(/-[\d,]+\.\d\d\b/);
      }
    }
    expect(credits).toBeGreaterThan(0);
    expect(fees).toBeGreaterThan(0);
  }, 60_000);

  it('bill: a Statement of Account aged as at the due date, each charge in its aging column, DD/MM/YYYY', async () => {
    let pastSeen = 0;
    let cleanSeen = 0;
    for (const seed of [24101, 24102, 24105, 24106, 24108, 24121, 24122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 24120, family });
      const { out, model } = await packetTexts(spec);
      const bl = model.bill;
      const c = centreOf(model);
      const bill = out['bill.pdf']!.text;
      expect(bill).toContain(
        `STATEMENT OF ACCOUNT Statement Date ${dmySlash(bl.invoiceDate)} Aged as at ${dmySlash(bl.month)} Tenant ID ${c.tenantId} Currency USD`,
      );
      // the statement date's day is past 12: it cannot be read month first
      expect(Number(dmySlash(bl.invoiceDate).slice(0, 2))).toBeGreaterThan(12);
      expect(bill).toContain(
        `Dates are shown as DD/MM/YYYY (day/month/year): ${dmySlash(bl.month)} is ${dmyLong(bl.month)}.`,
      );
      expect(bill).toContain(`Date Due Date Document Description ${BUCKETS.join(' ')}`);
      const charges = openCharges(model);
      for (const ch of charges)
        expect(bill).toContain(
          `${dmySlash(ch.date)} ${dmySlash(ch.due)} ${ch.doc} ${ch.desc} ${fig(ch.amount)}`,
        );
      const totals = BUCKETS.map((_, k) =>
        sum(charges.filter((ch) => ch.bucket === k).map((ch) => ch.amount)),
      );
      expect(totals[1]).toBe(bl.pastDueCents);
      expect(totals[2]).toBe(0);
      expect(totals[3]).toBe(0);
      expect(sum(totals)).toBe(bl.totalCents);
      expect(bill).toContain(`Totals ${totals.map(fig).join(' ')}`);
      expect(bill).toContain(
        `${BUCKETS.join(' ')} Total Amount Due ${totals.map(fig).join(' ')} ${fig(bl.totalCents)}`,
      );
      expect(bill).toContain(`TOTAL AMOUNT DUE BY ${dmySlash(bl.month)}: US$${fig(bl.totalCents)}`);
      expect(bill).toContain(`P.O. Box ${c.lockbox}, ${c.lockboxCity}`);
      expect(bill.replaceAll('US$', '')).not.toContain('$');
      if (bl.pastDueCents) {
        pastSeen += 1;
        const prev = charges.filter((ch) => ch.bucket === 1);
        expect(prev.every((ch) => ch.due < bl.month)).toBe(true);
        expect(bill).toContain(`Late payment charge – ${monthWords(prev[0]!.due)} arrears (Basic Term 1.20)`);
      } else cleanSeen += 1;
    }
    expect(pastSeen).toBeGreaterThan(0);
    expect(cleanSeen).toBeGreaterThan(0);
  }, 60_000);

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 24120);
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain(
        `Rentable Area of the Premises: ${commas(truth.lease.premisesRsf)} square feet`,
      );
      expect(lease).toContain(
        `Rentable Area of the Shopping Centre: ${commas(truth.lease.buildingRsf)} square feet`,
      );
      expect(lease).toContain(usd(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(dmyLong(truth.lease.commencementDate));
      for (const s of truth.statements) {
        const sm = model.statements.find((x) => x.year === s.year)!;
        const st = out[`recon-${s.year}.pdf`]!.text;
        expect(st).toMatch(
          new RegExp(`TOTAL OPERATING COSTS AND REALTY TAXES [\\d,]+\\.\\d\\d ${esc(fig(s.totalCents))}`),
        );
        expect(st).toContain(
          `Total Proportionate Share (${sharePctText(sm)} × ${fig(s.totalCents)}) ${fig(s.tenantShareCents)}`,
        );
        expect(st).toContain(`(${fig(s.estimatesPaidCents)})`);
        expect(st).toMatch(
          new RegExp(`AMOUNT OWING (BY|TO) TENANT( \\(CREDIT\\))? ${esc(fig(s.balanceDueCents))}`),
        );
        if (s.adminFeeCents) expect(st).toContain(fig(s.adminFeeCents));
        for (const ln of s.lines)
          expect(st).toMatch(new RegExp(`${esc(ln.label)} (—|[\\d,]+\\.\\d\\d) ${esc(fig(ln.amountCents))}`));
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      expect(bill).toContain(`Basic Rent – ${monthWords(b.date)} ${fig(b.baseRentCents)}`);
      for (const v of [b.pastDueCents, b.lateFeeCents].filter((x) => x)) expect(bill).toContain(fig(v));
      expect(bill).toContain(`TOTAL AMOUNT DUE BY ${dmySlash(b.date)}: US$${fig(b.totalCents)}`);
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? out[s.file]!.text : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(`Proportionate Share: ${sharePctText(s!)}`);
            if (s!.showRsf)
              expect(st).toContain(
                `Rentable Area of the Premises: ${commas(s!.shareNumRsf)} sq. ft. Rentable Area of the Shopping Centre: ${commas(s!.shareDenRsf)} sq. ft.`,
              );
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`Administration Fee @ ${s!.fee!.pct}% on`);
            expect(st).toContain(fig(s!.numbers.fee));
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(st).toContain(`${ln.label} — ${fig(ln.amountCents)}`);
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            const p = poolShares(s!);
            if (s!.mathWhere === 'POOL') expect(n.pool).not.toBe(p.op + p.tax);
            else if (s!.mathWhere === 'SHARE') expect(n.tenantShare).not.toBe(p.opShare + p.taxShare);
            else expect(n.totalDue - n.estimates).not.toBe(n.balance);
            expect(st).toContain(
              reconciliationRows(s!)
                .map((r) => r.join(' '))
                .join(' '),
            );
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toMatch(
              new RegExp(
                `Late payment charge – [A-Za-z]+ \\d{4} arrears \\(Basic Term 1\\.20\\) ${esc(fig(b.lateFeeCents))}`,
              ),
            );
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(`Basic Rent – ${monthWords(b.date)} ${fig(b.baseRentCents)}`);
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain('“Controllable Operating Costs” means');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(`Date ${dmyLong(s!.date)}`);
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('shall be deemed to have waived its right to recover');
            break;
          default:
            break;
        }
      }
    }
  }, 90_000);

  it('a scanned held-out seed: every page one image, no text', async () => {
    await expectScannedPacket(family, 24122);
  }, 60_000);

  it('truth foots: share of the total, fee, estimates, balance; the cost rows and pool shares add up', () => {
    expectTruthFoots(family, 24100, (s, model) => {
      const sm = model.statements.find((x) => x.year === s.year)!;
      const rows = costRows(model, sm);
      expect(sum(rows.map((r) => r.actual))).toBe(s.totalCents);
      const p = poolShares(sm);
      expect(p.op + p.tax).toBe(s.totalCents);
      expect(p.opShare + p.taxShare).toBe(s.tenantShareCents);
      expect(Math.abs(p.opShare - (p.op * sm.sharePct) / 100)).toBeLessThanOrEqual(1.5);
      if (sm.fee?.base === 'CAM')
        expect(sm.numbers.camShare).toBe(Math.round((feeBasisCosts(sm) * sm.sharePct) / 100));
    });
  });
});
