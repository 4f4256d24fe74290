import * as v from 'valibot';
import { ErrorResponseSchema } from '@shared/schemas/common';

/** Who may call a route: authentication is on unless a route says `public`. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

type SuccessStatus = 200 | 201 | 204 | 206;
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 422 | 429 | 502 | 503 | 507;

const errorMeaning: Record<ErrorStatus, string> = {
  400: 'Invalid input: one Ukrainian message per broken field',
  401: 'No valid access token (sent before any input is checked)',
  403: 'The signed-in user may not do this',
  404: 'Not found, or not yours',
  409: 'Conflicts with the current state',
  410: 'Gone: the resumable upload expired or was removed (send the file again)',
  412: 'Precondition failed: a tus request without `Tus-Resumable: 1.0.0`',
  413: 'Too large (file, body or number of files)',
  415: 'Unsupported content type or file format',
  422: 'Understood but refused (file content, limits, state of the profiles)',
  429: 'Too many attempts; try again later',
  502: 'The platform refused or did not answer',
  503: 'The media disk cannot be written now (read-only or refused); try again later',
  507: 'The media disk is full: nothing was saved, an administrator must free space',
};

const successMeaning: Record<SuccessStatus, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no content',
  206: 'Partial content (Range)',
};

/** A documented error answer: `{ message }`, with what the status means here. */
const errorResponse = (status: ErrorStatus) => v.pipe(ErrorResponseSchema, v.description(errorMeaning[status]));

/** An error of a page route: the HTML page its handler answers, or `{ message }` when the request is refused before it. */
const htmlErrorResponse = (status: ErrorStatus) => ({
  description: `${errorMeaning[status]}: an HTML page, or JSON \`{ message }\` when refused before the page`,
  content: { 'text/html': { schema: { type: 'string' } }, 'application/json': { schema: errorResponse(status) } },
});

/** An answer without a body (204), as @fastify/swagger documents it: no content. */
const emptyResponse = (status: SuccessStatus) => ({ type: 'null', description: successMeaning[status] }) as const;

/** A stored file as the success answer (any media type), whole or, for a Range request, in part. */
export const fileAnswer = 'file';
/** An HTML page as the answer (where a browser, not the app, is sent). */
export const htmlAnswer = 'html';
type NonJsonAnswer = typeof fileAnswer | typeof htmlAnswer;

const fileContent = (status: SuccessStatus) => ({
  description: successMeaning[status],
  content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
});
const htmlContent = (status: SuccessStatus) => ({
  description: successMeaning[status],
  content: { 'text/html': { schema: { type: 'string' } } },
});

/**
 * A multipart body, for the document only: the route streams it (receive-upload.ts) and validates
 * its text fields with the same `fields` schema; files are listed by part name.
 */
export interface MultipartDoc {
  fields: v.GenericSchema;
  files: Record<string, { description: string; multiple: boolean; required: boolean }>;
}

/** A header of the request or of the success answer, for the document only (a protocol's own headers, e.g. tus'). */
export interface HeaderDoc {
  description: string;
  type: 'string' | 'integer';
  required?: boolean;
}

/**
 * A raw body (not JSON), for the document only: the route streams it itself (e.g. a tus PATCH's
 * `application/offset+octet-stream`).
 */
export interface RawBodyDoc {
  contentType: string;
  description: string;
}

interface EndpointSpec<
  TParams extends v.GenericSchema | undefined,
  TQuery extends v.GenericSchema | undefined,
  TBody extends v.GenericSchema | undefined,
  TStatus extends SuccessStatus,
  TResult extends v.GenericSchema | null | NonJsonAnswer,
> {
  /** Unique and stable: generated clients name their methods after it. */
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** Default `user`. */
  access?: Access;
  params?: TParams;
  querystring?: TQuery;
  body?: TBody;
  multipart?: MultipartDoc;
  rawBody?: RawBodyDoc;
  /** Request headers to document (not validated here: the protocol's handler checks them). */
  requestHeaders?: Record<string, HeaderDoc>;
  /** Headers of the success answer to document. */
  successHeaders?: Record<string, HeaderDoc>;
  /** The success answer; `null` for one without a body, `fileAnswer` for a stored file (200 and 206), `htmlAnswer` for a page. */
  success: readonly [TStatus, TResult];
  /** Errors this route answers besides those its shape implies (401, 403, 400, 404). */
  errors?: readonly ErrorStatus[];
}

/**
 * One route's options: its schemas, the documented responses (the errors its shape implies are
 * added here, once) and its access rule. Spread into `app.get(path, { ...endpoint({...}) }, handler)`.
 */
export function endpoint<
  TParams extends v.GenericSchema | undefined = undefined,
  TQuery extends v.GenericSchema | undefined = undefined,
  TBody extends v.GenericSchema | undefined = undefined,
  TStatus extends SuccessStatus = 200,
  TResult extends v.GenericSchema | null | NonJsonAnswer = null,
>(spec: EndpointSpec<TParams, TQuery, TBody, TStatus, TResult>) {
  const access = spec.access ?? 'user';
  const implied: ErrorStatus[] = [];
  if (spec.params || spec.querystring || spec.body || spec.multipart || spec.rawBody) implied.push(400);
  if (access !== 'public') implied.push(401);
  if (access === 'admin') implied.push(403);
  if (spec.params) implied.push(404);
  const errorStatuses = [...new Set([...implied, ...(spec.errors ?? [])])].sort((a, b) => a - b);
  const [status, result] = spec.success;

  const headers = spec.successHeaders
    ? {
        headers: Object.fromEntries(
          Object.entries(spec.successHeaders).map(([name, doc]) => [name, { type: doc.type, description: doc.description }]),
        ),
      }
    : {};
  const success =
    result === null
      ? { [status]: { ...emptyResponse(status), ...headers } }
      : result === fileAnswer
        ? { [status]: fileContent(status), 206: fileContent(206) }
        : result === htmlAnswer
          ? { [status]: htmlContent(status) }
          : { [status]: v.pipe(result as v.GenericSchema, v.description(successMeaning[status])) };
  const response = {
    ...success,
    ...Object.fromEntries(errorStatuses.map((code) => [code, result === htmlAnswer ? htmlErrorResponse(code) : errorResponse(code)])),
  } as Record<TStatus, TResult extends v.GenericSchema ? TResult : unknown> & Record<ErrorStatus, ReturnType<typeof errorResponse>>;

  const schema = {
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    security: access === 'public' ? [] : [{ bearer: [] }],
    ...(spec.multipart ? { consumes: ['multipart/form-data'], multipart: spec.multipart } : {}),
    ...(spec.rawBody ? { consumes: [spec.rawBody.contentType], rawBody: spec.rawBody } : {}),
    ...(spec.requestHeaders ? { requestHeaders: spec.requestHeaders } : {}),
    params: spec.params as TParams,
    querystring: spec.querystring as TQuery,
    body: spec.body as TBody,
    response,
  };
  // Fastify warns about a schema key that is present but undefined.
  for (const key of ['params', 'querystring', 'body'] as const) if (schema[key] === undefined) delete schema[key];
  return { config: { access }, schema };
}
