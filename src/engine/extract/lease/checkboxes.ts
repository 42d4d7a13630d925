/**
 * Pre-printed lease forms (a REALTOR association's commercial lease, a landlord's standard form)
 * print every choice with all its options and let a checked box say which applies: "This Lease is
 * a (check one): [X] Net lease ... [ ] Modified gross lease: ... over the base year ____".
 * The form itself says "boxes not checked do not apply", so an unchecked option is no term of the
 * lease and is read as if blank: its text is replaced by spaces in the searchable text (offsets
 * stay aligned, so evidence is still quoted verbatim from the printed line, box and all).
 *
 * An option ends at the next box, at the next numbered paragraph, at the "." or ";" that ends its
 * last printed line (a listed option), or, for a box inside a line
 * ("Landlord [X] shall [ ] shall not be entitled"), after the words of the alternative it
 * answers: the checked option's words, one more where it repeats them ("shall" / "shall not").
 */

const BOX = /\[\s?[xX✓✔]?\s?\]|[☐☒☑□■]/g;
const CHECKED = /^(?:\[\s?[xX✓✔]\s?\]|[☒☑■])$/;
// A numbered paragraph or section starts: "8. TENANT'S PRO RATA SHARE.", "12 REAL ESTATE TAXES".
const PARAGRAPH = /\s(?=\d{1,2}\.\s+[A-Z][A-Z'’&; -]{3,}\.)/g;

interface Box {
  index: number;
  length: number;
  checked: boolean;
}

function boxesIn(text: string): Box[] {
  return [...text.matchAll(BOX)].map((m) => ({
    index: m.index ?? 0,
    length: m[0].length,
    checked: CHECKED.test(m[0]),
  }));
}

/** The end of `count` words after `from` (the last word's end). */
function afterWords(text: string, from: number, count: number): number {
  const re = /\S+/g;
  re.lastIndex = from;
  let end = from;
  for (let i = 0; i < count; i++) {
    const m = re.exec(text);
    if (!m) break;
    end = m.index + m[0].length;
  }
  return end;
}

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);

/**
 * The text with every unchecked option blanked (same length). `lineStarts` are the offsets where
 * printed lines start (a box at a line's start begins a listed option; elsewhere an inline one).
 * Text with no checked box at all is returned unchanged: a form nobody filled in tells nothing.
 */
export function blankUncheckedOptions(text: string, lineStarts: number[]): string {
  const boxes = boxesIn(text);
  if (!boxes.some((b) => b.checked) || !boxes.some((b) => !b.checked)) return text;
  const starts = new Set(lineStarts);
  const atLineStart = (i: number) => {
    let j = i;
    while (j > 0 && text[j - 1] === ' ') j--;
    return starts.has(j) || starts.has(i);
  };
  const paragraphs = [...text.matchAll(PARAGRAPH)].map((m) => (m.index ?? 0) + 1);
  const chars = text.split('');
  boxes.forEach((box, k) => {
    if (box.checked) return;
    const next = boxes[k + 1]?.index ?? text.length;
    const para = paragraphs.find((p) => p > box.index) ?? text.length;
    let end = Math.min(next, para);
    // A listed option ends with its line: the first "." or ";" that ends a printed line.
    for (let i = box.index + box.length; i < end; i++) {
      if ((text[i] === '.' || text[i] === ';') && (i + 1 === text.length || starts.has(i + 2))) {
        end = i + 1;
        break;
      }
    }
    const prev = boxes[k - 1];
    if (!atLineStart(box.index) && prev && prev.index + prev.length <= box.index) {
      // An inline alternative: as many words as the option it answers (one more where it repeats them).
      const answered = words(text.slice(prev.index + prev.length, box.index));
      const own = words(text.slice(box.index + box.length, end));
      if (answered.length && answered.length <= 4 && own.length > answered.length) {
        const repeats = answered.every((w, i) => own[i]?.toLowerCase() === w.toLowerCase());
        end = Math.min(end, afterWords(text, box.index + box.length, answered.length + (repeats ? 1 : 0)));
      }
    }
    for (let i = box.index; i < end; i++) chars[i] = ' ';
  });
  // The checked boxes themselves are marks, not words.
  for (const box of boxes)
    if (box.checked) for (let i = box.index; i < box.index + box.length; i++) chars[i] = ' ';
  return chars.join('');
}
