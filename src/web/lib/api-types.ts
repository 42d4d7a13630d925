import type { PlanKey } from '../../shared/constants';
import type { AnalysisStatus, RequestStatus } from '../../shared/request-status';

/** Shapes of the JSON the server answers; kept next to the one client that reads them. */

export interface SessionUser {
  id: string;
  email: string;
}

/** The raw wizard_state column (see WizardSession for the API's view). */
export interface WizardState {
  current_step: number;
  completed_steps: number[];
  uploaded_documents: unknown[];
}

export interface Profile {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  /** Typed loosely on purpose: any value other than admin/assistant is treated as a customer (spec 2.1). */
  role: string;
  credits: number;
  subscription_tier: PlanKey | null;
  /** Dollars, as the server reports it. */
  total_amount_spent: number;
  onboarding_completed: boolean;
  wizard_state: WizardState;
  created_at: string;
  updated_at: string;
}

export interface MeResponse {
  user: SessionUser;
  profile: Profile | null;
}

export interface AuthUserResponse {
  user?: SessionUser | null;
}

export interface DashboardCounters {
  totalDocuments: number;
  analysisComplete: number;
  inProgress: number;
  analysisPending: number;
}

export interface DashboardRequest {
  request_id: string;
  status: RequestStatus;
  created_at: string;
  document_count: number;
}

export interface DashboardDocument {
  id: string;
  title: string;
  description: string | null;
  upload_type: string | null;
  analysis_status: AnalysisStatus | null;
  created_at: string;
}

export interface DashboardResponse {
  counters: DashboardCounters;
  requests: DashboardRequest[];
  recentDocuments: DashboardDocument[];
}

export type { PublicConfig as AppConfig } from '../../shared/contracts/config';

export interface ProfileResponse {
  profile: Profile;
}

export interface OkResponse {
  ok: true;
}

/** A document row as `GET /api/documents` and `POST /api/documents` answer it. */
export interface DocumentDto {
  id: string;
  title: string;
  description: string | null;
  category: 'upload' | 'report';
  upload_type: UploadType | null;
  request_id: string | null;
  comments: string | null;
  analysis_status: AnalysisStatus | null;
  /** Why the analysis failed (set with analysis_status 'failed'). */
  analysis_error: string | null;
  va_design_status: 'pending' | 'completed';
  required_tier: PlanKey | null;
  size_bytes: number | null;
  created_at: string;
  updated_at: string;
}

export type UploadType =
  | 'lease_agreement'
  | 'reconciliation'
  | 'current_bill'
  | 'reconciliation_letter'
  | 'supporting_docs';

export interface DocumentsResponse {
  documents: DocumentDto[];
}

export interface DocumentResponse {
  document: DocumentDto;
}

/** One request (documents grouped by request_id), `GET /api/analysis-requests`. */
export interface AnalysisRequestDto {
  request_id: string;
  status: RequestStatus;
  /** The first document's title (reports tab: 'Analysis Report: <title>'). */
  title: string;
  created_at: string;
  document_count: number;
  va_design_status: 'pending' | 'completed';
  /** True when analysis and va_design are both completed: downloadable at `GET /api/analysis-requests/:id/report`. */
  report_ready: boolean;
  documents: DocumentDto[];
}

export interface AnalysisRequestsResponse {
  requests: AnalysisRequestDto[];
}

/** A document uploaded in the current wizard session. */
export interface WizardDocument {
  id: string;
  title: string;
  upload_type: UploadType;
  /** Wizard step index 0..4 the upload belongs to. */
  step: number;
}

/** `GET /api/wizard`, `PUT /api/wizard`: the wizard state saved on the profile. */
export interface WizardSession {
  request_id: string;
  current_step: number;
  completed_steps: number[];
  uploaded_documents: WizardDocument[];
}

export interface WizardResponse {
  wizard: WizardSession;
  credits: number;
}

/** `POST /api/wizard/submit` → 201 (first time) or 200 (same request again). */
export interface SubmitResponse {
  request_id: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
}
