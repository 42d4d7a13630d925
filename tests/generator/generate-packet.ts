/**
 * Deterministic audit-packet generator: lease (+ amendment), 1-3 reconciliation statements, a
 * bill, an optional cover letter and truth.json (same format as ../shared/samples/<id>/truth.json).
 *
 *   const spec = randomPacketSpec(7, { errors: true });
 *   const truth = await generatePacket(spec, '/tmp/packets/gen-0007');
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXPENSE_CATEGORIES } from '../../src/engine/types';
import { buildModel, type PacketModel } from './model';
import { Rng } from './prng';
import {
  renderAshfordGreenbarBill,
  renderAshfordGreenbarLease,
  renderAshfordGreenbarStatement,
} from './render/ashford-greenbar';
import {
  renderBayfrontMixeduseBill,
  renderBayfrontMixeduseLease,
  renderBayfrontMixeduseStatement,
} from './render/bayfront-mixeduse';
import { renderBill, renderLetter } from './render/bill';
import {
  renderBluewaterRiderBill,
  renderBluewaterRiderLease,
  renderBluewaterRiderStatement,
} from './render/bluewater-rider';
import { renderCedarLabsBill, renderCedarLabsLease, renderCedarLabsStatement } from './render/cedar-labs';
import {
  renderCountyPlazaBill,
  renderCountyPlazaLease,
  renderCountyPlazaStatement,
} from './render/county-plaza';
import {
  renderElmstreetSmallownerBill,
  renderElmstreetSmallownerLease,
  renderElmstreetSmallownerStatement,
} from './render/elmstreet-smallowner';
import {
  renderFoxhollowLetterBill,
  renderFoxhollowLetterLease,
  renderFoxhollowLetterStatement,
} from './render/foxhollow-letter';
import {
  renderHarborMedicalBill,
  renderHarborMedicalLease,
  renderHarborMedicalStatement,
} from './render/harbor-medical';
import {
  renderHarborpointCondoBill,
  renderHarborpointCondoLease,
  renderHarborpointCondoStatement,
} from './render/harborpoint-condo';
import {
  renderHollisAllocationBill,
  renderHollisAllocationLease,
  renderHollisAllocationStatement,
} from './render/hollis-allocation';
import {
  renderJuniperMatrixBill,
  renderJuniperMatrixLease,
  renderJuniperMatrixStatement,
} from './render/juniper-matrix';
import {
  renderKingsgateMallBill,
  renderKingsgateMallLease,
  renderKingsgateMallStatement,
} from './render/kingsgate-mall';
import {
  renderLakesideGroceryBill,
  renderLakesideGroceryLease,
  renderLakesideGroceryStatement,
} from './render/lakeside-grocery';
import {
  renderLarkspurBoardBill,
  renderLarkspurBoardLease,
  renderLarkspurBoardStatement,
} from './render/larkspur-board';
import { renderAmendment, renderLease } from './render/lease';
import { renderLedgerWestBill, renderLedgerWestLease, renderLedgerWestStatement } from './render/ledger-west';
import {
  renderMeadowlarkPortalBill,
  renderMeadowlarkPortalLease,
  renderMeadowlarkPortalStatement,
} from './render/meadowlark-portal';
import {
  renderMeridianSuburbanBill,
  renderMeridianSuburbanLease,
  renderMeridianSuburbanStatement,
} from './render/meridian-suburban';
import {
  renderNorthgateOfficeBill,
  renderNorthgateOfficeLease,
  renderNorthgateOfficeStatement,
} from './render/northgate-office';
import {
  renderNorthshoreOutletsBill,
  renderNorthshoreOutletsLease,
  renderNorthshoreOutletsStatement,
} from './render/northshore-outlets';
import {
  renderOakmontPerfootBill,
  renderOakmontPerfootLease,
  renderOakmontPerfootStatement,
} from './render/oakmont-perfoot';
import {
  renderParkwayFlexAmendment,
  renderParkwayFlexBill,
  renderParkwayFlexLease,
  renderParkwayFlexStatement,
} from './render/parkway-flex';
import {
  renderPinecrestTrustBill,
  renderPinecrestTrustLease,
  renderPinecrestTrustStatement,
} from './render/pinecrest-trust';
import {
  renderPrairiePowercenterBill,
  renderPrairiePowercenterLease,
  renderPrairiePowercenterStatement,
} from './render/prairie-powercenter';
import {
  renderQuarryBudgetBill,
  renderQuarryBudgetLease,
  renderQuarryBudgetStatement,
} from './render/quarry-budget';
import {
  renderRidgelineOfficeBill,
  renderRidgelineOfficeLease,
  renderRidgelineOfficeStatement,
} from './render/ridgeline-office';
import {
  renderRiversideMixedBill,
  renderRiversideMixedLease,
  renderRiversideMixedStatement,
} from './render/riverside-mixed';
import { renderStatement } from './render/statement';
import {
  renderStellalinkClinicBill,
  renderStellalinkClinicLease,
  renderStellalinkClinicStatement,
} from './render/stellalink-clinic';
import {
  renderSummitIndustrialBill,
  renderSummitIndustrialLease,
  renderSummitIndustrialStatement,
} from './render/summit-industrial';
import {
  renderTidewaterQuestionsBill,
  renderTidewaterQuestionsLease,
  renderTidewaterQuestionsStatement,
} from './render/tidewater-questions';
import {
  renderTowerOfficeBill,
  renderTowerOfficeLease,
  renderTowerOfficeStatement,
} from './render/tower-office';
import {
  renderTowerbridgeOfficeBill,
  renderTowerbridgeOfficeLease,
  renderTowerbridgeOfficeStatement,
} from './render/towerbridge-office';
import {
  renderUplandsResearchBill,
  renderUplandsResearchLease,
  renderUplandsResearchStatement,
} from './render/uplands-research';
import {
  renderWexfordCertifiedBill,
  renderWexfordCertifiedLease,
  renderWexfordCertifiedStatement,
} from './render/wexford-certified';
import {
  renderWillowbrookCommonsBill,
  renderWillowbrookCommonsLease,
  renderWillowbrookCommonsStatement,
} from './render/willowbrook-commons';
import { validateSpec } from './spec';
import type { GeneratorFamily, PacketSpec, Truth } from './types';

export type { RandomSpecOptions } from './spec';
export { randomPacketSpec, validateSpec } from './spec';
export * from './types';

export const GENERATOR_VERSION = '1.0.0';
export const SCAN_DPI = 200;

export function buildTruth(model: PacketModel, files: Truth['files'], pages: Record<string, number>): Truth {
  const { spec, lease: l } = model;
  const lineCategories: Truth['meta']['lineCategories'] = {};
  const statementMath: Truth['meta']['statementMath'] = {};
  for (const s of model.statements) {
    lineCategories[String(s.year)] = s.lines.map((ln) => ({
      label: ln.label,
      category: ln.category,
      section: ln.section,
    }));
    statementMath[String(s.year)] = {
      shareMode: s.mode,
      adminFeePct: s.fee?.pct ?? null,
      adminFeeBase: s.fee?.base ?? null,
      baseDeductionCents: s.base?.deductionCents ?? null,
      camShareCents: s.numbers.camShare,
      shareNumeratorRsf: s.showRsf ? s.shareNumRsf : null,
      shareDenominatorRsf: s.showRsf ? s.shareDenRsf : null,
      monthlyEstimateCents: s.monthlyEstimateCents,
      estimateMonths: s.estimateMonths,
    };
  }
  return {
    packetId: spec.id,
    files,
    lease: {
      leaseType: l.leaseType,
      tenantName: l.tenant.name,
      landlordName: l.landlord.name,
      premisesRsf: l.premisesRsf,
      buildingRsf: l.buildingRsf,
      proRataSharePct: l.sharePct,
      commencementDate: l.commencement,
      expirationDate: l.expiration,
      rentSchedule: l.rentSchedule.map((s) => ({
        from: s.from,
        to: s.to,
        monthlyRentCents: s.monthlyRentCents,
      })),
      camCap: l.camCap ? { ...l.camCap } : null,
      adminFee: l.adminFee ? { ...l.adminFee } : null,
      managementFeeCapPct: l.mgmtFeeCapPct,
      excludedCategories: EXPENSE_CATEGORIES.filter((c) => l.exclusions.includes(c)),
      capitalAmortizationYears: l.capitalAmortYears,
      grossUp: l.grossUp ? { ...l.grossUp } : null,
      baseYear: l.baseYear,
      baseYearExpensesCents: l.baseYearExpensesCents,
      lateFee: { ...l.lateFee },
      reconciliationDeadlineDays: l.reconDeadlineDays,
      lateStatementWaiver: l.waiver,
      auditWindowDays: l.auditWindowDays,
    },
    errors: model.errors.map((e) => ({ ...e })),
    deadlines: [{ kind: 'AUDIT_WINDOW', date: model.auditWindowDate }],
    scanned: spec.scanned,
    totals: { overchargeCents: model.errors.reduce((a, e) => a + e.amountCents, 0) },
    statements: model.statements.map((s) => ({
      year: s.year,
      statementDate: s.date,
      billedSharePct: s.sharePct,
      totalCents: s.numbers.pool,
      tenantShareCents: s.numbers.tenantShare,
      adminFeeCents: s.numbers.fee,
      estimatesPaidCents: s.numbers.estimates,
      balanceDueCents: s.numbers.balance,
      occupancyPct: s.occupancyPct,
      lines: s.lines.map((ln) =>
        ln.actualCents !== null
          ? { label: ln.label, amountCents: ln.amountCents, actualCents: ln.actualCents }
          : { label: ln.label, amountCents: ln.amountCents },
      ),
    })),
    bills: [
      {
        date: model.bill.month,
        baseRentCents: model.bill.baseRentCents,
        pastDueCents: model.bill.pastDueCents,
        lateFeeCents: model.bill.lateFeeCents,
        totalCents: model.bill.totalCents,
      },
    ],
    meta: {
      set: 'generated',
      generator: GENERATOR_VERSION,
      seed: spec.seed,
      kind: spec.kind,
      spec,
      layout: {
        lease: {
          form: spec.lease.form,
          font: spec.lease.font,
          numbers: spec.lease.numbers,
          rent: spec.lease.rent,
          amendment: spec.amendment,
        },
        statement: spec.statementStyle,
        bill: spec.billStyle,
        scan: spec.scanned ? { mode: spec.scanMode, dpi: SCAN_DPI } : null,
      },
      lineCategories,
      statementMath,
      pages,
    },
  };
}

type Rendered = Promise<{ pdf: Buffer; pages: number }>;
interface Renderers {
  lease: (m: PacketModel, rng: Rng) => Rendered;
  statement: (m: PacketModel, s: PacketModel['statements'][number], rng: Rng) => Rendered;
  bill: (m: PacketModel, rng: Rng) => Rendered;
  /** A family's own First Amendment form; absent: the classic one. */
  amendment?: (m: PacketModel, rng: Rng) => Rendered;
  /** The family binds its amendment into lease.pdf (no amendment.pdf of its own). */
  amendmentBound?: true;
}

/** Each family's lease, statement and bill renderers (decision 0052). */
const RENDERERS: Record<GeneratorFamily, Renderers> = {
  classic: { lease: renderLease, statement: renderStatement, bill: renderBill },
  'ledger-west': {
    lease: renderLedgerWestLease,
    statement: renderLedgerWestStatement,
    bill: renderLedgerWestBill,
  },
  'tower-office': {
    lease: renderTowerOfficeLease,
    statement: renderTowerOfficeStatement,
    bill: renderTowerOfficeBill,
  },
  'county-plaza': {
    lease: renderCountyPlazaLease,
    statement: renderCountyPlazaStatement,
    bill: renderCountyPlazaBill,
  },
  'harbor-medical': {
    lease: renderHarborMedicalLease,
    statement: renderHarborMedicalStatement,
    bill: renderHarborMedicalBill,
  },
  'parkway-flex': {
    lease: renderParkwayFlexLease,
    statement: renderParkwayFlexStatement,
    bill: renderParkwayFlexBill,
    amendment: renderParkwayFlexAmendment,
  },
  'summit-industrial': {
    lease: renderSummitIndustrialLease,
    statement: renderSummitIndustrialStatement,
    bill: renderSummitIndustrialBill,
  },
  'riverside-mixed': {
    lease: renderRiversideMixedLease,
    statement: renderRiversideMixedStatement,
    bill: renderRiversideMixedBill,
  },
  'lakeside-grocery': {
    lease: renderLakesideGroceryLease,
    statement: renderLakesideGroceryStatement,
    bill: renderLakesideGroceryBill,
  },
  'northgate-office': {
    lease: renderNorthgateOfficeLease,
    statement: renderNorthgateOfficeStatement,
    bill: renderNorthgateOfficeBill,
  },
  'bayfront-mixeduse': {
    lease: renderBayfrontMixeduseLease,
    statement: renderBayfrontMixeduseStatement,
    bill: renderBayfrontMixeduseBill,
  },
  'elmstreet-smallowner': {
    lease: renderElmstreetSmallownerLease,
    statement: renderElmstreetSmallownerStatement,
    bill: renderElmstreetSmallownerBill,
  },
  'cedar-labs': {
    lease: renderCedarLabsLease,
    statement: renderCedarLabsStatement,
    bill: renderCedarLabsBill,
  },
  'prairie-powercenter': {
    lease: renderPrairiePowercenterLease,
    statement: renderPrairiePowercenterStatement,
    bill: renderPrairiePowercenterBill,
  },
  'meridian-suburban': {
    lease: renderMeridianSuburbanLease,
    statement: renderMeridianSuburbanStatement,
    bill: renderMeridianSuburbanBill,
  },
  'towerbridge-office': {
    lease: renderTowerbridgeOfficeLease,
    statement: renderTowerbridgeOfficeStatement,
    bill: renderTowerbridgeOfficeBill,
  },
  'stellalink-clinic': {
    lease: renderStellalinkClinicLease,
    statement: renderStellalinkClinicStatement,
    bill: renderStellalinkClinicBill,
  },
  'uplands-research': {
    lease: renderUplandsResearchLease,
    statement: renderUplandsResearchStatement,
    bill: renderUplandsResearchBill,
  },
  'willowbrook-commons': {
    lease: renderWillowbrookCommonsLease,
    statement: renderWillowbrookCommonsStatement,
    bill: renderWillowbrookCommonsBill,
  },
  'kingsgate-mall': {
    lease: renderKingsgateMallLease,
    statement: renderKingsgateMallStatement,
    bill: renderKingsgateMallBill,
  },
  'northshore-outlets': {
    lease: renderNorthshoreOutletsLease,
    statement: renderNorthshoreOutletsStatement,
    bill: renderNorthshoreOutletsBill,
  },
  'ridgeline-office': {
    lease: renderRidgelineOfficeLease,
    statement: renderRidgelineOfficeStatement,
    bill: renderRidgelineOfficeBill,
  },
  'harborpoint-condo': {
    lease: renderHarborpointCondoLease,
    statement: renderHarborpointCondoStatement,
    bill: renderHarborpointCondoBill,
  },
  'oakmont-perfoot': {
    lease: renderOakmontPerfootLease,
    statement: renderOakmontPerfootStatement,
    bill: renderOakmontPerfootBill,
  },
  'bluewater-rider': {
    lease: renderBluewaterRiderLease,
    statement: renderBluewaterRiderStatement,
    bill: renderBluewaterRiderBill,
  },
  'pinecrest-trust': {
    lease: renderPinecrestTrustLease,
    statement: renderPinecrestTrustStatement,
    bill: renderPinecrestTrustBill,
  },
  'foxhollow-letter': {
    lease: renderFoxhollowLetterLease,
    statement: renderFoxhollowLetterStatement,
    bill: renderFoxhollowLetterBill,
    amendmentBound: true,
  },
  'juniper-matrix': {
    lease: renderJuniperMatrixLease,
    statement: renderJuniperMatrixStatement,
    bill: renderJuniperMatrixBill,
  },
  'quarry-budget': {
    lease: renderQuarryBudgetLease,
    statement: renderQuarryBudgetStatement,
    bill: renderQuarryBudgetBill,
  },
  'ashford-greenbar': {
    lease: renderAshfordGreenbarLease,
    statement: renderAshfordGreenbarStatement,
    bill: renderAshfordGreenbarBill,
  },
  'meadowlark-portal': {
    lease: renderMeadowlarkPortalLease,
    statement: renderMeadowlarkPortalStatement,
    bill: renderMeadowlarkPortalBill,
  },
  'larkspur-board': {
    lease: renderLarkspurBoardLease,
    statement: renderLarkspurBoardStatement,
    bill: renderLarkspurBoardBill,
  },
  'wexford-certified': {
    lease: renderWexfordCertifiedLease,
    statement: renderWexfordCertifiedStatement,
    bill: renderWexfordCertifiedBill,
  },
  'tidewater-questions': {
    lease: renderTidewaterQuestionsLease,
    statement: renderTidewaterQuestionsStatement,
    bill: renderTidewaterQuestionsBill,
  },
  'hollis-allocation': {
    lease: renderHollisAllocationLease,
    statement: renderHollisAllocationStatement,
    bill: renderHollisAllocationBill,
  },
};

/** Renders every document of the packet in memory: file name -> PDF bytes. */
export async function renderPacket(spec: PacketSpec): Promise<{
  model: PacketModel;
  pdfs: Map<string, Buffer>;
  pages: Record<string, number>;
  files: Truth['files'];
}> {
  validateSpec(spec);
  const model = buildModel(spec);
  const rr = new Rng(`render:${spec.seed}:${spec.id}`);
  const pdfs = new Map<string, Buffer>();
  const pages: Record<string, number> = {};
  const dates: Record<string, string> = {};
  const files: Truth['files'] = { lease: [], reconciliation: [], bill: [], letter: [] };
  const put = (name: string, r: { pdf: Buffer; pages: number }, date: string) => {
    pdfs.set(name, r.pdf);
    pages[name] = r.pages;
    dates[name] = date;
  };
  const render = RENDERERS[spec.family ?? 'classic'];
  put('lease.pdf', await render.lease(model, rr.fork('lease')), model.lease.leaseDate);
  files.lease.push('lease.pdf');
  if (model.lease.amendment && !render.amendmentBound) {
    const amend = render.amendment ?? renderAmendment;
    put('amendment.pdf', await amend(model, rr.fork('amendment')), model.lease.amendment.date);
    files.lease.push('amendment.pdf');
  }
  for (const s of model.statements) {
    put(s.file, await render.statement(model, s, rr.fork(`statement:${s.year}`)), s.date);
    files.reconciliation.push(s.file);
  }
  put('bill.pdf', await render.bill(model, rr.fork('bill')), model.bill.invoiceDate);
  files.bill.push('bill.pdf');
  if (model.letter) {
    put('letter.pdf', await renderLetter(model, rr.fork('letter')), model.letter.date);
    files.letter.push('letter.pdf');
  }
  if (spec.scanned) {
    const { scanPdf } = await import('./scan');
    for (const [name, pdf] of pdfs) {
      const scanned = await scanPdf(pdf, rr.fork(`scan:${name}`), {
        dpi: SCAN_DPI,
        mode: spec.scanMode,
        date: dates[name]!,
      });
      pdfs.set(name, scanned.pdf);
      pages[name] = scanned.pages;
    }
  }
  return { model, pdfs, pages, files };
}

/** Writes the packet's PDFs and truth.json into outDir (created if needed) and returns the truth. */
export async function generatePacket(spec: PacketSpec, outDir: string): Promise<Truth> {
  const { model, pdfs, pages, files } = await renderPacket(spec);
  await mkdir(outDir, { recursive: true });
  for (const [name, pdf] of pdfs) await writeFile(path.join(outDir, name), pdf);
  const truth = buildTruth(model, files, pages);
  await writeFile(path.join(outDir, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  return truth;
}
