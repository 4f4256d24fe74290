import type {} from '@fastify/multipart';
import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { messages } from '@shared/messages';
import { HttpError } from '@server/http-error';
import { hasForbiddenCharacters } from '@server/http/forbidden-text';
import type { ReceivedFile } from '@server/uploads/received-file';
import type { MediaStorage } from '@server/storage/storage';

export interface ReceivedUpload {
  fields: Record<string, string[]>;
  files: ReceivedFile[];
}

/**
 * Streams each file part of a multipart request to its own temporary file (never into memory) and
 * collects the text fields. Anything already written is removed if the request fails midway.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: MediaStorage,
  fileFields: ReadonlyArray<ReceivedFile['field']>,
): Promise<ReceivedUpload> {
  const fields: Record<string, string[]> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'field') {
        const value = String(part.value);
        if (hasForbiddenCharacters(name) || hasForbiddenCharacters(value)) throw new HttpError(400, [messages.forbiddenCharacters]);
        (fields[name] ??= []).push(value);
        continue;
      }
      if (!fileFields.includes(name as ReceivedFile['field'])) {
        part.file.resume();
        throw new HttpError(400, [messages.unknownUploadField]);
      }
      if (hasForbiddenCharacters(part.filename ?? '')) {
        part.file.resume();
        throw new HttpError(400, [messages.forbiddenCharacters]);
      }
      const { tempPath, size } = await storage.receive(part.file);
      files.push({ field: name as ReceivedFile['field'], tempPath, size, originalName: part.filename || 'file' });
      if (part.file.truncated) throw new HttpError(413, [`«${part.filename}»: ${messages.fileTooLarge}`]);
    }
    return { fields, files };
  } catch (error) {
    await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
    throw error;
  }
}
