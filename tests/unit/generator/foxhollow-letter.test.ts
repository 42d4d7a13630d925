import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money } from '../../generator/format';
import { buildTruth, randomPacketSpec, renderPacket } from '../../generator/generate-packet';
import type { PacketModel } from '../../generator/model';
import { reminderMoney, reminderRows } from '../../generator/render/foxhollow-letter-bill';
import { foxhollowFacts, listItems, modificationPlan } from '../../generator/render/foxhollow-letter-facts';
import {
  costsParagraph,
  definitions,
  EXCLUSION_WORDS,
  modificationChanges,
  rentSchedule,
  statementParagraph,
} from '../../generator/render/foxhollow-letter-lease';
import {
  camPool,
  codeText,
  letterParagraphs,
  letterShare,
  listMoney,
} from '../../generator/render/foxhollow-letter-statement';
import { type PacketSpec, PLANTABLE_RULES } from '../../generator/types';
import { esc, expectInManifest, expectPlantedOrClean, norm, sum } from './family-support';
import { addDays, modelAndTruth, packetHash, packetTexts, readPdf } from './helpers';

const family = 'foxhollow-letter' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [30101, 30102, 30103, 30104, 30105, 30106, 30107, 30108, 30109, 30110, 30121, 30122];
const SCANNED = [30110, 30122];

/** The lease read back without its page footers ("{building} – {suite} – Lease page n"). */
const leaseText = (doc: { pages: string[] }, m: PacketModel) => {
  const footer = new RegExp(
    ` ?${esc(`${foxhollowFacts(m).building} – ${m.lease.property.suite} – Lease page `)}\\d+$`,
  );
  return norm(doc.pages.map((p) => p.replace(footer, '')).join(' '));
};
const specOf = (seed: number, errors: boolean, scanned = false): PacketSpec =>
  randomPacketSpec(seed, { errors, family, scanned });

/** The text items of a page with their x position, in drawing order. */
async function pageItems(pdf: Buffer, pageNo: number): Promise<{ str: string; x: number; y: number }[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const page = await doc.getPage(pageNo);
  const tc = await page.getTextContent();
  const out = tc.items
    .map((it) =>
      'str' in it ? { str: it.str, x: it.transform[4] as number, y: it.transform[5] as number } : null,
    )
    .filter((x): x is { str: string; x: number; y: number } => !!x && x.str.trim() !== '');
  await doc.destroy();
  return out;
}

/** "$1,234.56" -> 123456. */
const cents = (s: string) => Math.round(Number.parseFloat(s.replace(/[$,]/g, '')) * 100);

describe('generator family foxhollow-letter (decision 0094)', () => {
  it('tests/families.json lists these seeds, tuned since its one held-out measurement (decision 0096)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: the list without $ and credits in brackets, the reminder with $', () => {
    expect(listMoney(123456)).toBe('1,234.56');
    expect(listMoney(-31240)).toBe('(312.40)');
    expect(reminderMoney(123456)).toBe('$1,234.56');
    expect(reminderMoney(-123456)).toBe('($1,234.56)');
  });

  it('same seed, same spec and bytes; the family fixes its forms; retail or office, net or base year, no gross-up', async () => {
    expect(await packetHash(specOf(30150, true))).toBe(await packetHash(specOf(30150, true)));
    expect(specOf(30150, true)).toEqual(specOf(30150, true));
    const seen = new Set<string>();
    for (let seed = 30100; seed < 30180; seed++) {
      const s = specOf(seed, seed % 3 !== 0);
      expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual([
        'DEFINITIONS_MODIFIED',
        'BOOKKEEPER_LETTER_LIST',
        'RENT_REMINDER_CARD',
      ]);
      expect([s.family, s.terms.grossUp, s.letter]).toEqual([family, false, false]);
      expect(['retail', 'office']).toContain(s.kind);
      expect([null, 'RENT_CHANGE']).toContain(s.amendment);
      if (s.leaseType === 'BASE_YEAR') expect([s.terms.adminFee, s.terms.camCap]).toEqual([null, null]);
      seen.add(s.kind);
      seen.add(s.leaseType);
      seen.add(s.lease.rent);
      seen.add(s.lease.shareStated ? 'stated' : 'ratio');
      if (s.amendment) seen.add(s.amendment);
      if (s.terms.adminFee) seen.add(s.terms.adminFee);
      if (s.terms.camCap) seen.add('cap');
      if (s.terms.waiver) seen.add('waiver');
      if (s.lateChargeOnBill) seen.add('late');
      const { model } = modelAndTruth(s);
      const plan = modificationPlan(model);
      if (plan.lateCharge) seen.add('mod:late');
      if (plan.review) seen.add('mod:review');
      if (plan.notice) seen.add('mod:notice');
      expect(plan.rent).toBe(s.amendment === 'RENT_CHANGE');
      expect(plan.rent || !!plan.lateCharge || !!plan.review || !!plan.notice).toBe(true);
      expect(!!plan.notice && (!!plan.lateCharge || !!plan.review)).toBe(false);
      for (const e of s.errors) seen.add(e.rule);
    }
    for (const k of [
      'retail',
      'office',
      'NNN',
      'BASE_YEAR',
      'TABLE',
      'PERCENT',
      'PER_RSF',
      'stated',
      'ratio',
      'RENT_CHANGE',
      'CAM_EXCLUDING_TAXES_INSURANCE',
      'ALL_OPERATING_EXPENSES',
      'cap',
      'waiver',
      'late',
      'mod:late',
      'mod:review',
      'mod:notice',
      ...PLANTABLE_RULES,
    ])
      expect(seen, k).toContain(k);
    expect(randomPacketSpec(30101, { errors: true, family, kind: 'office' }).kind).toBe('office');
    expect(randomPacketSpec(30101, { errors: true, family, leaseType: 'BASE_YEAR' }).leaseType).toBe(
      'BASE_YEAR',
    );
    const specs = HELD_OUT.slice(0, 10).map((seed) => specOf(seed, true));
    const planted = specs.flatMap((s) => s.errors.map((e) => e.rule));
    expect(new Set(planted).size).toBeGreaterThanOrEqual(7);
    for (const s of specs) expect(s.errors.length).toBeGreaterThanOrEqual(2);
  });

  it('lease: alphabetical definitions, a Rent Schedule, plain numbered paragraphs, the Lease Modification Agreement bound at the end', async () => {
    const seen = new Set<string>();
    for (const seed of [30101, 30102, 30104, 30105, 30109, 30110, 30121, 30122]) {
      const spec = specOf(seed, seed < 30120);
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      expect(Object.keys(out)).not.toContain('amendment.pdf');
      const doc = out['lease.pdf']!;
      const text = leaseText(doc, model);
      expect(text.startsWith('COMMERCIAL LEASE')).toBe(true);
      // the definitions in alphabetical order, each "“Term” means ..."
      const defs = definitions(model);
      expect(defs.map((x) => x[0])).toEqual(
        defs
          .map((x) => x[0])
          .slice()
          .sort((a, b) => a.localeCompare(b)),
      );
      let at = text.indexOf('1. In this Lease the words in quotation marks below have these meanings');
      expect(at).toBeGreaterThan(0);
      for (const [term, body] of defs) {
        const k = text.indexOf(norm(`“${term}” ${body}`), at);
        expect(k, term).toBeGreaterThan(at);
        at = k;
      }
      expect(text).toContain(`“Building Area” means ${commas(l.buildingRsf)} square feet.`);
      expect(text).toContain(`“Premises Area” means ${commas(l.premisesRsf)} square feet.`);
      if (spec.lease.shareStated) {
        seen.add('stated');
        expect(text).toContain(
          `“Tenant’s Percentage” means ${l.sharePct.toFixed(spec.lease.shareDecimals)}%`,
        );
      } else {
        seen.add('ratio');
        expect(text).toContain('“Tenant’s Percentage” means the Premises Area divided by the Building Area');
      }
      if (l.baseYear !== null) {
        seen.add('base year');
        expect(text).toContain(`“Base Amount” means ${money(l.baseYearExpensesCents!)}`);
        expect(text).toContain(`“Base Year” means calendar year ${l.baseYear}.`);
      }
      // the Rent Schedule: a second definitions-like block, the original schedule
      expect(text).toContain('2. The Monthly Rent is set by the following Rent Schedule');
      for (const [term, body] of rentSchedule(model)) expect(text).toContain(norm(`“${term}” ${body}`));
      expect(text).toContain(money(l.rent.steps[0]!.monthlyRentCents));
      // plain numbered paragraphs without headings; the exclusions a lettered list inside paragraph 5
      expect(text).toContain(`5. ${norm(costsParagraph(model))}`);
      expect(text).toMatch(/but not: \(a\) .*; \(b\) /);
      for (const cat of l.exclusions) expect(text).toContain(norm(EXCLUSION_WORDS[cat]!));
      expect(text).toContain(`8. ${norm(statementParagraph(model))}`);
      expect(text.includes('Landlord gives up its right to collect any more Additional Rent')).toBe(l.waiver);
      if (l.waiver) seen.add('waiver');
      for (let n = 3; n <= 20; n++) expect(text).toMatch(new RegExp(`(^| )${n}\\. [A-Z]`));
      // the modification: on the last page, after the signatures; its figures are the truth's
      const last = norm(doc.pages[doc.pages.length - 1]!);
      expect(last).toContain('LEASE MODIFICATION AGREEMENT');
      expect(text.indexOf('LEASE MODIFICATION AGREEMENT')).toBeGreaterThan(text.indexOf('20. This Lease'));
      const plan = modificationPlan(model);
      expect(last).toContain(`This Lease Modification Agreement is made on ${fmtDate(plan.date, 'LONG')}`);
      expect(plan.date > l.leaseDate).toBe(true);
      const changes = modificationChanges(model);
      changes.forEach((c, i) => {
        expect(text).toContain(norm(`${i + 1}. ${c}`));
      });
      expect(text).toContain('If this Agreement and the Lease differ, this Agreement controls.');
      if (plan.rent) {
        seen.add('mod:rent');
        const a = l.amendment!;
        expect(text).toContain(
          `Beginning ${fmtDate(a.effective, 'LONG')}, the Monthly Rent is the Modified Rent`,
        );
        for (const st of a.form === 'PERCENT' ? a.steps.slice(0, 1) : a.steps)
          expect(text).toContain(`${money(st.monthlyRentCents)} a month from ${fmtDate(st.from, 'LONG')}`);
        // the truth's schedule is the modified one
        const { truth } = modelAndTruth(spec);
        expect(truth.lease.rentSchedule.find((x) => x.from === a.effective)!.monthlyRentCents).toBe(
          a.steps[0]!.monthlyRentCents,
        );
      }
      if (plan.lateCharge) {
        seen.add('mod:late');
        const o = plan.lateCharge.original;
        expect(o.pct !== l.lateFee.pct || o.flatCents !== l.lateFee.flatCents).toBe(true);
        const now = l.lateFee.pct !== null ? `${l.lateFee.pct}%` : money(l.lateFee.flatCents!);
        expect(changes.find((c) => c.includes('“Late Charge”'))).toContain(now);
        const before = o.pct !== null ? `${o.pct}%` : money(o.flatCents!);
        expect(defs.find((x) => x[0] === 'Late Charge')![1]).toContain(before);
      } else {
        const now = l.lateFee.pct !== null ? `${l.lateFee.pct}%` : money(l.lateFee.flatCents!);
        expect(defs.find((x) => x[0] === 'Late Charge')![1]).toContain(now);
      }
      if (plan.review) {
        seen.add('mod:review');
        expect(plan.review.originalDays).not.toBe(l.auditWindowDays);
        expect(defs.find((x) => x[0] === 'Review Period')![1]).toContain(String(plan.review.originalDays));
        expect(changes.find((c) => c.includes('“Review Period”'))).toContain(`${l.auditWindowDays}`);
      } else expect(defs.find((x) => x[0] === 'Review Period')![1]).toContain(`${l.auditWindowDays}`);
      if (plan.notice) seen.add('mod:notice');
      expect(text).toContain(l.landlord.name);
      expect(text).toContain(l.tenant.name);
    }
    for (const k of ['stated', 'ratio', 'base year', 'waiver', 'mod:rent', 'mod:late', 'mod:review'])
      expect(seen, k).toContain(k);
  }, 90_000);

  it('statement: the bookkeeper’s letter states the arithmetic in prose; the list in two columns adds up to its Total', async () => {
    const seen = new Set<string>();
    for (const seed of [30101, 30105, 30108, 30109, 30110, 30121]) {
      const spec = specOf(seed, seed < 30120);
      const { out, model, pdfs } = await packetTexts(spec);
      const f = foxhollowFacts(model);
      for (const s of model.statements) {
        const doc = out[s.file]!;
        const letter = norm(doc.pages[0]!);
        const n = s.numbers;
        expect(letter).toContain(`Re: ${s.year} Common Area, Tax and Insurance Reconciliation`);
        expect(letter).toContain(`Bookkeeper, for ${model.lease.landlord.name}`);
        for (const p of letterParagraphs(model, s)) expect(letter).toContain(norm(p));
        // read the arithmetic back from the prose
        const mm = letter.match(
          /came to (\$[\d,.]+) \(see the attached list\)\..*?(?:Your share|Your share of that), ([\d,]+) of the Building’s ([\d,]+) square feet, or ([\d.]+)%, is (\$[\d,.]+)\./,
        )!;
        expect(mm, 'share sentence').not.toBeNull();
        const [pool, num, den, pct, share] = [cents(mm[1]!), mm[2]!, mm[3]!, Number(mm[4]), cents(mm[5]!)];
        expect(pool).toBe(n.pool);
        expect(share).toBe(n.tenantShare);
        expect(pct).toBe(s.sharePct);
        expect([num, den]).toEqual([commas(s.shareNumRsf), commas(s.shareDenRsf)]);
        const base = s.base ? n.excess! : pool;
        if (s.base) {
          seen.add('base');
          expect(letter).toContain(`Your lease’s Base Amount is ${money(s.base.deductionCents)}`);
        }
        const pm = letter.match(
          /You paid (\$[\d,.]+) a month toward these costs, (\$[\d,.]+) in all, so (you owe|we owe you) (\$[\d,.]+)/,
        )!;
        expect(pm, 'paid sentence').not.toBeNull();
        expect(cents(pm[1]!) * 12).toBe(cents(pm[2]!));
        const balance = (pm[3] === 'you owe' ? 1 : -1) * cents(pm[4]!);
        expect(balance).toBe(n.balance);
        let total = share;
        if (s.fee) {
          seen.add(`fee:${s.fee.base}`);
          expect(letter).toContain(`administrative charge of ${s.fee.pct}%`);
          expect(letter).toContain(money(n.fee));
          if (s.fee.base === 'CAM')
            expect(letter).toContain(
              `came to ${money(camPool(s))}, your share of them is ${money(n.camShare!)}`,
            );
          total = share + n.fee;
          expect(letter).toContain(`your total for the year is ${money(n.totalDue)}`);
        }
        const shareOk = Math.round((base * pct) / 100) === share;
        const balanceOk = total - cents(pm[2]!) === balance;
        const listSum = sum(listItems(model, s).map((x) => x.cents));
        const poolOk = listSum === pool;
        expect([poolOk, shareOk, balanceOk]).toEqual([
          s.mathWhere !== 'POOL',
          s.mathWhere !== 'SHARE',
          s.mathWhere !== 'BALANCE',
        ]);
        if (s.mathWhere) seen.add(`math:${s.mathWhere}`);
        // the list: every row "label (code) ..... amount" in order, two columns, Total at the end of the right one
        const list = norm(doc.pages.slice(1).join(' '));
        expect(list).toContain(`List of ${s.year} expenses`);
        expect(list.includes('$')).toBe(s.lines.some((x) => x.label.includes('$')));
        const items = listItems(model, s);
        let at = 0;
        for (const it of items) {
          const k = list.indexOf(norm(`${it.label} ${codeText(f, it.code)}`), at);
          expect(k, it.label).toBeGreaterThanOrEqual(at);
          at = k;
          expect(list.slice(k)).toMatch(
            new RegExp(
              `^${esc(norm(`${it.label} ${codeText(f, it.code)}`))} \\.+ ${esc(listMoney(it.cents))}`,
            ),
          );
        }
        if (items.some((x) => x.cents < 0)) {
          seen.add('refund');
          expect(list).toMatch(/less refund from insurer [([]INS[)\]] \.+ \([\d,]+\.\d\d\)/);
        }
        expect(list).toMatch(new RegExp(`Total \\.+ ${esc(listMoney(n.pool))}`));
        const pageItemsList = await pageItems(pdfs.get(s.file)!, 2);
        const mid = 306;
        const left = pageItemsList.filter((x) => x.x < mid - 20 && /\d\.\d\d$/.test(x.str));
        const right = pageItemsList.filter((x) => x.x > mid && /\d\.\d\d\)?$/.test(x.str));
        expect(left.length).toBeGreaterThan(0);
        expect(right.length).toBeGreaterThan(1);
        const totalItem = pageItemsList.find((x) => x.str === 'Total')!;
        expect(totalItem.x).toBeGreaterThan(mid);
        // the Total is the lowest entry of the right column
        expect(Math.min(...right.map((x) => x.y))).toBeCloseTo(totalItem.y, 0);
      }
    }
    for (const k of ['base', 'fee:CAM', 'fee:ALL', 'math:POOL', 'math:BALANCE']) expect(seen, k).toContain(k);
  }, 90_000);

  it('bill: a postcard-style RENT REMINDER, a short list adding up to “Please pay”, a handwritten-style note', async () => {
    for (const seed of [30102, 30103, 30107, 30110, 30121]) {
      const spec = specOf(seed, seed < 30120);
      const { out, model, pdfs } = await packetTexts(spec);
      const f = foxhollowFacts(model);
      const b = norm(out['bill.pdf']!.text);
      const bl = model.bill;
      expect(b).toContain('RENT REMINDER');
      expect(b).toContain(`To: ${model.lease.tenant.name}, ${model.lease.property.suite}`);
      const rows = reminderRows(model);
      expect(sum(rows.map((r) => r[1]))).toBe(bl.totalCents);
      let at = 0;
      for (const [label, c] of rows) {
        const k = b.indexOf(label, at);
        expect(k, label).toBeGreaterThanOrEqual(at);
        expect(b.slice(k)).toMatch(new RegExp(`^${esc(label)} \\.+ ${esc(reminderMoney(c))}`));
        at = k;
      }
      expect(b).toMatch(new RegExp(`Please pay \\.+ ${esc(reminderMoney(bl.totalCents))}`));
      expect(b).toContain(`Thank you! – ${f.initial}.`);
      expect(pdfs.get('bill.pdf')!.toString('latin1')).toContain('/Times-Italic');
      if (bl.lateFeeCents) expect(b).toMatch(/Late charge \(\w+\)/);
      expect((await readPdf(pdfs.get('bill.pdf')!)).pages).toHaveLength(1);
    }
  }, 60_000);

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const spec = specOf(seed, seed < 30120);
      const { out, model } = await packetTexts(spec);
      const truth = buildTruth(
        model,
        { lease: ['lease.pdf'], reconciliation: [], bill: ['bill.pdf'], letter: [] },
        {},
      );
      const lease = leaseText(out['lease.pdf']!, model);
      const plan = modificationPlan(model);
      expect(lease).toContain(`${commas(truth.lease.premisesRsf)} square feet`);
      expect(lease).toContain(`${commas(truth.lease.buildingRsf)} square feet`);
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(fmtDate(truth.lease.commencementDate, 'LONG'));
      expect(lease).toContain(truth.lease.tenantName);
      expect(lease).toContain(truth.lease.landlordName);
      expect(lease).toMatch(new RegExp(`\\(?${truth.lease.auditWindowDays}\\)? days after Tenant receives`));
      expect(lease).toContain(`${truth.lease.reconciliationDeadlineDays}`);
      if (plan.rent)
        expect(lease).toMatch(
          new RegExp(
            `“Modified Rent” means:? ${esc(money(model.lease.amendment!.steps[0]!.monthlyRentCents))}`,
          ),
        );
      for (const s of truth.statements) {
        const sm = model.statements.find((x) => x.year === s.year)!;
        const st = norm(out[`recon-${s.year}.pdf`]!.text);
        for (const v of [s.totalCents, s.tenantShareCents, s.estimatesPaidCents, Math.abs(s.balanceDueCents)])
          expect(st).toContain(money(v));
        if (s.adminFeeCents) expect(st).toContain(money(s.adminFeeCents));
        expect(st).toContain(letterShare(sm));
        expect(Number.parseFloat(letterShare(sm))).toBe(s.billedSharePct);
        expect(st).toContain(fmtDate(s.statementDate, 'LONG'));
        for (const ln of s.lines) expect(st).toContain(norm(ln.label));
      }
      const bill = norm(out['bill.pdf']!.text);
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(reminderMoney(v));
      expect(bill).toContain(reminderMoney(b.totalCents));
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? norm(out[s.file]!.text) : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            expect(st).toContain(
              `${commas(s!.shareNumRsf)} of the Building’s ${commas(s!.shareDenRsf)} square feet, or ${letterShare(s!)}`,
            );
            expect(
              s!.shareNumRsf !== truth.lease.premisesRsf || s!.shareDenRsf !== truth.lease.buildingRsf,
            ).toBe(true);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`administrative charge of ${s!.fee!.pct}%`);
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            const row = new RegExp(
              `${esc(norm(ln.label))} [([]CAM[)\\]] \\.+ ${esc(listMoney(ln.amountCents))}`,
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
            for (const v of [n.pool, n.tenantShare, Math.abs(n.balance)]) expect(st).toContain(money(v));
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toMatch(
              new RegExp(`Late charge \\(\\w+\\) \\.+ ${esc(reminderMoney(b.lateFeeCents))}`),
            );
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toMatch(new RegExp(`Rent, \\w+ \\d{4} \\.+ ${esc(reminderMoney(b.baseRentCents))}`));
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain(
              'The Controllable Costs included in Operating Costs for any calendar year',
            );
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(fmtDate(s!.date, 'LONG'));
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('Landlord gives up its right to collect any more Additional Rent');
            break;
          default:
            break;
        }
      }
    }
  }, 120_000);

  it('a scanned held-out seed: every page one image, no text', async () => {
    const { pdfs } = await renderPacket(specOf(30122, false, true));
    expect([...pdfs.keys()].sort()).toEqual(['bill.pdf', 'lease.pdf', 'recon-2021.pdf', 'recon-2022.pdf']);
    for (const [, pdf] of pdfs) {
      const info = await readPdf(pdf, true);
      for (const p of info.pages) expect([p.images, p.items]).toEqual([1, 0]);
    }
  }, 60_000);

  it('truth foots over 80 packets: share of the total (less the Base Amount), fee, estimates, balance; the list and the reminder add up', () => {
    const kinds = new Set<string>();
    let count = 0;
    for (let seed = 30200; seed < 30240; seed++) {
      for (const errors of [true, false]) {
        const spec = specOf(seed, errors);
        const { model, truth } = modelAndTruth(spec);
        count++;
        kinds.add(truth.lease.leaseType);
        expect(truth.files.lease).toEqual(['lease.pdf']);
        expect(truth.lease.proRataSharePct).toBeCloseTo(
          (truth.lease.premisesRsf / truth.lease.buildingRsf) * 100,
          spec.lease.shareStated ? spec.lease.shareDecimals - 1 : 3,
        );
        for (const s of truth.statements) {
          const math = truth.meta.statementMath[String(s.year)]!;
          expect(math.shareMode).toBe('TOTAL');
          expect(math.baseDeductionCents).toBe(truth.lease.baseYearExpensesCents);
          const sm = model.statements.find((x) => x.year === s.year)!;
          expect(sum(listItems(model, sm).map((x) => x.cents))).toBe(sum(s.lines.map((x) => x.amountCents)));
          expect(letterParagraphs(model, sm).length).toBeGreaterThanOrEqual(4);
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
        expectPlantedOrClean(truth, errors);
        expect(sum(reminderRows(model).map((r) => r[1]))).toBe(truth.bills[0]!.totalCents);
      }
    }
    expect(count).toBe(80);
    expect([...kinds].sort()).toEqual(['BASE_YEAR', 'NNN']);
  });
});
