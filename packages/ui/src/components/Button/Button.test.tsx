import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Icon, MenuIcon } from '../Icon';
import { Button } from './Button';

describe('Button', () => {
  it('shows only its icon and is named by aria-label', async () => {
    const onPress = vi.fn();
    render(<Button icon={<Icon icon={MenuIcon} />} aria-label="Menu" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveTextContent('');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('is named by its text, with a decorative icon', () => {
    render(<Button icon={<Icon icon={MenuIcon} />}>Open menu</Button>);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('keeps its name while loading, and says it is loading', () => {
    render(<Button icon={<Icon icon={MenuIcon} />} aria-label="Menu" isLoading />);
    expect(screen.getByRole('button', { name: `Menu ${messages.generic.loading}` })).toBeInTheDocument();
  });
});
