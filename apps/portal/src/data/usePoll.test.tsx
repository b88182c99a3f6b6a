import { POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from '@careportal/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePoll } from './usePoll';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the poll's timers run for `ms`, with the refreshes' answers in between. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('usePoll: the session polling helper', () => {
  it('uses the seeds’ numbers: every 3 s, at most 5 times', () => {
    expect(POLL_INTERVAL_MS).toBe(3000);
    expect(POLL_MAX_ATTEMPTS).toBe(5);
  });

  it('refreshes once per interval, never at once, and gives up after the most attempts', async () => {
    const refresh = vi.fn(() => false);
    const { result } = renderHook(() => usePoll());
    act(() => {
      result.current.start(refresh);
    });
    expect(result.current.state).toBe('polling');
    expect(refresh).not.toHaveBeenCalled();

    await pass(POLL_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    await pass(POLL_INTERVAL_MS * 20);
    expect(refresh).toHaveBeenCalledTimes(POLL_MAX_ATTEMPTS);
    expect(result.current.state).toBe('gave-up');
  });

  it('stops as soon as a refresh finds what it waits for', async () => {
    let reads = 0;
    const refresh = vi.fn(() => {
      reads += 1;
      return Promise.resolve(reads === 2);
    });
    const { result } = renderHook(() => usePoll());
    act(() => {
      result.current.start(refresh);
    });
    await pass(POLL_INTERVAL_MS * 20);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(result.current.state).toBe('done');
  });

  it('replaces an earlier poll when started again: the earlier one refreshes no more', async () => {
    const first = vi.fn(() => false);
    const second = vi.fn(() => false);
    const { result } = renderHook(() => usePoll());
    act(() => {
      result.current.start(first);
    });
    await pass(POLL_INTERVAL_MS * 2);
    expect(first).toHaveBeenCalledTimes(2);

    act(() => {
      result.current.start(second);
    });
    await pass(POLL_INTERVAL_MS * 20);
    expect(first).toHaveBeenCalledTimes(2);
    // The new poll has its own count of attempts.
    expect(second).toHaveBeenCalledTimes(POLL_MAX_ATTEMPTS);
  });

  it('ignores the late answer of a poll that was replaced while it was asking', async () => {
    let answerFirst: (found: boolean) => void = () => undefined;
    const first = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          answerFirst = resolve;
        }),
    );
    const second = vi.fn(() => false);
    const { result } = renderHook(() => usePoll());
    act(() => {
      result.current.start(first);
    });
    await pass(POLL_INTERVAL_MS);
    act(() => {
      result.current.start(second);
    });
    await act(async () => {
      answerFirst(true);
      await Promise.resolve();
    });
    expect(result.current.state).toBe('polling');
  });

  it('counts a refresh that fails as an attempt, and goes on', async () => {
    const refresh = vi.fn(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => usePoll());
    act(() => {
      result.current.start(refresh);
    });
    await pass(POLL_INTERVAL_MS * 20);
    expect(refresh).toHaveBeenCalledTimes(POLL_MAX_ATTEMPTS);
    expect(result.current.state).toBe('gave-up');
  });

  it('stops when stopped, and when the page that started it goes away', async () => {
    const stopped = vi.fn(() => false);
    const unmounted = vi.fn(() => false);
    const { result, unmount } = renderHook(() => usePoll());
    act(() => {
      result.current.start(stopped);
    });
    act(() => {
      result.current.stop();
    });
    expect(result.current.state).toBe('idle');
    await pass(POLL_INTERVAL_MS * 20);
    expect(stopped).not.toHaveBeenCalled();

    act(() => {
      result.current.start(unmounted);
    });
    await pass(POLL_INTERVAL_MS);
    unmount();
    await pass(POLL_INTERVAL_MS * 20);
    expect(unmounted).toHaveBeenCalledTimes(1);
  });

  it('takes other numbers when asked', async () => {
    const refresh = vi.fn(() => false);
    const { result } = renderHook(() => usePoll({ intervalMs: 100, maxAttempts: 2 }));
    act(() => {
      result.current.start(refresh);
    });
    await pass(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
