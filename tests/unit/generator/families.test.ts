import { describe, expect, it } from 'vitest';
import { type GeneratorFamily, randomPacketSpec } from '../../generator/generate-packet';
import { decimalShare } from '../../generator/render/ledger-west';
import { trailingMinus } from '../../generator/render/tower-office';
import type { PacketSpec } from '../../generator/types';
import { packetHash, packetTexts } from './helpers';

/** The first 16 hex digits of a packet's hash (the pinned classic packets). */
const hash16 = async (spec: PacketSpec) => (await packetHash(spec)).slice(0, 16);

const texts = packetTexts;

const money = (c: number) => `${(Math.abs(c) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

describe('generator families (decision 0052)', () => {
  it('classic packets are exactly what they were before families existed', async () => {
    // Hashes of the files and truth.json made by the generator before the family option was
    // added (commit 82f7f42). A change here means classic packets changed: every figure
    // measured on them (the engine's packet tests, the families eval) silently moved.
    expect(await hash16(randomPacketSpec(7, { errors: true }))).toBe('853deb1ce25fc094');
    expect(await hash16(randomPacketSpec(12))).toBe('bdcaaef970cd73a6');
    expect(randomPacketSpec(12, { family: 'classic' })).toEqual(randomPacketSpec(12));
    expect('family' in randomPacketSpec(12)).toBe(false);
  });

  for (const family of ['ledger-west', 'tower-office', 'harbor-medical'] as const) {
    it(`${family}: same seed, same spec and byte-identical PDFs; the family fixes its layouts`, async () => {
      const spec = randomPacketSpec(5150, { errors: true, family });
      expect(randomPacketSpec(5150, { errors: true, family })).toEqual(spec);
      expect(await hash16(spec)).toBe(await hash16(randomPacketSpec(5150, { errors: true, family })));
      const forms: Record<GeneratorFamily, string[]> = {
        classic: [],
        'ledger-west': ['LETTER_RIDER', 'PANEL', 'ACCOUNT'],
        'tower-office': ['GLOSSARY_EXHIBITS', 'ACCOUNTS', 'REMITTANCE'],
        'county-plaza': ['CENTER_PROSE', 'POOL_SCHEDULES', 'OPEN_CHARGES'],
        'harbor-medical': ['REFERENCE_PAGES', 'COVER_DETAIL', 'RENT_INVOICE'],
        'parkway-flex': ['FUNDAMENTAL_PROVISIONS', 'VARIANCE_EXPORT', 'CHARGE_GRID'],
        'summit-industrial': ['AIR_NET_FORM', 'YEAR_OVER_YEAR', 'ACCOUNT_HISTORY'],
        'riverside-mixed': ['RESTATED_SUMMARY', 'LETTER_SCHEDULE', 'BALANCE_INVOICE'],
        'lakeside-grocery': ['NUMBERED_DEFINITIONS', 'RECOVERY_ANALYSIS', 'AGED_NOTICE'],
        'northgate-office': ['TWO_COLUMN_ARTICLES', 'ESCALATION_SCHEDULE', 'EMAILED_INVOICE'],
        'bayfront-mixeduse': ['END_SCHEDULE', 'LETTER_GL_DETAIL', 'PORTAL_LEDGER'],
        'elmstreet-smallowner': ['ROMAN_ARTICLES', 'MONTHLY_WORKSHEET', 'QB_INVOICE'],
        'cedar-labs': ['RESEARCH_PARK_SUMMARY', 'NUMBERED_FORM', 'ACH_NOTICE'],
        'prairie-powercenter': ['BIG_BOX_NET', 'CATEGORY_SHARES', 'COUPON_STATEMENT'],
        'meridian-suburban': ['LETTERED_SUMMARY', 'MEMO_POOL_DETAIL', 'PORTAL_CHARGES_DUE'],
        'towerbridge-office': ['SUMMARY_PAGE_SECTIONS', 'RECOVERY_GRID', 'LOCKBOX_INVOICE'],
        'stellalink-clinic': ['INDEXED_BASIC_PROVISIONS', 'RECON_INVOICE', 'BILLING_LETTER'],
        'uplands-research': ['PARK_DECIMAL_ARTICLES', 'UTILITY_STYLE_RECON', 'SYSTEM_PRINTOUT'],
        'willowbrook-commons': ['REALTOR_FILL_IN_FORM', 'GRIDLINE_WORKSHEET', 'PORTAL_EMAIL'],
        'kingsgate-mall': ['MALL_DATA_SHEET', 'LEADER_EQUATION_ADJUSTMENT', 'OPEN_ITEMS_INVOICE'],
        'northshore-outlets': [
          'SUMMARY_OF_BASIC_TERMS',
          'BUDGET_CARRIED_FORWARD',
          'AGED_STATEMENT_OF_ACCOUNT',
        ],
        'ridgeline-office': ['SHORT_FORM_EXHIBIT_C', 'BUDGET_VARIANCE_ALLOCATION', 'AR_PDF_INVOICE'],
        'harborpoint-condo': ['CONDO_PLAIN_ENGLISH', 'ASSOCIATION_PASS_THROUGH', 'EMAIL_RENT_STATEMENT'],
        'bluewater-rider': ['PRINTED_FORM_RIDER', 'LINE_WORKSHEET', 'SUBMETER_INVOICE'],
        'oakmont-perfoot': ['TYPED_PRINTED_FORM', 'PER_RSF_STATEMENT', 'HALF_PAGE_NOTICE'],
        'pinecrest-trust': ['INDENTURE_PARTICULARS', 'GL_RECOVERABLE_FLAGS', 'TRUST_RENT_DUE'],
        'foxhollow-letter': ['DEFINITIONS_MODIFIED', 'BOOKKEEPER_LETTER_LIST', 'RENT_REMINDER_CARD'],
        'juniper-matrix': ['DATA_SHEET_MATRIX', 'CAM_RECOVERY_DETAIL', 'AGED_PORTAL_STATEMENT'],
        'quarry-budget': ['WORKED_EXAMPLES', 'EMAILED_SPREADSHEET', 'SMALL_BUSINESS_INVOICE'],
        'ashford-greenbar': [
          'TYPED_LEASE_RIDER',
          'GREENBAR_RECOVERY_BILLING',
          'GREENBAR_STATEMENT_OF_ACCOUNT',
        ],
        'meadowlark-portal': ['ESIGNED_KEY_TERMS', 'PORTAL_STACKED_CARDS', 'PORTAL_PAYMENT_DUE'],
        'larkspur-board': ['BOARD_TWO_COLUMN_FORM', 'TWELVE_MONTH_OPERATING', 'LEDGER_AGING'],
        'wexford-certified': ['SIDE_CAPTION_SECTIONS', 'CPA_EXAMINED_STATEMENT', 'ADJUSTED_ESTIMATES_NOTICE'],
        'tidewater-questions': ['QUESTION_HEADINGS', 'DEBIT_CREDIT_MEMO', 'FAX_RENT_STATEMENT'],
        'hollis-allocation': ['PLEADING_PAPER', 'ALLOCATION_SCHEDULE', 'DUNNING_NOTICE'],
      };
      for (let seed = 5100; seed < 5130; seed++) {
        const s = randomPacketSpec(seed, { errors: true, family });
        expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual(forms[family]);
        expect(s.family).toBe(family);
      }
    });
  }

  it('money and share formats of the families', () => {
    expect(trailingMinus(-123456)).toBe('1,234.56-');
    expect(trailingMinus(123456)).toBe('1,234.56');
    expect(decimalShare(5.12, 2)).toBe('0.0512');
    expect(decimalShare(5.1234, 4)).toBe('0.051234');
  });

  it('ledger-west: letter lease with a rider, areas as "approx. N of a M square foot center", landscape panel statement, CR credits', async () => {
    for (const seed of [5101, 5102, 5121]) {
      const spec = randomPacketSpec(seed, { errors: seed !== 5121, family: 'ledger-west' });
      const { out, model, pdfs } = await texts(spec);
      const l = model.lease;
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain(`Dear ${l.tenant.contact}:`);
      expect(lease).toContain('RIDER NO. 1 - OPERATING COSTS');
      expect(lease).toContain(
        `approx. ${l.premisesRsf.toLocaleString('en-US')} square feet of a ${l.buildingRsf.toLocaleString('en-US')} square foot`,
      );
      if (spec.lease.shareStated) expect(lease).toContain(decimalShare(l.sharePct, spec.lease.shareDecimals));
      else
        expect(lease).toContain(
          `${l.premisesRsf.toLocaleString('en-US')} / ${l.buildingRsf.toLocaleString('en-US')}`,
        );
      for (const s of model.statements) {
        const st = out[s.file]!.text;
        // the panel and the pools share rows: the first pool heading and the panel title are
        // on the same line of the page
        expect(st).toMatch(/Item Amount YOUR SHARE/);
        expect(st).toContain('CAM POOL');
        expect(st).toContain('CAM pool subtotal');
        expect(st).toContain(decimalShare(s.sharePct, s.shareDecimals));
        expect(st).toContain(`${money(s.numbers.estimates)} CR`);
        // no dollar signs outside the labels (an amortized capital line names its cost in dollars)
        expect(s.lines.reduce((t, ln) => t.replace(ln.label, ''), st)).not.toContain('$');
        for (const ln of s.lines) expect(st).toContain(money(ln.amountCents));
        expect(st).toContain(money(s.numbers.balance));
        // landscape pages
        const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
        const doc = await getDocument({ data: new Uint8Array(pdfs.get(s.file)!), verbosity: 0 }).promise;
        const [, , w, h] = (await doc.getPage(1)).view;
        expect(w!).toBeGreaterThan(h!);
        await doc.destroy();
      }
      const bill = out['bill.pdf']!.text;
      expect(bill).toContain('STATEMENT OF ACCOUNT');
      expect(bill).toContain(`BALANCE DUE`);
      expect(bill).toContain(money(model.bill.totalCents));
    }
  });

  it('tower-office: glossary at the end, account numbers, a table split with its header repeated, trailing minus, USD, remittance stub', async () => {
    for (const seed of [6101, 6102, 6121]) {
      const spec = randomPacketSpec(seed, { errors: seed !== 6121, family: 'tower-office' });
      const { out, model } = await texts(spec);
      const l = model.lease;
      const lease = out['lease.pdf']!.text;
      expect(lease.indexOf('EXHIBIT G - GLOSSARY')).toBeGreaterThan(
        lease.indexOf('EXHIBIT C - OPERATING COSTS'),
      );
      expect(lease.indexOf("Tenant's Percentage")).toBeLessThan(lease.indexOf('EXHIBIT G - GLOSSARY'));
      expect(lease).toContain(`${l.premisesRsf.toLocaleString('en-US')} rentable square feet`);
      expect(lease).toContain(`contains ${l.buildingRsf.toLocaleString('en-US')} rentable square feet`);
      if (l.baseYearExpensesCents !== null)
        expect(lease).toContain(`"Base Year Costs" means $${money(l.baseYearExpensesCents)}`);
      if (l.grossUp) expect(lease).toContain('Gross-Up.');
      for (const s of model.statements) {
        const st = out[s.file]!;
        expect(st.pages.length).toBeGreaterThanOrEqual(2);
        expect(st.pages[1]).toContain(`Operating Costs ${s.year} (continued)`);
        expect(st.pages[1]).toMatch(/Account Description/);
        expect(st.text).toMatch(/\b5\d{3}-\d{2}\b/);
        expect(st.text).toContain('5000 BUILDING OPERATIONS');
        expect(st.text).toContain('USD');
        expect(s.lines.reduce((t, ln) => t.replace(ln.label, ''), st.text)).not.toContain('$');
        expect(st.text).toContain(`${money(s.numbers.estimates)}-`);
        for (const ln of s.lines) expect(st.text).toContain(money(ln.amountCents));
        expect(st.text).toContain(trailingMinus(s.numbers.balance));
      }
      const bill = out['bill.pdf']!.text;
      expect(bill).toContain('REMITTANCE ADVICE');
      expect(bill).toContain('DETACH AND RETURN');
      expect(bill.split(money(model.bill.totalCents)).length - 1).toBeGreaterThanOrEqual(2);
    }
  });

  it('the three families print the same model differently', async () => {
    const lease = async (family: GeneratorFamily) =>
      (await texts(randomPacketSpec(5105, { family }))).out['lease.pdf']!.text;
    const [c, lw, to] = await Promise.all([lease('classic'), lease('ledger-west'), lease('tower-office')]);
    expect(c).not.toContain('RIDER NO. 1');
    expect(c).not.toContain('EXHIBIT G - GLOSSARY');
    expect(lw).not.toContain('EXHIBIT G - GLOSSARY');
    expect(to).not.toContain('RIDER NO. 1');
  });
});
