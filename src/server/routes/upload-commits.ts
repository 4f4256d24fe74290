import type { FastifyInstance } from 'fastify';
import { UploadResultSchema } from '@shared/schemas/backgrounds';
import { CreationRequestItemSchema } from '@shared/schemas/creation';
import { BackgroundsFromUploadsSchema, CreationFromUploadsSchema, uploadPaths } from '@shared/schemas/uploads';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { BackgroundService } from '@server/services/catalog/background-service';
import type { CreationService } from '@server/services/creation/creation-service';
import type { UploadService, WantedUpload } from '@server/uploads/upload-service';
import { endpoint } from '../http/endpoint';

const commitNote =
  'The uploads must be finished resumable uploads (`/api/uploads`) of the caller; each is used once (422 after that; 410 when it ' +
  'expired: send it again; 409 while it is not complete). Checked and saved exactly as the multipart upload, all or nothing; ' +
  "honours `Idempotency-Key` (the answer is recorded in the same transaction as the rows and the uploads' use).";

/**
 * The commit of the upload queue's items: one small JSON request that makes background media or a
 * creation request of finished resumable uploads, through the same service path as the multipart
 * endpoints, which stay for compatibility.
 */
export async function uploadCommitRoutes(
  app: FastifyInstance,
  { uploads, backgrounds, creation }: { uploads: UploadService; backgrounds: BackgroundService; creation: CreationService },
) {
  const api = typed(app);
  app.addHook('onRequest', app.idempotent);

  api.post(
    uploadPaths.backgroundsFromUploads,
    endpoint({
      operationId: 'uploadBackgroundMediaFromUploads',
      tag: 'backgrounds',
      summary: 'Add finished resumable uploads to a folder as photos (`files`) and videos (`videos`)',
      description: commitNote,
      body: BackgroundsFromUploadsSchema,
      success: [201, UploadResultSchema],
      errors: [404, 409, 410, 413, 415, 422, 503, 507],
    }),
    async (request, reply) => {
      const user = currentUser(request);
      const { folderId, files, videos } = request.body;
      const wanted: WantedUpload[] = [
        ...files.map((id) => ({ id, field: 'files' as const })),
        ...videos.map((id) => ({ id, field: 'videos' as const })),
      ];
      const ids = wanted.map((item) => item.id);
      const received = await uploads.take(user.id, wanted);
      const data = await backgrounds.upload(user, folderId, received, async (tx, saved) => {
        await uploads.consume(tx, user.id, ids);
        await request.recordAnswer(tx, 201, { data: saved });
      });
      await uploads.release(ids);
      return reply.status(201).send({ data });
    },
  );

  api.post(
    uploadPaths.creationFromUploads,
    endpoint({
      operationId: 'createCreationRequestFromUploads',
      tag: 'video creation',
      summary: 'Create a request to render N variants of a finished resumable upload (`file`)',
      description: `${commitNote} The other fields are those of the multipart form, as JSON.`,
      body: CreationFromUploadsSchema,
      success: [201, CreationRequestItemSchema],
      errors: [404, 409, 410, 413, 415, 422, 503, 507],
    }),
    async (request, reply) => {
      const user = currentUser(request);
      const { file, countVideo, isVideo, isPhoto, folders, uniqueness } = request.body;
      const fields: Record<string, string[]> = {
        countVideo: [String(countVideo)],
        isVideo: [String(isVideo)],
        isPhoto: [String(isPhoto)],
        folders: folders.map(String),
        ...(uniqueness ? { uniqueness: [uniqueness] } : {}),
      };
      const received = await uploads.take(user.id, [{ id: file, field: 'file' }]);
      const item = await creation.create(user, fields, received, async (tx, saved) => {
        await uploads.consume(tx, user.id, [file]);
        await request.recordAnswer(tx, 201, saved);
      });
      await uploads.release([file]);
      return reply.status(201).send(item);
    },
  );
}
