import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad } from './afterLoad';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

afterEach(() => {
  // Back to jsdom's own value.
  Reflect.deleteProperty(document, 'readyState');
  vi.useRealTimers();
});

describe('afterLoad', () => {
  it('waits for the page to load, then for the browser to be idle', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const task = vi.fn();
    afterLoad(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs once idle when the page has already loaded', () => {
    vi.useFakeTimers();
    setReadyState('complete');
    const task = vi.fn();
    afterLoad(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before or after the load', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const early = vi.fn();
    afterLoad(early)();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();

    setReadyState('complete');
    const late = vi.fn();
    afterLoad(late)();
    vi.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });
});
