import * as v from 'valibot';
import { publicationMessages } from '../messages/publications';

/** TikTok's privacy levels (creator_info `privacy_level_options`); the creator's own list limits the choice. */
export const TIKTOK_PRIVACY_LEVELS = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'] as const;
export type TikTokPrivacyLevel = (typeof TIKTOK_PRIVACY_LEVELS)[number];

export const tiktokPrivacyLabels: Record<TikTokPrivacyLevel, string> = {
  PUBLIC_TO_EVERYONE: 'Усі',
  MUTUAL_FOLLOW_FRIENDS: 'Друзі (взаємні підписки)',
  FOLLOWER_OF_CREATOR: 'Підписники',
  SELF_ONLY: 'Лише я',
};

export const TikTokPrivacySchema = v.picklist(TIKTOK_PRIVACY_LEVELS, publicationMessages.tiktokPrivacyRequired);

/**
 * What TikTok's Content Sharing Guidelines make the operator choose for a post: who sees it and
 * which interactions are allowed. Nothing here is defaulted for them.
 */
export const TikTokPostOptionsSchema = v.object({
  privacyLevel: TikTokPrivacySchema,
  allowComments: v.boolean(),
  allowDuet: v.boolean(),
  allowStitch: v.boolean(),
});
export type TikTokPostOptions = v.InferOutput<typeof TikTokPostOptionsSchema>;

/** Assignable YouTube video categories (videoCategories.list, the same in every region we post to). */
export const YOUTUBE_CATEGORIES = [
  { id: '1', label: 'Фільми й анімація' },
  { id: '2', label: 'Автомобілі й транспорт' },
  { id: '10', label: 'Музика' },
  { id: '15', label: 'Тварини' },
  { id: '17', label: 'Спорт' },
  { id: '19', label: 'Подорожі й події' },
  { id: '20', label: 'Ігри' },
  { id: '22', label: 'Люди й блоги' },
  { id: '23', label: 'Гумор' },
  { id: '24', label: 'Розваги' },
  { id: '25', label: 'Новини й політика' },
  { id: '26', label: 'Хобі та стиль' },
  { id: '27', label: 'Освіта' },
  { id: '28', label: 'Наука й техніка' },
  { id: '29', label: 'Громадська діяльність' },
] as const;
export const YOUTUBE_CATEGORY_IDS = YOUTUBE_CATEGORIES.map((category) => category.id);

/** YouTube's per-video choices: made for kids is required by YouTube (no by default), notify subscribers, category. */
export const YouTubePostOptionsSchema = v.object({
  madeForKids: v.optional(v.boolean(), false),
  notifySubscribers: v.optional(v.boolean(), true),
  categoryId: v.optional(v.picklist(YOUTUBE_CATEGORY_IDS, publicationMessages.youtubeCategoryInvalid), '22'),
});
export type YouTubePostOptions = v.InferOutput<typeof YouTubePostOptionsSchema>;
export const DEFAULT_YOUTUBE_OPTIONS: YouTubePostOptions = { madeForKids: false, notifySubscribers: true, categoryId: '22' };

/** GET /api/accounts/{id}/tiktok-creator: what TikTok lets this creator choose right now. */
export const TikTokCreatorSchema = v.object({
  accountId: v.number(),
  username: v.string(),
  nickname: v.string(),
  privacyLevelOptions: v.array(v.picklist(TIKTOK_PRIVACY_LEVELS)),
  commentDisabled: v.boolean(),
  duetDisabled: v.boolean(),
  stitchDisabled: v.boolean(),
  maxVideoPostDurationSec: v.number(),
});
export type TikTokCreator = v.InferOutput<typeof TikTokCreatorSchema>;
