import type { PacketInput } from '../../engine/analyze';
import type { PdfErrorCode } from '../../engine/pdf/errors';
import type { DocumentRole } from '../../engine/types';

/** What the worker sends the engine process (one message, then the process ends). */
export interface EngineJob {
  inputs: (PacketInput & { source: Uint8Array; file: string })[];
  tier: 'basic' | 'premium';
  maxPages: number;
  documentSeconds: number;
  packetSeconds: number;
  optionalRoles: DocumentRole[];
}

/** What the engine process answers, in order: progress, then one result or error. */
export type EngineMessage =
  | { type: 'ready' }
  | { type: 'reading'; index: number }
  | { type: 'extracting' }
  | { type: 'done'; audit: unknown; pdf: Uint8Array }
  | { type: 'pdf-error'; code: PdfErrorCode; file: string; message: string }
  | { type: 'error'; message: string };
