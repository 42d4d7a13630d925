import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Database } from '../../src/server/db/client';
import { documents, profiles, users } from '../../src/server/db/schema';

/** Test data builders shared by test files (append only). */

/**
 * A small valid PDF with `pages` pages (all sharing one content stream), written by hand so
 * that page counts far past any limit stay cheap: 100,000 pages are about 12 MB, like the
 * hostile file of issue 11. `count` overrides the page tree's /Count (a lying header).
 */
export function pdfWithPages(
  pages: number,
  opts: { text?: string; count?: number; padTo?: number } = {},
): Buffer {
  if (opts.padTo === undefined) {
    const { head, body } = pdfParts(pages, opts, 0);
    return Buffer.concat([head, body]);
  }
  // An unused stream object right after the header pads the file to exactly `padTo` bytes.
  const { head, padding, body } = paddedParts(pages, opts, opts.padTo);
  return Buffer.concat([head, Buffer.alloc(padding, ' '), body]);
}

/**
 * A one-page PDF of exactly `size` bytes in three parts, for streaming a large upload
 * without holding it: `head`, then `padding` bytes of any content that the caller writes,
 * then `body`. The padding is the data of a stream object no page uses, as in a real large
 * PDF (a scan's images): a reader skips it by its /Length, as it would skip an image.
 */
export function paddedPdfParts(size: number): { head: Buffer; padding: number; body: Buffer } {
  return paddedParts(1, {}, size);
}

function paddedParts(pages: number, opts: { text?: string; count?: number }, size: number) {
  // The head and body grow with the digits of the padding and offsets: settle it in passes.
  let padding = 0;
  for (let pass = 0; pass < 3; pass++) {
    const { head, body } = pdfParts(pages, opts, padding);
    padding = size - head.length - body.length;
  }
  if (padding < 2) throw new Error(`a PDF of ${pages} page(s) needs more than ${size} bytes`);
  const { head, body } = pdfParts(pages, opts, padding);
  if (head.length + padding + body.length !== size) throw new Error(`cannot pad a PDF to ${size} bytes`);
  return { head, padding, body };
}

/** The header line and the objects, xref and trailer of a PDF whose objects start `padding` bytes later. */
function pdfParts(
  pages: number,
  opts: { text?: string; count?: number },
  padding: number,
): { head: Buffer; body: Buffer } {
  const text = (opts.text ?? 'LeaseAudit test page').replace(/[()\\]/g, '');
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const fixed = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '', // the page tree, filled in below once the kids are known
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  const firstPage = fixed.length + 1;
  const kids: string[] = [];
  for (let i = 0; i < pages; i++) kids.push(`${firstPage + i} 0 R`);
  fixed[1] = `<< /Type /Pages /Count ${opts.count ?? pages} /Kids [${kids.join(' ')}] >>`;
  const page =
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 3 0 R >> >> >>';
  const total = fixed.length + pages + 1;
  // The padding is the data of object `total` (past /Size, so outside the xref: unused).
  const head = padding > 0 ? `%PDF-1.7\n${total} 0 obj\n<< /Length ${padding} >>\nstream\n` : '%PDF-1.7\n';
  const chunks: string[] = padding > 0 ? ['\nendstream\nendobj\n'] : [];
  const offsets: number[] = [];
  let at = head.length + padding + (padding > 0 ? chunks[0]!.length : 0);
  const add = (n: number, body: string) => {
    const obj = `${n} 0 obj\n${body}\nendobj\n`;
    offsets.push(at);
    chunks.push(obj);
    at += Buffer.byteLength(obj);
  };
  for (const [i, body] of fixed.entries()) add(i + 1, body);
  for (let i = 0; i < pages; i++) add(firstPage + i, page);
  const xref = [`xref\n0 ${total}\n0000000000 65535 f \n`];
  for (const off of offsets) xref.push(`${String(off).padStart(10, '0')} 00000 n \n`);
  chunks.push(xref.join(''), `trailer\n<< /Size ${total} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`);
  return { head: Buffer.from(head, 'latin1'), body: Buffer.from(chunks.join(''), 'latin1') };
}

/** A PDF whose page tree has no pages at all. */
export function pdfWithoutPages(): Buffer {
  return pdfWithPages(0);
}

/** A real password-protected PDF (pdfkit's standard security handler, user password set). */
export function encryptedPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner', pdfVersion: '1.7' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('A lease nobody can read without the password.');
    doc.end();
  });
}

/** Only the header line: what an upload cut off after its first bytes looks like. */
export function headerOnlyPdf(): Buffer {
  return Buffer.from('%PDF-1.7\n');
}

/**
 * Customers (a users row + a profile with role user, no password) written straight to the
 * database, one per `createdAt` (ISO text: microseconds and repeats are kept, for ordering
 * tests). Returns their ids in the same order.
 */
export async function insertCustomers(db: Database, createdAts: string[]): Promise<string[]> {
  const ids = createdAts.map(() => randomBytes(12).toString('hex'));
  if (!ids.length) return ids;
  const at = (i: number) => sql`${createdAts[i]}::timestamptz`;
  await db.insert(users).values(
    ids.map((id, i) => ({
      id,
      name: 'Listed Customer',
      email: `listed-${id}@example.com`,
      createdAt: at(i),
    })),
  );
  await db
    .insert(profiles)
    .values(ids.map((id, i) => ({ id, email: `listed-${id}@example.com`, role: 'user', createdAt: at(i) })));
  return ids;
}

/** Documents of `ownerId` written straight to the database (no blob), one per entry. */
export async function insertDocuments(
  db: Database,
  ownerId: string,
  rows: { createdAt: string; analysisStatus: string | null }[],
): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await db
    .insert(documents)
    .values(
      rows.map((r, i) => ({
        title: `Listed document ${i + 1}`,
        filePath: `missing/${randomBytes(8).toString('hex')}.pdf`,
        createdBy: ownerId,
        analysisStatus: r.analysisStatus,
        createdAt: sql`${r.createdAt}::timestamptz`,
      })),
    )
    .returning({ id: documents.id });
  return inserted.map((r) => r.id);
}

/** Descriptors of process `pid` (Linux /proc) open on files under `dir`. */
export function openFilesUnder(pid: number | 'self', dir: string): string[] {
  const fdDir = `/proc/${pid}/fd`;
  const open: string[] = [];
  for (const fd of readdirSync(fdDir)) {
    try {
      const target = readlinkSync(`${fdDir}/${fd}`);
      if (target.startsWith(dir)) open.push(target);
    } catch {
      // closed while we looked
    }
  }
  return open;
}

/** How many descriptors process `pid` has open (Linux /proc). */
export function openDescriptorCount(pid: number | 'self'): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** Every file below `dir` (recursively; hidden temp files included), as paths relative to it. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** A multipart/form-data body written by hand (for part orders and malformed bodies FormData cannot make). */
export function multipartBody(
  parts: (
    | { name: string; value: string }
    | { name: string; filename: string; type?: string; data: Buffer }
  )[],
  boundary = `----leaseaudit${Math.random().toString(16).slice(2)}`,
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? 'application/pdf'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** What each descriptor of process `pid` points at (Linux /proc): `socket:[...]`, a path, `anon_inode:[eventfd]`. */
export function openDescriptors(pid: number | 'self'): string[] {
  const fdDir = `/proc/${pid}/fd`;
  const out: string[] = [];
  for (const fd of readdirSync(fdDir)) {
    try {
      out.push(readlinkSync(`${fdDir}/${fd}`));
    } catch {
      // closed while we looked
    }
  }
  return out;
}

/** The body of a public sign-up (spec 2.4: both names and the terms acceptance), as the web sends it. */
export function signUpBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Maria Lopez',
    email,
    password: 'bakery-2024',
    firstName: 'Maria',
    lastName: 'Lopez',
    acceptedTerms: true,
    ...extra,
  };
}
