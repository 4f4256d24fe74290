/** A response body: its JSON, else the text as is; undefined when empty. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The end of one transfer (an XHR, a tus upload) that settles once: `finish` resolves it with the
 * first result and stops the watchdog and the abort listener. `watch(ms, result)` re-arms the
 * watchdog (each progress event does): no new call within `ms` cancels the transfer and settles it
 * with `result` (e.g. 'stalled'). The request's abort signal cancels it and settles it with `aborted`.
 * `start()` listens for the abort and returns false (having settled) when the request is aborted already.
 */
export function watchTransfer<T>(signal: AbortSignal, cancel: () => void, resolve: (result: T) => void, aborted: T) {
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = (result: T) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    resolve(result);
  };
  const watch = (ms: number, result: T) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      cancel();
      finish(result);
    }, ms);
  };
  const onAbort = () => {
    cancel();
    finish(aborted);
  };
  const start = (): boolean => {
    if (signal.aborted) {
      finish(aborted);
      return false;
    }
    signal.addEventListener('abort', onAbort);
    return true;
  };
  return { finish, watch, start };
}
