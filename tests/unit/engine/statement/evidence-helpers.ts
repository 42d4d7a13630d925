import type { DocumentText } from '../../../../src/engine/pdf/types';
import type { Evidence } from '../../../../src/engine/types';

/** Every quote must stand verbatim in one line of the page it cites. */
export function unquoted(doc: DocumentText, evidence: Evidence[]): Evidence[] {
  return evidence.filter((e) => {
    const page = doc.pages.find((p) => p.page === e.page);
    return !e.quote || !page?.lines.some((l) => l.text.includes(e.quote));
  });
}
