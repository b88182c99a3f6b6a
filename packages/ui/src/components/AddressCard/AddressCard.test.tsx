import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressCard } from './AddressCard';

const billing = {
  type: 'BILLING',
  postalCode: '200640',
  block: '640',
  street: 'Rowell Road',
  building: 'Rowell Court',
  level: '05',
  unit: '12',
  sameAs: 'NONE',
} as const;

describe('AddressCard', () => {
  it('shows the title from the type and the address lines', () => {
    render(<AddressCard address={billing} />);
    expect(screen.getByRole('heading', { name: 'Billing address' })).toBeInTheDocument();
    for (const line of ['Blk 640 Rowell Road', '#05-12', 'Rowell Court', 'Singapore 200640']) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
  });

  it('names its actions with the address type and works by keyboard', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<AddressCard address={billing} onEdit={onEdit} onDelete={onDelete} />);
    const edit = screen.getByRole('button', { name: 'Edit billing address' });
    const remove = screen.getByRole('button', { name: 'Delete billing address' });
    expect(edit).toHaveTextContent(messages.labels.edit);
    expect(remove).toHaveTextContent(messages.labels.delete);

    await userEvent.tab();
    expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(remove).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('reads legacy street1/street2 and leaves out NIL parts', () => {
    render(
      <AddressCard
        address={{
          type: 'SERVICE',
          block: 'NIL',
          street1: 'Airport Boulevard',
          street2: 'NIL',
          postalCode: '819642',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Service address' })).toBeInTheDocument();
    expect(screen.getByText('Airport Boulevard')).toBeInTheDocument();
    expect(screen.queryByText(/NIL/)).not.toBeInTheDocument();
  });

  it('says it is the same as billing instead of repeating the lines', () => {
    render(<AddressCard address={{ ...billing, type: 'SERVICE', sameAs: 'BILLING' }} />);
    expect(screen.getByText(messages.labels.sameAsBilling)).toBeInTheDocument();
    expect(screen.queryByText('Blk 640 Rowell Road')).not.toBeInTheDocument();
  });

  it('lets the caller decide the same-as-billing flag and the title', () => {
    render(
      <AddressCard
        address={{ ...billing, type: 'RESIDENTIAL' }}
        isSameAsBilling
        title="Home"
        onEdit={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText(messages.labels.sameAsBilling)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit residential address' })).toBeInTheDocument();
  });
});
