import { messages } from '@careportal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegistrationReview, type RegistrationReviewSection } from './RegistrationReview';

const sections: RegistrationReviewSection[] = [
  {
    id: 'ServiceSelection',
    title: 'Service selection',
    rows: [
      { label: 'Programme 1', value: 'Circuit Training' },
      { label: 'Centre', value: <strong>Bukit Batok West</strong> },
    ],
  },
  {
    id: 'YourDetails',
    title: 'Your details',
    rows: [
      { label: 'Full name', value: 'Tan Ah Kow' },
      { label: 'Home number', value: '' },
      { label: 'Company name', value: null },
      { label: 'Sessions', value: 0 },
    ],
  },
];

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('RegistrationReview', () => {
  it('shows each section under its heading, empty answers as a dash', () => {
    render(<RegistrationReview sections={sections} onEdit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Service selection' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(detail('Full name')).toHaveTextContent('Tan Ah Kow');
    expect(detail('Home number')).toHaveTextContent(messages.generic.dash);
    expect(detail('Company name')).toHaveTextContent(messages.generic.dash);
    expect(detail('Sessions')).toHaveTextContent('0');
    expect(within(detail('Centre') as HTMLElement).getByText('Bukit Batok West').tagName).toBe('STRONG');
  });

  it("has an Edit per section, named after it, that leads back to the section's step", async () => {
    const onEdit = vi.fn();
    render(<RegistrationReview sections={sections} onEdit={onEdit} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Your details' })).toBeInTheDocument();
    const edit = screen.getByRole('button', { name: 'Edit Your details' });
    expect(edit).toHaveTextContent(messages.labels.edit);
    await userEvent.click(edit);
    expect(onEdit).toHaveBeenCalledWith('YourDetails');
  });

  it('has no Edit when read only', () => {
    render(<RegistrationReview sections={sections} onEdit={vi.fn()} isReadOnly />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
