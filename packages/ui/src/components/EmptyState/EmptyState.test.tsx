import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { CalendarIcon } from '../Icon';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it("says the catalogue's no-results text by default", () => {
    render(<EmptyState />);
    expect(screen.getByText(messages.generic.noResults)).toBeInTheDocument();
  });

  it('shows a title, its own text and a next step', () => {
    render(
      <EmptyState title="No saved cards" headingLevel={2} action={<Button>Add card</Button>}>
        {messages.payment.noCards}
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No saved cards' })).toBeInTheDocument();
    expect(screen.getByText(messages.payment.noCards)).toBeInTheDocument();
    expect(screen.queryByText(messages.generic.noResults)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeInTheDocument();
  });

  it('shows a decorative icon, its own or an empty inbox, or none', () => {
    const { container, rerender } = render(<EmptyState />);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
    rerender(<EmptyState icon={CalendarIcon} />);
    expect(container.querySelector('svg.lucide-calendar')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<EmptyState icon={null} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
