import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('retry: focuses its h1 on mount and retries by keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorPage variant="retry" onRetry={onRetry} />);
    const title = screen.getByRole('heading', { level: 1, name: messages.generic.somethingWentWrong });
    expect(title).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: messages.generic.retry })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('refresh: shows the advice and refreshes', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(<ErrorPage variant="refresh" onRefresh={onRefresh} />);
    expect(screen.getByRole('heading', { level: 1, name: messages.generic.oopsTitle })).toHaveFocus();
    expect(screen.getByText(messages.generic.oopsBody)).toBeVisible();
    expect(screen.queryByRole('button', { name: messages.generic.retry })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.generic.refreshThisPage }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('leaves focus alone when asked to', () => {
    render(<ErrorPage variant="retry" focusOnMount={false} />);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });
});
