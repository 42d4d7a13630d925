import { expect } from 'vitest';
import type { DocumentText } from '../../../../src/engine/pdf/types';
import type { Field, LeaseData } from '../../../../src/engine/types';

/** Every evidence quote must stand verbatim on one line of the page it cites. */
export function expectQuotesOnPages(docs: DocumentText[], lease: LeaseData): void {
  for (const [field, f] of Object.entries(lease) as [string, Field<unknown>][]) {
    if (!f.evidence) continue;
    const { file, page, quote } = f.evidence;
    const doc = docs.find((d) => d.file === file);
    const lines = doc?.pages[page - 1]?.lines ?? [];
    expect(quote.length, `${field}: empty quote`).toBeGreaterThan(0);
    expect(
      lines.some((l) => l.text.includes(quote)),
      `${field}: "${quote}" not on ${file} p${page}`,
    ).toBe(true);
  }
}
