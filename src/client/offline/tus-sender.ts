import { type DetailedError, type HttpResponse, Upload, type UrlStorage } from 'tus-js-client';
import { UPLOAD_CHUNK_BYTES, UPLOADS_PATH } from '@shared/schemas/uploads';
import type { QueueFile } from './queue-types';
import { RESPONSE_TIMEOUT_MS, STALL_TIMEOUT_MS } from './retry-policy';
import type { ResumableSend, SendOutcome, SendRequest, Sender } from './sender';
import { parseBody, watchTransfer } from './transfer-watch';

/** The upload id: the last part of its tus URL. */
export const uploadIdOf = (url: string) => new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';

/** The commit's JSON: the item's fields, and each file's upload id under its field (a list for `name[]`). */
export function commitBody(
  resumable: Pick<ResumableSend, 'commit'>,
  files: readonly Pick<QueueFile, 'field'>[],
  ids: readonly string[],
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...resumable.commit.body };
  files.forEach((file, index) => {
    const id = ids[index]!;
    if (file.field.endsWith('[]')) {
      const name = file.field.slice(0, -2);
      body[name] = [...((body[name] as string[] | undefined) ?? []), id];
    } else {
      body[file.field] = id;
    }
  });
  return body;
}

/** Gives up resumable uploads on the server (tus termination), e.g. of an item the user removed. */
export async function discardUploads(urls: string[], token: string | null): Promise<void> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  await Promise.allSettled(urls.map((url) => Upload.terminate(url, { headers, retryDelays: null })));
}

type FileResult = { kind: 'uploaded'; id: string } | { kind: 'failed'; outcome: SendOutcome };

/**
 * Sends a queued item: over resumable uploads (tus, tus-js-client) when it has a commit, else as
 * one multipart request (`multipart`, for items queued before). Each file is uploaded in chunks of
 * at most 8 MiB from the offset the server has (a HEAD first when its tus URL is known), the URL of
 * a new upload is kept with the item before any byte is sent, and once every file is complete one
 * JSON request commits them. tus-js-client does not retry by itself: the queue's backoff does, and
 * the next try goes on from the server's offset. An upload the server reports complete sends
 * nothing: so after a commit whose answer was lost (its uploads are then committed, and answer as
 * complete) the next try only repeats the commit with the item's key and gets the first answer.
 * A transfer with no progress for 30 s is 'stalled'.
 */
export function createTusSender(base: string, multipart: Sender, stallMs = STALL_TIMEOUT_MS, responseMs = RESPONSE_TIMEOUT_MS): Sender {
  return async (request: SendRequest): Promise<SendOutcome> => {
    const resumable = request.resumable;
    if (!resumable) return multipart(request);
    if (request.signal.aborted) return { kind: 'failure', reason: 'aborted' };
    const endpoint = new URL(`${base}${UPLOADS_PATH}`, globalThis.location?.href ?? 'http://localhost/').toString();
    const { 'Idempotency-Key': idempotencyKey, ...tusHeaders } = request.headers;
    const total = request.files.reduce((sum, file) => sum + file.blob.size, 0);

    const ids: string[] = [];
    let before = 0;
    for (const [index, file] of request.files.entries()) {
      const result = await sendFile(file, index);
      if (result.kind === 'failed') return result.outcome;
      ids.push(result.id);
      before += file.blob.size;
    }
    return commit(ids);

    function sendFile(file: QueueFile, index: number): Promise<FileResult> {
      return new Promise<FileResult>((resolve) => {
        const transfer = watchTransfer<FileResult>(request.signal, () => void upload.abort(), resolve, {
          kind: 'failed',
          outcome: { kind: 'failure', reason: 'aborted' },
        });
        const { finish } = transfer;
        const watch = () => transfer.watch(stallMs, { kind: 'failed', outcome: { kind: 'failure', reason: 'stalled' } });
        // The queue item is where a file's tus URL lives: stored before the first PATCH (tus-js-client waits for it).
        const urlStorage: UrlStorage = {
          findAllUploads: async () => [],
          findUploadsByFingerprint: async () => [],
          removeUpload: async () => resumable!.saveUpload(index, null).catch(() => undefined),
          addUpload: async (_fingerprint, stored) => {
            await resumable!.saveUpload(index, stored.uploadUrl ?? null).catch(() => undefined);
            return `file-${index}`;
          },
        };
        const upload = new Upload(file.blob, {
          endpoint,
          uploadUrl: resumable!.uploads[index] ?? null,
          chunkSize: UPLOAD_CHUNK_BYTES,
          retryDelays: null,
          metadata: { filename: file.name, filetype: file.type, kind: file.kind ?? 'video' },
          headers: tusHeaders,
          fingerprint: async () => `file-${index}`,
          urlStorage,
          storeFingerprintForResuming: true,
          removeFingerprintOnSuccess: false,
          onProgress: (sent) => {
            watch();
            request.onProgress(before + sent, total);
          },
          onAfterResponse: () => watch(),
          onSuccess: () => finish({ kind: 'uploaded', id: uploadIdOf(upload.url ?? '') }),
          onError: (error) => void failed(error).then((outcome) => finish({ kind: 'failed', outcome })),
        });

        /** A refusal is the server's answer; no answer (or a locked upload) is a network failure to retry. */
        const failed = async (error: Error | DetailedError): Promise<SendOutcome> => {
          const response = (error as DetailedError).originalResponse as HttpResponse | null | undefined;
          if (!response) return { kind: 'failure', reason: 'network' };
          const status = response.getStatus();
          const body = parseBody(response.getBody());
          if (status === 423) return { kind: 'failure', reason: 'network' };
          // The upload is gone from the server (expired or removed): the next try starts a new one.
          if ((status === 404 || status === 410) && resumable!.uploads[index]) {
            await resumable!.saveUpload(index, null).catch(() => undefined);
            return { kind: 'response', status: 410, body };
          }
          return { kind: 'response', status, body };
        };

        if (!transfer.start()) return;
        watch();
        upload.start();
      });
    }

    async function commit(uploadIds: string[]): Promise<SendOutcome> {
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), responseMs);
      const onAbort = () => timeout.abort();
      request.signal.addEventListener('abort', onAbort);
      try {
        const response = await fetch(`${base}${request.url}`, {
          method: request.method,
          headers: {
            ...tusHeaders,
            ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify(commitBody(resumable!, request.files, uploadIds)),
          signal: timeout.signal,
          credentials: 'same-origin',
        });
        const body = parseBody(await response.text());
        // An upload expired before its commit: forget the URLs, the next try sends the files again.
        if (response.status === 410)
          await Promise.all(request.files.map((_file, index) => resumable!.saveUpload(index, null).catch(() => undefined)));
        return { kind: 'response', status: response.status, body };
      } catch {
        if (request.signal.aborted) return { kind: 'failure', reason: 'aborted' };
        return { kind: 'failure', reason: timeout.signal.aborted ? 'timeout' : 'network' };
      } finally {
        clearTimeout(timer);
        request.signal.removeEventListener('abort', onAbort);
      }
    }
  };
}
