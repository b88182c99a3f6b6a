import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebounced, useDebouncedCallback } from './useDebouncedCallback';

describe('createDebounced', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once with the latest arguments after calls stop for the wait', () => {
    const fn = vi.fn();
    const debounced = createDebounced(fn, 500);
    debounced('a');
    vi.advanceTimersByTime(300);
    debounced('b');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('b');
  });

  it('never waits longer than maxWait after the first waiting call', () => {
    const fn = vi.fn();
    const debounced = createDebounced(fn, 500, { maxWait: 1500 });
    for (let elapsed = 0; elapsed < 1500; elapsed += 300) {
      debounced(elapsed);
      vi.advanceTimersByTime(300);
    }
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(1200);
    // The next burst starts its own max wait.
    debounced('next');
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('next');
  });

  it('drops a cancelled call and runs a flushed one at once', () => {
    const fn = vi.fn();
    const debounced = createDebounced(fn, 500, { maxWait: 1500 });
    debounced('dropped');
    debounced.cancel();
    vi.advanceTimersByTime(2000);
    expect(fn).not.toHaveBeenCalled();
    debounced('now');
    expect(debounced.isPending()).toBe(true);
    debounced.flush();
    expect(fn).toHaveBeenCalledWith('now');
    expect(debounced.isPending()).toBe(false);
  });
});

describe('useDebouncedCallback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls the latest callback and drops a pending call on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(
      ({ callback }) => useDebouncedCallback(callback, 500, { maxWait: 1500 }),
      { initialProps: { callback: first } },
    );
    act(() => {
      result.current('x');
    });
    rerender({ callback: second });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('x');

    act(() => {
      result.current('y');
    });
    unmount();
    vi.advanceTimersByTime(2000);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
