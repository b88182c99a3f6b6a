import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it("announces the catalogue's message and reads again on Retry, by keyboard alone", async () => {
    const onRetry = vi.fn();
    render(<LoadError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: messages.generic.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says what went wrong in its own words when given them', () => {
    render(<LoadError onRetry={() => undefined}>The banks could not be read.</LoadError>);
    expect(screen.getByRole('alert')).toHaveTextContent('The banks could not be read.');
    expect(screen.queryByText(messages.generic.somethingWentWrong)).not.toBeInTheDocument();
  });
});
