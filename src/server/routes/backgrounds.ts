import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { apiPaths } from '@shared/api-paths';
import {
  BackgroundMediaPageSchema,
  FolderOptionSchema,
  FolderPageSchema,
  FolderRequestSchema,
  FolderSchema,
  UploadResultSchema,
} from '@shared/schemas/backgrounds';
import { dbIdFromString, IdParamsSchema, ListQuerySchema, PageQuerySchema } from '@shared/schemas/common';
import { messages } from '@shared/messages';
import { HttpError } from '@server/http-error';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { BackgroundService } from '@server/services/catalog/background-service';
import type { MediaStorage } from '@server/storage/storage';
import { endpoint } from '../http/endpoint';
import { receiveUpload } from './receive-upload';

const tag = 'backgrounds';

const UploadFieldsSchema = v.object({
  folderId: dbIdFromString(messages.folderNotFound),
});

interface Options {
  backgrounds: BackgroundService;
  storage: MediaStorage;
}

/** Background folders and media: shared by the team; authors (or admin) change and delete. */
export async function backgroundRoutes(app: FastifyInstance, { backgrounds, storage }: Options) {
  const api = typed(app);
  // Before the body is read: a repeat of a key still running is refused without receiving its upload.
  app.addHook('onRequest', app.idempotent);

  api.get(
    apiPaths.backgrounds.folders,
    endpoint({
      operationId: 'listBackgroundFolders',
      tag,
      summary: 'Background folders with their photo and video counts',
      description: '`q` finds folders by name (substring, case ignored).',
      querystring: ListQuerySchema,
      success: [200, FolderPageSchema],
    }),
    async (request) => backgrounds.folders(request.query.page, request.query.q),
  );

  api.get(
    apiPaths.backgrounds.folderOptions,
    endpoint({
      operationId: 'listBackgroundFolderOptions',
      tag,
      summary: 'All folders as select options { id, title, value } with their photo and video counts',
      success: [200, v.array(FolderOptionSchema)],
    }),
    async () => backgrounds.folderOptions(),
  );

  api.post(
    apiPaths.backgrounds.folders,
    endpoint({
      operationId: 'createBackgroundFolder',
      tag,
      summary: 'Create a folder',
      body: FolderRequestSchema,
      success: [201, FolderSchema],
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await backgrounds.createFolder(currentUser(request), request.body, (tx, folder) => request.recordAnswer(tx, 201, folder))),
  );

  api.patch(
    apiPaths.backgrounds.folder(':id'),
    endpoint({
      operationId: 'renameBackgroundFolder',
      tag,
      summary: 'Rename a folder (author or admin)',
      params: IdParamsSchema,
      body: FolderRequestSchema,
      success: [200, FolderSchema],
      errors: [403],
    }),
    async (request) => backgrounds.renameFolder(currentUser(request), request.params.id, request.body),
  );

  api.delete(
    apiPaths.backgrounds.folder(':id'),
    endpoint({
      operationId: 'deleteBackgroundFolder',
      tag,
      summary: 'Delete a folder with its media (author or admin)',
      params: IdParamsSchema,
      success: [204, null],
      errors: [403, 503],
    }),
    async (request, reply) => {
      await backgrounds.deleteFolder(currentUser(request), request.params.id, (tx) => request.recordAnswer(tx, 204, undefined));
      return reply.status(204).send();
    },
  );

  api.get(
    apiPaths.backgrounds.media,
    endpoint({
      operationId: 'listBackgroundMedia',
      tag,
      summary: 'All background media, newest first',
      querystring: PageQuerySchema,
      success: [200, BackgroundMediaPageSchema],
    }),
    async (request) => backgrounds.media(request.query.page, null),
  );

  api.get(
    apiPaths.backgrounds.folderMedia(':id'),
    endpoint({
      operationId: 'listFolderMedia',
      tag,
      summary: "A folder's media, newest first, with the folder",
      params: IdParamsSchema,
      querystring: PageQuerySchema,
      success: [200, BackgroundMediaPageSchema],
    }),
    async (request) => backgrounds.media(request.query.page, request.params.id),
  );

  api.post(
    apiPaths.backgrounds.media,
    endpoint({
      operationId: 'uploadBackgroundMedia',
      tag,
      summary: 'Upload photos and videos to a folder',
      description:
        'Multipart: repeated `files` (images), repeated `videos` and `folderId`. Every file is checked by its content; ' +
        'all or nothing. Honours `Idempotency-Key`.',
      multipart: {
        fields: UploadFieldsSchema,
        files: {
          files: { description: 'Photos (JPEG, PNG, WebP, GIF, BMP)', multiple: true, required: false },
          videos: { description: 'Videos (MP4, MOV, WebM, MKV, AVI, 3GP, MPEG)', multiple: true, required: false },
        },
      },
      success: [201, UploadResultSchema],
      errors: [404, 409, 413, 415, 422, 503, 507],
    }),
    async (request, reply) => {
      const { fields, files } = await receiveUpload(request, storage, ['files', 'videos']);
      const parsed = v.safeParse(UploadFieldsSchema, { folderId: fields.folderId?.[0] ?? '' });
      if (!parsed.success) {
        await backgrounds.discard(files);
        throw new HttpError(400, [messages.folderNotFound]);
      }
      const data = await backgrounds.upload(currentUser(request), parsed.output.folderId, files, (tx, saved) =>
        request.recordAnswer(tx, 201, { data: saved }),
      );
      return reply.status(201).send({ data });
    },
  );

  api.delete(
    apiPaths.backgrounds.mediaItem(':id'),
    endpoint({
      operationId: 'deleteBackgroundMedia',
      tag,
      summary: 'Delete a photo or video (its author, the folder author or admin)',
      params: IdParamsSchema,
      success: [204, null],
      errors: [403, 503],
    }),
    async (request, reply) => {
      await backgrounds.deleteMedia(currentUser(request), request.params.id, (tx) => request.recordAnswer(tx, 204, undefined));
      return reply.status(204).send();
    },
  );
}
