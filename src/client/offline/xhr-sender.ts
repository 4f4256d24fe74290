import { RESPONSE_TIMEOUT_MS, STALL_TIMEOUT_MS } from './retry-policy';
import type { SendOutcome, SendRequest, Sender } from './sender';
import { parseBody, watchTransfer } from './transfer-watch';

/**
 * Sends a queued request with XMLHttpRequest (fetch has no upload progress): multipart FormData,
 * cookies, the given headers. A transfer with no upload progress for 30 s is aborted as 'stalled';
 * once every byte is out, the server gets a long while to check the files before 'timeout'.
 */
export function createXhrSender(base = '', stallMs = STALL_TIMEOUT_MS, responseMs = RESPONSE_TIMEOUT_MS): Sender {
  return (request: SendRequest) =>
    new Promise<SendOutcome>((resolve) => {
      const body = new FormData();
      for (const field of request.fields) body.append(field.name, field.value);
      for (const file of request.files) body.append(file.field, new File([file.blob], file.name, { type: file.type }));

      const xhr = new XMLHttpRequest();
      const { finish, watch, start } = watchTransfer<SendOutcome>(request.signal, () => xhr.abort(), resolve, {
        kind: 'failure',
        reason: 'aborted',
      });

      xhr.open(request.method, `${base}${request.url}`);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);

      xhr.upload.onprogress = (event) => {
        request.onProgress(event.loaded, event.lengthComputable ? event.total : event.loaded);
        watch(stallMs, { kind: 'failure', reason: 'stalled' });
      };
      xhr.upload.onload = () => watch(responseMs, { kind: 'failure', reason: 'timeout' });
      xhr.onload = () => finish({ kind: 'response', status: xhr.status, body: parseBody(xhr.responseText) });
      xhr.onerror = () => finish({ kind: 'failure', reason: 'network' });
      xhr.ontimeout = () => finish({ kind: 'failure', reason: 'timeout' });

      if (!start()) return;
      watch(stallMs, { kind: 'failure', reason: 'stalled' });
      xhr.send(body);
    });
}
