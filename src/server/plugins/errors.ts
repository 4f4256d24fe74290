import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@shared/messages';
import { HttpError } from '../http-error';

/** Fastify's own error codes, answered in Ukrainian. */
const fastifyCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.malformedJson },
  // @fastify/multipart
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: messages.fileTooLarge },
  FST_FILES_LIMIT: { status: 413, message: messages.tooManyFiles },
  FST_PARTS_LIMIT: { status: 413, message: messages.tooManyFiles },
  FST_FIELDS_LIMIT: { status: 413, message: messages.tooManyFiles },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: messages.unsupportedMediaType },
};

/** Every error leaves as `{ message: string | string[] }` with the right status, never with internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.messages });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (error instanceof SyntaxError) return reply.status(400).send({ message: messages.malformedJson });

    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: messages.rateLimited });
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(status).send({ message: messages.internalError });
    }
    request.log.warn({ err: error }, 'client error');
    return reply.status(status).send({ message: messages.genericError });
  });
});
