import type { SessionUser } from '@shared/schemas/auth';

/**
 * The owner filter for owned objects (a user reaches their own, an admin everyone's): null for an
 * admin, else the user's id. Queries use `($n::int IS NULL OR user_id = $n::int)`; anything outside answers 404.
 */
export const ownerScope = (user: Pick<SessionUser, 'id' | 'role'>): number | null => (user.role === 'admin' ? null : user.id);
