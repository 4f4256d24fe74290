import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { apiPaths } from '@shared/api-paths';
import {
  ExportQuerySchema,
  ImportFieldsSchema,
  ImportPreviewSchema,
  ImportProgressSchema,
  SheetFormatQuerySchema,
} from '@shared/schemas/account-imports';
import { IdParamsSchema } from '@shared/schemas/common';
import { HttpError } from '@server/http-error';
import { importMessages } from '@server/messages';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { ProfileImportService } from '@server/services/accounts/profile-import-service';
import { IMPORT_MAX_BYTES, IMPORT_MAX_MEGABYTES, type SheetFormat, sheetContentType } from '@server/services/accounts/profile-sheet';
import { endpoint, fileAnswer } from '../http/endpoint';

const tag = 'accounts';

interface Options {
  imports: ProfileImportService;
}

const fileDoc = {
  fields: ImportFieldsSchema,
  files: { file: { description: `CSV (UTF-8, ; or ,) or XLSX, at most ${IMPORT_MAX_MEGABYTES} MB`, multiple: false, required: true } },
};

/**
 * The import file and its text fields, the file read into memory (at most IMPORT_MAX_BYTES): it holds
 * secrets in clear, so it never goes to disk; 413 names the limit.
 */
async function receiveSheet(request: FastifyRequest): Promise<{ bytes: Buffer; fields: v.InferOutput<typeof ImportFieldsSchema> }> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw new HttpError(400, importMessages.importFileMissing);
    }
    try {
      bytes = await part.toBuffer();
    } catch {
      throw new HttpError(413, importMessages.importFileTooLarge(IMPORT_MAX_MEGABYTES));
    }
  }
  if (!bytes || bytes.length === 0) throw new HttpError(400, importMessages.importFileMissing);
  const parsed = v.safeParse(ImportFieldsSchema, fields);
  if (!parsed.success) throw new HttpError(400, importMessages.importKeyInvalid);
  return { bytes, fields: parsed.output };
}

const sendFile = (reply: FastifyReply, format: SheetFormat, name: string, body: Buffer) =>
  reply
    .header('Content-Type', sheetContentType[format])
    .header('Content-Disposition', `attachment; filename="${name}.${format}"`)
    .header('Cache-Control', 'no-store')
    .send(body);

/** Profile import (a dry run, then the apply with progress) and export; owner-scoped as the profiles are. */
export async function accountImportRoutes(app: FastifyInstance, { imports }: Options) {
  const api = typed(app);

  api.get(
    apiPaths.accounts.importTemplate,
    endpoint({
      operationId: 'getProfileImportTemplate',
      tag,
      summary: 'The empty import file: the columns in Ukrainian and what each takes (a second sheet, or # lines in the CSV)',
      querystring: SheetFormatQuerySchema,
      success: [200, fileAnswer],
    }),
    async (request, reply) => sendFile(reply, request.query.format, 'profiles-template', await imports.template(request.query.format)),
  );

  api.get(
    apiPaths.accounts.export,
    endpoint({
      operationId: 'exportProfiles',
      tag,
      summary:
        "The profiles list's search and label filter as CSV or XLSX in the template's columns (own profiles; all for admin); no secrets",
      description: 'Secret columns are empty; a column per platform says whether its credentials are set. `label` as on the list.',
      querystring: ExportQuerySchema,
      success: [200, fileAnswer],
    }),
    async (request, reply) =>
      sendFile(
        reply,
        request.query.format,
        'profiles',
        await imports.export(currentUser(request), request.query.format, request.query.q, request.query.label),
      ),
  );

  api.post(
    apiPaths.accounts.imports,
    endpoint({
      operationId: 'checkProfileImport',
      tag,
      summary: 'The dry run of a profile file: each row as created, updated, unchanged or refused (by column), and the import it becomes',
      description:
        'Multipart: `file`, `key` (`id` or `comment`), `createGroups`. Nothing is written but the import record; the same file with the ' +
        'same options is the same import. No secret is answered.',
      multipart: fileDoc,
      success: [200, ImportPreviewSchema],
      errors: [413],
    }),
    async (request) => {
      const { bytes, fields } = await receiveSheet(request);
      return imports.dryRun(currentUser(request), bytes, fields.key, fields.createGroups === 'true');
    },
  );

  api.get(
    apiPaths.accounts.import(':id'),
    endpoint({
      operationId: 'getProfileImport',
      tag,
      summary: "An import's progress (rows handled) and result; polled while it is applied",
      params: IdParamsSchema,
      success: [200, ImportProgressSchema],
    }),
    async (request) => imports.progress(currentUser(request), request.params.id),
  );

  api.post(
    apiPaths.accounts.applyImport(':id'),
    endpoint({
      operationId: 'applyProfileImport',
      tag,
      summary:
        'Apply a checked import with its file sent again, in chunks of 500 rows (one transaction each); a done import answers its result',
      description: 'Multipart: `file` (the same file: 409 otherwise). 409 while another request applies it.',
      params: IdParamsSchema,
      multipart: { fields: v.object({}), files: fileDoc.files },
      success: [200, ImportProgressSchema],
      errors: [409, 413],
    }),
    async (request) => {
      const { bytes } = await receiveSheet(request);
      return imports.apply(currentUser(request), request.params.id, bytes);
    },
  );
}
