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
import type { GroupService } from '../catalog/group-service';
import { type SearchColumns, searchCondition } from '../common/list-search';
import { ownerScope } from '../common/ownership';
import { newestFirstPage, ownerCondition, type PageSlice } from '../common/pagination';
import type { TagService } from '../catalog/tag-service';
import { validateOrThrow } from '../common/validate';
import { requestSimilarity } from './similarity-scores';

export interface SourceLimits {
  maxDurationSeconds: number;
  maxDimension: number;
}

interface RequestRow {
  id: number;
  idUpload: string;
  status: CreationRequestItem['status'];
  countVideo: number;
  doneCount: number;
  error: string | null;
  sourceName: string;
  createdAt: Date;
  sentCount: number;
  publicationId: number | null;
  publicationTitle: string | null;
}

const columns = `r.id, r.id_upload AS "idUpload", r.status, r.count_video AS "countVideo", r.error, r.source_name AS "sourceName",
  r.created_at AS "createdAt", (SELECT count(*)::int FROM rendered_videos v WHERE v.request_id = r.id) AS "doneCount",
  -- A request's videos go out only through its one publication, each once (both unique): its rows are the sent videos.
  (SELECT count(*)::int FROM publications p JOIN publication_videos pv ON pv.publication_id = p.id WHERE p.request_id = r.id) AS "sentCount",
  (SELECT p.id FROM publications p WHERE p.request_id = r.id) AS "publicationId",
  (SELECT p.title FROM publications p WHERE p.request_id = r.id) AS "publicationTitle"`;

const toItem = ({ createdAt, publicationId, publicationTitle, ...row }: RequestRow): CreationRequestItem => ({
  ...row,
  createdAt: createdAt.toISOString(),
  // One publication per request, reached by the request's idUpload.
  publication: publicationId === null ? null : { id: publicationId, idUpload: row.idUpload, title: publicationTitle ?? '' },
});

/**
 * What `?q=` finds in the creation requests list: the id, the source file's name, the idUpload and
 * the title of the request's publication.
 */
const requestSearch: SearchColumns = {
  table: 'creation_requests r',
  key: 'r.id',
  text: ['r.source_name', 'r.id_upload::text'],
  related: [(contains) => `SELECT sp.request_id FROM publications sp WHERE ${contains('sp.title')}`],
  matchesId: true,
};

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
  storage: MediaStorage;
  tools: MediaTools;
  renders: RenderScheduler;
  limits: SourceLimits;
  accounts: AccountService;
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
    const { db, storage, tools, limits } = this.deps;
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
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_video, is_photo, source_storage_key, source_name,
                                          source_duration_ms, source_has_audio, uniqueness)
           VALUES ($1, $2, 'loading', $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [
            user.id,
            idUpload,
            input.countVideo,
            input.isVideo,
            input.isPhoto,
            key,
            source.originalName,
            checked.durationMs,
            probe.hasAudio,
            input.uniqueness,
          ],
        );
        await tx.query('INSERT INTO creation_request_folders (request_id, folder_id) SELECT $1, unnest($2::int[])', [
          row!.id,
          input.folders,
        ]);
        for (let variant = 0; variant < input.countVideo; variant += 1) {
          await this.deps.renders.scheduleRender(row!.id, idUpload, variant, tx);
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

  /**
   * A page of requests (own; all for admin), only those matching `q` when given, newest first.
   *
   * The page's requests come first (`ORDER BY r.id DESC LIMIT` on the primary key, or on
   * `creation_requests (user_id, id)` for one owner: the owner filter is written per case); the
   * rendered and sent counts and the publication are then looked up per request of the page
   * (`rendered_videos (request_id, …)`, `publications (request_id)`, `publication_videos
   * (publication_id, …)`). The total is each owner's number of requests kept by 0011_request_counts.sql
   * (summed for an admin), or with a search a count of the matching ids alone; page 1 asks it only
   * when full, a later page first, and a page in the older half is read from the oldest end
   * (newestFirstPage).
   */
  async list(user: SessionUser, page: number, q?: string): Promise<Page<CreationRequestItem>> {
    const { db } = this.deps;
    const scope = ownerScope(user);
    const owner = ownerCondition('r.user_id', scope, 3);
    const search = searchCondition(q, requestSearch, 3 + owner.params.length);
    const countAll = async () => {
      if (search.params.length === 0) {
        // Kept per owner by the triggers of 0011_request_counts.sql: one row, or one per owner for an admin.
        const [row] = await db.query<{ total: number }>(
          `SELECT coalesce(sum(requests), 0)::int AS total FROM request_totals t WHERE ${scope === null ? 'TRUE' : 't.user_id = $1::int'}`,
          scope === null ? [] : [scope],
        );
        return row?.total ?? 0;
      }
      const countOwner = ownerCondition('r.user_id', scope, 1);
      const [row] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM creation_requests r
          WHERE ${countOwner.sql} AND ${searchCondition(q, requestSearch, 1 + countOwner.params.length).sql}`,
        [...countOwner.params, ...search.params],
      );
      return row?.total ?? 0;
    };
    const read = ({ descending, limit, offset }: PageSlice) =>
      db.cachedQuery<RequestRow>(
        `SELECT ${columns}
           FROM (SELECT r.id, r.id_upload, r.status, r.count_video, r.error, r.source_name, r.created_at FROM creation_requests r
                  WHERE ${owner.sql} AND ${search.sql} ORDER BY r.id ${descending ? 'DESC' : 'ASC'} LIMIT $1 OFFSET $2) r
          ORDER BY r.id DESC`,
        [limit, offset, ...owner.params, ...search.params],
      );
    return newestFirstPage(page, read, toItem, countAll);
  }

  async item(user: SessionUser, idUpload: string, db: Queryable = this.deps.db): Promise<CreationRequestItem> {
    const [row] = await db.query<RequestRow>(
      `SELECT ${columns} FROM creation_requests r WHERE r.id_upload = $1 AND ($2::int IS NULL OR r.user_id = $2::int)`,
      [idUpload, ownerScope(user)],
    );
    if (!row) throw new HttpError(404, messages.requestNotFound);
    return toItem(row);
  }

  /** What the publishing form needs: the rendered videos, the team's tag sets, the user's profiles and groups. */
  async detail(user: SessionUser, idUpload: string): Promise<CreationRequestDetail> {
    const item = await this.item(user, idUpload);
    const videos = await this.deps.db.query<{
      id: number;
      storage_key: string;
      poster_key: string | null;
      created_at: Date;
      status: CreationRequestItem['status'] | null;
      account_id: number | null;
      proxy: string | null;
      comments: string | null;
      variant_index: number;
      source_distance: number | null;
    }>(
      `SELECT rv.id, rv.storage_key, rv.poster_key, rv.created_at, pv.status, a.id AS account_id, a.proxy, a.comments,
              rv.variant_index, rv.source_distance
         FROM rendered_videos rv
         LEFT JOIN publication_videos pv ON pv.rendered_video_id = rv.id
         LEFT JOIN accounts a ON a.id = pv.account_id
        WHERE rv.request_id = $1 ORDER BY rv.variant_index`,
      [item.id],
    );
    const [tags, accounts, groups, similarity] = await Promise.all([
      this.deps.tags.all(),
      this.deps.accounts.publishOptions(user),
      this.deps.groups.all(user),
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
    };
  }

  /**
   * Deletes the request's source and rendered files, then the request with its variants, in one
   * transaction that holds the request. Files that cannot be removed keep every row.
   */
  async remove(user: SessionUser, idUpload: string, withinTransaction?: (tx: Queryable) => Promise<void>): Promise<void> {
    const item = await this.item(user, idUpload);
    await this.deps.db.transaction(async (tx) => {
      const [request] = await tx.query<{ source_storage_key: string }>(
        'SELECT source_storage_key FROM creation_requests WHERE id = $1 FOR UPDATE',
        [item.id],
      );
      if (!request) return;
      const rendered = await tx.query<{ storage_key: string; poster_key: string | null }>(
        'SELECT storage_key, poster_key FROM rendered_videos WHERE request_id = $1',
        [item.id],
      );
      await this.deps.storage.removeAll([
        request.source_storage_key,
        ...rendered.flatMap((row) => [row.storage_key, row.poster_key ?? []].flat()),
      ]);
      await tx.query('DELETE FROM creation_requests WHERE id = $1', [item.id]);
      await withinTransaction?.(tx);
    });
  }

  /** Every chosen folder must exist and hold media of a chosen kind: refused now, not found out while rendering. */
  private async assertFoldersHaveBackgrounds(input: CreationRequestFields) {
    const rows = await this.deps.db.query<{ id: number; name: string; images: number; videos: number }>(
      `SELECT f.id, f.name,
              (SELECT count(*)::int FROM background_media m WHERE m.folder_id = f.id AND m.kind = 'image') AS images,
              (SELECT count(*)::int FROM background_media m WHERE m.folder_id = f.id AND m.kind = 'video') AS videos
         FROM background_folders f WHERE f.id = ANY($1::int[])`,
      [input.folders],
    );
    if (rows.length !== input.folders.length) throw new HttpError(404, messages.folderNotFound);
    // The form runs the same rule on the counts it was offered; these are the counts now.
    const problems = rows.flatMap(
      (folder) => folderKindProblem({ name: folder.name, imagesCount: folder.images, videosCount: folder.videos }, input) ?? [],
    );
    if (problems.length > 0) throw new HttpError(400, problems, { folders: problems.join('; ') });
  }
}
