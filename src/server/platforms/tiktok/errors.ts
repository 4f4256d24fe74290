import { messages } from '@shared/messages';
import { tiktokPrivacyLabels, type TikTokPrivacyLevel } from '@shared/schemas/publication-options';
import { PlatformError } from '../platform';

/**
 * What TikTok answers, turned into what the row shows: every message is Ukrainian; TikTok's own
 * code, text and log id go only to `raw` (the log).
 */

/** A TikTok API answer that is not `error.code: "ok"` (or an OAuth answer with `error`). */
export class TikTokCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly logId: string | null,
  ) {
    super(`${code} (HTTP ${status})${detail ? `: ${detail}` : ''}${logId ? ` [log_id ${logId}]` : ''}`);
    this.name = 'TikTokCallError';
  }
}

/** The request never got an answer: connection refused or cut, proxy down, timeout. */
export class TikTokNetworkError extends Error {
  constructor(readonly what: string, cause: unknown) {
    super(`${what}: ${cause instanceof Error ? `${cause.name}: ${cause.message}${cause.cause instanceof Error ? ` (${cause.cause.message})` : ''}` : String(cause)}`);
    this.name = 'TikTokNetworkError';
  }
}

export const raw = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

const DAY_SECONDS = 24 * 60 * 60;
/** A short wait after TikTok's per-minute limits. */
export const RATE_LIMIT_WAIT_SECONDS = 60;

export const tiktokText = {
  accessMissing: 'Доступи TikTok у профілі не заповнені або мають неправильний формат: вставте JSON з client_key, client_secret і refresh_token або підключіть TikTok',
  refreshRefused:
    'TikTok більше не приймає збережений токен оновлення (власник відкликав доступ або токен застарів): підключіть TikTok у профілі заново',
  clientRefused: 'TikTok не прийняв client_key або client_secret із доступів профілю: перевірте їх і підключіть TikTok заново',
  tokenExpired:
    'Токен доступу TikTok недійсний або прострочений (такий токен діє лише добу): вставте в профіль JSON з client_key, client_secret і refresh_token або підключіть TikTok',
  accessRefused: 'TikTok не прийняв доступ профілю навіть після оновлення токена: підключіть TikTok у профілі заново',
  scopeMissing: 'Акаунт TikTok не дав дозволу на публікацію відео: підключіть TikTok заново й погодьтеся на всі дозволи',
  optionsMissing: 'Для TikTok не вибрано, хто бачитиме відео: змініть публікацію й виберіть приватність',
  privacyNotOffered: (privacy: TikTokPrivacyLevel) =>
    `Приватність «${tiktokPrivacyLabels[privacy]}» зараз недоступна для цього акаунта TikTok: змініть публікацію й виберіть іншу`,
  privacyMismatch: 'Вибрана приватність недоступна для цього акаунта TikTok: змініть публікацію й виберіть іншу',
  tooLong: (seconds: number) => `Відео довше, ніж цей акаунт TikTok дозволяє публікувати (${seconds} с)`,
  unaudited:
    'Застосунок TikTok цього профілю ще не пройшов аудит TikTok, тому може публікувати лише приватні відео: виберіть приватність «Лише я» або пройдіть аудит застосунку в TikTok for Developers',
  banned: 'TikTok заборонив цьому акаунту публікувати відео: перевірте акаунт у застосунку TikTok',
  tooManyPosts: 'Акаунт TikTok досяг денного ліміту публікацій через API: спробуємо наступного дня',
  activeUserCap: 'Застосунок TikTok досяг денного ліміту акаунтів, які можуть публікувати (обмеження неперевіреного застосунку): спробуємо наступного дня',
  rateLimited: 'TikTok обмежив кількість запитів за хвилину: спробуємо трохи згодом',
  paramsRefused: 'TikTok відхилив параметри публікації',
  unavailable: 'TikTok тимчасово недоступний',
  unreachable: 'Не вдалося зʼєднатися з TikTok через проксі профілю',
  chunkRefused: 'TikTok відхилив частину відео під час завантаження',
  uploadInterrupted: 'Завантаження відео в TikTok перервалося; продовжимо з того самого місця',
  processing: 'TikTok ще обробляє відео (модерація може тривати кілька годин); перевіримо знову',
  checkFailed: 'Не вдалося перевірити стан публікації в TikTok; перевіримо знову',
  gaveUp: 'TikTok не завершив публікацію за 48 годин: перевірте акаунт у TikTok, перш ніж повторювати',
  unknownPublish: 'TikTok більше не знає цієї публікації: перевірте акаунт у TikTok, перш ніж повторювати',
  otherAccount: 'Цю публікацію почато з іншого акаунта TikTok (доступи профілю змінилися): перевірте акаунт у TikTok, перш ніж повторювати',
  inbox: 'TikTok надіслав відео в чернетки акаунта замість публікації: завершіть публікацію в застосунку TikTok',
  failedRepeatedly: 'TikTok кілька разів не зміг обробити відео: спробуйте пізніше або інше відео',
  failed: {
    file_format_check_failed: 'TikTok не прийняв формат файлу відео',
    duration_check_failed: 'Тривалість відео не підходить для TikTok',
    frame_rate_check_failed: 'Частота кадрів відео не підходить для TikTok',
    picture_size_check_failed: 'Роздільна здатність відео не підходить для TikTok',
    spam_risk_text: 'TikTok вважає підпис до відео спамом: змініть назву, опис або теги',
    spam_risk: 'TikTok відхилив публікацію як ризиковану (спам)',
    publish_cancelled: 'Публікацію скасовано в TikTok',
    other: 'TikTok не опублікував відео',
  } as Record<string, string>,
} as const;

/** TikTok's daily caps (spam_risk_too_many_posts, reached_active_user_cap) are per 24 hours. */
export const dailyCapWaitSeconds = () => DAY_SECONDS;

/**
 * An error answer of creator_info or video/init (the calls that start a post). The caller has already
 * refreshed the token once on access_token_invalid.
 */
export function startRefused(error: TikTokCallError, bareToken: boolean): PlatformError {
  const detail = error.message;
  switch (error.code) {
    case 'access_token_invalid':
      return new PlatformError(bareToken ? tiktokText.tokenExpired : tiktokText.accessRefused, 'auth', detail);
    case 'scope_not_authorized':
    case 'scope_permission_missed':
      return new PlatformError(tiktokText.scopeMissing, 'auth', detail);
    case 'rate_limit_exceeded':
      return new PlatformError(tiktokText.rateLimited, 'quota', detail, RATE_LIMIT_WAIT_SECONDS);
    case 'spam_risk_too_many_posts':
      return new PlatformError(tiktokText.tooManyPosts, 'quota', detail, dailyCapWaitSeconds(), null, messages.pacingTooManyPosts);
    case 'reached_active_user_cap':
      return new PlatformError(tiktokText.activeUserCap, 'quota', detail, dailyCapWaitSeconds());
    case 'spam_risk_user_banned_from_posting':
      return new PlatformError(tiktokText.banned, 'rejected', detail);
    case 'unaudited_client_can_only_post_to_private_accounts':
      return new PlatformError(tiktokText.unaudited, 'rejected', detail);
    case 'privacy_level_option_mismatch':
      return new PlatformError(tiktokText.privacyMismatch, 'rejected', detail);
    case 'spam_risk_text':
    case 'spam_risk':
      return new PlatformError(tiktokText.failed[error.code]!, 'rejected', detail);
    default:
      if (error.status === 429) return new PlatformError(tiktokText.rateLimited, 'quota', detail, RATE_LIMIT_WAIT_SECONDS);
      if (error.status >= 500) return new PlatformError(tiktokText.unavailable, 'unavailable', detail);
      return new PlatformError(tiktokText.paramsRefused, 'rejected', detail);
  }
}

/** A status check that could not be made: the post may exist, so the row only waits and checks again. */
export function checkFailed(error: unknown, retryAfterSeconds = RATE_LIMIT_WAIT_SECONDS): PlatformError {
  const limited = error instanceof TikTokCallError && (error.status === 429 || error.code === 'rate_limit_exceeded');
  return new PlatformError(limited ? tiktokText.rateLimited : tiktokText.checkFailed, 'pending', raw(error), retryAfterSeconds);
}

/** TikTok's fail_reason of a FAILED post; `internal` is the one TikTok calls retryable. */
export function publishFailed(reason: string): PlatformError {
  const detail = `FAILED: ${reason}`;
  switch (reason) {
    case 'spam_risk_too_many_posts':
      return new PlatformError(tiktokText.tooManyPosts, 'quota', detail, dailyCapWaitSeconds(), null, messages.pacingTooManyPosts);
    case 'spam_risk_user_banned_from_posting':
      return new PlatformError(tiktokText.banned, 'rejected', detail);
    case 'auth_removed':
      return new PlatformError(tiktokText.refreshRefused, 'auth', detail);
    default:
      return new PlatformError(tiktokText.failed[reason] ?? tiktokText.failed.other!, 'rejected', detail);
  }
}
