import { beforeAll, describe, expect, it } from 'vitest';
import { type Figures, familyAvailable, figuresOf, loadFamilies, runFamily } from '../support/families';

/**
 * The ratchet on the held-out families (decisions 0047, 0053): the engine on every packet of
 * each family of tests/families.json with tunedOn=false, the figures `npm run eval -- --families`
 * prints, each held at least at its floor. The floors are today's measurement minus about one
 * packet's worth, so any loss of quality fails the build; raise them whenever the engine
 * improves (never lower one to make a change pass). The tuned families (samples, generated-*)
 * are held by findings-packets.test.ts and generated-packets.test.ts; this file runs only what
 * no other test runs.
 *
 * samples-c (30 packets, 45 planted errors, 5 clean, 6 scanned) was held out until issue 14's
 * readers were checked on it; it is a tuned family now (tests/families.json), held here because
 * no other test runs it. Engine 0.1.0 at commit 82f7f42: recall 6/45 = 0.133, precision 6/12 =
 * 0.50, 3 priced findings on the 5 clean packets, audit window 28/30, lease fields 509/630 =
 * 0.808. With the structure-first readers, the one charge model and its gate (2026-11-24):
 * recall 26/45 = 0.578, precision 26/27 = 0.963, none priced on clean, audit window 29/30,
 * lease fields 618/630 = 0.981, quotes verbatim 25/25. Floors: one found error fewer, one false
 * alarm more, one audit-window date fewer, about 2 points of lease fields, none priced on clean.
 *
 * Baseline, the generator's own held-out families (decision 0052; 12 packets each: 10 with
 * errors, 2 clean, 2 scanned), measured 2026-11-24 with the engine of commit 82f7f42 (0.1.0):
 * - ledger-west: recall 1/13 = 0.077, precision 1/1 = 1.00, 0 priced findings on the 2 clean
 *   packets, audit window 0/12, lease fields 95/252 = 0.377, quotes verbatim 0/0 (no priced
 *   finding on a text packet). Floors: recall 0 (one found error fewer), precision 0.5 (one
 *   false alarm more), audit window 0, lease fields 0.35 (about 7 fields), none priced on clean.
 * - tower-office: recall 4/16 = 0.25, precision 4/5 = 0.80, 0 priced findings on the 2 clean
 *   packets, audit window 12/12, lease fields 211/252 = 0.837, quotes verbatim 4/4.
 * With issue 14's readers, model and gate (2026-11-24): ledger-west unchanged (1/13, 1/1, 0 on
 * clean, 0/12, 0.377); tower-office recall 5/16 = 0.31, precision 5/5, 0 on clean, 12/12, lease
 * fields 212/252 = 0.841, quotes 4/4. Floors: ledger-west as above; tower-office recall 0.25
 * (4/16), precision 0.83 (5/6), audit window 11, lease fields 0.82, none priced on clean.
 * harbor-medical (decision 0057, held out, designed blind; 12 packets, 14 planted errors),
 * first measured 2026-11-24 11:37 UTC with the engine of commit d6715ee plus the session's
 * uncommitted reader changes: recall 7/14 = 0.50, precision 7/7 = 1.00, 0 priced findings on
 * the 2 clean packets, audit window 7/12, lease fields 240/252 = 0.952, quotes verbatim 6/6.
 * Floors: recall 0.42 (6/14), precision 0.87 (7/8), audit window 6, lease fields 0.92 (about
 * 8 fields), none priced on clean.
 * county-plaza (decision 0058, held out, designed blind; 12 packets, 17 planted errors), first
 * measured 2026-11-24 11:40 UTC with the engine of commit d6715ee plus the session's
 * uncommitted reader changes: recall 0/17 = 0, precision 1.00 (no finding at all, so no false
 * alarm), 0 priced findings on the 2 clean packets, audit window 12/12, lease fields 195/252 =
 * 0.774 (premises area, share and rent schedule 0/12 each), quotes verbatim 0/0. Floors: recall
 * 0, precision 0 (with nothing found, one false alarm more is 0/1), audit window 11, lease
 * fields 0.75 (about 6 fields), none priced on clean.
 *
 * Learned from on 2026-11-24 (decision 0056; the lease reader, statement geometry, bill and
 * late-fee changes of that session, and the gross-up columns read by their arithmetic):
 * samples-c recall 37/45 = 0.822, precision 37/37, 0 on clean, audit window 29/30, lease fields
 * 0.981, quotes 34/34; ledger-west (tuned since) 13/13,
 * 13/13, 0 on clean, 12/12, 0.972; tower-office (tuned since) 15/16, 15/15, 0 on clean, 12/12,
 * 0.976. The held-out families with that engine: harbor-medical 8/14 = 0.571, 8/8, 0 on clean,
 * audit window 7/12, lease fields 0.964, quotes 7/7; county-plaza 0/17, nothing found, 0 on
 * clean, 12/12, lease fields 0.825. Floors: one found error fewer, one false alarm more, one
 * audit-window date fewer, about 2 points of lease fields (county-plaza's precision stays 0
 * until it finds something).
 *
 * Learned from next (decisions 0059-0062): county-plaza (tuned since) 16/17 = 0.941, 16/16,
 * 0 on clean, 12/12, lease fields 0.996, quotes 15/15 (8103's CAM cap is no longer priced: its
 * statement's controllable lines do not foot, decision 0062). Two more families designed blind,
 * each first measured before anything was learned from it, then learned from: parkway-flex
 * (0059) first 8/20, 8/13 (5 false alarms), 2 priced on clean, audit window 7/12, lease fields
 * 0.869; after: 14/20 = 0.70, 14/14, 0 on clean, 11/12, 0.948, quotes 12/12. summit-industrial
 * (0060) first 2/19, 2/3, 1 priced on clean, 0/12, 0.714; after: 5/19 = 0.263, 5/5, 0 on
 * clean, 0/12, 0.714 (its Lessor/Lessee lease form is not read yet). riverside-mixed (0061,
 * held out, designed blind; 12 packets, 21 planted errors) first measured 2026-11-24 18:20 UTC
 * with the engine of this commit: recall 13/21 = 0.619, precision 13/13, 0 priced on the 2
 * clean packets, audit window 0/12, lease fields 0.813, quotes 12/12. harbor-medical with the
 * same engine: 8/14, 8/8, 0 on clean, 7/12, 0.964, quotes 7/7. Held-out pooled (harbor-medical,
 * riverside-mixed): 21/35 = 0.60, 21/21, 0 on clean, audit window 7/24, lease fields 0.889.
 * Floors as before: one found error fewer, one false alarm more, one audit-window date fewer,
 * about 2 points of lease fields, none priced on clean.
 *
 * Then learned from riverside-mixed (tuned since) and summit-industrial's Lessor/Lessee form
 * (the same session, 2026-11-24 evening: a list in two side-by-side columns footed by one total,
 * an invoice's Previous Balance box, the base-year row found by its arithmetic, lines proven
 * whole by a second footing column, AIR captions and "X divided by Y" shares): riverside-mixed
 * 19/21 = 0.905, 19/19, 0 on clean, 11/12, lease fields 0.960, quotes 18/18; summit-industrial
 * 13/19 = 0.684, 13/13, 0 on clean, 10/12, 0.972, quotes 13/13; parkway-flex 19/20 = 0.95,
 * 19/19, 0 on clean, 11/12, 0.948, quotes 17/17.
 * Two more families designed blind, first measured 2026-11-24 20:05 UTC with that engine
 * (nothing learned from them before; decisions 0063, 0065):
 * - lakeside-grocery (12 packets, 19 planted errors): recall 4/19 = 0.211, precision 4/4,
 *   0 priced on the 2 clean packets, audit window 12/12, lease fields 0.853, quotes 4/4.
 * - northgate-office (12 packets, 24 planted errors): recall 9/24 = 0.375, precision 9/11 =
 *   0.818, 0 priced on the 2 clean packets, audit window 8/12, lease fields 0.683, quotes
 *   11/11. Its two false alarms are LATE_FEE_EXCESSIVE (seeds 13101, 13108): its lease body is
 *   set in two columns per page, read line by line, so the late-charge sentence takes the 4%
 *   of the management-fee clause beside it. Not fixed in this session (reading a page's two
 *   text columns apart is the next change); the floor holds it from getting worse.
 * harbor-medical with that engine: 8/14, 8/8, 0 on clean, 7/12, 0.964, quotes 7/7. Held-out
 * pooled (harbor-medical, lakeside-grocery, northgate-office): 21/57 = 0.368, precision 21/23 =
 * 0.913, 0 priced on 6 clean packets, audit window 27/36, lease fields 0.833.
 * Floors as before: one found error fewer, one false alarm more, one audit-window date fewer,
 * about 2 points of lease fields, none priced on clean.
 *
 * Then learned from lakeside-grocery and northgate-office (tuned since; decision 0066, the
 * session of 2026-11-24 night): two-column lease pages read column by column, the escalation
 * row Building Total | Base Year Amount | Increase | Tenant % | Tenant Share read by its
 * arithmetic, pools stacked with prior-year / budget / actual / variance columns read in the
 * column their own share is taken of, a share's denominator defined as the center without its
 * anchor, a rent notice's aged-balance box, "Commencement Date - date" rent periods and a % on
 * each listed Rent Adjustment Date. lakeside-grocery 17/19 = 0.895, 17/17, 0 on clean, 12/12,
 * lease fields 0.968, quotes 17/17; northgate-office 21/24 = 0.875, 21/21, 0 on clean, 12/12,
 * 0.956, quotes 21/21; every other family unchanged (samples-c 37/45, 37/37, 29/30, 0.981).
 * bayfront-mixeduse (decision 0067, designed blind; 12 packets, 27 planted errors), first
 * measured 2026-11-24 22:23 UTC with that engine, nothing learned from it: recall 0/27,
 * precision 1.00 (nothing priced), 0 priced on the 2 clean packets, audit window 12/12, lease
 * fields 0.754 (building area and late fee 0/12; its lease keeps every figure in a ruled
 * summary table at the end, its statement is a letter stating the figures in prose with a
 * general-ledger report of vendor transactions behind it). Held-out pooled (harbor-medical,
 * bayfront-mixeduse): 8/41 = 0.195, precision 8/8, 0 priced on 4 clean packets, audit window
 * 19/24, lease fields 0.859. Floors: one found error fewer, one false alarm more, one
 * audit-window date fewer, about 2 points of lease fields, none priced on clean.
 *
 * elmstreet-smallowner (decision 0068, held out, designed blind; 12 packets, 24 planted errors),
 * first measured 2026-11-24 22:35 UTC with the engine of commit 2f600ef plus the general-ledger
 * account reader, nothing learned from it: recall 18/24 = 0.75, precision 18/18, 0 priced on the
 * 2 clean packets, audit window 12/12, lease fields 0.837, quotes 17/17.
 * Then learned from bayfront-mixeduse (tuned since; decision 0069: ledger accounts read from
 * their transactions' totals, a letter's sentences read as the tenant's arithmetic, areas "for
 * information only" set aside): 14/27 = 0.519, 14/14, 0 on clean, 12/12, lease fields 0.778,
 * quotes 14/14; every other family unchanged, elmstreet-smallowner 18/24 still. Held-out pooled
 * (harbor-medical, elmstreet-smallowner): 26/38 = 0.684, precision 26/26, 0 priced on 4 clean
 * packets, audit window 19/24, lease fields 0.901. Floors as before.
 *
 * Session of 2026-11-25 (decision 0071). cedar-labs (decision 0070, designed blind; 12 packets,
 * 23 planted errors), first measured 01:27 UTC, nothing learned from it: recall 2/23, precision
 * 2/11 (nine false RENT_ESCALATION_ERROR: an "Operating Rent (estimate)" bill line read as base
 * rent), 0 on clean, 12/12, lease fields 0.607, quotes 11/11. prairie-powercenter (decision 0072,
 * blind; 25 planted), first measured 01:44: 4/25, 4/4, 0 on clean, 11/12, 0.806, quotes 4/4.
 * meridian-suburban (decision 0073, blind; 25 planted), first measured 01:56 and held out since:
 * 6/25, 6/6, 0 on clean, 12/12, 0.988, quotes 5/5. Then learned from harbor-medical, cedar-labs
 * and prairie-powercenter (tuned since), measured 02:42 UTC: harbor-medical 14/14, 14/14, 0 on
 * clean, 12/12, 0.992; cedar-labs 21/23 = 0.913, 21/21, 12/12, 0.952; prairie-powercenter 23/25
 * = 0.92, 23/23, 11/12, 0.972; bayfront-mixeduse 14/27 -> 20/27 = 0.741, 20/20; summit-industrial
 * 13/19 -> 15/19 = 0.789, 15/15; every other family unchanged (samples 16/16, samples-c 37/45,
 * 37/37, 29/30, 0.981). Held out (elmstreet-smallowner, meridian-suburban): 24/49 = 0.49,
 * precision 24/24, 0 priced on 4 clean packets, audit window 24/24, lease fields 0.913, quotes
 * 22/22. Floors as before: one found error fewer, one false alarm more, one audit-window date
 * fewer, about 2 points of lease fields, none priced on clean.
 * Session of 2026-11-25, later (decision 0076). Learned from meridian-suburban (tuned since):
 * 6/25 -> 24/25, 24/24, 0 on clean, 12/12, 0.996. stellalink-clinic (decision 0074, blind; 25
 * planted) and towerbridge-office (decision 0075, blind; 24 planted), first measured 04:51 UTC,
 * nothing learned from them: stellalink-clinic 15/25, precision 15/17 (two false PRO_RATA_SHARE:
 * the land's "404,897 square feet" read as the building area), 0 on clean, 0/12, 0.615;
 * towerbridge-office 3/24, 3/3, 0 on clean, 11/12, 0.853, held out since. stellalink-clinic
 * fixed and learned from (tuned since): 23/25, 23/23, 12/12, 0.972. uplands-research (decision
 * 0077, blind; 24 planted), first measured 06:06 UTC: 10/24, 10/10, 0 on clean, 0/12, 0.849.
 * Every other family unchanged (samples 16/16, samples-c 37/45, 37/37, 29/30, 0.981). Held out
 * (elmstreet-smallowner, towerbridge-office, uplands-research): 31/72 = 0.43, precision 31/31,
 * 0 priced on 6 clean packets, audit window 23/36, lease fields 0.847, quotes 30/30.
 * Session of 2026-11-28 (decisions 0080, 0081). Held out at commit 2af9c53, measured again before
 * any change: elmstreet-smallowner 18/24, towerbridge-office 3/24, uplands-research 10/24 (31/72,
 * precision 31/31). Learned from towerbridge-office and uplands-research (tuned since; the
 * recovery grid and the bottom line read by their sums, the share in its row's "% of" words, lines
 * proven whole by their pools, summary-page captions, "computation"): 23/24 and 21/24, precision
 * 1.00, none priced on clean, audit window 11/12 and 10/12, lease fields 0.968 and 0.956.
 * willowbrook-commons (decision 0078, blind; 26 planted), first measured 08:56 UTC, nothing
 * learned from it: 8/26, precision 8/10 (two false RENT_ESCALATION_ERROR: a portal ledger's running
 * balance read as the rent), 0 on clean, 10/12, 0.778; fixed at once (rule 0062) and learned from
 * (tuned since; decision 0081): 23/26, 23/23, 0 on clean, 10/12, 0.901. Every other family
 * unchanged (samples 16/16, samples-c 37/45, 37/37, 29/30, 0.981). Floors: one found error fewer,
 * one false alarm more, one or two audit-window dates fewer, about 2 points of lease fields.
 * kingsgate-mall (decision 0079, held out, designed blind; 27 planted), first measured 09:46 UTC
 * with the engine of decision 0081, nothing learned from it: recall 6/27 = 0.22, precision 6/6, 0
 * priced on the 2 clean packets, audit window 0/12, lease fields 0.655, quotes 6/6. Held out now
 * (elmstreet-smallowner, kingsgate-mall): 24/51 = 0.47, precision 24/24, 0 priced on 4 clean
 * packets, audit window 12/24, lease fields 0.746. Floors: one found error fewer, one false alarm
 * more, audit window 0, about 2 points of lease fields, none priced on clean.
 * Session of 2026-11-28, later (decisions 0082-0086). Learned from kingsgate-mall and
 * elmstreet-smallowner (tuned since; decision 0084). northshore-outlets (decision 0082, blind; 25
 * planted) and ridgeline-office (decision 0083, blind; 26 planted), first measured 11:40 UTC with
 * the engine of decision 0084 before anything was learned from them: northshore-outlets 4/25,
 * precision 4/4, 0 on clean, audit window 12/12, lease fields 0.778; ridgeline-office 5/26, 5/5, 0
 * on clean, 11/12, 0.813 (premises, building and share 0/12: its areas table of RSF, USF and load
 * factor). Then learned from northshore-outlets (tuned since). harborpoint-condo (decision 0085,
 * blind; 27 planted), first measured 12:14 UTC: 5/27, precision 5/18 (eleven false MATH_ERROR,
 * two false PRO_RATA_SHARE), 0 on clean, 0/12, 0.611; fixed at once (rule 0062, decision 0086)
 * and tuned since. Held out now: ridgeline-office alone. The floors of the families learned from
 * this session are set below the figures seen on their text packets (their scans are not yet
 * read well): kingsgate-mall 0.85, northshore-outlets 0.76, harborpoint-condo 0.22 recall.
 * Session of 2026-11-28, evening (decision 0089). Learned from ridgeline-office (tuned since):
 * 5/26 -> 26/26, 26/26, 0 on clean, 11/12, lease fields 0.980. Ruled grids are erased from scans
 * before OCR; the full eval after it (16:24 UTC) found three readings that then priced wrong
 * figures (samples-c c-19, summit-industrial 10110, cedar-labs 16122, all scanned), fixed before
 * the figures below. Two families designed blind, first measured 15:46 UTC, nothing learned from
 * them: oakmont-perfoot (0087) 0/26, precision 0/8 (eight false alarms from its rent notice's
 * dates), 0 on clean, 0/12, 0.869, fixed at once and tuned since (5/26, 5/5 after); bluewater-rider
 * (0088) 6/22, 6/6, 0 on clean, 0/12, 0.730, held out. Every other family at or above its floor
 * (scans moved both ways: generated-scanned 3/7 -> 4/7, summit-industrial 15 -> 16, uplands 21 ->
 * 22, northgate 22 -> 23, towerbridge 23 -> 24; harbor-medical 14 -> 13 and parkway-flex 19 -> 18,
 * each one error of its scanned packet). Precision 1.00 and none priced on clean everywhere.
 * Session of 2026-11-28, night (decision 0091). Learned from bluewater-rider (tuned since): 6/22 ->
 * 21/22, 21/21, 0 on clean, audit window 0/12 -> 11/12, lease fields 0.730 -> 0.976. No family is
 * held out now; the blind family designed beside it did not arrive in time to be measured.
 * Every other family at its figure of the evening except bayfront-mixeduse, whose ledger's "Date"
 * column was read as the statement's date by the new caption reader (fixed before commit).
 * Session of 2026-11-28, late night (decisions 0092, 0093). Statements computed per rentable foot
 * read (oakmont-perfoot 5/26 -> 20/26, audit window 0/12 -> 11/12, floors raised). pinecrest-trust (0090), designed blind,
 * measured once as held out (engine of 0092, nothing learned from it): 3/24, precision 3/4 (a
 * false RENT_ESCALATION_ERROR), 0 on clean, 0/12, 0.706; fixed at once and learned from (tuned
 * since): 23/24, 23/23, 0 on clean, 12/12, 0.869. No family is held out now.
 * Session of 2026-11-29. foxhollow-letter (0094), designed blind, measured once as held out on
 * 2026-11-29 02:05 UTC (engine of f7ba239, nothing learned from it): recall 3/23 = 0.13,
 * precision 3/3, 0 priced on its 2 clean packets, audit window 8/12, lease fields 211/252 =
 * 0.837, quotes 3/3. Learned from at once (decision 0096; tuned since): 22/23, 22/22, 0 on clean,
 * audit window 11/12, lease fields 0.980, quotes 20/20. Full eval after it (02:45 UTC, with the OCR
 * cache of decision 0095): every family at or above its floor, no false alarm anywhere;
 * northshore-outlets 20/25 (21/25 at the last full eval, 2026-11-28 evening: its scanned 24110,
 * the same with the engine before this session). Learned from harborpoint-condo's plain-English
 * lease and its summary restating the association table's total (decision 0098): 8/27 -> 22/27,
 * 22/22, audit window 0/12 -> 12/12, lease fields 0.639 -> 0.964; floors raised.
 * juniper-matrix (0097), designed blind, measured once as held out on 2026-11-29 03:03 UTC (engine
 * of 43178db, nothing learned from it): recall 2/27 = 0.074, precision 2/2, 0 priced on its 2
 * clean packets, audit window 11/12, lease fields 0.520, quotes 2/2. Floors: one found error
 * fewer, one false alarm more, one audit-window date fewer, about 2 points of lease fields. Then
 * learned from (decision 0099; tuned since): 19/27, 19/19, 0 on clean, audit window 11/12, lease
 * fields 0.877, quotes 19/19. Full eval after it (03:42 UTC): every family at or above its floor,
 * no false alarm anywhere. No family is held out now.
 * quarry-budget (0100), designed blind, measured once as held out on 2026-11-29 05:04 UTC (engine
 * of a57294b, nothing learned from it): recall 6/24 = 0.25, precision 6/6, 0 priced on its 2
 * clean packets, audit window 12/12, lease fields 0.913, quotes 6/6. Floors: one found error
 * fewer, one false alarm more, one audit-window date fewer, about 2 points of lease fields. Then
 * learned from (decision 0103; tuned since): 21/24, 21/21, 0 on clean, audit window 12/12, lease
 * fields 0.976, quotes 21/21. Full eval after it (05:39 UTC, engine of def5c33): every family at
 * or above its floor, no false alarm anywhere; juniper-matrix 23/27 with decision 0101 (floor
 * raised).
 * ashford-greenbar (0102), designed blind, measured once as held out on 2026-11-29 05:39 UTC
 * (engine of def5c33, nothing learned from it): recall 16/26 = 0.615, precision 16/20 = 0.80,
 * 0 priced on its 2 clean packets, audit window 3/12, lease fields 0.762, quotes 19/19. Floors:
 * one found error fewer, one false alarm more, one audit-window date fewer, about 2 points of
 * lease fields. Then learned from (decision 0104; tuned since): 24/26, 24/24, 0 on clean, audit
 * window 11/12, lease fields 0.944. Full eval after it (06:03 UTC): every family at or above its
 * floor, no false alarm anywhere.
 * meadowlark-portal (0105), designed blind, measured once as held out on 2026-11-29 06:36 UTC
 * (engine of f6c5199, nothing learned from it): recall 11/25 = 0.44, precision 11/13 = 0.846,
 * 0 priced on its 2 clean packets, audit window 12/12, lease fields 0.766, quotes 13/13. Floors:
 * one found error fewer, one false alarm more, one audit-window date fewer, about 2 points of
 * lease fields. Then learned from (decision 0107; tuned since): 23/25, 23/23, 0 on clean, audit
 * window 12/12, lease fields 1.00, quotes 23/23. Families ratchet after it: every family at or
 * above its floor.
 * larkspur-board (0106), designed blind, measured once as held out on 2026-11-29 08:53 UTC
 * (engine of 89051df, nothing learned from it): recall 3/26 = 0.115, precision 3/3, 0 priced on
 * its 2 clean packets, audit window 12/12, lease fields 208/252 = 0.825, quotes 3/3. Floors: one
 * found error fewer, one false alarm more, one audit-window date fewer, about 2 points of lease
 * fields. Then learned from (decision 0108; tuned since): 24/26, 24/24, 0 on clean, audit window
 * 12/12, lease fields 0.929, quotes 23/23. quarry-budget held at 21/24 with it (a budget column
 * footing beside an actual column whose total is off is not billed).
 * wexford-certified (0109), designed blind, measured once as held out on 2026-11-29 11:38 UTC
 * (engine of b2202bd, nothing learned from it): recall 16/24 = 0.667, precision 16/17 = 0.941
 * (a MATH_ERROR on its scanned 36110), 0 priced on its 2 clean packets, audit window 0/12, lease
 * fields 229/252 = 0.909, quotes 16/16. Then learned from (decision 0111; tuned since): 22/24,
 * 22/22, 0 on clean, audit window 12/12, lease fields 245/252 = 0.972, quotes 22/22; every other
 * family held (the first margin-caption reader split data sheets' one-line captions from their
 * values and lost lease fields on towerbridge-office, ridgeline-office, pinecrest-trust and
 * ashford-greenbar; this ratchet caught it before any commit).
 * tidewater-questions (0112), designed blind, measured once as held out on 2026-11-29 12:37 UTC
 * (engine of a9fe420, after learning from wexford-certified; nothing learned from it): recall
 * 12/23 = 0.522, precision 12/12, 0 priced on its 2 clean packets, audit window 12/12, lease
 * fields 209/252 = 0.829, quotes 11/11. Then learned from (decision 0113; tuned since): 19/23,
 * 19/19, 0 on clean, audit window 12/12, lease fields 243/252 = 0.964, quotes 17/17; every other
 * family held. No family is held out now. Floors: one found error fewer, one false alarm more, one
 * audit-window date fewer, about 2 points of lease fields.
 * hollis-allocation (0114), designed blind, measured once as held out on 2026-11-29 15:29 UTC
 * (engine of bd6b1e9, nothing learned from it): recall 1/22 = 0.045, precision 1/1, 0 priced on
 * its 2 clean packets, audit window 0/12, lease fields 147/252 = 0.583, quotes 1/1 (a lease typed
 * on pleading paper, its line numbers read into the text). Then learned from (decision 0115;
 * tuned since): 20/22, 20/20, 0 on clean, audit window 12/12, lease fields 247/252 = 0.980,
 * quotes 20/20. No family is held out now. Floors: one found error fewer, one false alarm more,
 * one audit-window date fewer, about 2 points of lease fields.
 * Each family takes 1-2 minutes (2 scanned packets each, OCR) without the OCR cache of decision
 * 0095, seconds with it; samples-c about 5-8 minutes without; the two files run side by side.
 */
export interface Ratchet {
  recall: number;
  precision: number;
  /** Audit-window dates right, out of the packets. */
  auditWindowOk: number;
  leaseFields: number;
  /** Priced findings on clean packets may not rise above this (the target is 0). */
  maxPricedOnClean: number;
  /** At least this many packets must have been run (a lost folder must not pass as "no misses"). */
  packets: number;
}

export const RATCHETS: Record<string, Ratchet> = {
  'samples-c': {
    recall: 0.79,
    precision: 0.97,
    auditWindowOk: 28,
    leaseFields: 0.96,
    maxPricedOnClean: 0,
    packets: 30,
  },
  'ledger-west': {
    recall: 0.92,
    precision: 0.92,
    auditWindowOk: 11,
    leaseFields: 0.95,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'tower-office': {
    recall: 0.87,
    precision: 0.93,
    auditWindowOk: 11,
    leaseFields: 0.95,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'harbor-medical': {
    recall: 0.92,
    precision: 0.93,
    auditWindowOk: 11,
    leaseFields: 0.97,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'county-plaza': {
    recall: 0.88,
    precision: 0.94,
    auditWindowOk: 11,
    leaseFields: 0.97,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'parkway-flex': {
    recall: 0.9,
    precision: 0.95,
    auditWindowOk: 10,
    leaseFields: 0.92,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'summit-industrial': {
    recall: 0.73,
    precision: 0.93,
    auditWindowOk: 9,
    leaseFields: 0.95,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'riverside-mixed': {
    recall: 0.85,
    precision: 0.95,
    auditWindowOk: 10,
    leaseFields: 0.94,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'lakeside-grocery': {
    recall: 0.84,
    precision: 0.94,
    auditWindowOk: 11,
    leaseFields: 0.94,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'northgate-office': {
    recall: 0.83,
    precision: 0.95,
    auditWindowOk: 11,
    leaseFields: 0.93,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'bayfront-mixeduse': {
    recall: 0.7,
    precision: 0.95,
    auditWindowOk: 11,
    leaseFields: 0.75,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'elmstreet-smallowner': {
    recall: 0.7,
    precision: 0.94,
    auditWindowOk: 11,
    leaseFields: 0.81,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'cedar-labs': {
    recall: 0.86,
    precision: 0.95,
    auditWindowOk: 11,
    leaseFields: 0.93,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'prairie-powercenter': {
    recall: 0.88,
    precision: 0.95,
    auditWindowOk: 10,
    leaseFields: 0.95,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'meridian-suburban': {
    recall: 0.9,
    precision: 0.95,
    auditWindowOk: 11,
    leaseFields: 0.97,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'stellalink-clinic': {
    recall: 0.86,
    precision: 0.95,
    auditWindowOk: 11,
    leaseFields: 0.95,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'towerbridge-office': {
    recall: 0.91,
    precision: 0.95,
    auditWindowOk: 10,
    leaseFields: 0.95,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'uplands-research': {
    recall: 0.83,
    precision: 0.95,
    auditWindowOk: 9,
    leaseFields: 0.94,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'kingsgate-mall': {
    recall: 0.85,
    precision: 0.93,
    auditWindowOk: 9,
    leaseFields: 0.85,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'northshore-outlets': {
    recall: 0.76,
    precision: 0.9,
    auditWindowOk: 10,
    leaseFields: 0.75,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'ridgeline-office': {
    recall: 0.88,
    precision: 0.96,
    auditWindowOk: 10,
    leaseFields: 0.95,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'oakmont-perfoot': {
    recall: 0.73,
    precision: 0.95,
    auditWindowOk: 10,
    leaseFields: 0.84,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'pinecrest-trust': {
    recall: 0.91,
    precision: 0.95,
    auditWindowOk: 11,
    leaseFields: 0.84,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'bluewater-rider': {
    recall: 0.86,
    precision: 0.95,
    auditWindowOk: 10,
    leaseFields: 0.95,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'harborpoint-condo': {
    recall: 0.77,
    precision: 0.95,
    auditWindowOk: 11,
    leaseFields: 0.94,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'foxhollow-letter': {
    recall: 0.91,
    precision: 0.95,
    auditWindowOk: 10,
    leaseFields: 0.95,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'larkspur-board': {
    recall: 0.88,
    precision: 0.95,
    auditWindowOk: 11,
    leaseFields: 0.91,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'meadowlark-portal': {
    recall: 0.88,
    precision: 0.95,
    auditWindowOk: 11,
    leaseFields: 0.97,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'ashford-greenbar': {
    recall: 0.84,
    precision: 0.95,
    auditWindowOk: 10,
    leaseFields: 0.92,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'quarry-budget': {
    recall: 0.83,
    precision: 0.95,
    auditWindowOk: 11,
    leaseFields: 0.95,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'juniper-matrix': {
    recall: 0.8,
    precision: 0.95,
    auditWindowOk: 10,
    leaseFields: 0.85,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'willowbrook-commons': {
    recall: 0.84,
    precision: 0.95,
    auditWindowOk: 9,
    leaseFields: 0.88,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'wexford-certified': {
    recall: 0.87,
    precision: 0.95,
    auditWindowOk: 11,
    leaseFields: 0.95,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'tidewater-questions': {
    recall: 0.78,
    precision: 0.95,
    auditWindowOk: 11,
    leaseFields: 0.94,
    maxPricedOnClean: 0,
    packets: 12,
  },
  'hollis-allocation': {
    recall: 0.86,
    precision: 0.95,
    auditWindowOk: 11,
    leaseFields: 0.96,
    maxPricedOnClean: 0,
    packets: 12,
  },
};

/** Tuned families no other test runs: their figures are held here too. */
export const TUNED_HERE = [
  'samples-c',
  'ledger-west',
  'tower-office',
  'county-plaza',
  'parkway-flex',
  'summit-industrial',
  'riverside-mixed',
  'lakeside-grocery',
  'northgate-office',
  'bayfront-mixeduse',
  'harbor-medical',
  'cedar-labs',
  'prairie-powercenter',
  'meridian-suburban',
  'stellalink-clinic',
  'towerbridge-office',
  'uplands-research',
  'willowbrook-commons',
  'elmstreet-smallowner',
  'kingsgate-mall',
  'northshore-outlets',
  'harborpoint-condo',
  'ridgeline-office',
  'oakmont-perfoot',
  'bluewater-rider',
  'pinecrest-trust',
  'foxhollow-letter',
  'juniper-matrix',
  'quarry-budget',
  'ashford-greenbar',
  'meadowlark-portal',
  'larkspur-board',
  'wexford-certified',
  'tidewater-questions',
  'hollis-allocation',
];

/**
 * The ratchet tests of the named families (each with a ratchet, on this machine). The families
 * are split over two test files so the two CI workers share the OCR (vitest runs files, not
 * tests, in parallel): families-eval-samples.test.ts holds samples-c, ledger-west, tower-office,
 * cedar-labs, prairie-powercenter, stellalink-clinic, towerbridge-office, uplands-research,
 * northshore-outlets, ridgeline-office and harborpoint-condo, families-eval.test.ts every other
 * ratcheted family.
 */
/** The families families-eval-samples.test.ts runs (about half the OCR and the minutes). */
export const SAMPLES_FILE_FAMILIES = [
  'samples-c',
  'ledger-west',
  'tower-office',
  'cedar-labs',
  'prairie-powercenter',
  'stellalink-clinic',
  'towerbridge-office',
  'uplands-research',
  'northshore-outlets',
  'ridgeline-office',
  'harborpoint-condo',
];

export function describeFamilyRatchets(names: (name: string) => boolean): void {
  const figures = new Map<string, Figures>();
  const families = loadFamilies();
  // Without the shared tree (../shared) a folder family is not on the machine: it is not run.
  for (const family of families.filter((f) => names(f.name) && RATCHETS[f.name] && familyAvailable(f))) {
    const name = family.name;
    describe(`${family.tunedOn ? 'tuned' : 'held-out'} family ${name}`, () => {
      const floor = RATCHETS[name]!;
      const get = () => figures.get(name)!;
      beforeAll(async () => {
        figures.set(name, figuresOf(await runFamily(family)));
      }, 1_800_000);

      it('runs every packet', () => {
        expect(get().packets).toBeGreaterThanOrEqual(floor.packets);
      });

      it(`finds at least ${floor.recall} of the planted errors`, () => {
        expect(get().recall).toBeGreaterThanOrEqual(floor.recall);
      });

      it(`keeps precision at least ${floor.precision}`, () => {
        expect(get().precision).toBeGreaterThanOrEqual(floor.precision);
      });

      it(`prices at most ${floor.maxPricedOnClean} findings on clean packets`, () => {
        expect(get().cleanPackets).toBeGreaterThan(0);
        expect(get().pricedOnClean).toBeLessThanOrEqual(floor.maxPricedOnClean);
      });

      it(`gives the right audit-window date on at least ${floor.auditWindowOk} packets`, () => {
        expect(get().auditWindow.ok).toBeGreaterThanOrEqual(floor.auditWindowOk);
      });

      it(`reads at least ${floor.leaseFields} of the lease fields right`, () => {
        expect(get().leaseFields.share).toBeGreaterThanOrEqual(floor.leaseFields);
      });
    });
  }
}
