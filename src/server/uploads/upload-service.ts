import { createWriteStream } from 'node:fs';
import { copyFile, link, readdir, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type DataStore, Server, type Upload } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest } from 'srvx/node';
import { messages } from '@shared/messages';
import { UPLOADS_PATH } from '@shared/schemas/uploads';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { checkMagicBytes } from '@server/media/content-check';
import { hasForbiddenCharacters } from '@server/http/forbidden-text';
import { diskFailure } from '@server/storage/local-storage';
import type { ReceivedFile } from './received-file';
import { tusErrorFor, ukrainianErrorBody } from './tus-errors';

/** How often expired uploads are looked for (also once at start). */
const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60_000;

/** One upload a commit uses, and the part of the service's input it stands for. */
export interface WantedUpload {
  id: string;
  field: ReceivedFile['field'];
}

export interface UploadServiceDeps {
  db: Database;
  /** The tus data store (createTusDataStore): its files are read back through `read` when not on this disk. */
  store: DataStore & { read?(id: string): Readable | Promise<Readable>; uploadIds?(): Promise<string[]>; directory?: string };
  /** Where a committed upload's file is handed over: the media storage's temporary folder. */
  temp: { tempFile(): string };
  maxUploadBytes: number;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

const MEDIA_KINDS = new Set(['image', 'video']);
const MAX_NAME_LENGTH = 255;

/**
 * Resumable uploads (tus 1.0 through @tus/server) and their hand-over to the services that make
 * media or creation requests of them.
 *
 * An upload belongs to the user who created it (its info carries the owner, set here, never by the
 * client): any other user's request for it answers 404. Its size is limited by MAX_UPLOAD_BYTES
 * both as declared (Upload-Length) and on the bytes. When its last byte is in, its magic bytes must
 * be of the kind it was declared as (image or video), else it is refused with the same Ukrainian
 * message as a multipart upload and deleted. A commit then takes finished uploads (owned, complete,
 * not used before), checks them fully through the same service path as the multipart endpoints,
 * and records their use in the effect's transaction: each upload makes media or a request once.
 */
export class UploadService {
  readonly tus: Server;
  /** The signed-in user of each request handed to tus (tus' hooks see only the web Request). */
  private readonly owners = new WeakMap<object, number>();
  /**
   * The upload id each request handed to tus was checked for: the only id tus acts on. tus would
   * otherwise take the last segment of the whole URL, query string included, which need not be the
   * path parameter the ownership check saw.
   */
  private readonly checkedIds = new WeakMap<object, string>();

  constructor(private readonly deps: UploadServiceDeps) {
    this.tus = new Server({
      path: UPLOADS_PATH,
      datastore: deps.store,
      maxSize: deps.maxUploadBytes,
      relativeLocation: true,
      getFileIdFromRequest: (request) => this.checkedIds.get(request),
      // Same origin only: no Access-Control-Allow-Origin.
      allowedOrigins: [],
      onUploadCreate: async (request, upload) => ({ metadata: this.ownedMetadata(request, upload) }),
      onUploadFinish: async (_request, upload) => {
        await this.checkFinished(upload);
        return {};
      },
      onResponseError: async (_request, error) => {
        const disk = diskFailure(error);
        if (disk) return tusErrorFor(disk.statusCode, disk.messages);
        if (!(error as { status_code?: unknown }).status_code) deps.log.error({ err: error }, 'resumable upload failed');
        return undefined;
      },
    });
  }

  /**
   * Hands a request under /api/uploads to tus and sends its answer through Fastify (so the security
   * headers and the error format apply): errors become `{ message }` in Ukrainian. A request about
   * one upload (HEAD, PATCH, DELETE) names it by `uploadId`, the route's parameter: it must be this
   * user's (404 otherwise), and it is the only upload tus may touch, whatever the URL holds besides.
   */
  async forward(request: FastifyRequest, reply: FastifyReply, userId: number, uploadId?: string): Promise<FastifyReply> {
    if (uploadId !== undefined) await this.owned(userId, uploadId);
    const web = new NodeRequest({ req: request.raw, res: reply.raw });
    this.owners.set(web, userId);
    if (uploadId !== undefined) this.checkedIds.set(web, uploadId);
    const response = await this.tus.handleWeb(web);
    const text = await response.text();
    // tus answers a missing Upload-Offset or Content-Type with 403, where 403 means "not allowed to" here, and a
    // creation asking for an extension this server does not offer (Upload-Concat) with 501: both are the request's fault.
    reply.status(response.status === 403 || response.status === 501 ? 400 : response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'content-length' && name !== 'content-type') reply.header(name, value);
    }
    if (response.status >= 400) return reply.type('application/json; charset=utf-8').send(ukrainianErrorBody(reply.statusCode, text));
    return reply.send(text === '' ? undefined : text);
  }

  /** The upload, if it is this user's; 404 for anyone else's or none, 410 once it expired. */
  async owned(userId: number, id: string): Promise<Upload> {
    let upload: Upload;
    try {
      upload = await this.deps.store.getUpload(id);
    } catch (error) {
      if ((error as { status_code?: unknown }).status_code === 410) throw new HttpError(410, messages.uploadExpired);
      if ((error as { status_code?: unknown }).status_code !== undefined) throw new HttpError(404, messages.uploadNotFound);
      throw diskFailure(error) ?? error;
    }
    if (upload.metadata?.owner !== String(userId)) throw new HttpError(404, messages.uploadNotFound);
    const expiration = this.deps.store.getExpiration();
    if (expiration > 0 && upload.creation_date && Date.parse(upload.creation_date) + expiration < Date.now()) {
      throw new HttpError(410, messages.uploadExpired);
    }
    return upload;
  }

  /**
   * Hands the user's finished uploads to a service as received files (in the media storage's
   * temporary folder, which the service moves into place or removes). The uploads themselves stay
   * until `release`, after the commit: a crash before it leaves them for the retry.
   */
  async take(userId: number, wanted: readonly WantedUpload[]): Promise<ReceivedFile[]> {
    const ids = wanted.map((item) => item.id);
    if (new Set(ids).size !== ids.length) throw new HttpError(422, messages.uploadAlreadyUsed);
    if (ids.length > 0) {
      const used = await this.deps.db.query('SELECT upload_id FROM consumed_uploads WHERE upload_id = ANY($1::text[])', [ids]);
      if (used.length > 0) throw new HttpError(422, messages.uploadAlreadyUsed);
    }
    const received: ReceivedFile[] = [];
    try {
      for (const item of wanted) {
        const upload = await this.owned(userId, item.id);
        if (upload.size === undefined || upload.offset !== upload.size) throw new HttpError(409, messages.uploadIncomplete);
        const tempPath = this.deps.temp.tempFile();
        await this.copyOut(upload, tempPath);
        received.push({ field: item.field, tempPath, size: upload.size, originalName: upload.metadata?.filename ?? 'file' });
      }
      return received;
    } catch (error) {
      await Promise.all(received.map((file) => rm(file.tempPath, { force: true })));
      throw diskFailure(error) ?? error;
    }
  }

  /**
   * Inside the commit's transaction: marks the uploads used, with their sizes (422 if one already
   * was, which rolls the commit back).
   */
  async consume(tx: Queryable, userId: number, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const sizes = await Promise.all(ids.map(async (id) => (await this.deps.store.getUpload(id)).size ?? null));
    const inserted = await tx.query(
      'INSERT INTO consumed_uploads (upload_id, user_id, size) SELECT id, $2, size FROM unnest($1::text[], $3::bigint[]) AS u(id, size) ON CONFLICT DO NOTHING RETURNING upload_id',
      [ids, userId, sizes],
    );
    if (inserted.length !== ids.length) throw new HttpError(422, messages.uploadAlreadyUsed);
  }

  /**
   * The size of an upload this user committed, or null. Such an upload answers its offset request
   * as complete (its data is gone after the commit, and goes now if a crash kept it), so a client
   * that lost the commit's answer asks for that answer again instead of sending the file anew.
   */
  async committedSize(userId: number, id: string): Promise<number | null> {
    const [row] = await this.deps.db.query<{ size: string | number | null }>(
      'SELECT size FROM consumed_uploads WHERE upload_id = $1 AND user_id = $2',
      [id, userId],
    );
    if (row?.size === null || row?.size === undefined) return null;
    await this.release([id]);
    return Number(row.size);
  }

  /** Answers a committed upload's offset request (tus HEAD) as complete; false when `id` is not one this user committed. */
  async answerCommitted(reply: FastifyReply, userId: number, id: string): Promise<boolean> {
    const size = await this.committedSize(userId, id);
    if (size === null) return false;
    const length = String(size);
    await reply
      .status(200)
      .headers({ 'tus-resumable': '1.0.0', 'upload-offset': length, 'upload-length': length, 'cache-control': 'no-store' })
      .send();
    return true;
  }

  /** After the commit: the uploads' files go (a failure here is cleaned by the sweep). */
  async release(ids: readonly string[]): Promise<void> {
    await Promise.all(ids.map((id) => this.deps.store.remove(id).catch(() => undefined)));
  }

  /**
   * Deletes expired uploads (unfinished or never committed, UPLOAD_EXPIRY_HOURS after creation,
   * finished ones included, on disk and in a bucket), uploads already committed whose removal a
   * crash prevented, and files a creation killed before its info was written. Returns how many went.
   */
  async sweep(now = Date.now()): Promise<number> {
    const { store } = this.deps;
    let removed = await this.tus.cleanUpExpiredUploads();
    const ids = (await store.uploadIds?.()) ?? [];
    const used = new Set<string>();
    if (ids.length > 0) {
      const rows = await this.deps.db.query<{ upload_id: string }>(
        'SELECT upload_id FROM consumed_uploads WHERE upload_id = ANY($1::text[])',
        [ids],
      );
      for (const row of rows) used.add(row.upload_id);
    }
    const expiration = store.getExpiration();
    for (const id of ids) {
      if (!used.has(id)) {
        const upload = await store.getUpload(id).catch(() => null);
        const created = upload?.creation_date ? Date.parse(upload.creation_date) : Number.NaN;
        if (!upload || expiration <= 0 || !(created + expiration < now)) continue;
      }
      if (await this.removeUpload(id)) removed += 1;
    }
    const directory = store.directory;
    if (!directory) return removed;
    const infos = new Set(ids);
    for (const name of await readdir(directory).catch(() => [] as string[])) {
      if (name.endsWith('.json') || infos.has(name)) continue;
      const file = path.join(directory, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < expiration) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  /** Removes an upload's data; true when it went, false when it was gone already or could not go now (the next sweep tries again). */
  private async removeUpload(id: string): Promise<boolean> {
    try {
      await this.deps.store.remove(id);
      return true;
    } catch (error) {
      if ((error as { status_code?: unknown }).status_code !== 404)
        this.deps.log.warn({ err: error, upload: id }, 'resumable upload not removed');
      return false;
    }
  }

  /** Sweeps at start and then every UPLOAD_SWEEP_INTERVAL_MS; returns the stop function. */
  async keepSwept(): Promise<() => void> {
    const run = async () => {
      const removed = await this.sweep();
      if (removed > 0) this.deps.log.warn({ removed }, 'expired or abandoned resumable uploads removed');
    };
    await run().catch((error: unknown) => this.deps.log.error({ err: error }, 'resumable uploads sweep failed'));
    const timer = setInterval(
      () => void run().catch((error: unknown) => this.deps.log.error({ err: error }, 'resumable uploads sweep failed')),
      UPLOAD_SWEEP_INTERVAL_MS,
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  /** The metadata a new upload keeps: its name and declared kind from the client, its owner from the session. */
  private ownedMetadata(request: object, upload: Upload): Record<string, string> {
    const owner = this.owners.get(request);
    if (owner === undefined) throw tusErrorFor(401, messages.unauthorized);
    const filename = upload.metadata?.filename?.trim() ?? '';
    if (filename === '') throw tusErrorFor(400, messages.uploadNameRequired);
    if (filename.length > MAX_NAME_LENGTH || hasForbiddenCharacters(filename) || /[\\/]/.test(filename))
      throw tusErrorFor(400, messages.forbiddenCharacters);
    const kind = upload.metadata?.kind ?? '';
    if (!MEDIA_KINDS.has(kind)) throw tusErrorFor(400, messages.uploadKindRequired);
    const filetype = upload.metadata?.filetype ?? '';
    return { filename, kind, filetype: hasForbiddenCharacters(filetype) ? '' : filetype.slice(0, 100), owner: String(owner) };
  }

  /** The last byte is in: the magic bytes must be of the declared kind, else the upload is refused and deleted. */
  private async checkFinished(upload: Upload): Promise<void> {
    const file = upload.storage?.type === 'file' ? upload.storage.path : null;
    if (!file) return;
    const kind = upload.metadata?.kind === 'image' ? 'image' : 'video';
    try {
      await checkMagicBytes(file, upload.metadata?.filename ?? 'file', upload.size ?? 0, kind);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await this.deps.store.remove(upload.id).catch(() => undefined);
      throw tusErrorFor(error.statusCode, error.messages);
    }
  }

  /** The upload's bytes as a file of their own: a hard link on the same disk, else a copy. */
  private async copyOut(upload: Upload, target: string): Promise<void> {
    const file = upload.storage?.type === 'file' ? upload.storage.path : null;
    if (file) {
      try {
        await link(file, target);
        // The link shares the upload's file and its time: touched now, so the temporary files' sweep sees work in progress.
        const now = new Date();
        await utimes(target, now, now);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'EXDEV') throw error;
        await copyFile(file, target);
      }
      return;
    }
    if (!this.deps.store.read) throw new Error('The upload store cannot read uploads back');
    await pipeline(await this.deps.store.read(upload.id), createWriteStream(target, { flags: 'wx' }));
  }
}
