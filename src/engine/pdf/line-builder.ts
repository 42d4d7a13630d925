/**
 * Rebuilds reading-order lines and column cells from positioned text runs. Shared by the
 * text layer and OCR so both produce the same shape: runs are grouped by baseline, ordered
 * left to right, joined with single spaces where there is a word gap, and split into cells
 * where the gap is as wide as a table column gutter or where a dot leader runs.
 */
import type { TextLine, TextSpan } from './types';

/** Fraction of the font size above which two runs are separate words (a space is ~0.25 em). */
const WORD_GAP_EM = 0.15;
/** Gap, in average character widths, that separates two cells (table columns, header blocks). */
const CELL_GAP_CHARS = 2;
/** Baselines closer than this fraction of the font size belong to the same line. */
const BASELINE_TOLERANCE_EM = 0.45;
/** 3+ dots, optionally single-spaced (". . ."), or 2+ ellipsis characters: a leader, not text. */
const DOT_LEADER = /\s*(?:\.(?: ?\.){2,}|…{2,}|(?:… ?){2,})\s*/g;

interface Piece {
  text: string;
  x: number;
  right: number;
  size: number;
  charWidth: number;
  /** This piece starts a new cell because a dot leader preceded it inside the same run. */
  afterLeader: boolean;
  /** From an OCR word (TextSpan.word). */
  word: boolean;
}

interface Row {
  baseline: number;
  size: number;
  spans: TextSpan[];
}

/** Groups spans whose baselines agree (relative to font height) into rows, top to bottom. */
function groupByBaseline(spans: TextSpan[]): Row[] {
  const sorted = spans.filter((s) => s.text.trim() !== '').sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Row[] = [];
  for (const span of sorted) {
    const size = Math.max(span.height, 1);
    // Rows only grow downward, so the match is among the last few rows.
    let best: Row | null = null;
    let bestDy = Number.POSITIVE_INFINITY;
    for (let i = rows.length - 1; i >= 0 && i >= rows.length - 4; i--) {
      const row = rows[i]!;
      const dy = Math.abs(row.baseline - span.y);
      if (dy <= BASELINE_TOLERANCE_EM * Math.min(row.size, size) && dy < bestDy) {
        best = row;
        bestDy = dy;
      }
    }
    if (best) {
      // Running mean keeps the row anchored on its majority baseline (a superscript does not drag it).
      best.baseline = (best.baseline * best.spans.length + span.y) / (best.spans.length + 1);
      best.size = Math.max(best.size, size);
      best.spans.push(span);
    } else {
      rows.push({ baseline: span.y, size, spans: [span] });
    }
  }
  return rows.sort((a, b) => a.baseline - b.baseline);
}

/** Splits one run at its dot leaders, placing each part by its share of the run's characters. */
/**
 * OCR words are words: tightly set text ("Collection Matter") keeps its space. Digits on both
 * sides are the exception, a number OCR cut in two ("16," "980.05").
 */
function separateWords(prev: Piece, next: Piece): boolean {
  if (!prev.word || !next.word) return false;
  return !(/[\d,.$]$/.test(prev.text) && /^[\d,.]/.test(next.text));
}

function piecesOf(span: TextSpan): Piece[] {
  const len = Math.max(span.text.length, 1);
  const charWidth = span.width > 0 ? span.width / len : span.height * 0.5;
  const pieces: Piece[] = [];
  let start = 0;
  let afterLeader = false;
  const push = (from: number, to: number) => {
    const raw = span.text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text) {
      const x = span.x + (from + lead) * charWidth;
      pieces.push({
        text,
        x,
        right: x + text.length * charWidth,
        size: span.height,
        charWidth,
        afterLeader,
        word: span.word === true,
      });
    }
  };
  for (const m of span.text.matchAll(DOT_LEADER)) {
    push(start, m.index);
    start = m.index + m[0].length;
    afterLeader = true;
  }
  push(start, span.text.length);
  // A run made only of a leader still separates what is left and right of it.
  if (pieces.length === 0 && afterLeader) {
    pieces.push({
      text: '',
      x: span.x,
      right: span.x + span.width,
      size: span.height,
      charWidth,
      afterLeader,
      word: false,
    });
  }
  return pieces;
}

/** Collapses internal whitespace so words are joined by exactly one space. */
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function rowToLine(row: Row, page: number): TextLine | null {
  const pieces = row.spans.sort((a, b) => a.x - b.x).flatMap(piecesOf);
  const cells: string[] = [];
  const cellX: number[] = [];
  const cellRight: number[] = [];
  let current = '';
  let currentX = 0;
  let currentRight = 0;
  let prev: Piece | null = null;
  let leaderPending = false;
  const flush = () => {
    const text = squash(current);
    if (text) {
      cells.push(text);
      cellX.push(currentX);
      cellRight.push(currentRight);
    }
    current = '';
  };
  for (const piece of pieces) {
    if (piece.text === '') {
      // Standalone leader run: whatever follows is a new cell.
      leaderPending = true;
      continue;
    }
    if (prev === null || current === '') {
      if (leaderPending || piece.afterLeader) flush();
      current = piece.text;
      currentX = piece.x;
      currentRight = piece.right;
    } else {
      const gap = piece.x - prev.right;
      const size = Math.max(prev.size, piece.size, 1);
      const charWidth = (prev.charWidth + piece.charWidth) / 2;
      if (leaderPending || piece.afterLeader || gap >= CELL_GAP_CHARS * charWidth) {
        flush();
        current = piece.text;
        currentX = piece.x;
        currentRight = piece.right;
      } else if (
        gap > WORD_GAP_EM * size ||
        separateWords(prev, piece) ||
        /\s$/.test(current) ||
        /^\s/.test(piece.text)
      ) {
        current += ` ${piece.text}`;
      } else {
        current += piece.text;
      }
      currentRight = piece.right;
    }
    leaderPending = false;
    prev = piece;
  }
  flush();
  if (cells.length === 0) return null;
  return {
    page,
    text: cells.join(' '),
    cells,
    cellX: cellX.map(round2),
    cellRight: cellRight.map(round2),
    y: round2(row.baseline),
    x: round2(cellX[0] ?? 0),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Reading-order lines of one page from its positioned runs (PDF points, origin top-left). */
export function buildLines(spans: TextSpan[], page: number): TextLine[] {
  const lines: TextLine[] = [];
  for (const row of groupByBaseline(spans)) {
    const line = rowToLine(row, page);
    if (line) lines.push(line);
  }
  return lines;
}
