import { messages } from '@server/messages';
import type { ProfileUpdate, Stats } from '../platform';
import type { InstagramConnection } from './connection';
import { authedJson } from './login';

/** Counts of one post (instagrapi media_info_v1: media/{pk}/info/). */
export async function mediaStats(connection: InstagramConnection, mediaId: string): Promise<Stats> {
  const info = await authedJson<{
    items?: Array<{ play_count?: number; ig_play_count?: number; view_count?: number; like_count?: number; comment_count?: number }>;
  }>(connection, { method: 'GET', path: `/api/v1/media/${encodeURIComponent(mediaId)}/info/` }, messages.instagramSteps.stats);
  const item = info.items?.[0] ?? {};
  return {
    views: Number(item.play_count ?? item.ig_play_count ?? item.view_count ?? 0),
    likes: Number(item.like_count ?? 0),
    comments: Number(item.comment_count ?? 0),
  };
}

/**
 * Like the app (instagrapi account_edit): read the current fields (current_user?edit=true), then send
 * them all back with the changed ones; Instagram wants the email or phone kept.
 */
export async function editProfile(connection: InstagramConnection, update: ProfileUpdate): Promise<void> {
  const { user } = await authedJson<{ user?: Record<string, unknown> }>(
    connection,
    { method: 'GET', path: '/api/v1/accounts/current_user/?edit=true' },
    messages.instagramSteps.profileRead,
  );
  const current = (field: string) => (typeof user?.[field] === 'string' ? (user[field] as string) : '');
  await authedJson(
    connection,
    {
      method: 'POST',
      path: '/api/v1/accounts/edit_profile/',
      form: {
        _uuid: connection.device.uuid,
        device_id: connection.device.androidId,
        external_url: current('external_url'),
        username: current('username'),
        first_name: update.name ?? current('full_name'),
        biography: update.biography ?? current('biography'),
        phone_number: current('phone_number'),
        email: current('email'),
      },
    },
    messages.instagramSteps.profileEdit,
  );
}
