import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { apiPaths } from '@shared/api-paths';
import { ErrorResponseSchema, type IdParams, IdParamsSchema, type PageQuery, PageQuerySchema } from '@shared/schemas/common';
import { IdUploadParamsSchema } from '@shared/schemas/creation';
import {
  type PublicationRequest,
  PublicationRequestSchema,
  type PublicationUpdate,
  PublicationUpdateSchema,
  PublishedItemSchema,
  PublishedRowSchema,
  type RetryRequest,
  RetryRequestSchema,
  VideoUploadPageSchema,
} from '@shared/schemas/publications';
import { currentUser } from '../plugins/auth';
import type { PublicationService } from '../services/publication-service';

type IdUploadParams = v.InferOutput<typeof IdUploadParamsSchema>;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const conflicts = { 409: ErrorResponseSchema, 422: ErrorResponseSchema };
const doc = (summary: string, older = false) => ({
  tags: [older ? 'older video API' : 'publishing'],
  summary: older ? `${summary} (older path of the same call)` : summary,
  security: [{ bearer: [] }],
});

/**
 * Publishing (SPEC §7 "Video creation and publishing" — paths ours — and "Older video API"): both
 * sets of paths call the same service. Publications belong to the creation request's author.
 */
export async function publicationRoutes(app: FastifyInstance, { publications }: { publications: PublicationService }) {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.idempotent);

  for (const [path, older] of [
    [apiPaths.publications.list, false],
    [apiPaths.uploadVideo.list, true],
  ] as const) {
    app.get<{ Querystring: PageQuery }>(
      path,
      {
        schema: {
          ...doc("The 'YouTube' list: publications newest first with their status and done/failed counts", older),
          querystring: PageQuerySchema,
          response: { 200: VideoUploadPageSchema, ...errors },
        },
      },
      async (request) => publications.list(currentUser(request), request.query.page),
    );
  }

  for (const [path, older] of [
    [apiPaths.publications.create(':id'), false],
    [apiPaths.uploadVideo.item(':id'), true],
  ] as const) {
    app.post<{ Params: IdUploadParams; Body: PublicationRequest }>(
      path,
      {
        schema: {
          ...doc(
            'Publish a finished creation request: video k goes to profile k (SPEC §4), each on every chosen platform active for ' +
              'that profile; `date` is a datetime-local read as Kyiv time (future) or empty for now. Refused (422) when a profile has ' +
              'no chosen platform active or lacks its credentials; 409 for videos already sent. Honours Idempotency-Key',
            older,
          ),
          params: IdUploadParamsSchema,
          body: PublicationRequestSchema,
          response: { 201: PublishedItemSchema, ...conflicts, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await publications.create(currentUser(request), request.params.id, request.body)),
    );
  }

  for (const [path, older] of [
    [apiPaths.publications.detail(':id'), false],
    [apiPaths.uploadVideo.item(':id'), true],
  ] as const) {
    app.get<{ Params: IdUploadParams }>(
      path,
      {
        schema: {
          ...doc('A publication by idUpload: its fields, the tag sets, and one row per video × platform', older),
          params: IdUploadParamsSchema,
          response: { 200: PublishedItemSchema, ...errors },
        },
      },
      async (request) => publications.detail(currentUser(request), request.params.id),
    );

    app.patch<{ Params: IdUploadParams; Body: PublicationUpdate }>(
      path,
      {
        schema: {
          ...doc(
            'Edit title, description, tags (list or comma-separated) and the platform flags. Text applies to rows not yet published; ' +
              "a platform switched off stops its waiting and failed rows ('noactive'); switched on, it adds rows where the profile has it active",
            older,
          ),
          params: IdUploadParamsSchema,
          body: PublicationUpdateSchema,
          response: { 200: PublishedItemSchema, ...errors },
        },
      },
      async (request) => publications.update(currentUser(request), request.params.id, request.body),
    );
  }

  app.post<{ Params: IdParams }>(
    apiPaths.publications.retry(':id'),
    {
      schema: {
        ...doc("Publish one row (status 'error' or a stuck 'loading') again; it resumes its upload or finds the post already made"),
        params: IdParamsSchema,
        response: { 200: PublishedRowSchema, ...conflicts, ...errors },
      },
    },
    async (request) => publications.retry(currentUser(request), request.params.id),
  );

  app.post<{ Body: RetryRequest }>(
    apiPaths.uploadVideo.retry,
    {
      schema: {
        ...doc('Publish one row again: `videoId` is the row id, `youTubeId` (optional) the idUpload it must belong to', true),
        body: RetryRequestSchema,
        response: { 200: PublishedRowSchema, ...conflicts, ...errors },
      },
    },
    async (request) => publications.retry(currentUser(request), request.body.videoId, request.body.youTubeId),
  );
}
