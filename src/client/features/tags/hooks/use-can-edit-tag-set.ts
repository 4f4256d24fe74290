import type { SessionUser } from '@shared/schemas/auth';
import type { TagSet } from '@shared/schemas/tags';
import { useAuth } from '@client/lib/auth-store';

/** Tag sets are shared by the team; only their author or an admin may change or delete one (the server refuses anyone else with 403). */
export function canEditTagSet(tagSet: Pick<TagSet, 'createdBy'>, user: SessionUser | null): boolean {
  if (!user) return false;
  return user.role === 'admin' || tagSet.createdBy?.id === user.id;
}

export function useCanEditTagSet(): (tagSet: Pick<TagSet, 'createdBy'>) => boolean {
  const user = useAuth((s) => s.user);
  return (tagSet) => canEditTagSet(tagSet, user);
}
