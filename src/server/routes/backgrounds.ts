import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { apiPaths } from '@shared/api-paths';
import {
  BackgroundMediaPageSchema,
  FolderPageSchema,
  type FolderRequest,
  FolderRequestSchema,
  FolderSchema,
  UploadResultSchema,
} from '@shared/schemas/backgrounds';
import {
  ErrorResponseSchema,
  type IdParams,
  IdParamsSchema,
  OptionSchema,
  type PageQuery,
  PageQuerySchema,
} from '@shared/schemas/common';
import { messages } from '@shared/messages';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import type { BackgroundService } from '../services/background-service';
import type { LocalStorage } from '../storage/local-storage';
import { receiveUpload } from './receive-upload';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const doc = (summary: string) => ({ tags: ['backgrounds'], summary, security: [{ bearer: [] }] });

const FolderIdSchema = v.pipe(v.string(messages.folderNotFound), v.regex(/^[1-9]\d{0,9}$/, messages.folderNotFound), v.transform(Number));

interface Options {
  backgrounds: BackgroundService;
  storage: LocalStorage;
}

/** Background folders and media (SPEC §7): shared by the team; authors (or admin) change and delete. */
export async function backgroundRoutes(app: FastifyInstance, { backgrounds, storage }: Options) {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.idempotent);

  app.get<{ Querystring: PageQuery }>(
    apiPaths.backgrounds.folders,
    { schema: { ...doc('Background folders with their photo and video counts'), querystring: PageQuerySchema, response: { 200: FolderPageSchema, ...errors } } },
    async (request) => backgrounds.folders(request.query.page),
  );

  app.get(
    apiPaths.backgrounds.folderOptions,
    { schema: { ...doc('All folders as select options { id, title, value }'), response: { 200: v.array(OptionSchema), ...errors } } },
    async () => backgrounds.folderOptions(),
  );

  app.post<{ Body: FolderRequest }>(
    apiPaths.backgrounds.folders,
    { schema: { ...doc('Create a folder'), body: FolderRequestSchema, response: { 201: FolderSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await backgrounds.createFolder(currentUser(request), request.body)),
  );

  app.patch<{ Params: IdParams; Body: FolderRequest }>(
    apiPaths.backgrounds.folder(':id'),
    { schema: { ...doc('Rename a folder (author or admin)'), params: IdParamsSchema, body: FolderRequestSchema, response: { 200: FolderSchema, ...errors } } },
    async (request) => backgrounds.renameFolder(currentUser(request), request.params.id, request.body),
  );

  app.delete<{ Params: IdParams }>(
    apiPaths.backgrounds.folder(':id'),
    { schema: { ...doc('Delete a folder with its media (author or admin)'), params: IdParamsSchema, response: errors } },
    async (request, reply) => {
      await backgrounds.deleteFolder(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: PageQuery }>(
    apiPaths.backgrounds.media,
    { schema: { ...doc('All background media, newest first'), querystring: PageQuerySchema, response: { 200: BackgroundMediaPageSchema, ...errors } } },
    async (request) => backgrounds.media(request.query.page, null),
  );

  app.get<{ Params: IdParams; Querystring: PageQuery }>(
    apiPaths.backgrounds.folderMedia(':id'),
    {
      schema: {
        ...doc("A folder's media, newest first, with the folder"),
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: BackgroundMediaPageSchema, ...errors },
      },
    },
    async (request) => backgrounds.media(request.query.page, request.params.id),
  );

  app.post(
    apiPaths.backgrounds.media,
    {
      schema: {
        ...doc(
          'Upload to a folder: multipart with repeated `files` (images), repeated `videos` and `folderId`. Checked by content; ' +
            'all or nothing; honours Idempotency-Key',
        ),
        consumes: ['multipart/form-data'],
        response: { 201: UploadResultSchema, 413: ErrorResponseSchema, 415: ErrorResponseSchema, 422: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fields, files } = await receiveUpload(request, storage, ['files', 'videos']);
      const folderId = v.safeParse(FolderIdSchema, fields.folderId?.[0] ?? '');
      if (!folderId.success) {
        await backgrounds.discard(files);
        throw new HttpError(400, [messages.folderNotFound]);
      }
      const data = await backgrounds.upload(currentUser(request), folderId.output, files);
      return reply.status(201).send({ data });
    },
  );

  app.delete<{ Params: IdParams }>(
    apiPaths.backgrounds.mediaItem(':id'),
    { schema: { ...doc('Delete a photo or video (its author, the folder author or admin)'), params: IdParamsSchema, response: errors } },
    async (request, reply) => {
      await backgrounds.deleteMedia(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
