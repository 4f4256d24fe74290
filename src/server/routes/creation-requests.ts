import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { apiPaths } from '@shared/api-paths';
import { ErrorResponseSchema, type PageQuery, PageQuerySchema } from '@shared/schemas/common';
import {
  CreationRequestDetailSchema,
  CreationRequestItemSchema,
  CreationRequestPageSchema,
  IdUploadParamsSchema,
} from '@shared/schemas/creation';
import { currentUser } from '../plugins/auth';
import type { CreationService } from '../services/creation-service';
import type { LocalStorage } from '../storage/local-storage';
import { receiveUpload } from './receive-upload';

type IdUploadParams = v.InferOutput<typeof IdUploadParamsSchema>;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const doc = (summary: string) => ({ tags: ['video creation'], summary, security: [{ bearer: [] }] });

/** Video creation requests (SPEC §7 "Video creation and publishing"): owned; admin sees all. */
export async function creationRoutes(app: FastifyInstance, { creation, storage }: { creation: CreationService; storage: LocalStorage }) {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.idempotent);

  app.post(
    apiPaths.creation.create,
    {
      schema: {
        ...doc(
          'Create a request: multipart with `file` (one video), `countVideo`, `isVideo`, `isPhoto` and repeated `folders[]`. ' +
            'The video is checked by content and limits; folders must hold backgrounds of the chosen kind. Honours Idempotency-Key',
        ),
        consumes: ['multipart/form-data'],
        response: { 201: CreationRequestItemSchema, 413: ErrorResponseSchema, 415: ErrorResponseSchema, 422: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fields, files } = await receiveUpload(request, storage, ['file']);
      return reply.status(201).send(await creation.create(currentUser(request), fields, files));
    },
  );

  app.get<{ Querystring: PageQuery }>(
    apiPaths.creation.list,
    {
      schema: {
        ...doc('Creation requests with status and progress (doneCount of countVideo), newest first'),
        querystring: PageQuerySchema,
        response: { 200: CreationRequestPageSchema, ...errors },
      },
    },
    async (request) => creation.list(currentUser(request), request.query.page),
  );

  app.get<{ Params: IdUploadParams }>(
    apiPaths.creation.detail(':id'),
    {
      schema: {
        ...doc('A request by idUpload with its rendered videos, the tag sets, the profile options and groups for publishing'),
        params: IdUploadParamsSchema,
        response: { 200: CreationRequestDetailSchema, ...errors },
      },
    },
    async (request) => creation.detail(currentUser(request), request.params.id),
  );

  app.delete<{ Params: IdUploadParams }>(
    apiPaths.creation.detail(':id'),
    { schema: { ...doc('Delete a request with its source and rendered files'), params: IdUploadParamsSchema, response: errors } },
    async (request, reply) => {
      await creation.remove(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
