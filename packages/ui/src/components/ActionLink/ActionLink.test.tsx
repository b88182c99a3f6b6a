import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionLink } from './ActionLink';

describe('ActionLink', () => {
  it('is a link to its page while the action is allowed', () => {
    render(
      <ActionLink href="/session-cancel?sessionId=s-1" aria-label="Cancel Session 1 on 24/11/2026">
        Cancel
      </ActionLink>,
    );
    expect(screen.getByRole('link', { name: 'Cancel Session 1 on 24/11/2026' })).toHaveAttribute(
      'href',
      '/session-cancel?sessionId=s-1',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is a disabled button described by the reason while it is refused', () => {
    render(
      <>
        <ActionLink href="/session-cancel?sessionId=s-1" isDisabled reasonId="why">
          Cancel
        </ActionLink>
        <p id="why">Cancelling closes 24 hours before.</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Cancelling closes 24 hours before.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
