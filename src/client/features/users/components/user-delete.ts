import { userMessages } from '@shared/messages/users';
import type { UserListItem } from '@shared/schemas/users';

/**
 * Why a user cannot be deleted from the list, or null when they can: the server refuses to delete
 * the signed-in user themself and the last admin, so the list says so instead of offering a delete
 * that would end in error toasts.
 */
export function deleteBlockedReason(user: Pick<UserListItem, 'id' | 'isLastAdmin'>, currentUserId: number | undefined): string | null {
  if (user.id === currentUserId) return userMessages.cannotDeleteSelf;
  if (user.isLastAdmin) return userMessages.lastAdmin;
  return null;
}
