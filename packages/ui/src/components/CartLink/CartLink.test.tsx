import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartLink, cartCountText } from './CartLink';

describe('CartLink', () => {
  it('is named Cart and the count it holds', () => {
    render(<CartLink href="/cart-review" count={2} />);
    expect(screen.getByRole('link', { name: `${messages.labels.cart}, 2 items` })).toHaveAttribute(
      'href',
      '/cart-review',
    );
  });

  it('says one item in the singular, and shows no count when empty', () => {
    expect(cartCountText(1)).toBe('1 item');
    render(<CartLink href="/cart-review" count={0} />);
    expect(screen.getByRole('link', { name: messages.labels.cart })).toBeInTheDocument();
  });
});
