import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { UploadLimitsSchema } from '@shared/schemas/upload-limits';
import { typed } from '@server/plugins/valibot-type-provider';
import { endpoint } from '../http/endpoint';

/** The upload limit the client checks a chosen file against, before it stages the file in the browser. */
export async function uploadLimitRoutes(app: FastifyInstance, { maxUploadBytes }: { maxUploadBytes: number }) {
  typed(app).get(
    apiPaths.uploadLimits,
    endpoint({
      operationId: 'getUploadLimits',
      tag: 'resumable uploads',
      summary: 'The largest single file the server accepts (MAX_UPLOAD_BYTES): a bigger one answers 413',
      success: [200, UploadLimitsSchema],
    }),
    async () => ({ maxUploadBytes }),
  );
}
