import type { DocumentText } from '../../pdf/types';
import type { Evidence } from '../../types';

export interface OccupancyNotes {
  /** The building's actual (average) occupancy the statement states. */
  occupancyPct: number | null;
  occupancyEvidence: Evidence | null;
  /** The occupancy level variable costs were grossed up to. */
  grossUpPct: number | null;
  grossUpEvidence: Evidence | null;
  /** The statement says some lines were adjusted / grossed up. */
  mentionsGrossUp: boolean;
}

const PCT = String.raw`(\d{1,3}(?:\.\d+)?)\s*%`;
const ACTUAL_OCCUPANCY = [
  new RegExp(
    String.raw`(?:average|actual|building|weighted)\s+(?:building\s+)?occupancy\b[^%]{0,40}?${PCT}`,
    'i',
  ),
  new RegExp(
    String.raw`(?<!(?:reflect|to|at|of|assume[sd]?)\s(?:an?\s)?)\b${PCT}\s+(?:average\s+|actual\s+)?(?:occupied|occupancy|leased)\b(?![^.]{0,30}(?:gross|adjust))`,
    'i',
  ),
  new RegExp(String.raw`\boccupancy\s*(?:rate|level)?\s*(?:for\s+(?:19|20)\d{2})?\s*[:=]\s*${PCT}`, 'i'),
];
const GROSS_UP_LEVEL = [
  new RegExp(
    String.raw`(?:gross(?:ed)?[\s-]*up|adjusted|extrapolated|normali[sz]ed)\b[^%.]{0,40}?${PCT}\s*(?:occupan|occupied|leased)`,
    'i',
  ),
  new RegExp(String.raw`${PCT}\s*(?:occupancy|occupied|leased)\s+(?:gross[\s-]*up|level|basis)`, 'i'),
];

/** Finds each pattern in a page's joined text and maps the hit back to the line it starts on. */
function search(doc: DocumentText, patterns: RegExp[]): { value: number; evidence: Evidence } | null {
  for (const re of patterns) {
    for (const page of doc.pages) {
      let joined = '';
      const starts: number[] = [];
      for (const line of page.lines) {
        starts.push(joined.length);
        joined += `${line.text} `;
      }
      const m = re.exec(joined);
      if (!m) continue;
      const at = m.index + m[0].length - 1;
      let li = 0;
      while (li + 1 < starts.length && (starts[li + 1] as number) <= m.index) li++;
      // Quote the line where the number itself stands (a note may wrap before it).
      let vi = li;
      while (vi + 1 < starts.length && (starts[vi + 1] as number) <= at) vi++;
      const line = page.lines[vi] ?? page.lines[li];
      if (!line) continue;
      const value = Number(m[1]);
      if (value <= 0 || value > 100) continue;
      return { value, evidence: { file: doc.file, page: page.page, quote: line.text } };
    }
  }
  return null;
}

export function readOccupancyNotes(doc: DocumentText): OccupancyNotes {
  const occupancy = search(doc, ACTUAL_OCCUPANCY);
  const grossUp = search(doc, GROSS_UP_LEVEL);
  const mentions = doc.pages.some((p) =>
    p.lines.some((l) =>
      /gross(?:ed)?[\s-]*up|adjusted\s+to\s+reflect|adjusted\s+to\s+\d|extrapolated/i.test(l.text),
    ),
  );
  return {
    occupancyPct: occupancy?.value ?? null,
    occupancyEvidence: occupancy?.evidence ?? null,
    grossUpPct: grossUp?.value ?? null,
    grossUpEvidence: grossUp?.evidence ?? null,
    mentionsGrossUp: mentions || grossUp !== null,
  };
}
