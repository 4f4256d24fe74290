import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import { folderKindProblem } from '@shared/schemas/backgrounds';
import type { Page } from '@shared/schemas/common';
import {
  type CreationRequestDetail,
  type CreationRequestFields,
  CreationRequestFieldsSchema,
  type CreationRequestItem,
} from '@shared/schemas/creation';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import type { MediaTools } from '@server/media/media-tools';
import type { MediaStorage } from '@server/storage/storage';
import { mediaUrl, storedFileName } from '@server/storage/media-url';
import type { ReceivedFile } from '@server/uploads/received-file';
import { accountTitle } from '../accounts/account-title';
import type { AccountService } from '../accounts/account-service';
import type { ProfileLabelService } from '../accounts/label-service';
import type { GroupService } from '../catalog/group-service';
import { ownerScope } from '../common/ownership';
import type { TagService } from '../catalog/tag-service';
import { validateOrThrow } from '../common/validate';
import { folderKinds, requestItem, requestPage, requestVideos } from './creation-queries';
import type { CreationRepository } from './creation-repository';
import { requestSimilarity } from './similarity-scores';

export interface SourceLimits {
  maxDurationSeconds: number;
  maxDimension: number;
}

/**
 * Puts a request's render jobs on the queue (implemented in `jobs/`, as `PublishScheduler` is for
 * publishing): one per variant, keyed by (idUpload, variant), so queueing one again adds nothing.
 * With `tx` the jobs are written in the caller's transaction: they exist exactly when the request does.
 */
export interface RenderScheduler {
  scheduleRender(requestId: number, idUpload: string, variant: number, tx?: Queryable): Promise<void>;
}

export interface CreationDeps {
  db: Database;
  requests: CreationRepository;
  storage: MediaStorage;
  tools: MediaTools;
  renders: RenderScheduler;
  limits: SourceLimits;
  accounts: AccountService;
  labels: ProfileLabelService;
  groups: GroupService;
  tags: TagService;
}

/** Video creation requests (owned): one checked source video + folders → `countVideo` render jobs. */
export class CreationService {
  constructor(private readonly deps: CreationDeps) {}

  /**
   * Saves the request, its folders and its `countVideo` render jobs in one transaction, in which
   * `withinTransaction` also runs with the answer (the idempotency key's answer is recorded there):
   * a crash leaves all of it or none of it, never a request without its renders.
   */
  async create(
    user: SessionUser,
    fields: Record<string, string[]>,
    files: ReceivedFile[],
    withinTransaction?: (tx: Queryable, item: CreationRequestItem) => Promise<void>,
  ): Promise<CreationRequestItem> {
    const { db, requests, storage, tools, limits } = this.deps;
    let committedKey: string | null = null;
    try {
      const input = validateOrThrow(CreationRequestFieldsSchema, {
        countVideo: fields.countVideo?.[0],
        isVideo: fields.isVideo?.[0],
        isPhoto: fields.isPhoto?.[0],
        folders: fields.folders ?? [],
        uniqueness: fields.uniqueness?.[0],
      });
      if (files.length === 0) throw new HttpError(400, [messages.minOneVideo]);
      if (files.length > 1) throw new HttpError(400, [messages.maxOneVideo]);
      const source = files[0]!;
      await this.assertFoldersHaveBackgrounds(input);

      const checked = await tools.checkFile(source.tempPath, source.originalName, source.size, 'video');
      if ((checked.durationMs ?? 0) > limits.maxDurationSeconds * 1000) {
        throw new HttpError(422, [`«${source.originalName}»: ${messages.sourceTooLong} (максимум ${limits.maxDurationSeconds} с)`]);
      }
      if ((checked.width ?? 0) > limits.maxDimension || (checked.height ?? 0) > limits.maxDimension) {
        throw new HttpError(422, [`«${source.originalName}»: ${messages.sourceTooLarge} (максимум ${limits.maxDimension} px)`]);
      }
      const probe = await tools.probe(source.tempPath);

      const idUpload = randomUUID();
      const key = `sources/${idUpload}/${storedFileName(source.originalName, checked.extension)}`;
      await storage.commit(source.tempPath, key);
      committedKey = key;

      const item = await db.transaction(async (tx) => {
        const requestId = await requests.insert(
          tx,
          {
            userId: user.id,
            idUpload,
            countVideo: input.countVideo,
            isVideo: input.isVideo,
            isPhoto: input.isPhoto,
            sourceStorageKey: key,
            sourceName: source.originalName,
            sourceDurationMs: checked.durationMs,
            sourceHasAudio: probe.hasAudio,
            uniqueness: input.uniqueness,
          },
          input.folders,
        );
        for (let variant = 0; variant < input.countVideo; variant += 1) {
          await this.deps.renders.scheduleRender(requestId, idUpload, variant, tx);
        }
        const saved = await this.item(user, idUpload, tx);
        await withinTransaction?.(tx, saved);
        return saved;
      });
      committedKey = null;
      return item;
    } catch (error) {
      if (committedKey) await storage.remove(committedKey).catch(() => undefined);
      throw error;
    } finally {
      await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
    }
  }

  /** A page of requests (own; all for admin), only those matching `q` when given, newest first (creation-queries.ts says how). */
  list(user: SessionUser, page: number, q?: string): Promise<Page<CreationRequestItem>> {
    return requestPage(this.deps.db, ownerScope(user), page, q);
  }

  async item(user: SessionUser, idUpload: string, db: Queryable = this.deps.db): Promise<CreationRequestItem> {
    const item = await requestItem(db, idUpload, ownerScope(user));
    if (!item) throw new HttpError(404, messages.requestNotFound);
    return item;
  }

  /** What the publishing form needs: the rendered videos, the team's tag sets, the user's profiles and groups. */
  async detail(user: SessionUser, idUpload: string): Promise<CreationRequestDetail> {
    const item = await this.item(user, idUpload);
    const videos = await requestVideos(this.deps.db, item.id);
    const [tags, accounts, groups, labels, similarity] = await Promise.all([
      this.deps.tags.all(),
      this.deps.accounts.publishOptions(user),
      this.deps.groups.all(user),
      this.deps.labels.targets(user),
      requestSimilarity(this.deps.db, item.id, videos),
    ]);
    return {
      ...item,
      uniqueness: similarity.level,
      weakestPair: similarity.weakestPair,
      video: videos.map((video) => ({
        id: video.id,
        url: mediaUrl(video.storage_key),
        posterUrl: video.poster_key ? mediaUrl(video.poster_key) : null,
        idUpload,
        createdAt: video.created_at.toISOString(),
        score: similarity.scores.get(video.id) ?? null,
        // Already sent to publishing: its status and the profile it went to.
        ...(video.status && video.account_id !== null
          ? {
              status: video.status,
              account: {
                id: video.account_id,
                title: accountTitle({ id: video.account_id, proxy: video.proxy ?? '', comments: video.comments ?? '' }),
                value: video.account_id,
              },
            }
          : {}),
      })),
      tags,
      accounts,
      group: groups,
      labels,
    };
  }

  /**
   * Deletes the request's source and rendered files, then the request with its variants, in one
   * transaction that holds the request. Files that cannot be removed keep every row.
   */
  async remove(user: SessionUser, idUpload: string, withinTransaction?: (tx: Queryable) => Promise<void>): Promise<void> {
    const item = await this.item(user, idUpload);
    await this.deps.db.transaction(async (tx) => {
      const sourceKey = await this.deps.requests.lock(tx, item.id);
      if (sourceKey === null) return;
      const rendered = await this.deps.requests.renderedFiles(tx, item.id);
      await this.deps.storage.removeAll([sourceKey, ...rendered.flatMap((row) => [row.storage_key, row.poster_key ?? []].flat())]);
      await this.deps.requests.remove(tx, item.id);
      await withinTransaction?.(tx);
    });
  }

  /** Every chosen folder must exist and hold media of a chosen kind: refused now, not found out while rendering. */
  private async assertFoldersHaveBackgrounds(input: CreationRequestFields) {
    const rows = await folderKinds(this.deps.db, input.folders);
    if (rows.length !== input.folders.length) throw new HttpError(404, messages.folderNotFound);
    // The form runs the same rule on the counts it was offered; these are the counts now.
    const problems = rows.flatMap(
      (folder) => folderKindProblem({ name: folder.name, imagesCount: folder.images, videosCount: folder.videos }, input) ?? [],
    );
    if (problems.length > 0) throw new HttpError(400, problems, { folders: problems.join('; ') });
  }
}
