import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBody, watchTransfer } from '@client/offline/transfer-watch';

describe('watchTransfer (the stall watchdog of the XHR and tus senders)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (signal = new AbortController().signal) => {
    const cancel = vi.fn();
    const results: string[] = [];
    const transfer = watchTransfer<string>(signal, cancel, (result) => results.push(result), 'aborted');
    return { cancel, results, transfer };
  };

  it('cancels and settles with the given result when no progress re-arms it in time', () => {
    const { cancel, results, transfer } = setup();
    expect(transfer.start()).toBe(true);
    transfer.watch(1000, 'stalled');
    vi.advanceTimersByTime(900);
    transfer.watch(1000, 'stalled');
    vi.advanceTimersByTime(900);
    expect(results).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(cancel).toHaveBeenCalledOnce();
    expect(results).toEqual(['stalled']);
  });

  it('settles once: the first result wins and the watchdog stops', () => {
    const { cancel, results, transfer } = setup();
    transfer.start();
    transfer.watch(1000, 'timeout');
    transfer.finish('done');
    transfer.finish('again');
    vi.advanceTimersByTime(5000);
    expect(results).toEqual(['done']);
    expect(cancel).not.toHaveBeenCalled();
  });

  it("cancels on the request's abort, and stops listening once settled", () => {
    const controller = new AbortController();
    const { cancel, results, transfer } = setup(controller.signal);
    transfer.start();
    controller.abort();
    expect(cancel).toHaveBeenCalledOnce();
    expect(results).toEqual(['aborted']);

    const later = new AbortController();
    const second = setup(later.signal);
    second.transfer.start();
    second.transfer.finish('done');
    later.abort();
    expect(second.cancel).not.toHaveBeenCalled();
    expect(second.results).toEqual(['done']);
  });

  it('does not start a request aborted already', () => {
    const controller = new AbortController();
    controller.abort();
    const { cancel, results, transfer } = setup(controller.signal);
    expect(transfer.start()).toBe(false);
    expect(results).toEqual(['aborted']);
    expect(cancel).not.toHaveBeenCalled();
  });
});

describe('parseBody', () => {
  it('reads JSON, keeps other text, and has nothing for an empty body', () => {
    expect(parseBody('{"message":"Помилка"}')).toEqual({ message: 'Помилка' });
    expect(parseBody('Bad Gateway')).toBe('Bad Gateway');
    expect(parseBody('')).toBeUndefined();
  });
});
