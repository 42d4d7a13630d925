import type { PlanKey } from '../../shared/constants';
import type { AnalysisStatus, RequestStatus } from '../../shared/request-status';

/** Shapes of the JSON the server answers; kept next to the one client that reads them. */

export interface SessionUser {
  id: string;
  email: string;
}

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

export interface AppConfig {
  supportEmail: string;
  appUrl: string;
}

export interface ProfileResponse {
  profile: Profile;
}

export interface OkResponse {
  ok: true;
}
