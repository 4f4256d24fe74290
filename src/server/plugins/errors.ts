import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@shared/messages';
import { HttpError } from '@server/http-error';
import { diskFailure } from '@server/storage/local-storage';

/** Fastify's own error codes, answered in Ukrainian. */
const fastifyCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.malformedJson },
  // The router, before any route is chosen (see `frameworkErrors`)
  FST_ERR_BAD_URL: { status: 400, message: messages.invalidUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: messages.urlTooLong },
  // @fastify/multipart
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: messages.fileTooLarge },
  FST_FILES_LIMIT: { status: 413, message: messages.tooManyFiles },
  FST_PARTS_LIMIT: { status: 413, message: messages.tooManyFiles },
  FST_FIELDS_LIMIT: { status: 413, message: messages.tooManyFiles },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: messages.unsupportedMediaType },
  FST_PROTO_VIOLATION: { status: 400, message: messages.malformedMultipart },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: messages.malformedMultipart },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: messages.malformedMultipart },
};

/**
 * busboy (under @fastify/multipart) reports broken framing with plain `Error`s that carry no code:
 * no boundary, an empty or over-long boundary, a body or part that ends early, a malformed part header.
 */
const brokenMultipart =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Malformed part header|The needle cannot .*)$/;
const unsupportedMultipart = 'Unsupported Content-Type.';

/** The status and Ukrainian message of an error the client caused, or undefined for a server fault. */
function clientError(error: FastifyError): { status: number; message: string } | undefined {
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError) return { status: 400, message: messages.malformedJson };
  if (typeof error.message === 'string' && brokenMultipart.test(error.message))
    return { status: 400, message: messages.malformedMultipart };
  if (error.message === unsupportedMultipart) return { status: 415, message: messages.unsupportedMediaType };
  return undefined;
}

/**
 * Errors the router raises before a route (and its error handler) is chosen: a URL that does not
 * decode, a path parameter over the length limit. Passed to `Fastify({ frameworkErrors })`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = clientError(error);
  if (known) return reply.status(known.status).send({ message: known.message });
  request.log.error({ err: error }, 'router error');
  return reply.status(500).send({ message: messages.internalError });
}

/**
 * Every error leaves as `{ message: string | string[] }` (plus `fields` when it is about fields of the
 * body) with the right status, never with internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // 503/507 (the media disk, a lost idempotency lease): the administrator must see them.
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request refused by the server side');
      const fields = error.fields && Object.keys(error.fields).length > 0 ? { fields: error.fields } : {};
      return reply.status(error.statusCode).send({ message: error.messages, ...fields });
    }
    const known = clientError(error);
    if (known) return reply.status(known.status).send({ message: known.message });
    // A full or read-only media disk met outside the storage's own mapping: the same clear answer.
    const disk = diskFailure(error);
    if (disk) {
      request.log.error({ err: error }, 'media disk refused a write');
      return reply.status(disk.statusCode).send({ message: disk.messages });
    }

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
