import type { AppEvent } from '@shared/schemas/events';
import type { Platform } from '@shared/status';
import { telegramMessages as t } from '@server/messages';

const platformNames: Record<Platform, string> = { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' };

/** The app's page an event is about (a request, a publication, a profile, the profiles list). */
export function eventPageUrl(event: AppEvent, publicUrl: string): string {
  switch (event.kind) {
    case 'render.finished':
    case 'render.failed':
      return `${publicUrl}/video/request/${encodeURIComponent(event.data.idUpload)}`;
    case 'publication.finished':
    case 'publication.rows_failed':
      return `${publicUrl}/video/youtube/${encodeURIComponent(event.data.idUpload)}`;
    case 'import.finished':
    case 'bulk_action.finished':
      return `${publicUrl}/accounts/list`;
    default:
      return event.profileId ? `${publicUrl}/accounts/${event.profileId}` : `${publicUrl}/accounts/list`;
  }
}

function headline(event: AppEvent): string[] {
  const profile = event.profileTitle ? ` «${event.profileTitle}»` : '';
  const reason = (text: string | null) => (text ? [t.reason(text)] : []);
  switch (event.kind) {
    case 'render.finished':
      return [t.renderFinished(event.data.rendered, event.data.rendered + event.data.failed, event.data.idUpload)];
    case 'render.failed':
      return [t.renderFailed(event.data.idUpload), ...reason(event.data.reason)];
    case 'publication.finished':
      return [t.publicationFinished(event.data.idUpload, event.data.counts.success ?? 0, event.data.counts.error ?? 0)];
    case 'publication.rows_failed':
      return [t.publicationRowsFailed(event.data.idUpload, event.data.failed), ...reason(event.data.reason)];
    case 'profile.reconnect_needed':
      return [t.reconnectNeeded(profile, platformNames[event.data.platform]), ...reason(event.data.reason)];
    case 'profile.login_confirmation':
      return [t.loginConfirmation(profile)];
    case 'profile.paused': {
      const until = event.data.until ? ` ${t.pausedUntil(formatKyiv(event.data.until))}` : '';
      return [`${t.profilePaused(profile, platformNames[event.data.platform])}${until}`, ...reason(event.data.reason)];
    }
    case 'proxy.failed':
      return [t.proxyFailed(profile), ...reason(event.data.reason)];
    case 'proxy.recovered':
      return [t.proxyRecovered(profile)];
    case 'import.finished':
      return [t.importFinished(event.data.created, event.data.updated, event.data.refused)];
    case 'bulk_action.finished':
      return [t.bulkActionFinished(event.data.done, event.data.refused)];
  }
}

/** A moment as the team reads it: 26.11 09:40 in Kyiv. */
function formatKyiv(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('uk-UA', {
    timeZone: 'Europe/Kyiv',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** The bot's message: a short Ukrainian sentence (and the reason, when known), then the link. Plain text: Telegram links the URL itself. */
export function telegramText(event: AppEvent, publicUrl: string): string {
  return [...headline(event), eventPageUrl(event, publicUrl)].join('\n');
}
