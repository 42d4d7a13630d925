/** Builds small PDFs with pdfkit at test time, so no binary fixture has to live in the repo. */
import PDFDocument from 'pdfkit';

export type PdfKitDoc = InstanceType<typeof PDFDocument>;

/** Runs `draw` on a fresh letter-size document (one page to start with) and returns the PDF bytes. */
export function makePdf(
  draw: (doc: PdfKitDoc) => void,
  options: ConstructorParameters<typeof PDFDocument>[0] = {},
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 72, compress: true, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A statement page: header block, two-column header, a table with right-aligned amounts. */
export function drawStatement(doc: PdfKitDoc): void {
  doc.font('Helvetica-Bold').fontSize(14).text('2023 CAM Reconciliation', 72, 72);
  doc.font('Helvetica').fontSize(10);
  doc.text('Tenant: Blue Fern Bakery LLC', 72, 110);
  doc.text('Statement Date: May 3, 2024', 340, 110);
  doc.text('Premises: Suite 12', 72, 125);
  doc.text('Period: Jan 1 - Dec 31, 2023', 340, 125);
  const rows: [string, string][] = [
    ['Landscaping', '$12,384.34'],
    ['Snow Removal', '$9,815.05'],
    ['Property Management Fee', '$3,106.74'],
    ['Total Operating Expenses', '$25,306.13'],
  ];
  let y = 170;
  for (const [label, amount] of rows) {
    doc.text(label, 72, y);
    doc.text(amount, 400, y, { width: 140, align: 'right' });
    y += 16;
  }
  doc.text('Landscaping ........................ 18,400.00', 72, y + 10, { lineBreak: false });
  doc.text(
    'The credit shown above will be applied against your next monthly rent invoice unless you ask for a refund in writing.',
    72,
    y + 40,
    { width: 300 },
  );
}
