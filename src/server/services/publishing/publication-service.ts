import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { Page } from '@shared/schemas/common';
import {
  type PublicationRequest,
  type PublicationUpdate,
  type PublishedItem,
  type PublishedRow,
  EMPTY_PLATFORM_TEXTS,
  tiktokOptionsOf,
  type VideoUploadRow,
} from '@shared/schemas/publications';
import type { TagSet } from '@shared/schemas/tags';
import { healthStateLabels } from '@shared/schemas/fleet-health';
import { pairKey, type PairReadiness } from '@shared/schemas/publish-readiness';
import type { ProfileTextValues } from '@shared/lib/post-text';
import type { Platform } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { platformNames } from '@server/platforms/error-text';
import type { AccountRepository, AccountRow } from '../accounts/account-repository';
import { accountTitle } from '../accounts/account-title';
import { pairReadiness } from '../accounts/health-board';
import type { CreationService } from '../creation/creation-service';
import { ownerScope } from '../common/ownership';
import type { TagService } from '../catalog/tag-service';
import {
  type PublicationRecord,
  publicationPage,
  publicationRecord,
  publicationRow,
  publicationRows,
  visiblePublication,
} from './publication-queries';
import { effectivePatterns } from './posting-slots-queries';
import type { PublicationRepository } from './publication-repository';
import { publishOptions, type StoredPublicationOptions } from './publication-options';
import { type PublicationRowRepository, refreshStatuses } from './publication-row-repository';
import { assertPostTexts, type PublicationMetadata, rowMetadataFor } from './publication-texts';
import { accountTextRow, profileTextValues, profileTextValuesOf } from './profile-text-values';

/**
 * Plans rows into their profiles' next allowed slots under the posting limits (`posting-pacing.ts`)
 * and puts each row's publish job on the queue to start there. With `tx` the plan and the job are
 * written in the caller's transaction: they exist exactly when the row does.
 */
export interface PublishScheduler {
  schedule(resultId: number, platform: Platform, publishAt: Date | null, tx?: Queryable): Promise<void>;
  /** Several rows at once: their profiles are locked in one order, so two schedulings never deadlock. */
  scheduleAll(resultIds: number[], tx?: Queryable): Promise<void>;
  /** A row moved by hand to `at` (already checked against the limits): its waiting job starts there instead. */
  reschedule(resultId: number, at: Date, tx: Queryable): Promise<void>;
}

/**
 * Runs inside the transaction that makes the change, with the answer it will give: the route records
 * its Idempotency-Key's answer there, so a crash leaves both the change and the answer, or neither.
 */
export type WithinTransaction<T> = (tx: Queryable, answer: T) => Promise<void>;

export interface PublicationDeps {
  db: Database;
  accounts: AccountRepository;
  rows: PublicationRowRepository;
  publications: PublicationRepository;
  creation: CreationService;
  tags: TagService;
  scheduler: PublishScheduler;
}

const missingCredentialsHint: Record<Platform, string> = {
  youtube: 'YouTube (підключіть YouTube у профілі)',
  tiktok: 'TikTok',
  instagram: 'Instagram (логін і пароль)',
};

/** The platforms switched on in a payload. */
const chosenPlatforms = (flags: { inYouTube: boolean; inTikTok: boolean; inInstagram: boolean }): Platform[] =>
  (['youtube', 'tiktok', 'instagram'] as const).filter(
    (platform) => ({ youtube: flags.inYouTube, tiktok: flags.inTikTok, instagram: flags.inInstagram })[platform],
  );

const enabled = (account: AccountRow, platform: Platform) =>
  ({ youtube: account.in_youtube, tiktok: account.in_tiktok, instagram: account.in_instagram })[platform];
const active = (account: AccountRow, platform: Platform) =>
  ({ youtube: account.is_active_youtube, tiktok: account.is_active_tiktok, instagram: account.is_active_instagram })[platform];

/** The options a payload sets (`publications.options`); a platform's options left out keep the stored ones. */
function storedOptions(
  body: Pick<PublicationRequest, 'inTikTok' | 'tiktok'> & { youtube?: PublicationRequest['youtube'] },
): StoredPublicationOptions {
  const tiktok = tiktokOptionsOf(body);
  return { ...(tiktok ? { tiktok } : {}), ...(body.youtube ? { youtube: body.youtube } : {}) };
}

/**
 * Publishing a finished creation request: one publication per request (owned by its author), one
 * row per rendered video × profile, and under it one result per platform, each published by its
 * own job. Video `k` goes to the `k`-th chosen profile.
 */
export class PublicationService {
  constructor(private readonly deps: PublicationDeps) {}

  /**
   * Saves the publication, its rows and their publish jobs in one transaction, in which
   * `withinTransaction` also runs with the answer.
   */
  async create(
    user: SessionUser,
    idUpload: string,
    body: PublicationRequest,
    withinTransaction?: WithinTransaction<PublishedItem>,
  ): Promise<PublishedItem> {
    const { db, accounts, publications } = this.deps;
    const request = await this.deps.creation.item(user, idUpload);
    if (request.status !== 'success') throw new HttpError(409, messages.requestNotRendered);
    // The publication belongs to the request's author, also when an admin publishes it.
    const owner = await publications.requestOwner(db, request.id);

    const rendered = new Set(await publications.renderedVideoIds(db, request.id));
    const pairs = body.accounts.map((option, index) => ({ accountId: Number(option.id), videoId: body.video[index]!.id }));
    if (pairs.some((pair) => !rendered.has(pair.videoId))) throw new HttpError(422, messages.videoNotInRequest);

    const platforms = chosenPlatforms(body);
    const profiles = new Map<number, AccountRow>();
    // Every profile named, chosen or skipped, must be one the user may publish through.
    for (const accountId of [...pairs.map((pair) => pair.accountId), ...body.skip.map((pair) => pair.accountId)]) {
      if (!profiles.has(accountId)) profiles.set(accountId, await accounts.load(db, user, accountId));
    }
    const skipped = new Set(body.skip.map((pair) => pairKey(pair.accountId, pair.platform)));
    const readiness = new Map(
      (await pairReadiness(db, null, [...profiles.keys()])).map((pair) => [pairKey(pair.accountId, pair.platform), pair.unready]),
    );
    const problems: string[] = [];
    const platformsOf = new Map<number, Platform[]>();
    for (const { accountId } of pairs) {
      if (platformsOf.has(accountId)) continue;
      const account = profiles.get(accountId)!;
      const name = accountTitle(account);
      const usable = platforms.filter((platform) => enabled(account, platform));
      if (usable.length === 0) problems.push(messages.profileWithoutPlatform(name));
      for (const platform of usable) {
        const unready = readiness.get(pairKey(accountId, platform)) ?? [];
        if (unready.length === 0 || skipped.has(pairKey(accountId, platform))) continue;
        problems.push(
          active(account, platform)
            ? messages.profileNotReady(name, platformNames[platform], healthStateLabels[unready[0]!])
            : messages.profileMissingCredentials(name, missingCredentialsHint[platform]),
        );
      }
      // The operator left these pairs out: no row for them (a skipped pair that became ready stays out too).
      platformsOf.set(
        accountId,
        usable.filter((platform) => !skipped.has(pairKey(accountId, platform))),
      );
    }
    if (problems.length > 0) throw new HttpError(422, problems);
    // A video whose every platform was left out is not sent: it stays for a later batch.
    const sending = pairs.filter((pair) => platformsOf.get(pair.accountId)!.length > 0);
    if (sending.length === 0) throw new HttpError(422, messages.nothingToPublish);
    // Each new row's text is built for its profile: a variable it cannot fill or a text over a limit refuses the whole batch.
    const textValues = new Map([...profiles].map(([id, account]) => [id, profileTextValues(accountTextRow(account))]));
    assertPostTexts(
      body,
      sending.flatMap((pair) =>
        platformsOf.get(pair.accountId)!.map((platform) => ({ profile: textValues.get(pair.accountId)!, platform })),
      ),
    );

    if (body.inSlots) await this.refuseWithoutSlots(sending, platformsOf, profiles);

    const taken = await publications.takenVideos(
      db,
      sending.map((pair) => pair.videoId),
    );
    if (taken.length > 0) {
      throw new HttpError(409, messages.videoAlreadyPublished(taken.map((row) => `#${row.rendered_video_id}`).join(', ')));
    }

    const tagSets = await this.deps.tags.all();
    return db.transaction(async (tx) => {
      // The item's metadata is the form's: the new rows are posted with it, and so are its rows still
      // waiting from an earlier batch; rows already sent keep what they were posted with.
      const publication = await publications.upsert(tx, owner!.user_id, request.id, body, storedOptions(body));
      await this.applyToUnsentRows(tx, publication!.id, publication!);
      const created: number[] = [];
      for (const pair of sending) {
        // Sent into the slots, a video has no date of its own: each row's slot is its time.
        const video = await publications.insertVideo(
          tx,
          publication!.id,
          pair.videoId,
          pair.accountId,
          body.inSlots ? null : body.date,
          body.inSlots,
        );
        for (const platform of platformsOf.get(pair.accountId)!)
          created.push(
            await this.deps.rows.create(tx, video!.id, platform, rowMetadataFor(publication!, platform, textValues.get(pair.accountId)!)),
          );
        await refreshStatuses(tx, video!.id);
      }
      // Rows beyond a profile's limits are still accepted: they are planned into the next allowed slots.
      await this.deps.scheduler.scheduleAll(created, tx);
      const item = await this.itemById(publication!.id, tx, tagSets);
      await withinTransaction?.(tx, item);
      return item;
    });
  }

  /** 'У наступні вільні слоти' through a profile without a weekly pattern on a platform it sends to: 422 naming each. */
  private async refuseWithoutSlots(
    sending: Array<{ accountId: number }>,
    platformsOf: Map<number, Platform[]>,
    profiles: Map<number, AccountRow>,
  ): Promise<void> {
    const accountIds = [...new Set(sending.map((pair) => pair.accountId))];
    const patterns = await effectivePatterns(this.deps.db, accountIds);
    const missing: string[] = [];
    for (const accountId of accountIds) {
      const lacking = platformsOf.get(accountId)!.filter((platform) => !patterns.get(accountId)![platform]);
      if (lacking.length === 0) continue;
      missing.push(
        messages.noSlotPatternProfile(
          accountTitle(profiles.get(accountId)!),
          lacking.map((platform) => platformNames[platform]).join(', '),
        ),
      );
    }
    if (missing.length > 0) throw new HttpError(422, messages.noSlotPattern(missing.join('; ')));
  }

  /**
   * Whether each of the profiles `accountIds` can publish on each platform now (the publishing form's
   * marks and counts); profiles the user may not see are left out.
   */
  async readiness(user: SessionUser, accountIds: readonly number[]): Promise<{ data: PairReadiness[] }> {
    return { data: await pairReadiness(this.deps.db, ownerScope(user), accountIds) };
  }

  /** What each of the profiles `accountIds` fills the text variables with (the form's preview and check); others are left out. */
  async textValues(user: SessionUser, accountIds: readonly number[]): Promise<{ data: ProfileTextValues[] }> {
    return { data: await profileTextValuesOf(this.deps.db, ownerScope(user), accountIds) };
  }

  list(user: SessionUser, page: number, q?: string): Promise<Page<VideoUploadRow>> {
    return publicationPage(this.deps.db, ownerScope(user), page, q);
  }

  async detail(user: SessionUser, idUpload: string): Promise<PublishedItem> {
    return this.itemById((await this.load(this.deps.db, user, idUpload)).id);
  }

  /**
   * Edits the item. The new title, description, tags and options reach every row not yet sent to its
   * platform; rows already sent keep what they were posted with. A platform switched off stops its
   * waiting and failed rows ('Не вибраний'); a platform switched on adds rows for the item's profiles
   * where it is active.
   */
  async update(
    user: SessionUser,
    idUpload: string,
    body: PublicationUpdate,
    withinTransaction?: WithinTransaction<PublishedItem>,
  ): Promise<PublishedItem> {
    const { db } = this.deps;
    const publication = await this.load(db, user, idUpload);
    const wanted = new Set(chosenPlatforms(body));
    const videos = await this.deps.publications.videosOf(db, publication.id);
    const profiles = new Map<number, AccountRow | null>();
    for (const video of videos) {
      if (!profiles.has(video.account_id)) profiles.set(video.account_id, await this.deps.accounts.loadForJob(video.account_id));
    }
    const tagSets = await this.deps.tags.all();
    return db.transaction(async (tx) => {
      const saved = await this.deps.publications.update(tx, publication.id, body, storedOptions(body));
      await this.applyToUnsentRows(tx, publication.id, saved!);
      const textValues = new Map(
        [...profiles].flatMap(([id, account]) => (account ? [[id, profileTextValues(accountTextRow(account))] as const] : [])),
      );
      // A platform switched on makes rows whose text must be sendable too.
      assertPostTexts(
        saved!,
        videos.flatMap((video) => {
          const account = profiles.get(video.account_id);
          if (!account) return [];
          return [...wanted]
            .filter((platform) => active(account, platform))
            .map((platform) => ({ profile: textValues.get(video.account_id)!, platform }));
        }),
      );
      const switchedOn: number[] = [];
      for (const video of videos) {
        const account = profiles.get(video.account_id);
        for (const platform of ['youtube', 'tiktok', 'instagram'] as const) {
          if (!wanted.has(platform)) {
            await this.deps.rows.switchOff(tx, video.id, platform);
          } else if (account && active(account, platform)) {
            const id = await this.deps.rows.switchOn(
              tx,
              video.id,
              platform,
              rowMetadataFor(saved!, platform, textValues.get(video.account_id)!),
            );
            if (id !== null) switchedOn.push(id);
          }
        }
        await refreshStatuses(tx, video.id);
      }
      await this.deps.scheduler.scheduleAll(switchedOn, tx);
      const item = await this.itemById(publication.id, tx, tagSets);
      await withinTransaction?.(tx, item);
      return item;
    });
  }

  /**
   * Publishes one failed (or stuck) row again; the job resumes its upload or finds the post made. The
   * row's new state and its job are saved in one transaction, with `withinTransaction` and the answer.
   */
  async retry(
    user: SessionUser,
    rowId: number,
    idUpload?: string | null,
    withinTransaction?: WithinTransaction<PublishedRow>,
  ): Promise<PublishedRow> {
    const { db } = this.deps;
    const row = await publicationRow(db, rowId, ownerScope(user));
    if (!row || (idUpload && row.video.idUpload !== idUpload)) throw new HttpError(404, messages.publicationRowNotFound);
    if (row.status !== 'error' && row.status !== 'loading') throw new HttpError(409, messages.retryNotAllowed);
    return db.transaction(async (tx) => {
      if (!(await this.deps.rows.retry(tx, rowId))) throw new HttpError(409, messages.publishInProgress);
      await this.deps.scheduler.schedule(rowId, row.platform, row.publishAt ? new Date(row.publishAt) : null, tx);
      const answer = (await publicationRow(tx, rowId, null))!;
      await withinTransaction?.(tx, answer);
      return answer;
    });
  }

  /**
   * The publication's text was saved (a new batch, or its edit form): every row of it not yet gone to
   * its platform is built again for its profile; rows already sent keep what they were posted with.
   */
  private async applyToUnsentRows(tx: Queryable, publicationId: number, item: PublicationMetadata): Promise<void> {
    const unsent = (await this.deps.rows.unsentRows(tx, publicationId)).map((row) => ({
      id: row.id,
      platform: row.platform,
      profile: profileTextValues(row),
    }));
    assertPostTexts(item, unsent);
    for (const row of unsent) await this.deps.rows.setMetadata(tx, row.id, rowMetadataFor(item, row.platform, row.profile));
  }

  private async load(db: Queryable, user: SessionUser, idUpload: string): Promise<PublicationRecord> {
    const record = await visiblePublication(db, idUpload, ownerScope(user));
    if (!record) throw new HttpError(404, messages.publicationNotFound);
    return record;
  }

  /**
   * The item as the API shows it. Inside a transaction pass `tx` and the tag sets read before it (the
   * embedded database runs one transaction at a time: a read beside it would wait for it forever).
   */
  private async itemById(id: number, db: Queryable = this.deps.db, tagSets?: TagSet[]): Promise<PublishedItem> {
    const record = await publicationRecord(db, id);
    if (!record) throw new HttpError(404, messages.publicationNotFound);
    const [tagProfile, { status, rows }] = await Promise.all([tagSets ?? this.deps.tags.all(), publicationRows(db, id)]);
    return {
      id: record.id,
      idUpload: record.id_upload,
      title: record.title,
      description: record.description,
      tags: record.tags.join(', '),
      inYouTube: record.in_youtube,
      inTikTok: record.in_tiktok,
      inInstagram: record.in_instagram,
      date: record.publish_at?.toISOString() ?? null,
      // Read with the rows, so it agrees with them.
      status: status ?? record.status,
      ...publishOptions(record.options),
      texts: { ...EMPTY_PLATFORM_TEXTS, ...record.texts },
      tagProfile,
      video: rows,
      createdAt: record.created_at.toISOString(),
      request: { id: record.request_id, idUpload: record.id_upload, sourceName: record.source_name ?? '' },
    };
  }
}
