import type { Rng } from './prng';
import type { GeneratorFamily, PacketSpec, PlantableRule } from './types';

/**
 * Each family's own error mix (the decisions cited): drawn from the family's own stream
 * (`family:<name>:errors:<seed>`) after the classic draws, so no other packet moves.
 * - `sample`: k rules sampled evenly;
 * - `lead`: with the chance given, one of the lead rules first (the error the family's landlord
 *   invites), then the rest sampled evenly;
 * - `byWeight`: k rules drawn one by one by weight, none twice.
 * `netOnly`: the fee and cap rules only on a net lease (a base-year lease has neither), so none
 * is drawn only to be dropped. `oneOfCapOrDuplicate`: CAM_CAP_EXCEEDED and DUPLICATE_CHARGE are
 * not drawn into one packet (see `cannotShare`).
 */
export type ErrorMix = {
  counts: readonly (readonly [number, number])[];
  netOnly?: boolean;
} & (
  | { sample: true }
  | { lead: { chance: number; rules: readonly PlantableRule[] } }
  | { byWeight: readonly (readonly [PlantableRule, number])[]; oneOfCapOrDuplicate?: boolean }
);

export const FAMILY_ERROR_MIX: Partial<Record<GeneratorFamily, ErrorMix>> = {
  // Decision 0063: a REIT's accounts-payable volume makes a vendor invoice booked twice, and
  // its year-end close a late statement, as likely as any core error; drawn from the
  // family's own stream, after the classic draws, so no other packet moves.
  'lakeside-grocery': {
    counts: [
      [1, 2],
      [2, 5],
      [3, 3],
    ],
    sample: true,
  },
  // Decision 0065: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), drawn only from the rules the lease can carry
  // (a base-year lease has no admin fee and no cap), so none is drawn only to be dropped.
  'northgate-office': {
    counts: [
      [2, 5],
      [3, 5],
    ],
    sample: true,
    netOnly: true,
  },
  // Decision 0067: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net); half
  // the packets lead with PRO_RATA_SHARE, the error a share of one component of a mixed-use
  // building invites.
  'bayfront-mixeduse': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    lead: { chance: 0.5, rules: ['PRO_RATA_SHARE'] },
  },
  // Decision 0068: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net); about
  // a third of the packets lead with a slip a hand-kept spreadsheet invites: a total that does not foot
  // (MATH_ERROR) or a vendor's invoice typed in twice (DUPLICATE_CHARGE).
  'elmstreet-smallowner': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    lead: { chance: 0.3, rules: ['MATH_ERROR', 'DUPLICATE_CHARGE'] },
  },
  // Decision 0070: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net); about
  // two packets in five lead with what a not-for-profit's business office passing a whole
  // building's costs through invites: a cost of the park's other business booked to the
  // Building (EXCLUDED_EXPENSE), costs over the lease's limitation (CAM_CAP_EXCEEDED) or an
  // administrative fee above the lease's (ADMIN_FEE_OVER_CAP).
  'cedar-labs': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    lead: { chance: 0.4, rules: ['EXCLUDED_EXPENSE', 'CAM_CAP_EXCEEDED', 'ADMIN_FEE_OVER_CAP'] },
  },
  // Decision 0072: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net); about
  // two packets in five lead with what a REIT billing a store's share of a whole power
  // center invites: a denominator that leaves out buildings of other parcels
  // (PRO_RATA_SHARE), a fee above the REA's (ADMIN_FEE_OVER_CAP) or a charge for a national
  // tenant's store billed at the wrong rent step (RENT_ESCALATION_ERROR).
  'prairie-powercenter': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    lead: { chance: 0.4, rules: ['PRO_RATA_SHARE', 'ADMIN_FEE_OVER_CAP', 'RENT_ESCALATION_ERROR'] },
  },
  // Decision 0073: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net); about
  // two packets in five lead with what a regional owner's property accountant invites: the
  // share of the two-building Project taken for the Building's (PRO_RATA_SHARE), a vendor
  // invoice posted twice (DUPLICATE_CHARGE) or controllable costs over the lease's limit
  // (CAM_CAP_EXCEEDED).
  'meridian-suburban': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    lead: { chance: 0.4, rules: ['PRO_RATA_SHARE', 'DUPLICATE_CHARGE', 'CAM_CAP_EXCEEDED'] },
  },
  // Decision 0075: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net); about
  // two packets in five lead with what a third-party manager's recovery system invites: an
  // expense of the owner's other buildings of the complex booked to the Building
  // (EXCLUDED_EXPENSE), a share set up on the wrong area (PRO_RATA_SHARE) or a grid that does
  // not foot after a manual override (MATH_ERROR).
  'towerbridge-office': {
    counts: [
      [2, 4],
      [3, 5],
    ],
    lead: { chance: 0.4, rules: ['EXCLUDED_EXPENSE', 'PRO_RATA_SHARE', 'MATH_ERROR'] },
  },
  // Decision 0074: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net); about
  // two packets in five lead with what a small managing agent billing for a family
  // partnership invites: a reconciliation sent after the lease's deadline
  // (LATE_STATEMENT_WAIVER), a late charge above the lease's (LATE_FEE_EXCESSIVE) or a fee
  // above the lease's (ADMIN_FEE_OVER_CAP).
  'stellalink-clinic': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    lead: { chance: 0.4, rules: ['LATE_STATEMENT_WAIVER', 'LATE_FEE_EXCESSIVE', 'ADMIN_FEE_OVER_CAP'] },
  },
  // Decision 0077: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net); about
  // two packets in five lead with what a developer's property manager billing a park building
  // invites: a share taken on the wrong area (PRO_RATA_SHARE), a lab-utility invoice posted
  // twice (DUPLICATE_CHARGE) or a rent step missed in the billing system (RENT_ESCALATION_ERROR).
  'uplands-research': {
    counts: [
      [2, 4],
      [3, 5],
    ],
    lead: { chance: 0.4, rules: ['PRO_RATA_SHARE', 'DUPLICATE_CHARGE', 'RENT_ESCALATION_ERROR'] },
  },
  // Decision 0078: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net), drawn
  // one by one by weight, leaning to what a small brokerage managing a strip center gets
  // wrong: the form's typed fee billed where the Special Provisions lowered it
  // (ADMIN_FEE_OVER_CAP), its own leasing commission or a collection lawyer booked to CAM
  // (EXCLUDED_EXPENSE), the portal's default late fee (LATE_FEE_EXCESSIVE), the
  // reconciliation sent after the lease's deadline (LATE_STATEMENT_WAIVER) and a hand-edited
  // spreadsheet total (MATH_ERROR); a cap or a rent step, which the form spells out in a
  // box or a grid, least.
  'willowbrook-commons': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    byWeight: [
      ['ADMIN_FEE_OVER_CAP', 3],
      ['EXCLUDED_EXPENSE', 3],
      ['LATE_FEE_EXCESSIVE', 2],
      ['LATE_STATEMENT_WAIVER', 2],
      ['MATH_ERROR', 2],
      ['PRO_RATA_SHARE', 2],
      ['DUPLICATE_CHARGE', 2],
      ['CAM_CAP_EXCEEDED', 1],
      ['RENT_ESCALATION_ERROR', 1],
    ],
  },
  // Decision 0079: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net), drawn
  // one by one by weight, leaning to what a mall REIT's central lease accounting gets wrong:
  // the share taken on a denominator short of the Mall GLA (PRO_RATA_SHARE), an
  // administrative fee above the Data Sheet's (ADMIN_FEE_OVER_CAP), the portfolio's default
  // late charge (LATE_FEE_EXCESSIVE), controllable costs over the lease's limit
  // (CAM_CAP_EXCEEDED) and a leasing or legal cost booked to the mall's CAM
  // (EXCLUDED_EXPENSE); a rule that cannot share the packet with one drawn is not drawn.
  'kingsgate-mall': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    byWeight: [
      ['PRO_RATA_SHARE', 3],
      ['ADMIN_FEE_OVER_CAP', 3],
      ['LATE_FEE_EXCESSIVE', 2],
      ['CAM_CAP_EXCEEDED', 2],
      ['EXCLUDED_EXPENSE', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['MATH_ERROR', 1],
      ['DUPLICATE_CHARGE', 1],
      ['LATE_STATEMENT_WAIVER', 1],
    ],
    oneOfCapOrDuplicate: true,
  },
  // Decision 0082: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net), drawn
  // one by one by weight, leaning to what a Canadian REIT's head office billing a US centre
  // gets wrong: its home portfolio's administration fee where the lease allows less
  // (ADMIN_FEE_OVER_CAP), head-office leasing or legal costs booked to Operating Costs
  // (EXCLUDED_EXPENSE), the share on the leased rather than the rentable area
  // (PRO_RATA_SHARE), a day-first date read month-first so a rent step is billed early
  // (RENT_ESCALATION_ERROR), its standard late charge (LATE_FEE_EXCESSIVE), a carried-forward
  // subtotal that does not foot (MATH_ERROR) and controllable costs over the lease's limit
  // (CAM_CAP_EXCEEDED); a rule that cannot share the packet with one drawn is not drawn.
  'northshore-outlets': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    byWeight: [
      ['ADMIN_FEE_OVER_CAP', 3],
      ['EXCLUDED_EXPENSE', 3],
      ['PRO_RATA_SHARE', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['LATE_FEE_EXCESSIVE', 2],
      ['MATH_ERROR', 2],
      ['CAM_CAP_EXCEEDED', 2],
      ['DUPLICATE_CHARGE', 1],
      ['LATE_STATEMENT_WAIVER', 1],
    ],
    oneOfCapOrDuplicate: true,
  },
  // Decision 0083: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), drawn one by one by weight from the rules the
  // lease can carry (a base-year lease has no administrative fee and no cap, so those two are
  // left out of its draw rather than drawn and dropped), leaning to what a national manager's
  // reconciliation for a fund invites: the fund's leasing or legal costs booked to Operating
  // Expenses (EXCLUDED_EXPENSE), a share set up on the wrong area (PRO_RATA_SHARE), a vendor
  // invoice posted twice (DUPLICATE_CHARGE) and a report total keyed by hand (MATH_ERROR); a
  // rule that cannot share the packet with one drawn is not drawn.
  'ridgeline-office': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    byWeight: [
      ['EXCLUDED_EXPENSE', 3],
      ['PRO_RATA_SHARE', 3],
      ['DUPLICATE_CHARGE', 2],
      ['MATH_ERROR', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['LATE_FEE_EXCESSIVE', 2],
      ['ADMIN_FEE_OVER_CAP', 2],
      ['CAM_CAP_EXCEEDED', 2],
      ['LATE_STATEMENT_WAIVER', 1],
    ],
    oneOfCapOrDuplicate: true,
    netOnly: true,
  },
  // Decision 0085: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net), drawn
  // one by one by weight, leaning to what an individual owner passing a condominium
  // association's budget through by hand gets wrong: association costs the lease excludes
  // (the reserve contribution, the owner's own legal or leasing costs: EXCLUDED_EXPENSE), the
  // share worked out from the areas instead of the Declaration's percentage interest
  // (PRO_RATA_SHARE), a hand-typed letter that does not add up (MATH_ERROR), an association
  // invoice entered twice (DUPLICATE_CHARGE), the letter sent late (LATE_STATEMENT_WAIVER),
  // a missed or early rent step and a round late charge on the e-mail; a rule that cannot
  // share the packet with one drawn is not drawn.
  'harborpoint-condo': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    byWeight: [
      ['EXCLUDED_EXPENSE', 3],
      ['PRO_RATA_SHARE', 3],
      ['MATH_ERROR', 2],
      ['DUPLICATE_CHARGE', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['LATE_FEE_EXCESSIVE', 2],
      ['LATE_STATEMENT_WAIVER', 2],
      ['ADMIN_FEE_OVER_CAP', 1],
      ['CAM_CAP_EXCEEDED', 1],
    ],
    oneOfCapOrDuplicate: true,
  },
  // Decision 0087: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), drawn one by one by weight from the rules the
  // lease can carry (a base-year lease has no administrative fee and no cap, so those two are
  // left out of its draw), leaning to what a family office's hand-kept per-foot spreadsheet
  // invites: a cost per foot divided by the leased rather than the rentable area, or the
  // suite's area remeasured (PRO_RATA_SHARE), a total or a product keyed by hand
  // (MATH_ERROR), the family's own legal or leasing costs booked to the building
  // (EXCLUDED_EXPENSE) and a statement sent after the lease's deadline
  // (LATE_STATEMENT_WAIVER); a rule that cannot share the packet with one drawn is not drawn.
  'oakmont-perfoot': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    byWeight: [
      ['PRO_RATA_SHARE', 3],
      ['MATH_ERROR', 3],
      ['EXCLUDED_EXPENSE', 2],
      ['LATE_STATEMENT_WAIVER', 2],
      ['DUPLICATE_CHARGE', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['LATE_FEE_EXCESSIVE', 2],
      ['ADMIN_FEE_OVER_CAP', 1],
      ['CAM_CAP_EXCEEDED', 1],
    ],
    oneOfCapOrDuplicate: true,
    netOnly: true,
  },
  // Decision 0088: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net), drawn
  // one by one by weight, leaning to what a local developer billing off a printed form and a
  // rider invites: the printed form's figure billed where the Addendum replaced it (an
  // administrative fee above the rider's, ADMIN_FEE_OVER_CAP; a late charge above it,
  // LATE_FEE_EXCESSIVE), a hand-filled worksheet line that does not foot (MATH_ERROR), the
  // share on the leased rather than the center's Floor Area (PRO_RATA_SHARE), the developer's
  // own leasing or legal costs in CAM (EXCLUDED_EXPENSE) and a statement later than the
  // rider's deadline (LATE_STATEMENT_WAIVER); a rule that cannot share the packet with one
  // drawn is not drawn.
  'bluewater-rider': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    byWeight: [
      ['ADMIN_FEE_OVER_CAP', 3],
      ['LATE_FEE_EXCESSIVE', 3],
      ['MATH_ERROR', 2],
      ['PRO_RATA_SHARE', 2],
      ['EXCLUDED_EXPENSE', 2],
      ['LATE_STATEMENT_WAIVER', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['CAM_CAP_EXCEEDED', 1],
      ['DUPLICATE_CHARGE', 1],
    ],
    oneOfCapOrDuplicate: true,
  },
  // Decision 0090: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), drawn one by one by weight from the rules the
  // lease can carry (a base-year lease has no supervisory charge and no cap, so those two are
  // left out of its draw), leaning to what a park manager keeping a general ledger for a land
  // trust gets wrong and the other families plant least: controllable Park Charges over the
  // Exhibit's limitation (CAM_CAP_EXCEEDED), a vendor invoice posted to two accounts
  // (DUPLICATE_CHARGE), a non-recoverable account flagged Y (EXCLUDED_EXPENSE), then the
  // supervisory charge above the lease's (ADMIN_FEE_OVER_CAP), the trust department's own
  // service charge (LATE_FEE_EXCESSIVE) and the share on the leased rather than the Park's
  // Rentable Area (PRO_RATA_SHARE); a rule that cannot share the packet with one drawn is not
  // drawn.
  'pinecrest-trust': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    byWeight: [
      ['CAM_CAP_EXCEEDED', 3],
      ['DUPLICATE_CHARGE', 3],
      ['EXCLUDED_EXPENSE', 3],
      ['ADMIN_FEE_OVER_CAP', 2],
      ['LATE_FEE_EXCESSIVE', 2],
      ['PRO_RATA_SHARE', 2],
      ['LATE_STATEMENT_WAIVER', 1],
      ['MATH_ERROR', 1],
      ['RENT_ESCALATION_ERROR', 1],
    ],
    oneOfCapOrDuplicate: true,
    netOnly: true,
  },
  // Decision 0094: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), drawn one by one by weight from the rules the
  // lease can carry (a base-year lease has no administrative charge and no cap, so those two
  // are left out of its draw), leaning to what a part-time bookkeeper writing the arithmetic
  // into a letter by hand gets wrong: a figure in the prose that is not what its inputs give
  // (MATH_ERROR), the share on the let rather than the Building Area (PRO_RATA_SHARE), the
  // late charge the Lease Modification replaced (LATE_FEE_EXCESSIVE), then a bill entered twice
  // on the list (DUPLICATE_CHARGE), the family's own legal or leasing costs on it
  // (EXCLUDED_EXPENSE), a letter sent after the lease's deadline (LATE_STATEMENT_WAIVER) and a
  // rent step missed or taken early (RENT_ESCALATION_ERROR); a rule that cannot share the
  // packet with one drawn is not drawn.
  'foxhollow-letter': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    byWeight: [
      ['MATH_ERROR', 3],
      ['PRO_RATA_SHARE', 3],
      ['LATE_FEE_EXCESSIVE', 3],
      ['DUPLICATE_CHARGE', 2],
      ['EXCLUDED_EXPENSE', 2],
      ['LATE_STATEMENT_WAIVER', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['ADMIN_FEE_OVER_CAP', 1],
      ['CAM_CAP_EXCEEDED', 1],
    ],
    oneOfCapOrDuplicate: true,
    netOnly: true,
  },
  // Decision 0097: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), from every rule (its leases are all net), drawn
  // one by one by weight, leaning to what a REIT's property-management system set up from a
  // recovery matrix gets wrong: a category the matrix marks N recovered anyway
  // (EXCLUDED_EXPENSE), the administrative fee at the system's default rate instead of the
  // footnote's (ADMIN_FEE_OVER_CAP), controllable categories over the footnoted cap
  // (CAM_CAP_EXCEEDED), then the share set up on the leased rather than the center's GLA
  // (PRO_RATA_SHARE), a report total keyed over (MATH_ERROR), a vendor invoice posted twice
  // (DUPLICATE_CHARGE), the portal's default late fee (LATE_FEE_EXCESSIVE), a rent step
  // missed or taken early (RENT_ESCALATION_ERROR) and a statement after the deadline
  // (LATE_STATEMENT_WAIVER); a rule that cannot share the packet with one drawn is not drawn.
  'juniper-matrix': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    byWeight: [
      ['EXCLUDED_EXPENSE', 3],
      ['ADMIN_FEE_OVER_CAP', 3],
      ['CAM_CAP_EXCEEDED', 2],
      ['PRO_RATA_SHARE', 2],
      ['MATH_ERROR', 2],
      ['DUPLICATE_CHARGE', 2],
      ['LATE_FEE_EXCESSIVE', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['LATE_STATEMENT_WAIVER', 1],
    ],
    oneOfCapOrDuplicate: true,
  },
  // Decision 0100: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), drawn one by one by weight from the rules the
  // lease can carry (a base-year lease has no administrative fee and no cap, so those two are
  // left out of its draw), leaning to what an outside bookkeeper's hand-kept spreadsheet
  // invites: a total or a product typed over (MATH_ERROR), the share on the let rather than
  // the building's area (PRO_RATA_SHARE), the family's own legal or leasing costs among the
  // building's (EXCLUDED_EXPENSE), then a vendor bill entered twice (DUPLICATE_CHARGE), the accounting software's default late fee (LATE_FEE_EXCESSIVE), a rent
  // step missed or taken early, a statement e-mailed after the deadline and an administrative
  // fee above the lease's; a rule that cannot share the packet with one drawn is not drawn.
  'quarry-budget': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    byWeight: [
      ['MATH_ERROR', 3],
      ['PRO_RATA_SHARE', 3],
      ['EXCLUDED_EXPENSE', 3],
      ['DUPLICATE_CHARGE', 2],
      ['LATE_FEE_EXCESSIVE', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['LATE_STATEMENT_WAIVER', 2],
      ['ADMIN_FEE_OVER_CAP', 2],
      ['CAM_CAP_EXCEEDED', 1],
    ],
    oneOfCapOrDuplicate: true,
    netOnly: true,
  },
  // Decision 0102: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), drawn one by one by weight from the rules the
  // lease can carry (a base-year lease has no administrative fee and no cap, so those two are
  // left out of its draw), leaning to what a legacy billing system set up from the body of a
  // typed lease rather than from its Rider gets wrong: the body's administrative fee
  // (ADMIN_FEE_OVER_CAP), the body's statement deadline (LATE_STATEMENT_WAIVER), a cap the
  // Rider added and nobody keyed in (CAM_CAP_EXCEEDED), a report total keyed over by hand
  // (MATH_ERROR), then the body's late charge (LATE_FEE_EXCESSIVE), the share on the let
  // rather than the park's area (PRO_RATA_SHARE), a leasing or legal cost posted to a
  // recoverable account (EXCLUDED_EXPENSE), a rent step missed or taken early and a vendor
  // invoice posted twice; a rule that cannot share the packet with one drawn is not drawn.
  'ashford-greenbar': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    byWeight: [
      ['ADMIN_FEE_OVER_CAP', 3],
      ['CAM_CAP_EXCEEDED', 3],
      ['MATH_ERROR', 3],
      ['LATE_STATEMENT_WAIVER', 2],
      ['LATE_FEE_EXCESSIVE', 2],
      ['PRO_RATA_SHARE', 2],
      ['EXCLUDED_EXPENSE', 2],
      ['RENT_ESCALATION_ERROR', 1],
      ['DUPLICATE_CHARGE', 1],
    ],
    oneOfCapOrDuplicate: true,
    netOnly: true,
  },
  // Decision 0105: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), drawn one by one by weight from the rules the
  // lease can carry (a base-year lease has no administrative fee and no cap), leaning evenly
  // over what a portal set up from a template rather than from the signed lease gets wrong:
  // a summary card keyed over (MATH_ERROR), the template's admin fee or late fee, the
  // share on the leased rather than the building's area, an owner's cost imported with the
  // building's, a vendor bill imported twice, a rent step missed, a cap not configured and a
  // statement published after the deadline; a rule that cannot share the packet is not drawn.
  'meadowlark-portal': {
    counts: [
      [2, 5],
      [3, 4],
    ],
    byWeight: [
      ['MATH_ERROR', 3],
      ['ADMIN_FEE_OVER_CAP', 2],
      ['LATE_FEE_EXCESSIVE', 2],
      ['PRO_RATA_SHARE', 2],
      ['EXCLUDED_EXPENSE', 2],
      ['DUPLICATE_CHARGE', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['CAM_CAP_EXCEEDED', 2],
      ['LATE_STATEMENT_WAIVER', 2],
    ],
    oneOfCapOrDuplicate: true,
    netOnly: true,
  },
  // Decision 0106: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), drawn one by one by weight from the rules the
  // lease can carry (a base-year lease has no administrative fee and no cap): a 12-month
  // grid keyed by hand (MATH_ERROR) most, then what an accounting package set up from the
  // printed form rather than from the broker's Addendum gets wrong (the form's fee, share or
  // deadline), an owner's cost posted to a recoverable account, a vendor bill posted twice, a
  // rent step missed, a cap not configured and a late charge over the lease's; a rule that
  // cannot share the packet is not drawn.
  'larkspur-board': {
    counts: [
      [2, 1],
      [3, 1],
    ],
    byWeight: [
      ['MATH_ERROR', 3],
      ['ADMIN_FEE_OVER_CAP', 2],
      ['PRO_RATA_SHARE', 2],
      ['LATE_STATEMENT_WAIVER', 2],
      ['EXCLUDED_EXPENSE', 2],
      ['DUPLICATE_CHARGE', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['CAM_CAP_EXCEEDED', 2],
      ['LATE_FEE_EXCESSIVE', 2],
    ],
    oneOfCapOrDuplicate: true,
    netOnly: true,
  },
  // Decision 0109: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), drawn one by one by weight from the rules the
  // lease can carry (a base-year lease has no overhead charge and no cap): a figure keyed
  // over on the certified statement after the accountants signed (MATH_ERROR) most, then an
  // overhead charge above the lease's, the share on the let rather than the whole area, an
  // owner's cost among the recoverable ones, a vendor invoice posted twice, a statement
  // certified after the deadline, a rent step missed and a late charge over the lease's; a
  // cap not applied least; a rule that cannot share the packet is not drawn.
  'wexford-certified': {
    counts: [
      [2, 1],
      [3, 1],
    ],
    byWeight: [
      ['MATH_ERROR', 3],
      ['ADMIN_FEE_OVER_CAP', 2],
      ['PRO_RATA_SHARE', 2],
      ['EXCLUDED_EXPENSE', 2],
      ['DUPLICATE_CHARGE', 2],
      ['LATE_STATEMENT_WAIVER', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['LATE_FEE_EXCESSIVE', 2],
      ['CAM_CAP_EXCEEDED', 1],
    ],
    oneOfCapOrDuplicate: true,
    netOnly: true,
  },
  // Decision 0112: two or three errors a packet from the family's own stream (after the
  // classic draws, so no other packet moves), drawn one by one by weight from the rules the
  // lease can carry (a base-year lease has no administrative fee and no cap): a memo's
  // lettered lines keyed by hand (MATH_ERROR) most, then what a bookkeeper working from the
  // lease's answers gets wrong: the administrative fee, the share, an owner's cost posted to
  // a recoverable account, an invoice posted twice, a memo issued after the deadline, a rent
  // increase missed and a late charge over the lease's; a cap not applied least; a rule that
  // cannot share the packet is not drawn.
  'tidewater-questions': {
    counts: [
      [2, 1],
      [3, 1],
    ],
    byWeight: [
      ['MATH_ERROR', 3],
      ['ADMIN_FEE_OVER_CAP', 2],
      ['PRO_RATA_SHARE', 2],
      ['EXCLUDED_EXPENSE', 2],
      ['DUPLICATE_CHARGE', 2],
      ['LATE_STATEMENT_WAIVER', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['LATE_FEE_EXCESSIVE', 2],
      ['CAM_CAP_EXCEEDED', 1],
    ],
    oneOfCapOrDuplicate: true,
    netOnly: true,
  },
  // Decision 0114: what an owner typing one schedule for every suite gets wrong: a figure typed
  // over in the table or a pool total not re-added (MATH_ERROR) and a suite's area or the
  // center's taken wrongly (PRO_RATA_SHARE) most; then the fee, an owner's cost in a pool, an
  // invoice entered twice, a schedule sent after the deadline, a rent step missed and a late
  // charge over the lease's; a cap not applied least.
  'hollis-allocation': {
    counts: [
      [2, 1],
      [3, 1],
    ],
    byWeight: [
      ['MATH_ERROR', 3],
      ['PRO_RATA_SHARE', 3],
      ['ADMIN_FEE_OVER_CAP', 2],
      ['EXCLUDED_EXPENSE', 2],
      ['DUPLICATE_CHARGE', 2],
      ['LATE_STATEMENT_WAIVER', 2],
      ['RENT_ESCALATION_ERROR', 2],
      ['LATE_FEE_EXCESSIVE', 2],
      ['CAM_CAP_EXCEEDED', 1],
    ],
    oneOfCapOrDuplicate: true,
    netOnly: true,
  },
};

/** CAM_CAP_EXCEEDED needs a lease with a CAM cap and DUPLICATE_CHARGE one without: never one packet. */
const cannotShare = (a: PlantableRule, b: PlantableRule) =>
  (a === 'CAM_CAP_EXCEEDED' && b === 'DUPLICATE_CHARGE') ||
  (a === 'DUPLICATE_CHARGE' && b === 'CAM_CAP_EXCEEDED');

const NET_ONLY = new Set<PlantableRule>(['ADMIN_FEE_OVER_CAP', 'CAM_CAP_EXCEEDED']);

/** The rules a family's mix draws for one packet. */
export function drawFamilyErrors(
  mix: ErrorMix,
  erng: Rng,
  leaseType: PacketSpec['leaseType'],
  rules: readonly PlantableRule[],
): PlantableRule[] {
  const fits = (r: PlantableRule) => !mix.netOnly || leaseType === 'NNN' || !NET_ONLY.has(r);
  const k = erng.weighted(mix.counts);
  if ('sample' in mix) return erng.sample(rules.filter(fits), k);
  if ('lead' in mix) {
    const { chance, rules: leads } = mix.lead;
    // A lone lead rule needs no pick (and draws none from the stream).
    const lead: PlantableRule[] = erng.chance(chance)
      ? [leads.length === 1 ? (leads[0] as PlantableRule) : erng.pick(leads)]
      : [];
    return [
      ...lead,
      ...erng.sample(
        rules.filter((r) => fits(r) && !lead.includes(r)),
        k - lead.length,
      ),
    ];
  }
  const pool = mix.byWeight.filter(([r]) => fits(r));
  const clash = mix.oneOfCapOrDuplicate ? cannotShare : () => false;
  const wanted: PlantableRule[] = [];
  while (wanted.length < k)
    wanted.push(erng.weighted(pool.filter(([x]) => !wanted.includes(x) && !wanted.some((w) => clash(w, x)))));
  return wanted;
}
