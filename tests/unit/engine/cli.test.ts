import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/engine/pdf/read-document';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SAMPLE = path.resolve(ROOT, '../shared/samples/sample-01');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'leaseaudit-cli-'));

function cli(...args: string[]) {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'bin/leaseaudit.js'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: res.status, stdout: res.stdout, stderr: res.stderr };
}

describe('leaseaudit analyze (contract section 4)', () => {
  it('prints audit.json with documents, lease, statements and bills, and only that, to standard output', () => {
    const r = cli(
      'analyze',
      '--lease',
      `${SAMPLE}/lease.pdf`,
      '--reconciliation',
      `${SAMPLE}/recon-2024.pdf`,
      '--reconciliation',
      `${SAMPLE}/recon-2023.pdf`,
      '--bill',
      `${SAMPLE}/bill.pdf`,
    );
    expect(r.code).toBe(0);
    const audit = JSON.parse(r.stdout);
    expect(audit.schemaVersion).toBe(1);
    expect(audit.documents.map((d: { file: string; role: string }) => `${d.role}:${d.file}`)).toEqual([
      'lease:lease.pdf',
      'reconciliation:recon-2024.pdf',
      'reconciliation:recon-2023.pdf',
      'bill:bill.pdf',
    ]);
    expect(audit.documents[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(audit.lease.premisesRsf.value).toBe(18103);
    // Statements come out in year order whatever the argument order.
    expect(audit.statements.map((s: { year: number }) => s.year)).toEqual([2023, 2024]);
    expect(audit.bills).toHaveLength(1);
    expect(Array.isArray(audit.findings)).toBe(true);
    expect(Array.isArray(audit.warnings)).toBe(true);
    expect(r.stderr).toContain('reading lease.pdf');
  });

  it('writes to --out and accepts any subset of roles', () => {
    const out = path.join(tmp, 'audit.json');
    const r = cli('analyze', '--reconciliation', `${SAMPLE}/recon-2024.pdf`, '--out', out);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const audit = JSON.parse(readFileSync(out, 'utf8'));
    expect(audit.lease).toBeNull();
    expect(audit.statements[0].year).toBe(2024);
    expect(audit.bills).toEqual([]);
  });

  it('exits 2 with a one-line reason for bad arguments and unreadable input', () => {
    const noArgs = cli();
    expect(noArgs.code).toBe(2);
    expect(noArgs.stderr.trim().split('\n')).toHaveLength(1);

    expect(cli('analyze').code).toBe(2);
    expect(cli('analyze', '--color', 'x.pdf').code).toBe(2);

    const missing = cli('analyze', '--lease', path.join(tmp, 'nope.pdf'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nope\.pdf/);

    const fake = path.join(tmp, 'fake.pdf');
    writeFileSync(fake, 'this is not a pdf at all');
    const notPdf = cli('analyze', '--lease', fake);
    expect(notPdf.code).toBe(2);
    // Progress lines may come first; the reason is the last line.
    expect(notPdf.stderr.trim().split('\n').at(-1)).toBe(
      'leaseaudit: fake.pdf is not a PDF: export or scan the document to PDF and upload it again',
    );
    expect(notPdf.stdout).toBe('');
  });

  it('--report writes the PDF report rendered from audit.json; --tier picks the tier', async () => {
    const out = path.join(tmp, 'audit-r.json');
    const report = path.join(tmp, 'report.pdf');
    const r = cli(
      'analyze',
      '--reconciliation',
      `${SAMPLE}/recon-2024.pdf`,
      '--out',
      out,
      '--report',
      report,
      '--tier',
      'premium',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const audit = JSON.parse(readFileSync(out, 'utf8'));
    const doc = await readDocument(report, { ocr: 'never' });
    const text = doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
    expect(text).toContain('CAM Audit Report');
    expect(text).toContain('PREMIUM REPORT');
    expect(text).toContain(`Statement years ${audit.statements[0].year}`);
    expect(text).toContain('Ready-to-send e-mails');
    expect(text).toContain('informational, not legal or financial advice');
  });

  it('exits 2 with a one-line reason for a bad --tier, before reading anything', () => {
    const r = cli(
      'analyze',
      '--reconciliation',
      `${SAMPLE}/recon-2024.pdf`,
      '--report',
      path.join(tmp, 'x.pdf'),
      '--tier',
      'gold',
    );
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual(['leaseaudit: --tier must be basic or premium, not "gold"']);
    expect(r.stdout).toBe('');
  });
});
