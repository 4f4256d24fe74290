import type { FastifyInstance } from 'fastify';
import { UploadParamsSchema, uploadPaths } from '@shared/schemas/uploads';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { UploadService } from '@server/uploads/upload-service';
import { endpoint, type HeaderDoc } from '../http/endpoint';

const tag = 'resumable uploads';

const tusResumable: HeaderDoc = { type: 'string', required: true, description: 'Always `1.0.0` (tus protocol version); without it 412' };
const uploadOffset: HeaderDoc = { type: 'integer', description: 'Bytes of the upload the server has' };
const uploadLength: HeaderDoc = { type: 'integer', description: 'Total size of the upload in bytes' };
const uploadExpires: HeaderDoc = { type: 'string', description: 'When the unfinished upload is deleted (RFC 7231 date)' };

const protocolNote =
  'tus 1.0 (https://tus.io/protocols/resumable-upload), core with the creation, termination and expiration extensions ' +
  '(not concatenation: `Upload-Concat` answers 400); errors are `{ message }` in Ukrainian. An upload belongs to the user who ' +
  'created it: any other user gets 404. Only the `{id}` of the path names the upload; the rest of the URL (a query string) never does.';

/**
 * Resumable uploads (tus 1.0, @tus/server) under /api/uploads: create, ask the offset, send bytes
 * from it, give up. Private like every route; the tus request bodies are streamed to the upload's
 * file, never parsed. A finished upload is used by one commit (routes/upload-commits.ts).
 */
export async function tusUploadRoutes(app: FastifyInstance, { uploads }: { uploads: UploadService }) {
  const api = typed(app);
  // tus' PATCH body (and a creation's, with creation-with-upload) goes to the store as a stream.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  api.post(
    uploadPaths.uploads,
    endpoint({
      operationId: 'createUpload',
      tag,
      summary: 'Create a resumable upload (tus creation)',
      description:
        `${protocolNote} \`Upload-Length\` over MAX_UPLOAD_BYTES answers 413. \`Upload-Metadata\` must carry \`filename\` and ` +
        "`kind` (`image` or `video`: what its content must be), optionally `filetype`. The answer's `Location` is the upload's URL.",
      requestHeaders: {
        'Tus-Resumable': tusResumable,
        'Upload-Length': { ...uploadLength, required: true },
        'Upload-Metadata': {
          type: 'string',
          required: true,
          description: 'Comma-separated `key base64(value)` pairs: `filename`, `kind`, `filetype`',
        },
      },
      success: [201, null],
      successHeaders: {
        Location: { type: 'string', description: 'The upload URL, `/api/uploads/{id}`' },
        'Tus-Resumable': tusResumable,
        'Upload-Expires': uploadExpires,
      },
      errors: [400, 412, 413, 415, 422, 503, 507],
    }),
    async (request, reply) => uploads.forward(request, reply, currentUser(request).id),
  );

  const offsetEndpoint = endpoint({
    operationId: 'getUploadOffset',
    tag,
    summary: 'How much of an upload the server has (tus HEAD): resume from `Upload-Offset`',
    description:
      `${protocolNote} An expired upload answers 410. An upload already committed answers as complete ` +
      '(`Upload-Offset` = `Upload-Length`): repeat the commit with its `Idempotency-Key` to get its answer.',
    params: UploadParamsSchema,
    requestHeaders: { 'Tus-Resumable': tusResumable },
    success: [200, null],
    successHeaders: {
      'Upload-Offset': uploadOffset,
      'Upload-Length': uploadLength,
      'Tus-Resumable': tusResumable,
      'Cache-Control': { type: 'string', description: '`no-store`' },
    },
    errors: [410, 412],
  });
  api.head(
    uploadPaths.upload(':id'),
    // @fastify/swagger leaves HEAD routes out unless asked: this one is an operation of its own (tus' offset request).
    { ...offsetEndpoint, config: { ...offsetEndpoint.config, swagger: { exposeHeadRoute: true } } },
    async (request, reply) => {
      const user = currentUser(request);
      // A committed upload is complete: the client then asks for the commit's answer, sending nothing again.
      if (await uploads.answerCommitted(reply, user.id, request.params.id)) return reply;
      return uploads.forward(request, reply, user.id, request.params.id);
    },
  );

  api.patch(
    uploadPaths.upload(':id'),
    endpoint({
      operationId: 'sendUploadBytes',
      tag,
      summary: 'Send bytes of an upload from its offset (tus PATCH)',
      description:
        `${protocolNote} \`Upload-Offset\` must equal the server's (409 otherwise: ask HEAD again). A cut connection keeps ` +
        "the bytes received, so the next HEAD tells where to go on. When the last byte is in, the file's magic bytes must be of " +
        'the declared kind: otherwise 415 with `«name»: Файл повинен бути …` (or 422 for an empty file) and the upload is deleted. ' +
        'More bytes than `Upload-Length` answer 413.',
      params: UploadParamsSchema,
      rawBody: { contentType: 'application/offset+octet-stream', description: 'The bytes from `Upload-Offset` on' },
      requestHeaders: {
        'Tus-Resumable': tusResumable,
        'Upload-Offset': { ...uploadOffset, required: true, description: 'Where these bytes start' },
      },
      success: [204, null],
      successHeaders: {
        'Upload-Offset': { ...uploadOffset, description: 'Bytes the server has now' },
        'Tus-Resumable': tusResumable,
        'Upload-Expires': uploadExpires,
      },
      errors: [409, 410, 412, 413, 415, 422, 503, 507],
    }),
    async (request, reply) => uploads.forward(request, reply, currentUser(request).id, request.params.id),
  );

  api.delete(
    uploadPaths.upload(':id'),
    endpoint({
      operationId: 'deleteUpload',
      tag,
      summary: 'Give up an upload and delete what was received (tus termination)',
      description: protocolNote,
      params: UploadParamsSchema,
      requestHeaders: { 'Tus-Resumable': tusResumable },
      success: [204, null],
      successHeaders: { 'Tus-Resumable': tusResumable },
      errors: [410, 412],
    }),
    async (request, reply) => uploads.forward(request, reply, currentUser(request).id, request.params.id),
  );
}
