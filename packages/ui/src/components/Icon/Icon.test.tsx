import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { CalendarIcon, HomeIcon } from './icons';

describe('Icon', () => {
  it('is hidden from screen readers by default', () => {
    const { container } = render(<Icon icon={HomeIcon} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image with a name when it has a label', () => {
    render(<Icon icon={CalendarIcon} label="Appointment date" />);
    const image = screen.getByRole('img', { name: 'Appointment date' });
    expect(image).not.toHaveAttribute('aria-hidden');
  });
});
