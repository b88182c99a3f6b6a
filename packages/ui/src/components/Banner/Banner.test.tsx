import { messages, NEW_VERSION_BANNER_MS } from '@careportal/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Banner', () => {
  it('announces an expired session as an alert, with Refresh', async () => {
    const onRefresh = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Banner variant="session-expired" isOpen onClose={vi.fn()} onRefresh={onRefresh} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages.generic.sessionExpiredTitle);
    expect(alert).toHaveTextContent(messages.generic.sessionExpiredBody);
    await user.click(screen.getByRole('button', { name: messages.generic.refresh }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('keeps an expired-session banner open', () => {
    const onClose = vi.fn();
    render(<Banner variant="session-expired" isOpen onClose={onClose} onRefresh={vi.fn()} />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('announces a new version politely and closes itself after 10 seconds', () => {
    const onClose = vi.fn();
    render(<Banner variant="new-version" isOpen onClose={onClose} onRefresh={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(messages.generic.newVersion);
    act(() => {
      vi.advanceTimersByTime(NEW_VERSION_BANNER_MS - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while focus is in it', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Banner variant="new-version" isOpen onClose={onClose} onRefresh={vi.fn()} autoCloseMs={5000} />);
    await user.tab();
    expect(screen.getByRole('button', { name: messages.generic.refresh })).toHaveFocus();
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is closed by keyboard with its close button', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Banner variant="new-version" isOpen onClose={onClose} onRefresh={vi.fn()} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when closed but keeps its live region', () => {
    render(<Banner variant="session-expired" isOpen={false} onClose={vi.fn()} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
