import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { CalendarFreeSlot } from '@shared/schemas/calendar';
import type { AccountSlots, SlotGap, SlotPatterns } from '@shared/schemas/posting-slots';
import { labelKey } from '@shared/lib/labels';
import type { Platform } from '@shared/status';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import type { AccountRepository } from '../accounts/account-repository';
import { accountTitle } from '../accounts/account-title';
import type { GroupService } from '../catalog/group-service';
import { ownerScope } from '../common/ownership';
import { clock, limitsOf, pauseOf, plannedTimes } from './pacing-repository';
import { accountPatterns, effectivePattern, effectivePatterns, groupPatterns, labelPatterns, ownerHasLabel } from './posting-slots-queries';
import type { PostingSlotsRepository, SlotOwner } from './posting-slots-repository';
import { freeSlotsBetween } from './slot-planner';

/** A label's patterns are one owner's: the user's own, or for an admin whoever `owner` names (default: the admin). */
interface LabelRef {
  label: string;
  owner?: number | undefined;
}

/**
 * Weekly posting slots people edit: a profile's (its owner's or an admin's), a group's (likewise) and a
 * label's on one owner's profiles. Reading or changing one the user may not see answers 404.
 */
export class PostingSlotsService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
    private readonly groups: GroupService,
    private readonly slots: PostingSlotsRepository,
  ) {}

  /** The profile's own patterns and, per platform, the pattern it posts by. */
  async forAccount(user: SessionUser, accountId: number): Promise<AccountSlots> {
    await this.accounts.load(this.db, user, accountId);
    return this.accountSlots(accountId);
  }

  async setForAccount(user: SessionUser, accountId: number, body: SlotPatterns): Promise<AccountSlots> {
    await this.accounts.load(this.db, user, accountId);
    await this.replace({ accountId }, body);
    return this.accountSlots(accountId);
  }

  async forGroup(user: SessionUser, groupId: number): Promise<SlotPatterns> {
    await this.groups.get(user, groupId);
    return groupPatterns(this.db, groupId);
  }

  async setForGroup(user: SessionUser, groupId: number, body: SlotPatterns): Promise<SlotPatterns> {
    await this.groups.get(user, groupId);
    await this.replace({ groupId }, body);
    return groupPatterns(this.db, groupId);
  }

  async forLabel(user: SessionUser, ref: LabelRef): Promise<SlotPatterns> {
    const owner = await this.labelOwner(user, ref);
    return labelPatterns(this.db, owner.labelOwnerId, owner.labelKey);
  }

  async setForLabel(user: SessionUser, ref: LabelRef, body: SlotPatterns): Promise<SlotPatterns> {
    const owner = await this.labelOwner(user, ref);
    await this.replace(owner, body);
    return labelPatterns(this.db, owner.labelOwnerId, owner.labelKey);
  }

  /**
   * The free slots of the profile's pattern on the platform in [from, to) (ISO instants): pattern times
   * the limits, the pause and the posts made or planned still allow (`freeSlotsBetween`). None when no
   * pattern applies.
   */
  async freeSlots(user: SessionUser, accountId: number, platform: Platform, from: Date, to: Date): Promise<{ data: string[] }> {
    await this.accounts.load(this.db, user, accountId);
    return { data: await this.freeTimes(accountId, platform, from, to) };
  }

  /**
   * The calendar's empty places: the free slots of one profile on each of `platforms` in [from, to),
   * by time. None for a profile the user may not see (the calendar then shows no rows of it either).
   */
  async calendarFreeSlots(
    user: SessionUser,
    accountId: number,
    platforms: readonly Platform[],
    from: Date,
    to: Date,
  ): Promise<CalendarFreeSlot[]> {
    const account = await this.accounts.load(this.db, user, accountId).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    });
    if (!account) return [];
    const profile = { id: accountId, title: accountTitle(account) };
    const perPlatform = await Promise.all(
      platforms.map(async (platform) =>
        (await this.freeTimes(accountId, platform, from, to)).map((at) => ({ at, account: profile, platform })),
      ),
    );
    return perPlatform.flat().sort((a, b) => a.at.localeCompare(b.at));
  }

  private async freeTimes(accountId: number, platform: Platform, from: Date, to: Date): Promise<string[]> {
    const pattern = await effectivePattern(this.db, accountId, platform);
    if (!pattern) return [];
    const now = await clock(this.db);
    const limits = await limitsOf(this.db, accountId, platform);
    const pause = await pauseOf(this.db, accountId, platform, now);
    const taken = await plannedTimes(this.db, accountId, platform, now, []);
    const start = Math.max(from.getTime(), now.getTime());
    const free = freeSlotsBetween({ pattern, limits, taken, tightenedUntil: pause?.until.getTime() ?? null }, start, to.getTime());
    return free.map((at) => new Date(at).toISOString());
  }

  /**
   * Of the profiles `accountIds` the user may see, those lacking a pattern on some of `platforms` they
   * publish on (switched on in the profile): what publishing 'у наступні вільні слоти' would refuse.
   */
  async gaps(user: SessionUser, accountIds: readonly number[], platforms: readonly Platform[]): Promise<{ data: SlotGap[] }> {
    const profiles = await this.accounts.loadMany(user, [...new Set(accountIds)]);
    const patterns = await effectivePatterns(
      this.db,
      profiles.map((profile) => profile.id),
    );
    const enabled = (profile: (typeof profiles)[number], platform: Platform) =>
      ({ youtube: profile.in_youtube, tiktok: profile.in_tiktok, instagram: profile.in_instagram })[platform];
    const data: SlotGap[] = [];
    for (const profile of profiles) {
      const missing = platforms.filter((platform) => enabled(profile, platform) && !patterns.get(profile.id)![platform]);
      if (missing.length > 0) data.push({ accountId: profile.id, name: accountTitle(profile), platforms: missing });
    }
    return { data };
  }

  private async labelOwner(user: SessionUser, ref: LabelRef): Promise<{ labelOwnerId: number; labelKey: string }> {
    const scope = ownerScope(user);
    if (scope !== null && ref.owner !== undefined && ref.owner !== scope) throw new HttpError(404, messages.slotLabelNotFound);
    const labelOwnerId = ref.owner ?? user.id;
    const key = labelKey(ref.label);
    if (!(await ownerHasLabel(this.db, labelOwnerId, key))) throw new HttpError(404, messages.slotLabelNotFound);
    return { labelOwnerId, labelKey: key };
  }

  private async accountSlots(accountId: number): Promise<AccountSlots> {
    const [own, effective] = await Promise.all([accountPatterns(this.db, accountId), effectivePatterns(this.db, [accountId])]);
    return { own, effective: effective.get(accountId)! };
  }

  private replace(owner: SlotOwner, body: SlotPatterns): Promise<void> {
    return this.db.transaction((tx) => this.slots.replace(tx, owner, body));
  }
}
