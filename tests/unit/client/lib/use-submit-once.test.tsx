// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api-error';
import { useSubmitOnce } from '@client/lib/use-submit-once';

/** A send the test answers when it wants: resolve or reject it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useSubmitOnce', () => {
  it('drops a second submit while the first is in flight (a double click sends once), and any after it created', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    const answer = deferred<string>();
    const keys: string[] = [];
    let first: Promise<string> | null = null;
    let second: Promise<string> | null = null;
    act(() => {
      first = result.current.run((key) => (keys.push(key), answer.promise));
      second = result.current.run((key) => (keys.push(key), Promise.resolve('again')));
    });
    expect(second).toBeNull();
    expect(keys).toHaveLength(1);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      answer.resolve('created');
      await first;
    });
    // Created: the form is leaving for the new object's page; a late click sends nothing.
    expect(result.current.pending).toBe(true);
    expect(result.current.run((key) => (keys.push(key), Promise.resolve('late')))).toBeNull();
    expect(keys).toHaveLength(1);
  });

  it('keeps the key when no answer came (the retry is the same intent), renews it after a refusal, and sends again', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    const keys: string[] = [];
    const sendFailing = (error: ApiError) => (key: string) => (keys.push(key), Promise.reject(error));
    await act(async () => {
      await expect(result.current.run(sendFailing(new ApiError(0, null)))).rejects.toBeInstanceOf(ApiError);
    });
    await act(async () => {
      await expect(result.current.run(sendFailing(new ApiError(409, { message: 'Логін зайнятий' })))).rejects.toBeInstanceOf(ApiError);
    });
    await act(async () => {
      await result.current.run((key) => (keys.push(key), Promise.resolve(1)));
    });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[0]).toMatch(/^[\w-]{8,200}$/);
  });
});
