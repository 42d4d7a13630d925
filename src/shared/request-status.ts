/**
 * Spec section 4 "Request status": a request's status is derived from its documents,
 * in order, later documents overwriting earlier ones. Pure: used by server and web.
 */

export type AnalysisStatus = 'pending' | 'processing' | 'completed' | 'failed';
export type RequestStatus = 'pending' | 'processing' | 'in_progress' | 'completed' | 'failed';

export interface StatusSource {
  analysis_status: string | null | undefined;
  va_design_status: string | null | undefined;
}

export function deriveDocumentStatus(doc: StatusSource): RequestStatus {
  const analysis = doc.analysis_status ?? 'pending';
  if (analysis === 'processing') return 'processing';
  if (analysis === 'completed') return doc.va_design_status === 'completed' ? 'completed' : 'in_progress';
  if (analysis === 'failed') return 'failed';
  return 'pending';
}

export function deriveRequestStatus(documents: readonly StatusSource[]): RequestStatus {
  let status: RequestStatus = 'pending';
  for (const doc of documents) status = deriveDocumentStatus(doc);
  return status;
}

export type StatusTone = 'green' | 'yellow' | 'blue' | 'orange' | 'grey' | 'red';

/** Labels and colours of spec 4; `onDashboard` paints pending orange, elsewhere grey. */
export function requestStatusBadge(
  status: RequestStatus,
  onDashboard = false,
): { label: string; tone: StatusTone } {
  switch (status) {
    case 'completed':
      return { label: 'Completed', tone: 'green' };
    case 'in_progress':
      return { label: 'In Progress', tone: 'yellow' };
    case 'processing':
      return { label: 'Processing', tone: 'blue' };
    case 'failed':
      return { label: 'Failed', tone: 'red' };
    default:
      return onDashboard ? { label: 'Analysis Pending', tone: 'orange' } : { label: 'Pending', tone: 'grey' };
  }
}

/** Order, automation and va_design statuses share one mapping (spec 4 "Order status"). */
export function orderStatusTone(status: string): StatusTone {
  if (status === 'completed') return 'green';
  if (status === 'processing') return 'blue';
  if (status === 'failed') return 'red';
  return 'grey';
}
