import type { DbHandle } from '../db/client';
import type { ProfileRow } from '../modules/profiles/profile-service';

export interface LiveSession {
  sessionId: string;
  userId: string;
  email: string;
  name: string;
  expiresAt: Date;
  profile: ProfileRow | null;
}

/** One query: the unexpired session with its user and profile (profile may be missing). */
const SQL = `
select s.id as session_id, s.user_id, s.expires_at, u.email, u.name,
       p.id as p_id, p.email as p_email, p.first_name, p.last_name, p.full_name, p.role, p.credits,
       p.subscription_tier, p.total_amount_spent_cents, p.onboarding_completed, p.wizard_state,
       p.terms_accepted_at, p.referred_by_code_id, p.created_at as p_created_at, p.updated_at as p_updated_at
from sessions s
join users u on u.id = s.user_id
left join profiles p on p.id = s.user_id
where s.token = $1 and s.expires_at > now()
limit 1`;

type Row = Record<string, unknown>;
const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

export async function findLiveSession(handle: DbHandle, token: string): Promise<LiveSession | null> {
  const [r] = await handle.query<Row>(SQL, [token], 'find_live_session');
  if (!r) return null;
  const profile: ProfileRow | null = r.p_id
    ? {
        id: String(r.p_id),
        email: String(r.p_email),
        firstName: String(r.first_name),
        lastName: String(r.last_name),
        fullName: String(r.full_name),
        role: String(r.role),
        credits: Number(r.credits),
        subscriptionTier: (r.subscription_tier as string | null) ?? null,
        totalAmountSpentCents: Number(r.total_amount_spent_cents),
        onboardingCompleted: Boolean(r.onboarding_completed),
        wizardState: (typeof r.wizard_state === 'string'
          ? JSON.parse(r.wizard_state)
          : r.wizard_state) as ProfileRow['wizardState'],
        termsAcceptedAt: r.terms_accepted_at ? asDate(r.terms_accepted_at) : null,
        referredByCodeId: (r.referred_by_code_id as string | null) ?? null,
        createdAt: asDate(r.p_created_at),
        updatedAt: asDate(r.p_updated_at),
      }
    : null;
  return {
    sessionId: String(r.session_id),
    userId: String(r.user_id),
    email: String(r.email),
    name: String(r.name),
    expiresAt: asDate(r.expires_at),
    profile,
  };
}
