import { type Candidate, candidate, vote } from './candidate';
import { lookupTerm, structureOf } from './defined-terms';
import type { FlatText } from './flat-text';
import { LEXICON } from './lexicon';

const ENTITY =
  /\b(?:L\.?L\.?C\.?|L\.?P\.?|L\.?L\.?P\.?|P\.?L\.?L\.?C\.?|Inc\.?|Incorporated|Corporation|Corp\.?|Company|Co\.|Ltd\.?|Limited|Trust|Partners(?:hip)?|Associates|Holdings|REIT|N\.A\.|Fund|Bank|University|Foundation|LLC)(?=$|[\s,.;)])/i;
const NOT_A_NAME =
  /^(?:by|name|title|its|attn|c\/o|shall|and|or|the\s+(?:landlord|tenant)|landlord|tenant|lessor|lessee|date|address|notice|signature|witness)\b/i;
const KEEP_PERIOD = /\b(?:Inc|Co|Corp|Ltd|L\.P|L\.L\.C|N\.A|P\.C|L\.L\.P|Jr|Sr)\.$/i;

/** A party name from the words that follow a label or precede a ("Landlord") definition. */
export function cleanName(raw: string): string | null {
  let name = raw
    .replace(/\s+/g, ' ')
    .split(
      /,?\s+(?:an?|the)\s+(?=[A-Z]?[a-z])|,\s*an?$|\s*[("“”]|;|\s+c\/o\b|\s+(?:whose|having|with\s+(?:an?|its)\s+(?:address|office))\b|,\s*(?:as\s+)?(?:landlord|tenant)\b|,\s*[Bb]y\b|\s+[Bb]y\s*[:_]|,\s+(?:of|at|located)\s+|\s+(?:Landlord|Tenant|Lessor|Lessee|LANDLORD|TENANT|LESSOR|LESSEE)\s*:/,
    )[0] as string;
  name = name.trim().replace(/[\s,:;]+$/, '');
  if (name.endsWith('.') && !KEEP_PERIOD.test(name)) name = name.slice(0, -1);
  // A dotted abbreviation always ends with its period; a scan or a comma after it ("L.P,, a
  // Nevada ...") can lose it.
  if (/\b(?:L\.P|L\.L\.C|L\.L\.P|N\.A|P\.C)$/.test(name)) name += '.';
  if (name.length < 3 || name.length > 100 || !/^[A-Z0-9]/.test(name) || NOT_A_NAME.test(name)) return null;
  return name;
}

function roleRe(role: 'landlord' | 'tenant'): string {
  return LEXICON[role].join('|');
}

/**
 * "1.1 Landlord: X, a Delaware ..." / "B. Tenant: X" / "Section 1.2 Tenant. X" / "(b) LANDLORD: X"
 * (a Basic Lease Provisions item) at a line start ("4, Tenant:" on a scan).
 */
function fromLabels(flat: FlatText, role: 'landlord' | 'tenant'): Candidate<string>[] {
  const label = new RegExp(
    // A scan can lose the colon before a data sheet's first sub-item ("B LANDLORD (1) Name, ...").
    String.raw`^(?:(?:Section|§)\s*)?(?:\(?[\dA-Z]{1,3}(?:\.\d+)*[.),]?\s+)?(?:${roleRe(role)})(?:'s|’s)?(?:\s+name)?(?:\s*[:.]\s*|\s+(?=[({]\s*1\s*\)\s*name\b))`,
    'i',
  );
  // A numbered summary-table row whose columns lost their separator: "1. Landlord Acme Owner, LLC".
  const row = new RegExp(
    String.raw`^(?:Item\s+)?\d{1,2}(?:\.\d{1,2})?[.)]?\s+(?:the\s+)?(?:${roleRe(role)})(?:'s|’s)?(?:\s+name)?\s+(?=[A-Z0-9])`,
    'i',
  );
  const out: Candidate<string>[] = [];
  for (const [i, l] of flat.lines.entries()) {
    const m = label.exec(l.line.text) ?? row.exec(l.line.text);
    if (!m) continue;
    const isRow = !label.test(l.line.text);
    const start = l.start + m[0].length;
    // The caption alone on its line, the value on the next: the Prudential Tower lease's Basic
    // Data ("Landlord:" / "BP Prucenter Acquisition LLC"; "Tenant:" / "The First Marblehead
    // Corporation, a Delaware corporation"). Only an entity's name, and only in the opening
    // quarter: a signature block at the end has the same shape ("LANDLORD:" / "Iowa State
    // University Research" / "Park Corporation", the BioProtection lease) and wraps the name.
    const below = flat.lines[i + 1];
    if (!isRow && !flat.text.slice(start, l.end).trim() && below) {
      if (start > flat.text.length * 0.25) continue;
      const name = cleanName(flat.text.slice(below.start, below.end));
      if (name && ENTITY.test(name)) {
        const at = flat.text.indexOf(name, below.start);
        out.push(candidate(flat, name, at, at + name.length, 0.85));
      }
      continue;
    }
    // The label's own line; a name is not continued onto the next line of a summary. A data
    // sheet's item opens with its first numbered sub-item ("B. LANDLORD: (1) Name: Quail Run
    // Holdings LLC, a Maine ... (2) Address for Notices: ...").
    const subItem = /^[({]\s*(?:1|a)\s*\)\s*(?:(?:legal\s+)?name\s*[:.,]\s*)?/i.exec(
      flat.text.slice(start, l.end),
    );
    const name = cleanName(flat.text.slice(start + (subItem?.[0].length ?? 0), l.end));
    if (!name) continue;
    const early = start < flat.text.length * 0.25;
    if (!ENTITY.test(name) && (!early || isRow)) continue;
    const at = start + (subItem?.[0].length ?? 0);
    out.push(candidate(flat, name, at, at + name.length, ENTITY.test(name) ? 0.9 : 0.6));
  }
  return out;
}

/** 'by and between X, a Delaware corporation ("Landlord"), and Y ("Tenant")'. */
function fromDefinitions(flat: FlatText, role: 'landlord' | 'tenant'): Candidate<string>[] {
  // Also unbracketed, between commas, as older forms write it: 'by and between X, a Minnesota
  // corporation, hereinafter called "Lessor", and Y, a Washington corporation, hereinafter called
  // "Lessee".'
  const def = new RegExp(
    String.raw`\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?|herein\s+called\s+)?(?:the\s+)?["“”']+\s*(?:${roleRe(role)})\s*["“”']+\s*[)}\]]` +
      String.raw`|,\s*(?:hereinafter|herein)\s+(?:referred\s+to\s+as|called|designated\s+as)\s+(?:the\s+)?["“”']+(?:${roleRe(role)})["“”']+(?=\s*[,.;]|\s+and\b)`,
    'gi',
  );
  // A scan reads a closing parenthesis as "}" or "]" ('(hereinafter called "Landlord"}'): the
  // definition still closes there, and the next party's name starts after it. A line can break
  // after the opening quote ('(“' / 'landlord”)'), which the flat text joins with a space.
  const out: Candidate<string>[] = [];
  for (const m of flat.text.matchAll(def)) {
    const at = m.index ?? 0;
    let ctx = flat.text.slice(Math.max(0, at - 240), at);
    // The other party's definition ends before this one's name: at its bracket, or at its
    // closing quote where it was not bracketed.
    ctx = ctx.slice(
      Math.max(
        ctx.lastIndexOf(')'),
        ctx.lastIndexOf('}'),
        ctx.lastIndexOf(']'),
        ctx.lastIndexOf('"'),
        ctx.lastIndexOf('”'),
      ) + 1,
    );
    // The name follows the last "between" / "by" ("entered into ... by X ("Landlord") and ...").
    // "between" before "by": in "by and between X, a ... corporation, all of the interests in
    // which are held by the Y Family Trust, hereinafter called ..." the party is X.
    // A "between" of an earlier sentence does not count.
    let between = ctx.search(/\bbetween\s+(?!.*\bbetween\s)/is);
    const by = ctx.search(/\bby\s+(?!.*\bby\s)/is);
    if (between < 0 || (by > between && /\.\s+[A-Z]/.test(ctx.slice(between, by)))) between = by;
    if (between >= 0) ctx = ctx.slice(between).replace(/^(?:between|by)\s+/i, '');
    ctx = ctx.replace(/^[\s,]*(?:and\s+)?/i, '');
    const name = cleanName(ctx);
    if (!name) continue;
    const start = flat.text.lastIndexOf(name, at);
    out.push(candidate(flat, name, start, start + name.length, ENTITY.test(name) ? 0.85 : 0.6));
  }
  return out;
}

/**
 * A letter lease names the parties by pronoun: 'the terms on which X, a Florida limited liability
 * company ("we" or "us"), leases space to Y, a Michigan limited partnership ("you")'. Which one is
 * the landlord is said by the verb between the two, never by the pronoun: X "leases (space) to" Y
 * makes X the landlord, X "leases from" / "rents from" Y makes X the tenant; any other wording
 * gives no role. None of the SEC leases defines a party as "we" or "you", so this adds nothing there.
 */
function fromPronouns(flat: FlatText, role: 'landlord' | 'tenant'): Candidate<string>[] {
  const def =
    /\(\s*["“”']+(?:we|us|you)["“”']+(?:\s*(?:or|,|and)\s*["“”']+(?:we|us|you|our|your)["“”']+)*\s*\)/gi;
  const found: { name: string; start: number; defEnd: number }[] = [];
  for (const m of flat.text.matchAll(def)) {
    const at = m.index ?? 0;
    let ctx = flat.text.slice(Math.max(0, at - 200), at);
    ctx = ctx.slice(Math.max(ctx.lastIndexOf(')'), ctx.lastIndexOf('.  ')) + 1);
    // The name follows the last "which", "between", "by", "to" or "from" before the definition.
    const lead = /\b(?:which|between|by|to|from|and)\s+(?!.*\b(?:which|between|by|to|from|and)\s)/is.exec(
      ctx,
    );
    if (lead) ctx = ctx.slice(lead.index + lead[0].length);
    const name = cleanName(ctx.replace(/^[\s,]+/, ''));
    if (!name || !ENTITY.test(name)) continue;
    found.push({ name, start: flat.text.lastIndexOf(name, at), defEnd: at + m[0].length });
  }
  const out: Candidate<string>[] = [];
  for (let i = 0; i + 1 < found.length; i++) {
    const a = found[i] as (typeof found)[number];
    const b = found[i + 1] as (typeof found)[number];
    const between = flat.text.slice(a.defEnd, b.start);
    if (between.length > 80) continue;
    const lessorFirst = /\b(?:leases?|lets|rents?|subleases?|demises?)\b[^.;]{0,40}\bto\s*$/i.test(between);
    const lesseeFirst = /\b(?:leases?|rents?|takes?|hires?)\b[^.;]{0,40}\bfrom\s*$/i.test(between);
    if (lessorFirst === lesseeFirst) continue;
    const landlord = lessorFirst ? a : b;
    const tenant = lessorFirst ? b : a;
    const p = role === 'landlord' ? landlord : tenant;
    out.push(candidate(flat, p.name, p.start, p.start + p.name.length, 0.85));
  }
  return out;
}

/**
 * A plain-English lease says who each party is in a sentence of its own: "Eastlake Investors II,
 * L.P., a Ohio limited partnership, owns the Unit and is the landlord (“we,” “us” or “Owner”).
 * Alder Creek Staffing Solutions LP, a Washington limited partnership, is the tenant (“you”)."
 * The name opens the sentence (cleanName stops it at ", a ..."); only an entity's name.
 */
function fromIsTheRole(flat: FlatText, role: 'landlord' | 'tenant'): Candidate<string>[] {
  const is = new RegExp(String.raw`\bis\s+the\s+(?:${roleRe(role)})\b`, 'i');
  const out: Candidate<string>[] = [];
  for (const m of flat.text.matchAll(new RegExp(is.source, 'gi'))) {
    const at = m.index ?? 0;
    // The sentence's start: the last stop before a capital within 250 characters, not inside
    // the name's own "L.P." or "Inc.".
    const before = flat.text.slice(Math.max(0, at - 250), at);
    const stops = [...before.matchAll(/[.:]\s+(?=[A-Z])/g)].filter(
      (x) => !KEEP_PERIOD.test(before.slice(0, (x.index ?? 0) + 1)),
    );
    const from = Math.max(0, at - 250) + ((stops.at(-1)?.index ?? -2) + (stops.at(-1)?.[0].length ?? 2));
    const name = cleanName(flat.text.slice(from, at));
    if (!name || !ENTITY.test(name) || /\b(?:is|are|owns?|has)\b/.test(name)) continue;
    out.push(candidate(flat, name, from, from + name.length, 0.85));
  }
  return out;
}

/**
 * A cover or summary page that sets each party's name above its role on a line of its own:
 * "Canyon Ridge Investors II, L.P." / "(Landlord)" / "And" / "Orchard Hill Studio Inc." /
 * "(Tenant)" (the research-park lease's Summary Page). Only an entity's name, in the opening quarter.
 */
function fromRoleLines(flat: FlatText, role: 'landlord' | 'tenant'): Candidate<string>[] {
  const roleLine = new RegExp(String.raw`^\(\s*(?:the\s+)?(?:${roleRe(role)})\s*\)$`, 'i');
  const out: Candidate<string>[] = [];
  for (const [i, l] of flat.lines.entries()) {
    if (i === 0 || !roleLine.test(l.line.text.trim()) || l.start > flat.text.length * 0.25) continue;
    const above = flat.lines[i - 1] as (typeof flat.lines)[number];
    const name = cleanName(flat.text.slice(above.start, above.end));
    if (!name || !ENTITY.test(name)) continue;
    const at = flat.text.indexOf(name, above.start);
    out.push(candidate(flat, name, at, at + name.length, 0.85));
  }
  return out;
}

/** The party's row of a summary block ("1.2 Landlord   Windward Retail Partners, L.P., a ..."). */
function fromSummary(flat: FlatText, role: 'landlord' | 'tenant'): Candidate<string>[] {
  const key = new RegExp(`^(?:${roleRe(role)})(?:'s)?(?: name)?$`);
  return lookupTerm(structureOf(flat).terms, key)
    .filter((t) => t.form === 'summary')
    .flatMap((t) => {
      const name = cleanName(t.value);
      return name
        ? [candidate(flat, name, t.start, t.start + name.length, ENTITY.test(name) ? 0.95 : 0.7)]
        : [];
    });
}

export function findParty(flat: FlatText, role: 'landlord' | 'tenant'): Candidate<string> | null {
  const key = (v: string) => v.toLowerCase().replace(/[^a-z0-9]/g, '');
  const all = [
    ...fromSummary(flat, role),
    ...fromLabels(flat, role),
    ...fromRoleLines(flat, role),
    ...fromDefinitions(flat, role),
    ...fromPronouns(flat, role),
    ...fromIsTheRole(flat, role),
  ];
  const won = vote(all, key);
  // A cover page sets the names in capitals ("ELM CROSSING PROPERTY COMPANY, INC."); the body
  // writes the same name as the party writes it, which is the one to report.
  if (won?.value && !/[a-z]/.test(won.value)) {
    const written = all.find(
      (c) => c.value && /[a-z]/.test(c.value) && key(c.value) === key(won.value as string),
    );
    if (written) return { ...written, confidence: won.confidence };
    // Else the same words written in mixed case anywhere (a notice address, an exhibit).
    const words = won.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    for (const m of flat.text.matchAll(new RegExp(words, 'gi'))) {
      if (!/[a-z]/.test(m[0])) continue;
      const at = m.index ?? 0;
      return candidate(flat, m[0].replace(/\s+/g, ' '), at, at + m[0].length, won.confidence);
    }
  }
  return won;
}
