import { durationDays, findDurations, findMoney, findPercents } from '../../parse';
import { type Candidate, candidate, sentencesWith } from './candidate';
import type { FlatText } from './flat-text';

const LATE = /\blate\s+(?:payment\s+)?(?:charge|fee)s?\b|\bservice\s+charge\b/i;

export interface LateFee {
  pct: number | null;
  flatCents: number | null;
  graceDays: number | null;
}

/** "If Rent is not received within ten (10) days after due, a late charge of $250 / five percent (5%) of the overdue amount." */
export function findLateFee(flat: FlatText): Candidate<LateFee> | null {
  // A summary's line ("1.10 Late Charge. 6% of the overdue amount (see Paragraph 13.4).") gives
  // the fee without its grace period; the clause it points to states the same fee with it, and
  // is the one quoted.
  let first: Candidate<LateFee> | null = null;
  for (const found of lateFees(flat)) {
    if (!first) first = found;
    const a = first.value;
    const b = found.value;
    if (!a || a.graceDays !== null) return first;
    if (b && b.graceDays !== null && b.pct === a.pct && b.flatCents === a.flatCents) return found;
  }
  return first;
}

function* lateFees(flat: FlatText): Generator<Candidate<LateFee>> {
  for (const s of sentencesWith(flat, LATE)) {
    if (/\bacceptance\s+of\s+(?:a|any)\s+late\b/i.test(s.text)) continue;
    // The fee's figures are the ones its clause gives: after the cue, or just before it ("a 5%
    // late charge"). A summary table flattened into one run of text ("12 Annual increase 2% ...
    // 15 Late payment fee $250.00") holds other items' figures before the cue.
    const cues = [...s.text.matchAll(new RegExp(LATE.source, 'gi'))].map((m) => m.index ?? 0);
    const near = (f: { index: number; length: number }) =>
      cues.some(
        (cue) =>
          (f.index >= cue && f.index <= cue + 300) || (f.index < cue && f.index + f.length >= cue - 12),
      );
    const pct = findPercents(s.text).find(
      (p) =>
        near(p) &&
        p.value > 0 &&
        p.value <= 25 &&
        !/^\s*(?:per\s+annum|per\s+year|a\s+year|annual)/i.test(
          s.text.slice(p.index + p.length, p.index + p.length + 14),
        ),
    );
    const money = findMoney(s.text).find((m) => near(m) && m.value > 0 && m.value <= 500_000);
    if (!pct && !money) continue;
    const grace = findDurations(s.text).find(
      (d) => d.value.unit === 'day' || d.value.unit === 'business day',
    );
    const anchor = pct ?? money;
    const start = s.start + (anchor?.index ?? 0);
    yield candidate(
      flat,
      {
        pct: pct?.value ?? null,
        flatCents: money?.value ?? null,
        graceDays: grace ? durationDays(grace.value) : null,
      },
      start,
      start + (anchor?.length ?? 1),
      0.85,
    );
  }
}
