import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { IdParamsSchema } from '@shared/schemas/common';
import { PresetListSchema, PresetRequestSchema, PresetSchema, PresetUpdateSchema } from '@shared/schemas/publication-presets';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { PresetService } from '@server/services/publishing/preset-service';
import { endpoint } from '../http/endpoint';

const tag = 'publication-presets';

/** Publication presets ('Шаблони публікацій'): the caller's own, every user's for an admin. */
export async function publicationPresetRoutes(app: FastifyInstance, { presets }: { presets: PresetService }) {
  const api = typed(app);
  // 'Зберегти як шаблон' sends its Idempotency-Key: a double click saves one preset.
  app.addHook('onRequest', app.idempotent);

  api.get(
    apiPaths.publicationPresets.list,
    endpoint({
      operationId: 'listPublicationPresets',
      tag,
      summary: 'Publication presets: own, or everyone’s (with the owner) for an admin',
      success: [200, PresetListSchema],
    }),
    async (request) => presets.list(currentUser(request)),
  );

  api.get(
    apiPaths.publicationPresets.detail(':id'),
    endpoint({
      operationId: 'getPublicationPreset',
      tag,
      summary: 'A publication preset',
      params: IdParamsSchema,
      success: [200, PresetSchema],
    }),
    async (request) => presets.get(currentUser(request), request.params.id),
  );

  api.post(
    apiPaths.publicationPresets.list,
    endpoint({
      operationId: 'createPublicationPreset',
      tag,
      summary: 'Save a publication preset of the caller (groups must be the caller’s)',
      body: PresetRequestSchema,
      success: [201, PresetSchema],
      errors: [404, 409],
    }),
    async (request, reply) => reply.status(201).send(await presets.create(currentUser(request), request.body)),
  );

  api.patch(
    apiPaths.publicationPresets.detail(':id'),
    endpoint({
      operationId: 'updatePublicationPreset',
      tag,
      summary: 'Rename or change a publication preset (owner or admin); fields left out are kept',
      params: IdParamsSchema,
      body: PresetUpdateSchema,
      success: [200, PresetSchema],
      errors: [409],
    }),
    async (request) => presets.update(currentUser(request), request.params.id, request.body),
  );

  api.delete(
    apiPaths.publicationPresets.detail(':id'),
    endpoint({
      operationId: 'deletePublicationPreset',
      tag,
      summary: 'Delete a publication preset (owner or admin)',
      params: IdParamsSchema,
      success: [204, null],
    }),
    async (request, reply) => {
      await presets.remove(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
