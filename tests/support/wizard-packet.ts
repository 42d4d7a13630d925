import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { analysisQueue } from '../../src/server/db/schema';
import type { SignedInClient, TestApp } from './test-app';

export const SAMPLES = path.resolve(import.meta.dirname, '../../../shared/samples');

/** The sample-01 packet as the wizard's steps take it. */
export interface PacketFile {
  file: string;
  uploadType: string;
  /** Bytes to send instead of reading `file` from the samples. */
  bytes?: Uint8Array;
}

export const SAMPLE_01_PACKET: PacketFile[] = [
  { file: 'sample-01/lease.pdf', uploadType: 'lease_agreement' },
  { file: 'sample-01/recon-2023.pdf', uploadType: 'reconciliation' },
  { file: 'sample-01/recon-2024.pdf', uploadType: 'reconciliation' },
  { file: 'sample-01/bill.pdf', uploadType: 'current_bill' },
];

export async function openWizard(
  user: SignedInClient,
): Promise<{ request_id: string; current_step: number }> {
  const res = await user.client.get('/api/wizard');
  if (res.status !== 200) throw new Error(`GET /api/wizard: ${res.status}`);
  return ((await res.json()) as { wizard: { request_id: string; current_step: number } }).wizard;
}

/** Uploads one file into the user's open wizard; answers the HTTP response. */
export function uploadToWizard(
  user: SignedInClient,
  requestId: string,
  uploadType: string,
  bytes: Uint8Array,
  name: string,
): Promise<Response> {
  const fd = new FormData();
  fd.append('upload_type', uploadType);
  fd.append('request_id', requestId);
  fd.append('file', new File([Buffer.from(bytes)], name, { type: 'application/pdf' }));
  return user.client.send('POST', '/api/documents', fd);
}

/** Opens the wizard and uploads a packet (sample files by default); returns the request id. */
export async function uploadPacket(
  user: SignedInClient,
  packet: PacketFile[] = SAMPLE_01_PACKET,
): Promise<string> {
  const { request_id } = await openWizard(user);
  for (const p of packet) {
    const bytes = p.bytes ?? readFileSync(path.join(SAMPLES, p.file));
    const res = await uploadToWizard(user, request_id, p.uploadType, bytes, path.basename(p.file));
    if (res.status !== 201) throw new Error(`upload ${p.file}: ${res.status} ${await res.text()}`);
  }
  return request_id;
}

export function submit(user: SignedInClient, requestId: string, comments?: string): Promise<Response> {
  return user.client.post('/api/wizard/submit', { request_id: requestId, comments });
}

/** Waits until the request's queue entry reaches one of `states` (the worker runs in the app). */
export async function waitForQueueStatus(
  t: TestApp,
  requestId: string,
  states: string[] = ['completed', 'failed'],
  timeoutMs = 90_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [entry] = await t.services.db
      .select()
      .from(analysisQueue)
      .where(eq(analysisQueue.requestId, requestId));
    if (entry && states.includes(entry.status)) return entry;
    if (Date.now() > deadline) throw new Error(`request ${requestId} still ${entry?.status ?? 'missing'}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Job settings that keep the worker tests quick: fast polling, short retry delays. */
export const FAST_JOBS = {
  JOB_POLL_INTERVAL_SECONDS: '0.5',
  ANALYSIS_RETRY_DELAY_SECONDS: '1',
  JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
  ANALYSIS_RETRY_LIMIT: '2',
};
