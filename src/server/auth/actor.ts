import type { Role } from '../../shared/constants';
import type { ProfileRow } from '../modules/profiles/profile-service';

/** Who is making a request: the signed-in user, their role and profile. */
export interface Actor {
  userId: string;
  email: string;
  role: Role;
  profile: ProfileRow;
  sessionId: string;
}
