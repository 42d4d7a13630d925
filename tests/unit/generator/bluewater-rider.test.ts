/**
 * Generator family bluewater-rider (decision 0088): its spec, its documents' distinctive features
 * (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of its
 * truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money, numberWords } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import type { PacketModel } from '../../generator/model';
import {
  ADDED_EXCLUSIONS,
  PRINTED,
  PRINTED_EXCLUSIONS,
  riderPlan,
} from '../../generator/render/bluewater-rider-addendum';
import { invMoney, invoiceRows, meterCharge } from '../../generator/render/bluewater-rider-bill';
import { riderCenterOf } from '../../generator/render/bluewater-rider-center';
import { FORM_TITLE, formAreas, formParagraphs } from '../../generator/render/bluewater-rider-form';
import {
  NIL,
  scheduleParts,
  shareText,
  worksheetLines,
  wsMoney,
} from '../../generator/render/bluewater-rider-statement';
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

const family = 'bluewater-rider' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [28101, 28102, 28103, 28104, 28105, 28106, 28107, 28108, 28109, 28110, 28121, 28122];
const SCANNED = [28110, 28122];

/** A line may wrap after a word's hyphen ("Multi-\nTenant"): compare with that break removed. */
const norm = (t: string) => t.replace(/(?<=[A-Za-z])-\s+(?=[A-Za-z])/g, '-');

/** The footers (form pages, Addendum pages) and the margin notes beside struck text, taken off. */
const FORM_FOOTER =
  / ?Form MTN-\d \(Rev\. \d\d\/\d{4}\) STANDARD COMMERCIAL LEASE – MULTI-TENANT – NET Page \d+ of \d+$/;
const RIDER_FOOTER = / ?Addendum to Lease – .*? Page A-\d+$/;
const NOTE = / See ¶\d+ [A-Z]+ \/ [A-Z]+/g;
const leaseText = (doc: { pages: string[] }) =>
  norm(
    doc.pages
      .map((p) => p.replace(FORM_FOOTER, '').replace(RIDER_FOOTER, ''))
      .join(' ')
      .replace(NOTE, ''),
  );

/** A fill-in as read back: the broker's typed words inside the printed sentence. */
const segText = (segs: ReturnType<typeof formParagraphs>[number]['subs'][number]) =>
  segs
    .map((sg) =>
      typeof sg === 'string'
        ? sg
        : 'fill' in sg
          ? ` ${sg.fill} `
          : 'box' in sg
            ? sg.box
              ? '[X]'
              : '[ ]'
            : 'blank' in sg
              ? '_'.repeat(sg.blank)
              : sg.printed,
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** "ten (10) days" or "10 days"; "five percent (5%)" or "5%". */
const days = (n: number) => `(${numberWords(n)} \\(${n}\\) days|${n} days)`;
const pctRe = (p: number) => `(${esc(numberWords(p))} percent \\(${p}%\\)|${p}%)`;

/** One worksheet line as read back: "Line 6. instruction ..... entry". */
const lineRe = (no: number, label: string, entry: string) =>
  new RegExp(`Line ${no}\\. ${esc(label)}( \\.+)? ${esc(entry)}`);

const riderOf = (m: PacketModel, key: string) => riderPlan(m).paragraphs.find((p) => p.key === key);

describe('generator family bluewater-rider (decision 0088)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0091 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: worksheet figures unsigned with a leading minus, the invoice in brackets', () => {
    expect(wsMoney(123456)).toBe('1,234.56');
    expect(wsMoney(-123456)).toBe('-1,234.56');
    expect(invMoney(-123456)).toBe('(1,234.56)');
  });

  it('same seed, same spec and bytes; the family fixes its forms; retail, net, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 28150);
    expectSpecVariety(family, {
      first: 28100,
      forms: ['PRINTED_FORM_RIDER', 'LINE_WORKSHEET', 'SUBMETER_INVOICE'],
      kind: 'retail',
      keys: [...NET_LEASE_KEYS, 'late', ...PLANTABLE_RULES],
      heldOut: HELD_OUT,
      minRules: 7,
      minPlanted: 22,
      minErrorsEach: 2,
    });
  });

  it('lease: the printed form filled in, its printed figures left standing or struck, then the Addendum that controls', async () => {
    const seen = new Set<string>();
    for (const seed of [28101, 28102, 28103, 28104, 28108, 28109, 28121, 28122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 28120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const c = riderCenterOf(model);
      const plan = riderPlan(model);
      const raw = out['lease.pdf']!.pages.join(' ');
      const t = leaseText(out['lease.pdf']!);
      expect(t.startsWith(`${c.association.toUpperCase()} ${FORM_TITLE}`)).toBe(true);
      // forty printed paragraphs in order, their sub-paragraphs numbered and filled in
      let at = 0;
      for (const par of formParagraphs(model)) {
        const k = t.indexOf(`${par.no}. ${par.heading}`, at);
        expect(k, par.heading).toBeGreaterThanOrEqual(at);
        at = k;
        par.subs.forEach((sub, i) => {
          const text = `${par.subs.length > 1 ? `${par.no}.${i + 1} ` : ''}${segText(sub)}`;
          expect(t.replace(/\s+/g, ' '), text).toContain(text);
        });
      }
      // the association's printed figures stay on the page
      expect(t).toContain(`a late charge equal to ten percent (10%) of the overdue amount`);
      expect(t).toContain('an administrative fee of fifteen percent (15%)');
      expect(t).toContain('Within sixty (60) days after the end of each calendar year');
      expect(t).toContain('within thirty (30) days after receipt of the annual statement');
      // the areas written in the blanks: the exact ones, or rounded ones the Addendum supersedes
      const [premA, centerA] = formAreas(model);
      expect(t).toContain(`approximately ${commas(premA)} square feet of Floor Area`);
      expect(t).toContain(`approximately ${commas(centerA)} square feet of Floor Area`);
      if (c.roundedAreas) seen.add('rounded');
      // struck text is initialled in the margin with the Addendum paragraph that replaces it
      if (c.strike) {
        seen.add('struck');
        for (const k of ['RECON', 'AUDIT'] as const)
          expect(raw).toContain(`See ¶${plan.replaces[k]} ${c.initials[0]} / ${c.initials[1]}`);
      } else {
        seen.add('not struck');
        expect(raw).not.toMatch(/See ¶\d+ [A-Z]+ \//);
      }
      // the Addendum: numbered on from 41, "this Addendum shall control", each paragraph in order
      expect(t).toContain('ADDENDUM / RIDER to Standard Commercial Lease – Multi-Tenant – Net');
      expect(t).toContain(
        'In the event of any conflict between the printed form and this Addendum, this Addendum shall control.',
      );
      expect(plan.paragraphs[0]!.no).toBe(41);
      expect(t).toContain(`Addendum / Rider, Paragraphs 41 through ${plan.paragraphs.at(-1)!.no}`);
      at = t.indexOf('ADDENDUM / RIDER');
      for (const r of plan.paragraphs) {
        const k = t.indexOf(`${r.no}. ${r.title}${r.body ? ` ${r.body.slice(0, 60)}` : ''}`, at);
        expect(k, r.title).toBeGreaterThan(at);
        at = k;
      }
      // the controlling figures are the model's (the truth's), stated in the Addendum
      const area = riderOf(model, 'AREA')!.body;
      expect(area).toContain(`the Floor Area of the Premises is ${commas(l.premisesRsf)} square feet`);
      expect(area).toContain(`the Floor Area of the Shopping Center is ${commas(l.buildingRsf)} square feet`);
      if (spec.lease.shareStated) {
        expect(area).toContain(`Tenant’s Share is ${l.sharePct.toFixed(spec.lease.shareDecimals)}%`);
        expect(t).toMatch(
          new RegExp(
            `Tenant’s Share is ${esc(l.sharePct.toFixed(spec.lease.shareDecimals))} % \\(percent\\)`,
          ),
        );
      } else expect(t).toContain(`Tenant’s Share is See ¶${plan.replaces.AREA} % (percent)`);
      expect(riderOf(model, 'RECON')!.body).toMatch(
        new RegExp(`inserting “${days(l.reconDeadlineDays)}” in its place`),
      );
      expect(riderOf(model, 'AUDIT')!.body).toMatch(new RegExp(`inserting “${days(l.auditWindowDays)}”`));
      const late = riderOf(model, 'LATE');
      if (l.lateFee.pct === PRINTED.lateFeePct && l.lateFee.graceDays === PRINTED.lateGraceDays)
        expect(late).toBeUndefined();
      else
        expect(late!.body).toMatch(
          new RegExp(
            `within ${days(l.lateFee.graceDays)} after its due date, Tenant shall pay Landlord ${
              l.lateFee.pct !== null
                ? `a late charge equal to ${pctRe(l.lateFee.pct)}`
                : esc(`a late charge of ${money(l.lateFee.flatCents!)}`)
            }`,
          ),
        );
      const fee = riderOf(model, 'FEE');
      if (!l.adminFee) {
        seen.add('fee deleted');
        expect(fee!.body).toContain('Paragraph 8.4 of the Printed Form is deleted.');
      } else if (
        l.adminFee.pct === PRINTED.adminFeePct &&
        l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
      ) {
        seen.add('fee as printed');
        expect(fee).toBeUndefined();
      } else {
        seen.add('fee replaced');
        expect(fee!.body).toMatch(
          new RegExp(`an administrative fee equal to ${pctRe(l.adminFee.pct)} of Tenant’s Share`),
        );
      }
      if (l.waiver) {
        seen.add('waiver');
        expect(riderOf(model, 'RECON')!.body).toContain('Landlord waives its right to collect');
      } else expect(riderOf(model, 'RECON')!.body).not.toContain('waives');
      expect(!!riderOf(model, 'CAP')).toBe(!!l.camCap);
      // every exclusion the truth lists is printed (8.3 or the Addendum's list)
      for (const cat of l.exclusions) {
        const printed = PRINTED_EXCLUSIONS.find(([k]) => k === cat)?.[1];
        expect(t).toContain(printed ?? ADDED_EXCLUSIONS[cat]!);
      }
      expect(t).toContain(`sub-meter No. ${c.meter.number}`);
    }
    for (const k of [
      'struck',
      'not struck',
      'rounded',
      'waiver',
      'fee deleted',
      'fee as printed',
      'fee replaced',
    ])
      expect(seen, k).toContain(k);
  }, 90_000);

  it('statement: a twenty-line worksheet whose lines name the lines they use, Schedule A carried to Lines 1-3', async () => {
    for (const seed of [28121, 28105]) {
      const spec = randomPacketSpec(seed, { errors: seed < 28120, family });
      const { out, model } = await packetTexts(spec);
      for (const s of model.statements) {
        const doc = out[s.file]!;
        expect(doc.pages).toHaveLength(2);
        const st = norm(doc.text);
        expect(st).toContain('COMMON AREA MAINTENANCE, TAX AND INSURANCE RECONCILIATION WORKSHEET');
        const lines = worksheetLines(model, s);
        expect(lines.map(([no]) => no)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
        for (const [no, label, entry] of lines) expect(st).toMatch(lineRe(no, label, entry));
        expect(lines[5]![1].startsWith('Tenant’s Pro Rata Share (Line 4 / Line 5')).toBe(true);
        expect(st).toMatch(lineRe(6, lines[5]![1], shareText(s)));
        expect(st).toMatch(
          lineRe(
            9,
            'Multiply Line 7 by Line 6. Tenant’s share of operating costs',
            wsMoney(s.numbers.tenantShare),
          ),
        );
        expect(st).toContain('Line 16. Subtract Line 15 from Line 12. If negative, this is a credit');
        // Schedule A on page 2: three parts, each total carried to its worksheet line
        const sched = norm(doc.pages[1]!);
        expect(sched).toContain(`SCHEDULE A – DETAIL OF OPERATING COSTS, ${s.year}`);
        scheduleParts(s).forEach((part, i) => {
          expect(sched).toContain(part.title);
          for (const ln of part.lines)
            expect(sched).toMatch(new RegExp(`${esc(ln.label)}( \\.+)? ${esc(wsMoney(ln.amount))}`));
          expect(sched).toMatch(
            new RegExp(
              `Total Part ${['I', 'II', 'III'][i]} – carry to Worksheet Line ${i + 1}( \\.+)? ${esc(wsMoney(part.total))}`,
            ),
          );
          expect(st).toMatch(lineRe(i + 1, lines[i]![1], wsMoney(part.total)));
        });
        expect(doc.text).not.toContain('$');
      }
    }
  }, 60_000);

  it('bill: the invoice with the prior balance first, the sub-meter charge carved from the CAM estimate and its readings', async () => {
    for (const seed of [28101, 28108, 28121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 28120, family });
      const { out, model } = await packetTexts(spec);
      const c = riderCenterOf(model);
      const b = out['bill.pdf']!.text;
      const bl = model.bill;
      expect(b.startsWith(model.lease.landlord.name)).toBe(true);
      expect(b).toContain(
        `INVOICE Invoice No. ${bl.invoiceNo} Invoice Date ${fmtDate(bl.invoiceDate, 'NUMERIC')} Due Date ${fmtDate(bl.month, 'NUMERIC')} Account ${bl.accountNo} Space ${c.space.replace('Space ', '')}`,
      );
      const rows = invoiceRows(model);
      expect(rows[0]![0].startsWith('Prior balance')).toBe(true);
      expect(rows[0]![2]).toBe(model.bill.pastDueCents);
      for (const [desc, , cents] of rows) {
        expect(b).toContain(desc);
        expect(b).toContain(invMoney(cents));
      }
      expect(sum(rows.map((r) => r[2]))).toBe(model.bill.totalCents);
      expect(b).toContain(
        `TOTAL AMOUNT DUE by ${fmtDate(model.bill.month, 'LONG')} ${money(model.bill.totalCents)}`,
      );
      const meter = meterCharge(model)!;
      expect(meter).not.toBeNull();
      expect(meter.current - meter.previous).toBe(meter.usage);
      expect(sum(meter.parts.map((x) => x.cents)) + meter.baseCents).toBe(meter.totalCents);
      const cam = model.bill.lines.find((ln) => ln.kind === 'CAM_ESTIMATE')!;
      const camRow = rows.find((r) => r[0].startsWith('CAM'))!;
      expect(camRow[2] + meter.totalCents).toBe(cam.amountCents);
      expect(b).toContain(
        `SUB-METER READING – ${c.meter.service === 'WATER' ? 'WATER AND SEWER' : 'ELECTRICITY'}`,
      );
      expect(b).toContain(
        `${c.meter.number} ${fmtDate(meter.from, 'NUMERIC')} – ${fmtDate(meter.to, 'NUMERIC')} ${commas(meter.previous)} ${commas(meter.current)} ${commas(meter.usage)}`,
      );
      expect(b).toContain(`Sub-meter charge on this invoice ${invMoney(meter.totalCents)}`);
    }
  }, 60_000);

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 28120);
      const lease = leaseText(out['lease.pdf']!);
      const area = riderOf(model, 'AREA')!.body;
      expect(lease).toContain(area.slice(0, 80));
      expect(area).toContain(`${commas(truth.lease.premisesRsf)} square feet`);
      expect(area).toContain(`${commas(truth.lease.buildingRsf)} square feet`);
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(fmtDate(truth.lease.commencementDate, 'LONG'));
      for (const s of truth.statements) {
        const sm = model.statements.find((x) => x.year === s.year)!;
        const st = norm(out[`recon-${s.year}.pdf`]!.text);
        const L = Object.fromEntries(
          worksheetLines(model, sm).map(([no, label, entry]) => [no, [label, entry]]),
        );
        expect(st).toMatch(lineRe(7, L[7]![0]!, wsMoney(s.totalCents)));
        expect(st).toMatch(lineRe(9, L[9]![0]!, wsMoney(s.tenantShareCents)));
        expect(st).toMatch(lineRe(6, L[6]![0]!, shareText(sm)));
        expect(Number.parseFloat(shareText(sm))).toBe(s.billedSharePct);
        if (s.adminFeeCents) expect(st).toMatch(lineRe(11, L[11]![0]!, wsMoney(s.adminFeeCents)));
        expect(st).toMatch(lineRe(15, L[15]![0]!, wsMoney(s.estimatesPaidCents)));
        expect(st).toMatch(lineRe(16, L[16]![0]!, wsMoney(s.balanceDueCents)));
        expect(st).toContain(fmtDate(s.statementDate, 'NUMERIC'));
        for (const ln of s.lines)
          expect(st).toMatch(new RegExp(`${esc(ln.label)}( \\.+)? ${esc(wsMoney(ln.amountCents))}`));
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(invMoney(v));
      expect(bill).toContain(money(b.totalCents));
      expect(meterCharge(model)).not.toBeNull();
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? norm(out[s.file]!.text) : '';
        const L = s
          ? Object.fromEntries(worksheetLines(model, s).map(([no, label, entry]) => [no, [label, entry]]))
          : {};
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            expect(st).toMatch(lineRe(4, L[4]![0]!, commas(s!.shareNumRsf)));
            expect(st).toMatch(lineRe(5, L[5]![0]!, commas(s!.shareDenRsf)));
            expect(
              s!.shareNumRsf !== truth.lease.premisesRsf || s!.shareDenRsf !== truth.lease.buildingRsf,
            ).toBe(true);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toMatch(lineRe(10, L[10]![0]!, `${s!.fee!.pct}%`));
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            const row = new RegExp(`${esc(ln.label)}( \\.+)? ${esc(wsMoney(ln.amountCents))}`, 'g');
            expect((st.match(row) ?? []).length).toBeGreaterThanOrEqual(
              e.rule === 'DUPLICATE_CHARGE' ? 2 : 1,
            );
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            if (s!.mathWhere === 'POOL') expect(n.pool).not.toBe(sum(s!.lines.map((x) => x.amountCents)));
            else if (s!.mathWhere === 'SHARE')
              expect(Math.round((n.pool * s!.sharePct) / 100)).not.toBe(n.tenantShare);
            else expect(n.totalDue - n.estimates).not.toBe(n.balance);
            expect(st).toMatch(lineRe(7, L[7]![0]!, wsMoney(n.pool)));
            expect(st).toMatch(lineRe(9, L[9]![0]!, wsMoney(n.tenantShare)));
            expect(st).toMatch(lineRe(16, L[16]![0]!, wsMoney(n.balance)));
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toMatch(
              new RegExp(
                `Late charge – \\w+ \\d{4} payment \\((Addendum|Lease) ¶[\\d.]+\\)[^\\d]* ${esc(invMoney(b.lateFeeCents))}`,
              ),
            );
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(invMoney(b.baseRentCents));
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain('“Controllable Expenses” means all Common Area Operating Expenses');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(fmtDate(s!.date, 'NUMERIC'));
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('Landlord waives its right to collect');
            break;
          default:
            break;
        }
      }
    }
  }, 120_000);

  it('a scanned held-out seed: every page one image, no text', async () => {
    await expectScannedPacket(family, 28122);
  }, 60_000);

  it('truth foots: share of the total, fee, estimates, balance; Schedule A carries to Lines 1-3 and they add to Line 7', () => {
    expectTruthFoots(family, 28100, (s, model) => {
      const sm = model.statements.find((x) => x.year === s.year)!;
      const parts = scheduleParts(sm);
      expect(sum(parts.map((p) => p.total))).toBe(s.totalCents);
      expect(sm.numbers.camShare).toBe(Math.round((parts[0]!.total * sm.sharePct) / 100));
      const L = worksheetLines(model, sm);
      expect(L[16]![2]).toBe(s.balanceDueCents > 0 ? wsMoney(s.balanceDueCents) : NIL);
      expect(L[17]![2]).toBe(s.balanceDueCents < 0 ? wsMoney(-s.balanceDueCents) : NIL);
    });
    const { truth } = modelAndTruth(randomPacketSpec(28121, { family }));
    expect(truth.errors).toHaveLength(0);
  });
});
