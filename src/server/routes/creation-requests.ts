import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { ListQuerySchema } from '@shared/schemas/common';
import {
  CreationRequestDetailSchema,
  CreationRequestFieldsSchema,
  CreationRequestItemSchema,
  CreationRequestPageSchema,
  IdUploadParamsSchema,
} from '@shared/schemas/creation';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { CreationService } from '@server/services/creation/creation-service';
import type { MediaStorage } from '@server/storage/storage';
import { endpoint } from '../http/endpoint';
import { receiveUpload } from './receive-upload';

const tag = 'video creation';

/** Video creation requests: owned; admin sees all. */
export async function creationRoutes(app: FastifyInstance, { creation, storage }: { creation: CreationService; storage: MediaStorage }) {
  const api = typed(app);
  // Before the body is read: a repeat of a key still running is refused without receiving its upload.
  app.addHook('onRequest', app.idempotent);

  api.post(
    apiPaths.creation.create,
    endpoint({
      operationId: 'createCreationRequest',
      tag,
      summary: 'Create a request to render N variants of a video',
      description:
        'Multipart: `file` (one video), `countVideo`, `isVideo`, `isPhoto` and repeated `folders[]`. The video is checked by ' +
        'content and limits; folders must hold backgrounds of the chosen kind. Honours `Idempotency-Key`.',
      multipart: {
        fields: CreationRequestFieldsSchema,
        files: { file: { description: 'The source video', multiple: false, required: true } },
      },
      success: [201, CreationRequestItemSchema],
      errors: [409, 413, 415, 422, 503, 507],
    }),
    async (request, reply) => {
      const { fields, files } = await receiveUpload(request, storage, ['file']);
      const item = await creation.create(currentUser(request), fields, files, (tx, saved) => request.recordAnswer(tx, 201, saved));
      return reply.status(201).send(item);
    },
  );

  api.get(
    apiPaths.creation.list,
    endpoint({
      operationId: 'listCreationRequests',
      tag,
      summary: 'Creation requests with status and progress (doneCount of countVideo), newest first',
      description: "`q` finds requests by id, source file name, idUpload or their publication's title (substring, case ignored).",
      querystring: ListQuerySchema,
      success: [200, CreationRequestPageSchema],
    }),
    async (request) => creation.list(currentUser(request), request.query.page, request.query.q),
  );

  api.get(
    apiPaths.creation.detail(':id'),
    endpoint({
      operationId: 'getCreationRequest',
      tag,
      summary: 'A request by idUpload with its rendered videos, the tag sets, the profile options and groups for publishing',
      params: IdUploadParamsSchema,
      success: [200, CreationRequestDetailSchema],
    }),
    async (request) => creation.detail(currentUser(request), request.params.id),
  );

  api.delete(
    apiPaths.creation.detail(':id'),
    endpoint({
      operationId: 'deleteCreationRequest',
      tag,
      summary: 'Delete a request with its source and rendered files',
      params: IdUploadParamsSchema,
      success: [204, null],
      errors: [409, 503],
    }),
    async (request, reply) => {
      await creation.remove(currentUser(request), request.params.id, (tx) => request.recordAnswer(tx, 204, undefined));
      return reply.status(204).send();
    },
  );
}
